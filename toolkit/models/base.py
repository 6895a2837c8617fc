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

from .._validation import check_model, check_states
from ..exceptions import InvalidInputError, NonFiniteLogitsError

EPS64 = float(np.finfo(np.float64).eps)
#: Relative logit accuracy of a forward pass in low precision, as a multiple of the row's
#: largest |logit| (at least 1). float32: measured on the three shipped MLMs (tiny-en,
#: Sapiens VH, AntiBERTy; 256 random masked rows each, float32 vs float64 forward pass):
#: at most 4.6e-6 of the row's largest |logit| (77 units of 2**-24, Sapiens VH), so 3e-5
#: leaves a factor 6.5. float16/bfloat16: not measured on this CPU; ~10 units of their
#: unit roundoff (2**-11, 2**-8) times the depth of a small BERT, conservatively.
LOW_PRECISION_RTOL = {"float32": 3e-5, "float16": 1e-2, "bfloat16": 5e-2}


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


def _row_scale(logits: np.ndarray) -> np.ndarray:
    return np.maximum(np.abs(logits).max(axis=1), 1.0) if logits.size else np.zeros(logits.shape[0])


def logit_error_bound(model, x, sites, logits) -> np.ndarray:
    """An absolute bound, per row, on the error of every logit the model returned.

    ``x`` (B, n), ``sites`` (B,) and the logits ``(B, q)`` the model gave for them. A model
    declares its own bound with a method ``logit_error(x, sites, logits)`` (a scalar, (B,)
    or (B, q) array): the toy families do (:class:`~toolkit.models.Pairwise` from the
    magnitudes of the terms it sums, logit tables from their dtype), and so does the MLM
    adapter (from its forward pass's dtype, measured). Otherwise: a ``logit_rtol``
    attribute times the row's largest ``|logit|`` (at least 1); a low-precision ``dtype``
    attribute (float32/16, bfloat16) by :data:`LOW_PRECISION_RTOL`; else the assumption
    ``2 n eps`` times the row's largest ``|logit|`` (a float64 sum of ``~n`` terms of that
    size) -- unsound for logits formed from large cancelling terms, which is why models
    should declare theirs (:func:`logit_error_source` says which rule applied).
    """
    logits = np.asarray(logits, dtype=float)
    B = logits.shape[0]
    fn = getattr(model, "logit_error", None)
    if callable(fn):
        err = np.asarray(fn(x, sites, logits), dtype=float)
        if err.ndim == 2:
            err = err.max(axis=1) if err.shape[1] else np.zeros(err.shape[0])
        err = np.broadcast_to(err, (B,)).astype(float)
    else:
        rtol = getattr(model, "logit_rtol", None)
        if rtol is None:
            dtype = str(getattr(model, "dtype", "")).removeprefix("torch.")
            rtol = LOW_PRECISION_RTOL.get(dtype, 2.0 * int(model.length) * EPS64)
        err = float(rtol) * _row_scale(logits)
    if not np.all(np.isfinite(err)) or (err.size and err.min() < 0):
        raise InvalidInputError(f"{type(model).__name__}.logit_error must give finite bounds >= 0")
    return err


def logit_error_source(model) -> str:
    """Which rule :func:`logit_error_bound` applies to ``model`` (for reports)."""
    if callable(getattr(model, "logit_error", None)):
        doc = getattr(type(model), "LOGIT_ERROR_RULE", None)
        return f"declared by {type(model).__name__}" + (f" ({doc})" if doc else "")
    if getattr(model, "logit_rtol", None) is not None:
        return f"logit_rtol={float(model.logit_rtol):g} times the row's largest |logit|"
    dtype = str(getattr(model, "dtype", "")).removeprefix("torch.")
    if dtype in LOW_PRECISION_RTOL:
        return f"{dtype} forward pass: {LOW_PRECISION_RTOL[dtype]:g} times the row's largest |logit|"
    return "assumed (the model declares no logit error): 2 n eps times the row's largest |logit|"


def model_tokens(model) -> list[str]:
    """Display strings of a model's tokens (``"0", "1", ...`` when it has none)."""
    check_model(model)
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
        bad = sites[(sites < 0) | (sites >= n)]  # quote the first site out of range (a negative one too)
        raise InvalidInputError(f"`sites` must be in 0..{n - 1}; got {int(bad[0])}")
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


# ---------------------------------------------------------------------- partial contexts
#: The families that define conditionals given a partial context, and the rule each uses
#: (``masked_logits``; the samplers of :mod:`exact.unmasking` read them).
MASKED_RULES = {
    "IndependentSites": "exact: the fields h[i] (no context to marginalise)",
    "JointModel": "exact: the joint's marginal conditionals (log-sum-exp over the masked sites)",
    "Pairwise": "truncation: h[i] + the pairwise terms of the unmasked sites only (not the joint's marginal "
                "even when J is symmetric)",
    "LogitTable": "average: the mean of the table's logits over the masked context sites' tokens (uniform)",
    "MaskedToy": "its base model's rule, with the template's fixed positions unmasked",
    "MaskedLM": "native: [MASK] at every masked position, one batched forward pass",
}


def masked_rule(model) -> str:
    """The stated rule by which ``model`` gives conditionals at masked sites (:data:`MASKED_RULES`)."""
    check_model(model)
    name = type(model).__name__
    rule = MASKED_RULES.get(name) or getattr(model, "MASKED_RULE", None)
    if rule is None and callable(getattr(model, "masked_logits", None)):
        return f"declared by {name}"
    return rule or "none"


def checked_masked_logits(model, x, mask) -> np.ndarray:
    """Logits at every site given the unmasked sites only: ``model.masked_logits(x, mask)``,
    validated. ``x`` (B, n) integer states (the tokens at masked sites are ignored), ``mask``
    (B, n) booleans (True: masked). Row ``[b, i]`` for a masked site ``i`` is the logit vector of
    site ``i`` given ``x[b]`` at the unmasked sites; rows at unmasked sites are unspecified.
    With one masked site the row is that site's ordinary conditional ``logits(x, [i])``.

    A model without ``masked_logits`` raises :class:`~toolkit.exceptions.InvalidInputError`
    naming it and the families that have one.
    """
    q, n = int(model.vocab_size), int(model.length)
    fn = getattr(model, "masked_logits", None)
    if not callable(fn):
        have = ", ".join(MASKED_RULES)
        raise InvalidInputError(
            f"model {type(model).__name__} has no masked_logits(x, mask): its conditionals given a partial "
            f"context (masked sites) are not defined; families that define them: {have}"
        )
    x = check_states(x, q=q, n=n)
    mask = np.asarray(mask)
    if mask.ndim == 1:
        mask = mask[None, :]
    if mask.shape != x.shape or mask.dtype != bool:
        raise InvalidInputError(f"`mask` must be a boolean array of shape {x.shape}; got {mask.dtype} {mask.shape}")
    out = np.asarray(fn(x, mask), dtype=float)
    if out.shape != (x.shape[0], n, q):
        raise InvalidInputError(
            f"{type(model).__name__}.masked_logits must return shape ({x.shape[0]}, {n}, {q}); got {out.shape}"
        )
    bad = mask & ~np.isfinite(out).all(axis=2)
    if bad.any():
        b, i = (int(v) for v in np.argwhere(bad)[0])
        raise NonFiniteLogitsError(i, x[b], f"masked logits {out[b, i].tolist()} (mask {mask[b].tolist()})")
    return out
