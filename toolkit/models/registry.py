"""Model names usable wherever ``--model`` is taken.

Toy families take their size and parameters as keywords; real MLMs (``tiny-en``,
``antiberty``, ``sapiens-vh``, ``sapiens-vl``, ``hf:PATH``; ``sceptr``) are loaded lazily
through :mod:`toolkit.models.zoo` (:mod:`toolkit.models.sceptr`), so naming a toy never
imports torch. Every builder is strict: a keyword the family does not take is an error
naming the family's parameters.

>>> make_model("potts", q=2, n=3, coupling=1.0)
Pairwise(q=2, n=3)
>>> make_model("potts", couplng=5.0)
Traceback (most recent call last):
...
toolkit.exceptions.InvalidInputError: model 'potts' takes no parameter `couplng` (did you mean `coupling`?); its parameters are q, n, coupling, graph
"""

from __future__ import annotations

import difflib
import inspect
import math

from .._validation import check_int, check_memory, parse_bytes
from ..exceptions import InvalidInputError
from . import _params, toy
from ._params import accepted_parameters, reject_unknown
from .families import TOY_MODELS
from .masked_toy import _length
from .sceptr import load_sceptr

REAL_MODELS = ("tiny-en", "antiberty", "sapiens-vh", "sapiens-vl", "sceptr")


MODEL_NAMES = tuple(TOY_MODELS) + REAL_MODELS + ("pairwise:PATH.npz", "hf:PATH")


def _real_builder(name: str):
    if name == "sceptr":
        return load_sceptr
    from .zoo import load_model

    return load_model


def model_parameters(name: str) -> tuple[str, ...]:
    """The keyword parameters the model ``name`` takes.

    >>> model_parameters("curie-weiss")
    ('n', 'beta', 'field')
    """
    if name in TOY_MODELS:
        return accepted_parameters(TOY_MODELS[name])
    if name.startswith("pairwise:"):
        return ()
    if name in REAL_MODELS or name.startswith("hf:"):
        try:
            params = accepted_parameters(_real_builder(name))
        except ImportError as exc:  # torch / transformers missing
            raise InvalidInputError(f"model {name!r} needs the 'mlm' extra (torch, transformers): {exc}") from None
        return tuple(p for p in params if p != "name")
    raise _unknown_name(name)


def _unknown_name(name) -> InvalidInputError:
    """The error for an unknown model name: every known name, and up to three close ones
    (:func:`difflib.get_close_matches`) as "Did you mean ...?"."""
    close = difflib.get_close_matches(name, MODEL_NAMES, n=3)
    hint = f" Did you mean {', '.join(map(repr, close))}?" if close else ""
    return InvalidInputError(f"unknown model name {name!r}; known: {', '.join(MODEL_NAMES)}.{hint}")


#: The default guard on a toy family's largest dense array (:func:`dense_array_bytes`).
DEFAULT_MAX_MEMORY = _params.DEFAULT_MAX_MEMORY


def dense_array_bytes(name: str, q: int, n: int):
    """``(log10 of bytes, what)`` of the largest dense array a toy family builds, or None for
    families whose arrays are small (O(n q)). The families and their arrays:
    pairwise ones ``J`` of shape (n, n, q, q); logit tables (n, q**(n-1), q); a joint (q,)*n;
    an exchangeable table one row per count vector of the other n-1 sites; ``masked-chain``
    the ``J`` of its whole template, ``n`` then being the template's length.

    >>> round(dense_array_bytes("masked-chain", 20, 32)[0], 3)   # 32 * 32 * 20 * 20 float64: 3.3 MB
    6.515
    """
    f = math.log10(8.0)
    if name == "independent":
        return f + math.log10(n) + math.log10(q), f"the fields h (n, q) of {name!r}"
    if name in ("masked-chain", "potts", "random-pairwise", "asymmetric-pairwise", "symmetric-pairwise", "nn-chain"):
        s = "L" if name == "masked-chain" else "n"  # masked-chain: n is its template's length L
        return f + 2 * math.log10(n) + 2 * math.log10(q), f"the coupling array J ({s}, {s}, q, q) of {name!r}"
    if name in ("random-table", "planted-margin"):
        return f + math.log10(n) + n * math.log10(q), f"the logit table (n, q**(n-1), q) of {name!r}"
    if name == "random-joint":
        return f + n * math.log10(q), f"the joint table (q,)*n of {name!r}"
    if name == "exchangeable-table":
        # C(n - 1 + q - 1, q - 1) count vectors, q logits each
        rows = (math.lgamma(n + q - 1) - math.lgamma(q) - math.lgamma(n)) / math.log(10)
        return f + rows + math.log10(q), f"the count table of {name!r}"
    return None


