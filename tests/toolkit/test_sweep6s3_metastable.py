"""Contract sweep s3 (issue 30): toolkit.metastable promises executed but not pinned: the set
predicates' inclusive ends, the Student-t mean and its censoring label, the exit rate and the
escape bound by hand, the quench's tie rule, the 'auto' route's threshold (1 step with batched
conditionals, n without)."""

import math

import numpy as np
import pytest
from scipy.stats import t as student_t

from toolkit import metastable as ms
from toolkit.exceptions import InvalidInputError
from toolkit.models import IndependentSites


def test_threshold_and_state_sets():
    f = ms.threshold_set(lambda x: x.sum(axis=1), low=1, high=2)
    assert f(np.array([[0, 0], [0, 1], [1, 1], [2, 1]])).tolist() == [False, True, True, False]
    g = ms.threshold_set(lambda x: x.sum(axis=1), high=1)
    assert g(np.array([[0, 0], [1, 1]])).tolist() == [True, False]
    with pytest.raises(InvalidInputError, match="needs `low`, `high` or both"):
        ms.threshold_set(lambda x: x)
    s = ms.state_set([[0, 1, 2], [2, 2, 2]], q=3)
    assert s(np.array([[0, 1, 2], [2, 1, 0], [2, 2, 2]])).tolist() == [True, False, True]


def test_mean_exit_time_by_hand():
    v = np.array([2.0, 4.0, 9.0, 5.0])
    e = ms.mean_exit_time(v, censored=[False, True, False, True], level=0.9)
    se = np.std(v, ddof=1) / 2
    h = student_t.ppf(0.95, 3) * se
    assert e.value == 5.0 and e.stderr == pytest.approx(se) and e.ci == pytest.approx((5 - h, 5 + h))
    assert e.method == "exit time, 2 censored: lower estimate" and e.level == 0.9 and e.n_samples == 4
    assert ms.mean_exit_time(v).method == "exit time"
    with pytest.raises(InvalidInputError, match="at least 2 values"):
        ms.mean_exit_time([3.0])


def test_exit_rate_and_escape_bound_by_hand():
    m = IndependentSites(np.log(np.array([[0.8, 0.2], [0.4, 0.6]])))
    # state (0, 1): leave 0.2 and 0.4 -> (1 - 0.25) (0.6) / 2
    assert ms.exit_rate(m, np.array([[0, 1]]), lazy=0.25).tolist() == pytest.approx([0.75 * 0.6 / 2])
    # T = 2: p^(1/2): site 0 leaves w.p. sqrt(.2)/(sqrt(.8)+sqrt(.2)) = 1/3, site 1 sqrt(.4)/(sqrt(.4)+sqrt(.6))
    p1 = math.sqrt(0.4) / (math.sqrt(0.4) + math.sqrt(0.6))
    assert ms.exit_rate(m, np.array([[0, 1]]), temperature=2.0).tolist() == pytest.approx([(1 / 3 + p1) / 2])
    assert ms.escape_time_lower_bound(2.0, 3, 0.5).tolist() == pytest.approx(math.exp(4.0) / 2)


def test_quench_ties_keep_else_first_argmax():
    # site 0: logits (1, 1, 0): token 0 or 1 is kept; token 2 moves to the first argmax, 0
    m = IndependentSites(np.array([[1.0, 1.0, 0.0], [0.0, 2.0, 2.0]]))
    y, conv = ms.quench(m, np.array([[1, 0], [2, 0], [0, 2]]))
    assert y.tolist() == [[1, 1], [0, 1], [0, 2]] and conv.all()
    assert ms.QUENCH_TIE_ATOL == 0.0


class _Uniform:
    """q = 2 uniform conditionals on n = 4 sites: every step changes w.p. 1/2, a holding time of 2."""

    vocab_size, length = 2, 4

    def logits(self, x, sites):
        return np.zeros((len(x), 2))


class _UniformBatched(_Uniform):
    def all_conditionals(self, x):
        return np.zeros((len(x), 4, 2))


def test_auto_route_threshold():
    x = np.zeros((8, 4), dtype=np.int64)
    rng = np.random.default_rng(0)
    # mean holding 2 steps: below n = 4 (one call per step costs the same as a jump) -> glauber;
    # with batched conditionals the threshold is 1 step -> rejection-free
    assert ms._choose_method(_Uniform(), "auto", x, 1.0, 0.0, rng) == "glauber"
    assert ms._choose_method(_UniformBatched(), "auto", x, 1.0, 0.0, rng) == "rejection-free"
    assert ms._choose_method(_Uniform(), "glauber", x, 1.0, 0.0, rng) == "glauber"
    with pytest.raises(InvalidInputError, match="`method`"):
        ms._choose_method(_Uniform(), "fast", x, 1.0, 0.0, rng)
    assert ms.METHODS == ("auto", "glauber", "rejection-free")


@pytest.mark.parametrize("method", ["glauber", "rejection-free"])
def test_exit_times_are_geometric(method):
    # one site, token 1 w.p. 0.2: from {x = 0} each step leaves w.p. 0.2 (0.1 with lazy 1/2)
    m = IndependentSites(np.log(np.array([[0.8, 0.2]])))
    inside = ms.state_set([[0]], q=2)
    B = 4000
    r = ms.exit_times(m, inside, start=np.array([0]), n_chains=B, method=method, rng=3)
    assert abs(r.times.mean() - 5.0) < 5 * math.sqrt(20.0 / B) and r.n_censored == 0 and r.times.min() >= 1
    lz = ms.exit_times(m, inside, start=np.array([0]), n_chains=B, method=method, lazy=0.5, rng=4)
    assert abs(lz.times.mean() - 10.0) < 5 * math.sqrt(90.0 / B)
    cap = ms.exit_times(m, inside, start=np.array([0]), n_chains=B, method=method, max_steps=3, rng=5)
    # P(G > 3) = 0.8^3: censored at 3, the rest exit at 1, 2 or 3
    assert abs(cap.censored.mean() - 0.512) < 5 * math.sqrt(0.512 * 0.488 / B)
    assert (cap.times[cap.censored] == 3).all() and cap.times.max() <= 3
    with pytest.raises(InvalidInputError, match="is not in the set"):
        ms.exit_times(m, inside, start=np.array([1]), n_chains=2, rng=0)
    with pytest.raises(InvalidInputError, match="`level` must be in"):
        ms.exit_times(m, inside, start=np.array([0]), n_chains=2, level=0.0, rng=0)
