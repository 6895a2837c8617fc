"""Glauber kernel semantics shared by exact and sampled code.

Tempered conditional: ``p_i^T(a | x_-i) = softmax(l_i(. ; x_-i) / T)[a]`` (computed
stably by subtracting the row maximum; ``T = inf`` gives the uniform law).

Random scan: pick ``i`` uniformly, draw ``a ~ p_i^T``, set ``x_i = a``::

    P_T(x, y) = (1/n) sum_i [y_-i == x_-i] p_i^T(y_i | x_-i)

Systematic scan: update sites ``0, 1, ..., n-1`` in order, ``P = P_0 P_1 ... P_{n-1}``.
Laziness ``lazy`` in [0, 1): ``P_lazy = lazy * I + (1 - lazy) * P``.

Two-state example (n = 1, q = 2, logits ``(0, log 3)``, T = 1): every step redraws the
token from ``(1/4, 3/4)``, so ``P = [[1/4, 3/4], [1/4, 3/4]]``.

>>> import numpy as np
>>> tempered_conditionals(np.array([[0.0, np.log(3.0)]]), 1.0).round(2)
array([[0.25, 0.75]])
"""

from __future__ import annotations

import numpy as np

from ._validation import check_temperature
from .models.base import checked_logits


def tempered_log_conditionals(logits, T: float) -> np.ndarray:
    """``log softmax(logits / T)`` along the last axis, computed stably."""
    T = check_temperature(T)
    z = np.asarray(logits, dtype=float)
    if np.isinf(T):
        return np.full_like(z, -np.log(z.shape[-1]))
    z = z / T
    z = z - z.max(axis=-1, keepdims=True)
    return z - np.log(np.exp(z).sum(axis=-1, keepdims=True))


def tempered_conditionals(logits, T: float) -> np.ndarray:
    """``softmax(logits / T)`` along the last axis, computed stably."""
    return np.exp(tempered_log_conditionals(logits, T))


def conditionals(model, x, sites, *, temperature: float = 1.0) -> np.ndarray:
    """Tempered conditionals ``p_{sites[b]}^T(. | x[b])`` of shape (B, q), validated."""
    return tempered_conditionals(checked_logits(model, x, sites), temperature)

