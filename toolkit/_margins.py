"""Local margins and move deficits: the one copy (issue 27), used by the exact enumeration
(``exact.basins``), the sampled side (``toolkit.metastable``: margins and the quench) and the
planted-margin models (``toolkit.models.basins``).

For the logits ``l(.)`` of one site in one context (DESIGN.md section 1, uniform local
margin) and a token ``a``::

    max_others(a) = max_{b != a} l(b)
    margin(a)     = l(a) - max_others(a)       (> 0 exactly when a is the strict argmax)
    deficit(a)    = max_b l(b) - l(a)          (>= 0; 0 at every argmax)

The local margin of a state ``x`` is ``gamma(x) = min_i margin_i(x_i; x_-i)``; a move of
site ``i`` to ``a`` is *uphill* when its deficit exceeds a tie tolerance. The tolerance is the
caller's (each side keeps its own rule): the zero-temperature graph of ``exact.basins``
counts deficits up to ``1e-9`` as argmax moves, the quench of ``toolkit.metastable`` keeps
``x_i`` only when its deficit is exactly 0.

``max_others`` takes the two largest logits: ``max_others(a)`` is the second largest where
``l(a)`` is the largest (a tie gives the same value twice) and the largest elsewhere, so it
equals the maximum over the other tokens bit for bit. These helpers check nothing: callers
have validated their logits (finite; at least two tokens, one token has no other: its margin
is ``+inf``).

Worked example: logits ``(1, 0, 1)`` (a tie at the top) and ``(3, 0, 1)``:

>>> margins(np.array([[1.0, 0.0, 1.0], [3.0, 0.0, 1.0]])).tolist()
[[0.0, -1.0, 0.0], [2.0, -3.0, -2.0]]
>>> deficits(np.array([3.0, 0.0, 1.0])).tolist()
[0.0, 3.0, 2.0]
"""

from __future__ import annotations

import numpy as np


def _floats(logits) -> np.ndarray:
    """``logits`` as an array, its float dtype kept (float32 stays float32, so a margin is one
    rounding of one difference whatever the caller's dtype); integers become float64."""
    z = np.asarray(logits)
    return z if np.issubdtype(z.dtype, np.floating) else z.astype(float)


def top_two(logits, axis: int = -1) -> tuple[np.ndarray, np.ndarray]:
    """The largest and the second largest entry along ``axis`` (kept as an axis of length 1)."""
    z = _floats(logits)
    q = z.shape[axis]
    if q == 1:
        return z, np.full_like(z, -np.inf)
    part = np.partition(z, (q - 2, q - 1), axis=axis)
    return np.take(part, [q - 1], axis=axis), np.take(part, [q - 2], axis=axis)


def max_others(logits, axis: int = -1) -> np.ndarray:
    """``max_{b != a} l(b)`` for every token ``a`` along ``axis`` (same shape as ``logits``)."""
    z = _floats(logits)
    top1, top2 = top_two(z, axis)
    return np.where(z >= top1, top2, top1)


def margins(logits, axis: int = -1) -> np.ndarray:
    """``l(a) - max_{b != a} l(b)`` for every token ``a`` along ``axis``."""
    z = _floats(logits)
    return z - max_others(z, axis)


def deficits(logits, axis: int = -1) -> np.ndarray:
    """``max_b l(b) - l(a) >= 0`` for every token ``a`` along ``axis``: what a move to ``a`` gives up."""
    z = _floats(logits)
    return z.max(axis=axis, keepdims=True) - z


def state_margins(site_logits, x) -> np.ndarray:
    """``gamma(x) = min_i margin_i(x_i; x_-i)`` for states ``x`` (B, n) from their logits at every
    site (B, n, q)."""
    L = _floats(site_logits)
    own = np.take_along_axis(margins(L, axis=2), np.asarray(x, dtype=np.int64)[:, :, None], axis=2)[:, :, 0]
    return own.min(axis=1)
