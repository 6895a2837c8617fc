"""Input checks shared by toolkit and exact. Each names the argument and the bad value."""

from __future__ import annotations

import math
import numbers

import numpy as np

from .exceptions import InvalidInputError


def check_temperature(T, name: str = "temperature") -> float:
    """Return ``T`` as a float; it must be > 0 and not NaN (``inf`` is allowed)."""
    try:
        value = float(T)
    except (TypeError, ValueError):
        raise InvalidInputError(f"`{name}` must be a number > 0; got {T!r}") from None
    if math.isnan(value) or value <= 0:
        raise InvalidInputError(f"`{name}` must be > 0; got {T!r}")
    return value


def check_eps(eps, name: str = "eps") -> float:
    """Return ``eps`` as a float in the open interval (0, 1)."""
    try:
        value = float(eps)
    except (TypeError, ValueError):
        raise InvalidInputError(f"`{name}` must be a number in (0, 1); got {eps!r}") from None
    if not 0 < value < 1:
        raise InvalidInputError(f"`{name}` must be in (0, 1); got {eps!r}")
    return value


def check_int(value, name: str, *, minimum: int | None = None) -> int:
    """Return ``value`` as an int, optionally at least ``minimum``."""
    if isinstance(value, bool) or not isinstance(value, numbers.Integral):
        if isinstance(value, float) and value.is_integer():
            value = int(value)
        else:
            raise InvalidInputError(f"`{name}` must be an integer; got {value!r}")
    value = int(value)
    if minimum is not None and value < minimum:
        raise InvalidInputError(f"`{name}` must be >= {minimum}; got {value}")
    return value


def check_probability(p, name: str, *, allow_one: bool = False) -> float:
    """Return ``p`` as a float in [0, 1) (or [0, 1] with ``allow_one``)."""
    interval = "[0, 1]" if allow_one else "[0, 1)"
    try:
        value = float(p)
    except (TypeError, ValueError):
        raise InvalidInputError(f"`{name}` must be a number in {interval}; got {p!r}") from None
    upper_ok = value <= 1 if allow_one else value < 1
    if math.isnan(value) or value < 0 or not upper_ok:
        raise InvalidInputError(f"`{name}` must be in {interval}; got {p!r}")
    return value


def check_scan(scan: str) -> str:
    if scan not in ("random", "systematic"):
        raise InvalidInputError(f"`scan` must be 'random' or 'systematic'; got {scan!r}")
    return scan


def check_finite_array(a, name: str) -> np.ndarray:
    """Return ``a`` as a float array; every entry must be finite."""
    try:
        arr = np.asarray(a, dtype=float)
    except (TypeError, ValueError):
        raise InvalidInputError(f"`{name}` must be an array of numbers; got {a!r}") from None
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
    if rng is None or isinstance(rng, (numbers.Integral, np.random.SeedSequence)):
        return np.random.default_rng(rng)
    raise InvalidInputError(f"`rng` must be a numpy Generator, an int seed or None; got {rng!r}")
