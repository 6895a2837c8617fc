"""Samplers and sampled metastability pinned to hand-computed values.

Closed forms used (each derived in the test that uses it):

- tempered conditionals: ``softmax(l / T)``; for two tokens ``p(1) = sigmoid((l_1 - l_0) / T)``;
- inverse CDF: the documented rule "smallest ``a`` with ``cumsum(p)[a] > u * sum(p)``";
- one site, ``q`` tokens, logits ``(gamma, 0, ..., 0)``: from token 0 one step leaves with
  probability ``(q - 1) / (e^{gamma/T} + q - 1)``, so ``E[tau] = 1 + e^{gamma/T} / (q - 1)``;
  with laziness every leaving probability is multiplied by ``1 - lazy``;
- a Student-t interval from ``scipy.stats.t.interval`` with ``n - 1`` degrees of freedom
  and the standard error ``scipy.stats.sem`` (ddof = 1): an implementation independent of
  ``toolkit.metastable``.

Statistical checks are seeded (fixed draws, so not flaky) and allow 5 standard errors.
"""

from __future__ import annotations

import math

import numpy as np
import pytest
from scipy import stats

from toolkit.chain import tempered_conditionals
from toolkit.metastable import (
    escape_time_lower_bound,
    exit_rate,
    exit_times,
    mean_exit_time,
    state_set,
)
from toolkit.models import IndependentSites
from toolkit.sampling import inverse_cdf, rejection_free_jump, run_chains


def one_site(q: int, gamma: float) -> IndependentSites:
    h = np.zeros((1, q))
    h[0, 0] = gamma
    return IndependentSites(h)


# ------------------------------------------------------------------ conditionals and inverse CDF
def test_tempered_conditionals_closed_forms():
    lg = np.array([[0.0, 1.0], [3.0, -1.0]])
    for T in (0.5, 1.0, 4.0):
        p1 = 1 / (1 + np.exp(-(lg[:, 1] - lg[:, 0]) / T))  # sigmoid((l1 - l0)/T)
        np.testing.assert_allclose(tempered_conditionals(lg, T)[:, 1], p1, rtol=1e-14)
    # huge logits: p(1) = e^{-1000} underflows to 0, p(0) = 1; no overflow, no NaN
    np.testing.assert_array_equal(tempered_conditionals(np.array([[1000.0, 0.0]]), 1.0), [[1.0, 0.0]])
    np.testing.assert_allclose(tempered_conditionals(np.array([[2.0, 0.0, 7.0]]), math.inf), 1 / 3, rtol=1e-15)


def test_inverse_cdf_follows_its_documented_rule():
    # smallest a with cumsum(p)[a] > u * sum(p):
    # [0, 1] at u = 0 -> 1 (never the zero-weight token 0)
    assert inverse_cdf(np.array([[0.0, 1.0]]), np.array([0.0])).tolist() == [1]
    # [1/4, 3/4] at u = 1/4 -> 1 (cumsum 1/4 is not > 1/4); at u = 0.2499 -> 0
    assert inverse_cdf(np.array([[0.25, 0.75]] * 2), np.array([0.25, 0.2499])).tolist() == [1, 0]
    # [1, 0, 2] at u = 1/4 (target 3/4) -> 0; at u = 1/2 (target 3/2) -> 2 (the zero weight is skipped)
    assert inverse_cdf(np.array([[1.0, 0.0, 2.0]] * 2), np.array([0.25, 0.5])).tolist() == [0, 2]
    # [2, 2, 0] at u = 1/2 (target 2) -> 1; unnormalized rows are fine
    assert inverse_cdf(np.array([[2.0, 2.0, 0.0]]), np.array([0.5])).tolist() == [1]


