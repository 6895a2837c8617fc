"""Refuse keywords a model family does not take, naming the ones it does; check the
numeric parameters the random families share (``scale``)."""

from __future__ import annotations

import difflib
import inspect
import math

import numpy as np

from .._validation import _show, check_memory, parse_bytes
from ..exceptions import InvalidInputError

#: The default guard on the largest dense array a toy family builds, the same in
#: :func:`toolkit.models.make_model`, the ``glauber`` commands (``--max-memory``) and every
#: public constructor (``random_pairwise(..., max_memory=...)``; None: no guard).
DEFAULT_MAX_MEMORY = "8GiB"


def guard_dense(what: str, log10_bytes: float, max_memory, *, what_n: str = "n or q") -> None:
    """Refuse, before anything is allocated, an array of ``10**log10_bytes`` bytes above
    ``max_memory`` (bytes or ``"8GiB"``-style; None: no guard). The size comes in
    logarithms, so ``random_pairwise(2, 10**6)`` (29 TiB) is answered at once.

    >>> guard_dense("the coupling array J (n, n, q, q) of random_pairwise (n=1000000, q=2)",
    ...             math.log10(8 * 4e12), "8GiB")
    Traceback (most recent call last):
    ...
    toolkit.exceptions.MemoryLimitError: the coupling array J (n, n, q, q) of random_pairwise (n=1000000, q=2) would need ~29.1 TiB, above the memory limit of 8.0 GiB (max_memory); lower n or q, or pass a larger max_memory (None: no guard) if the memory is there
    """
    if max_memory is None:
        return
    check_memory(0.0, what, log10_bytes=log10_bytes, max_bytes=parse_bytes(max_memory),
                 hint=f"; lower {what_n}, or pass a larger max_memory (None: no guard) if the memory is there")


def log10_bytes(*dims, itemsize: float = 8.0) -> float:
    """``log10`` of the bytes of an array of shape ``dims`` (each dim a positive number, or
    given as ``("pow", q, k)`` for ``q**k``), without forming the product.

    >>> round(log10_bytes(1000, 1000, ("pow", 2, 3)), 6) == round(math.log10(8 * 1000 * 1000 * 8), 6)
    True
    """
    total = math.log10(itemsize)
    for d in dims:
        if isinstance(d, tuple):
            _, q, k = d
            total += k * math.log10(q)
        else:
            total += math.log10(max(float(d), 1.0))
    return total


def accepted_parameters(fn) -> tuple[str, ...]:
    """The keyword parameters of a builder (positional-or-keyword and keyword-only)."""
    kinds = (inspect.Parameter.POSITIONAL_OR_KEYWORD, inspect.Parameter.KEYWORD_ONLY)
    return tuple(p.name for p in inspect.signature(fn).parameters.values() if p.kind in kinds)


def reject_unknown(model: str, given, accepted) -> None:
    """Raise :class:`~toolkit.exceptions.InvalidInputError` if ``given`` has a keyword
    outside ``accepted``; the message names the unknown keyword, a close match if any,
    and every parameter of the family.

    >>> reject_unknown("potts", {"couplng": 5.0}, ("q", "n", "coupling", "graph"))
    Traceback (most recent call last):
    ...
    toolkit.exceptions.InvalidInputError: model 'potts' takes no parameter `couplng` (did you mean `coupling`?); its parameters are q, n, coupling, graph
    """
    accepted = tuple(accepted)
    unknown = [k for k in given if k not in accepted]
    if not unknown:
        return
    parts = []
    for k in unknown:
        close = difflib.get_close_matches(k, accepted, n=1)
        parts.append(f"`{k}`" + (f" (did you mean `{close[0]}`?)" if close else ""))
    noun = "parameter" if len(unknown) == 1 else "parameters"
    raise InvalidInputError(
        f"model {model!r} takes no {noun} {', '.join(parts)}; its parameters are {', '.join(accepted)}"
    )


def check_scale(scale, name: str = "scale") -> float:
    """``scale``, the standard deviation of a random family's Gaussian entries, as a float:
    finite and >= 0, checked before anything is drawn (numpy's ``normal`` says only
    ``scale < 0``, and a NaN would surface as non-finite entries of another array).

    >>> check_scale(0.5)
    0.5
    >>> check_scale(-1)
    Traceback (most recent call last):
    ...
    toolkit.exceptions.InvalidInputError: `scale` must be finite and >= 0 (the standard deviation of the random entries); got -1
    """
    what = "(the standard deviation of the random entries)"
    not_number = InvalidInputError(f"`{name}` must be a number >= 0 {what}; got {_show(scale)}")
    if isinstance(scale, (str, bytes, bool, np.bool_)) or np.ndim(scale) != 0:  # numpy's bool too
        raise not_number
    try:
        value = float(scale)
    except (TypeError, ValueError):
        raise not_number from None
    if not (math.isfinite(value) and value >= 0):
        raise InvalidInputError(f"`{name}` must be finite and >= 0 {what}; got {_show(scale)}")
    return value


def short_list(values, *, head: int = 6) -> str:
    """``values`` for a one-line message: the first ``head``, then how many in all.

    >>> short_list(range(7, 100))
    '7, 8, 9, 10, 11, 12, ... (93 in all)'
    >>> short_list([3, 5])
    '3, 5'
    """
    values = list(values)
    shown = ", ".join(map(str, values[:head]))
    return shown if len(values) <= head else f"{shown}, ... ({len(values)} in all)"
