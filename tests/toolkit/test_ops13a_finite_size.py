"""toolkit.finite_size.fss_verdict: the Binder crossing's error is the *largest* of its terms (ops13a, issue 30).

``tc_b_err = max(drift, grid error, sampling spread)``. Exact scaling data ``U = (2/3) / (1 +
exp(2 (T - 1) sqrt n))`` (the blind8c data: 4 sizes 16..64, 41 temperatures 0.6..1.4) cross
exactly at ``T_c = 1`` for every pair of sizes: drift 0; no replicates (no bootstrap) and 4 sizes
(no jackknife): no sampling term. The error is then the grid's, ``0.1 * median(diff T) = 0.1 *
0.02 = 0.002``, not 0 (the sampling term, listed last)."""

from __future__ import annotations

import numpy as np
import pytest

from toolkit.finite_size import ScalingData, fss_verdict


def test_crossing_error_is_at_least_the_grid_resolution():
    T = np.linspace(0.6, 1.4, 41)
    ns = np.array([16, 32, 48, 64])
    x = (T[None, :] - 1.0) * np.sqrt(ns[:, None])
    U = (2 / 3) / (1 + np.exp(2 * x))
    chi = np.sqrt(ns[:, None]) / (1 + x**2)
    v = fss_verdict(ScalingData(T, ns, binder=U, susceptibility=chi))
    assert v.verdict == "transition"
    assert v.critical_temperature == pytest.approx(1.0, abs=1e-9)
    assert v.critical_temperature_stderr == pytest.approx(0.002, rel=1e-9)