# ------------------------------------------------------------------ laziness and holding times
def test_lazy_step_moves_with_probability_one_minus_lazy():
    """One site, p(1) = 3/4 (logits (0, ln 3)); lazy 0.4: from 0, P(at 1 after one step) = 0.6 * 0.75 = 0.45."""
    m = IndependentSites(np.log([[1.0, 3.0]]))
    k = 40_000
    run = run_chains(m, n_chains=k, n_steps=1, start=np.zeros(1, int), lazy=0.4, record_states=False, rng=11)
    frac = float(run.final[:, 0].mean())
    assert abs(frac - 0.45) < 5 * math.sqrt(0.45 * 0.55 / k)


def test_rejection_free_holding_time_and_exit_rate_with_laziness():
    """Same site: r(0) = (1 - lazy) * 3/4, holding ~ Geometric(r), mean 1/r."""
    m = IndependentSites(np.log([[1.0, 3.0]]))
    for lazy in (0.0, 0.4):
        r = (1 - lazy) * 0.75
        assert exit_rate(m, np.zeros((1, 1), int), lazy=lazy)[0] == pytest.approx(r, rel=1e-14, abs=0)
        x = np.zeros((50_000, 1), dtype=np.int64)
        hold, new, rate = rejection_free_jump(m, x, lazy=lazy, rng=3)
        np.testing.assert_allclose(rate, r, rtol=1e-14)
        assert (new == 1).all()  # the only change from 0 is to 1
        se = math.sqrt(1 - r) / r / math.sqrt(hold.size)  # sd of Geometric(r) is sqrt(1-r)/r
        assert abs(hold.mean() - 1 / r) < 5 * se


def test_exit_rate_two_independent_sites():
    """r(x) = (1 - lazy)(1/n) sum_i (1 - p_i(x_i)): sites with p(0) = 1/4 and 1/2, x = (0, 0), lazy 0.3
    -> 0.7 * (3/4 + 1/2) / 2 = 0.4375."""
    m = IndependentSites(np.log([[1.0, 3.0], [1.0, 1.0]]))
    assert exit_rate(m, np.zeros((1, 2), int), lazy=0.3)[0] == pytest.approx(0.4375, rel=1e-14, abs=0)


# ------------------------------------------------------------------ escape bound
@pytest.mark.parametrize("q", [2, 3, 4])
def test_escape_bound_closed_form_and_tightness(q):
    gamma, T = 1.2, 0.6
    bound = math.exp(gamma / T) / (q - 1)
    assert float(escape_time_lower_bound(gamma, q, T)) == pytest.approx(bound, rel=1e-14, abs=0)
    # one site with logits (gamma, 0, ..): E[tau] = 1 + bound, i.e. 1 / exit_rate
    m = one_site(q, gamma)
    assert 1 / exit_rate(m, np.zeros((1, 1), int), temperature=T)[0] == pytest.approx(1 + bound, rel=1e-13, abs=0)


# ------------------------------------------------------------------ exit-time intervals and censoring
def test_mean_exit_time_interval_matches_scipy():
    v = np.random.default_rng(5).geometric(0.1, size=37).astype(float)
    for level in (0.9, 0.95):
        est = mean_exit_time(v, level=level)
        se = stats.sem(v)  # ddof = 1
        lo, hi = stats.t.interval(level, v.size - 1, loc=v.mean(), scale=se)
        assert est.value == pytest.approx(v.mean(), rel=1e-14, abs=0)
        assert est.stderr == pytest.approx(se, rel=1e-12)
        assert est.ci[0] == pytest.approx(lo, rel=1e-12) and est.ci[1] == pytest.approx(hi, rel=1e-12)


@pytest.mark.parametrize("method", ["glauber", "rejection-free"])
def test_exit_at_max_steps_is_not_censored(method):
    """One site, logits (0, 50): from 0 the chain leaves at step 1 (stays w.p. ~e^-50), so with
    max_steps = 1 every exit time is 1 and none is censored."""
    m = IndependentSites(np.array([[0.0, 50.0]]))
    res = exit_times(m, state_set(np.zeros((1, 1), int), q=2), start=np.zeros(1, int), n_chains=20,
                     max_steps=1, method=method, rng=0)
    assert res.n_censored == 0 and (res.times == 1).all()
