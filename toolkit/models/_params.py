"""Refuse keywords a model family does not take, naming the ones it does."""

from __future__ import annotations

import difflib
import inspect

from ..exceptions import InvalidInputError


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
