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

import numpy as np
import scipy.sparse as sp

from toolkit._states import tv
from toolkit._validation import check_eps, check_int
from toolkit.exceptions import InvalidInputError
from toolkit.results import MixingResult

from ._linalg import as_dense, as_operator, as_sparse_or_dense, one_blas_thread
from .stationary import probability_vector, stationary, stationary_residual

DOUBLING_MAX = 2048
LOWRANK_MAX = 8192    # method="lowrank" stores log2(tau) + 1 dense powers: 0.5 GB each at 8192 states
#                       (2 GB each at 16384: ~20 GB, beyond this 24 GiB machine's share)
LOWRANK_RANK = 64     # the sketch's rank (plus LOWRANK_OVERSAMPLE columns)
LOWRANK_OVERSAMPLE = 8
LOWRANK_RESIDUAL = 1e-13  # switch to the factored powers once max_x ||E(x, .)||_1 is below this
METHODS = ("auto", "doubling", "stepping", "lowrank")
# d(t) is compared with eps up to this round-off slack, so that exact ties (e.g. the lazy
# hypercube walk on {0,1}^2, whose d(1) is exactly 1/4) resolve as the exact arithmetic does;
# but only where d fell by at least that excess in the last step (tie_or_below): a metastable
# chain's d falls by far less than TIE_ATOL per step, and the slack would end t_mix up to
# TIE_ATOL / (gap eps) steps early (1.5e8 steps at Curie-Weiss n = 1000, T = 0.8)
TIE_ATOL = 1e-12
STEP_MEMORY = 2 * 2**30   # bytes of start distributions a stepping run holds at once


def tie_or_below(d, d_prev, eps: float):
    """Whether ``d(t)`` counts as ``<= eps``: below it, or above by at most ``TIE_ATOL``
    *and* by no more than the last step's decrease ``d(t-1) - d(t)`` (a tie that round-off
    broke). Elementwise on arrays.

    >>> bool(tie_or_below(0.25 + 1e-16, 0.5, 0.25)), bool(tie_or_below(0.25 + 1e-13, 0.25 + 1e-13 + 1e-20, 0.25))
    (True, False)
    """
    d = np.asarray(d, dtype=float)
    excess = d - eps
    return (excess <= 0) | ((excess <= TIE_ATOL) & (excess <= np.asarray(d_prev, dtype=float) - d))


def worst_index(d) -> int:
    """The lowest index whose distance is within ``TIE_ATOL`` of the largest: starts tied by
    a symmetry (all-0 and all-1 of a Potts cycle) resolve the same way whatever arithmetic
    computed them."""
    d = np.asarray(d, dtype=float)
    return int(np.flatnonzero(d >= d.max() - TIE_ATOL)[0])


def strict_crossing(base, t_base: int, powers: list, dist, eps: float, t_max: int):
    """``(t, before)``: the first ``t > t_base`` with ``max dist(P^t) <= eps`` (strictly),
    given ``d(t_base) > eps`` and ``base = P^t_base``, by galloping over the powers
    ``powers[j] = P^(2^j)`` (squared further as needed, appended to the list) and then the
    greedy bisection; ``before = P^(t - 1)``. ``(None, base)`` when ``t`` would pass
    ``t_max``. ``dist(M)`` returns the distances of ``M``'s rows (and may record them).
    Used when the loose comparison (``TIE_ATOL``) ended a metastable chain's search early."""
    j, found = 0, False
    while True:
        if j == len(powers):
            powers.append(powers[-1] @ powers[-1])
        if t_base + 2**j > t_max:
            break
        cand = base @ powers[j]
        if float(np.max(dist(cand, t_base + 2**j))) <= eps:
            found = True
            break
        base, t_base = cand, t_base + 2**j
        j += 1
    for i in range(j - 1, -1, -1):
        if t_base + 2**i > t_max:
            continue
        cand = base @ powers[i]
        if float(np.max(dist(cand, t_base + 2**i))) > eps:
            base, t_base = cand, t_base + 2**i
        elif i == 0:
            found = True
    if not found and t_base + 1 <= t_max:
        found = float(np.max(dist(base @ powers[0], t_base + 1))) <= eps
    return (t_base + 1 if found and t_base + 1 <= t_max else None), base


