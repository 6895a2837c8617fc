"""The growth verdict (toolkit/growth.py) on laws whose class is known in closed form."""

from __future__ import annotations

import math

import numpy as np
import pytest

from toolkit.exceptions import InvalidInputError
from toolkit.growth import (
    FASTER,
    POLYNOMIAL,
    UNDETERMINED,
    Z_FAST,
    Z_POLY,
    ChangeTemperature,
    GrowthVerdict,
    Timescale,
    bracket,
    change_temperature,
    combine_verdicts,
    growth_verdict,
)

N = np.array([16.0, 32.0, 64.0, 128.0])
INF = np.full(N.size, np.inf)
ZERO = np.zeros(N.size)


def test_power_law_is_polynomial_with_its_exponent():
    # t = 3 n^1.7 exactly: every slope is 1.7 (closed form), the fit recovers it to rounding
    t = 3.0 * N**1.7
    v = growth_verdict(N, t, t)
    assert v.verdict == POLYNOMIAL
    assert v.n_range == (32, 128)
    assert v.exponent == pytest.approx(1.7, abs=1e-12)
    assert v.exponent_interval == pytest.approx((1.7, 1.7), abs=1e-12)


def test_n_log_n_is_polynomial():
    t = N * np.log(N)
    v = growth_verdict(N, t, t)
    # slope of n ln n between 64 and 128: 1 + ln(ln 128 / ln 64) / ln 2 = 1.2224
    assert v.verdict == POLYNOMIAL
    assert v.slopes[-1][2] == pytest.approx(1 + math.log(math.log(128) / math.log(64)) / math.log(2), rel=1e-12)


def test_exponential_lower_bound_is_faster_with_its_rate():
    # lower ends exp(n / 8): slopes (64 - 32)/8/ln 2 = 5.77 and 11.5, rising; ln lo = n/8 exactly
    v = growth_verdict(N, np.exp(N / 8), INF)
    assert v.verdict == FASTER
    assert v.rate == pytest.approx(1 / 8, rel=1e-12, abs=0)
    assert v.slopes[0][4] == pytest.approx(4 / math.log(2), rel=1e-12)


def test_steep_but_slowing_growth_is_not_faster():
    # a barrier that appears at one size: slope 28, then 5 (both above Z_FAST) but falling
    lo = np.array([1.0, 2.0, 2.0 * 2**28, 2.0 * 2**28 * 2**5])
    v = growth_verdict(N, lo, INF)
    assert v.verdict == UNDETERMINED
    assert v.slopes[1][4] < v.slopes[0][4]


def test_slopes_between_the_thresholds_stay_undetermined():
    t = N ** ((Z_POLY + Z_FAST) / 2)
    assert growth_verdict(N, t, t).verdict == UNDETERMINED


def test_growth_just_under_and_over_each_threshold():
    t = N ** (Z_POLY - 1e-9)
    assert growth_verdict(N, t, t).verdict == POLYNOMIAL
    t = N ** (Z_POLY + 1e-6)
    assert growth_verdict(N, t, t).verdict == UNDETERMINED
    lo = N ** (Z_FAST + 1e-6)
    assert growth_verdict(N, lo, INF).verdict == FASTER
    lo = N ** (Z_FAST - 1e-6)
    assert growth_verdict(N, lo, INF).verdict == UNDETERMINED


def test_the_top_pair_decides_not_the_bottom_one():
    # steep only between the two smallest sizes: the window (32..128) is polynomial
    t = np.array([1.0, 1e6, 2e6, 4e6])
    assert growth_verdict(N, t, t).verdict == POLYNOMIAL
    # steep only in the top pair: not polynomial
    t = np.array([1.0, 2.0, 4.0, 4.0 * 2**3])
    assert growth_verdict(N, t, t).verdict == UNDETERMINED


def test_censored_lower_ends_are_not_evidence_of_growth():
    lo = np.exp(N / 8)
    v = growth_verdict(N, lo, INF, censored=[False, False, True, False])
    assert v.verdict == UNDETERMINED
    assert any("censored" in r for r in v.reasons)


def test_only_lower_ends_do_not_establish_polynomial_growth():
    v = growth_verdict(N, N, INF)
    assert v.verdict == UNDETERMINED


def test_upper_bounds_alone_establish_polynomial_growth():
    v = growth_verdict(N, ZERO, 10 * N**2)
    assert v.verdict == POLYNOMIAL
    assert v.exponent == pytest.approx(2.0, abs=1e-12)
    assert v.exponent_interval[0] == -math.inf


def test_conflicting_evidence_is_undetermined():
    # upper ends flat, lower ends exploding inside them at the top: both rules hold
    hi = np.full(N.size, 1e300)
    lo = np.array([1.0, 1e10, 1e40, 1e100])
    v = growth_verdict(N, lo, hi)
    assert v.verdict == UNDETERMINED
    assert v.reasons[0].startswith("conflicting")


