"""Contract pins of :mod:`toolkit.growth` (issue 30, sweep8s1), from the module docstring's
formulas on hand-made brackets: an exact Timescale with a zero-width interval prints as one number;
the polynomial exponent interval ``[ln(lo_K / hi_{K-2}), ln(hi_K / lo_{K-2})] / span`` (``-inf``
below when ``lo_K = 0``); the jump branch's interval ``[ln(lo_K / hi_{K-1}), s_max]`` over the top
pair; the summary names the exponent's sizes only when they are not the window; the thresholds
record every switch, ``jump`` and ``accelerate`` included."""

import math

import numpy as np
import pytest

from toolkit import growth
from toolkit.exceptions import InvalidInputError
from toolkit.growth import POLYNOMIAL, GrowthVerdict, Timescale, growth_verdict

L2 = math.log(2.0)


def test_exact_timescale_prints_one_number_when_the_interval_is_a_point():
    t = Timescale("t_rel", "exact", 12.3456789, 12.3456789, 12.3456789, "enumeration", 6, 1.0)
    assert str(t) == "t_rel = 12.3457 (exact; enumeration; n=6, T=1)"
    # a relative width 1e-9 still counts as one number; 1e-6 is an interval
    t = Timescale("t_rel", "exact", 2.0, 2.0, 2.0 * (1 + 1e-10), "m", 6, 1.0)
    assert str(t).startswith("t_rel = 2 (exact;")
    t = Timescale("t_rel", "exact", 2.0, 2.0, 2.0 * (1 + 1e-6), "m", 6, 1.0)
    assert str(t).startswith("t_rel = 2 [2, 2] (exact;")
    t = Timescale("t_mix", "estimate", 3.0, 2.5, 3.5, "m", 6, 2.0)
    assert str(t) == "t_mix = 3 [2.5, 3.5] (estimate; m; n=6, T=2)"
    t = Timescale("t_mix", "upper", 3.0, 0.0, 7.25, "coupling", 6, 2.0, vacuous=True)
    assert str(t) == "t_mix <= 7.25 (upper bound, vacuous; coupling; n=6, T=2)"


def test_polynomial_interval_with_and_without_a_last_low_end():
    n = np.array([8.0, 16.0, 32.0])
    # upper ends n^1 (<= Z_POLY = 2.5): polynomial; low ends n/2 except the last (0)
    v = growth_verdict(n, [4.0, 8.0, 0.0], [16.0, 32.0, 64.0])
    assert v.verdict == POLYNOMIAL
    lo, hi = v.exponent_interval
    assert lo == -math.inf                                      # lo_K = 0: no lower end of the interval
    assert hi == pytest.approx(math.log(64 / 4) / math.log(4))  # ln(hi_K / lo_1) / ln(n_K / n_1) = 2
    # least squares of the middles (ln 8, ln 16, ln 64: geometric middles, the upper end where lo = 0)
    # on ln n = (3, 4, 5) ln 2: slope 3/2
    assert v.exponent == pytest.approx(1.5)
    assert v.exponent_n == (8, 16, 32) and "over n = 8..32 (t_rel)" in v.summary()
    assert "exponent 1.50, allowed [-inf, 2.00])" in v.summary()
    v = growth_verdict(n, [4.0, 8.0, 16.0], [16.0, 32.0, 64.0])
    lo, hi = v.exponent_interval
    assert lo == pytest.approx(math.log(16 / 16) / math.log(4)) and hi == pytest.approx(2.0)   # [0, 2]


def test_jump_branch_interval_is_the_top_pair():
    n = [8, 16, 32]
    lo = [9.0, 9000.0, 11000.0]
    hi = [10.0, 10000.0, 12000.0]
    v = growth_verdict(n, lo, hi)
    assert v.verdict == POLYNOMIAL and v.exponent_n == (16, 32)
    a, b = v.exponent_interval
    assert a == pytest.approx(math.log(11000 / 10000) / L2)     # ln(lo_K / hi_{K-1}) / ln(n_K / n_{K-1})
    assert b == pytest.approx(math.log(12000 / 9000) / L2)      # s_max = ln(hi_K / lo_{K-1}) / ln 2
    assert a < b
    # the exponent: the slope of the geometric middles over the top pair
    assert v.exponent == pytest.approx((0.5 * math.log(11000 * 12000) - 0.5 * math.log(9000 * 10000)) / L2)
    assert "over n = 16..32, allowed" in v.summary()
    assert any(r.startswith("a jump below the top pair") for r in v.reasons)
    # without the jump branch the same brackets are undetermined
    assert growth_verdict(n, lo, hi, jump=False).verdict == "undetermined"


