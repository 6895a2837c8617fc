"""The logits of a model at every site and context: the one enumeration behind every exact
kernel, rectangle, influence and margin (``n * q**(n-1)`` rows in large batches).

For site ``i`` the table is stored with shape ``(q**i, q, q**(n-1-i))``: axis 1 is the
token at site ``i``, axes 0 and 2 the sites before and after it. Each site also carries the
model's declared absolute logit error (:func:`toolkit.models.base.logit_error_bound`).

>>> import numpy as np
>>> from toolkit.models import IndependentSites
>>> L = site_logits(IndependentSites(np.log([[1.0, 3.0]])))
>>> L.values.shape, L.site(0)[0, :, 0].round(3).tolist()
((1, 2), [0.0, 1.099])
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from toolkit._progress import bar
from toolkit._validation import check_temperature
from toolkit.chain import tempered_conditionals, tempered_log_conditionals
from toolkit.models.base import checked_logits, logit_error_bound, logit_error_source

from .space import DEFAULT_MAX_STATES, StateSpace


@dataclass(frozen=True)
class SiteLogits:
    """Logits ``l_i(a ; x_-i)`` of a model for every site and context.

    ``values`` has shape ``(n, q**n)``; ``site(i)`` views row ``i`` as
    ``(q**i, q, q**(n-1-i))`` with the token of site ``i`` on axis 1. Along that axis
    the logits do not vary with the state's own token (they are the logits *for* it).
    ``error[i]`` bounds the absolute error of every logit of site ``i`` (declared by the
    model, :func:`toolkit.models.base.logit_error_bound`; ``error_source`` says how).
    """

    values: np.ndarray
    space: StateSpace
    tokens: tuple | None = None
    error: np.ndarray | None = None
    error_source: str = "assumed (the model declares no logit error): 2 n eps times the row's largest |logit|"

    def site_error(self, i: int) -> float:
        """Absolute error bound of every logit of site ``i``."""
        if self.error is None:  # built by hand: the assumed rule
            return 2.0 * self.n * float(np.finfo(np.float64).eps) * max(float(np.abs(self.values[i]).max()), 1.0)
        return float(self.error[i])

    @property
    def q(self) -> int:
        return self.space.q

    @property
    def n(self) -> int:
        return self.space.n

    def site(self, i: int) -> np.ndarray:
        q, n = self.q, self.n
        return self.values[i].reshape(q**i, q, q ** (n - 1 - i))

    def log_tempered(self, i: int, temperature: float) -> np.ndarray:
        """``log p_i^T(a | x_-i)`` of site ``i`` as ``(q**i, q, q**(n-1-i))``, computed from the
        logits (exact where the conditionals themselves underflow)."""
        s = self.site(i)
        return np.moveaxis(tempered_log_conditionals(np.moveaxis(s, 1, -1), temperature), -1, 1)

    def min_log_conditional(self, temperature: float) -> float:
        """The smallest ``log p_i^T(a | x_-i)`` over sites, contexts and tokens."""
        T = check_temperature(temperature)
        return min(float(self.log_tempered(i, T).min()) for i in range(self.n))

    def tempered(self, temperature: float, *, dtype=np.float64) -> np.ndarray:
        """Conditionals ``softmax(l / T)`` in the same ``(n, q**n)`` layout."""
        T = check_temperature(temperature)
        out = np.empty(self.values.shape, dtype=dtype)
        for i in range(self.n):
            s = self.site(i)
            out[i] = np.moveaxis(tempered_conditionals(np.moveaxis(s, 1, -1), T), -1, 1).reshape(-1)
        return out


def _progress(total: int, desc: str, show: bool | None):
    return bar(total, desc, show, unit="row")


def _model_batch_size(model) -> int | None:
    """The rows per forward pass of a model that batches its own calls (a masked LM's
    ``batch_size``), else None."""
    b = getattr(model, "batch_size", None)
    return int(b) if isinstance(b, (int, np.integer)) and not isinstance(b, bool) and b > 0 else None


def site_logits(model, *, max_states: float = DEFAULT_MAX_STATES, batch_size: int | None = None,
                progress: bool | None = None) -> SiteLogits:
    """Enumerate ``model.logits`` at every (site, context): ``n * q**(n-1)`` rows in batches.

    ``batch_size`` (rows per ``model.logits`` call) defaults to the model's own
    ``batch_size`` when it has one (a masked LM: one call is one forward pass, so the
    progress bar advances per pass), else ``2**16``. ``progress``: True shows a bar, False
    never, None (default) on a terminal when the enumeration takes more than one forward
    pass of such a model, or more than ``4 * 2**16`` rows of any other.

    Raises :class:`~toolkit.exceptions.StateSpaceTooLargeError` above ``max_states`` and
    :class:`~toolkit.exceptions.NonFiniteLogitsError` (naming the site and state) if the
    model returns NaN or infinities.
    """
    space = StateSpace.of(model, max_states=max_states)
    q, n, N = space.q, space.n, space.size
    own = _model_batch_size(model)
    if batch_size is None:
        batch_size = own if own is not None else 1 << 16
    values = np.empty((n, N))
    error = np.zeros(n)
    rows = n * (N // q)
    auto = rows > (batch_size if own is not None else 4 * batch_size)
    bar = _progress(rows, "model logits", progress if progress is not None or auto else False)
    for i in range(n):
        left, right = q**i, q ** (n - 1 - i)
        # contexts: states with x_i = 0, ordered (left, right)
        ctx = (np.arange(left, dtype=np.int64)[:, None] * (q * right)
               + np.arange(right, dtype=np.int64)[None, :]).reshape(-1)
        out = np.empty((ctx.size, q))
        for start in range(0, ctx.size, batch_size):
            idx = ctx[start:start + batch_size]
            states = space.states(idx)
            sites = np.full(idx.size, i)
            lg = checked_logits(model, states, sites)
            out[start:start + batch_size] = lg
            if lg.size:
                error[i] = max(error[i], float(logit_error_bound(model, states, sites, lg).max()))
            if bar is not None:
                bar.update(idx.size)
        # (left*right, q) -> (left, q, right), broadcast over the state's own token at i
        table = out.reshape(left, right, q).transpose(0, 2, 1)
        values[i] = np.ascontiguousarray(table).reshape(-1)
    if bar is not None:
        bar.close()
    tokens = getattr(model, "tokens", None)
    return SiteLogits(values, space, tuple(tokens) if tokens is not None else None, error,
                      logit_error_source(model))
