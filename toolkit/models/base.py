"""The one interface every model implements: batched conditional logits.

A model of masked-token conditionals over ``q`` tokens and ``n`` sites gives, for a
site ``i`` and a state ``x``, a logit vector ``l_i(. ; x_-i)`` over the ``q`` tokens that
does not depend on ``x_i`` (for an MLM, site ``i`` is replaced by the mask token).

>>> import numpy as np
>>> from toolkit.models import IndependentSites
>>> m = IndependentSites(np.zeros((3, 2)))
>>> m.logits(np.zeros((4, 3), dtype=int), np.array([0, 1, 2, 0])).shape
(4, 2)
"""

from __future__ import annotations

from typing import Protocol, runtime_checkable

import numpy as np

from .._validation import check_states
from ..exceptions import InvalidInputError, NonFiniteLogitsError


@runtime_checkable
class ConditionalModel(Protocol):
    """Masked-token conditionals, batched.

    Attributes
    ----------
    vocab_size : int
        ``q``, the number of tokens (after any restriction).
    length : int
        ``n``, the number of free sites.
    tokens : sequence of str, optional
        Display strings of the tokens (absent or None for toy models).

    Methods
    -------
    logits(x, sites) -> ndarray (B, q)
        ``x``: integer states of shape (B, n); ``sites``: shape (B,). Row ``b`` is
        ``l_{sites[b]}(. ; x[b, -sites[b]])``; it must not depend on ``x[b, sites[b]]``.
    """

    vocab_size: int
    length: int

    def logits(self, x: np.ndarray, sites: np.ndarray) -> np.ndarray: ...


def model_tokens(model) -> list[str]:
    """Display strings of a model's tokens (``"0", "1", ...`` when it has none)."""
    tokens = getattr(model, "tokens", None)
    if tokens is None:
        return [str(a) for a in range(model.vocab_size)]
    return [str(t) for t in tokens]


def format_state(model, x) -> str:
    """A state as readable text: token strings joined by spaces (or digits for toys)."""
    toks = model_tokens(model)
    return " ".join(toks[int(v)] for v in np.asarray(x).ravel())


def checked_logits(model, x, sites) -> np.ndarray:
    """Call ``model.logits`` after validating inputs; raise on non-finite output.

    The error names the first offending site and state.
    """
    q, n = int(model.vocab_size), int(model.length)
    x = check_states(x, q=q, n=n)
    sites = np.asarray(sites, dtype=np.int64).reshape(-1)
    if sites.shape[0] != x.shape[0]:
        raise InvalidInputError(
            f"`sites` must have one entry per state; got {sites.shape[0]} for {x.shape[0]} states"
        )
    if sites.size and (sites.min() < 0 or sites.max() >= n):
        raise InvalidInputError(f"`sites` must be in 0..{n - 1}; got {int(sites.max())}")
    out = np.asarray(model.logits(x, sites), dtype=float)
    if out.shape != (x.shape[0], q):
        raise InvalidInputError(
            f"model.logits must return shape ({x.shape[0]}, {q}); got {out.shape}"
        )
    finite = np.isfinite(out)
    if not finite.all():
        b = int(np.argwhere(~finite.all(axis=1))[0, 0])
        raise NonFiniteLogitsError(int(sites[b]), x[b], f"logits {out[b].tolist()}")
    return out
