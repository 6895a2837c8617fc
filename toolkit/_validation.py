"""Input checks shared by toolkit and exact. Each names the argument and the bad value.

Sizes are checked in logarithms, so a guard answers at once even for ``50**1000`` states:

>>> check_state_space(50, 1000, max_states=2e7)
Traceback (most recent call last):
...
toolkit.exceptions.StateSpaceTooLargeError: state space has 50**1000 = 9.3e+1698 states, above max_states=2e+07 (needs ~7.5e+1702 bytes); use the sampled estimators in toolkit instead (toolkit.sampling, toolkit.coupling), or raise max_states if the memory is there
>>> check_memory(8 * 1000**2 * 50**2, "the coupling array J of 'potts' (n=1000, q=50)", max_bytes=8 * 2**30)
Traceback (most recent call last):
...
toolkit.exceptions.MemoryLimitError: the coupling array J of 'potts' (n=1000, q=50) would need ~18.6 GiB, above the memory limit of 8.0 GiB (max_memory)
"""

from __future__ import annotations

import math
import numbers
import re

import numpy as np

from .exceptions import (
    InvalidInputError,
    InvalidTypeError,
    MemoryLimitError,
    StateSpaceTooLargeError,
    _human_bytes,
)


def _one_line(text: str) -> str:
    """``text`` with its line breaks (and the indentation after them) made one space: an
    array's repr spans several lines, an error message one."""
    return re.sub(r"\s*\n\s*", " ", text)


def _show(value) -> str:
    """``repr`` of a value, numpy scalars as plain numbers and long reprs cut at 80 characters."""
    if isinstance(value, np.generic):
        value = value.item()
    text = _one_line(repr(value))
    return text if len(text) <= 80 else text[:77] + "..."


def _float(value) -> float:
    """``float(value)`` for numbers only: a string (``"1"``) or bytes raise a ``TypeError``
    (which the callers turn into their message naming the argument), so a numeric argument
    given as text is refused as :func:`check_int` refuses it."""
    if isinstance(value, (str, bytes)):
        raise InvalidTypeError(f"a {type(value).__name__} is not a number")
    return float(value)


def check_temperature(T, name: str = "temperature") -> float:
    """Return ``T`` as a float; it must be > 0 and not NaN (``inf`` is allowed). A string is
    refused, as :func:`check_int` refuses one (``"1"`` is not a number here)."""
    try:
        value = _float(T)
    except (TypeError, ValueError):
        raise InvalidInputError(f"`{name}` must be a number > 0; got {_show(T)}") from None
    if math.isnan(value) or value <= 0:
        raise InvalidInputError(f"`{name}` must be > 0; got {_show(T)}")
    return value


def check_eps(eps, name: str = "eps") -> float:
    """Return ``eps`` as a float in the open interval (0, 1)."""
    try:
        value = _float(eps)
    except (TypeError, ValueError):
        raise InvalidInputError(f"`{name}` must be a number in (0, 1); got {_show(eps)}") from None
    if not 0 < value < 1:
        raise InvalidInputError(f"`{name}` must be in (0, 1); got {_show(eps)}")
    return value


def check_int(value, name: str, *, minimum: int | None = None) -> int:
    """Return ``value`` as an int, optionally at least ``minimum``."""
    if isinstance(value, bool) or not isinstance(value, numbers.Integral):
        if isinstance(value, float) and value.is_integer():
            value = int(value)
        else:
            raise InvalidInputError(f"`{name}` must be an integer; got {_show(value)}")
    value = int(value)
    if minimum is not None and value < minimum:
        raise InvalidInputError(f"`{name}` must be >= {minimum}; got {value}")
    return value


def check_nonnegative(value, name: str) -> float:
    """Return ``value`` as a finite float >= 0 (a tolerance, a timeout, a relative error).

    >>> check_nonnegative(0.5, "logit_rtol")
    0.5
    """
    try:
        out = _float(value)
    except (TypeError, ValueError):
        raise InvalidInputError(f"`{name}` must be a finite number >= 0; got {_show(value)}") from None
    if not (math.isfinite(out) and out >= 0):
        raise InvalidInputError(f"`{name}` must be finite and >= 0; got {_show(value)}")
    return out


def check_probability(p, name: str, *, allow_one: bool = False) -> float:
    """Return ``p`` as a float in [0, 1) (or [0, 1] with ``allow_one``)."""
    interval = "[0, 1]" if allow_one else "[0, 1)"
    try:
        value = _float(p)
    except (TypeError, ValueError):
        raise InvalidInputError(f"`{name}` must be a number in {interval}; got {_show(p)}") from None
    upper_ok = value <= 1 if allow_one else value < 1
    if math.isnan(value) or value < 0 or not upper_ok:
        raise InvalidInputError(f"`{name}` must be in {interval}; got {_show(p)}")
    return value


