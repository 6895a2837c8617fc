"""exact.spectral: one state, and periodic chains whose gap is exactly 0 (harden8h2, issue 30).

Hand values. A one-state chain has no second eigenvalue: gap 1, lambda_* = 0 (the summary's
"one state" convention). The deterministic ``d``-cycle has the ``d``-th roots of unity as
eigenvalues: ``lambda_* = 1``, absolute gap 0, ``t_rel = inf``, and the summary names the
period. A lazy version (``(I + C)/2``) is aperiodic: eigenvalues ``(1 + w)/2``.
"""

from __future__ import annotations

import math

import numpy as np
import pytest

from exact.spectral import spectral_summary


def test_one_state():
    s = spectral_summary(np.array([[1.0]]))
    assert (s.n_states, s.spectral_gap, s.lambda_star, s.relaxation_time) == (1, 1.0, 0.0, 1.0)
    assert s.gap_note == "one state"


@pytest.mark.parametrize("d", [2, 3, 5])
def test_deterministic_cycle_is_periodic(d):
    C = np.roll(np.eye(d), 1, axis=1)
    s = spectral_summary(C)
    assert s.lambda_star == 1.0 and s.spectral_gap == 0.0
    assert s.relaxation_time == math.inf
    assert f"period {d}" in s.method and f"periodic with period {d}" in s.gap_note


def test_lazy_cycle_is_aperiodic():
    d = 4
    C = np.roll(np.eye(d), 1, axis=1)
    s = spectral_summary(0.5 * (np.eye(d) + C))
    lam = abs(0.5 * (1 + np.exp(2j * np.pi / d)))  # |(1 + i)/2| = 1/sqrt(2)
    assert "periodic" not in s.method
    assert s.lambda_star == pytest.approx(lam, abs=1e-12)
    assert s.relaxation_time == pytest.approx(1 / (1 - lam), rel=1e-10)
