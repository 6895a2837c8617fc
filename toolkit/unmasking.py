"""Masked-diffusion samplers, run (the sampled twin of :mod:`exact.unmasking`).

Unmasking (``order``, ``k``): every chain starts all-masked; each step picks ``min(k, m)`` of
its ``m`` masked sites (``random``: a uniform subset; ``left-to-right``; ``confidence``:
largest top probability; ``margin``: largest top-two gap; ties to the lower site) and draws
them independently from ``softmax(masked_logits / T)`` given the unmasked sites, one batched
``masked_logits`` call per step for all chains. :func:`event_probability` estimates the
probability of a set of states with a Wilson interval, calibrated against the exact law in
``tests/toolkit/test_unmasking_sampled.py`` (coverage at the nominal rate, binomial test).

>>> import numpy as np
>>> from toolkit.models import IndependentSites
>>> sample_unmasking(IndependentSites(np.log([[0.5, 0.5], [1e-9, 1.0]])), 3, rng=0)[:, 1].tolist()
[1, 1, 1]
"""

from __future__ import annotations

import numpy as np

from ._validation import as_rng, check_int, check_model, check_temperature
from .chain import tempered_conditionals
from .coupling import wilson_interval
from .exceptions import InvalidInputError
from .models.base import checked_masked_logits
from .results import Estimate

ORDERS = ("random", "left-to-right", "confidence", "margin")


def sample_unmasking(model, n_samples: int, *, order: str = "random", k: int = 1, temperature: float = 1.0,
                     rng=None) -> np.ndarray:
    """``n_samples`` independent outputs (n_samples, n) of the unmasking sampler."""
    check_model(model)
    if order not in ORDERS:
        raise InvalidInputError(f"`order` must be one of {ORDERS}; got {order!r}")
    B = check_int(n_samples, "n_samples", minimum=1)
    q, n = int(model.vocab_size), int(model.length)
    k = check_int(k, "k", minimum=1)
    if k > n:
        raise InvalidInputError(f"`k` must be in 1..n = 1..{n}; got {k}")
    T = check_temperature(temperature)
    rng = as_rng(rng)
    x = np.zeros((B, n), dtype=np.int64)
    mask = np.ones((B, n), dtype=bool)
    rows = np.arange(B)[:, None]
    while mask.any():
        m = int(mask[0].sum())  # every chain has the same number of masked sites
        s = min(k, m)
        p = tempered_conditionals(checked_masked_logits(model, x, mask), T)  # (B, n, q)
        if order == "random":
            score = rng.random((B, n))
        elif order == "left-to-right":
            score = np.broadcast_to(-np.arange(n, dtype=float), (B, n))
        elif order == "confidence":
            score = p.max(axis=2)
        else:
            top = np.sort(p, axis=2)
            score = top[:, :, -1] - top[:, :, -2]
        sites = np.argsort(np.where(mask, -score, np.inf), axis=1, kind="stable")[:, :s]  # (B, s)
        cdf = np.cumsum(p[rows, sites], axis=2)  # (B, s, q)
        u = rng.random((B, s, 1)) * cdf[:, :, -1:]
        x[rows, sites] = np.minimum((u >= cdf).sum(axis=2), q - 1)
        mask[rows, sites] = False
    return x


def event_probability(states, event, *, level: float = 0.95) -> Estimate:
    """The fraction of ``states`` (B, n) in ``event`` (a boolean function of a (B, n) array),
    with its Wilson interval at ``level``."""
    states = np.asarray(states)
    hits = np.asarray(event(states), dtype=bool)
    if hits.shape != (states.shape[0],):
        raise InvalidInputError(f"`event` must return one boolean per state; got shape {hits.shape}")
    c, m = int(hits.sum()), int(hits.size)
    lo, hi = wilson_interval(c, m, level)
    v = c / m
    return Estimate(value=v, stderr=float(np.sqrt(v * (1 - v) / m)), ci=(lo, hi), n_samples=m, method="sampled",
                    level=level)
