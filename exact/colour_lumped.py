"""Colour-symmetric exchangeable chains lumped to sorted token counts (partitions of ``n``).

The reduction. An exchangeable model's logits depend on the other sites' token counts
``c`` (:mod:`exact.lumped`); when they are also *colour-equivariant*,
``l_{sigma a}(sigma c) = l_a(c)`` for every permutation ``sigma`` of the tokens (mean-field
Potts without a field, or with the same field on every token; Curie-Weiss without a field),
the count chain ``K(c, c - e_a + e_b) = c_a/n p_b(c - e_a)`` commutes with the permutations
of the counts, so it lumps exactly onto the *partitions* ``lambda = sort(c)`` (counts in
decreasing order, ``q`` entries, zeros allowed):

    K~(lambda, mu) = sum_{a, b : sort(lambda - e_a + e_b) = mu} lambda_a/n p_b(lambda - e_a),

with stationary law ``nu~(lambda) = #orbit(lambda) * multinomial(n; lambda) * exp(H(lambda)/T) / Z``
(``#orbit = q! / prod_v mult_v!``, the distinct rearrangements of ``lambda``;
``H = beta/(2n) (sum_a c_a^2 - n)`` for mean-field Potts, ``beta/(2n) (S^2 - n)`` with
``S = c_1 - c_0`` for Curie-Weiss). ``K~`` is reversible (the count chain of a compatible
model is, and lumping by a symmetry keeps detailed balance). Its eigenvalues are the
eigenvalues of the full chain on functions invariant under site *and* colour permutations,
so its absolute gap is an **upper bound** on the full chain's (``1/gap`` a lower bound on
the relaxation time), labelled ``"colour-symmetric"``.

Why it is enough for the mixing change of mean-field Potts (:func:`toolkit.finite_size.mixing_change`):
below the spinodal ``beta_s`` every mode relaxes in ``O(n)`` sweeps' worth of steps; above it the
escape from the metastable ordered wells (or, past ``beta_c``, from the uniform well) is
exponentially slow, and the symmetric combination of the ``q`` ordered wells against the
uniform one is colour-symmetric, so the lumped chain's ``tau`` changes from polynomial to
exponential in ``n`` at the same ``beta_s``. It has about ``n^{q-1} / (q! (q-1)!)`` states
(``q = 5``, ``n = 128``: 10^5) instead of ``C(n + q - 1, q - 1)`` (1.2e7).

The Potts order parameter ``|m|^2 = q/(q-1) sum_a (c_a/n - 1/q)^2`` is colour-symmetric, so
its moments under ``pi_T`` are sums over partitions (:func:`colour_order_moments`).

Worked example: ``q = 2``, ``n = 2``, Curie-Weiss with ``beta = 0`` (independent fair sites):
partitions ``(2, 0)`` (both sites agree, 2 states) and ``(1, 1)`` (2 states), each with law
``1/2``; from ``(2, 0)`` a step redraws one site and disagrees with probability ``1/2``:

>>> from toolkit.models.exchangeable import CurieWeiss
>>> ch = colour_chain(CurieWeiss(2, 0.0), temperature=1.0)
>>> ch.parts.tolist(), ch.P.toarray().tolist(), ch.pi.round(12).tolist()
([[1, 1], [2, 0]], [[0.5, 0.5], [0.5, 0.5]], [0.5, 0.5])
"""

from __future__ import annotations

import functools
import math
from dataclasses import dataclass

import numpy as np
import scipy.sparse as sp
from scipy.special import gammaln, logsumexp

from toolkit import _states
from toolkit._validation import check_int, check_temperature
from toolkit.exceptions import InvalidInputError
from toolkit.models.exchangeable import CurieWeiss, MeanFieldPotts
from toolkit.results import SpectralSummary

from .lumped import _gap_summary
from .spectral import spectral_summary

__all__ = ["ColourChain", "colour_partitions", "colour_chain", "colour_order_moments",
           "colour_symmetric_gap", "is_colour_symmetric", "MAX_COLOUR_STATES"]

