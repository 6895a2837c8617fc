"""The growth verdict (toolkit/growth.py) on laws whose class is known in closed form."""

from __future__ import annotations

import math

import numpy as np
import pytest

from tests.old_thresholds import OLD_Z_POLY, at_old
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
    # the faster rule on n^Z_POLY exp(r n) (a prefactor at the polynomial class's edge), r set so
    # that the lower pair's slope Z_POLY + r m_1 (m_1 = (64 - 32) / ln 2) is just over or under Z_FAST
    m1 = (N[2] - N[1]) / math.log(N[2] / N[1])
    for eps, verdict in ((1e-6, FASTER), (-1e-6, UNDETERMINED)):
        r = (Z_FAST + eps - Z_POLY) / m1
        lo = N**Z_POLY * np.exp(r * N)
        assert growth_verdict(N, lo, INF).verdict == verdict


def test_the_top_pair_decides_not_the_bottom_one():
    # steep only between the two smallest sizes: the window (32..128) is polynomial
    t = np.array([1.0, 1e6, 2e6, 4e6])
    assert at_old(N, t, t).verdict == POLYNOMIAL
    # steep only in the top pair: not polynomial
    t = np.array([1.0, 2.0, 4.0, 4.0 * 2**3])
    assert at_old(N, t, t).verdict == UNDETERMINED


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


# ---------------------------------------------------------------------- the jump branch (2026-12-03)
W3 = np.array([16.0, 32.0, 64.0])


def test_a_jump_then_power_law_is_polynomial_over_the_top_pair(tmp_path):
    # t = n^2 with a x20 jump between 16 and 32: slopes 2 + ln 20 / ln 2 = 6.32, then 2 exactly;
    # the window's slope (2 ln 4 + ln 20) / ln 4 = 4.16 fails the whole-window rule
    t = W3**2 * np.array([1.0, 20.0, 20.0])
    v = growth_verdict(W3, t, t)
    assert v.verdict == POLYNOMIAL
    assert v.n_values == (16, 32, 64) and v.exponent_n == (32, 64)
    assert v.exponent == pytest.approx(2.0, abs=1e-12)
    assert v.exponent_interval == pytest.approx((2.0, 2.0), abs=1e-12)
    jump = [r for r in v.reasons if r.startswith("a jump below the top pair")]
    assert len(jump) == 1 and f"slope {2 + math.log(20) / math.log(2):.2f} over n = 16..32" in jump[0]
    assert "exponent 2.00 over n = 32..64" in v.summary()
    assert growth_verdict(W3, t, t, jump=False).verdict == UNDETERMINED
    v.save(tmp_path / "v.json")
    assert GrowthVerdict.load(tmp_path / "v.json").exponent_n == (32, 64)


def test_the_chain_truth_example_is_polynomial_by_the_jump_branch():
    # benchmarks/results/chain-truth-2026-12-02.md, seed 0, T = 0.15: exact t_rel at n = 4, 8, 16
    t = np.array([148.5784227, 3267.620188, 6649.000985])
    v = at_old([4, 8, 16], t, t, temperature=0.15)
    assert v.verdict == POLYNOMIAL
    assert v.exponent == pytest.approx(math.log(6649.000985 / 3267.620188) / math.log(2), rel=1e-9)
    assert at_old([4, 8, 16], t, t, jump=False).verdict == UNDETERMINED


def test_exponential_growth_stays_faster():
    # t = exp(n/4) at 16, 32, 64 exactly: top-pair slope 8 / ln 2 = 11.5 > Z_POLY
    t = np.exp(W3 / 4)
    v = growth_verdict(W3, t, t)
    assert v.verdict == FASTER and v.rate == pytest.approx(0.25, rel=1e-12)
    assert not any(r.startswith("a jump") for r in v.reasons)


def test_slow_exponential_with_a_steep_top_pair_is_not_polynomial():
    # t = exp(0.06 n): slopes 0.06*16/ln 2 = 1.385 and 0.06*32/ln 2 = 2.770 > OLD_Z_POLY, window 2.077
    t = np.exp(0.06 * W3)
    v = at_old(W3, t, t)
    assert v.slopes[-1][3] == pytest.approx(0.06 * 32 / math.log(2), rel=1e-12)
    assert v.slopes[-1][3] > OLD_Z_POLY
    assert v.verdict == UNDETERMINED