def test_summary_names_exponent_sizes_only_when_they_differ():
    kw = dict(exponent=1.0, exponent_interval=(0.5, 1.5))
    same = GrowthVerdict(POLYNOMIAL, 1.0, "t_rel", (8, 16, 32), exponent_n=(8, 16, 32), **kw)
    assert same.summary() == "T=1: polynomial (exponent 1.00, allowed [0.50, 1.50]) over n = 8..32 (t_rel)"
    none = GrowthVerdict(POLYNOMIAL, 1.0, "t_rel", (8, 16, 32), exponent_n=(), **kw)
    assert none.summary() == same.summary()
    top = GrowthVerdict(POLYNOMIAL, 1.0, "t_rel", (8, 16, 32), exponent_n=(16, 32), **kw)
    assert top.summary() == ("T=1: polynomial (exponent 1.00 over n = 16..32, allowed [0.50, 1.50]) "
                             "over n = 8..32 (t_rel)")


@pytest.mark.parametrize("jump, accelerate, envelope", [(True, True, True), (False, True, True),
                                                        (True, False, True), (False, False, True),
                                                        (True, True, False)])
def test_thresholds_record_every_switch(jump, accelerate, envelope):
    v = growth_verdict([8, 16, 32], [8, 16, 32], [8, 16, 32], jump=jump, accelerate=accelerate, z_poly=2.0,
                       envelope=envelope)
    assert v.thresholds == {"z_poly": 2.0, "z_fast": growth.Z_FAST, "window": growth.WINDOW,
                            "min_window_ratio": growth.MIN_WINDOW_RATIO, "fast_slack": growth.FAST_SLACK,
                            "fast_power": growth.FAST_POWER, "jump": jump, "accelerate": accelerate,
                            "envelope": envelope}
    # an undetermined verdict (too few sizes) records them too
    assert growth_verdict([8, 16], [8, 16], [8, 16], jump=jump).thresholds["jump"] is jump
    assert growth_verdict([8, 16], [8, 16], [8, 16], envelope=envelope).thresholds["envelope"] is envelope


# ---- seed 2026120372's sample
def test_timescale_zero_upper_bound_is_valid():
    t = Timescale("t_mix", "upper", 0.0, 0.0, 0.0, "closed form", 1, 1.0)   # hi = 0 >= 0: allowed
    assert t.high == 0.0 and str(t) == "t_mix <= 0 (upper bound; closed form; n=1, T=1)"
    for lo, hi in ((0.0, -1e-300), (2.0, 1.0), (math.nan, 1.0), (0.0, math.nan)):
        with pytest.raises(InvalidInputError, match=r"`low` <= `high`"):
            Timescale("t_mix", "upper", 0.0, lo, hi, "m", 1, 1.0)


def test_bracket_censored_only_with_a_positive_censored_low_end():
    inf = math.inf
    cens0 = Timescale("t_mix", "lower", 0.0, 0.0, inf, "run", 4, 1.0, censored=True)
    assert growth.bracket([cens0], "t_mix") == (0.0, inf, False, False)      # no lower end: not censored
    cens = Timescale("t_mix", "lower", 10.0, 10.0, inf, "run", 4, 1.0, censored=True)
    free = Timescale("t_mix", "lower", 10.0, 10.0, inf, "stat", 4, 1.0)
    low = Timescale("t_mix", "lower", 5.0, 5.0, inf, "stat", 4, 1.0)
    assert growth.bracket([cens], "t_mix")[2] is True
    assert growth.bracket([cens, free], "t_mix")[2] is False                 # an uncensored bound reaches lo
    assert growth.bracket([cens, low], "t_mix")[2] is True                   # lo from the censored one only
    assert growth.bracket([cens], "t_rel") == (0.0, inf, False, False)        # another quantity: nothing


def test_summary_of_a_faster_verdict_names_its_rate():
    v = GrowthVerdict(growth.FASTER, 0.5, "t_mix", (8, 16, 32), rate=0.25)
    assert v.summary() == "T=0.5: faster than polynomial (ln t_mix grows like 0.25 n) over n = 8..32 (t_mix)"
    p = GrowthVerdict(POLYNOMIAL, 0.5, "t_mix", (8, 16, 32), rate=0.25)   # a rate on another class: unused
    assert p.summary() == "T=0.5: polynomial over n = 8..32 (t_mix)"
    u = GrowthVerdict(growth.UNDETERMINED, 0.5, "t_mix", (8, 16, 32), rate=0.25)
    assert u.summary() == "T=0.5: undetermined over n = 8..32 (t_mix)"
