"""Contract sweep 6, group s1 (issue 30): exact/_gth.py's promises that no other test pins:
the blocked elimination (above GTH_BLOCK = 128 states) keeps every entry's relative accuracy
(a birth-death chain whose law spans 200 orders of magnitude, against detailed balance by
hand), the LU factors multiply back to M, and a state that cannot leave gives NaN."""

from __future__ import annotations

import numpy as np

import exact._gth as g


def birth_death(N: int, up: float, down: float) -> np.ndarray:
    """Off-diagonal part: i -> i+1 w.p. up, i -> i-1 w.p. down; pi(i+1)/pi(i) = up/down."""
    A = np.zeros((N, N))
    for i in range(N - 1):
        A[i, i + 1] = up
        A[i + 1, i] = down
    return A


def test_blocked_elimination_keeps_relative_accuracy():
    assert g.GTH_BLOCK == 128
    N = 300                               # two blocks of 128 and a small remainder of 44
    up, down = 0.05, 0.4                  # pi(i) ∝ (1/8)^i: down to 8^-299 = 1e-270
    x = g._gth(birth_death(N, up, down))
    ratio = x / x[0]
    want = (up / down) ** np.arange(N)    # detailed balance, by hand
    np.testing.assert_allclose(ratio, want, rtol=1e-12, atol=0)


def test_small_elimination_matches_detailed_balance():
    x = g._gth_small(birth_death(40, 0.05, 0.4))
    np.testing.assert_allclose(x / x[0], (0.125) ** np.arange(40), rtol=1e-13, atol=0)


def test_lu_factors_multiply_back():
    rng = np.random.default_rng(3)
    W = rng.uniform(0, 1, (6, 6))
    np.fill_diagonal(W, 0.0)
    e = rng.uniform(0, 0.5, 6)
    L, U = g._gth_lu(W, e)
    M = np.diag(W.sum(axis=1) + e) - W
    np.testing.assert_allclose(L @ U, M, rtol=1e-13, atol=1e-14)
    assert np.allclose(np.diag(L), 1.0) and np.allclose(np.tril(U, -1), 0.0) and np.allclose(np.triu(L, 1), 0.0)
    assert (np.diag(U) > 0).all()


def test_a_state_that_cannot_leave_gives_nan():
    # small: state 1 has no move back to state 0 (s = 0 at its elimination)
    assert np.isnan(g._gth_small(np.array([[0.0, 1.0], [0.0, 0.0]]))).all()
    # blocked: state 200 of 260 has no move at all
    A = birth_death(260, 0.3, 0.3)
    A[200, :] = 0.0
    assert np.isnan(g._gth(A)).all()


def test_gth_solve_vector_and_matrix_right_hand_sides_by_hand():
    # three states in a row, each leaving the set w.p. e = (0.5, 0.25, 0.5) and moving to a neighbour:
    # W = [[0, .25, 0], [.25, 0, .25], [0, .25, 0]]; expected exit times solve
    # (diag(W 1 + e) - W) tau = 1 (also checked against numpy's solve)
    W = np.array([[0.0, 0.25, 0.0], [0.25, 0.0, 0.25], [0.0, 0.25, 0.0]])
    e = np.array([0.5, 0.25, 0.5])
    A = np.diag(W.sum(axis=1) + e) - W
    tau = g.gth_solve(W, e, np.ones(3))
    assert tau.shape == (3,)
    np.testing.assert_allclose(tau, np.linalg.solve(A, np.ones(3)), rtol=1e-14)
    # by hand: symmetric tau_0 = tau_2 = x, tau_1 = y: 0.75 x - 0.25 y = 1, 0.75 y - 0.5 x = 1
    # from the first y = 3x - 4; then 0.75 (3x - 4) - 0.5 x = 1, 1.75 x = 4: x = 16/7, y = 20/7
    np.testing.assert_allclose(tau, [16 / 7, 20 / 7, 16 / 7], rtol=1e-14)
    B = np.column_stack([np.ones(3), [1.0, 0.0, 0.0]])
    X = g.gth_solve(W, e, B)
    assert X.shape == (3, 2)
    np.testing.assert_allclose(X, np.linalg.solve(A, B), rtol=1e-13)
