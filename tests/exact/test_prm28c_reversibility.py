"""prm28c (issue 30): only a GlauberKernel above DENSE_EDGE_MAX states is left 'not decided';
a sparse matrix of that size is still decided by the edge-wise rule (both conditions of the
size guard: a kernel AND too many states)."""
import numpy as np
import scipy.sparse as sp

from exact.reversibility import DENSE_EDGE_MAX, reversibility


def test_large_sparse_symmetric_walk_is_decided_reversible():
    N = DENSE_EDGE_MAX + 2
    i = np.arange(N)
    # lazy simple random walk on a cycle: symmetric, so reversible with pi uniform
    P = sp.csr_matrix((np.r_[np.full(N, 0.5), np.full(2 * N, 0.25)],
                       (np.r_[i, i, i], np.r_[i, (i + 1) % N, (i - 1) % N])), shape=(N, N))
    r = reversibility(P)
    assert r.rule == "edge-wise relative residual"
    assert r.reversible is True
