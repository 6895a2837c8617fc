"""Tenth blind audit, part c: the non-reversible pencil of exact._harmonic_ritz carries the
correction delta = |mu| max h (docstring of ``_nonreversible``), on the three-state chain of the
module docstring, ``P = [[1-a, a, 0], [b, 1-2b, b], [0, a, 1-a]]``: gap ``a`` exactly (odd
eigenvector (1, 0, -1)), wells 0 and 2, and the one state between them hit from nowhere else, so
``max h = h(1) = 1 / (2b)`` (it leaves to a well with probability 2b per step)."""

import numpy as np

from exact._harmonic_ritz import harmonic_ritz_gap


def _three(a, b):
    P = np.array([[1 - a, a, 0], [b, 1 - 2 * b, b], [0, a, 1 - a]])
    pi = np.array([b, a, b]) / (a + 2 * b)   # detailed balance: pi(0) a = pi(1) b
    r, c = np.nonzero(P - np.diag(np.diag(P)))
    return r, c, np.log(P[r, c]), np.log(pi)


def test_nonreversible_estimate_carries_max_h():
    # error = 2 kappa |mu| delta / (1 - delta) + (rounding), delta = |mu| max h, kappa >= 1 (a
    # condition number, by Cauchy-Schwarz): with mu = a = 1e-4, b = 0.1, max h = 5, delta = 5e-4,
    # error >= 2 a delta / (1 - delta) ~ 1e-7 (without max h it would be ~2 a^2 = 2e-8)
    a, b = 1e-4, 0.1
    res = harmonic_ritz_gap(*_three(a, b), 3, reversible=False)
    delta = a / (2 * b)
    assert res is not None and res.n_wells == 2
    assert abs(res.gap - a) <= res.error
    assert res.error >= 2 * a * delta / (1 - delta) * (1 - 1e-9)


def test_nonreversible_pencil_refused_when_delta_reaches_1e_3():
    # b = 0.02: max h = 25, delta = 2.5e-3 >= 1e-3, so the first-order pencil is not trusted
    # (None), though |mu| = 1e-4 alone is below 1e-3
    assert harmonic_ritz_gap(*_three(1e-4, 0.02), 3, reversible=False) is None
