"""Coverage-driven guards of ``exact._lowrank_tmix`` (issue 30, helper cov5h1): the
short-circuits and the bisection of the doubling phase on the two-state chain whose
``d(t) = 0.75 * 0.6**t`` is known in closed form, with sparse and dense inputs, and a sparse
path walk against dense powers (``tests/independent.py``)."""

from __future__ import annotations

import math

import numpy as np
import pytest
import scipy.sparse as sp

from exact._lowrank_tmix import lowrank_mixing_time

from ..independent import gth
from ..independent import t_mix as dense_t_mix

# P = [[1 - a, a], [b, 1 - b]], a = 0.1, b = 0.3: pi = (b, a)/(a + b) = (3/4, 1/4), second
# eigenvalue 1 - a - b = 0.6; from state 1, TV(P^t(1, .), pi) = 0.75 * 0.6^t (from 0: 0.25 * 0.6^t)
P2 = np.array([[0.9, 0.1], [0.3, 0.7]])
PI2 = np.array([0.75, 0.25])


def d2(t: int) -> float:
    return 0.75 * 0.6**t


def closed_t_mix(eps: float) -> int:
    return next(t for t in range(100) if d2(t) <= eps)


@pytest.mark.parametrize("eps", [0.8, 0.5, 0.25, 0.12])
@pytest.mark.parametrize("sparse", [False, True])
def test_two_state_t_mix_closed_form(eps, sparse):
    P = sp.csr_matrix(P2) if sparse else P2
    r = lowrank_mixing_time(P, PI2, eps, 2**40)
    assert r.t_mix == closed_t_mix(eps)          # 0, 1, 3, 4
    if r.t_mix:
        assert r.worst_start == 1                # pi(1) = 1/4: the far start
    assert dict(zip(r.times, r.distances, strict=True))[0] == pytest.approx(0.75, abs=1e-15)


def test_two_state_t_max_cuts():
    # t_max = 0: not reached, worst start the state of least mass
    r = lowrank_mixing_time(P2, PI2, 0.25, 0)
    assert r.t_mix is None and r.worst_start == 1
    # d(5) = 0.0583 > 0.01: t_max = 5 stops short (the exact t_mix(0.01) is 9)
    assert closed_t_mix(0.01) == 9
    r = lowrank_mixing_time(P2, PI2, 0.01, 5)
    assert r.t_mix is None
    assert all(d == pytest.approx(d2(t), rel=1e-12) for t, d in zip(r.times, r.distances, strict=True))


def path_walk(N: int) -> np.ndarray:
    """Lazy walk on a path of N (hold 1/2, step 1/4 each way, the ends hold 3/4)."""
    P = np.zeros((N, N))
    for x in range(N):
        P[x, x] = 0.5
        if x > 0:
            P[x, x - 1] = 0.25
        if x < N - 1:
            P[x, x + 1] = 0.25
    P[0, 0] += 0.25
    P[N - 1, N - 1] += 0.25
    return P


def test_sparse_path_walk_matches_dense_powers():
    N = 40
    P = path_walk(N)
    pi = gth(P)
    want = dense_t_mix(P, 0.25)
    r = lowrank_mixing_time(sp.csr_matrix(P), pi, 0.25, 2**40)
    assert r.t_mix == want
    assert r.worst_start in (0, N - 1)
    assert math.isfinite(want)


def test_sparse_path_walk_cut_at_t_max_by_bisection():
    # t_max = 3: P and P^2 stay sparse (5 entries a row <= N^2/8), d(2) > eps, so the stored
    # powers are bisected: d(3) > eps too, and t_mix (hundreds of steps) is not reached
    N = 40
    P = path_walk(N)
    pi = gth(P)
    r = lowrank_mixing_time(sp.csr_matrix(P), pi, 0.25, 3)
    assert r.t_mix is None
    M = np.eye(N)
    for t in range(4):
        if t in r.times:
            assert dict(zip(r.times, r.distances, strict=True))[t] == pytest.approx(0.5 * np.abs(M - pi).sum(axis=1).max(), rel=1e-12)
        M = M @ P
    assert 3 in r.times
