"""prm19d (issue 30, second promise sweep): ``gth_solve`` ignores ``W``'s diagonal (documented):
a matrix with its diagonal filled in (``P_BB`` as a caller holds it) gives the same solution."""

import numpy as np

from exact._gth import gth_solve


def test_gth_solve_ignores_the_diagonal_of_W():
    # docstring example: two states that swap w.p. 1/2 and leave w.p. 1/2, tau = 1 + tau/2 = 2;
    # a diagonal in W must change nothing
    W = np.array([[0.3, 0.5], [0.5, 0.7]])
    assert gth_solve(W, np.array([0.5, 0.5]), np.ones(2)).round(12).tolist() == [2.0, 2.0]
    B = np.array([[1.0, 0.0], [0.0, 1.0]])   # columns: (I - P_BB)^{-1} = [[4/3, 2/3], [2/3, 4/3]]
    X = gth_solve(W, np.array([0.5, 0.5]), B)
    assert np.allclose(X, [[4 / 3, 2 / 3], [2 / 3, 4 / 3]], rtol=1e-12)
