"""prm19d (issue 30, second promise sweep): Glauber's closed-form gaps stay positive at low
temperature (``1 - tanh x`` computed without cancellation or underflow to 0 while in range)."""

import math

import mpmath

from exact.transfer import glauber_cycle_gap, glauber_linear_sector_gap


def _gap(x, n):
    # 1 - tanh x = 2 / (1 + e^{2x}), in mpmath (no cancellation)
    with mpmath.workdps(50):
        return float(2 / (1 + mpmath.exp(2 * mpmath.mpf(x))) / n)


def test_cycle_gap_beyond_x_350():
    # x = c / T = 352 (above the 350 switch): (1 - tanh 352) / 3 ~ 2 e^{-704} / 3 = 1.2e-306,
    # still a normal float64
    T = 1.0 / 352
    g = glauber_cycle_gap(3, 1.0, temperature=T)
    assert g > 0 and math.isclose(g, _gap(1.0 / T, 3), rel_tol=1e-9)


def test_antiferromagnetic_cycle_staggered_rate():
    # even cycle, coupling -1 at T = 1/30: K = -15, the staggered mode's rate 1 - |tanh 30|
    # (~1.75e-26, 0 if computed as 1 - |tanh|) over n; the cycle's gap (docstring: the same)
    want = _gap(30, 4)
    assert math.isclose(glauber_linear_sector_gap(4, -1.0, temperature=1.0 / 30, graph="cycle"), want, rel_tol=1e-9)
    assert math.isclose(glauber_cycle_gap(4, -1.0, temperature=1.0 / 30), want, rel_tol=1e-9)