#: The most partitions :func:`colour_chain` builds (sparse ``K~``: about ``q^2`` entries a row).
MAX_COLOUR_STATES = 2_000_000
#: The most partitions :func:`colour_symmetric_gap` takes where the stationary law leaves float64's
#: range (the dense symmetrized matrix from the moves' logarithms: 32 MB at 2000).
MAX_UNDERFLOW_STATES = 2000


def colour_partitions(n: int, q: int) -> np.ndarray:
    """The partitions of ``n`` into at most ``q`` parts as rows of length ``q`` in decreasing
    order (zeros last), rows in increasing lexicographic order.

    >>> colour_partitions(4, 3).tolist()
    [[2, 1, 1], [2, 2, 0], [3, 1, 0], [4, 0, 0]]
    """
    return _partitions(check_int(n, "n", minimum=0), check_int(q, "q", minimum=1)).copy()


@functools.lru_cache(maxsize=64)
def _partitions(n: int, q: int) -> np.ndarray:
    C = _build_partitions(n, q)
    C.setflags(write=False)
    return C


@functools.lru_cache(maxsize=64)
def _log_base(n: int, q: int) -> np.ndarray:
    """``log #orbit(lambda) + log multinomial(n; lambda)`` per partition (read-only)."""
    C = _partitions(n, q)
    # multiplicities of each value in a sorted row: run lengths
    log_orbit = np.full(C.shape[0], gammaln(q + 1.0))
    run = np.ones(C.shape[0])
    for k in range(1, q):
        same = C[:, k] == C[:, k - 1]
        run = np.where(same, run + 1, 1.0)
        log_orbit -= np.where(same, np.log(run), 0.0)  # sum of log(run) over a run = log(run length!)
    out = log_orbit + gammaln(n + 1.0) - gammaln(C + 1.0).sum(axis=1)
    out.setflags(write=False)
    return out


def _build_partitions(n: int, q: int) -> np.ndarray:
    rows = []

    def rec(prefix, left, cap, slots):
        if slots == 0:
            if left == 0:
                rows.append(prefix)
            return
        # the remaining slots hold at most cap each: need slots * cap >= left
        for v in range(min(left, cap), -1, -1):
            if v * slots < left:
                break
            rec(prefix + (v,), left - v, v, slots - 1)

    rec((), n, n, q)
    out = np.array(rows, dtype=np.int64).reshape(-1, q)
    return out[np.lexsort(out.T[::-1])]


def _keys(C: np.ndarray, n: int) -> np.ndarray:
    """One integer per row (base ``n + 1`` digits): the lookup key of a partition."""
    return _states.encode(C, n + 1)


def is_colour_symmetric(model) -> bool:
    """Whether ``model`` is one of the colour-equivariant exchangeable families this module
    lumps: :class:`~toolkit.models.MeanFieldPotts` with the same field on every token, or
    :class:`~toolkit.models.CurieWeiss` without a field."""
    if isinstance(model, MeanFieldPotts):
        return bool(np.ptp(model.field) == 0)
    if isinstance(model, CurieWeiss):
        return model.field == 0
    return False


def _check(model) -> tuple[int, int]:
    if not is_colour_symmetric(model):
        raise InvalidInputError(f"`model`: the colour-lumped chain needs mean-field Potts with a uniform field or Curie-Weiss "
                                f"without a field (logits equivariant under token permutations); got {model!r}")
    return int(model.vocab_size), int(model.length)


def _energy(model, C: np.ndarray) -> np.ndarray:
    """``H(lambda)`` with ``pi_T ∝ exp(H / T)`` (the module docstring's; a uniform field adds a constant)."""
    n = model.length
    if isinstance(model, CurieWeiss):
        S = (C[:, 0] - C[:, 1]).astype(float)  # sorted counts: the sign of S does not matter
        return model.beta / (2.0 * n) * (S * S - n)
    return model.beta / (2.0 * n) * ((C.astype(float) ** 2).sum(axis=1) - n)


