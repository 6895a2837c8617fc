"""cmp14a: ``exact_timescales`` where the lumped gap underflows to 0 (real bug, fixed).

Curie-Weiss on 6 sites: the gap is Arrhenius-like, ``log gap ~ -dE / T``; at ``T = 0.01`` it is
``5e-130 = e^-297`` (so ``dE ~ 2.97``), at ``T = 0.004`` about ``e^-743``, below float64's range:
the lumped solver returns ``spectral_gap = 0`` with ``gap_error`` the smallest normal float.
Before the fix the relaxation time ``1/0 = inf`` went into ``_exact_rel`` (``inf - inf``: a
NaN low end) and the point had no ``t_rel`` at all, only a note; a gap of 0 must not be divided
by either. The gap is at most its error, so ``t_rel >= 1 / gap_error`` is reported, a lower bound.
"""

from __future__ import annotations

import math

import numpy as np
import pytest

from exact.lumped import lumped_spectral_gap
from toolkit.app.mixing_diagram import exact_timescales
from toolkit.models.exchangeable import CurieWeiss


def test_underflowing_lumped_gap_gives_a_lower_bound_on_t_rel():
    m = CurieWeiss(6, 1.0)
    warm = lumped_spectral_gap(m, temperature=0.01)
    dE = -0.01 * math.log(warm.spectral_gap)
    assert 2.5 < dE < 3.5 and -dE / 0.004 < math.log(np.finfo(float).tiny)  # underflows at T = 0.004
    g = lumped_spectral_gap(m, temperature=0.004)
    assert g.spectral_gap == 0.0 and 0 < g.gap_error < 1e-300
    ts, method, notes = exact_timescales(m, 0.004, t_mix=False)
    assert method == "exact (lumped)" and notes == ()
    (t,) = [t for t in ts if t.quantity == "t_rel"]
    assert t.kind == "lower" and t.high == math.inf
    assert t.value == pytest.approx(1.0 / g.gap_error, rel=1e-12)
    assert 1e307 < t.low <= t.value  # below the true t_rel ~ e^743
