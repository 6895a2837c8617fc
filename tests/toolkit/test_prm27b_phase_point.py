"""prm27b tenth sweep (issue 30): ``connected_overlap_sq`` pairs chain ``2k`` with its PARTNER
``2k + 1`` (the doctest's replicas have equal Gram matrices, so a replica paired with itself
gives the same number); here the partners are orthogonal patterns: ``|Q|^2 = 0``, against 1
for a replica with itself. Checked against the docstring's formula written out in numpy."""

import numpy as np

from toolkit.app.phase_point import connected_overlap_sq


def _by_formula(states, q):
    C, S, n = states.shape
    p = np.stack([(states == a).mean(axis=(0, 1)) for a in range(q)], axis=1)       # p_i(a)
    out = np.zeros((C // 2, S))
    for k in range(C // 2):
        for t in range(S):
            x, y = states[2 * k, t], states[2 * k + 1, t]
            ex = (x[:, None] == np.arange(q)[None, :]) - p                            # 1[x_i = a] - p_i(a)
            ey = (y[:, None] == np.arange(q)[None, :]) - p
            Q = ex.T @ ey / n                                                          # Q_ab
            out[k, t] = (Q ** 2).sum() / ((q - 1) / q) ** 2
    return out


def test_partner_not_self():
    x = np.array([[[0, 0, 1, 1]], [[0, 1, 0, 1]], [[1, 1, 0, 0]], [[1, 0, 1, 0]]])
    got = connected_overlap_sq(x, 2)
    assert np.allclose(got, _by_formula(x, 2), atol=1e-12)
    assert np.allclose(got, 0.0, atol=1e-12)
    # random replicas, q = 3, several records
    rng = np.random.default_rng(0)
    z = rng.integers(0, 3, size=(6, 5, 7))
    assert np.allclose(connected_overlap_sq(z, 3), _by_formula(z, 3), atol=1e-12)
