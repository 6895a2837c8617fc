"""Exit and dwell times against the exact linear solve; margins, quench, trajectories.

Coverage acceptance: 200 seeded replications, each a 95% Student-t interval from 200
chains; the 200 replications run as 40000 chains in one batch and are split afterwards.
Exit times are skewed (close to geometric, coefficient of variation ~1), so the t-interval
undercovers slightly at small sizes: measured separately over 3000 replications, 0.937 at
100 chains and 0.947 at 200 chains, hence 200 chains per replication.
The count of intervals covering the exact ``E[tau]`` must pass a two-sided binomial test
against 0.95 at level 0.01 (no retries; pinned seeds). The exact ``E[tau]`` is solved
here directly, ``(I - P_BB) tau = 1`` with the dense kernel, independently of both the
sampler and ``exact.metastable`` (which is checked against it too).
"""

import math

import numpy as np
import pytest
from scipy.stats import binomtest

from exact import StateSpace, glauber_kernel
from exact.metastable import expected_exit_times
from toolkit.exceptions import InvalidInputError
from toolkit.metastable import (
    basin_set,
    dwell_times,
    escape_time_lower_bound,
    exit_rate,
    exit_times,
    jump_trajectory,
    local_margin,
    mean_exit_time,
    quench,
    state_set,
    threshold_set,
)
from toolkit.models import potts, random_table
from toolkit.sampling import token_fraction

REPS, PER = 200, 200


def exact_exit(model, T, mask):
    P = glauber_kernel(model, temperature=T).dense()
    idx = np.flatnonzero(mask)
    tau = np.zeros(mask.size)
    tau[idx] = np.linalg.solve(np.eye(idx.size) - P[np.ix_(idx, idx)], np.ones(idx.size))
    return tau


# the Glauber seed is slow (3 CPU s; issue 30): the entries it kills are still killed without it
# (scripts/slow_candidates.py, 2026-12-06); the rejection-free seed stays the fast check
@pytest.mark.parametrize("method, seed", [pytest.param("glauber", 101, marks=pytest.mark.slow), ("rejection-free", 202)])
def test_exit_time_coverage(method, seed):
    """Potts q=2, n=3 at T=0.5; B = at most one site holding token 1; start all-0.
    E[tau] = 113.2 steps."""
    model, T = potts(2, 3, 1.0), 0.5
    space = StateSpace.of(model)
    X = space.all_states()
    in_set = threshold_set(token_fraction(1), high=0.34)
    mask = in_set(X)
    truth = exact_exit(model, T, mask)[0]
    np.testing.assert_allclose(expected_exit_times(glauber_kernel(model, temperature=T), mask)[0], truth,
                               rtol=1e-10)
    res = exit_times(model, in_set, start=np.zeros(3, int), temperature=T, n_chains=REPS * PER,
                     max_steps=10**6, method=method, rng=seed)
    assert res.method == method and res.n_censored == 0
    groups = res.times.reshape(REPS, PER)
    covered = sum(mean_exit_time(g).covers(truth) for g in groups)
    p = binomtest(covered, REPS, 0.95).pvalue
    print(f"exit-time coverage ({method}): {covered}/{REPS}, binomial p = {p:.3g}, E[tau] = {truth:.4g}")
    assert p >= 0.01, (covered, p)
    assert res.mean.covers(truth) or abs(res.mean.value - truth) < 4 * res.mean.stderr


def test_exit_time_other_family_and_state_set():
    """An incompatible random table, set given by explicit states, start from several states."""
    model, T = random_table(2, 4, 1.0, rng=3), 0.7
    space = StateSpace.of(model)
    X = space.all_states()
    members = X[X.sum(axis=1) <= 1]
    in_set = state_set(members, q=2)
    mask = in_set(X)
    tau = exact_exit(model, T, mask)
    start = np.array([0, 0, 1, 0])
    res = exit_times(model, in_set, start=start, temperature=T, n_chains=4000, max_steps=10**5, rng=9)
    truth = tau[space.index(start)[0]]
    assert abs(res.mean.value - truth) <= 4 * res.mean.stderr, (res.mean, truth)


