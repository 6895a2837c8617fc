"""Automatic mutation sweep 7, group a1 (issue 30): exact.mixing's choice between the CSR
transpose and the per-site operator (``_transpose_matrix``'s docstring): a random-scan kernel
with ``q >= 4`` whose CSR would hold more than SPARSE_PRODUCTS_MAX entries steps through its
operator; the CSR of a random-scan kernel holds ``N (n (q - 1) + 1)`` entries (the diagonal and
the ``n (q - 1)`` single-site moves), counted here from the matrix itself, and the limit is
checked on both sides of it. Both paths give the same distance profile."""

from __future__ import annotations

import numpy as np
import pytest

import exact.mixing as mx
from exact import glauber_kernel
from exact._linalg import as_sparse_or_dense
from toolkit.models import potts, random_table

# q = 4, n = 3: N = 64 states, CSR entries 64 (3 * 3 + 1) = 640
K4 = glauber_kernel(random_table(4, 3, 1.0, rng=1), temperature=1.0)


def test_csr_entries_of_a_random_scan_kernel():
    M = as_sparse_or_dense(K4)
    nnz = M.nnz if hasattr(M, "nnz") else int(np.count_nonzero(M))
    assert nnz == 64 * (3 * (4 - 1) + 1) == 640


@pytest.mark.parametrize(("limit", "operator"), [(640, False), (639, True), (10**9, False)])
def test_operator_exactly_above_the_sparse_products_limit(monkeypatch, limit, operator):
    monkeypatch.setattr(mx, "SPARSE_PRODUCTS_MAX", limit)
    MT = mx._transpose_matrix(K4)
    assert (MT is None) is operator
    if not operator:
        M = as_sparse_or_dense(K4)
        M = M.toarray() if hasattr(M, "toarray") else M
        got = MT.toarray() if hasattr(MT, "toarray") else MT
        np.testing.assert_array_equal(got, M.T)


def test_q_below_four_or_systematic_never_use_the_operator(monkeypatch):
    monkeypatch.setattr(mx, "SPARSE_PRODUCTS_MAX", 1)
    K3 = glauber_kernel(potts(3, 3, 1.0), temperature=1.0)          # q = 3: the CSR product is cheap
    assert mx._transpose_matrix(K3) is not None
    S4 = glauber_kernel(random_table(4, 2, 1.0, rng=2), temperature=1.0, scan="systematic")
    assert mx._transpose_matrix(S4) is not None


def test_both_paths_give_the_same_profile(monkeypatch):
    ref = mx.distance_profile(K4, 12)
    monkeypatch.setattr(mx, "SPARSE_PRODUCTS_MAX", 1)
    assert mx._transpose_matrix(K4) is None
    np.testing.assert_allclose(mx.distance_profile(K4, 12), ref, rtol=1e-12, atol=1e-15)


# ---------------------------------------------------------------- t_mix = 0 when d(0) <= eps
# P = [[0.9, 0.1], [0.3, 0.7]]: pi = (3/4, 1/4), d(t) = 0.75 * 0.6^t from the worst start 1
P2 = np.array([[0.9, 0.1], [0.3, 0.7]])


@pytest.mark.parametrize("method", ["stepping", "doubling", "auto"])
@pytest.mark.parametrize("block", [1, 512])
def test_t_mix_zero_when_every_start_is_within_eps(method, block):
    # d(0) = max_x (1 - pi(x)) = 0.75: eps = 0.75 is mixed at t = 0 (min{t : d(t) <= eps})
    r = mx.mixing_time(P2, eps=0.75, method=method, block=block)
    assert r.t_mix == 0
    # eps = 0.7 < d(0): d(1) = 0.45 <= 0.7, so t_mix = 1 with the worst start 1 (pi = 1/4)
    r = mx.mixing_time(P2, eps=0.7, method=method, block=block)
    assert r.t_mix == 1 and r.worst_start == 1
    # eps = 0.3: d(2) = 0.27 <= 0.3 < d(1) = 0.45
    assert mx.mixing_time(P2, eps=0.3, method=method, block=block).t_mix == 2
