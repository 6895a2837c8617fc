"""abs13b: the Binder-crossing saturation test needs *both* curves near 2/3.

``toolkit.finite_size.binder_crossings`` (docstring): a grid point is "neither" when both curves are
saturated near 0 or near 2/3, and ``falls`` is the fraction of the unsaturated points where ``U``
falls significantly with ``n``. A Binder cumulant never exceeds 2/3 (``<m^4> >= <m^2>^2``), so a
signed ``U - 2/3 < 0.005`` holds at every point: only the other curve would then be tested. Below,
one curve sits at 0.6662 (within 0.005 of 2/3) at the first temperature and the other at 0.5 (not
saturated): the point counts, and ``falls`` is the hand count over all four points.
"""

import numpy as np
import pytest

from toolkit.finite_size import binder_crossings

T = np.array([1.0, 2.0, 3.0, 4.0])
N = np.array([4, 8])


def test_larger_size_saturated_alone_is_not_a_saturated_point():
    # U_b - U_a = (+0.1662, +0.05, -0.1, -0.05): signs (+, +, -, -), no point saturated (U_a(1) = 0.5)
    (c,) = binder_crossings(T, N, np.array([[0.5, 0.4, 0.2, 0.1], [0.6662, 0.45, 0.1, 0.05]]))
    assert c["falls"] == pytest.approx(2 / 4)  # 2 falling of 4 unsaturated points
    # the crossing: linear interpolation between T = 2 (D = 0.05) and T = 3 (D = -0.1)
    assert c["T_x"] == pytest.approx(2 + 0.05 / 0.15)


def test_smaller_size_saturated_alone_is_not_a_saturated_point():
    # U_b - U_a = (-0.1662, +0.05, -0.1, -0.05): signs (-, +, -, -), no point saturated (U_b(1) = 0.5)
    (c,) = binder_crossings(T, N, np.array([[0.6662, 0.4, 0.2, 0.1], [0.5, 0.45, 0.1, 0.05]]))
    assert c["falls"] == pytest.approx(3 / 4)  # 3 falling of 4 unsaturated points
    # contrast: both curves within 0.005 of 2/3 at T = 1 -> that point is left out: 2 of 3
    (s,) = binder_crossings(T, N, np.array([[0.6662, 0.4, 0.2, 0.1], [0.6640, 0.45, 0.1, 0.05]]))
    assert s["falls"] == pytest.approx(2 / 3)


# ---- fss_verdict: the drift of the last two Binder crossings is a distance |T_x(n_3) - T_x(n_2)|
# Linear exact Binder curves U_n(T) = u_n - s_n (T - 1) cross pairwise at T - 1 = (u_b - u_a) / (s_b - s_a):
# (4, 8) at 3.5, (8, 16) at 2.5, (16, 32) at 1 + (u_32 - 0.48) / 0.02. Gaussian susceptibility peaks.
_TG = np.linspace(1.0, 4.0, 31)
_NS = np.array([4, 8, 16, 32])


def _fss_data(u32, peaks):
    from toolkit.finite_size import ScalingData

    u, s = np.array([0.40, 0.45, 0.48, u32]), np.array([0.10, 0.12, 0.14, 0.16])
    U = u[:, None] - s[:, None] * (_TG - 1.0)
    chi = np.sqrt(_NS)[:, None] * np.exp(-((_TG - np.array(peaks)[:, None]) ** 2) / (2 * 0.3**2))
    return ScalingData(_TG, _NS, binder=U, susceptibility=chi)


def test_crossing_drifting_down_by_20_percent_is_no_transition():
    from toolkit.finite_size import fss_verdict

    # crossings 2.5 then 2.0: they differ by 0.5 > CROSS_AGREE_REL (10%) of 2.0, so the crossing is not
    # accepted (module contract), although the peaks (2.8, 2.5, 2.25, 2.08) close in on 2.0
    v = fss_verdict(_fss_data(0.50, [2.8, 2.5, 2.25, 2.08]))
    assert [c["T_x"] for c in v.crossings][-2:] == pytest.approx([2.5, 2.0])
    assert v.verdict != "transition"


def test_crossing_error_is_the_distance_between_the_last_two_crossings():
    from toolkit.finite_size import fss_verdict

    # crossings 2.5 then 2.4 (4%: they agree), peaks close in on 2.4: a transition at T_c = 2.4 whose error is
    # max(|2.4 - 2.5|, grid step / 10 = 0.01) = 0.1 (exact data: no bootstrap)
    v = fss_verdict(_fss_data(0.508, [2.9, 2.7, 2.55, 2.45]))
    assert v.verdict == "transition"
    assert v.critical_temperature == pytest.approx(2.4)
    assert v.critical_temperature_stderr == pytest.approx(0.1)
