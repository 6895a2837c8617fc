"""Masked-diffusion samplers, run (the sampled twin of :mod:`exact.unmasking`).

Unmasking (``order``, ``k``): every chain starts all-masked; each step picks ``min(k, m)`` of
its ``m`` masked sites (``random``: a uniform subset; ``left-to-right``; ``confidence``:
largest top probability; ``margin``: largest top-two gap; ties to the lower site) and draws
them independently from ``softmax(masked_logits / T)`` given the unmasked sites, one batched
``masked_logits`` call per step for all chains. :func:`event_probability` estimates the
probability of a set of states with a Wilson interval, calibrated against the exact law in
``tests/toolkit/test_unmasking_sampled.py`` (coverage at the nominal rate, binomial test);
:func:`tv_interval` gives a confidence interval for the TV between the law of the draws (on
an observable with ``k`` values, e.g. the state itself) and a reference law known exactly
(``pi_T``, a joint, another sampler's exact law), calibrated in
``tests/toolkit/test_tv_interval.py``.

>>> import numpy as np
>>> from toolkit.models import IndependentSites
>>> sample_unmasking(IndependentSites(np.log([[0.5, 0.5], [1e-9, 1.0]])), 3, rng=0)[:, 1].tolist()
[1, 1, 1]
"""

from __future__ import annotations

import math

import numpy as np

from ._states import encode
from ._validation import (
    as_rng,
    check_int,
    check_model,
    check_probability,
    check_states,
    check_temperature,
)
from .chain import tempered_conditionals
from .coupling import wilson_interval
from .exceptions import InvalidInputError
from .models.base import checked_masked_logits
from .results import Estimate, _z

ORDERS = ("random", "left-to-right", "confidence", "margin")


def sample_unmasking(model, n_samples: int, *, order: str = "random", k: int = 1, temperature: float = 1.0,
                     rng=None) -> np.ndarray:
    """``n_samples`` independent outputs (n_samples, n) of the unmasking sampler."""
    check_model(model)
    if order not in ORDERS:
        raise InvalidInputError(f"`order` must be one of {ORDERS}; got {order!r}")
    B = check_int(n_samples, "n_samples", minimum=1)
    n = int(model.length)
    k = check_int(k, "k", minimum=1)
    if k > n:
        raise InvalidInputError(f"`k` must be in 1..n = 1..{n}; got {k}")
    T = check_temperature(temperature)
    rng = as_rng(rng)
    x = np.zeros((B, n), dtype=np.int64)
    return _unmask(model, x, np.ones((B, n), dtype=bool), order, k, T, rng)


def sample_remasking(model, n_samples: int, *, r: int, order: str = "random", k: int | None = None, rounds: int,
                     temperature: float = 1.0, rng, start=None) -> np.ndarray:
    """``n_samples`` chains (n_samples, n) of ReMDM-style remasking after ``rounds`` rounds.

    Each round, for every chain independently: remask a uniformly random set of ``r`` sites
    (all ``C(n, r)`` sets equally likely), then re-predict them by unmasking with ``order``
    and ``k`` (default ``k = r``: one parallel step), ``min(k, m)`` of the ``m`` still-masked
    sites per step, given the unmasked ones -- the steps of :func:`sample_unmasking`, all
    chains in one ``masked_logits`` call per step. One round is a draw from the row of
    :func:`exact.unmasking.remasking_kernel` (same ``r``, ``order``, ``k``), so the chains'
    law after many rounds is :func:`exact.unmasking.remasking_law`'s ``pi``
    (``tests/toolkit/test_remasking_sampled.py``).

    ``start``: complete states (n_samples, n) to start from; default
    ``sample_unmasking(model, n_samples, order=order, k=k)`` with the same ``rng`` (the
    unmasking sampler that the remasking rounds then correct). ``rng`` is required (a
    Generator or an int seed).

    >>> import numpy as np
    >>> from toolkit.models import IndependentSites
    >>> m = IndependentSites(np.log([[0.5, 0.5], [1e-9, 1.0], [1.0, 1e-9]]))
    >>> sample_remasking(m, 4, r=2, rounds=3, rng=0, start=np.zeros((4, 3), dtype=int))[:, 1:].tolist()
    [[1, 0], [1, 0], [1, 0], [1, 0]]
    """
    check_model(model)
    if order not in ORDERS:
        raise InvalidInputError(f"`order` must be one of {ORDERS}; got {order!r}")
    B = check_int(n_samples, "n_samples", minimum=1)
    q, n = int(model.vocab_size), int(model.length)
    r = check_int(r, "r", minimum=1)
    if r > n:
        raise InvalidInputError(f"`r` must be in 1..n = 1..{n}; got {r}")
    k = r if k is None else check_int(k, "k", minimum=1)
    if k > n:
        raise InvalidInputError(f"`k` must be in 1..n = 1..{n}; got {k}")
    rounds = check_int(rounds, "rounds", minimum=0)
    T = check_temperature(temperature)
    rng = as_rng(rng)
    if start is None:
        x = sample_unmasking(model, B, order=order, k=k, temperature=T, rng=rng)
    else:
        x = check_states(start, q=q, n=n, name="start").astype(np.int64, copy=True)
        if x.shape[0] != B:
            raise InvalidInputError(f"`start` must hold n_samples = {B} states; got shape {x.shape}")
    rows = np.arange(B)[:, None]
    for _ in range(rounds):
        sites = np.argsort(rng.random((B, n)), axis=1)[:, :r]  # a uniform r-subset per chain
        mask = np.zeros((B, n), dtype=bool)
        mask[rows, sites] = True
        x = _unmask(model, x, mask, order, k, T, rng)
    return x


