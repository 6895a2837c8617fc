"""Sweep 7, group a2 (issue 30): exact._gth's promises left open by the automatic sample.

A chain whose reducibility only shows in the small (unblocked) remainder of a blocked
elimination returns NaN everywhere, like every other zero pivot: the back substitution through
the blocks carries the NaN and must not raise (survivor auto._gth.61: check_finite=True there).
Also the blocked elimination on a non-reversible chain against an independent eigenvector, and
gth_solve's NaN answer keeps the shape of its right-hand side."""

from __future__ import annotations

import numpy as np

import exact._gth as g


def birth_death(N: int, up: float, down: float) -> np.ndarray:
    A = np.zeros((N, N))
    for i in range(N - 1):
        A[i, i + 1] = up
        A[i + 1, i] = down
    return A


def test_zero_pivot_in_the_small_remainder_gives_nan_not_an_error():
    # 260 states: blocks 132..259 and 4..131 are eliminated, states 0..3 are left to _gth_small.
    # Every state of the blocks can leave them (the block guard passes), but state 1 has no move
    # to state 0, and only state 1 connects to 0: the censored chain on {0..3} cannot reach 0
    # from 1, its pivot at k = 1 is 0, and the whole answer is NaN (a reducible chain).
    A = birth_death(260, 0.3, 0.3)
    A[1, 0] = 0.0
    x = g._gth(A)
    assert x.shape == (260,)
    assert np.isnan(x).all()
    # the same chain with the move back: finite and positive (the other side of the guard)
    x = g._gth(birth_death(260, 0.3, 0.3))
    assert np.isfinite(x).all() and (x > 0).all()


def test_blocked_elimination_on_a_non_reversible_chain():
    # a dense random chain (no detailed balance) of 300 states: two blocks and a remainder;
    # reference: the left Perron eigenvector of P from numpy (an independent computation)
    rng = np.random.default_rng(20261203)
    N = 300
    P = rng.uniform(0.0, 1.0, (N, N)) ** 4
    P /= P.sum(axis=1, keepdims=True)
    x = g._gth(P.copy())
    pi = x / x.sum()
    w, V = np.linalg.eig(P.T)
    v = np.real(V[:, np.argmin(np.abs(w - 1.0))])
    v /= v.sum()
    np.testing.assert_allclose(pi, v, rtol=1e-9, atol=0)
    np.testing.assert_allclose(pi @ P, pi, rtol=1e-10, atol=0)


def test_gth_solve_nan_keeps_the_right_hand_side_shape():
    # state 1 cannot leave (no off-diagonal move, no exit mass): the system is singular
    W = np.array([[0.0, 0.5, 0.0], [0.0, 0.0, 0.0], [0.0, 0.5, 0.0]])
    e = np.array([0.5, 0.0, 0.5])
    # elimination order 0, 1, 2: S[1] = 0 -> NaN
    v = g.gth_solve(W, e, np.ones(3))
    assert v.shape == (3,) and np.isnan(v).all()
    M = g.gth_solve(W, e, np.ones((3, 2)))
    assert M.shape == (3, 2) and np.isnan(M).all()
    # the same with state 1 given exit mass: finite, equal to numpy's solve
    e1 = np.array([0.5, 0.25, 0.5])
    A = np.diag(W.sum(axis=1) + e1) - W
    np.testing.assert_allclose(g.gth_solve(W, e1, np.ones(3)), np.linalg.solve(A, np.ones(3)), rtol=1e-13)
