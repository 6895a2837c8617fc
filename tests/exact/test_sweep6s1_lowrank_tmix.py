"""Contract sweep 6, group s1 (issue 30): exact/_lowrank_tmix.py's promises that no other test
pins: the ties rule at eps (d(t) within 1e-12 above eps counts as mixed), the sketch's size
(rank 64 + 8 oversampling), the residual threshold, and the times reported in increasing order."""

from __future__ import annotations

import numpy as np
import pytest

import exact._lowrank_tmix as lr
from exact import glauber_kernel, stationary
from exact._lowrank_tmix import _sketch, lowrank_mixing_time
from toolkit.models import curie_weiss

# [[0.9, 0.1], [0.3, 0.7]]: pi = (3/4, 1/4), d(t) = 0.75 * 0.6^t (worst start 1)
P2 = np.array([[0.9, 0.1], [0.3, 0.7]])
PI2 = np.array([0.75, 0.25])


def test_ties_rule_at_eps():
    d3 = 0.75 * 0.6**3                      # 0.162
    assert lowrank_mixing_time(P2, PI2, d3, 2**40).t_mix == 3
    # d(3) above eps by 5e-13 (within the ties rule's 1e-12): still mixed at 3
    assert lowrank_mixing_time(P2, PI2, d3 - 5e-13, 2**40).t_mix == 3
    # above eps by 5e-12 (beyond it): not mixed until 4
    assert lowrank_mixing_time(P2, PI2, d3 - 5e-12, 2**40).t_mix == 4


def test_sketch_size_and_residual():
    assert (lr.LOWRANK_RANK, lr.LOWRANK_OVERSAMPLE, lr.LOWRANK_RESIDUAL) == (64, 8, 1e-13)
    rng = np.random.default_rng(1)
    W = np.outer(rng.standard_normal(100), rng.standard_normal(100))    # rank 1
    Q, B, e = _sketch(W)
    assert Q.shape == (100, 72) and B.shape == (72, 100) and e < 1e-12
    np.testing.assert_allclose(Q.T @ Q, np.eye(72), atol=1e-12)
    Q, B, e = _sketch(W[:50, :50])
    assert Q.shape == (50, 50)              # min(N, 72)
    # a full-rank Gaussian W: 72 of 100 directions leave a residual of order 1 in every row
    G = rng.standard_normal((100, 100))
    _, _, e = _sketch(G)
    assert e > 1.0


def test_factored_run_reports_times_in_increasing_order():
    # curie_weiss(8, 1) at T = 0.4: factored from tau = 128 (tests/exact/test_tmix_large.py)
    K = glauber_kernel(curie_weiss(8, 1.0), temperature=0.4)
    pi = stationary(K)
    r = lowrank_mixing_time(K, pi, 0.25, 2**40)
    assert "factored from tau = 128" in r.method
    assert list(r.times) == sorted(set(r.times)) and r.times[0] == 0
    assert r.distances[0] == pytest.approx(1 - pi.min(), rel=1e-12)
    # every time up to t_mix - 1 evaluated is above eps, every one from t_mix on at or below it
    for t, d in zip(r.times, r.distances, strict=True):
        assert (d > 0.25) is (t < r.t_mix)


def test_row_distances_of_sparse_and_factored_forms():
    import scipy.sparse as sp

    from exact._lowrank_tmix import _rmul, _tv, _tv_factored

    rng = np.random.default_rng(7)
    M = rng.uniform(0, 1, (6, 6)) * (rng.uniform(0, 1, (6, 6)) < 0.4)
    M[np.arange(6), np.arange(6)] += 0.5
    M /= M.sum(axis=1, keepdims=True)
    pi = rng.uniform(0.1, 1, 6)
    pi /= pi.sum()
    want = 0.5 * np.abs(M - pi).sum(axis=1)            # TV of each row, by definition
    np.testing.assert_allclose(_tv(M, pi), want, rtol=1e-13)
    np.testing.assert_allclose(_tv(sp.csr_matrix(M), pi), want, rtol=1e-13)
    Q, X = rng.standard_normal((6, 2)), rng.standard_normal((2, 6))
    np.testing.assert_allclose(_tv_factored(Q, X), 0.5 * np.abs(Q @ X).sum(axis=1), rtol=1e-13)
    R = rng.uniform(0, 1, (3, 6))
    np.testing.assert_allclose(_rmul(R, sp.csr_matrix(M)), R @ M, rtol=1e-13)
