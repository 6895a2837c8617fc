"""prm24e (seventh sweep, issue 30): toolkit.app.window.real_window's ``eps`` (the mixing
threshold, documented: "temperature, eps : the chain's T and the mixing threshold"), never
passed off its default 0.25 (``benchmarks/results/default-only-args-2026-12-06.md``).

Independent check: for independent sites the random-scan kernel is
``P = (1/n) sum_i R_i`` with ``R_i`` resampling site ``i`` from its own marginal; ``t_mix(eps)``
is the least ``t`` with ``max_x TV(P^t(x, .), pi) <= eps``, by powering the 4 x 4 matrix."""

from __future__ import annotations

import itertools

import numpy as np

from toolkit.app.window import real_window
from toolkit.models import IndependentSites

H = np.array([[1.5, 0.0], [0.0, 1.0]])


def _t_mix_by_hand(eps):
    p = np.exp(H) / np.exp(H).sum(axis=1, keepdims=True)
    states = list(itertools.product(range(2), repeat=2))
    P = np.zeros((4, 4))
    for a, x in enumerate(states):
        for i in range(2):
            for tok in range(2):
                y = list(x)
                y[i] = tok
                P[a, states.index(tuple(y))] += p[i, tok] / 2
    pi = np.array([p[0, x[0]] * p[1, x[1]] for x in states])
    Pt, t = np.eye(4), 0
    while 0.5 * np.abs(Pt - pi).sum(axis=1).max() > eps:
        Pt, t = Pt @ P, t + 1
    return t


def test_eps_is_the_threshold_of_the_exact_t_mix():
    assert _t_mix_by_hand(0.02) != _t_mix_by_hand(0.25)
    r = real_window(IndependentSites(H), eps=0.02, n_chains=4, n_steps=16, n_pairs=2, n_replicates=4, n_contexts=2,
                    exit_time=False, rng=0)
    assert r.exact.eps == 0.02
    assert r.exact.t_mix == _t_mix_by_hand(0.02)
