"""harden10a: exact._linalg.offdiag_pairs on a sparse symmetric kernel (issue 30)."""

import numpy as np
import scipy.sparse as sp

from exact._linalg import offdiag_pairs


def test_offdiag_pairs_sparse_symmetric_kernel_keeps_every_edge():
    # lazy walk on the 5-cycle: P(x, x) = 1/2, P(x, x +- 1) = 1/4, a symmetric matrix. Its
    # off-diagonal entries (docstring: "Off-diagonal entries with their reverse") are the 10
    # ordered pairs (x, x +- 1 mod 5), each with P(x, y) = P(y, x) = 1/4.
    n = 5
    D = 0.5 * np.eye(n) + 0.25 * (np.roll(np.eye(n), 1, axis=1) + np.roll(np.eye(n), -1, axis=1))
    expected = {(x, (x + s) % n) for x in range(n) for s in (1, -1)}
    for P in (sp.csr_matrix(D), D):
        got = {}
        for r, c, v, rv in offdiag_pairs(P):
            for a, b, pv, prv in zip(r, c, v, rv, strict=True):
                got[(int(a), int(b))] = (float(pv), float(prv))
        assert set(got) == expected
        assert all(pv == 0.25 and prv == 0.25 for pv, prv in got.values())
