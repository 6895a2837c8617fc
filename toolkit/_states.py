"""Formulas every layer needs, defined once (issue 27): the mixed-radix index of a state,
the total-variation distance and the rule that says when a distance has reached ``eps``.

State ``x = (x_0, ..., x_{n-1})`` over ``q`` tokens has index ``sum_i x_i q^(n-1-i)``
(site 0 most significant), so a vector over ``V^n`` reshaped to ``(q,) * n`` in C order is
indexed by the state itself; :class:`exact.space.StateSpace` adds the size guard and the
checks of its arguments. These helpers check nothing: callers have validated their states.

>>> strides(2, 3).tolist()
[4, 2, 1]
>>> encode(np.array([[1, 0, 1], [0, 1, 1]]), 2).tolist()
[5, 3]
>>> decode(np.array([5, 3]), 2, 3).tolist()
[[1, 0, 1], [0, 1, 1]]
>>> tv(np.array([0.5, 0.5, 0.0]), np.array([0.25, 0.25, 0.5]))
0.5
>>> bool(tie_or_below(0.25 + 1e-16, 0.5, 0.25)), bool(tie_or_below(0.25 + 1e-13, 0.25 + 1e-13 + 1e-20, 0.25))
(True, False)
"""

from __future__ import annotations

import numpy as np


def strides(q: int, n: int) -> np.ndarray:
    """``q^(n-1), ..., q, 1`` as int64: the weight of each site in a state's index."""
    return q ** np.arange(n - 1, -1, -1, dtype=np.int64)


def encode(x: np.ndarray, q: int) -> np.ndarray:
    """Indices of states ``x`` (sites on the last axis; shape ``(..., n)``) as int64."""
    x = np.asarray(x, dtype=np.int64)
    return x @ strides(q, x.shape[-1]) if x.shape[-1] else np.zeros(x.shape[:-1], dtype=np.int64)


def decode(idx, q: int, n: int) -> np.ndarray:
    """States of indices ``idx`` (any shape) as int64 of shape ``idx.shape + (n,)``."""
    idx = np.asarray(idx, dtype=np.int64)
    return (idx[..., None] // strides(q, n)) % q


def encode_without(x: np.ndarray, i: int, q: int) -> np.ndarray:
    """Indices of states ``x`` (shape ``(..., n)``) with site ``i`` removed: the context of
    site ``i`` as a state of the other ``n - 1`` sites."""
    return encode(np.delete(np.asarray(x), i, axis=-1), q)


def context_index(x: np.ndarray, sites: np.ndarray, q: int) -> np.ndarray:
    """Index of each row ``x[b]`` (shape ``(B, n)``) with its own site ``sites[b]`` removed: the
    context of that site as a state of the other ``n - 1`` sites (Horner's rule, site 0 most
    significant; :func:`encode_without` for one site shared by every row).

    >>> context_index(np.array([[1, 0, 1], [1, 0, 1]]), np.array([0, 2]), 2).tolist()
    [1, 2]
    """
    B, n = x.shape
    idx = np.zeros(B, dtype=np.int64)
    cols = np.arange(n)
    for j in range(n):
        keep = cols[j] != sites
        idx = np.where(keep, idx * q + x[:, j], idx)
    return idx


def tv(mu, nu, axis: int = -1, *, dtype=None):
    """Total-variation distance ``1/2 sum |mu - nu|`` along ``axis`` (broadcasting), a float
    for vectors and an array otherwise; ``dtype`` is the sum's accumulator (float64 for
    float32 rows)."""
    d = 0.5 * np.abs(np.asarray(mu) - np.asarray(nu)).sum(axis=axis, dtype=dtype)
    return float(d) if np.ndim(d) == 0 else d


# d(t) is compared with eps up to this round-off slack, so that exact ties (e.g. the lazy
# hypercube walk on {0,1}^2, whose d(1) is exactly 1/4) resolve as the exact arithmetic does;
# but only where d fell by at least that excess in the last step (tie_or_below): a metastable
# chain's d falls by far less than TIE_ATOL per step, and the slack would end t_mix up to
# TIE_ATOL / (gap eps) steps early (1.5e8 steps at Curie-Weiss n = 1000, T = 0.8)
TIE_ATOL = 1e-12


def tie_or_below(d, d_prev, eps: float):
    """Whether ``d(t)`` counts as ``<= eps``: below it, or above by at most ``TIE_ATOL``
    *and* by no more than the last step's decrease ``d(t-1) - d(t)`` (a tie that round-off
    broke). Elementwise on arrays. The one copy: exact's searches (``exact._powers``) and the
    torch backend (``toolkit.exact_torch``) both use it."""
    d = np.asarray(d, dtype=float)
    excess = d - eps
    return (excess <= 0) | ((excess <= TIE_ATOL) & (excess <= np.asarray(d_prev, dtype=float) - d))