def check_scan(scan: str) -> str:
    if scan not in ("random", "systematic"):
        raise InvalidInputError(f"`scan` must be 'random' or 'systematic'; got {scan!r}")
    return scan


def check_finite_array(a, name: str) -> np.ndarray:
    """Return ``a`` as a float array; every entry must be finite and real (a complex array
    is refused, not cut to its real part)."""
    if np.iscomplexobj(a):
        raise InvalidInputError(f"`{name}` must be an array of real numbers; got complex entries (dtype "
                                f"{np.asarray(a).dtype}); pass its real part if the imaginary parts are zero")
    try:
        arr = np.asarray(a, dtype=float)
    except (TypeError, ValueError):
        raise InvalidInputError(f"`{name}` must be an array of numbers; got {_show(a)}") from None
    if not np.all(np.isfinite(arr)):
        bad = np.argwhere(~np.isfinite(arr))[0]
        raise InvalidInputError(
            f"`{name}` must have finite entries; got {arr[tuple(bad)]} at index {tuple(int(b) for b in bad)}"
        )
    return arr


def check_states(x, *, q: int, n: int, name: str = "x") -> np.ndarray:
    """Return integer states of shape (B, n) with tokens in 0..q-1 (a 1-d state becomes (1, n))."""
    arr = np.asarray(x)
    if arr.ndim == 1:
        arr = arr[None, :]
    if arr.ndim != 2 or arr.shape[1] != n:
        raise InvalidInputError(f"`{name}` must have shape (B, {n}); got {np.shape(x)}")
    if arr.size and arr.dtype.kind not in "biuf":  # booleans, integers, floats
        raise InvalidInputError(f"`{name}` must hold integer tokens; got dtype {arr.dtype}")
    if arr.size and not np.issubdtype(arr.dtype, np.integer):
        if not np.all(np.equal(np.mod(arr, 1), 0)):
            raise InvalidInputError(f"`{name}` must hold integer tokens; got dtype {arr.dtype}")
    arr = arr.astype(np.int64, copy=False)
    if arr.size and (arr.min() < 0 or arr.max() >= q):
        bad = arr[(arr < 0) | (arr >= q)][0]
        raise InvalidInputError(
            f"`{name}` holds token {int(bad)} outside the vocabulary 0..{q - 1}"
        )
    return arr


def as_rng(rng) -> np.random.Generator:
    """Normalize ``rng`` (Generator, int seed or None) to a Generator, once."""
    if isinstance(rng, np.random.Generator):
        return rng
    if isinstance(rng, numbers.Integral) and not isinstance(rng, bool) and rng < 0:
        raise InvalidInputError(f"`rng` seed must be a non-negative integer; got {_show(rng)}")
    if rng is None or isinstance(rng, (numbers.Integral, np.random.SeedSequence)):
        return np.random.default_rng(rng)
    raise InvalidInputError(f"`rng` must be a numpy Generator, an int seed or None; got {rng!r}")


def check_model(model, name: str = "model"):
    """``model`` must follow the ConditionalModel protocol: integer ``vocab_size`` and
    ``length`` and a callable ``logits(x, sites)``; returns it. The refusal shows the object's
    repr on one line, whole up to 60 characters (60 included), longer ones cut to their first 57
    and ``...``.

    >>> check_model("potts")
    Traceback (most recent call last):
    ...
    toolkit.exceptions.InvalidTypeError: `model` must be a ConditionalModel (vocab_size, length, logits(x, sites)), e.g. toolkit.models.make_model('potts'); got str 'potts'
    """
    ok = (isinstance(getattr(model, "vocab_size", None), numbers.Integral)
          and isinstance(getattr(model, "length", None), numbers.Integral)
          and callable(getattr(model, "logits", None)))
    if not ok:
        shown = _one_line(repr(model))
        shown = shown if len(shown) <= 60 else shown[:57] + "..."
        hint = f", e.g. toolkit.models.make_model({model!r})" if isinstance(model, str) else ""
        raise InvalidTypeError(f"`{name}` must be a ConditionalModel (vocab_size, length, logits(x, sites))"
                               f"{hint}; got {type(model).__name__} {shown}")
    return model


def _positive(value, name: str) -> float:
    try:
        v = _float(value)
    except (TypeError, ValueError):
        raise InvalidInputError(f"`{name}` must be a number > 0; got {_show(value)}") from None
    if not v > 0:  # also NaN
        raise InvalidInputError(f"`{name}` must be > 0; got {_show(value)}")
    return v


