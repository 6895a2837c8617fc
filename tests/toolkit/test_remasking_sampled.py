"""The sampled remasking sampler (toolkit.unmasking.sample_remasking) against its exact kernel
and law (exact.unmasking.remasking_kernel, remasking_law) on a small incompatible toy (q = 2,
n = 3, 8 states):

* one round from each fixed complete start is a draw from that start's kernel row: a
  chi-square goodness-of-fit test over all 8 rows together (alpha 1e-3, fixed seed), which a
  sampler remasking r - 1 sites fails;
* after many rounds, :func:`toolkit.unmasking.tv_interval` of the draws against the chain's
  stationary law covers the exact TV of the draws' law (``mu K^R`` with ``mu`` the exact
  unmasking law of the start, ~1e-7 here) at >= 95 % over 100 independent groups of draws
  (one-sided binomial test, alpha 1e-3); the same sampler remasking r - 1 sites does not;
* r = 1 re-predicts one site from the model's full conditional (``masked_logits`` with one
  masked site is ``logits``): Glauber's random-scan step, checked against the rows and the
  law of :class:`exact.markov.ExactChain`, an independent construction.
"""

from __future__ import annotations

import numpy as np
import pytest
from scipy import stats

from exact.markov import ExactChain
from exact.space import StateSpace
from exact.unmasking import partial_conditionals, remasking_kernel, remasking_law, unmasking_law
from toolkit._states import tv
from toolkit.exceptions import InvalidInputError
from toolkit.models import make_model, random_table
from toolkit.unmasking import sample_remasking, state_codes, tv_interval

MODEL = random_table(2, 3, 1.5, rng=61)   # incompatible logit table, every kernel entry > 0 or structural 0
T = 0.7
COND = partial_conditionals(MODEL, temperature=T)
STATES = StateSpace(2, 3).all_states()
PER_START = 2000                           # one-round draws from each of the 8 starts
GROUPS, PER_GROUP = 100, 500               # long-run coverage: independent groups of draws


def _chi2_pvalue(start_codes, end_codes, rows):
    """Chi-square goodness of fit of the transitions ``start -> end`` to the kernel ``rows``
    (8, 8), all starts pooled (statistics and degrees of freedom add over independent rows);
    cells of expected count < 5 merged per row; a draw in a cell of probability 0 gives 0."""
    stat, df = 0.0, 0
    for s in range(rows.shape[0]):
        c = np.bincount(end_codes[start_codes == s], minlength=rows.shape[1]).astype(float)
        e = rows[s] * c.sum()
        if (c[e == 0] > 0).any():
            return 0.0
        big = e >= 5
        cells_c = np.append(c[big], c[~big & (e > 0)].sum())
        cells_e = np.append(e[big], e[~big & (e > 0)].sum())
        keep = cells_e > 0
        stat += float((((cells_c[keep] - cells_e[keep]) ** 2) / cells_e[keep]).sum())
        df += int(keep.sum()) - 1
    return float(stats.chi2.sf(stat, df))


def _one_round(r, order, k, rng, model=MODEL):
    start = np.repeat(STATES, PER_START, axis=0)
    end = sample_remasking(model, start.shape[0], r=r, order=order, k=k, rounds=1, temperature=T, rng=rng,
                           start=start)
    return state_codes(start, 2), state_codes(end, 2)


@pytest.mark.parametrize("r, order, k", [(2, "random", 2), (2, "random", 1), (2, "confidence", 1),
                                         (2, "margin", 2), (3, "left-to-right", 2), (1, "random", 1)])
def test_one_round_is_a_draw_from_the_kernel_row(r, order, k):
    rows = remasking_kernel(COND, r=r, order=order, k=k).toarray()
    p = _chi2_pvalue(*_one_round(r, order, k, rng=7), rows)
    assert p > 1e-3, p


def test_one_round_with_r_minus_one_sites_is_caught():
    rows = remasking_kernel(COND, r=2, order="random", k=2).toarray()
    p = _chi2_pvalue(*_one_round(1, "random", 1, rng=7), rows)   # planted: remasks r - 1 = 1 site
    assert p < 1e-3, p


