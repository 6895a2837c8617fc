"""prm23a: ``exact._linalg.as_operator`` of a LinearOperator gives ``P^T`` as the operator's
adjoint, not ``P`` itself: a non-symmetric two-state chain tells them apart (a symmetric one
cannot), and the stationary law of the operator is the chain's, by hand."""

import numpy as np
from scipy.sparse.linalg import aslinearoperator

from exact._linalg import as_operator
from exact.stationary import stationary


def test_operator_transpose_is_the_adjoint_of_a_non_symmetric_chain():
    P = np.array([[0.9, 0.1], [0.3, 0.7]])
    A, PT, N = as_operator(aslinearoperator(P))
    assert N == 2
    np.testing.assert_allclose(A.matvec(np.array([1.0, 0.0])), [0.9, 0.3])    # column 0 of P
    np.testing.assert_allclose(PT.matvec(np.array([1.0, 0.0])), [0.9, 0.1])   # column 0 of P^T = row 0 of P


def test_stationary_law_of_an_operator_by_hand():
    # pi P = pi for P = [[1-p, p], [r, 1-r]]: pi = (r, p) / (p + r) = (0.75, 0.25) at p = 0.1, r = 0.3
    P = np.array([[0.9, 0.1], [0.3, 0.7]])
    np.testing.assert_allclose(np.asarray(stationary(aslinearoperator(P))), [0.75, 0.25], rtol=1e-8)
