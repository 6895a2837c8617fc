"""Audit 14a: the low-rank t_mix search prunes a start only when its factored distance is at most
eps *by more than the error bound* (exact/_lowrank_tmix.py, module docstring: "a start whose
distance is (provably, within the bound) at most eps ... never exceeds it later"). The blind
audit's survivor ``audit14a._lowrank_tmix.prune_without_margin`` (pruned at computed <= eps) passed
every test: on factored powers as exact as the sketch makes them the margin is ~1e-13."""

from __future__ import annotations

import numpy as np

from exact import _lowrank_tmix


def _chain():
    # three states, start 0 far from pi but fast, start 2 slow and just above eps = 0.515 for a while
    off = np.array([[0.0, 0.0671454, 0.00467192], [0.0445260, 0.0, 0.00262832], [0.00391544, 0.000101240, 0.0]])
    P = off.copy()
    np.fill_diagonal(P, 1.0 - off.sum(axis=1))
    w, v = np.linalg.eig(P.T)
    pi = np.real(v[:, np.argmin(np.abs(w - 1.0))])
    return P, pi / pi.sum()


def _t_mix_by_powers(P, pi, eps):
    """The first t with max_x TV(P^t(x, .), pi) <= eps, by plain powers (an independent computation)."""
    M = np.eye(P.shape[0])
    for t in range(1000):
        if 0.5 * np.abs(M - pi[None, :]).sum(axis=1).max() <= eps:
            return t
        M = M @ P


def test_a_start_within_the_bound_below_eps_is_not_pruned(monkeypatch):
    P, pi = _chain()
    eps, delta = 0.515, 0.01
    # by powers: start 2's distance is 0.5168 at t = 5 and 0.5129 at t = 6; start 0's 0.4927 at t = 5
    assert _t_mix_by_powers(P, pi, eps) == 6
    # the factored distances replaced by values within the error bound `delta` of the true ones (the
    # documented model): those just above eps understated by delta, the worst the bound allows
    exact_tv = _lowrank_tmix._tv_factored
    thr = eps + 1e-12

    def understated(Q, X):
        d = exact_tv(Q, X)
        return np.where((d > thr) & (d <= thr + delta), d - delta, d)

    monkeypatch.setattr(_lowrank_tmix, "_tv_factored", understated)
    monkeypatch.setattr(_lowrank_tmix, "_factored_bound", lambda k, e: delta)
    r = _lowrank_tmix.lowrank_mixing_time(P, pi, eps, 2000)
    assert r.t_mix == 6   # start 2 kept at t = 4 (computed 0.5107 > eps - delta): the fallback decides