def _unmask(model, x, mask, order: str, k: int, T: float, rng) -> np.ndarray:
    """Unmask every masked site of ``x`` (B, n) in place, ``min(k, m)`` sites per step by
    ``order``; every chain must have the same number ``m`` of masked sites (``mask`` (B, n))."""
    q, B = int(model.vocab_size), x.shape[0]
    n = x.shape[1]
    mask = mask.copy()
    x[mask] = 0  # the tokens at masked sites are ignored by masked_logits: one representation
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
    if states.ndim != 2 or states.shape[0] == 0:
        raise InvalidInputError(f"`states` must be a non-empty (B, n) array of states; got shape {states.shape}")
    hits = np.asarray(event(states), dtype=bool)
    if hits.shape != (states.shape[0],):
        raise InvalidInputError(f"`event` must return one boolean per state; got shape {hits.shape}")
    c, m = int(hits.sum()), int(hits.size)
    lo, hi = wilson_interval(c, m, level)
    v = c / m
    return Estimate(value=v, stderr=float(np.sqrt(v * (1 - v) / m)), ci=(lo, hi), n_samples=m, method="sampled",
                    level=level)


def state_codes(states, q: int) -> np.ndarray:
    """The index of each state (B, n) in ``0..q^n - 1`` (site 0 most significant, the order of
    :class:`exact.space.StateSpace` and of the exact laws): the observable "the whole state"."""
    q = check_int(q, "q", minimum=2)
    states = np.asarray(states)
    if states.ndim != 2 or states.size and (states.min() < 0 or states.max() >= q):
        raise InvalidInputError(f"`states` must be a (B, n) array of tokens in 0..{q - 1}; got shape "
                                f"{states.shape}")
    return encode(states.astype(np.int64), q)


def tv_deviation_bound(n_samples: int, k: int, delta: float) -> float:
    """A bound ``b`` with ``P(TV(P_hat, P) > b) <= delta`` for the empirical law ``P_hat`` of
    ``n_samples`` iid draws from any law ``P`` on ``k`` values; the smaller of

    * ``sqrt((k-1)/N)/2 + sqrt(log(2/delta)/(2N))`` (expectation plus McDiarmid): ``E TV =
      sum_x E|P_hat(x) - P(x)|/2 <= sum_x sqrt(P(x)(1-P(x))/N)/2 <= sqrt(k(1 - sum_x P(x)^2)/N)/2
      <= sqrt((k-1)/N)/2`` (Jensen, Cauchy-Schwarz, ``sum P^2 >= 1/k``); ``TV(P_hat, P)`` moves by
      at most ``1/N`` when one draw changes, so it exceeds its mean by ``e`` with probability
      ``<= exp(-2 N e^2)`` (McDiarmid), ``delta/2`` at the term above;
    * ``sqrt((k log 2 + log(2/delta))/(2N))`` (union over sets): ``TV(P_hat, P) = max_A
      (P_hat(A) - P(A))`` over the ``2^k - 2 < 2^k`` proper nonempty sets ``A``, each above ``e``
      with probability ``<= exp(-2 N e^2)`` (Hoeffding), ``delta/2`` in all at this ``e``.

    Both hold together with probability ``>= 1 - delta`` (union bound), so their minimum does.

    >>> round(tv_deviation_bound(1000, 8, 0.025), 4)
    0.0705
    """
    N = check_int(n_samples, "n_samples", minimum=1)
    k = check_int(k, "k", minimum=1)
    delta = check_probability(delta, "delta")
    if k == 1:
        return 0.0
    mcdiarmid = math.sqrt((k - 1) / N) / 2 + math.sqrt(math.log(2 / delta) / (2 * N))
    union = math.sqrt((k * math.log(2) + math.log(2 / delta)) / (2 * N))
    return min(1.0, mcdiarmid, union)


