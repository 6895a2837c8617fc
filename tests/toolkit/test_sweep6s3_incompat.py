"""Contract sweep s3 (issue 30): toolkit.incompat promises executed but not pinned: the
clustered prevalence error by hand (the ratio estimator's between-context variance, the t
widening, the effective size, the one-context and p in {0, 1} branches), the pair helpers
(explicit pairs ordered within a row, the random default count, every triu position), the
contexts' dedup and subsample."""

import math
from types import SimpleNamespace

import numpy as np
import pytest
from scipy.stats import t as student_t

from toolkit.coupling import wilson_interval
from toolkit.exceptions import InvalidInputError
from toolkit.incompat import _prevalence, _triu_pairs, contexts_from, site_pairs
from toolkit.models import IndependentSites


def test_clustered_prevalence_by_hand():
    # contexts 0, 0, 0, 1, 1, 2: certified 1, 1, 0 | 0, 0 | 1 -> N = 6, p = 1/2, m = 3
    cert = np.array([1, 1, 0, 0, 0, 1], dtype=bool)
    ctx = np.array([0, 0, 0, 1, 1, 2])
    est = _prevalence(cert, ctx, wilson_interval)
    Nk, ck, p, N, m = np.array([3, 2, 1.0]), np.array([2, 0, 1.0]), 0.5, 6, 3
    se = math.sqrt(m / (m - 1) * ((ck - p * Nk) ** 2).sum()) / N
    se_t = se * student_t.ppf(0.975, m - 1) / 1.959963984540054
    n_eff = min(N, p * (1 - p) / se_t**2)
    assert est.value == 0.5 and est.stderr == pytest.approx(se, rel=1e-12) and est.n_samples == 6
    assert est.ci == pytest.approx(wilson_interval(p * n_eff, n_eff), rel=1e-12)
    assert f"({m} contexts, effective size {n_eff:.4g} of 6)" in est.method


def test_prevalence_one_context_and_the_extremes():
    one = _prevalence(np.array([1, 0, 0, 0], dtype=bool), np.zeros(4, int), wilson_interval)
    assert one.stderr == pytest.approx(math.sqrt(0.25 * 0.75 / 4)) and one.ci == wilson_interval(1, 4)
    assert "one context" in one.method
    none = _prevalence(np.zeros(6, dtype=bool), np.array([0, 0, 1, 1, 2, 2]), wilson_interval)
    assert none.value == 0.0 and none.ci == pytest.approx(wilson_interval(0.0, 3.0))   # effective size m = 3
    assert "effective size 3 of 6" in none.method


def test_site_pairs_rules():
    assert site_pairs(5, [[3, 1], [0, 4]]).tolist() == [[1, 3], [0, 4]]     # ordered within each row
    assert site_pairs(4, "adjacent").tolist() == [[0, 1], [1, 2], [2, 3]]
    r = site_pairs(6, "random", rng=0)
    assert r.shape == (6, 2) and len({tuple(p) for p in r.tolist()}) == 6 and (r[:, 0] < r[:, 1]).all()
    assert site_pairs(3, "random", n_pairs=50, rng=0).tolist() == [[0, 1], [0, 2], [1, 2]]   # at most all 3
    with pytest.raises(InvalidInputError, match="distinct sites in 0..3"):
        site_pairs(4, [[2, 2]])
    with pytest.raises(InvalidInputError, match="n >= 2"):
        site_pairs(1, "all")
    for n in (2, 3, 7):
        i, j = np.triu_indices(n, 1)
        assert _triu_pairs(np.arange(i.size), n).tolist() == np.stack([i, j], axis=1).tolist()


def test_contexts_dedup_subsample_and_final_states():
    m = IndependentSites(np.zeros((2, 3)))
    X = np.array([[1, 0], [0, 2], [1, 0], [2, 2], [0, 0]])
    assert contexts_from(m, X).tolist() == [[0, 0], [0, 2], [1, 0], [2, 2]]
    assert contexts_from(m, X, unique=False).shape == (5, 2)
    for seed in range(6):
        sub = contexts_from(m, X, max_contexts=3, rng=seed)
        assert sub.shape == (3, 2) and sub.tolist() == sorted(sub.tolist()), seed   # kept in order
    run = SimpleNamespace(states=None, final=np.array([[2, 1], [2, 1]]))
    assert contexts_from(m, run).tolist() == [[2, 1]]
    with pytest.raises(InvalidInputError, match="at least one state"):
        contexts_from(m, np.zeros((0, 2), dtype=int))


def test_rectangle_test_guards_top_tokens_batches_and_temperature():
    from toolkit.incompat import _top_tokens, rectangle_test
    from toolkit.models import random_pairwise

    m = random_pairwise(3, 3, 1.0, rng=5)
    X = np.array([[0, 1, 2], [2, 0, 1]])
    rectangle_test(m, X, k=3)                                       # k = q: allowed
    with pytest.raises(InvalidInputError, match="`k` must be <= q=3; got 4"):
        rectangle_test(m, X, k=4)
    with pytest.raises(InvalidInputError, match="at least 2 distinct tokens"):
        rectangle_test(m, X, tokens=[1, 1])
    with pytest.raises(InvalidInputError, match="outside the vocabulary 0..2"):
        rectangle_test(m, X, tokens=[0, 3])
    # the k most likely tokens by the logits, listed in token order
    L = np.array([[[0.5, 2.0, 1.0], [3.0, 0.0, 2.5], [0.0, 0.0, 1.0]]])

    class Fixed:
        vocab_size, length = 3, 3

        def logits(self, x, sites):
            return L[0][np.asarray(sites)]

    assert _top_tokens(Fixed(), np.zeros((1, 3), dtype=int), 2).tolist() == [[[1, 2], [0, 2], [0, 2]]]
    a = rectangle_test(m, X, pairs="all", tokens=[0, 1, 2], temperature=1.0)
    b = rectangle_test(m, X, pairs="all", tokens=[0, 1, 2], temperature=1.0, batch_size=1)
    c = rectangle_test(m, X, pairs="all", tokens=[0, 1, 2], temperature=2.0)
    assert a.max_abs == b.max_abs and a.count == b.count and a.n_certified == b.n_certified
    assert c.max_abs == pytest.approx(a.max_abs / 2, rel=1e-12)   # log R / T
