"""Contract sweep s3 (issue 30): toolkit.growth promises the other tests execute without pinning.

Expected values come from the module docstring's rules and hand computation (comments).
"""

import math

import numpy as np
import pytest

from toolkit import growth
from toolkit.exceptions import InvalidInputError
from toolkit.growth import (
    FASTER,
    POLYNOMIAL,
    UNDETERMINED,
    ChangeTemperature,
    Timescale,
    change_temperature,
    combine_verdicts,
    growth_verdict,
)


def test_constants_are_the_documented_thresholds():
    # Z_POLY 3.5, Z_FAST 4.5 (chosen over the calibration records: mixing-thresholds.md), a
    # window of 3 sizes spanning a ratio >= 1.5,
    # FAST_POWER = 1/2 (exp(c sqrt n)), FAST_SLACK 0.05
    assert (growth.Z_POLY, growth.Z_FAST, growth.WINDOW) == (3.5, 4.5, 3)
    assert (growth.MIN_WINDOW_RATIO, growth.FAST_POWER, growth.FAST_SLACK) == (1.5, 0.5, 0.05)
    v = growth_verdict([8, 16, 32], [8, 16, 32], [8, 16, 32])
    assert v.thresholds == {"z_poly": 3.5, "z_fast": 4.5, "window": 3, "min_window_ratio": 1.5,
                            "fast_slack": 0.05, "fast_power": 0.5, "jump": True, "accelerate": True,
                            "envelope": True}


def test_timescale_guards_and_clip():
    # a negative low end is clipped to 0 (a timescale is >= 0); high < 0, low > high, NaN refused
    t = Timescale("t_rel", "exact", 3.0, -2.0, 5.0, "m", 4, 1.0)
    assert t.low == 0.0 and t.high == 5.0
    for lo, hi in ((-3.0, -1.0), (6.0, 5.0), (math.nan, 5.0), (1.0, math.nan)):
        with pytest.raises(InvalidInputError, match="`low` <= `high`"):
            Timescale("t_rel", "exact", 3.0, lo, hi, "m", 4, 1.0)
    Timescale("t_rel", "exact", 0.0, 0.0, 0.0, "m", 4, 1.0)  # equal ends at 0: the last allowed
    with pytest.raises(InvalidInputError, match="`quantity`"):
        Timescale("gap", "exact", 3.0, 1.0, 5.0, "m", 4, 1.0)
    with pytest.raises(InvalidInputError, match="`kind`"):
        Timescale("t_rel", "guess", 3.0, 1.0, 5.0, "m", 4, 1.0)


def test_timescale_text_per_kind():
    assert str(Timescale("t_rel", "upper", 9.0, 0.0, 12.5, "coupling", 6, 0.5)) == \
        "t_rel <= 12.5 (upper bound; coupling; n=6, T=0.5)"
    assert str(Timescale("t_mix", "lower", 3.0, 3.0, math.inf, "run", 6, 2.0, censored=True, vacuous=True)) == \
        "t_mix >= 3 (lower bound, censored at the run's length, vacuous; run; n=6, T=2)"
    # exact with equal ends: 6 significant digits; an interval: 4 digits and the ends
    assert str(Timescale("t_rel", "exact", 123.4567, 123.4567, 123.4567, "e", 4, 1.0)).startswith("t_rel = 123.457 (exact")
    assert str(Timescale("t_rel", "estimate", 123.4567, 100.0, 150.0, "e", 4, 1.0)).startswith(
        "t_rel = 123.5 [100, 150] (estimate")


def test_window_ratio_boundary():
    # the top sizes must span a ratio >= 1.5: 10..15 (exactly 1.5) is judged, 10..14 is not
    n_ok = np.array([10, 12, 15])
    assert growth_verdict(n_ok, n_ok**1.0, n_ok**1.0).verdict == POLYNOMIAL
    n_no = np.array([10, 12, 14])
    v = growth_verdict(n_no, n_no**1.0, n_no**1.0)
    assert v.verdict == UNDETERMINED and "ratio 1.40 < 1.5" in v.reasons[0]


