"""Pins of the prm29e sweep (issue 30) in :mod:`toolkit.finite_size`: a susceptibility peak right of
its grid maximum, and the peak extrapolation from exactly three resolved peaks."""

import math

import numpy as np
import pytest

from toolkit.finite_size import ScalingData, fss_verdict, peak_locations

T = np.array([1.0, 2.0, 3.0, 4.0, 5.0])


def _log_parabola(t_star, height=10.0):
    # chi(T) = height - (ln T - ln T*)^2: a parabola in ln T, so the refined peak is exactly (T*, height)
    return height - (np.log(T) - math.log(t_star)) ** 2


# ---- _peak: "the maximum refined by the parabola in log T through the three grid points around it" (docstring).
# T* = 3.4: |ln 3 - ln 3.4| = 0.125 < |ln 4 - ln 3.4| = 0.163, so the grid maximum is T = 3 and the vertex lies
# right of it, between 3 and 4: the refined location is 3.4, the height 10.
def test_peak_right_of_the_grid_maximum_is_refined_there():
    h, loc, edge = peak_locations(T, _log_parabola(3.4)[None, :])
    assert not edge[0]
    assert loc[0] == pytest.approx(3.4, rel=1e-9)
    assert h[0] == pytest.approx(10.0, rel=1e-12)


# ---- _core: the extrapolation T* = T_c + a n^-theta needs "3 points" (_fit_tc: "NaN with fewer than 3 points"):
# with exactly three resolved peaks it is made. T*(n) = 2 + 16/n on n = 8, 16, 32 gives T* = 4, 3, 2.5, which
# three points fit exactly with T_c = 2, a = 16, theta = 1 (on the theta grid's refinement).
def test_peak_extrapolation_runs_with_exactly_three_resolved_peaks():
    n = np.array([8.0, 16.0, 32.0])
    t_star = 2.0 + 16.0 / n
    chi = np.stack([_log_parabola(t) for t in t_star])
    U = np.zeros((3, T.size))
    v = fss_verdict(ScalingData(T, n, binder=U, susceptibility=chi), n_boot=0, rng=0)
    assert v.peak_at_edge == (False, False, False)
    assert v.peak_temperatures == pytest.approx(tuple(t_star), rel=1e-9)
    assert v.peak_tc == pytest.approx(2.0, abs=1e-3)
