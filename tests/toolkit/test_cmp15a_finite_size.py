"""cmp15a: two boundaries of ``toolkit.finite_size``.

1. ``collapse`` keeps the points at exactly the window's edge.

Its docstring: the quality is minimised "over the points with ``|T - T_c| n^a <= window``".
With ``T_c = 1``, ``a = 1`` fixed, ``n = (2, 4)`` and ``T = (0.5, 0.75, 1, 1.25, 1.5)`` the
scaled abscissae are ``x = (-1, -1/2, 0, 1/2, 1)`` (n = 2) and ``(-2, -1, 0, 1, 2)`` (n = 4), all
exact in binary; ``window = 1`` keeps all five of the first and ``(-1, 0, 1)`` of the second (the
edge points included). ``Y = x`` (n = 2) and ``Y = x + 1/2`` (n = 4): each of the 8 kept points
lies within the other size's range and is off its linear interpolation by ``1/2``; ``Y``'s range
over the kept points is ``1.5 - (-1) = 2.5``, so the Houdayer-Hartmann quality is
``(0.5 / 2.5)^2 = 0.04`` (``_interp_quality``'s docstring: mean squared deviation over the range
of ``y``). Without the edge points the second size keeps one point only and no collapse is
measured (quality ``1e6``).

2. The crossover's peak test (``_peaks_reach_zero``, the rule of ``fss_verdict``, moved into a
helper so that it can be reached at equality): the module docstring's "``T_c`` below the grid or
within 2 errors of 0 with that error at most half of the median ``T*``" (``ZERO_ERR_MAX_REL`` =
0.5: "that error at most this fraction of T*"). "At most" includes the equality: an error of
exactly half the median ``T*`` passes, a hair more does not; so does ``T_c`` of exactly 2 errors,
and ``T_c`` equal to the grid's lowest temperature. Values are dyadic (exact in binary).
"""

import numpy as np
import pytest

from toolkit.finite_size import ZERO_ERR_MAX_REL, _peaks_reach_zero, collapse


def test_collapse_keeps_points_on_the_window_edge():
    T = np.array([0.5, 0.75, 1.0, 1.25, 1.5])
    n = np.array([2.0, 4.0])
    x = (T[None, :] - 1.0) * n[:, None]
    Y = x + np.array([[0.0], [0.5]])
    out = collapse(T, n, Y, tc_guess=1.0, window=1.0, fixed={"tc": 1.0, "a": 1.0})
    assert (out["tc"], out["a"]) == (1.0, 1.0)
    assert out["quality"] == pytest.approx(0.04, rel=1e-12)


def test_peak_error_of_exactly_half_the_median_peak_passes():
    assert ZERO_ERR_MAX_REL == 0.5
    res_T = [0.75, 0.5, 0.5, 0.25]                   # median 0.5: the error may be at most 0.25
    assert _peaks_reach_zero(0.375, 0.25, 0.125, res_T)        # 0.375 <= 0.5, 0.25 <= 0.25
    assert not _peaks_reach_zero(0.375, 0.25 + 2**-20, 0.125, res_T)
    assert _peaks_reach_zero(0.5, 0.25, 0.125, res_T)          # T_c of exactly 2 errors
    assert not _peaks_reach_zero(0.5 + 2**-20, 0.25, 0.125, res_T)
    assert _peaks_reach_zero(0.125, float("nan"), 0.125, res_T)   # T_c at the grid's lowest T
    assert not _peaks_reach_zero(float("nan"), 0.25, 0.125, res_T)
