"""cmp15e: ``_smallest_m_eigenvalue`` iterates until both Collatz-Wielandt bounds agree.

Its docstring: inverse iteration from the positive start ``x`` brackets ``lambda_min`` between
``min x / M^{-1} x`` and ``max x / M^{-1} x`` and returns their midpoint once they agree to
``rtol``. From a start that is not the Perron vector the two bounds differ, so the answer is the
eigenvalue only if the lower bound is the minimum and the upper one the maximum of the ratios.

Hand values, ``M = [[1, -u], [-l, 1]]`` (``B`` has ``upper[0] = u``, ``lower[1] = l``):
``lambda = 1 +- sqrt(u l)``, so ``lambda_min = 1 - sqrt(u l)``.
"""

import math

import numpy as np

from exact.transfer import _smallest_m_eigenvalue


def _two(u, low, x):
    lower, upper = np.array([0.0, low]), np.array([u, 0.0])
    rows = np.array([1.0 - u, 1.0 - low])
    return _smallest_m_eigenvalue(lower, upper, rows, np.asarray(x, dtype=float))


def test_two_state_from_a_start_off_the_perron_vector():
    # u = l = 1/2: lambda_min = 1/2; from (1, 3) the first ratios x / M^{-1} x are 0.3 and 9/14
    assert math.isclose(_two(0.5, 0.5, [1.0, 3.0]), 0.5, rel_tol=1e-12)
    # u = 0.8, l = 0.2: sqrt(0.16) = 0.4, lambda_min = 0.6
    assert math.isclose(_two(0.8, 0.2, [3.0, 1.0]), 0.6, rel_tol=1e-12)


def test_tiny_eigenvalue_to_full_relative_accuracy():
    # u = l = 1 - 1e-10: sqrt(u l) = u, lambda_min = 1 - u (exact in floats), the row sum
    u = 1.0 - 1e-10
    assert math.isclose(_two(u, u, [1.0, 5.0]), 1.0 - u, rel_tol=1e-10)