def test_exponent_is_the_fit_of_the_bracket_midpoints_in_logs():
    # lo = n^2 / a, hi = n^2 a with a = 1, 1.2, 1.4: the log-midpoints are exactly 2 ln n, so the
    # least-squares exponent is 2; a fit of either end alone gives 2 -+ (something > 0.2)
    n = np.array([8.0, 16.0, 32.0])
    a = np.array([1.0, 1.2, 1.4])
    v = growth_verdict(n, n**2 / a, n**2 * a)
    assert v.verdict == POLYNOMIAL
    assert v.exponent == pytest.approx(2.0, abs=1e-12)
    # interval: (ln hi_1 -> ln lo_3) and (ln lo_1 -> ln hi_3) over ln 4
    assert v.exponent_interval == pytest.approx((2 - math.log(1.4) / math.log(4), 2 + math.log(1.4) / math.log(4)),
                                                rel=1e-12)


def test_growth_verdict_input_guards():
    with pytest.raises(InvalidInputError, match="`n_values` must be increasing"):
        growth_verdict([8, 8, 16], [1, 1, 1], [2, 2, 2])  # a repeated size
    with pytest.raises(InvalidInputError, match="`n_values` must be increasing"):
        growth_verdict([0, 8, 16], [1, 1, 1], [2, 2, 2])  # size 0
    with pytest.raises(InvalidInputError, match="0 <= low <= high"):
        growth_verdict([4, 8, 16], [1, -1, 1], [2, 2, 2])
    with pytest.raises(InvalidInputError, match="one entry per size"):
        growth_verdict([4, 8, 16], [1, 1], [2, 2, 2])
    # low == high (an exact value) is allowed
    assert growth_verdict([4, 8, 16], [4, 8, 16], [4, 8, 16]).verdict == POLYNOMIAL


def test_combine_names_every_deciding_quantity_first_one_wins():
    n = np.array([8, 16, 32])
    a = growth_verdict(n, n**1.0, n**1.0, quantity="t_rel")
    b = growth_verdict(n, n**2.0, n**2.0, quantity="t_mix")
    c = combine_verdicts([a, b])
    assert c.verdict == POLYNOMIAL and c.quantity == "t_rel + t_mix"
    assert c.exponent == pytest.approx(1.0, abs=1e-12)  # the first deciding verdict's exponent
    u = growth_verdict([8, 16], [0, 0], [np.inf, np.inf], quantity="t_mix")
    both_u = combine_verdicts([u, u])
    assert both_u.verdict == UNDETERMINED and not both_u.reasons[0].startswith("conflicting")
    with pytest.raises(InvalidInputError, match="`verdicts` is empty"):
        combine_verdicts([])


def test_change_temperature_refuses_a_repeated_temperature():
    with pytest.raises(InvalidInputError, match="`temperatures` must be increasing"):
        change_temperature([0.5, 0.5, 0.7], [FASTER, UNDETERMINED, POLYNOMIAL])
    with pytest.raises(InvalidInputError, match="`temperatures` must be increasing"):
        change_temperature([], [])


def test_change_temperature_takes_the_highest_faster_and_lowest_polynomial_above_it():
    T = [0.2, 0.3, 0.4, 0.5, 0.6, 0.7]
    c = change_temperature(T, [FASTER, POLYNOMIAL, FASTER, UNDETERMINED, POLYNOMIAL, POLYNOMIAL])
    assert (c.low, c.high, c.monotone) == (0.4, 0.6, False)
    assert c.note.startswith("not monotone")
    c = change_temperature(T, [POLYNOMIAL, FASTER, FASTER, UNDETERMINED, UNDETERMINED, UNDETERMINED])
    assert math.isnan(c.high) and c.low == 0.4 and not c.monotone
    c = change_temperature(T, [UNDETERMINED, POLYNOMIAL, POLYNOMIAL, POLYNOMIAL, UNDETERMINED, UNDETERMINED])
    assert math.isnan(c.low) and c.high == 0.3 and math.isnan(c.estimate)
    assert ChangeTemperature((4, 8), 0.4, 0.9).estimate == pytest.approx(0.6, rel=1e-15)
    assert ChangeTemperature((4, 8), 0.4, 0.9).n_max == 8 and ChangeTemperature((), 0.4, 0.9).n_max == 0