def test_convex_laws_get_the_same_verdict_with_and_without_the_jump_branch():
    # exp(r n) n^a has d ln t / d ln n = r n + a, rising: its top pair is its steepest, so the
    # jump branch (module docstring) can add nothing on exact values of such a law
    for r in np.geomspace(1e-3, 1.0, 25):
        for a in (-1.0, 0.0, 1.0, 2.0):
            for n in ([8, 16, 32], [16, 32, 64], [8, 12, 16], [32, 64, 128, 256]):
                n = np.asarray(n, dtype=float)
                t = np.exp(r * n) * n**a
                assert growth_verdict(n, t, t).verdict == growth_verdict(n, t, t, jump=False).verdict


def test_a_censored_middle_lower_end_does_not_enable_the_jump_branch():
    t = W3**2 * np.array([1.0, 20.0, 20.0])
    v = growth_verdict(W3, t, t, censored=[False, True, False])
    assert v.verdict == UNDETERMINED
    # censored elsewhere (the top size) does not matter to the branch
    assert growth_verdict(W3, t, t, censored=[False, False, True]).verdict == POLYNOMIAL


def test_a_middle_lower_end_of_zero_does_not_enable_the_jump_branch():
    t = W3**2 * np.array([1.0, 20.0, 20.0])
    v = growth_verdict(W3, np.array([t[0], 0.0, t[2]]), t)
    assert v.verdict == UNDETERMINED and v.slopes[-1][3] == math.inf


def test_a_loose_middle_lower_end_only_makes_the_branch_more_cautious():
    # top pair exact slope 2; the middle lower end lowered by 2^x raises s_max to 2 + x
    t = W3**2 * np.array([1.0, 20.0, 20.0])
    for x, word in ((0.5 - 1e-9, POLYNOMIAL), (0.5 + 1e-6, UNDETERMINED), (math.log2(10), UNDETERMINED)):
        lo = t / np.array([1.0, 2.0**x, 1.0])
        v = at_old(W3, lo, t)
        assert v.slopes[-1][3] == pytest.approx(2 + x, rel=1e-9)
        assert v.verdict == word
        if word == POLYNOMIAL:
            assert v.exponent_interval == pytest.approx((2.0, 2 + x), rel=1e-9)


def test_the_branch_reads_the_top_pair_not_the_bottom_one():
    # flat, then a steep top pair (slope 3 > OLD_Z_POLY), upper ends of the window growing n^1.5:
    # the bottom pair's s_max is 0 but the top pair's 3 decides
    t = np.array([8.0, 8.0, 64.0])
    v = at_old(W3, t, t)
    assert v.verdict == UNDETERMINED
    assert v.slopes[0][3] == pytest.approx(0.0, abs=1e-12) and v.slopes[-1][3] == pytest.approx(3.0, rel=1e-12)


def test_jump_and_faster_together_stay_undetermined():
    # thresholds z_fast < z_poly (allowed by the signature) let both hold, with the older faster
    # test (accelerate=False): exact slopes 3.1, then 2.98 (not slowing by more than 5 %); window
    # 3.04 > z_poly = 3 fails the whole-window rule. The steepening test needs a top slope of at
    # least 3.1 + 0.1 (m_2 / m_1 - 1) > 3.1 there, so it is not faster
    t = np.array([1.0, 2.0**3.1, 2.0**6.08])
    v = growth_verdict(W3, t, t, z_poly=3.0, z_fast=2.5, accelerate=False)
    assert v.verdict == UNDETERMINED and v.reasons[0].startswith("conflicting")
    assert any(r.startswith("a jump below") for r in v.reasons)
    assert growth_verdict(W3, t, t, z_poly=3.0, z_fast=2.5).verdict == POLYNOMIAL
    # with the defaults (Z_FAST > Z_POLY) the branch cannot meet the faster rule: lo_K <= hi_K
    rng = np.random.default_rng(3)
    for _ in range(2000):
        lo = np.cumprod(np.exp(rng.uniform(-1.0, 8.0, 3)))
        hi = lo * np.exp(rng.exponential(0.5, 3))
        v = growth_verdict(W3, lo, hi)
        assert not (any(r.startswith("a jump") for r in v.reasons) and v.verdict != POLYNOMIAL)


# ---------------------------------------------------------------- the steepening test (2026-12-03)
def _m(a, b):
    """(b - a) / ln(b / a): the slope of ln(exp(r n)) against ln n over the pair (a, b), per unit r."""
    return (b - a) / math.log(b / a)


