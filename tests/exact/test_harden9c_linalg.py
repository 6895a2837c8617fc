"""harden9c: exact._linalg on degenerate inputs (a boolean transition matrix, explicitly
stored zeros, one-way transitions), from the documented contracts (issue 30)."""

import numpy as np
import scipy.sparse as sp

from exact._linalg import check_stochastic, offdiag_chunks, offdiag_pairs


def test_boolean_permutation_is_a_transition_matrix():
    # a permutation matrix given as booleans: entries 0/1, rows summing to 1, real numbers
    P = np.array([[False, True], [True, False]])
    assert check_stochastic(P) is P


def _all(chunks):
    parts = list(chunks)
    return [np.concatenate([p[k] for p in parts]) for k in range(len(parts[0]))]


def test_sparse_offdiag_skips_stored_zeros():
    # the off-diagonal *non-zero* entries: a stored 0 (kept by the sparse format) is no transition
    P = sp.csr_matrix((np.array([0.5, 0.0, 0.5, 1.0, 1.0]), (np.array([0, 0, 0, 1, 2]), np.array([0, 1, 2, 1, 2]))),
                      shape=(3, 3))
    assert P.nnz == 5  # the explicit zero (0 -> 1) is stored
    r, c, v = _all(offdiag_chunks(P))
    assert sorted(zip(r.tolist(), c.tolist(), v.tolist(), strict=True)) == [(0, 2, 0.5)]
    r, c, lv = _all(offdiag_chunks(P, log=True))
    assert sorted(zip(r.tolist(), c.tolist(), strict=True)) == [(0, 2)] and np.allclose(lv, np.log(0.5))


def test_dense_pairs_keep_one_way_transitions():
    # "off-diagonal entries with their reverse": a pair (x, y) is listed whenever either
    # direction is positive; here 0 -> 1 only (P(1, 0) = 0), so both (0, 1) and (1, 0) appear
    P = np.array([[0.5, 0.5], [0.0, 1.0]])
    r, c, a, b = _all(offdiag_pairs(P))
    got = sorted(zip(r.tolist(), c.tolist(), a.tolist(), b.tolist(), strict=True))
    assert got == [(0, 1, 0.5, 0.0), (1, 0, 0.0, 0.5)]
