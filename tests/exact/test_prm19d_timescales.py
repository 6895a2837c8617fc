"""prm19d (issue 30, second promise sweep): a periodic class's roots of unity are set exactly
on the unit circle (``mu = 0``), matched to the eigenvalues at those roots, not to others."""

import math

import numpy as np

from exact.timescales import implied_timescales


def test_period_three_chain_keeps_its_inner_triple():
    # three cyclic classes of two states: A -> B -> C deterministically, C -> A by
    # M3 = [[a, 1-a], [1-a, a]] whose second eigenvalue is 2a - 1 = 0.9^3. P^3 on A has
    # eigenvalues 1 and 0.9^3, so P has the cube roots of 1 and of 0.729:
    # 1, e^{+-2 pi i/3}, 0.9, 0.9 e^{+-2 pi i/3}. Timescales -1/ln|lambda|: inf twice
    # (the roots of unity), then -1/ln 0.9 three times.
    a = (1 + 0.9**3) / 2
    P = np.zeros((6, 6))
    P[0, 2] = P[1, 3] = P[2, 4] = P[3, 5] = 1.0
    P[4:6, 0:2] = [[a, 1 - a], [1 - a, a]]
    r = implied_timescales(P)
    t = -1.0 / math.log(0.9)
    assert r.timescales[:2].tolist() == [math.inf, math.inf]
    assert np.allclose(r.timescales[2:], [t, t, t], rtol=1e-9)
    assert np.allclose(r.arguments[:2], [2 * math.pi / 3] * 2, rtol=1e-12)
