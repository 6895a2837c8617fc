"""toolkit.unmasking.tv_interval against exact TVs (exact.unmasking, exact.markov): over 200
seeded runs of 1000 draws per setting, the 95 % interval for the TV between a sampler's output
law and a reference law known exactly covers the exact TV at no less than the nominal rate
(one-sided binomial test, alpha 1e-3), on the whole state (k = 8) and on the histogram of a
statistic (the number of 1s, k = 4), with the reference Glauber's pi_T, another sampler's exact
law, or the sampler's own law (TV = 0, where choosing and counting the event on the same draws
would not be valid); the same intervals with the concentration term dropped fail the test."""

from __future__ import annotations

import math

import numpy as np
import pytest
from scipy import stats

from exact.markov import ExactChain
from exact.unmasking import partial_conditionals, unmasking_law
from toolkit import unmasking
from toolkit.exceptions import InvalidInputError
from toolkit.models import random_table
from toolkit.unmasking import sample_unmasking, state_codes, tv_deviation_bound, tv_interval

MODEL = random_table(2, 3, 1.5, rng=61)
T = 0.7
REPS, DRAWS = 200, 1000


def _laws():
    cond = partial_conditionals(MODEL, temperature=T)
    laws = {(o, k): unmasking_law(cond, order=o, k=k)[0] for o, k in
            [("random", 1), ("left-to-right", 1), ("confidence", 1), ("random", 3)]}
    return laws, ExactChain(MODEL, temperature=T).pi


LAWS, PI = _laws()
ONES = np.array([bin(x).count("1") for x in range(8)])  # number of 1s of state x (q = 2, n = 3)


def _push(law):  # the law of the number of 1s
    return np.bincount(ONES, weights=law, minlength=4)


def _coverage(order, k, reference, statistic=None):
    law = LAWS[order, k]
    ref = reference if statistic is None else _push(reference)
    exact = 0.5 * float(np.abs((law if statistic is None else _push(law)) - ref).sum())
    covered, widths = 0, []
    for r in range(REPS):
        codes = state_codes(sample_unmasking(MODEL, DRAWS, order=order, k=k, temperature=T, rng=5000 + r), 2)
        est = tv_interval(codes if statistic is None else statistic[codes], ref)
        covered += est.covers(exact)
        widths.append(est.ci[1] - est.ci[0])
    return covered, stats.binomtest(covered, REPS, 0.95, alternative="less").pvalue, float(np.mean(widths)), exact


SETTINGS = {
    "random:1 vs pi_T": ("random", 1, PI, None),
    "confidence:1 vs pi_T": ("confidence", 1, PI, None),
    "one step vs pi_T": ("random", 3, PI, None),
    "l2r vs random:1": ("left-to-right", 1, LAWS["random", 1], None),
    "random:1 vs itself (TV 0)": ("random", 1, LAWS["random", 1], None),
    "number of 1s, random:1 vs pi_T": ("random", 1, PI, ONES),
}


@pytest.mark.parametrize("name", list(SETTINGS))
def test_tv_intervals_cover_the_exact_tv(name):
    covered, p, width, exact = _coverage(*SETTINGS[name])
    # coverage >= 95 %: not significantly below (one-sided binomial test); width at most 2 b, the
    # interval [TV_hat - b, TV_hat + b] before clipping and the split bound (closed form below)
    assert p > 1e-3, (name, covered, REPS, width)
    assert width <= 2 * tv_deviation_bound(DRAWS, 8, 0.025) + 1e-12, (name, width)


def test_without_the_concentration_term_the_intervals_fail(monkeypatch):
    monkeypatch.setattr(unmasking, "tv_deviation_bound", lambda n_samples, k, delta: 0.0)
    covered, p, _, _ = _coverage("random", 1, PI)
    assert p < 1e-3, (covered, REPS)


def test_deviation_bound_closed_form():
    # N = 1000, k = 8, delta = 0.025: McDiarmid sqrt(7/1000)/2 + sqrt(log(80)/2000) = 0.0887,
    # union sqrt((8 log 2 + log 80)/2000) = 0.0705 (the smaller); k = 1: TV is 0
    assert tv_deviation_bound(1000, 8, 0.025) == pytest.approx(math.sqrt((8 * math.log(2) + math.log(80)) / 2000))
    assert tv_deviation_bound(10**4, 1000, 0.025) == pytest.approx(
        math.sqrt(999 / 1e4) / 2 + math.sqrt(math.log(80) / 2e4))
    assert tv_deviation_bound(5, 1, 0.1) == 0.0


def test_exact_sample_of_the_reference_gives_a_narrow_interval_at_zero():
    # draws in exact proportion to Q: TV_hat = 0, the interval is [0, b]
    est = tv_interval(np.repeat([0, 1, 2, 3], [250, 250, 250, 250]), [0.25] * 4)
    assert est.value == 0 and est.ci == (0.0, pytest.approx(tv_deviation_bound(1000, 4, 0.025)))


def test_state_codes_match_the_exact_order():
    assert state_codes(np.array([[0, 0, 1], [1, 0, 0], [1, 1, 1]]), 2).tolist() == [1, 4, 7]


def test_bad_input():
    with pytest.raises(InvalidInputError, match="`reference`"):
        tv_interval([0, 1], [0.5, 0.6])
    with pytest.raises(InvalidInputError, match="`codes`"):
        tv_interval([0, 2], [0.5, 0.5])
    with pytest.raises(InvalidInputError, match="`codes`"):
        tv_interval([0.0, 1.0], [0.5, 0.5])
    with pytest.raises(InvalidInputError, match="`level`"):
        tv_interval([0, 1], [0.5, 0.5], level=0)
    with pytest.raises(InvalidInputError, match="`states`"):
        state_codes(np.array([[0, 2]]), 2)


def test_split_lower_end_is_the_clopper_pearson_bound_by_hand():
    # Second blind audit (issue 30). Q = (1/2, 1/2), N = 2000: the first N1 = 1000 draws are all 0,
    # so A = {0}; on the other N2 = 1000 draws c of them are 0. The one-sided Clopper-Pearson
    # lower end at delta/2 = 0.025 is the L with P(Bin(N2, L) >= c) = 0.025 (its definition;
    # for c = N2 that is L^N2 = 0.025, L = 0.025^(1/1000)), and the interval's lower end is
    # L - Q(A) = L - 1/2, above TV_hat - b (b = 0.038 here).
    from scipy.optimize import brentq

    b = tv_deviation_bound(2000, 2, 0.025)
    for c in (1000, 990):
        codes = np.concatenate([np.zeros(1000 + c, dtype=int), np.ones(1000 - c, dtype=int)])
        if c == 1000:
            L = 0.025 ** (1 / 1000)
        else:
            L = brentq(lambda p, c=c: stats.binom.sf(c - 1, 1000, p) - 0.025, 0.5, 1 - 1e-12, xtol=1e-15)
        tv_hat = 0.5 * (abs((1000 + c) / 2000 - 0.5) + abs((1000 - c) / 2000 - 0.5))
        assert L - 0.5 > tv_hat - b
        est = tv_interval(codes, [0.5, 0.5])
        assert est.ci[0] == pytest.approx(L - 0.5, rel=1e-9, abs=0), c
