"""Batched plain and rejection-free samplers against the exact ``P^t`` law.

Law tests: ``m`` chains from one start, the empirical law of the state at step ``t``
against the exact row ``P^t(x0, .)`` (from ``exact.glauber_kernel(...).dense()``).
Two checks per case, with pinned seeds:

- chi-square goodness of fit (bins with expected count < 5 pooled), p-value >= 1e-3;
- total variation ``TV <= 0.5 (sqrt(K) + 4) / sqrt(m)`` for ``K`` states: the expected TV
  of an empirical law is at most ``0.5 sum_x sqrt(p_x / m) <= 0.5 sqrt(K / m)``
  (Cauchy-Schwarz), and TV moves by at most ``1/m`` per sample, so by McDiarmid its
  standard deviation is at most ``0.5 / sqrt(m)``: the tolerance is the mean bound plus
  4 standard deviations. For ``K = 16, m = 20000`` that is 0.028.
"""

import numpy as np
import pytest
from scipy.stats import chisquare

from exact import StateSpace, glauber_kernel
from toolkit.exceptions import InvalidInputError, NonFiniteLogitsError
from toolkit.models import IndependentSites, potts, random_pairwise, random_table
from toolkit.sampling import (
    all_site_conditionals,
    geometric_times,
    hamming_to,
    log_pseudo_likelihood,
    run_chains,
    run_rejection_free,
    token_fraction,
    token_indicator,
)

M = 20_000  # chains per law test


def families():
    rng = np.random.default_rng(11)
    return {
        "independent": IndependentSites(rng.normal(size=(4, 2))),
        "potts": potts(2, 4, 1.0),
        "asymmetric": random_pairwise(2, 4, 1.0, rng=3),
        "table": random_table(3, 3, 1.0, rng=4),
    }


def exact_row(model, t, x0, T, scan="random", lazy=0.0):
    K = glauber_kernel(model, temperature=T, scan=scan, lazy=lazy)
    space = StateSpace.of(model)
    e = np.zeros(space.size)
    e[space.index(x0)[0]] = 1.0
    P = K.dense()
    for _ in range(t):
        e = e @ P
    return e, space


def law_check(model, states, row, space):
    """Chi-square p-value and TV of the empirical law of ``states`` against ``row``."""
    m = states.shape[0]
    counts = np.bincount(space.index(states), minlength=space.size)
    expected = row * m
    small = expected < 5
    obs = np.append(counts[~small], counts[small].sum())
    exp = np.append(expected[~small], expected[small].sum())
    if exp[-1] == 0:
        obs, exp = obs[:-1], exp[:-1]
    assert obs.sum() == m
    p = chisquare(obs, exp * (m / exp.sum())).pvalue
    tv = 0.5 * np.abs(counts / m - row).sum()
    tol = 0.5 * (np.sqrt(space.size) + 4) / np.sqrt(m)
    return p, tv, tol


# ------------------------------------------------------------------ laws at fixed t
@pytest.mark.parametrize("name", ["independent", "potts", "asymmetric", "table"])
@pytest.mark.parametrize("sampler", ["plain", "rejection-free"])
def test_law_at_t_matches_exact_row(name, sampler):
    model = families()[name]
    T, t = 0.8, 6
    x0 = np.zeros(model.length, dtype=int)
    row, space = exact_row(model, t, x0, T)
    run = (run_chains if sampler == "plain" else run_rejection_free)(
        model, temperature=T, n_chains=M, n_steps=t, start=x0, record_states=False, rng=2024)
    p, tv, tol = law_check(model, run.final, row, space)
    assert p >= 1e-3, (name, sampler, p, tv)
    assert tv <= tol, (name, sampler, tv, tol)


def test_rejection_free_low_temperature_and_intermediate_records():
    """Low T (mean holding time ~ 50 steps at the start): records at several steps use the
    ragged fill of holding intervals; each recorded law matches its ``P^t`` row."""
    model = potts(2, 4, 1.0)
    T = 0.5
    x0 = np.zeros(4, dtype=int)
    times = [1, 7, 40, 150]
    run = run_rejection_free(model, temperature=T, n_chains=M, n_steps=150, start=x0, record_times=times,
                             rng=77)
    assert run.n_model_calls < 150  # far fewer calls than steps
    for k, t in enumerate(times):
        row, space = exact_row(model, t, x0, T)
        p, tv, tol = law_check(model, run.states[:, k], row, space)
        assert p >= 1e-3 and tv <= tol, (t, p, tv, tol)


def test_systematic_scan_and_lazy_laws():
    model = random_table(2, 4, 1.0, rng=8)
    x0 = np.array([1, 0, 1, 0])
    for scan, lazy, t in (("systematic", 0.0, 2), ("random", 0.3, 5), ("systematic", 0.5, 3)):
        row, space = exact_row(model, t, x0, 1.2, scan=scan, lazy=lazy)
        run = run_chains(model, temperature=1.2, n_chains=M, n_steps=t, start=x0, scan=scan, lazy=lazy,
                         record_states=False, rng=5)
        p, tv, tol = law_check(model, run.final, row, space)
        assert p >= 1e-3 and tv <= tol, (scan, lazy, p, tv)


