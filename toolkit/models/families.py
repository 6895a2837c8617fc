"""The toy families by name: one builder per family, ``TOY_MODELS[name](**keywords)``.

The ground floor of the model registry: :func:`toolkit.models.make_model` (which also loads
real MLMs, lazily) and :mod:`toolkit.models.zoo` (which names a toy family in its error
when asked to load one) both read this table, and it imports neither. Each builder's
keyword defaults are the family's defaults on the command line; every builder is light
(numpy only).

>>> sorted(TOY_MODELS)[:3]
['asymmetric-pairwise', 'curie-weiss', 'exchangeable-table']
>>> TOY_MODELS["potts"](q=2, n=3, coupling=1.0)
Pairwise(q=2, n=3)
"""

from __future__ import annotations

from .._validation import as_rng, check_int
from . import toy
from ._params import check_scale
from .basins import _check_gamma, planted_margin
from .exchangeable import CurieWeiss, IdenticalSites, MeanFieldPotts, random_exchangeable
from .masked_toy import (
    masked_chain,
    masked_curie_weiss,
    masked_independent,
    masked_mean_field_potts,
    nn_chain,
)


def _independent(q=2, n=4, scale=1.0, seed=0):
    q, n = check_int(q, "q", minimum=2), check_int(n, "n", minimum=1)
    scale = check_scale(scale)
    return toy.IndependentSites(as_rng(seed).normal(0.0, scale, size=(n, q)))


def _potts(q=3, n=6, coupling=1.0, graph="complete"):
    return toy.potts(q, n, coupling, graph=graph, max_memory=None)  # make_model guarded it


def _curie_weiss(n=8, beta=1.0, field=0.0):
    return CurieWeiss(n, beta, field=field)


def _mean_field_potts(q=3, n=6, beta=1.0):
    return MeanFieldPotts(q, n, beta)


def _identical_sites(q=2, n=4, scale=1.0, seed=0):
    q = check_int(q, "q", minimum=2)
    scale = check_scale(scale)
    return IdenticalSites(n, as_rng(seed).normal(0.0, scale, size=q))


def _exchangeable_table(q=3, n=6, scale=1.0, seed=0):
    return random_exchangeable(q, n, scale, max_memory=None, rng=seed)


def _random_pairwise(q=2, n=6, scale=1.0, symmetric=False, seed=0):
    return toy.random_pairwise(q, n, scale, symmetric=symmetric, max_memory=None, rng=seed)


def _asymmetric_pairwise(q=2, n=6, scale=1.0, seed=0):
    return toy.random_pairwise(q, n, scale, symmetric=False, max_memory=None, rng=seed)


def _symmetric_pairwise(q=2, n=6, scale=1.0, seed=0):
    return toy.random_pairwise(q, n, scale, symmetric=True, max_memory=None, rng=seed)


def _random_table(q=2, n=6, scale=1.0, seed=0):
    return toy.random_table(q, n, scale, max_memory=None, rng=seed)


def _random_joint(q=2, n=6, scale=1.0, seed=0):
    return toy.random_joint(q, n, scale, max_memory=None, rng=seed)


def _planted_margin(q=2, n=6, gamma=None, coupling=None, scale=1.0, seed=0):
    """Random logit table whose constant states have margin ``gamma`` (``--coupling`` on the CLI,
    used when ``gamma`` is not given: an explicit ``gamma`` wins; default 2)."""
    if gamma is None and coupling is not None:
        gamma = _check_gamma(coupling, "coupling")  # the margin, named as it was given
    gamma = gamma if gamma is not None else 2.0
    return planted_margin(q, n, gamma, scale=scale, max_memory=None, rng=seed)


def _nn_chain(q=3, n=6, coupling=1.0, disorder=0.0, symmetric=True, scale=0.0, graph="cycle", seed=0):
    """A nearest-neighbour chain on a path or cycle, symmetric or asymmetric (:func:`nn_chain`)."""
    return nn_chain(q, n, coupling=coupling, disorder=disorder, symmetric=symmetric, scale=scale, graph=graph,
                    rng=seed)


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
    "nn-chain": _nn_chain,
}
# toy models run through the real-MLM path (a template text with free positions)
TOY_MODELS.update({"masked-independent": masked_independent, "masked-chain": masked_chain,
                   "masked-mean-field-potts": masked_mean_field_potts, "masked-curie-weiss": masked_curie_weiss})
