"""Grassmann-Taksar-Heyman elimination (private helpers of :mod:`exact.stationary`).

GTH is Gaussian elimination on ``I - P`` in which every pivot ``1 - P(k, k)`` is re-formed
as the sum of the off-diagonal entries of its row (of the chain censored to the states not
yet eliminated), so only non-negative numbers are added, multiplied and divided: every
entry of ``pi`` keeps its relative accuracy (O'Cinneide 1993). Blocked here so the work is
products of non-negative matrices.

>>> import numpy as np
>>> x = _gth_small(np.array([[0.0, 0.1], [0.3, 0.0]]))
>>> (x / x.sum()).round(3).tolist()
[0.75, 0.25]
"""

from __future__ import annotations

import numpy as np
from scipy.linalg import solve_triangular

GTH_BLOCK = 128


def _gth_lu(W: np.ndarray, e: np.ndarray):
    """GTH factorization ``M = L U`` of ``M = diag(W 1 + e) - W`` (``W >= 0`` with zero
    diagonal, ``e >= 0`` the rows' exit mass): ``L`` unit lower, ``U`` upper, both with
    non-positive off-diagonals; each pivot is the sum of its row's remaining off-diagonal
    entries and exit mass (never a difference)."""
    b = W.shape[0]
    Wk = W.copy()
    ek = e.astype(float, copy=True)
    L = np.eye(b)
    U = np.zeros((b, b))
    for k in range(b):
        row = Wk[k, k + 1:]
        S = row.sum() + ek[k]
        U[k, k] = S
        U[k, k + 1:] = -row
        if not S > 0:    # a zero pivot: the block holds a closed class (the caller checks U's diagonal)
            return L, U
        if k + 1 < b:
            f = Wk[k + 1:, k] / S
            L[k + 1:, k] = -f
            sub = Wk[k + 1:, k + 1:]
            sub += np.outer(f, row)
            np.fill_diagonal(sub, 0.0)
            ek[k + 1:] += f * ek[k]
    return L, U


def _gth_small(A: np.ndarray) -> np.ndarray:
    """Unblocked GTH: unnormalized ``pi`` of the (censored) chain with off-diagonal ``A``."""
    m = A.shape[0]
    A = A.copy()
    np.fill_diagonal(A, 0.0)
    for k in range(m - 1, 0, -1):
        s = A[k, :k].sum()
        if not s > 0:
            return np.full(m, np.nan)
        A[:k, k] /= s
        A[:k, :k] += np.outer(A[:k, k], A[k, :k])
    x = np.empty(m)
    x[0] = 1.0
    for j in range(1, m):
        x[j] = x[:j] @ A[:j, j]
    return x


def _gth(A: np.ndarray) -> np.ndarray:
    """Blocked GTH on the off-diagonal part of ``A`` (modified in place): unnormalized ``pi``.

    While more than ``GTH_BLOCK`` states are left (``N <= GTH_BLOCK``: unblocked
    :func:`_gth_small` alone), the last ``GTH_BLOCK`` states are eliminated at once: with ``W`` the block's internal
    off-diagonal entries, ``R`` its entries to the kept states and ``U`` the kept states'
    entries into it, ``M = I - P_BB`` is factored by :func:`_gth_lu` and the kept chain
    becomes ``P_KK + U M^{-1} R`` (all terms non-negative). Back substitution:
    ``pi_B = pi_K U M^{-1}``. NaN everywhere for a reducible chain whose block holds a state
    or a closed class that cannot leave it (a zero pivot: ``M`` singular).
    """
    N = A.shape[0]
    np.fill_diagonal(A, 0.0)
    blocks = []
    m = N
    while m > GTH_BLOCK:
        lo = max(m - GTH_BLOCK, 1)
        W = A[lo:m, lo:m].copy()
        np.fill_diagonal(W, 0.0)
        R = A[lo:m, :lo]
        e = R.sum(axis=1)
        if not np.all(W.sum(axis=1) + e > 0):
            return np.full(N, np.nan)
        L, Uf = _gth_lu(W, e)
        if not np.all(np.diag(Uf) > 0):   # I - P_BB singular: a closed class inside the block (reducible)
            return np.full(N, np.nan)
        X = solve_triangular(Uf, solve_triangular(L, R, lower=True, unit_diagonal=True, check_finite=False),
                             lower=False, check_finite=False)
        Uk = A[:lo, lo:m].copy()
        A[:lo, :lo] += Uk @ X
        blocks.append((lo, m, Uk, L, Uf))
        m = lo
    x = np.empty(N)
    x[:m] = _gth_small(A[:m, :m])
    for lo, hi, Uk, L, Uf in reversed(blocks):
        y = x[:lo] @ Uk
        z = solve_triangular(Uf, y, trans="T", lower=False, check_finite=False)
        x[lo:hi] = solve_triangular(L, z, trans="T", lower=True, unit_diagonal=True, check_finite=False)
    return x


def gth_solve(W: np.ndarray, e: np.ndarray, B: np.ndarray) -> np.ndarray:
    """Solve ``(diag(W 1 + e) - W) X = B`` for ``W >= 0`` (off-diagonal; its diagonal is
    ignored), exit mass ``e >= 0`` and right-hand sides ``B >= 0`` (``(m,)`` or ``(m, k)``),
    by Gaussian elimination in the GTH form: eliminating state ``k`` folds its row into the
    rows still to be eliminated (the chain censored to them), each pivot is re-formed as
    the sum of its row's remaining off-diagonal entries and exit mass, and the right-hand
    sides only gain non-negative terms. Nothing is subtracted, so every entry of ``X``
    (hitting and absorption probabilities, committors, passage times) keeps its relative
    accuracy however small it is. ``O(m^3 + m^2 k)``.

    Returns NaN columns where a pivot is zero (a state that cannot leave: the system is
    singular); callers check reachability first.

    Two states that swap w.p. 1/2 and leave w.p. 1/2 (``P = [[0, 1/2], [1/2, 0]]`` inside):
    the expected exit time ``tau = 1 + tau/2`` is 2 from both.

    >>> W = np.array([[0.0, 0.5], [0.5, 0.0]])
    >>> gth_solve(W, np.array([0.5, 0.5]), np.ones(2)).round(12).tolist()
    [2.0, 2.0]
    """
    m = W.shape[0]
    Nm = np.array(W, dtype=float)
    np.fill_diagonal(Nm, 0.0)
    e = np.array(e, dtype=float)
    X = np.array(B, dtype=float)
    vec = X.ndim == 1
    if vec:
        X = X[:, None]
    S = np.empty(m)
    for k in range(m):
        row = Nm[k, k + 1:]
        S[k] = row.sum() + e[k]
        if not S[k] > 0:
            X[:] = np.nan
            return X[:, 0] if vec else X
        if k + 1 < m:
            f = Nm[k + 1:, k] / S[k]
            sub = Nm[k + 1:, k + 1:]
            sub += np.outer(f, row)
            np.fill_diagonal(sub, 0.0)  # paths i -> k -> i are not moves out of i
            e[k + 1:] += f * e[k]
            X[k + 1:] += np.outer(f, X[k])
    for k in range(m - 1, -1, -1):
        X[k] = (X[k] + Nm[k, k + 1:] @ X[k + 1:]) / S[k]
    return X[:, 0] if vec else X
