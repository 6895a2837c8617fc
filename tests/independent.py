"""Reference computations for the tests, written from the definitions with plain numpy and
no code of ``exact`` (so a wrong formula there cannot hide behind the same wrong formula
here). Small dense chains only (up to a few hundred states).

- :func:`dense_kernel`: the random-scan Glauber kernel from ``model.logits`` (DESIGN.md
  section 1), optionally lazy;
- :func:`gth`: the stationary law by Grassmann-Taksar-Heyman elimination, the textbook
  loop (every entry to relative accuracy: no subtraction);
- :func:`d_profile`, :func:`dbar_profile`, :func:`t_mix`: worst-start distance to ``pi``,
  worst pair distance ``dbar(t) = max_{x,y} TV(P^t(x,.), P^t(y,.))`` and
  ``t_mix(eps) = min{t : d(t) <= eps}`` by dense matrix powers.
"""

from __future__ import annotations

import itertools

import numpy as np


def states(q: int, n: int) -> np.ndarray:
    """Every state in mixed-radix order, site 0 most significant."""
    return np.array(list(itertools.product(range(q), repeat=n)), dtype=np.int64).reshape(-1, n)


def dense_kernel(model, T: float, *, lazy: float = 0.0) -> np.ndarray:
    """``P(x, y) = lazy [x = y] + (1 - lazy)/n sum_i [y_-i = x_-i] softmax(l_i(. ; x_-i)/T)[y_i]``."""
    q, n = model.vocab_size, model.length
    X = states(q, n)
    N = X.shape[0]
    P = np.zeros((N, N))
    weights = q ** np.arange(n - 1, -1, -1)
    for i in range(n):
        lg = np.asarray(model.logits(X, np.full(N, i)), dtype=float) / T
        p = np.exp(lg - lg.max(axis=1, keepdims=True))
        p /= p.sum(axis=1, keepdims=True)
        for a in range(q):
            Y = X.copy()
            Y[:, i] = a
            np.add.at(P, (np.arange(N), Y @ weights), (1.0 - lazy) * p[:, a] / n)
    P[np.arange(N), np.arange(N)] += lazy
    return P


def gth(P: np.ndarray) -> np.ndarray:
    """Stationary law by GTH elimination (Grassmann, Taksar and Heyman 1985): censor the
    chain state by state, each pivot the sum of the off-diagonal entries of its row."""
    A = np.array(P, dtype=float)
    N = A.shape[0]
    for k in range(N - 1, 0, -1):
        s = A[k, :k].sum()
        A[:k, k] /= s
        A[:k, :k] += np.outer(A[:k, k], A[k, :k])
    x = np.zeros(N)
    x[0] = 1.0
    for k in range(1, N):
        x[k] = x[:k] @ A[:k, k]
    return x / x.sum()


def d_profile(P: np.ndarray, t_max: int, pi: np.ndarray | None = None) -> np.ndarray:
    """``d(t) = max_x TV(P^t(x, .), pi)`` for ``t = 0..t_max``."""
    pi = gth(P) if pi is None else pi
    M = np.eye(P.shape[0])
    out = np.empty(t_max + 1)
    for t in range(t_max + 1):
        out[t] = 0.5 * np.abs(M - pi[None, :]).sum(axis=1).max()
        M = M @ P
    return out


def dbar_profile(P: np.ndarray, t_max: int) -> np.ndarray:
    """``dbar(t) = max_{x, y} TV(P^t(x, .), P^t(y, .))`` for ``t = 0..t_max``."""
    M = np.eye(P.shape[0])
    out = np.empty(t_max + 1)
    for t in range(t_max + 1):
        out[t] = 0.5 * np.abs(M[:, None, :] - M[None, :, :]).sum(axis=2).max()
        M = M @ P
    return out


def t_mix(P: np.ndarray, eps: float = 0.25, *, t_max: int = 100_000, pi: np.ndarray | None = None) -> int:
    """``min{t : d(t) <= eps}`` by stepping every start."""
    pi = gth(P) if pi is None else pi
    M = np.eye(P.shape[0])
    for t in range(t_max + 1):
        if 0.5 * np.abs(M - pi[None, :]).sum(axis=1).max() <= eps:
            return t
        M = M @ P
    raise AssertionError(f"d(t) still above {eps} at t = {t_max}")