def tv_interval(codes, reference, *, level: float = 0.95) -> Estimate:
    """A confidence interval for ``TV(P, Q)``: ``P`` the law of iid draws ``codes`` (values of
    an observable in ``0..k-1``, e.g. :func:`state_codes`), ``Q = reference`` a law on
    ``0..k-1`` known exactly. ``value`` is the plug-in ``TV(P_hat, Q)`` (biased up: ``E
    TV(P_hat, Q) >= TV(P, Q)``); ``stderr`` is the interval's half-width over ``z(level)``, for
    display only (the interval is not a normal one).

    Coverage ``>= level`` for every ``P`` and ``N`` (``delta = 1 - level``):

    * **upper end** ``TV(P_hat, Q) + b``, ``b = tv_deviation_bound(N, k, delta/2)``: ``TV(P, Q)
      <= TV(P_hat, Q) + TV(P_hat, P)`` (triangle inequality) and ``TV(P_hat, P) <= b`` with
      probability ``>= 1 - delta/2``. On the same event ``TV(P, Q) >= TV(P_hat, Q) - b``.
    * **lower end from a split**: the first ``N1 = floor(N/2)`` draws choose the event ``A =
      {x : P_hat_1(x) > Q(x)}`` (the set attaining ``TV(P_hat_1, Q)``); on the other ``N2`` draws,
      independent of ``A``, the one-sided Clopper-Pearson bound ``L`` has ``P(A) >= L`` with
      probability ``>= 1 - delta/2`` given ``A``, hence unconditionally; ``TV(P, Q) >= P(A) -
      Q(A) >= L - Q(A)``.

    The interval ``[max(0, TV(P_hat, Q) - b, L - Q(A)), min(1, TV(P_hat, Q) + b)]`` fails only
    if one of the two events fails: probability ``<= delta`` (union bound). Choosing ``A`` and
    counting on the same draws would not be valid: at ``P = Q`` the chosen set's excess
    ``P_hat(A) - Q(A) = TV(P_hat, Q) > 0`` is pure selection (a mutant in ``scripts/mutants.py``).

    >>> rng = np.random.default_rng(0)
    >>> est = tv_interval(rng.integers(0, 2, 4000), [0.7, 0.3])  # TV = 0.2
    >>> est.ci[0] <= 0.2 <= est.ci[1], round(est.ci[1] - est.ci[0], 3)
    (True, 0.054)
    """
    from scipy.stats import beta

    level = check_probability(level, "level")
    if level == 0:
        raise InvalidInputError(f"`level` must be in (0, 1); got {level!r}")
    Q = np.asarray(reference, dtype=float)
    if Q.ndim != 1 or Q.size < 1 or not np.all(np.isfinite(Q)) or Q.min() < 0 or abs(Q.sum() - 1) > 1e-9:
        raise InvalidInputError(f"`reference` must be a probability vector (nonnegative, sum 1); got shape "
                                f"{Q.shape}, sum {float(Q.sum()) if Q.size else 0.0!r}")
    k = int(Q.size)
    codes = np.asarray(codes)
    if codes.ndim != 1 or codes.size < 2 or not np.issubdtype(codes.dtype, np.integer):
        raise InvalidInputError(f"`codes` must be a 1-D integer array of at least 2 draws; got shape {codes.shape}, "
                                f"dtype {codes.dtype}")
    if codes.min() < 0 or codes.max() >= k:
        raise InvalidInputError(f"`codes` must lie in 0..k-1 = 0..{k - 1} (k = len(reference)); got "
                                f"{int(codes.min())}..{int(codes.max())}")
    N = int(codes.size)
    delta = 1.0 - level
    tv_hat = 0.5 * float(np.abs(np.bincount(codes, minlength=k) / N - Q).sum())
    b = tv_deviation_bound(N, k, delta / 2)
    N1 = N // 2
    A = np.bincount(codes[:N1], minlength=k) / N1 > Q
    c, N2 = int(A[codes[N1:]].sum()), N - N1
    L = float(beta.ppf(delta / 2, c, N2 - c + 1)) if c > 0 else 0.0
    lo = max(0.0, tv_hat - b, L - float(Q[A].sum()))
    hi = min(1.0, tv_hat + b)
    z = 1.959963984540054 if level == 0.95 else _z(level)
    return Estimate(value=tv_hat, stderr=(hi - lo) / (2 * z), ci=(lo, hi), n_samples=N,
                    method="tv split-event + concentration", level=level)
