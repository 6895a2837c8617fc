"""Model names usable wherever ``--model`` is taken.

Toy families take their size and parameters as keywords; real MLMs (``tiny-en``,
``antiberty``, ``sapiens-vh``, ``sapiens-vl``, ``hf:PATH``) are loaded lazily through
:mod:`toolkit.models.mlm`, so naming a toy never imports torch.

>>> make_model("potts", q=2, n=3, coupling=1.0)
Pairwise(q=2, n=3)
"""

from __future__ import annotations

import difflib
import inspect

from ..exceptions import InvalidInputError
from . import toy

REAL_MODELS = ("tiny-en", "antiberty", "sapiens-vh", "sapiens-vl")


def _independent(q=2, n=4, scale=1.0, seed=0, **_):
    import numpy as np

    rng = np.random.default_rng(seed)
    return toy.IndependentSites(rng.normal(0.0, scale, size=(n, q)))


def _potts(q=3, n=6, coupling=1.0, graph="complete", **_):
    return toy.potts(q, n, coupling, graph=graph)


def _curie_weiss(n=8, beta=1.0, field=0.0, **_):
    from .exchangeable import CurieWeiss

    return CurieWeiss(n, beta, field=field)


def _mean_field_potts(q=3, n=6, beta=1.0, **_):
    from .exchangeable import MeanFieldPotts

    return MeanFieldPotts(q, n, beta)


def _identical_sites(q=2, n=4, scale=1.0, seed=0, **_):
    import numpy as np

    from .exchangeable import IdenticalSites

    return IdenticalSites(n, np.random.default_rng(seed).normal(0.0, scale, size=q))


def _exchangeable_table(q=3, n=6, scale=1.0, seed=0, **_):
    from .exchangeable import random_exchangeable

    return random_exchangeable(q, n, scale, rng=seed)


def _random_pairwise(q=2, n=6, scale=1.0, symmetric=False, seed=0, **_):
    return toy.random_pairwise(q, n, scale, symmetric=symmetric, rng=seed)


def _asymmetric_pairwise(q=2, n=6, scale=1.0, seed=0, **_):
    return toy.random_pairwise(q, n, scale, symmetric=False, rng=seed)


def _symmetric_pairwise(q=2, n=6, scale=1.0, seed=0, **_):
    return toy.random_pairwise(q, n, scale, symmetric=True, rng=seed)


def _random_table(q=2, n=6, scale=1.0, seed=0, **_):
    return toy.random_table(q, n, scale, rng=seed)


def _random_joint(q=2, n=6, scale=1.0, seed=0, **_):
    return toy.random_joint(q, n, scale, rng=seed)


def _planted_margin(q=2, n=6, gamma=None, coupling=None, scale=1.0, seed=0, **_):
    """Random logit table whose constant states have margin ``gamma`` (``--coupling`` on the CLI)."""
    from .basins import planted_margin

    gamma = gamma if gamma is not None else (coupling if coupling is not None else 2.0)
    return planted_margin(q, n, gamma, scale=scale, rng=seed)


TOY_MODELS = {
    "potts": _potts,
    "curie-weiss": _curie_weiss,
    "independent": _independent,
    "random-pairwise": _random_pairwise,
    "asymmetric-pairwise": _asymmetric_pairwise,
    "symmetric-pairwise": _symmetric_pairwise,
    "random-table": _random_table,
    "random-joint": _random_joint,
    "planted-margin": _planted_margin,
    "mean-field-potts": _mean_field_potts,
    "identical-sites": _identical_sites,
    "exchangeable-table": _exchangeable_table,
}

MODEL_NAMES = tuple(TOY_MODELS) + REAL_MODELS + ("pairwise:PATH.npz", "hf:PATH")


def model_parameters(name: str) -> tuple[str, ...]:
    """The keyword parameters a toy family takes (for help texts)."""
    fn = TOY_MODELS[name]
    return tuple(p for p in inspect.signature(fn).parameters if p != "_")


def make_model(name: str, **params):
    """Build a model from its name.

    Toy names take keywords (``q``, ``n``, ``coupling``, ``graph``, ``beta``, ``scale``,
    ``symmetric``, ``seed``); unknown keywords for a family are ignored so one CLI can
    pass them all. ``pairwise:PATH.npz`` loads a saved :class:`~toolkit.models.Pairwise`.
    Real MLM names pass their keywords to :func:`toolkit.models.mlm.load_model`.
    """
    if not isinstance(name, str) or not name:
        raise InvalidInputError(f"`model` must be a model name; got {name!r}")
    params = {k: v for k, v in params.items() if v is not None}
    if name.startswith("pairwise:"):
        return toy.Pairwise.load(name.split(":", 1)[1])
    if name in TOY_MODELS:
        return TOY_MODELS[name](**params)
    if name in REAL_MODELS or name.startswith("hf:"):
        try:
            from . import mlm
        except ImportError as exc:  # torch / transformers missing
            raise InvalidInputError(
                f"model {name!r} needs the 'mlm' extra (torch, transformers): {exc}"
            ) from None
        return mlm.load_model(name, **params)
    close = difflib.get_close_matches(name, MODEL_NAMES, n=3)
    hint = f" Did you mean {', '.join(map(repr, close))}?" if close else ""
    raise InvalidInputError(
        f"unknown model name {name!r}; known: {', '.join(MODEL_NAMES)}.{hint}"
    )
