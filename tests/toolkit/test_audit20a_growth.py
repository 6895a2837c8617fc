"""Blind audit 20a (issue 30): the jump branch's exponent over a top pair whose log-size step
differs from the lower pair's (toolkit.growth, module docstring: "Reported with the exponent over
the top pair (the slope of the geometric middles)", ``ln(t_K / t_{K-1}) / ln(n_K / n_{K-1})``)."""

import math

from tests.old_thresholds import at_old
from toolkit.growth import POLYNOMIAL


def test_jump_exponent_is_the_top_pairs_slope_over_its_own_log_size_step():
    # exact timescales (low = high) at n = 4, 8, 32: ratios 2 (lower pair) and 4 (top pair).
    # Whole window: ln(12000 / 10) / ln(32 / 4) = 7.09 / 2.08 = 3.41 > OLD_Z_POLY = 2.5, so the
    # whole-window rule fails; top pair: ln(12000 / 3000) / ln(32 / 8) = ln 4 / ln 4 = 1 <= 2.5,
    # so the jump branch gives polynomial with exponent exactly 1 over n = 8..32 (by hand).
    # The lower ends' top-pair slope 1 < OLD_Z_FAST = 4: the faster rule does not hold (no conflict).
    n = [4, 8, 32]
    t = [10.0, 3000.0, 12000.0]
    v = at_old(n, t, t)
    assert v.verdict == POLYNOMIAL
    assert v.exponent_n == (8, 32)
    assert math.isclose(v.exponent, math.log(12000.0 / 3000.0) / math.log(32 / 8), rel_tol=1e-12)
    assert math.isclose(v.exponent, 1.0, rel_tol=1e-12)
    # the interval the brackets allow over the top pair: [ln(lo_K / hi_{K-1}), s_max], both 1 here
    lo, hi = v.exponent_interval
    assert math.isclose(lo, 1.0, rel_tol=1e-12) and math.isclose(hi, 1.0, rel_tol=1e-12)
