"""Contract sweep s3 (issue 30): toolkit.results promises executed but not pinned: number
formatting at its switch points, Estimate's default interval and level, slacks at their edges,
the witness order and its tie rule, weighted quantiles, claim verdicts, equality rules,
to_dict keys. Expected values by hand from the docstrings (comments)."""

import math

import numpy as np
import pytest

from toolkit import results as res
from toolkit.exceptions import InvalidInputError
from toolkit.results import (
    Claim,
    Estimate,
    InfluenceSummary,
    StationaryLaw,
    Witness,
    abs_log_r_quantiles,
    format_table,
    results_equal,
    slack_equal,
    slack_lower,
    slack_lower_log,
    slack_upper,
    upgrade_fields,
    witness_order,
)


def test_constants():
    assert res.FORMAT == "glauber-mlm result" and res.FORMAT_VERSION == 1
    assert res.QUANTILE_LEVELS == {"q50": 0.5, "q90": 0.9, "q99": 0.99}
    assert res.COMPARISON_VERDICTS == ("holds", "refuted", "not resolved", "vacuous")
    assert res.VERDICTS == ("PASS", "FAIL", "n/a", "holds", "refuted", "not resolved", "vacuous")


def test_fmt_switch_points():
    f = res._fmt
    assert (f(None), f(True), f(np.bool_(False)), f(7), f(np.int64(-3))) == ("-", "yes", "no", "7", "-3")
    assert f(10**18 - 1) == "999999999999999999" and f(10**18) == "1e+18"
    assert f(10**300) == "~10^300" and f(-(10**301)) == "-~10^301"
    # floats: 6 significant digits in [1e-3, 1e6), 4 outside
    assert f(0.001) == "0.001" and f(0.0012345678) == "0.00123457" and f(0.00012345678) == "0.0001235" and f(0.12345678) == "0.123457"
    assert f(123456.7) == "123457" and f(1234567.0) == "1.235e+06" and f(0.0) == "0"
    assert (f(math.inf), f(-math.inf), f(math.nan)) == ("inf", "-inf", "nan")


def test_estimate_default_interval_and_level():
    e = Estimate(2.0, stderr=0.5)
    assert e.ci == pytest.approx((2.0 - 1.959963984540054 * 0.5, 2.0 + 1.959963984540054 * 0.5), rel=1e-15)
    # level 0.9: z = Phi^{-1}(0.95) = 1.6448536269514722
    e90 = Estimate(2.0, stderr=0.5, level=0.9)
    assert e90.ci == pytest.approx((2.0 - 1.6448536269514722 * 0.5, 2.0 + 1.6448536269514722 * 0.5), rel=1e-12)
    assert Estimate(3.0).ci == (3.0, 3.0) and Estimate(3.0).is_exact and Estimate(3.0).method == "exact"
    assert Estimate(3.0, stderr=1.0, ci=(0.0, 1.0)).ci == (0.0, 1.0)   # a given interval is kept
    assert e.covers(e.ci[0]) and e.covers(e.ci[1]) and not e.covers(e.ci[1] + 1e-9)
    assert str(Estimate.exact(2.0)) == "2 (exact)"
    assert str(Estimate(2.0, stderr=0.25, n_samples=10, method="m")) == "2 ± 0.25 (m, n=10)"


def test_slacks_at_their_edges():
    assert slack_upper(15, 20) == 0.25 and slack_upper(25, 20) == -0.25
    assert slack_upper(1, 0) is None and slack_upper(None, 3) is None and slack_upper(1, None) is None
    assert slack_lower(20, 15) == 0.25 and slack_lower(10, 15) == -0.5 and slack_lower(3, None) is None
    assert slack_lower_log(math.log(10), math.log(15)) == pytest.approx(-0.5, rel=1e-12)
    assert slack_equal(0.0, 0.0) == 1.0 and slack_equal(1e-300, 0.0) == -math.inf
    assert slack_equal(-2.5e-13, 1e-12) == pytest.approx(0.75) and slack_equal(math.inf, 1.0) == -math.inf
    assert slack_equal(2e-12, 1e-12) == pytest.approx(-1.0)