def _guard_memory(name: str, params: dict, max_memory) -> None:
    """Refuse, before anything is built, a toy family whose largest dense array would exceed
    ``max_memory`` (None: no guard)."""
    if max_memory is None:
        return
    sig = inspect.signature(TOY_MODELS[name])
    eff = {k: p.default for k, p in sig.parameters.items() if p.default is not inspect.Parameter.empty}
    eff.update(params)
    if name == "masked-chain":  # built on its whole template: the guard's n is the template's length
        try:
            eff["n"] = _length(eff.get("n"), eff.get("length"), eff.get("text"), check_int(eff.get("q"), "q", minimum=2))
        except InvalidInputError:
            return  # masked_chain's own checks name the bad value
    try:  # numpy integers too (an np.int64 n must not slip past the guard)
        q, n = check_int(eff.get("q", 2), "q", minimum=2), check_int(eff.get("n"), "n", minimum=1)
    except InvalidInputError:
        return  # the family's own checks name the bad value
    dense = dense_array_bytes(name, q, n)
    if dense is not None:
        size = "L" if name == "masked-chain" else "n"
        check_memory(0.0, f"{dense[1]} ({size}={n}, q={q})", log10_bytes=dense[0], max_bytes=parse_bytes(max_memory),
                     hint=f"; lower {'the template length' if size == 'L' else 'n'} or q, or pass a larger "
                          "max_memory (None: no guard) if the memory is there")


def make_model(name: str, *, defaults=None, max_memory=DEFAULT_MAX_MEMORY, **params):
    """Build a model from its name.

    Toy names take their family's keywords (``q``, ``n``, ``coupling``, ``graph``,
    ``beta``, ``scale``, ``symmetric``, ``seed``, ...: :func:`model_parameters`); a keyword
    the family does not take is an error naming the ones it does; ``None`` means the
    family's default. ``defaults`` holds soft values applied only where the family takes
    them (a command's default ``q``/``n``; never ``q`` for a real model, whose default
    token set decides). ``pairwise:PATH.npz`` loads a saved
    :class:`~toolkit.models.Pairwise`. Real MLM names pass their keywords to
    :func:`toolkit.models.zoo.load_model` (``sceptr``: :func:`toolkit.models.sceptr.load_sceptr`).
    ``max_memory`` (bytes or ``"8GiB"``-style; None: no guard): a toy family whose largest
    dense array would be larger is refused before it is built.

    >>> make_model("potts", q=50, n=1000)
    Traceback (most recent call last):
    ...
    toolkit.exceptions.MemoryLimitError: the coupling array J (n, n, q, q) of 'potts' (n=1000, q=50) would need ~18.6 GiB, above the memory limit of 8.0 GiB (max_memory); lower n or q, or pass a larger max_memory (None: no guard) if the memory is there
    """
    if not isinstance(name, str) or not name:
        raise InvalidInputError(f"`model` must be a model name; got {name!r}")
    params = {k: v for k, v in params.items() if v is not None}
    if defaults:
        real = name in REAL_MODELS or name.startswith("hf:")
        taken = model_parameters(name)
        for key, value in defaults.items():
            if value is not None and key in taken and key not in params and not (real and key == "q"):
                params[key] = value
    if name.startswith("pairwise:"):
        reject_unknown(name, params, ())
        return toy.Pairwise.load(name.split(":", 1)[1])
    if name in TOY_MODELS:
        reject_unknown(name, params, accepted_parameters(TOY_MODELS[name]))
        _guard_memory(name, params, max_memory)
        return TOY_MODELS[name](**params)
    if name in REAL_MODELS or name.startswith("hf:"):
        try:
            builder = _real_builder(name)
        except ImportError as exc:  # torch / transformers missing
            raise InvalidInputError(
                f"model {name!r} needs the 'mlm' extra (torch, transformers): {exc}"
            ) from None
        if name == "sceptr":
            return builder(**params)
        return builder(name, **params)
    raise _unknown_name(name)


def model_family(name: str, **params):
    """The family ``n -> make_model(name, n=n, **params)``: a callable for scans over sizes
    (:func:`exact.scans.nlogn_scan`, which takes model objects and never resolves a name),
    named ``"name key=value ..."``. The name is checked here, not at the first size.

    >>> build = model_family("potts", q=2, coupling=1.0)
    >>> build.__name__, build(3)
    ('potts q=2 coupling=1.0', Pairwise(q=2, n=3))
    >>> model_family("nope")  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    toolkit.exceptions.InvalidInputError: unknown model name 'nope'; known: potts, curie-weiss, ...
    """
    if not isinstance(name, str) or not name:
        raise InvalidInputError(f"`name` must be a model name; got {name!r}")
    if not (name in TOY_MODELS or name in REAL_MODELS or name.startswith(("pairwise:", "hf:"))):
        raise _unknown_name(name)
    params = dict(params)

    def build(n):
        return make_model(name, n=n, **params)

    build.__name__ = build.__qualname__ = name + "".join(f" {k}={v}" for k, v in params.items())
    return build
