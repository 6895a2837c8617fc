"""prm25e (issue 30, eighth sweep): exact/transfer.py's smallest M-matrix eigenvalue to
relative accuracy, however small it is."""

import math

import numpy as np

from exact.transfer import _smallest_m_eigenvalue


def test_smallest_m_eigenvalue_relative_accuracy_from_a_poor_start():
    # M = I - (1 - r) B0 with B0 = [[0, 1, 0], [1/2, 0, 1/2], [0, 1, 0]] (stochastic, eigenvalues
    # 1, 0, -1): M's eigenvalues are r, 1, 2 - r, so lambda_min = r exactly, given through the
    # row sums r (the documented high-relative-accuracy input). A start far from the Perron
    # vector leaves a first Collatz-Wielandt bracket tiny in absolute terms (~r) but wide in
    # relative ones: the docstring's rtol is relative ("agree to rtol", "however small it is").
    r = 1e-20
    lower, upper = np.array([0.0, 0.5, 1.0]), np.array([1.0, 0.5, 0.0])
    lam = _smallest_m_eigenvalue(lower, upper, np.full(3, r), np.array([1.0, 5.0, 2.0]))
    assert math.isclose(lam, r, rel_tol=1e-12)

