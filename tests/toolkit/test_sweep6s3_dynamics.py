"""Contract sweep s3 (issue 30): toolkit.dynamics promises executed but not pinned: the
distinguishing bound's decision at every count (Bonferroni z, the factor 1/2, eps), its
censoring flag, the tie and empty rules of the pair helpers, relaxation_from_iat at k > 1 and
its edges, the module constants. Expected values from the docstrings' formulas, recomputed
here with scipy's normal quantile and the Wilson formula written out."""

import math

import numpy as np
import pytest
from scipy.stats import norm

from toolkit import dynamics as dyn


def _wilson(k, m, z):
    p = k / m
    den = 1 + z * z / m
    mid = (p + z * z / (2 * m)) / den
    half = z * math.sqrt(p * (1 - p) / m + z * z / (4 * m * m)) / den
    return max(0.0, mid - half), min(1.0, mid + half)


def test_constants():
    assert dyn.MIN_TAUS == 10 and dyn.DISAGREE_P == 1e-3 and dyn.RF_CHANGES_PER_SWEEP == 0.25
    assert dyn.LN2 == math.log(2.0)


@pytest.mark.parametrize("G, n_tests, eps", [(1, None, 0.25), (2, None, 0.25), (1, 40, 0.25), (1, None, 0.1)])
def test_distinguishing_decision_at_every_count(G, n_tests, eps):
    # starts x0 = (0, 0), x1 = (1, 1); m = 40 chains from x1 all at x1 (h = -2); from x0, k of 40 at
    # x0 (h = 2) and the rest at x1. d(t) > eps is certified when (lo_a - hi_b) / 2 > eps, with Wilson
    # ends at z = Phi^{-1}(1 - alpha / (4 max(G, n_tests))), alpha = 0.05
    m = 40
    starts = np.array([[0, 0], [1, 1]])
    idx = np.repeat([0, 1], m)
    z = norm.ppf(1 - 0.05 / (4 * max(G, n_tests or 0)))
    times = [5, 9][:G]
    for k in range(0, m + 1, 2):
        chain_a = np.array([[0, 0]] * k + [[1, 1]] * (m - k))
        states = np.concatenate([chain_a, np.ones((m, 2), dtype=int)])[:, None, :].repeat(G, axis=1)
        certified = 0.5 * (_wilson(k, m, z)[0] - _wilson(0, m, z)[1]) > eps
        t, cens = dyn.distinguishing_lower_bound(states, idx, starts, (0, 1), times, eps=eps, n_tests=n_tests)
        assert t == (times[-1] if certified else 0), k
        assert cens == certified


def test_distinguishing_censoring_and_no_difference():
    starts = np.array([[0, 0], [1, 1]])
    idx = np.repeat([0, 1], 40)
    stuck = np.array([[0, 0]] * 40 + [[1, 1]] * 40)
    mixed = np.array([[0, 1]] * 80)
    states = np.stack([stuck, mixed], axis=1)      # certified at time 5, not at 9 (the last)
    assert dyn.distinguishing_lower_bound(states, idx, starts, (0, 1), [5, 9]) == (5, False)
    same = np.array([[0, 0], [0, 0]])
    assert dyn.distinguishing_lower_bound(states, idx, same, (0, 1), [5, 9]) == (0, False)
    assert dyn.best_distinguishing_bound(states, idx, starts, [], [5, 9]) == (0, False, None)


def test_pair_helpers_without_a_lead():
    X = np.array([[0, 0], [1, 1], [0, 0], [0, 1]])
    assert dyn.coupling_pairs(X) == [(0, 1), (0, 3), (1, 2), (1, 3), (2, 3)]
    # far = 0: no (0, far) lead; far pointing at a copy of x*: none either
    assert dyn.distinguishing_pairs(X, 2, 0) == [(0, 1)]
    assert dyn.distinguishing_pairs(X, 3, 2) == [(0, 1), (1, 2)]
    assert dyn.distinguishing_pairs(X, 2, 3) == [(0, 3), (0, 1)]


def test_relaxation_from_iat_per_record_and_edges():
    # tau = 3 per record of k = 2 steps: per-record r = 1/2, per-step r = 2^(-1/2), t_rel = 1/(1 - 2^(-1/2))
    assert dyn.relaxation_from_iat(3.0, 2) == pytest.approx(1 / (1 - 2 ** -0.5), rel=1e-12)
    # tau = 9: r = 0.8 per step (k = 1): t_rel = 5
    assert dyn.relaxation_from_iat(9.0, 1) == pytest.approx(5.0, rel=1e-12)
    assert dyn.relaxation_from_iat(1.0, 3) == 1.0 and dyn.relaxation_from_iat(0.5, 1) == 1.0
    assert dyn.relaxation_from_iat(math.inf, 2) == math.inf and math.isnan(dyn.relaxation_from_iat(math.nan, 2))
    assert dyn.t_rel_upper_from_t_mix(0.0) == 1.0 and dyn.t_mix_lower_from_t_rel(1.0) == 0.0
    assert dyn.t_mix_lower_from_t_rel(3.0) == pytest.approx(2 * math.log(2), rel=1e-15)


def test_sweep_records_partners_records_and_observables_by_hand():
    from toolkit.models import IndependentSites

    # q = 2 uniform conditionals: every drawn token has log p = ln(1/2), so every energy is ln(1/2)
    m = IndependentSites(np.zeros((4, 2)))
    starts = np.array([[0, 0, 0, 0], [1, 1, 1, 1]])
    rec = dyn.sweep_records(m, starts, chains_per_start=[2, 1], n_sweeps=2, records_per_sweep=2,
                            state_times=range(0, 20), reference=np.array([0, 1, 0, 1]), rng=3)
    # chains 0, 1 from start 0, chain 2 from start 1; partners: chain c of start s + 1 (modulo its count)
    assert rec.start_index.tolist() == [0, 0, 1] and rec.partner.tolist() == [2, 2, 0]
    # n = 4, 2 records per sweep: every 2 steps; 8 steps: 4 records at steps 2, 4, 6, 8
    assert rec.record_every == 2 and rec.times.tolist() == [2, 4, 6, 8] and rec.n_model_calls == 8
    assert rec.energy == pytest.approx(np.full((3, 4), math.log(0.5)))
    assert rec.state_times.tolist() == list(range(1, 9))       # steps 1..8 only (0 and beyond 8 dropped)
    X = rec.states[:, 1::2]                                     # the states at steps 2, 4, 6, 8
    x0 = np.repeat(starts, [2, 1], axis=0)
    assert rec.hamming_ref.tolist() == (X != np.array([0, 1, 0, 1])).sum(axis=2).tolist()
    assert rec.hamming_start.tolist() == (X != x0[:, None, :]).sum(axis=2).tolist()
    assert rec.overlap.tolist() == (X == X[[2, 2, 0]]).mean(axis=2).tolist()
    assert (rec.last == rec.states[:, -1]).all()
