"""prm22a (fifth sweep, issue 30): exact.lumped_sectors._top on the branches the tests' chains
left inactive.

- dense, non-reversible: ``lambda_2`` is the largest *real part* and ``lambda_star`` the largest
  modulus (docstring), which differ when the largest modulus is negative (the tests' sectors
  had their largest modulus at the largest real part);
- ARPACK (sectors above 400 rows), reversible: the error is the Ritz residual ``||H v - theta v||``
  (docstring), which ARPACK's convergence test keeps below ``tol |theta|`` (tol = 1e-13): for a
  matrix of norm 1e-3 far below the dense branch's ``10 u N`` (4.5e-13 at 401 rows)."""

from __future__ import annotations

import numpy as np
import scipy.sparse as sp

from exact.lumped_sectors import _top


def test_dense_nonreversible_lambda2_is_the_largest_real_part():
    # upper triangular: eigenvalues 0.3 and -0.9 (the diagonal), by hand
    S = sp.csr_matrix(np.array([[0.3, 0.1], [0.0, -0.9]]))
    l2, ls, err = _top(S, False)
    assert abs(l2 - 0.3) < 1e-12
    assert abs(ls - 0.9) < 1e-12
    assert 0 <= err < 1e-12


def test_arpack_reversible_error_is_the_ritz_residual():
    N = 401  # above the dense limit (400 rows)
    d = np.linspace(0.0, 1e-3, N)  # eigenvalues: the diagonal; the largest is 1e-3
    theta, star, err = _top(sp.diags(d).tocsr(), True)
    assert abs(theta - 1e-3) <= 1e-15 and star == theta
    assert 0 <= err <= 10 * 1e-13 * 1e-3  # residual <= tol |theta| (ARPACK), with a factor 10 to spare
