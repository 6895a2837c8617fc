"""Pin of the prm29e sweep (issue 30) in :mod:`toolkit.lattice`: the checkerboard sweeps sample the
torus Potts law (the two colour classes are a checkerboard on both axes)."""

import numpy as np

from toolkit.lattice import checkerboard_run


# ---- checkerboard_run: heat-bath updates of one colour class at a time are exact Gibbs updates only when no two
# neighbours share a colour (a checkerboard: (i + j) mod 2). Against the exact law of the q = 2 Potts model on the
# 4 x 4 torus, pi(x) ~ exp((J/T) #{edges with equal ends}), enumerated over its 2^16 states: <m^2> with
# m = 2 mean(x) - 1 the signed magnetization the run records (module docstring). At T = 2.5 the exact value is
# 0.1752; 128 chains x 400 sweeps give it to a standard error about 0.0012 (spread of the chains' means).
def _exact_m2(L, J, T):
    n = L * L
    idx = np.arange(n).reshape(L, L)
    edges = [(idx[i, j], idx[(i + 1) % L, j]) for i in range(L) for j in range(L)]
    edges += [(idx[i, j], idx[i, (j + 1) % L]) for i in range(L) for j in range(L)]
    X = (np.arange(2**n)[:, None] >> np.arange(n)) & 1
    E = sum((X[:, a] == X[:, b]).astype(float) for a, b in edges)
    w = np.exp(J * (E - E.max()) / T)
    m = 2.0 * X.mean(axis=1) - 1.0
    return float((w * m * m).sum() / w.sum())


def test_sampled_m2_matches_the_exact_torus_law():
    exact = _exact_m2(4, 1.0, 2.5)
    assert abs(exact - 0.1752) < 5e-4
    r = checkerboard_run(2, 4, 1.0, 2.5, n_chains=128, n_sweeps=400, burn_in=100, rng=0)
    per_chain = (r.m**2).mean(axis=1)
    se = per_chain.std(ddof=1) / np.sqrt(per_chain.size)
    assert se < 0.003
    assert abs(per_chain.mean() - exact) < 5 * se