def test_witness_order_pairs_first_then_by_size_ties_by_index():
    # pairs (0,1): 3.0 (idx 1), 1.0 (idx 2); (0,2): 2.0 (idx 0), 2.0 (idx 4); (1,2): 0.5 (idx 3)
    absr = [2.0, 3.0, 1.0, 0.5, 2.0]
    i, j = [0, 0, 0, 1, 0], [2, 1, 1, 2, 2]
    assert witness_order(absr, i, j, 5).tolist() == [1, 0, 3, 4, 2]
    assert witness_order(absr, i, j, 2).tolist() == [1, 0]
    assert witness_order(absr, i, j, 0).tolist() == []
    mask = np.array([True, False, True, True, True])
    assert witness_order(absr, i, j, 5, candidates=mask).tolist() == [0, 2, 3, 4]
    assert witness_order(absr, i, j, 5, candidates=[2, 3]).tolist() == [2, 3]


def test_quantiles_unweighted_integer_and_float_weights():
    v = [3.0, 1.0, 2.0]
    q = abs_log_r_quantiles(v)
    assert q == {"q50": 2.0, "q90": pytest.approx(2.8), "q99": pytest.approx(2.98), "max": 3.0}
    assert abs_log_r_quantiles([]) == {"q50": 0.0, "q90": 0.0, "q99": 0.0, "max": 0.0}
    # integer weights: the population 1, 2, 2, 3, 3, 3, 3 (numpy's linear interpolation on it)
    w = abs_log_r_quantiles([1.0, 2.0, 3.0], weights=np.array([1, 2, 4]))
    pop = np.array([1.0, 2, 2, 3, 3, 3, 3])
    assert [w[k] for k in ("q50", "q90", "q99")] == pytest.approx([np.quantile(pop, p) for p in (0.5, 0.9, 0.99)])
    w2 = abs_log_r_quantiles([1.0, 2.0, 3.0, 0.5], weights=np.array([3, 1, 1, 5]))   # unsorted values
    pop2 = np.array([0.5] * 5 + [1.0] * 3 + [2.0, 3.0])
    assert [w2[k] for k in ("q50", "q90", "q99")] == pytest.approx([np.quantile(pop2, p) for p in (0.5, 0.9, 0.99)])
    # float weights: the smallest v with weighted CDF >= p: CDF 0.2, 0.5, 1.0 -> q50 = 2 (CDF exactly 0.5)
    f = abs_log_r_quantiles([1.0, 2.0, 3.0], weights=np.array([0.2, 0.3, 0.5]))
    assert (f["q50"], f["q90"], f["q99"], f["max"]) == (2.0, 3.0, 3.0, 3.0)
    with pytest.raises(InvalidInputError, match="`weights`"):
        abs_log_r_quantiles([1.0, 2.0], weights=np.array([1, 2, 3]))


def test_claim_verdicts_and_failed():
    th = dict(hypothesis="h", bound=1, value=2)
    assert Claim("a", hypothesis_holds=None, holds=False, **th).failed            # undecided hypothesis: it counts
    assert not Claim("a", hypothesis_holds=False, holds=False, **th).failed       # hypothesis fails: says nothing
    assert not Claim("a", hypothesis_holds=True, holds=False, kind="comparison", **th).failed
    assert Claim("a", hypothesis_holds=True, holds=None, **th).status() == "n/a"
    assert Claim("a", hypothesis_holds=True, holds=False, **th).status() == "FAIL"
    assert Claim("a", hypothesis_holds=True, holds=None, kind="comparison", **th).status() == "not resolved"
    assert Claim("a", hypothesis_holds=True, holds=True, kind="comparison", verdict="vacuous", **th).status() == "vacuous"
    with pytest.raises(InvalidInputError, match="`verdict`"):
        Claim("a", hypothesis_holds=True, holds=True, verdict="PASS", **th)
    c = Claim("t <= b", "h", True, 20, 15, True, 0.25, reason="why")
    assert str(c) == "t <= b: PASS (bound 20, value 15, slack 0.25; why)"
    assert str(Claim("x", "h", True, None, "text", True)) == "x: PASS (bound -, value text, slack -)"


def test_contracting_is_strict_and_derived_numbers():
    R = np.zeros((3, 3))
    one = InfluenceSummary(R, R, Estimate.exact(1.0), Estimate.exact(0.5), Estimate.exact(2.0), Estimate.exact(1.5),
                           1.0, "exact")
    assert not one.contracting and one.n == 3 and one.alpha_col == 1.0 and one.T0_col == 2.0
    below = InfluenceSummary(R, R, Estimate.exact(0.999), Estimate.exact(0.5), Estimate.exact(2.0),
                             Estimate.exact(1.5), 1.0, "exact")
    assert below.contracting


