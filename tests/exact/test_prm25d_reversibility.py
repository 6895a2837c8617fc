"""prm25d (issue 30): the matrix rule of exact.reversibility accepts an edge-wise relative
residual up to EDGE_RTOL = 1e-9, not more.

A 3-state chain with P(0, 1) raised by a relative 4e-9 breaks Kolmogorov's cycle criterion by
that much; its edge-wise relative residual, computed by hand below from the exact 3-state
stationary law (Markov chain tree theorem), lies between EDGE_RTOL and 2 EDGE_RTOL: not
reversible at EDGE_RTOL (reversible at a doubled allowance).
"""

import numpy as np

from exact.reversibility import EDGE_RTOL, reversibility


def _chain(eps):
    a = 0.25
    P = np.array([[0.0, a * (1 + eps), a], [a, 0.0, a], [a, a, 0.0]])
    P[np.diag_indices(3)] = 1.0 - P.sum(axis=1)
    return P


def _edge_residual(P):
    # pi by the exact 3-state formula (Markov chain tree theorem), then max over edges of
    # |F(x,y) - F(y,x)| / max(F(x,y), F(y,x)) with F = pi(x) P(x, y)
    t = np.array([P[1, 0] * P[2, 0] + P[1, 2] * P[2, 0] + P[1, 0] * P[2, 1],
                  P[0, 1] * P[2, 1] + P[0, 1] * P[2, 0] + P[0, 2] * P[2, 1],
                  P[0, 2] * P[1, 2] + P[0, 1] * P[1, 2] + P[0, 2] * P[1, 0]])
    pi = t / t.sum()
    F = pi[:, None] * P
    off = ~np.eye(3, dtype=bool)
    return float((np.abs(F - F.T)[off] / np.maximum(F, F.T)[off]).max())


def test_residual_between_rtol_and_twice_rtol_is_not_reversible():
    P = _chain(4.0e-9)
    res = _edge_residual(P)
    assert EDGE_RTOL < res < 2 * EDGE_RTOL, res
    r = reversibility(P)
    assert r.reversible is False
    assert abs(r.statistic - res) < 1e-10
    assert r.threshold == EDGE_RTOL


def test_residual_well_below_rtol_is_reversible():
    assert reversibility(_chain(1e-12)).reversible is True
