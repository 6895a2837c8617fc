"""exact._gth on reducible inputs (harden8h1, issue 30): a state that cannot leave.

``gth_solve`` documents "NaN columns where a pivot is zero (a state that cannot leave: the
system is singular)"; the blocked ``_gth`` answers NaN everywhere for a chain with an absorbing
state, as ``_gth_small`` does (its guard ``if not s > 0``), whichever block the state falls in.
The other side of each guard (a state with a tiny but positive exit) is solved, against a value
computed by hand."""

from __future__ import annotations

import numpy as np
import pytest

import exact._gth as g


def test_gth_solve_zero_pivot_late_gives_all_nan():
    # state 1 cannot leave (no move, no exit mass): pivot S[1] = 0 after state 0 is eliminated
    W = np.array([[0.0, 0.5], [0.0, 0.0]])
    X = g.gth_solve(W, np.array([0.5, 0.0]), np.ones(2))
    assert X.shape == (2,) and np.isnan(X).all()


def test_gth_solve_zero_pivot_nan_columns_keep_the_shape():
    # three states, the last one absorbing; two right-hand sides: every entry NaN, shape (3, 2)
    W = np.array([[0.0, 0.2, 0.3], [0.1, 0.0, 0.4], [0.0, 0.0, 0.0]])
    X = g.gth_solve(W, np.array([0.5, 0.5, 0.0]), np.ones((3, 2)))
    assert X.shape == (3, 2) and np.isnan(X).all()


@pytest.mark.parametrize("exit_mass", [1e-300, 1e-12, 0.5])
def test_gth_solve_tiny_exit_is_solved(exit_mass):
    # the other side: state 1 leaves only by exit mass e1 > 0, so its exit time is 1/e1, and
    # state 0 (exit 1/2, move 1/2 to state 1): tau0 = 1 + tau1/2 (1 / (1/2 + 1/2) = 1 per step)
    W = np.array([[0.0, 0.5], [0.0, 0.0]])
    X = g.gth_solve(W, np.array([0.5, exit_mass]), np.ones(2))
    tau1 = 1.0 / exit_mass
    np.testing.assert_allclose(X, [1.0 + 0.5 * tau1, tau1], rtol=1e-13)


def _ring(N, p=0.3):
    A = np.zeros((N, N))
    for i in range(N):
        A[i, (i + 1) % N] = p
        A[i, (i - 1) % N] = p
    return A


@pytest.mark.parametrize("absorbing", [150, 199, 10])
def test_blocked_gth_with_an_absorbing_state_gives_nan(absorbing):
    # 200 states: the block 72..199 is eliminated at once, 0..71 by _gth_small. A state that cannot
    # leave makes the chain reducible: NaN everywhere (in the block or in the remainder)
    A = _ring(200)
    A[absorbing, :] = 0.0
    x = g._gth(A.copy())
    assert x.shape == (200,) and np.isnan(x).all()


def test_blocked_gth_with_a_slow_state_is_solved():
    # the other side: state 150 leaves with probability 1e-9 to each neighbour; the ring is
    # reversible with pi(150) / pi(other) = 0.3 / 1e-9 by detailed balance (pi(x) P(x, y) = pi(y) P(y, x))
    A = _ring(200)
    A[150, :] = 0.0
    A[150, 149] = A[150, 151] = 1e-9
    x = g._gth(A.copy())
    pi = x / x.sum()
    want = np.ones(200)
    want[150] = 0.3 / 1e-9
    want /= want.sum()
    np.testing.assert_allclose(pi, want, rtol=1e-9)