def test_auto_method_and_escape_bound():
    """At low T the all-0 ground state of a ferromagnet holds for ~e^{gamma/T} steps: auto
    picks the rejection-free sampler, and the mean exit time from a strict argmax state is
    at least e^{gamma/T}/(q-1) (the uniform local margin bound)."""
    model, T = potts(3, 4, 1.0), 0.4
    x0 = np.zeros(4, int)
    gamma = local_margin(model, x0)[0]
    assert gamma == pytest.approx(3.0)  # 3 agreeing neighbours vs 0
    in_set = state_set(x0[None], q=3)
    res = exit_times(model, in_set, start=x0, temperature=T, n_chains=400, rng=1)
    assert res.method == "rejection-free" and res.n_model_calls == 1
    lower = escape_time_lower_bound(gamma, 3, T)
    truth = exact_exit(model, T, in_set(StateSpace.of(model).all_states()))[0]
    assert lower <= truth and res.mean.ci[1] >= lower
    assert abs(res.mean.value - truth) <= 4 * res.mean.stderr
    hot = exit_times(model, in_set, start=x0, temperature=5.0, n_chains=50, rng=1)
    assert hot.method == "glauber"
    np.testing.assert_allclose(1 / exit_rate(model, x0[None], temperature=T)[0], truth, rtol=1e-12)


def test_censoring_reported():
    model = potts(2, 6, 1.0)
    in_set = threshold_set(token_fraction(1), high=0.5)
    res = exit_times(model, in_set, start=np.zeros(6, int), temperature=0.2, n_chains=10, max_steps=50,
                     method="glauber", rng=0)
    assert res.n_censored == 10 and (res.times == 50).all()
    assert "lower estimate" in res.mean.method and "censored" in str(res)


def test_dwell_times_fraction_matches_pi():
    model, T = potts(2, 3, 1.0), 0.7
    space = StateSpace.of(model)
    X = space.all_states()
    from exact import stationary

    pi = stationary(glauber_kernel(model, temperature=T))
    in_set = threshold_set(token_fraction(1), high=0.34)
    res = dwell_times(model, in_set, temperature=T, n_chains=16, n_steps=20_000, rng=4)
    truth = float(pi[in_set(X)].sum())
    assert abs(res.fraction_inside.value - truth) <= 4 * res.fraction_inside.stderr
    assert res.inside.size > 100 and res.outside.size > 100 and res.inside.min() >= 1
    assert "sojourns" in str(res)
    # with symmetric basins the mean dwell inside and outside agree
    a, b = res.mean_inside(), res.mean_outside()
    assert abs(a.value - b.value) <= 4 * math.hypot(a.stderr, b.stderr)


def test_quench_basin_and_margins():
    model = potts(2, 3, 1.0)
    X = StateSpace.of(model).all_states()
    fp, conv = quench(model, X)
    assert conv.all()
    np.testing.assert_array_equal(fp[:, 0], (X.sum(axis=1) >= 2).astype(int))
    assert (fp == fp[:, :1]).all()
    in0 = basin_set(model, np.zeros((1, 3), int))
    np.testing.assert_array_equal(in0(X), X.sum(axis=1) <= 1)
    # margins by brute force
    g = local_margin(model, X)
    for x, gx in zip(X, g, strict=True):
        ref = min(model.logits(x[None], np.array([i]))[0][x[i]] - np.delete(
            model.logits(x[None], np.array([i]))[0], x[i]).max() for i in range(3))
        assert gx == pytest.approx(ref)


def test_jump_trajectory_readable():
    model = potts(3, 4, 1.0)
    tr = jump_trajectory(model, np.zeros(4, int), temperature=0.7, n_steps=500, rng=2)
    assert len(tr.states) == len(tr.times) + 1 and (np.diff(tr.times) >= 1).all()
    for k in range(len(tr.times)):
        diff = np.flatnonzero(tr.states[k] != tr.states[k + 1])
        assert diff.tolist() == [tr.sites[k]] and tr.states[k + 1][tr.sites[k]] == tr.new[k]
    lines = tr.lines(model)
    assert lines[0].startswith("t=0") and "->" in lines[1]


