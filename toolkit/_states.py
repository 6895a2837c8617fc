"""Two formulas every layer needs, defined once (issue 27): the mixed-radix index of a
state and the total-variation distance.

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


def tv(mu, nu, axis: int = -1, *, dtype=None):
    """Total-variation distance ``1/2 sum |mu - nu|`` along ``axis`` (broadcasting), a float
    for vectors and an array otherwise; ``dtype`` is the sum's accumulator (float64 for
    float32 rows)."""
    d = 0.5 * np.abs(np.asarray(mu) - np.asarray(nu)).sum(axis=axis, dtype=dtype)
    return float(d) if np.ndim(d) == 0 else d