def _coverage(r_sampled, r, order, k, rounds, groups, rng=11):
    """Groups of ``PER_GROUP`` chains after ``rounds`` rounds, each group's TV interval against
    the stationary law of ``K_r``; the number covering the exact ``TV(mu K_r^rounds, pi_r)``."""
    K = remasking_kernel(COND, r=r, order=order, k=k)
    pi = remasking_law(COND, r=r, order=order, k=k).pi
    law = unmasking_law(COND, order=order, k=min(k, r_sampled))[0]  # the start: unmasking's output law
    for _ in range(rounds):
        law = K.T @ law
    exact = tv(law, pi)
    draws = sample_remasking(MODEL, groups * PER_GROUP, r=r_sampled, order=order, k=min(k, r_sampled),
                             rounds=rounds, temperature=T, rng=rng)
    codes = state_codes(draws, 2).reshape(groups, PER_GROUP)
    covered = sum(tv_interval(c, pi).covers(exact) for c in codes)
    return covered, exact


@pytest.mark.parametrize("r, order, k", [(2, "random", 2), (2, "confidence", 1)])
def test_long_run_intervals_cover_the_stationary_law(r, order, k):
    covered, exact = _coverage(r, r, order, k, rounds=25, groups=GROUPS)
    assert exact < 1e-5   # 25 rounds: the draws' law is the stationary one to 1e-5 (computed, not assumed)
    p = stats.binomtest(covered, GROUPS, 0.95, alternative="less").pvalue
    assert p > 1e-3, (covered, GROUPS, p)


def test_long_run_with_r_minus_one_sites_is_caught():
    # the draws come from K_1 (Glauber), TV(pi_1, pi_2) = 0.38 on this toy, far outside the interval
    covered, _ = _coverage(1, 2, "random", 2, rounds=25, groups=20)
    assert stats.binomtest(covered, 20, 0.95, alternative="less").pvalue < 1e-3, covered


def test_r_one_is_glauber():
    model = make_model("asymmetric-pairwise", n=3)   # incompatible: pi_T is no joint
    chain = ExactChain(model, temperature=T)
    P = chain.kernel.dense()
    start = np.repeat(STATES, PER_START, axis=0)
    end = sample_remasking(model, start.shape[0], r=1, rounds=1, temperature=T, rng=5, start=start)
    p = _chi2_pvalue(state_codes(start, 2), state_codes(end, 2), P)
    assert p > 1e-3, p
    # long run from the unmasking sampler's output: the exact law mu P^R by ExactChain's kernel
    rounds = 40
    law = unmasking_law(partial_conditionals(model, temperature=T), order="random", k=1)[0]
    for _ in range(rounds):
        law = chain.kernel.rmatvec(law)
    exact = tv(law, chain.pi)
    assert exact < 1e-4
    draws = sample_remasking(model, GROUPS * PER_GROUP, r=1, rounds=rounds, temperature=T, rng=9)
    codes = state_codes(draws, 2).reshape(GROUPS, PER_GROUP)
    covered = sum(tv_interval(c, chain.pi).covers(exact) for c in codes)
    assert stats.binomtest(covered, GROUPS, 0.95, alternative="less").pvalue > 1e-3, covered


def test_zero_rounds_is_the_start_and_the_default_start_is_unmasking():
    from toolkit.unmasking import sample_unmasking

    start = np.repeat(STATES[5:6], 4, axis=0)
    assert (sample_remasking(MODEL, 4, r=2, rounds=0, rng=0, start=start) == start).all()
    assert (start == np.repeat(STATES[5:6], 4, axis=0)).all()   # the given start is not modified
    a = sample_remasking(MODEL, 6, r=2, order="confidence", k=1, rounds=0, temperature=T, rng=3)
    b = sample_unmasking(MODEL, 6, order="confidence", k=1, temperature=T, rng=3)
    assert (a == b).all()


@pytest.mark.parametrize("kwargs, needle", [
    ({"r": 0}, "`r`"), ({"r": 4}, "`r` must be in 1..n = 1..3; got 4"), ({"r": 2, "k": 4}, "`k`"),
    ({"r": 2, "k": 0}, "`k`"), ({"r": 2, "order": "sideways"}, "`order`"), ({"r": 2, "rounds": -1}, "`rounds`"),
    ({"r": 2, "temperature": 0}, "temperature"), ({"r": 2, "start": np.zeros((2, 3), dtype=int)}, "`start`"),
    ({"r": 2, "start": np.full((3, 3), 2)}, "`start`"), ({"r": 2, "rng": -1}, "`rng`"),
])
def test_bad_input(kwargs, needle):
    args = {"rounds": 1, "rng": 0, **kwargs}
    with pytest.raises(InvalidInputError, match=needle):
        sample_remasking(MODEL, 3, **args)