@pytest.mark.parametrize("kwargs, match", [
    (dict(start=np.ones(3, int)), r"`start` state \[1, 1, 1\] \(chain 0\) is not in the set"),
    (dict(start=np.array([0, 0, 2])), r"`start` holds token 2 outside the vocabulary 0..1"),
    (dict(n_chains=0), r"`n_chains` must be >= 2; got 0"),
    (dict(max_steps=0), r"`max_steps` must be >= 1; got 0"),
    (dict(temperature=0.0), r"`temperature` must be > 0"),
    (dict(method="fast"), r"`method` must be one of"),
    (dict(in_set=lambda x: np.ones(len(x) + 1, bool)), r"`in_set` must return shape \(5,\)"),
    (dict(in_set=lambda x: np.full(len(x), 2)), r"`in_set` must return booleans"),
])
def test_bad_input(kwargs, match):
    args = dict(in_set=threshold_set(token_fraction(1), high=0.34), start=np.zeros(3, int), n_chains=5)
    args.update(kwargs)
    in_set = args.pop("in_set")
    with pytest.raises(InvalidInputError, match=match):
        exit_times(potts(2, 3, 1.0), in_set, **args)


def test_bad_sets():
    with pytest.raises(InvalidInputError, match="needs `low`, `high`"):
        threshold_set(token_fraction(0))
    with pytest.raises(InvalidInputError, match="`states` must have shape"):
        state_set(np.zeros(3, int), q=2)
    with pytest.raises(InvalidInputError, match="`times` needs at least 2"):
        mean_exit_time([3.0])


def test_dwell_fraction_interval_is_student_t_over_chains():
    """Audit: the time fraction's interval was mean +- 1.96 se over n_chains values, which
    with 2 chains covered pi(B) in 74 of 100 seeds (Student-t expectation 70%), and a
    single chain gave a zero-width interval. Random table q = 2, n = 7, seed 1, T = 1,
    B = {fraction of token 0 >= 0.4}, chains started from pi (exact, enumerated)."""
    from exact import stationary

    model, T = random_table(2, 7, 1.0, rng=1), 1.0
    K = glauber_kernel(model, temperature=T)
    pi = stationary(K)
    X = StateSpace(2, 7).all_states()
    in_set = threshold_set(token_fraction(0), low=0.4, high=1.0)
    pi_b = float(pi[in_set(X)].sum())
    cdf = np.cumsum(pi)

    def start(rng, m):
        return X[np.minimum(np.searchsorted(cdf, rng.random(m) * cdf[-1]), len(pi) - 1)].copy()

    covered = sum(dwell_times(model, in_set, temperature=T, n_chains=2, n_steps=1000, start=start,
                              rng=s).fraction_inside.covers(pi_b) for s in range(60))
    assert covered >= 52, covered  # fixed seeds: 59 of 60 (the normal interval: 41)
    one = dwell_times(model, in_set, temperature=T, n_chains=1, n_steps=200, start=start, rng=0).fraction_inside
    assert one.ci == (0.0, 1.0) and math.isnan(one.stderr) and "no interval" in one.method


# ------------------------------------------------------------ third blind audit (issue 30)
@pytest.mark.parametrize("method", ["glauber", "rejection-free"])
def test_dwell_fraction_inside_the_whole_space_is_exactly_one(method):
    """A set that holds every state is never left: all n_steps steps are spent inside, so the
    time fraction is 1 exactly (the last holding time, cut at n_steps, adds nothing beyond it)."""
    model = potts(2, 3, 1.0)
    r = dwell_times(model, lambda x: np.ones(len(x), dtype=bool), temperature=0.3, n_chains=3, n_steps=40,
                    method=method, rng=1)
    assert r.fraction_inside.value == 1.0
    assert r.inside.size == 0 and r.outside.size == 0   # no sojourn ever ends
