"""Exact worst-start distance to stationarity ``d(t)`` and mixing time ``t_mix(eps)``.

``d(t) = max_x TV(P^t(x, .), pi)`` is non-increasing in ``t``, and so is each start's own
distance; ``t_mix(eps) = min{t : d(t) <= eps}``.

Three algorithms, all exact up to float round-off:

- ``"doubling"`` (dense, up to a few thousand states): square ``P`` until ``d(2^k) <= eps``,
  then bisect on ``(2^(k-1), 2^k]`` by multiplying stored powers: ``O(log t_mix)``
  matrix products, so exponentially slow (metastable) chains are in reach.
- ``"stepping"`` (sparse, any size the kernel fits): evolve every start's distribution
  one step at a time, in blocks of starts; a start whose distance has dropped to
  ``eps`` is retired, since it can never rise again. Cost ``t_mix`` sparse products. Its
  profile covers ``d(0..t_mix-1)`` exactly (``d(t_mix) <= eps`` is not evaluated: the
  starts retired earlier are no longer evolved).
- ``"lowrank"`` (dense, up to 8192 states; metastable chains): doubling until
  ``P^tau - Pi`` is numerically of low rank, then powers in factored form and a bisection
  with the stored powers, every decision checked against the factored powers' error bound
  (:mod:`exact._lowrank_tmix`; ``benchmarks/exact_tmix_large.py``: ``t_mix = 167131`` at 8192
  states in 133 s).

Two-state example: ``P = [[1-p, p], [r, 1-r]]`` has
``d(t) = max(p, r) / (p + r) * |1 - p - r|^t``; for ``p = 0.1, r = 0.3``,
``d(t) = 0.75 * 0.6^t`` so ``t_mix(1/4) = 3`` (``0.75*0.216 = 0.162``, ``0.75*0.36 = 0.27``).

>>> import numpy as np
>>> mixing_time(np.array([[0.9, 0.1], [0.3, 0.7]])).t_mix
3
"""

from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor

import numpy as np

from toolkit._states import tv
from toolkit._validation import check_eps, check_int
from toolkit.exceptions import InvalidInputError
from toolkit.results import MixingResult

from ._linalg import (
    SPARSE_PRODUCTS_MAX,
    as_dense,
    as_operator,
    as_sparse_or_dense,
    is_sparse,
    one_blas_thread,
    random_scan_kernel,
)
from ._lowrank_tmix import lowrank_mixing_time
from ._powers import TIE_ATOL, _doubling_dense, strict_crossing, tie_or_below, tv_rows, worst_index  # noqa: F401  (public here too)
from .stationary import probability_vector, stationary, stationary_residual

DOUBLING_MAX = 2048
LOWRANK_MAX = 8192    # method="lowrank" stores log2(tau) + 1 dense powers: 0.5 GB each at 8192 states
#                       (2 GB each at 16384: ~20 GB, beyond this 24 GiB machine's share)
METHODS = ("auto", "doubling", "stepping", "lowrank")
STEP_MEMORY = 2 * 2**30   # bytes of start distributions a stepping run holds at once


def _transpose_matrix(P):
    """``P^T`` as CSR or dense (or None: use the operator). A random-scan kernel with ``q >= 4``
    whose CSR would hold more than :data:`exact._linalg.SPARSE_PRODUCTS_MAX` entries steps
    through its per-site products: about ``3 n`` operations per entry of a block of starts,
    against ``2 (n (q - 1) + 1)`` for the CSR product (``q = 10, n = 5``: 15 against 92)."""
    if (random_scan_kernel(P) and P.q >= 4
            and P.n_states * (P.n * (P.q - 1) + 1) > SPARSE_PRODUCTS_MAX):
        return None
    M = as_sparse_or_dense(P)
    if M is None:
        return None
    return M.T.tocsr() if is_sparse(M) else np.ascontiguousarray(M.T)


def distance_profile(P, t_max: int, *, pi=None, starts=None, block: int = 512) -> np.ndarray:
    """``d(t)`` for ``t = 0..t_max`` (worst start over ``starts``, default all states)."""
    t_max = check_int(t_max, "t_max", minimum=0)
    block = check_int(block, "block", minimum=1)
    pi = stationary(P) if pi is None else given_stationary(P, pi, as_operator(P)[2])
    _, PT, N = as_operator(P)
    MT = _transpose_matrix(P)
    starts = np.arange(N) if starts is None else np.asarray(starts, dtype=np.int64)
    d = np.zeros(t_max + 1)
    for lo in range(0, starts.size, block):
        cols = starts[lo:lo + block]
        D = np.zeros((N, cols.size))
        D[cols, np.arange(cols.size)] = 1.0
        for t in range(t_max + 1):
            d[t] = max(d[t], float(tv(D, pi[:, None], axis=0).max()))
            if t < t_max:
                D = MT @ D if MT is not None else PT @ D
    return d