def test_a_steep_power_law_is_not_faster_than_polynomial():
    # t = n^5 exactly: slopes 5, 5 (>= Z_FAST), but a polynomial. The older test (top slope at
    # least 95 % of the lower one) called it faster; the steepening test needs 5 + 2.5 (m_2/m_1 - 1)
    t = N**5.0
    assert growth_verdict(N, t, INF, accelerate=False).verdict == FASTER
    v = growth_verdict(N, t, INF)
    assert v.verdict == UNDETERMINED
    assert any("below the" in r and "prefactor" in r for r in v.reasons)


def test_two_equal_jumps_are_not_faster_than_polynomial():
    # the exact t_mix of the symmetric 1-D chain with fields, seed 6, T = 0.25 at n = 4, 6, 8
    # (benchmarks/results/fast-rule-2026-12-03.md): 10, 136, 830, slopes 6.44 and 6.29
    n = np.array([4.0, 6.0, 8.0])
    t = np.array([10.0, 136.0, 830.0])
    assert growth_verdict(n, t, np.full(3, np.inf), accelerate=False).verdict == FASTER
    assert growth_verdict(n, t, np.full(3, np.inf)).verdict == UNDETERMINED


@pytest.mark.parametrize("a", [0.0, 1.0, 2.0, Z_POLY])
@pytest.mark.parametrize("sizes", [(16.0, 32.0, 64.0), (4.0, 6.0, 8.0), (64.0, 96.0, 128.0)])
def test_exponential_laws_with_a_prefactor_up_to_the_polynomial_class_are_faster(a, sizes):
    # t = n^a exp(r n): slopes a + r m_k (closed form); r chosen so the lower slope is Z_FAST + 1
    n = np.array(sizes)
    r = (Z_FAST + 1.0 - a) / _m(n[0], n[1])
    t = n**a * np.exp(r * n)
    v = growth_verdict(n, t, np.full(3, np.inf))
    assert v.verdict == FASTER
    assert [s[4] for s in v.slopes] == pytest.approx([a + r * _m(n[0], n[1]), a + r * _m(n[1], n[2])], rel=1e-12)


def test_the_steepening_threshold_is_what_a_prefactor_of_n_to_z_poly_needs():
    # lower slope s_1 = 6 over (16, 32); with b = 1/2, m_k = (sqrt(n_{k+1}) - sqrt(n_k)) / ln 2 for
    # doubling sizes, so m_2 / m_1 = sqrt 2 and the top slope must reach 6 + 3.5 (sqrt 2 - 1) = 7.4497...
    n = np.array([16.0, 32.0, 64.0])
    need = 6.0 + (6.0 - Z_POLY) * (math.sqrt(2.0) - 1.0)
    for s2, verdict in ((need + 1e-6, FASTER), (need - 1e-6, UNDETERMINED)):
        lo = np.array([1.0, 2.0**6, 2.0 ** (6 + s2)])
        assert growth_verdict(n, lo, np.full(3, np.inf)).verdict == verdict


def _mb(a, b, p):
    """(b^p - a^p) / ln(b / a): the slope of n^p against ln n over the pair (a, b)."""
    return (b**p - a**p) / math.log(b / a)


@pytest.mark.parametrize("a", [0.0, Z_POLY])
@pytest.mark.parametrize("sizes", [(16.0, 36.0, 64.0), (4.0, 6.0, 8.0), (64.0, 128.0, 256.0)])
def test_the_surface_tension_law_is_faster_and_a_slower_stretch_is_not(a, sizes):
    # t = n^a exp(r n^p): slopes a + r m_k(p) (closed form). p = 1/2 (2-D Potts below T_c on an
    # L x L torus, exp(c L) = exp(c sqrt n)) steepens just as the rule asks; p = 0.4 with the
    # largest prefactor the rule allows (a = Z_POLY) steepens less and is not called faster
    n = np.array(sizes)
    for p, verdict in ((0.5, FASTER), (0.4, FASTER if a == 0.0 else UNDETERMINED)):
        r = (Z_FAST + 1.0 - a) / _mb(n[0], n[1], p)
        t = n**a * np.exp(r * n**p)
        v = growth_verdict(n, t, np.full(3, np.inf))
        assert [s[4] for s in v.slopes] == pytest.approx([a + r * _mb(n[0], n[1], p), a + r * _mb(n[1], n[2], p)],
                                                        rel=1e-12)
        assert v.verdict == verdict, (p, a, sizes)
