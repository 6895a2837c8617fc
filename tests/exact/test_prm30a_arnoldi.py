"""prm30a: ``krylov_schur`` returns one unit Ritz vector per wanted value, each its own: for the
diagonal operator ``diag(d)`` with distinct ``d`` the eigenvector of ``d_j`` is the unit vector
``e_j`` (up to a phase), so with ``k = 3`` the three columns are ``e_0, e_1, e_2`` in the order of
the values (by decreasing modulus), the second and third not copies of the first."""

import numpy as np

from exact._arnoldi import krylov_schur


def test_three_ritz_vectors_are_the_three_eigenvectors():
    N = 60
    d = np.linspace(1.0, 0.1, N)          # d_0 = 1 > d_1 > d_2 > ...: distinct, real, positive
    run = krylov_schur(lambda v: d * v, N, 3, tol=1e-12)
    assert run.converged
    np.testing.assert_allclose(run.values.real, d[:3], rtol=0, atol=1e-10)
    assert run.vectors.shape == (N, 3)
    for j in range(3):
        v = run.vectors[:, j]
        assert abs(np.linalg.norm(v) - 1.0) < 1e-10
        assert abs(abs(v[j]) - 1.0) < 1e-8      # e_j up to a phase
