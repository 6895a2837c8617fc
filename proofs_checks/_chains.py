"""Numeric reference objects for the spot checks, written from DESIGN.md section 1
directly (no import of ``toolkit`` or ``exact``, so the checks stay independent).

A model is a list ``L`` of ``n`` arrays of shape ``(q,) * n``: ``L[i][x]`` is
``l_i(x_i; x_-i)``, so replacing ``x_i`` by ``a`` reads ``l_i(a; x_-i)``.
"""

from __future__ import annotations

import itertools

import numpy as np


def random_logits(n: int, q: int, *, scale: float = 1.0, rng) -> list[np.ndarray]:
    return [scale * rng.standard_normal((q,) * n) for _ in range(n)]


def joint_logits(log_mu: np.ndarray) -> list[np.ndarray]:
    """Logits ``log mu(x_i | x_-i)`` of a positive joint given by ``log_mu``."""
    n = log_mu.ndim
    out = []
    for i in range(n):
        m = log_mu.max(axis=i, keepdims=True)
        lse = m + np.log(np.exp(log_mu - m).sum(axis=i, keepdims=True))
        out.append(log_mu - lse)
    return out


def conditional(L: list[np.ndarray], i: int, x: tuple[int, ...], T: float = 1.0) -> np.ndarray:
    """``p_i^T(. | x_-i)`` as a length-q vector."""
    index = list(x)
    index[i] = slice(None)
    u = L[i][tuple(index)] / T
    w = np.exp(u - u.max())
    return w / w.sum()


def glauber_kernel(L: list[np.ndarray], T: float = 1.0) -> tuple[np.ndarray, list]:
    """Dense random-scan kernel ``P_T`` and the states in C order."""
    n, q = len(L), L[0].shape[0]
    states = list(itertools.product(range(q), repeat=n))
    P = np.zeros((q**n, q**n))
    for k, x in enumerate(states):
        for i in range(n):
            p = conditional(L, i, x, T)
            for a in range(q):
                y = x[:i] + (a,) + x[i + 1 :]
                P[k, np.ravel_multi_index(y, (q,) * n)] += p[a] / n
    return P, states


def rectangles(n: int, q: int):
    """Every rectangle ``(i, j, c, a, a2, b, b2)``: sites i<j, a<a2, b<b2, context c."""
    for i, j in itertools.combinations(range(n), 2):
        for c in itertools.product(range(q), repeat=n - 2):
            for a, a2 in itertools.combinations(range(q), 2):
                for b, b2 in itertools.combinations(range(q), 2):
                    yield i, j, c, a, a2, b, b2


def place(n: int, i: int, j: int, c: tuple[int, ...], a: int, b: int) -> tuple[int, ...]:
    """The state with ``a`` at site i, ``b`` at site j and context ``c`` elsewhere."""
    rest = iter(c)
    return tuple(a if s == i else b if s == j else next(rest) for s in range(n))