def tv_rows(M: np.ndarray, pi: np.ndarray) -> np.ndarray:
    """``TV(M[x, .], pi)`` for every row ``x``."""
    M, pi = np.asarray(M), np.asarray(pi)
    if M.ndim != 2 or pi.shape != (M.shape[1],):
        raise InvalidInputError(f"`pi` must have shape ({M.shape[1] if M.ndim == 2 else 'N'},) to match the rows "
                                f"of `M` {M.shape}; got {pi.shape}")
    return tv(M, pi[None, :], axis=1)


def _transpose_matrix(P):
    """``P^T`` as CSR or dense (or None: use the operator). A random-scan kernel with ``q >= 4``
    whose CSR would hold more than :data:`exact._linalg.SPARSE_PRODUCTS_MAX` entries steps
    through its per-site products: about ``3 n`` operations per entry of a block of starts,
    against ``2 (n (q - 1) + 1)`` for the CSR product (``q = 10, n = 5``: 15 against 92)."""
    from ._linalg import SPARSE_PRODUCTS_MAX
    from .kernel import GlauberKernel

    if (isinstance(P, GlauberKernel) and P.is_random_scan and P.q >= 4
            and P.n_states * (P.n * (P.q - 1) + 1) > SPARSE_PRODUCTS_MAX):
        return None
    M = as_sparse_or_dense(P)
    if M is None:
        return None
    return M.T.tocsr() if sp.issparse(M) else np.ascontiguousarray(M.T)


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
        from ._lowrank_tmix import lowrank_mixing_time

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


class _Power:
    """``K^t`` stored as its off-diagonal part ``O`` (non-negative) and ``s = O 1``, so that
    ``K^t[x, x] = 1 - s(x)``. Products only add and multiply non-negative numbers
    (``O_{ab} = offdiag(D_a O_b + O_a D_b + O_a O_b)``) and each diagonal is re-formed from
    its row's off-diagonal mass, as GTH does: the small rates that make a metastable gap
    keep their relative accuracy. (Squaring the stochastic matrix itself rounds every
    diagonal ``1 - s`` to an absolute ``u``, which perturbs a gap of ``1e-12`` by ``1e-4``
    of itself, and ``t_mix`` with it; and its row sums drift like ``(1 + N u)^t``.)"""

    __slots__ = ("off", "s")

    def __init__(self, off: np.ndarray):
        np.fill_diagonal(off, 0.0)
        self.off = off
        self.s = off.sum(axis=1)

    @classmethod
    def of(cls, K: np.ndarray) -> _Power:
        return cls(np.array(K, dtype=float))

    def __matmul__(self, other: _Power) -> _Power:
        da = 1.0 - self.s
        db = 1.0 - other.s
        return _Power(da[:, None] * other.off + self.off * db[None, :] + self.off @ other.off)

    def tv(self, nu: np.ndarray, rows: np.ndarray) -> np.ndarray:
        """``TV(K^t(x, .), nu)`` for the rows ``x`` given."""
        M = self.off[rows]
        out = np.abs(M - nu[None, :]).sum(axis=1) - nu[rows] + np.abs(1.0 - self.s[rows] - nu[rows])
        return 0.5 * out


def _doubling(P, pi, eps, t_max) -> MixingResult:
    M = as_dense(P)
    with one_blas_thread(M.shape[0] <= 512):
        return _doubling_dense(M, pi, eps, t_max)