def test_rejection_free_lazy_law():
    model = potts(3, 3, 1.0)
    x0 = np.array([0, 1, 2])
    row, space = exact_row(model, 8, x0, 1.0, lazy=0.4)
    run = run_rejection_free(model, temperature=1.0, n_chains=M, n_steps=8, start=x0, lazy=0.4, rng=6)
    p, tv, tol = law_check(model, run.final, row, space)
    assert p >= 1e-3 and tv <= tol


class AllConditionalsModel:
    """Wraps a toy model and adds ``all_conditionals`` (as the MLM adapter does); counts calls."""

    def __init__(self, model):
        self.model, self.vocab_size, self.length = model, model.vocab_size, model.length
        self.logit_calls = self.all_calls = 0

    def logits(self, x, sites):
        self.logit_calls += 1
        return self.model.logits(x, sites)

    def all_conditionals(self, x):
        self.all_calls += 1
        B, n = x.shape
        return self.model.logits(np.repeat(x, n, axis=0), np.tile(np.arange(n), B)).reshape(B, n, -1)


def test_rejection_free_uses_all_conditionals():
    base = random_pairwise(2, 4, 1.0, rng=12)
    model = AllConditionalsModel(base)
    x0 = np.array([0, 1, 1, 0])
    run = run_rejection_free(model, temperature=0.9, n_chains=M, n_steps=5, start=x0, rng=9)
    assert model.all_calls == run.n_model_calls > 0 and model.logit_calls == 0
    row, space = exact_row(base, 5, x0, 0.9)
    p, tv, tol = law_check(base, run.final, row, space)
    assert p >= 1e-3 and tv <= tol


class CountingModel:
    def __init__(self, model):
        self.model, self.vocab_size, self.length, self.calls, self.rows = model, model.vocab_size, model.length, 0, 0

    def logits(self, x, sites):
        self.calls += 1
        self.rows += len(sites)
        return self.model.logits(x, sites)


def test_one_model_call_per_step_for_the_whole_batch():
    m = CountingModel(potts(3, 5, 1.0))
    run = run_chains(m, n_chains=37, n_steps=25, rng=0)
    assert m.calls == 25 == run.n_model_calls and m.rows == 25 * 37
    m = CountingModel(potts(3, 5, 1.0))
    run_chains(m, n_chains=37, n_steps=4, scan="systematic", rng=0)
    assert m.calls == 4 * 5


# ------------------------------------------------------------------ records, observables, seeds
def test_records_and_observables():
    model = potts(3, 5, 1.0)
    x0 = np.array([0, 1, 2, 0, 1])
    obs = {"h": "hamming_to_start", "ind": token_indicator(2, 2), "frac": token_fraction(0),
           "lpl": log_pseudo_likelihood(model, temperature=0.7), "vec": lambda x: np.stack([x[:, 0], x[:, 1]], 1)}
    run = run_chains(model, temperature=0.7, n_chains=6, n_steps=20, burn_in=4, record_every=3, start=x0,
                     observables=obs, rng=1)
    assert run.times.tolist() == [4, 7, 10, 13, 16, 19]
    assert run.states.shape == (6, 6, 5)
    S = run.states
    np.testing.assert_array_equal(run.observable("h"), (S != x0).sum(axis=2))
    np.testing.assert_array_equal(run.observable("ind"), (S[:, :, 2] == 2).astype(float))
    np.testing.assert_allclose(run.observable("frac"), (S == 0).mean(axis=2))
    assert run.observable("vec").shape == (6, 6, 2)
    # log pseudo-likelihood against a per-site loop
    x = S[:, -1]
    ref = np.zeros(6)
    for i in range(5):
        lg = model.logits(x, np.full(6, i)) / 0.7
        lg = lg - lg.max(axis=1, keepdims=True)
        ref += lg[np.arange(6), x[:, i]] - np.log(np.exp(lg).sum(axis=1))
    np.testing.assert_allclose(run.observable("lpl")[:, -1], ref, rtol=1e-12)
    assert "glauber" in str(run)
    with pytest.raises(InvalidInputError, match="no observable 'nope'"):
        run.observable("nope")


def test_same_seed_same_result():
    model = random_table(3, 3, 1.0, rng=1)
    for f in (run_chains, run_rejection_free):
        a = f(model, n_chains=10, n_steps=50, rng=123)
        b = f(model, n_chains=10, n_steps=50, rng=np.random.default_rng(123))
        c = f(model, n_chains=10, n_steps=50, rng=124)
        np.testing.assert_array_equal(a.final, b.final)
        assert not np.array_equal(a.final, c.final)


