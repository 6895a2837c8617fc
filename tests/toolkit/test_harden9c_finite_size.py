"""harden9c: toolkit.finite_size's peak and log-log slope on degenerate values (a NaN beside
the maximum, a value of exactly 0), from the definitions (issue 30)."""

import numpy as np

from toolkit.finite_size import _loglog, peak_locations


def test_peak_beside_a_nan_is_not_refined():
    # the refinement needs the three grid points around the maximum; with a NaN neighbour the
    # grid maximum itself is returned (flagged like an edge peak), never a NaN location
    h, loc, edge = peak_locations([1.0, 2.0, 3.0, 4.0], [[0.0, 1.0, 5.0, np.nan]])
    assert h.tolist() == [5.0] and loc.tolist() == [3.0] and edge.tolist() == [True]


def test_loglog_slope_skips_zero():
    # a value of 0 has no logarithm: the slope is that of the positive points, here y = n^2/4
    # at n = 4, 8 (slope 2); the point (2, 0) is left out
    s = _loglog(np.array([2.0, 4.0, 8.0]), np.array([0.0, 4.0, 16.0]))
    assert abs(s - 2.0) < 1e-12
