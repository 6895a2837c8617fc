"""cmp16d (issue 30): exact._linalg.as_operator's small-q CSR products, from the comment on
SPARSE_PRODUCTS_SMALL_Q_MAX ("random-scan kernels with q <= 3 keep a CSR matrix for their
products up to this many non-zeros")."""

import numpy as np

from exact import glauber_kernel
from exact._linalg import SPARSE_PRODUCTS_MAX, SPARSE_PRODUCTS_SMALL_Q_MAX, as_operator
from toolkit.models import IndependentSites


def test_q3_kernel_above_the_general_limit_keeps_its_csr_products():
    # q = 3 (the edge of q <= 3), n = 11: 3**11 = 177147 states of n (q - 1) + 1 = 23 non-zeros,
    # 4074381 in all: above SPARSE_PRODUCTS_MAX (so not the general cached branch), within the
    # small-q limit. Uniform logits: P is doubly stochastic, P 1 = 1 and P^T 1 = 1.
    K = glauber_kernel(IndependentSites(np.zeros((11, 3))), temperature=1.0)
    nnz = K.n_states * (11 * 2 + 1)
    assert SPARSE_PRODUCTS_MAX < nnz <= SPARSE_PRODUCTS_SMALL_Q_MAX
    A, AT, N = as_operator(K)
    assert N == 177147
    assert getattr(K, "_sparse_cache", None) is None   # built at the first product, not before
    np.testing.assert_allclose(A @ np.ones(N), 1.0, rtol=0, atol=1e-12)
    assert getattr(K, "_sparse_cache", None) is not None   # the product went through the cached CSR
    np.testing.assert_allclose(AT @ np.ones(N), 1.0, rtol=0, atol=1e-12)
