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
