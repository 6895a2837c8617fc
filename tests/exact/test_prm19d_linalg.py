"""prm19d (issue 30, second promise sweep): the lazily built CSR operators of a random-scan
kernel apply ``P`` and ``P^T`` to single vectors and to blocks of vectors alike."""

import numpy as np

from exact._linalg import _lazy_csr_operators
from exact.kernel import glauber_kernel
from toolkit.models import potts


def test_lazy_operators_blocks_match_the_dense_matrix():
    K = glauber_kernel(potts(3, 3, 1.0), temperature=0.7, lazy=0.2)
    M = K.dense()
    A, AT, N = _lazy_csr_operators(K)
    B = np.random.default_rng(0).random((N, 4))
    assert np.allclose(A @ B, M @ B, rtol=1e-12, atol=1e-15)
    assert np.allclose(AT @ B, M.T @ B, rtol=1e-12, atol=1e-15)
    assert np.allclose(AT @ B[:, 0], M.T @ B[:, 0], rtol=1e-12, atol=1e-15)