def power_search(M: _Power, dist, eps: float, t_max: int):
    """Worst-start ``t_mix`` by doubling and greedy bisection over the powers of ``M`` (a
    :class:`_Power`, ``d(0) > eps`` known to the caller), then, where the tie slack decided
    it, the strict search (:func:`strict_crossing`). ``dist(A, t)`` returns the distances of
    ``A``'s rows at time ``t`` (and may record them). Returns ``(t_mix, before, products)``:
    ``t_mix`` (None beyond ``t_max``), ``before = P^(t_mix - 1)`` (None when ``t_mix = 1``)
    and the number of matrix products made. Shared by :func:`mixing_time`'s doubling and
    the lumped count chain's (:mod:`exact.lumped`)."""
    seen, n_prod = {}, 0

    def d(A, t):
        seen[t] = float(np.max(dist(A, t)))
        return seen[t]

    powers = [M]  # powers[j] = P^(2^j); d(2^j) > eps for every j < len(powers) - 1
    while True:
        t = 2 ** (len(powers) - 1)
        if d(powers[-1], t) <= eps + TIE_ATOL or 2 * t > t_max:
            break
        powers.append(powers[-1] @ powers[-1])
        n_prod += 1
    k = len(powers) - 1
    if seen[2**k] <= eps + TIE_ATOL:
        if k == 0:  # d(1) <= eps < d(0)
            return 1, None, n_prod
        t_low, M_low = 2 ** (k - 1), powers[k - 1]  # d(t_low) > eps >= d(2^k)
        js = range(k - 2, -1, -1)
    else:  # d(2^k) > eps and 2^(k+1) > t_max: search (2^k, t_max] with the stored powers
        t_low, M_low = 2**k, powers[k]
        js = range(k - 1, -1, -1)
    for j in js:  # greedy binary search: the largest t <= t_max with d(t) > eps
        if t_low + 2**j > t_max:
            continue
        cand = M_low @ powers[j]
        n_prod += 1
        if d(cand, t_low + 2**j) > eps + TIE_ATOL:
            t_low, M_low = t_low + 2**j, cand
    t_mix = t_low + 1 if t_low + 1 <= t_max else None
    if t_mix is None:
        return None, M_low, n_prod
    if t_mix not in seen:
        n_prod += 1
        d(M_low @ powers[0], t_mix)
    if seen[t_mix] <= eps + TIE_ATOL and not tie_or_below(seen[t_mix], seen[t_low], eps):
        # the slack moved t_mix by more than a step (a metastable chain): search strictly
        k = len(powers)

        def counted(A, t):
            nonlocal n_prod
            n_prod += 1
            return dist(A, t)

        t_mix, M_low = strict_crossing(M_low, t_low, powers, counted, eps, t_max)
        n_prod += len(powers) - k
    return t_mix, M_low, n_prod


def _doubling_dense(M, pi, eps, t_max) -> MixingResult:
    """Doubling and greedy bisection on :class:`_Power` (off-diagonal parts: a metastable
    chain's small rates keep their relative accuracy through the squarings, where plain
    matrix powers moved ``t_mix`` by 1e-3 of itself at a gap of 1e-13 and lost it below)."""
    N = M.shape[0]
    rows = np.arange(N)
    pi = np.asarray(pi, dtype=float)
    times, dists = [0], [float(tv_rows(np.eye(N), pi).max())]
    if dists[0] <= eps + TIE_ATOL:
        return MixingResult(0, eps, tuple(times), tuple(dists), None, "doubling", t_max)
    if t_max < 1:
        return MixingResult(None, eps, tuple(times), tuple(dists), int(np.argmax(tv_rows(np.eye(N), pi))),
                            "doubling", t_max)

    def dist(A, t):
        dt = A.tv(pi, rows)
        times.append(t)
        dists.append(float(dt.max()))
        return dt

    t_mix, before, _ = power_search(_Power.of(M), dist, eps, t_max)
    worst = int(np.argmax(tv_rows(np.eye(N), pi))) if before is None else worst_index(before.tv(pi, rows))
    order = np.argsort(times, kind="stable")
    return MixingResult(t_mix, eps, tuple(int(times[i]) for i in order), tuple(dists[i] for i in order),
                        worst, "doubling", t_max)


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
        from concurrent.futures import ThreadPoolExecutor

        with ThreadPoolExecutor(workers) as ex:
            results = list(ex.map(run_block, starts))
    else:
        results = [run_block(lo) for lo in starts]
    return MixingResult.from_blocks(results, eps, "stepping", t_max)