@dataclass(frozen=True, eq=False)
class ColourChain:
    """The lumped chain: ``parts`` (N, q) partitions, sparse ``P`` (N, N), ``log_pi`` and
    ``pi`` its stationary law, and ``log_moves = (rows, cols, log P)`` over the moves to
    another partition (for chains whose entries underflow)."""

    q: int
    n: int
    temperature: float
    parts: np.ndarray
    P: sp.csr_matrix
    log_pi: np.ndarray
    log_moves: tuple

    @property
    def pi(self) -> np.ndarray:
        return np.exp(self.log_pi)

    @property
    def n_states(self) -> int:
        return int(self.parts.shape[0])


def colour_chain(model, *, temperature: float = 1.0) -> ColourChain:
    """:class:`ColourChain` of ``model`` at ``temperature`` (module docstring)."""
    q, n = _check(model)
    T = check_temperature(temperature)
    C = _partitions(n, q)
    N = C.shape[0]
    if N > MAX_COLOUR_STATES:
        raise InvalidInputError(f"the colour-lumped chain has {N} partitions, above {MAX_COLOUR_STATES}; lower `n`")
    keys = _keys(C, n)
    order = np.argsort(keys)
    rows, cols, lvals = [], [], []
    for a in range(q):
        src = np.flatnonzero(C[:, a] > 0)
        if not src.size:
            continue
        others = C[src].copy()
        others[:, a] -= 1
        L = np.asarray(model.count_logits(others), dtype=float) / T
        lp = L - logsumexp(L, axis=1, keepdims=True)
        la = np.log(C[src, a] / n)
        for b in range(q):
            new = others.copy()
            new[:, b] += 1
            new = -np.sort(-new, axis=1)
            dst = order[np.searchsorted(keys, _keys(new, n), sorter=order)]
            rows.append(src)
            cols.append(dst)
            lvals.append(la + lp[:, b])
    r, c, lv = np.concatenate(rows), np.concatenate(cols), np.concatenate(lvals)
    P = sp.coo_matrix((np.exp(lv), (r, c)), shape=(N, N)).tocsr()
    P.sum_duplicates()
    log_w = _log_base(n, q) + _energy(model, C) / T
    log_pi = log_w - logsumexp(log_w)
    move = r != c
    return ColourChain(q, n, T, C, P, log_pi, (r[move], c[move], lv[move]))


def _underflow_gap(ch: ColourChain, rule: str) -> SpectralSummary:
    """:func:`colour_symmetric_gap` where the stationary law leaves float64's range (low
    temperature): a reversible ``P`` is similar to the symmetric ``S_ij = sqrt(P_ij P_ji)``
    (``= pi_i^(1/2) P_ij pi_j^(-1/2)`` by detailed balance), built from the moves' logarithms
    (``log_moves``, never underflowed) and ``P``'s diagonal, so no ``pi`` enters. Dense
    ``eigvalsh``; error ``10 N u`` (absolute, backward stable), so a gap below it is not resolved
    and its interval reaches 0."""
    N = ch.n_states
    if N > MAX_UNDERFLOW_STATES:
        raise InvalidInputError(f"the colour-lumped chain's stationary law leaves float64's range at temperature "
                                f"{ch.temperature!r}, and its {N} partitions are above the {MAX_UNDERFLOW_STATES} "
                                "the dense symmetrization from logarithms takes; raise the temperature or lower `n`")
    r, c, lv = ch.log_moves
    L = np.full((N, N), -np.inf)
    np.logaddexp.at(L, (r, c), lv)          # moves to the same partition from different colours add up
    S = np.exp(0.5 * (L + L.T))             # 0 where either direction is absent
    S[np.diag_indices(N)] = ch.P.diagonal()
    w = np.linalg.eigvalsh(S)               # ascending; w[-1] = 1 up to rounding
    lam2, lam_min = float(w[-2]), float(w[0])
    lam_star = max(abs(lam2), abs(lam_min))
    err = 10.0 * N * float(np.finfo(float).eps)
    return _gap_summary(1.0 - lam_star, err, lam_star, lam2, q=ch.q, n=ch.n, sector=None, kind="colour-symmetric",
                        reversible=True, n_sectors=1, rule=rule,
                        method=f"colour-lumped chain ({N} partitions; stationary law below float64's range): dense "
                               "eigh of sqrt(P_ij P_ji) from the moves' logarithms")


