"""prm23a: ``toolkit.app.phase_point.connected_overlap_sq`` against its docstring's definition
computed by loops, ``|Q|^2 = sum_ab Q_ab^2 / ((q - 1)/q)^2`` with
``Q_ab = (1/n) sum_i (1[x_i = a] - p_i(a)) (1[y_i = b] - p_i(b))`` and ``p_i`` the marginal of
site ``i`` over every chain and record. The earlier tests had uniform marginals, where a Gram
matrix subtracting ``p_i(x_j)`` twice (for ``p_i(x_j) + p_j(x_i)``) gives the same number;
random states with skewed, site-dependent marginals do not."""

import numpy as np

from toolkit.app.phase_point import connected_overlap_sq


def _by_definition(states, q):
    C, S, n = states.shape
    p = np.array([[(states[:, :, i] == a).mean() for a in range(q)] for i in range(n)])   # (n, q)
    out = np.zeros((C // 2, S))
    for k in range(C // 2):
        for t in range(S):
            x, y = states[2 * k, t], states[2 * k + 1, t]
            Q = np.zeros((q, q))
            for a in range(q):
                for b in range(q):
                    Q[a, b] = sum(((x[i] == a) - p[i, a]) * ((y[i] == b) - p[i, b]) for i in range(n)) / n
            out[k, t] = (Q ** 2).sum()
    return out / ((q - 1.0) / q) ** 2


def test_connected_overlap_by_definition_with_skewed_marginals():
    rng = np.random.default_rng(7)
    q, n = 3, 5
    probs = rng.dirichlet(np.full(q, 0.5), size=n)          # a different skewed marginal per site
    states = np.stack([[[rng.choice(q, p=probs[i]) for i in range(n)] for _ in range(4)] for _ in range(6)])
    np.testing.assert_allclose(connected_overlap_sq(states, q), _by_definition(states, q), rtol=1e-12, atol=1e-15)
