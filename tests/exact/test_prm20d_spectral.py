"""prm20d (issue 30): the cluster Ritz bound of exact.spectral for a cluster of two vectors.
Its docstring: |lambda_j - theta_j| <= ||R||^2 / eta with eta = rest_lower - theta_k, theta_k
the cluster's largest Ritz value (Mathias 1998; Li and Li 2005), so the lower end is
theta_1 - ||R||^2 / (rest_lower - theta_2) less a round-off slack (here ~1e-15).
Reference: Rayleigh-Ritz of I - S, S = D^(1/2) P D^(-1/2), in plain numpy on the same span."""
import numpy as np

from exact.spectral import _cluster_ritz
from exact.stationary import stationary_law


def test_cluster_bound_uses_the_largest_ritz_value():
    rng = np.random.default_rng(11)
    W = rng.uniform(0.2, 1.0, (7, 7))
    W = W + W.T
    P = W / W.sum(axis=1, keepdims=True)              # reversible for pi ~ row sums
    pi = W.sum(axis=1) / W.sum()
    s = np.sqrt(pi)
    S = s[:, None] * P / s[None, :]
    S = 0.5 * (S + S.T)
    g, Y = np.linalg.eigh(np.eye(7) - S)               # g[0] = 0 (Perron), then g1 < g2 < g3 ...
    V = Y[:, 1:3] + 0.02 * rng.standard_normal((7, 2))  # a perturbed two-vector cluster
    rest_lower = float(g[3])
    law = stationary_law(P)
    th, lower, upper = _cluster_ritz(P, law, V, rest_lower)
    # the same Rayleigh-Ritz by hand
    Q, _ = np.linalg.qr(V - np.outer(s, s @ V))
    theta, C = np.linalg.eigh(Q.T @ (np.eye(7) - S) @ Q)
    X = Q @ C
    R = (np.eye(7) - S) @ X - X * theta[None, :]
    r2 = float((R * R).sum())
    assert abs(th - theta[0]) < 1e-12
    expected_drop = r2 / (rest_lower - theta[1])
    assert abs((th - lower) - expected_drop) < 1e-6 * expected_drop
    assert expected_drop > 1e-4                        # the bound is not lost in the slack
