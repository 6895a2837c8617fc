"""prm29c: the harmonic-extension Ritz bound of the slow cluster needs the WHOLE cluster
separated from the rest (issue 30, class C: the wrong index of the Ritz values).

exact._harmonic_ritz: with ``eta = rest_lower - theta_k > 0`` (``theta_k`` the cluster's
LARGEST Ritz value), ``|lambda_j - theta_j| <= ||R||^2 / eta``; the rest's Dirichlet spectrum
is at least ``1 / max_x E_x[tau_S]`` (``S`` the wells). When the cluster's largest value is
not below that, there is no separation and exact.timescales._harmonic_cluster is skipped
("no separation": ``mu`` and ``err`` returned as given).

Chain: the Metropolis walk on a path of 11 states with potential
V = (12, 6, 0, 6, 12, 11.9, 12, 6, 0, 6, 12) (pi ~ exp(-V), moves to each neighbour with
probability 1/2 min(1, pi(y)/pi(x))): two deep wells (states 2, 8) and a very shallow one
(state 5, 0.1 below its neighbours). The wells are the local maxima of pi: 2, 5, 8. From
numpy's eigenvalues of the symmetrized kernel (an independent computation) the cluster's
second value is 1 - lambda_3 = 0.277 and from a numpy solve of (I - P_RR) h = 1 on the rest
1 / max h = 0.2497: by Cauchy interlacing theta_2 >= 0.277 > 0.2497, so eta <= 0.
"""

import math

import numpy as np

import exact.timescales as ts
from exact.stationary import stationary_law

V = np.array([12, 6, 0, 6, 12, 11.9, 12, 6, 0, 6, 12], dtype=float)
WELLS = [2, 5, 8]


def _metropolis(V):
    N = len(V)
    P = np.zeros((N, N))
    for x in range(N):
        for y in (x - 1, x + 1):
            if 0 <= y < N:
                P[x, y] = 0.5 * min(1.0, math.exp(V[x] - V[y]))
        P[x, x] = 1.0 - P[x].sum()
    return P


def test_no_separation_of_the_largest_cluster_value_skips_the_bound():
    P = _metropolis(V)
    N = P.shape[0]
    pi = np.exp(-(V - V.min()))
    pi /= pi.sum()
    np.testing.assert_allclose(pi @ P, pi, atol=1e-15)  # reversible Metropolis: pi is stationary
    law = stationary_law(P)
    s = np.sqrt(pi)
    w = np.sort(np.linalg.eigvalsh(s[:, None] * P / s[None, :]))[::-1]
    rest = [x for x in range(N) if x not in WELLS]
    h = np.linalg.solve(np.eye(len(rest)) - P[np.ix_(rest, rest)], np.ones(len(rest)))
    assert 1.0 - w[2] > 1.0 / h.max() + 0.02  # the premise: theta_2 >= 1 - lambda_3 > 1 / max h
    assert 1.0 - w[1] < 1e-5 < 1.0 - w[2]
    mu, _, _, _ = ts._reversible(P, law, N - 1)
    err = np.full(mu.size, math.inf)
    mu_out, err_out, o, used = ts._harmonic_cluster(P, law, N, mu.copy(), err.copy())
    assert o is None and used == ""
    np.testing.assert_array_equal(mu_out, mu)
    assert np.isinf(err_out).all()