def test_too_few_sizes_or_too_short_a_window():
    assert growth_verdict(N[:2], N[:2], N[:2]).verdict == UNDETERMINED
    n = np.array([100.0, 110.0, 120.0])
    v = growth_verdict(n, n, n)
    assert v.verdict == UNDETERMINED and "ratio" in v.reasons[0]
    # sizes with no information are dropped before the window is taken
    lo = np.array([0.0, 32.0, 64.0, 128.0])
    hi = np.array([np.inf, 32.0, 64.0, 128.0])
    assert growth_verdict(N, lo, hi).n_range == (32, 128)


def test_bad_inputs_name_the_argument():
    with pytest.raises(InvalidInputError, match="n_values"):
        growth_verdict([3, 2, 1], [1, 1, 1], [1, 1, 1])
    with pytest.raises(InvalidInputError, match="low <= high"):
        growth_verdict(N, 2 * N, N)
    with pytest.raises(InvalidInputError, match="one entry per size"):
        growth_verdict(N, N[:3], N)


def test_timescale_checks_and_text():
    with pytest.raises(InvalidInputError, match="kind"):
        Timescale("t_rel", "guess", 1.0, 1.0, 1.0, "m", 4, 1.0)
    with pytest.raises(InvalidInputError, match="quantity"):
        Timescale("t_hit", "exact", 1.0, 1.0, 1.0, "m", 4, 1.0)
    with pytest.raises(InvalidInputError, match="low"):
        Timescale("t_rel", "exact", 1.0, 2.0, 1.0, "m", 4, 1.0)
    t = Timescale("t_mix", "upper", 50.0, 0.0, 50.0, "coupling", 8, 0.5)
    assert str(t) == "t_mix <= 50 (upper bound; coupling; n=8, T=0.5)"


def test_bracket_takes_the_tightest_ends_and_flags_conflicts():
    a = Timescale("t_mix", "lower", 10, 10, math.inf, "a", 4, 1.0)
    b = Timescale("t_mix", "upper", 50, 0, 50, "b", 4, 1.0)
    c = Timescale("t_mix", "lower", 20, 20, math.inf, "c", 4, 1.0, censored=True)
    assert bracket([a, b, c], "t_mix") == (20.0, 50.0, True, False)
    assert bracket([a, b], "t_rel") == (0.0, math.inf, False, False)
    d = Timescale("t_mix", "lower", 80, 80, math.inf, "d", 4, 1.0)
    assert bracket([a, b, d], "t_mix") == (0.0, math.inf, False, True)  # the widest: no information


def test_combined_verdict_needs_one_class_and_no_contradiction():
    p = growth_verdict(N, N, N, quantity="t_rel")
    f = growth_verdict(N, np.exp(N / 8), INF, quantity="t_mix")
    u = growth_verdict(N, ZERO, INF, quantity="t_mix")
    assert combine_verdicts([p, u]).verdict == POLYNOMIAL
    assert combine_verdicts([u, f]).verdict == FASTER
    both = combine_verdicts([p, f])
    assert both.verdict == UNDETERMINED and both.reasons[0].startswith("conflicting")


def test_change_temperature_brackets_the_change():
    T = [0.4, 0.5, 0.6, 0.7, 0.8]
    c = change_temperature(T, [FASTER, FASTER, UNDETERMINED, POLYNOMIAL, POLYNOMIAL], n_values=(8, 16, 32))
    assert (c.low, c.high, c.monotone) == (0.5, 0.7, True)
    assert c.estimate == pytest.approx(math.sqrt(0.35), rel=1e-15, abs=0)
    c = change_temperature(T, [POLYNOMIAL, FASTER, UNDETERMINED, POLYNOMIAL, POLYNOMIAL])
    assert not c.monotone and (c.low, c.high) == (0.5, 0.7)
    c = change_temperature(T, [POLYNOMIAL] * 5)
    assert math.isnan(c.low) and c.high == 0.4 and math.isnan(c.estimate)
    c = change_temperature(T, [FASTER] * 5)
    assert c.low == 0.8 and math.isnan(c.high)


def test_verdicts_round_trip_through_json(tmp_path):
    v = growth_verdict(N, N**2.0, N**2.0, temperature=0.7)
    v.save(tmp_path / "v.json")
    assert GrowthVerdict.load(tmp_path / "v.json") == v
    c = change_temperature([0.5, 0.6, 0.7], [FASTER, UNDETERMINED, POLYNOMIAL], n_values=(4, 8, 16))
    c.save(tmp_path / "c.json")
    assert ChangeTemperature.load(tmp_path / "c.json") == c
    assert c.to_dict()["estimate"] == pytest.approx(math.sqrt(0.35))
