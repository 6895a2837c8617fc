"""cmp14a: boundaries of ``toolkit._progress`` and ``toolkit.app.phase_point`` that no test reached.

- ``power_law_rest``: the least-squares slope in logarithms needs a spread of ``log size``;
  where there is none (sizes distinct as numbers, equal as logarithms) the slope is 0.
- ``phase_point`` on a uniform ``q = 2`` cycle: Glauber's closed form (``tau = 1 / (n gap)``
  with ``gap = (1 - tanh(|c| / T)) / n``, :func:`exact.transfer.glauber_cycle_gap`) holds for
  ``n >= 3`` (the message of the ``missing`` entry says so), ``n = 3`` included: checked where
  enumeration is switched off, so the closed form is the only source.
- ``mlm_phase_point``: the relaxation time and R-hat need ``rhat``'s 4 draws per chain, so
  ``n_sweeps = 4`` (the equality case) gives a finite relaxation time.
"""

from __future__ import annotations

import math

import numpy as np
import pytest

import toolkit.app.phase_point as pp
from exact import glauber_kernel
from toolkit._progress import power_law_rest
from toolkit.models import potts


# ---------------------------------------------------------------------- _progress
def test_power_law_rest_without_spread_in_log_size():
    """Two distinct sizes whose logarithms are the same float (2**53 and 2**53 + 2): no
    spread to fit a slope on, so ``a = 0`` and ``c`` is the geometric mean of the times
    (sqrt(1 * 4) = 2 s per task), never a division by zero."""
    assert math.log(2.0**53) == math.log(2.0**53 + 2)
    assert power_law_rest([(2**53, 1.0), (2**53 + 2, 4.0)], [10, 10]) == pytest.approx(4.0, rel=1e-12)
    assert power_law_rest([(2**53, 1.0), (2**53 + 2, 4.0)], [10, 10], workers=2) == pytest.approx(2.0, rel=1e-12)


# ---------------------------------------------------------------------- phase_point
def test_three_site_ising_cycle_uses_glauber_closed_form(monkeypatch):
    c, T, n = 0.8, 1.2, 3
    model = potts(2, n, c, graph="cycle")
    # independent: the 8-state kernel's gap (reversible, PSD), tau = 1 / (n gap) in sweeps
    ev = np.sort(np.linalg.eigvals(glauber_kernel(model, temperature=T).dense()).real)
    tau_dense = 1.0 / (n * (1.0 - ev[-2]))
    assert tau_dense == pytest.approx(1.0 / (1.0 - math.tanh(c / T)), rel=1e-12)  # Glauber 1963
    monkeypatch.setattr(pp, "ENUMERATION_GAP_MAX_STATES", 4)  # 2^3 = 8 states: no enumeration
    r = pp.phase_point(model, T, method="transfer")
    assert r["missing"] == {}
    assert r["relaxation"] == pytest.approx(tau_dense, rel=1e-12)


def test_mlm_relaxation_time_at_four_sweeps():
    r = pp.mlm_phase_point(potts(2, 4, 0.3), 2.0, n_groups=2, chains_per_group=2, n_sweeps=4, burn_in=0, rng=1)
    assert "relaxation" not in r["missing"]
    assert math.isfinite(r["relaxation"]) and r["relaxation"] > 0
    assert math.isfinite(r["rhat"])