def mixing_time(P, *, eps: float = 0.25, pi=None, method: str = "auto", t_max: int | None = None,
                block: int = 512, dtype=np.float64, workers: int = 1) -> MixingResult:
    """Exact ``t_mix(eps)`` from the worst start.

    Parameters
    ----------
    P : GlauberKernel, array, sparse matrix or LinearOperator
    eps : float in (0, 1)
    method : {"auto", "doubling", "stepping", "lowrank"}
        ``auto``: doubling up to 2048 states, stepping above. ``lowrank`` (up to
        :data:`LOWRANK_MAX` states): doubling until ``P^tau - Pi`` is numerically of low
        rank, then powers in factored form (metastable chains, ``t_mix`` up to ``10**8``;
        see :func:`_lowrank`).
    t_max : int, optional
        Give up beyond this time (``t_mix`` is then ``None``). Defaults: ``2**40``
        (doubling), ``10**5`` (stepping).
    block, dtype, workers
        Stepping only: starts evolved together (memory ``N * block``), the float type of
        the evolved distributions (``float32`` is ~4x faster; TV then carries ~1e-6
        round-off), and threads running blocks in parallel.
    """
    eps = check_eps(eps)
    if method not in METHODS:
        raise InvalidInputError(f"`method` must be 'auto', 'doubling', 'stepping' or 'lowrank'; got {method!r}")
    if t_max is not None:
        t_max = check_int(t_max, "t_max", minimum=0)
    block = check_int(block, "block", minimum=1)
    workers = check_int(workers, "workers", minimum=1)
    _, _, N = as_operator(P)
    pi = stationary(P) if pi is None else given_stationary(P, pi, N)
    if method == "auto":
        method = "doubling" if N <= DOUBLING_MAX else "stepping"
    if method == "doubling":
        return _doubling(P, pi, eps, t_max if t_max is not None else 2**40)
    if method == "lowrank":
        if N > LOWRANK_MAX:
            raise InvalidInputError(f"method='lowrank' stores dense powers (8 N^2 bytes each): at most {LOWRANK_MAX} "
                                    f"states; got {N}")
        return lowrank_mixing_time(P, pi, eps, t_max if t_max is not None else 2**40)
    return _stepping(P, pi, eps, t_max if t_max is not None else 10**5, block, np.dtype(dtype), workers)


#: A ``pi`` given to :func:`mixing_time` must have ``||pi P - pi||_1`` at most this: far above
#: the round-off of a solved law (about ``1e-15`` for GTH, ``1e-10`` for a refined Krylov
#: solve of ``10**7`` states), far below what a wrong law gives (a uniform ``pi`` on an
#: 8-state chain at T = 1: ``1e-1``). A wrong ``pi`` moves every distance ``d(t)`` and so
#: ``t_mix``, silently.
PI_RESIDUAL_MAX = 1e-6


def given_stationary(P, pi, N: int) -> np.ndarray:
    """A ``pi`` given with ``P``: a probability vector of ``N`` entries (a
    :class:`~toolkit.results.StationaryLaw`'s ``pi`` for a law) that ``P`` leaves
    stationary, ``||pi P - pi||_1 <= PI_RESIDUAL_MAX``.

    >>> P = np.array([[0.5, 0.5], [0.25, 0.75]])
    >>> given_stationary(P, [1 / 3, 2 / 3], 2).round(6).tolist()
    [0.333333, 0.666667]
    >>> given_stationary(P, [0.5, 0.5], 2)
    Traceback (most recent call last):
    ...
    toolkit.exceptions.InvalidInputError: `pi` is not the stationary law of `P`: ||pi P - pi||_1 = 0.25, above 1e-06; pass pi=None (computed by exact.stationary) or the law that exact.stationary(P) returns
    """
    law = getattr(pi, "pi", None)
    pi = probability_vector(pi if law is None else law, N)
    res = stationary_residual(P, pi)
    if not res <= PI_RESIDUAL_MAX:
        raise InvalidInputError(f"`pi` is not the stationary law of `P`: ||pi P - pi||_1 = {res:.3g}, above "
                                f"{PI_RESIDUAL_MAX:g}; pass pi=None (computed by exact.stationary) or the law that "
                                "exact.stationary(P) returns")
    return pi


def _doubling(P, pi, eps, t_max) -> MixingResult:
    M = as_dense(P)
    with one_blas_thread(M.shape[0] <= 512):
        return _doubling_dense(M, pi, eps, t_max)


def _stepping(P, pi, eps, t_max, block, dtype=np.float64, workers=1) -> MixingResult:
    _, PT, N = as_operator(P)
    # a block holds N x block distributions, twice during a product, per worker: keep it
    # within STEP_MEMORY (4 million states: 21 columns, not the 512 that needed 34 GB)
    block = max(1, min(block, int(STEP_MEMORY // (3 * np.dtype(dtype).itemsize * N * max(workers, 1)))))
    MT = _transpose_matrix(P)
    if MT is not None and dtype != np.float64:
        MT = MT.astype(dtype)
    pi_col = pi.astype(dtype)[:, None]

    def run_block(lo):
        cols = np.arange(lo, min(N, lo + block))
        D = np.zeros((N, cols.size), dtype=dtype)
        D[cols, np.arange(cols.size)] = 1.0
        profile, worst_t, worst_x, t = [], 0, None, 0
        prev = np.full(cols.size, np.inf)
        while True:
            dist = tv(D, pi_col, axis=0, dtype=np.float64)
            profile.append(float(dist.max()))
            active = ~tie_or_below(dist, prev, eps)
            if not active.any():
                return np.array(profile), worst_t, worst_x, True
            if t >= t_max:
                return np.array(profile), t, int(cols[np.argmax(dist)]), False
            worst_t, worst_x = t + 1, int(cols[np.argmax(np.where(active, dist, -1))])
            D, cols, prev = D[:, active], cols[active], dist[active]
            D = MT @ D if MT is not None else (PT @ D).astype(dtype, copy=False)
            t += 1

    starts = range(0, N, block)
    if workers > 1:
        with ThreadPoolExecutor(workers) as ex:
            results = list(ex.map(run_block, starts))
    else:
        results = [run_block(lo) for lo in starts]
    return MixingResult.from_blocks(results, eps, "stepping", t_max)
