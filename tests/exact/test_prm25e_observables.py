"""prm25e (issue 30, eighth sweep): exact.observables.exact_iat's iterative path (above
DENSE_MAX states) solves to the accuracy of the dense one."""

import numpy as np

import exact.observables as obs
from exact.observables import exact_iat


def _chain(N=200, seed=0):
    # a slow random reversible chain: a lazy walk on a weighted cycle with random chords
    rng = np.random.default_rng(seed)
    W = np.zeros((N, N))
    for i in range(N):
        W[i, (i + 1) % N] = W[(i + 1) % N, i] = 1.0 + rng.random()
    for _ in range(N // 4):
        i, j = rng.integers(N, size=2)
        if i != j:
            W[i, j] = W[j, i] = 0.05 * rng.random()
    P = 0.5 * np.eye(N) + 0.5 * W / W.sum(axis=1, keepdims=True)
    pi = W.sum(axis=1) / W.sum()   # the walk's stationary law, by detailed balance
    return P, pi


def test_iterative_path_matches_the_dense_solve(monkeypatch):
    P, pi = _chain()
    f = np.cos(2 * np.pi * np.arange(P.shape[0]) / P.shape[0])   # a slow mode: tau_f ~ 10^3
    dense = exact_iat(P, pi, f)
    monkeypatch.setattr(obs, "DENSE_MAX", 10)   # the GMRES path (random scan kernels > 4096 states)
    iterative = exact_iat(P, pi, f)
    assert dense > 100
    assert abs(iterative - dense) <= 1e-9 * dense