def colour_order_moments(model, *, temperature: float = 1.0) -> tuple[float, float, float]:
    """``(<|m|^2>, <|m|^4>, <|m|>)`` of the Potts order parameter
    ``|m|^2 = q/(q-1) sum_a (c_a/n - 1/q)^2`` under ``pi_T``, summed over partitions (no chain
    is built: the law is the module docstring's closed form).

    >>> m2, m4, am = colour_order_moments(CurieWeiss(2, 0.0), temperature=1.0)
    >>> round(m2, 12), round(m4, 12)   # |m| = 1 or 0, each with probability 1/2
    (0.5, 0.5)
    """
    q, n = _check(model)
    T = check_temperature(temperature)
    C = _partitions(n, q)
    log_w = _log_base(n, q) + _energy(model, C) / T
    w = np.exp(log_w - logsumexp(log_w))
    m2 = q / (q - 1.0) * ((C / n - 1.0 / q) ** 2).sum(axis=1)
    return float(w @ m2), float(w @ (m2 * m2)), float(w @ np.sqrt(m2))


def colour_symmetric_gap(model, *, temperature: float = 1.0) -> SpectralSummary:
    """The absolute spectral gap of :func:`colour_chain` (:func:`exact.spectral.spectral_summary`,
    reversible: dense up to 256 partitions, Krylov above), as the
    :class:`~toolkit.results.SpectralSummary` every engine returns: ``sector_kind``
    ``"colour-symmetric"``, an *upper bound* on the full chain's gap (its interval starts at
    0; ``relaxation_time = 1/gap`` in steps is a lower bound on the full chain's);
    ``n_states`` is ``q**n``, the partitions are named in ``method``. Where the stationary law
    leaves float64's range (low temperature), the symmetrized matrix is built from the moves'
    logarithms instead (:func:`_underflow_gap`, up to :data:`MAX_UNDERFLOW_STATES` partitions).

    >>> g = colour_symmetric_gap(CurieWeiss(2, 0.0), temperature=1.0)
    >>> round(g.spectral_gap, 12), g.sector_kind, g.gap_lower   # P~ has eigenvalues 1 and 0
    (1.0, 'colour-symmetric', 0.0)
    """
    ch = colour_chain(model, temperature=temperature)
    q, n = int(model.vocab_size), int(model.length)
    rule = "colour-lumped chain of a compatible model: reversible (residual not computed)"
    if ch.n_states == 1:
        return _gap_summary(1.0, 0.0, 0.0, 0.0, q=q, n=n, sector=None, kind="colour-symmetric", reversible=True,
                            n_sectors=1, rule=rule, method="colour-lumped chain (one partition)")
    if float(ch.log_pi.min()) < math.log(np.finfo(float).tiny):
        # pi underflows: D^(1/2) P D^(-1/2) would divide by 0 (a NaN gap, or eigh failing), so the
        # symmetrized matrix is built from the moves' logarithms instead, which need no pi
        return _underflow_gap(ch, rule)
    s = spectral_summary(ch.P, ch.pi / ch.pi.sum(), reversible=True, log_moves=ch.log_moves)
    err = float(s.gap_error) if s.gap_error is not None else math.nan
    return _gap_summary(s.spectral_gap, err, s.lambda_star, s.lambda_2, q=q, n=n, sector=None,
                        kind="colour-symmetric", reversible=True, n_sectors=1, rule=rule,
                        method=f"colour-lumped chain ({ch.n_states} partitions): {s.method}")