def test_rejection_free_records_every_step_match_plain_stationary_mean():
    """Time averages of a rejection-free run with records at every step agree with the
    exact stationary mean (a check of the holding-time bookkeeping)."""
    from toolkit.diagnostics import mean_estimate

    model = potts(2, 3, 1.0)
    K = glauber_kernel(model, temperature=0.7)
    from exact import stationary

    pi = stationary(K)
    X = StateSpace.of(model).all_states()
    truth = float(pi @ (X == 0).mean(axis=1))
    run = run_rejection_free(model, temperature=0.7, n_chains=16, n_steps=4000, burn_in=200, record_every=1,
                             record_states=False, observables={"f": token_fraction(0)}, rng=3)
    est = mean_estimate(run.observable("f"))
    assert abs(est.value - truth) <= 4 * est.stderr, (est, truth)


def test_geometric_times():
    rng = np.random.default_rng(0)
    r = np.full(200_000, 0.01)
    g = geometric_times(r, rng)
    # mean 1/r = 100, sd sqrt(1-r)/r ~ 99.5: stderr of the mean 0.22; 5 stderr allowed
    assert abs(g.mean() - 100) < 1.2
    assert abs((g == 1).mean() - 0.01) < 5 * np.sqrt(0.01 * 0.99 / g.size)
    assert g.min() >= 1
    out = geometric_times(np.array([0.0, 1.0, 1e-300]), rng)
    assert np.isinf(out[0]) and out[1] == 1 and out[2] > 1e250


def test_all_site_conditionals_rows_sum_to_one():
    model = random_table(3, 3, 1.0, rng=2)
    p = all_site_conditionals(model, np.array([[0, 1, 2], [2, 2, 2]]), temperature=0.5)
    assert p.shape == (2, 3, 3)
    np.testing.assert_allclose(p.sum(axis=2), 1.0)


def test_progress_bar_runs():
    run_chains(potts(2, 3, 1.0), n_chains=2, n_steps=3, progress=True, rng=0)
    run_rejection_free(potts(2, 3, 1.0), n_chains=2, n_steps=3, progress=True, rng=0)


# ------------------------------------------------------------------ bad input
@pytest.mark.parametrize("f", [run_chains, run_rejection_free])
@pytest.mark.parametrize("kwargs, match", [
    (dict(n_chains=0), r"`n_chains` must be >= 1; got 0"),
    (dict(n_steps=0), r"`n_steps` must be >= 1; got 0"),
    (dict(temperature=0.0), r"`temperature` must be > 0; got 0.0"),
    (dict(temperature=-1.0), r"`temperature` must be > 0; got -1.0"),
    (dict(start=np.array([0, 1, 5])), r"`start` holds token 5 outside the vocabulary 0..1"),
    (dict(start=np.array([0, -1, 0])), r"`start` holds token -1 outside the vocabulary"),
    (dict(start=np.zeros((2, 3), int)), r"`start` must have shape"),
    (dict(start=np.zeros(4, int)), r"`start` must have shape \(B, 3\)"),
    (dict(observables={"bad": lambda x: np.zeros(len(x) + 1)}), r"observable 'bad' must return shape \(4,\)"),
    (dict(observables={"bad": lambda x: np.zeros((len(x), 2, 2))}), r"observable 'bad' must return shape"),
    (dict(observables={"bad": 3}), r"`observables\['bad'\]` must be callable"),
    (dict(lazy=1.0), r"`lazy` must be in \[0, 1\)"),
    (dict(lazy="half"), r"`lazy` must be a number in \[0, 1\); got 'half'"),
    (dict(start=np.array(["a", "b", "a"])), r"`start` must hold integer tokens; got dtype <U1"),
    (dict(rng="seed"), r"`rng` must be a numpy Generator"),
    (dict(burn_in=11), r"`burn_in` must be <= n_steps=10"),
    (dict(n_chains=10**6, n_steps=10**3), r"recording states of 1000000 chains at 1001 times needs"),
])
def test_bad_input(f, kwargs, match):
    args = dict(n_chains=4, n_steps=10, record_every=1)
    args.update(kwargs)
    with pytest.raises(InvalidInputError, match=match):
        f(potts(2, 3, 1.0), **args)


def test_non_finite_logits_named():
    class Bad:
        vocab_size, length = 2, 2

        def logits(self, x, sites):
            out = np.zeros((len(sites), 2))
            out[:, 1] = np.nan
            return out

    with pytest.raises(NonFiniteLogitsError, match="non-finite logits at site"):
        run_chains(Bad(), n_chains=2, n_steps=2, rng=0)
    with pytest.raises(NonFiniteLogitsError):
        run_rejection_free(Bad(), n_chains=2, n_steps=2, rng=0)


def test_hamming_to_reference():
    f = hamming_to(np.array([0, 1, 2]))
    assert f(np.array([[0, 1, 2], [1, 1, 0]])).tolist() == [0.0, 2.0]


@pytest.mark.slow
def test_rejection_free_benchmark_passes():
    """benchmarks/rejection_free.py: mean holding >= 1000 steps and speed-up >= 100x."""
    import importlib.util
    from pathlib import Path

    path = Path(__file__).resolve().parents[2] / "benchmarks" / "rejection_free.py"
    spec = importlib.util.spec_from_file_location("bench_rejection_free", path)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    assert mod.main(["--plain-steps", "5000", "--rf-steps", "5000000"]) == 0