def test_witness_certified_is_strict_and_text():
    w = Witness.of(0, 2, 0, 1, 1, 0, -1e-15, 1e-15, (1, 1, 0), ["x", "y"])
    assert not w.certified                                    # |log R| == bound: not certified
    assert Witness.of(0, 2, 0, 1, 1, 0, -2e-15, 1e-15, (1, 1, 0), ["x", "y"]).certified
    assert w.context_text == "_ y _" and w.tokens_j == ("y", "x")
    assert w.text == "[_ y _] site 0: 'x'/'y', site 2: 'y'/'x'"


def test_results_equal_rules():
    assert results_equal(math.nan, float("nan")) and results_equal(np.array([np.nan, 1.0]), np.array([np.nan, 1.0]))
    assert not results_equal([1, 2], (1, 2)) and not results_equal(True, 1) and not results_equal(1.0, "1.0")
    assert results_equal({"a": 1.0}, {"a": 1}) and not results_equal({"a": 1}, {"b": 1})
    assert not results_equal(np.zeros(2), np.zeros(3)) and not results_equal(np.zeros(2), [0.0, 0.0])
    assert results_equal(Estimate(1.0), Estimate(1.0)) and not results_equal(Estimate(1.0), Estimate(1.0, 0.1))


def test_format_table_layout():
    t = format_table([("a", 1.5), ("bbb", None)], ("name", "v"))
    assert t.splitlines() == ["name  v  ", "----  ---", "a     1.5", "bbb   -  "]


def test_stationary_law_to_dict_and_upgrade_fields():
    law = StationaryLaw(np.array([0.25, 0.75]), None, "direct", 1e-16, 2e-15, 3e-15, 2)
    assert law.to_dict() == {"method": "direct", "n_states": 2, "pi_min": 0.25, "log_pi_min": math.log(0.25),
                             "residual": 1e-16, "max_relative_residual": 2e-15, "relative_error": 3e-15}
    law2 = StationaryLaw(np.array([0.0, 1.0]), np.array([-800.0, 0.0]), "log", 0.0, 0.0, 0.0, 2)
    assert law2.log_pi_min == -800.0 and law2.pi_min == 0.0
    out = upgrade_fields({"a_col": 2, "n": 3, "keep": True}, {"a_col": "a", "keep": "k"}, drop=("n",), method="m")
    assert out == {"keep": True, "method": "m",
                   "a": {res._TYPE: "toolkit.results:Estimate", "value": 2, "stderr": 0.0, "ci": [2, 2],
                         "n_samples": None, "method": "exact", "level": 0.95}}
    same = {"a": {"value": 1}, "n": 3}
    assert upgrade_fields(same, {"a_col": "a"}, drop=("n",), method="m") == same   # today's layout: unchanged


def test_mixing_from_blocks_merge_rules():
    from toolkit.results import MixingResult

    # block A mixes at 3 (profile 1, 0.6, 0.4), block B at 2 (1, 0.9): d = max per t over the blocks;
    # t_mix the latest block's; the worst start from the blocks that mix last
    r = MixingResult.from_blocks([(np.array([1.0, 0.6, 0.4]), 3, 5, True), (np.array([1.0, 0.9]), 2, 1, True)],
                                 0.25, "stepping", None)
    assert r.t_mix == 3 and r.distances == (1.0, 0.9, 0.4) and r.worst_start == 5 and r.times == (0, 1, 2)
    # two blocks mixing last: the one farther at t_mix - 1
    r2 = MixingResult.from_blocks([(np.array([1.0, 0.3]), 2, 4, True), (np.array([1.0, 0.7]), 2, 9, True)],
                                  0.25, "stepping", None)
    assert r2.worst_start == 9 and r2.reached
    # a block not done: t_mix None, the whole profile, the worst of the unfinished blocks by their last value
    r3 = MixingResult.from_blocks([(np.array([1.0, 0.2]), 2, 4, True), (np.array([1.0, 0.8, 0.6]), 3, 6, False),
                                   (np.array([1.0, 0.9, 0.5]), 3, 8, False)], 0.25, "stepping", 2)
    assert r3.t_mix is None and not r3.reached and r3.worst_start == 6
    assert r3.distances == (1.0, 0.9, 0.6) and r3.times == (0, 1, 2) and r3.t_max == 2