def check_positive(value, name: str) -> float:
    """``value`` as a float > 0, or :class:`InvalidInputError` naming ``name`` (NaN is refused).

    >>> check_positive(2, "max_partial")
    2.0
    """
    return _positive(value, name)


def check_state_space(q, n, *, max_states: float, bytes_per_state: float | None = None) -> None:
    """Raise :class:`~toolkit.exceptions.StateSpaceTooLargeError` when ``q**n > max_states``,
    comparing logarithms first (no huge integers, no float overflow). ``bytes_per_state``
    (default ``8 * (n + 2)``: the conditional table and two vectors) sizes the message."""
    q = check_int(q, "q", minimum=2)
    n = check_int(n, "n", minimum=1)
    limit = _positive(max_states, "max_states")
    if bytes_per_state is None:
        bytes_per_state = 8.0 * (n + 2)
    log_size = n * math.log10(q)
    if log_size > math.log10(limit) + 1e-9 or (log_size < 300 and q**n > limit):
        raise StateSpaceTooLargeError(q, n, limit, bytes_per_state)


def check_memory(n_bytes: float, what: str, *, max_bytes: float, log10_bytes: float | None = None,
                 hint: str = "") -> None:
    """Raise :class:`~toolkit.exceptions.MemoryLimitError` when ``what`` would need more than
    ``max_bytes`` (give ``log10_bytes`` instead of ``n_bytes`` for sizes beyond floats). The
    error's ``bytes_needed`` is the size in bytes below ``1e300`` and ``inf`` from ``1e300`` up
    (``log10_bytes >= 300``, the cut of :class:`~toolkit.exceptions.StateSpaceTooLargeError`'s
    sizes; the message gives the size from its logarithm either way)."""
    limit = _positive(max_bytes, "max_memory")
    if log10_bytes is None:
        log10_bytes = math.log10(n_bytes) if n_bytes > 0 else -math.inf
    # sizes given as sums of logarithms (lgamma, log10 of factors) land a few ulps off: a size
    # equal to the limit must pass (the guard refuses only what is *above* it); 1e-12 in log10 is
    # a factor 1 + 2.3e-12, under one byte below 4e11 bytes
    if log10_bytes > math.log10(limit) + 1e-12:
        needed = 10**log10_bytes if log10_bytes < 300 else math.inf
        raise MemoryLimitError(
            f"{what} would need ~{_human_bytes(needed, log10=log10_bytes)}, above the memory limit of "
            f"{_human_bytes(limit)} (max_memory){hint}", bytes_needed=needed)


_UNITS = {"": 1, "b": 1, "k": 1e3, "kb": 1e3, "m": 1e6, "mb": 1e6, "g": 1e9, "gb": 1e9, "t": 1e12, "tb": 1e12,
          "kib": 2**10, "mib": 2**20, "gib": 2**30, "tib": 2**40}


def parse_bytes(text, name: str = "max_memory") -> float:
    """A memory size: a number of bytes or a number with a unit (``8GiB``, ``500MB``, ``2e9``).

    >>> parse_bytes("8GiB"), parse_bytes("1.5e9"), parse_bytes("500 MB")
    (8589934592.0, 1500000000.0, 500000000.0)
    """
    if isinstance(text, numbers.Real) and not isinstance(text, bool):
        return _positive(text, name)
    s = str(text).strip().lower().replace(" ", "")
    i = len(s)
    while i and s[i - 1].isalpha():
        i -= 1
    num, unit = s[:i], s[i:]
    if unit not in _UNITS:
        raise InvalidInputError(f"`{name}` must be a size such as 8GiB, 500MB or 2e9 (bytes); got {text!r}")
    try:
        value = float(num)
    except ValueError:
        raise InvalidInputError(f"`{name}` must be a size such as 8GiB, 500MB or 2e9 (bytes); got {text!r}") from None
    return _positive(value * _UNITS[unit], name)


def check_sites(sites, n_states: int, length: int) -> np.ndarray:
    """One site index in ``0..length-1`` per state, as int64 (the masked-LM adapters'
    ``sites`` argument).

    >>> check_sites([0, 2], 2, 3)
    array([0, 2])
    """
    sites = np.asarray(sites).reshape(-1)
    if sites.shape[0] != n_states:
        raise InvalidInputError(f"`sites` must have one entry per state; got {sites.shape[0]} for {n_states} states")
    if sites.size and (not np.issubdtype(sites.dtype, np.integer) or sites.min() < 0 or sites.max() >= length):
        raise InvalidInputError(f"`sites` must be integers in 0..{length - 1}; got {sites}")
    return sites.astype(np.int64)
