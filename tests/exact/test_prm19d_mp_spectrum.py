"""prm19d (issue 30, second promise sweep): ``nonreversible_spectrum`` promises ``lambda_2`` =
the largest real part among the non-unit eigenvalues, which is not always the real part of the
eigenvalue nearest 1 (a complex pair far from the real axis can have the larger real part)."""

import math

import numpy as np

from exact._mp_spectrum import nonreversible_spectrum


def _chain():
    # P = J/4 + B, B built on the Hadamard vectors orthogonal to 1, so the spectrum is by
    # construction {1, 0.15, 0.175 +- 0.25i}; doubly stochastic, entries >= 0.0875.
    h = 0.5 * np.array([[1, 1, 1, 1], [1, 1, -1, -1], [1, -1, 1, -1], [1, -1, -1, 1]], float)
    e1, e2, e3 = h[1], h[2], h[3]
    B = (0.15 * np.outer(e1, e1) + 0.175 * (np.outer(e2, e2) + np.outer(e3, e3))
         + 0.25 * (np.outer(e2, e3) - np.outer(e3, e2)))
    return np.full((4, 4), 0.25) + B


def test_lambda_2_is_the_largest_real_part_not_the_eigenvalue_nearest_one():
    P = _chain()
    assert P.min() > 0 and np.allclose(P.sum(axis=1), 1.0)
    # 0.15 is nearer 1 (distance 0.85) than 0.175 +- 0.25i (distance 0.862), yet the pair's
    # real part 0.175 is the larger: lambda_2 = 0.175, lambda_star = |0.175 + 0.25i|
    assert abs(1 - 0.15) < abs(1 - (0.175 + 0.25j))
    lam2, star, gap, err, _ = nonreversible_spectrum(P)
    assert math.isclose(lam2, 0.175, abs_tol=1e-12)
    assert math.isclose(star, math.hypot(0.175, 0.25), abs_tol=1e-12)
    assert math.isclose(float(gap), 1 - math.hypot(0.175, 0.25), abs_tol=1e-12)
