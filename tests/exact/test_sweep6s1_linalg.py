"""Contract sweep 6, group s1 (issue 30): exact/_linalg.py's promises that no other test pins:
check_stochastic's row-sum allowance at its boundaries (1e-8 in float64, 1000 u of a lower
precision), zero entries allowed and negative ones refused, the first bad row named, the
argument's name; the off-diagonal chunks of a dense matrix; the type error."""

from __future__ import annotations

import numpy as np
import pytest
import scipy.sparse as sp
from scipy.sparse.linalg import aslinearoperator

import exact._linalg as la
from exact._linalg import as_dense, as_operator, check_stochastic, offdiag_chunks
from toolkit.exceptions import InvalidInputError, InvalidTypeError


def test_row_sum_allowance_in_float64():
    assert la.STOCHASTIC_ATOL == 1e-8
    ok = np.array([[0.5, 0.5 + 0.9e-8], [0.25, 0.75]])
    assert check_stochastic(ok) is ok
    bad = np.array([[0.25, 0.75], [0.5, 0.5 + 2e-8]])
    with pytest.raises(InvalidInputError, match=r"row 1 sums to 1\.00000002"):
        check_stochastic(bad)
    with pytest.raises(InvalidInputError, match="row 1"):
        check_stochastic(sp.csr_matrix(bad))


def test_row_sum_allowance_in_float32_is_1000_u():
    # 1000 * eps(float32) = 1.19e-4 > 1e-8
    ok = np.array([[0.5, 0.5001], [0.25, 0.75]], dtype=np.float32)
    assert check_stochastic(ok) is ok
    with pytest.raises(InvalidInputError, match="row 0"):
        check_stochastic(np.array([[0.5, 0.5003], [0.25, 0.75]], dtype=np.float32))


def test_entries_zero_allowed_negative_refused_and_named():
    check_stochastic(np.array([[1.0, 0.0], [0.0, 1.0]]))
    check_stochastic(np.eye(3, dtype=np.int64))          # integers: an identity is a kernel
    with pytest.raises(InvalidInputError, match=r"`Q` must be a transition matrix \(entries >= 0\)"):
        check_stochastic(np.array([[1.0 + 1e-300, -1e-300], [0.0, 1.0]]), "Q")
    with pytest.raises(InvalidInputError, match="`Q` must be a square matrix"):
        check_stochastic(np.ones((2, 3)) / 3, "Q")
    with pytest.raises(InvalidInputError, match="`P` must have at least one state"):
        check_stochastic(np.zeros((0, 0)))
    # operators pass unchecked (no entries to read)
    op = aslinearoperator(np.full((2, 2), 0.7))
    assert check_stochastic(op) is op


def test_offdiag_chunks_of_a_dense_matrix():
    P = np.array([[0.5, 0.5, 0.0], [0.2, 0.3, 0.5], [0.0, 0.4, 0.6]])
    (r, c, v), = list(offdiag_chunks(P))
    got = sorted(zip(r.tolist(), c.tolist(), v.tolist(), strict=True))
    assert got == [(0, 1, 0.5), (1, 0, 0.2), (1, 2, 0.5), (2, 1, 0.4)]
    (r, c, lv), = list(offdiag_chunks(sp.csr_matrix(P), log=True))
    got = sorted(zip(r.tolist(), c.tolist(), lv.tolist(), strict=True))
    np.testing.assert_allclose([g[2] for g in got], np.log([0.5, 0.2, 0.5, 0.4]), rtol=1e-15)


def test_operator_forms_and_type_error():
    P = np.array([[0.9, 0.1], [0.3, 0.7]])
    A, AT, N = as_operator(P)
    assert N == 2 and np.allclose(A @ np.array([1.0, 0.0]), [0.9, 0.3])
    assert np.allclose(AT @ np.array([1.0, 0.0]), [0.9, 0.1])
    np.testing.assert_array_equal(as_dense(aslinearoperator(P)), P)
    with pytest.raises(InvalidTypeError, match="got list"):
        as_operator([[1.0]])
    with pytest.raises(InvalidInputError, match="square"):
        as_operator(np.ones((2, 3)))


def test_matrix_forms_of_each_kernel_kind():
    from exact import glauber_kernel
    from exact._linalg import as_sparse_or_dense, kernel_kind, log_dense, offdiag_pairs
    from toolkit.models import potts

    P = np.array([[0.5, 0.5, 0.0], [0.2, 0.3, 0.5], [0.0, 0.4, 0.6]])
    assert as_sparse_or_dense(P) is P
    assert sp.issparse(as_sparse_or_dense(sp.coo_matrix(P)))
    assert as_sparse_or_dense(aslinearoperator(P)) is None
    K = glauber_kernel(potts(2, 3, 1.0), temperature=1.0)
    assert sp.issparse(as_sparse_or_dense(K))                    # random scan: its CSR
    S = glauber_kernel(potts(2, 3, 1.0), temperature=1.0, scan="systematic")
    np.testing.assert_allclose(as_sparse_or_dense(S), S.dense())   # systematic, small: dense
    assert kernel_kind(K) == "glauber" and kernel_kind(P) == "dense"
    # log of a matrix: -inf where P is 0
    L = log_dense(P)
    assert L[0, 2] == -np.inf and L[1, 2] == np.log(0.5)
    # pairs with their reverse (sparse, not in logarithms): (0, 2) has neither direction, so it is absent
    (r, c, v, w), = list(offdiag_pairs(sp.csr_matrix(P)))
    got = sorted(zip(r.tolist(), c.tolist(), v.tolist(), w.tolist(), strict=True))
    assert got == [(0, 1, 0.5, 0.2), (1, 0, 0.2, 0.5), (1, 2, 0.5, 0.4), (2, 1, 0.4, 0.5)]


def test_complex_and_non_finite_entries_refused():
    with pytest.raises(InvalidInputError, match="`P` must hold real numbers; got dtype complex128"):
        check_stochastic(np.eye(2, dtype=complex))
    with pytest.raises(InvalidInputError, match="`P` has non-finite entries"):
        check_stochastic(np.array([[np.nan, 1.0], [0.5, 0.5]]))
    with pytest.raises(InvalidInputError, match="`P` has non-finite entries"):
        check_stochastic(sp.csr_matrix(np.array([[np.inf, 1.0], [0.5, 0.5]])))
