"""Stationary law ``pi`` with ``pi P = pi``, accurate *relative to every entry*, and its error.

At low temperature ``pi`` spans hundreds of orders of magnitude, and its smallest
entries (saddles, shallow basins) carry the metastable dynamics: a bottleneck bound or a
reversible spectral bound built from a ``pi_min`` that is wrong by a factor of 10^8 is
wrong too. A solve that subtracts (LU on ``I - P``) gives ``pi`` to an *absolute*
accuracy of about ``eps * max(pi)``, so entries below ``1e-17`` have no correct digit.
Here no step subtracts:

- ``"gth"`` (dense, up to :data:`DENSE_MAX` states): Grassmann-Taksar-Heyman elimination.
  Eliminating a state replaces the chain by the chain *censored* to the other states;
  each pivot ``1 - P(k, k)`` is re-formed as the sum of the off-diagonal entries of its
  row, so the algorithm only adds, multiplies and divides non-negative numbers and every
  entry of ``pi`` is accurate to a small multiple of the unit roundoff (O'Cinneide 1993,
  *Numer. Math.* 65, 109). Blocked here: a block of states is eliminated at once through
  the GTH factorization of its ``I - P_BB`` (an M-matrix, whose triangular solves only
  add), so the work is matrix products of non-negative matrices. When the transition
  probabilities or ``pi`` itself leave float64's range (low temperature, large logits:
  ``e^{-1000}``) the same elimination runs on logarithms (``logaddexp``), from
  ``log P`` computed from the logits, up to :data:`LOG_GTH_MAX` states.
- ``"krylov"`` (larger spaces): ARPACK for the Perron vector, polished by GMRES, gives
  absolute accuracy; then *aggregation/disaggregation* refinement (Koury, McAllister and
  Stewart 1984; Stewart, *Introduction to the Numerical Solution of Markov Chains*, ch. 6)
  restores relative accuracy: the states are grouped into the zero-temperature descent
  basins of the model (for a chain given as a plain matrix, of the matrix itself:
  :func:`descent_labels`), the small chain between the groups is solved by GTH (which fixes
  the slow, between-basin part of the error that local sweeps cannot), and a balance
  sweep ``pi(y) <- sum_{x != y} pi(x) P(x, y) / sum_{z != y} P(y, z)`` (sums of
  non-negative terms only) fixes the small entries from their larger neighbours. With one
  group there is no chain between groups: the refinement is the sweeps alone, and ``method``
  reads ``"krylov + balance sweeps"`` (``"krylov + aggregation/disaggregation"`` from two on).

- ``"detailed balance"`` (random-scan or systematic kernels of models whose conditionals are
  compatible by the rectangle rule of :mod:`exact.reversibility`, above the GTH size):
  ``pi(x) ~ exp(sum_i [l_i(x_i; z) - l_i(0; z)] / T)`` along the path from the all-0 state
  that sets the sites one at a time (each ratio ``pi(y)/pi(x) = p_i(y_i)/p_i(x_i)``), in
  logarithms: no solve at all, each entry exact to ``u n |log pi|``.

Error estimate. The componentwise relative balance residual
``rho(y) = |inflow(y) / outflow(y) - 1|`` (both sums of non-negative terms, so ``rho`` is
itself accurate) is reported beside ``pi_min`` (``max_relative_residual``), and
``relative_error`` estimates every entry's relative error as ``rho_max`` plus the
arithmetic's round-off (``8 N u``, and ``u |log pi|`` where logarithms carry ``pi``) plus
the kernel's own rounding against the model's chain, ``n delta`` with ``delta = 4 u max|l| / T
+ (q + 4) u`` (the rounding of the logits over ``T`` and of the softmax, which grows like
``1/T``; :mod:`exact._rounding` states the model). GTH is
entrywise forward stable (O'Cinneide 1993: each entry, however small, to low relative
error, independently of any condition number), and so is the path product; the estimate
is right for them. For the Krylov path it is an estimate, not a bound: a chain with long
one-directional paths (a strongly drifting birth-death chain) can amplify a residual
along them (Thiede, Van Koten and Weare 2015, *SIAM J. Matrix Anal. Appl.* 36, 917, give
sharp entrywise bounds in terms of hitting times). A refinement that stalls above
``rho = 1e-8`` raises a :class:`~toolkit.exceptions.ConvergenceWarning`; use GTH (up to
:data:`DENSE_MAX` states) to check.

Length: one idea, three solvers (GTH, the path product, refined Krylov) sharing one residual
and one error estimate; the elimination itself lives in :mod:`exact._gth`.

Two-state example: ``P = [[1-p, p], [r, 1-r]]`` has ``pi = (r, p) / (p + r)``, however
small ``p`` is:

>>> import numpy as np
>>> stationary(np.array([[0.9, 0.1], [0.3, 0.7]])).round(3)
array([0.75, 0.25])
>>> law = stationary_law(np.array([[1 - 1e-30, 1e-30], [0.5, 0.5]]))
>>> float(law.pi[1] / 2e-30), law.method
(1.0, 'gth')
"""

from __future__ import annotations

import math
import warnings

import numpy as np
from scipy.sparse import csgraph, csr_matrix
from scipy.sparse.linalg import LinearOperator, eigs, gmres
from scipy.special import logsumexp

from toolkit.exceptions import (
    ConvergenceWarning,
    InvalidInputError,
    InvalidTypeError,
    ReducibleChainError,
)
from toolkit.results import StationaryLaw

from ._arnoldi import krylov_schur
from ._gth import _gth
from ._linalg import (
    DENSE,
    SPARSE,
    as_dense,
    as_operator,
    check_stochastic,
    is_glauber,
    kernel_kind,
    log_dense,
    offdiag_chunks,
    offdiag_transpose_csr,
    one_blas_thread,
    random_scan_kernel,
)
from ._rounding import pi_rounding
from .rectangles import rectangle_rule

DENSE_MAX = 1024      # GTH (blocked, float64) up to here (0.13 s); refined Krylov above is as accurate and faster
LOG_GTH_MAX = 1024    # GTH on logarithms (when P or pi leave float64's range) up to here
TINY = 1e-290         # an entry of pi below this is near float64's underflow: redo in logs
REFINE_SWEEPS = 400   # aggregation/disaggregation sweeps (Krylov path) at most
REFINE_TARGET = 1e-13  # ... stopping when the relative balance residual is at most this
REFINE_DAMPING = 0.2   # balance sweeps: pi <- 0.8 * sweep(pi) + 0.2 * pi
REFINE_PATIENCE = 40   # stop after this many sweeps without a new best residual (a tie is not one)
REFINE_WARN = 1e-8     # warn when the refined law's relative balance residual stays above this
REFINE_LARGE = 2_000_000  # above this many states, at most REFINE_SWEEPS_LARGE sweeps (each is ~N n q work)
REFINE_SWEEPS_LARGE = 20
AGGREGATE_MAX = 4096  # coarse chains larger than this are not solved (balance sweeps only)
COARSE_SITES_MAX = 256  # random-scan kernels above SITE_RESIDUAL_MIN: coarse chains this small built site by site
CROSS_MOVES_MAX = 30_000_000  # moves between groups kept for the aggregation steps (~0.7 GB) at most
SITE_RESIDUAL_MIN = 2**16  # random-scan kernels above this: residuals site by site, not edge by edge
GMRES_BASIS_BYTES = 2**30  # the polish's restart length keeps its basis within this
KRYLOV_SCHUR_MIN = 64      # the Perron vector by Krylov-Schur above this many states (ARPACK below)
KRYLOV_SCHUR_PRODUCTS = 20000  # ... and at most this many products
_LOG_TINY = math.log(np.finfo(np.float64).tiny)
PI_SUM_ATOL = 1e-8    # a given pi must sum to 1 within this (round-off of a sum of 10**6 terms is ~1e-10)


def stationary_residual(P, pi) -> float:
    """``||pi P - pi||_1`` (a random-scan kernel stored in float32 is applied with float64
    conditionals computed from its logits, so the residual is that of the exact chain)."""
    if _site_route(P, np.inf):
        return _stationary_residual_sites(P, np.asarray(pi, dtype=float))
    _, PT, _ = as_operator(P)
    pi = np.asarray(pi, dtype=float)
    return float(np.abs(PT @ pi - pi).sum())


def _site_route(P, min_states) -> bool:
    """Whether ``P`` is a random-scan kernel to be handled site by site in float64: above
    ``min_states`` states, or whenever its stored conditionals are not float64."""
    return (random_scan_kernel(P)
            and (P.n_states > min_states or P.dtype != np.float64))


def _stationary_residual_sites(K, pi: np.ndarray) -> float:
    out = K.lazy * pi if K.lazy else np.zeros_like(pi)
    w = (1 - K.lazy) / K.n
    for i in range(K.n):
        C = K.site_conditionals64(i)
        m = pi.reshape(C.shape).sum(axis=1, keepdims=True)
        out.reshape(C.shape)[...] += w * (m * C)
    return float(np.abs(out - pi).sum())


def stationary(P, *, method: str = "auto", tol: float = 1e-12, maxiter: int | None = None) -> np.ndarray:
    """The stationary law of ``P`` (kernel, array, sparse matrix or operator), every entry
    to relative accuracy (see :func:`stationary_law`, which also returns the error estimate).
    """
    return stationary_law(P, method=method, tol=tol, maxiter=maxiter).pi


def stationary_law(P, *, method: str = "auto", tol: float = 1e-12, maxiter: int | None = None,
                   refine: bool = True) -> StationaryLaw:
    """The stationary law with ``log pi``, the relative balance residual and an error bound.

    Parameters
    ----------
    P : GlauberKernel, array, sparse matrix or LinearOperator
    method : {"auto", "gth", "detailed-balance", "krylov"}
        ``auto``: GTH (float64, or on logarithms when ``P`` or ``pi`` underflow) up to
        :data:`DENSE_MAX` states; above, the path product for kernels of compatible
        conditionals, else Krylov with aggregation/disaggregation refinement. ``dense``
        (the spectral solvers' name of the dense path) is the same as ``gth``.
    tol : float
        Krylov only: target of the residual ``||pi P - pi||_1`` before refinement.
    refine : bool
        Krylov only: run the refinement that gives small entries their relative accuracy.

    Raises
    ------
    ReducibleChainError
        When the chain is not irreducible, naming the temperature when the cause is
        transition probabilities that underflowed to 0.
    InvalidInputError
        When ``P``, given as an array, is not a transition matrix (:func:`exact._linalg.check_stochastic`:
        a negative entry, a row whose sum is not 1, no state).
    """
    check_stochastic(P)
    _, PT, N = as_operator(P)
    if method == "auto":
        method = "gth" if N <= DENSE_MAX else ("detailed-balance" if _compatible_kernel(P) else "krylov")
    if method not in ("gth", "krylov", "dense", "detailed-balance"):
        raise InvalidInputError(f"`method` must be 'auto', 'gth', 'krylov' or 'detailed-balance'; got {method!r}")
    if method == "detailed-balance":
        if not _compatible_kernel(P):
            raise InvalidInputError("method='detailed-balance' needs a Glauber kernel of compatible conditionals "
                                    "(no certified rectangle)")
        return _path_product_law(P, N)
    if N == 1:
        return StationaryLaw(np.ones(1), np.zeros(1), "gth", 0.0, 0.0, 0.0, 1)
    if method in ("gth", "dense"):
        return _gth_law(P, N)
    return _krylov_law(P, PT, N, tol=tol, maxiter=maxiter, refine=refine)


def as_law(P, pi=None) -> StationaryLaw:
    """``pi`` as a :class:`~toolkit.results.StationaryLaw`: computed when None, returned when
    already one, else wrapped (its balance residual and error bound evaluated here). A given
    ``pi`` must be a probability vector: an unnormalised one is refused (its sum must be 1
    within :data:`PI_SUM_ATOL`, then the round-off is divided out)."""
    if pi is None:
        return stationary_law(P)
    if isinstance(pi, StationaryLaw):
        return pi
    _, _, N = as_operator(P)
    pi = probability_vector(pi, N)
    with np.errstate(divide="ignore"):
        return _law(P, pi, np.log(pi), "given", N)


def probability_vector(pi, N: int) -> np.ndarray:
    """A given ``pi`` checked as a probability vector of ``N`` entries (finite, >= 0, summing
    to 1 within :data:`PI_SUM_ATOL`; the round-off is then divided out)."""
    if isinstance(pi, (str, bytes, dict)):
        raise InvalidTypeError(f"`pi` must be a probability vector (an array of {N} numbers) or a StationaryLaw; "
                               f"got {type(pi).__name__}")
    try:
        pi = np.asarray(pi, dtype=float)
    except (TypeError, ValueError):
        raise InvalidTypeError(f"`pi` must be a probability vector (an array of {N} numbers) or a StationaryLaw; "
                               f"got {type(pi).__name__}") from None
    if pi.shape != (N,):
        raise InvalidInputError(f"`pi` must have shape ({N},) to match the kernel; got {pi.shape}")
    if not np.all(np.isfinite(pi)) or pi.min() < 0 or abs(pi.sum() - 1.0) > PI_SUM_ATOL:
        raise InvalidInputError("`pi` must be a probability vector (finite, non-negative, summing to 1 within "
                                f"{PI_SUM_ATOL:g}); got min {float(pi.min())!r}, sum {float(pi.sum())!r}")
    return pi / pi.sum()


# ---------------------------------------------------------------------- checks
def _temperature_note(P) -> str:
    T = P.temperature if is_glauber(P) else None
    return f" at temperature={T:g}" if T is not None else ""


def _check_irreducible(P, N: int, underflow: bool) -> None:
    """Raise :class:`ReducibleChainError` when the support graph of ``P`` is not strongly connected."""
    rows, cols = [], []
    for r, c, v in offdiag_chunks(P):
        pos = v > 0  # entries that underflowed to 0 are not edges of the float chain
        rows.append(r[pos])
        cols.append(c[pos])
    r = np.concatenate(rows) if rows else np.zeros(0, dtype=np.int64)
    c = np.concatenate(cols) if cols else np.zeros(0, dtype=np.int64)
    G = csr_matrix((np.ones(r.size, dtype=np.int8), (r, c)), shape=(N, N))
    k, _ = csgraph.connected_components(G, directed=True, connection="strong")
    if k > 1:
        if underflow:
            raise ReducibleChainError(
                f"the chain{_temperature_note(P)} splits into {k} classes that cannot reach each other "
                "because some transition probabilities underflow to 0 in float64 (below ~1e-308); "
                "raise the temperature, or use a space of at most "
                f"{LOG_GTH_MAX} states, where pi is computed from log P", n_classes=k)
        raise ReducibleChainError(
            f"the chain is reducible ({k} communicating classes): its stationary law is not unique",
            n_classes=k)


def _kernel_underflows(P) -> bool:
    if is_glauber(P):
        return P.underflows
    return False


# ---------------------------------------------------------------------- residual and error
def balance_residual(P, pi, *, log_pi=None) -> np.ndarray:
    """``rho(y) = |sum_{x != y} pi(x) P(x, y) / (pi(y) sum_{z != y} P(y, z)) - 1|`` for every state.

    Both sums are of non-negative terms, so ``rho`` is accurate to a few ulps of the
    number of terms; ``log_pi`` (when given) evaluates it in logarithms, for laws whose
    entries leave float64's range.
    """
    _, _, N = as_operator(P)
    if log_pi is not None:
        return _log_balance_residual(P, np.asarray(log_pi, dtype=float), N)
    pi = np.asarray(pi, dtype=float)
    if _site_route(P, SITE_RESIDUAL_MIN):
        inflow, rate = _flows_sites(P, pi)
        return _rho(pi, inflow, rate)
    inflow, rate = np.zeros(N), np.zeros(N)
    for r, c, v in offdiag_chunks(P):
        inflow += np.bincount(c, weights=pi[r] * v, minlength=N)
        rate += np.bincount(r, weights=v, minlength=N)
    out = pi * rate
    with np.errstate(divide="ignore", invalid="ignore"):
        rho = np.abs(inflow / out - 1.0)
    rho[(out == 0) & (inflow == 0)] = 0.0
    rho[~np.isfinite(rho)] = np.inf
    return rho


def _rho(pi, inflow, rate) -> np.ndarray:
    return _rho_from_out(inflow, pi * rate)


def _rho_from_out(inflow, out) -> np.ndarray:
    """``|inflow / out - 1|`` (0 where both vanish, inf where only ``out`` does)."""
    with np.errstate(divide="ignore", invalid="ignore"):
        rho = np.abs(inflow / out - 1.0)
    rho[(out == 0) & (inflow == 0)] = 0.0
    rho[~np.isfinite(rho)] = np.inf
    return rho


def _other_tokens_sum(A: np.ndarray, out: np.ndarray) -> np.ndarray:
    """``out[l, c, r] = sum_{a != c} A[l, a, r]`` by ``q - 1`` shifted additions (no subtraction)."""
    q = A.shape[1]
    out[...] = 0.0
    for k in range(1, q):
        out[:, : q - k] += A[:, k:]
        out[:, q - k:] += A[:, :k]
    return out


def _flows_sites(K, pi: np.ndarray, *, with_rate: bool = True):
    """``inflow(y) = sum_{x != y} pi(x) P(x, y)`` and ``rate(y) = sum_{z != y} P(y, z)`` of a
    random-scan kernel, site by site: the moves at site ``i`` into ``y = (l, c, r)`` come from
    ``(l, a, r)``, ``a != c``, each with probability ``w p_i(c | l, r)``, ``w = (1 - lazy)/n``.
    Sums of non-negative terms only, with float64 conditionals from the logits.
    ``with_rate=False``: the inflow alone (``rate`` is None)."""
    N = K.n_states
    inflow, other = np.zeros(N), np.empty(N)
    rate = np.zeros(N) if with_rate else None
    w = (1 - K.lazy) / K.n
    for i in range(K.n):
        C = K.site_conditionals64(i)
        o3 = other.reshape(C.shape)
        _other_tokens_sum(pi.reshape(C.shape), o3)
        np.multiply(C, o3, out=o3)  # in place: at 10**8 states each temporary is 0.8 GB
        inflow.reshape(C.shape)[...] += o3
        if with_rate:
            rate.reshape(C.shape)[...] += _other_tokens_sum(C, o3)
        del C
    inflow *= w
    if with_rate:
        rate *= w
    return inflow, rate


def _log_balance_residual(P, log_pi: np.ndarray, N: int) -> np.ndarray:
    return log_balance_residual(offdiag_chunks(P, log=True), log_pi, N)


def log_balance_residual(log_chunks, log_pi: np.ndarray, N: int) -> np.ndarray:
    """``rho(y) = |inflow(y) / outflow(y) - 1|`` from chunks ``(rows, cols, log P(x, y))`` of
    the off-diagonal moves, in logarithms (right where ``pi`` and the moves underflow)."""
    lin = np.full(N, -np.inf)
    lrate = np.full(N, -np.inf)
    chunks = list(log_chunks)
    # scatter-logsumexp: maxima first, then sums of exp(shifted)
    for r, c, v in chunks:
        np.maximum.at(lin, c, log_pi[r] + v)
        np.maximum.at(lrate, r, v)
    sin, srate = np.zeros(N), np.zeros(N)
    with np.errstate(invalid="ignore", divide="ignore"):
        for r, c, v in chunks:
            np.add.at(sin, c, np.exp(log_pi[r] + v - lin[c]))
            np.add.at(srate, r, np.exp(v - lrate[r]))
        log_in = lin + np.log(sin)
        log_out = log_pi + lrate + np.log(srate)
        rho = np.abs(np.expm1(log_in - log_out))
    rho[~np.isfinite(rho)] = np.inf
    return rho


def has_edges(P) -> bool:
    """Whether ``P``'s off-diagonal entries are cheap to list (for residuals and refinement)."""
    if is_glauber(P):
        return P.is_random_scan or P.n_states <= 4096
    return kernel_kind(P) in (DENSE, SPARSE)


def _terms_per_row(P) -> int:
    if random_scan_kernel(P):
        return P.n * (P.q - 1) + 1
    return 64


def _error_estimate(rho_max: float, N: int, terms: int, log_pi, model: float = 0.0) -> float:
    """``rho_max + 8 N u (+ u max |log pi|) + model``: the estimate of every entry's relative
    error, ``model`` the kernel's own rounding (:func:`exact._rounding.pi_rounding`)."""
    u = float(np.finfo(float).eps) / 2
    est = rho_max + 8 * max(N, terms) * u + model
    if log_pi is not None:
        finite = np.isfinite(log_pi)
        if finite.any():
            est += u * float(np.max(np.abs(log_pi[finite])))
    return est


def _law(P, pi, log_pi, method, N) -> StationaryLaw:
    if not has_edges(P):  # an operator: the residual is all we can check
        return StationaryLaw(pi, log_pi, method, stationary_residual(P, pi), math.nan, math.nan, N)
    if _site_route(P, SITE_RESIDUAL_MIN) and not pi.min() < TINY:
        # one pass over the sites gives both: (pi P - pi)(y) = inflow(y) - pi(y) rate(y)
        # exactly (P(y, y) = 1 - rate(y)), so no second pass and no 1 - rate cancellation
        inflow, rate = _flows_sites(P, pi)
        rate *= pi
        res = rho_max = 0.0
        for lo in range(0, N, 1 << 22):  # chunks: no temporary of size N
            a, b = inflow[lo:lo + (1 << 22)], rate[lo:lo + (1 << 22)]
            res += float(np.abs(a - b).sum())
            rho_max = max(rho_max, float(_rho_from_out(a, b).max()))
        del inflow, rate
        return StationaryLaw(pi, log_pi, method, res, rho_max,
                             _error_estimate(rho_max, N, _terms_per_row(P), log_pi, pi_rounding(P)), N)
    rho = balance_residual(P, pi, log_pi=log_pi if log_pi is not None and pi.min() < TINY else None)
    rho_max = float(rho.max())
    res = stationary_residual(P, pi)
    return StationaryLaw(pi, log_pi, method, res, rho_max,
                         _error_estimate(rho_max, N, _terms_per_row(P), log_pi, pi_rounding(P)), N)


# ---------------------------------------------------------------------- GTH
def _gth_law(P, N: int) -> StationaryLaw:
    if N > DENSE_MAX * 4:
        raise InvalidInputError(f"`method` 'gth' is dense: {N} states need {N * N * 8 / 2**30:.1f} GiB, above "
                                f"{DENSE_MAX * 4} states; use method='krylov'")
    if _kernel_underflows(P):
        if N <= LOG_GTH_MAX:
            return _log_gth_law(P, N)
        _check_irreducible(P, N, underflow=True)
    A = as_dense(P).astype(float, copy=True)
    if not np.all(np.isfinite(A)) or A.min() < 0:
        raise InvalidInputError(f"`P` must have finite, non-negative entries; got min {A.min()!r}")
    with one_blas_thread(), np.errstate(over="ignore", invalid="ignore", under="ignore"):
        x = _gth(A)
    if not np.all(np.isfinite(x)) and N <= LOG_GTH_MAX:
        return _log_gth_law(P, N)  # pi spans more than float64's range (unnormalized overflow)
    if not np.all(np.isfinite(x)) or x.min() <= 0 or x.max() <= 0:
        _check_irreducible(P, N, underflow=False)
    s = x.sum()
    pi = x / s
    if pi.min() < TINY and N <= LOG_GTH_MAX:
        return _log_gth_law(P, N)
    with np.errstate(divide="ignore"):
        log_pi = np.log(pi)
    return _law(P, pi, log_pi, "gth", N)


def _log_gth_law(P, N: int) -> StationaryLaw:
    """GTH on logarithms: ``log pi`` exact to ``u |log pi|`` even below float64's range."""
    LA = log_dense(P)
    np.fill_diagonal(LA, -np.inf)
    for k in range(N - 1, 0, -1):
        ls = logsumexp(LA[k, :k])
        if not np.isfinite(ls):
            _check_irreducible(P, N, underflow=False)
            raise ReducibleChainError("the chain is reducible: its stationary law is not unique", n_classes=2)
        LA[:k, k] -= ls
        with np.errstate(invalid="ignore"):
            np.logaddexp(LA[:k, :k], LA[:k, k][:, None] + LA[k, :k][None, :], out=LA[:k, :k])
    lx = np.empty(N)
    lx[0] = 0.0
    for j in range(1, N):
        lx[j] = logsumexp(lx[:j] + LA[:j, j])
    log_pi = lx - logsumexp(lx)
    pi = np.exp(log_pi)
    return _law(P, pi, log_pi, "gth (log)", N)


# ---------------------------------------------------------------------- detailed balance
def _compatible_kernel(P) -> bool:
    if not is_glauber(P):
        return False
    # the rectangle rule decides compatibility of the conditionals, whatever the scan
    K = P if P.is_random_scan else P.with_scan("random")
    return rectangle_rule(K).reversible


def _path_product_log_pi(P) -> np.ndarray:
    """``log pi`` of compatible conditionals by the path product: from the all-0 state, set
    sites ``0, 1, ..., n-1`` to their tokens one at a time; the step at site ``i`` multiplies
    ``pi`` by ``p_i(x_i | z) / p_i(0 | z)`` with ``z = (x_<i, ., 0_>i)``."""
    L = P.logits
    n, T = L.n, P.temperature
    out = np.zeros((1,))
    zero_right = getattr(L, "site_zero_right", None)  # on-the-fly logits: only this slice is built
    for i in range(n):
        # (q**i, q): contexts x_<i, every later site at token 0
        site = zero_right(i) if zero_right is not None else L.site(i)[:, :, 0]
        if np.isinf(T):
            d = np.zeros_like(site)
        else:
            d = (site - site[:, :1]) / T
        out = (out.reshape(-1, 1) + d).reshape(-1)  # index (x_<=i) in mixed radix
    return out


def _path_product_law(P, N: int) -> StationaryLaw:
    from scipy.special import logsumexp as _lse

    log_pi = _path_product_log_pi(P)
    log_pi -= _lse(log_pi)  # in place: at 10**8 states each vector is 0.8 GB
    pi = np.exp(log_pi)
    return _law(P, pi, log_pi, "detailed balance (path product)", N)


# ---------------------------------------------------------------------- Krylov + refinement
def _perron_left(PT: LinearOperator, N: int, v0: np.ndarray, *, tol: float, maxiter: int | None) -> np.ndarray:
    """The Perron vector of ``P^T`` (not normalized): Krylov-Schur (:mod:`exact._arnoldi`: one
    BLAS-3 rotation per restart where ARPACK applies its shifts one pass at a time) above :data:`KRYLOV_SCHUR_MIN` states, ARPACK below."""
    if N > KRYLOV_SCHUR_MIN:
        run = krylov_schur(lambda v: PT @ v, N, 1, tol=tol, v0=v0, maxiter=maxiter or KRYLOV_SCHUR_PRODUCTS)
        if not run.converged:
            raise np.linalg.LinAlgError("Krylov-Schur did not converge")  # caught below: GMRES polish from uniform
        return run.vectors[:, 0]
    vals, vecs = eigs(PT, k=1, which="LM", v0=v0, tol=tol, maxiter=maxiter or max(1000, 20 * N))
    return vecs[:, 0]


def _krylov(PT: LinearOperator, N: int, *, tol: float, maxiter: int | None) -> np.ndarray:
    v0 = np.full(N, 1.0 / N)
    try:
        pi = np.abs(np.real(_perron_left(PT, N, v0, tol=tol, maxiter=maxiter)))
        pi /= pi.sum()
    except Exception:  # no convergence: start the polish from uniform
        pi = v0.copy()
    u = v0

    def mv(v):
        return v - PT @ v + u * v.sum()

    A = LinearOperator((N, N), matvec=mv, dtype=float)
    if np.abs(PT @ pi - pi).sum() > tol:
        restart = int(min(100, max(10, GMRES_BASIS_BYTES // (8 * N))))  # 10**7 states: 13 vectors, not 8 GB
        sol, _ = gmres(A, u, x0=pi, rtol=tol, atol=0.0, restart=restart, maxiter=maxiter or 200)
        if np.abs(PT @ sol - sol).sum() < np.abs(PT @ pi - pi).sum():
            pi = sol
    return pi


def descent_labels(P) -> np.ndarray | None:
    """Group states by the zero-temperature descent of a random-scan kernel: each state
    points to its most probable improving single-site move (or to itself), and the
    pointers are followed to their end. Returns labels ``0..K-1``.

    Any other chain with a matrix (an array, a sparse matrix, a systematic-scan kernel):
    each state ``x`` points to its most probable move ``y`` among those with ``P(x, y) >
    P(y, x)`` (downhill in ``pi`` for a reversible chain, where ``pi(y) / pi(x) = P(x, y) /
    P(y, x)``), or to itself. Without these groups the refinement was balance sweeps
    alone, whose residual stays small while the slow, between-basin part of the error does
    not decay: ``random_joint(3, 7, 2.0, rng=3)`` at ``T = 0.3`` given as a sparse matrix had
    a relative error 4.5e-5 against a reported 2e-8 (``2, 11, rng=1``: 0.5 against 1.7e-3);
    with them 2.4e-13 and 4.1e-13, as from the kernel. None for an operator without a matrix.

    >>> P = np.array([[0.5, 0.5, 0.0], [0.1, 0.8, 0.1], [0.0, 0.5, 0.5]])
    >>> descent_labels(P).tolist()          # 0 -> 1 and 2 -> 1: one basin
    [0, 0, 0]
    """
    if not random_scan_kernel(P):
        return _matrix_descent_labels(P) if has_edges(P) else None
    q, n, N = P.q, P.n, P.n_states
    best_gain = np.zeros(N)
    succ = np.arange(N, dtype=np.int64)
    idx = np.arange(N, dtype=np.int64)
    for i in range(n):
        lg = P.log_site_conditionals(i)  # (left, q, right)
        left, right = lg.shape[0], lg.shape[2]
        top = lg.argmax(axis=1)  # (left, right)
        top_val = np.take_along_axis(lg, top[:, None, :], axis=1)  # (left, 1, right)
        gain = (top_val - lg).reshape(-1)  # gain of moving state (l, c, r) to the top token
        I3 = idx.reshape(left, q, right)
        target = np.broadcast_to(
            np.take_along_axis(I3, top[:, None, :], axis=1), (left, q, right)).reshape(-1)
        better = gain > best_gain
        best_gain[better] = gain[better]
        succ[better] = target[better]
    return _follow(succ)


def _follow(succ: np.ndarray) -> np.ndarray:
    """Labels ``0..K-1`` of the ends of the pointers ``succ`` (pointer doubling), a pointer
    cycle counting as one end: the conditionals of a non-reversible chain have no potential,
    so "most probable improving move" can go round in a cycle, and the doubled pointer then
    lands on a point of the cycle that depends on the start's distance to it (at ``2**20``
    states of ``random_pairwise(2, 20, 0.5)`` every single-site move crossed between the 14
    "groups" so made). Each state is labelled by the smallest index on its terminal cycle:
    the labels number those smallest indices in increasing order.

    >>> _follow(np.array([1, 2, 1, 3])).tolist()   # 0 -> 1 -> 2 -> 1 (a cycle), 3 alone
    [0, 0, 0, 1]
    """
    rounds = int(math.ceil(math.log2(max(succ.size, 2)))) + 2
    end = succ
    for _ in range(rounds):
        end = end[end]                    # f^(2^rounds): on the terminal cycle
    g, low = succ, np.minimum(np.arange(succ.size), succ)
    for _ in range(rounds):               # low(x) = min of x, f(x), ..., f^(2^rounds)(x)
        low = np.minimum(low, low[g])
        g = g[g]
    _, labels = np.unique(low[end], return_inverse=True)
    return labels.astype(np.int64)


def _matrix_descent_labels(P) -> np.ndarray:
    """:func:`descent_labels` of a chain given by its matrix: each state points to its most
    probable move ``y`` with ``P(x, y) > P(y, x)``, or to itself."""
    chunks = list(offdiag_chunks(P))
    r, c, v = (np.concatenate([ch[k] for ch in chunks]) for k in range(3))
    N = int(as_operator(P)[2])
    S = csr_matrix((v, (r, c)), shape=(N, N))
    back = np.asarray(S[c, r]).ravel()          # P(y, x) for each move x -> y
    down = v > back
    r, c, v = r[down], c[down], v[down]
    order = np.lexsort((v, r))                  # by row, the most probable move last
    r, c = r[order], c[order]
    last = np.r_[r[1:] != r[:-1], True] if r.size else np.zeros(0, dtype=bool)
    succ = np.arange(N, dtype=np.int64)
    succ[r[last]] = c[last]
    return _follow(succ)


def _sweep(P, pi: np.ndarray, rate: np.ndarray, N: int, sites: bool = False):
    """One balance sweep: ``inflow(y) / rate(y)`` and ``rho`` of the current ``pi``
    (``sites``: the inflow of a random-scan kernel site by site, :func:`_flows_sites`)."""
    csr = offdiag_transpose_csr(P)
    if csr is not None:
        inflow = csr[0] @ pi  # the same non-negative terms as the site sums, as one product
    elif sites:
        inflow = _flows_sites(P, pi, with_rate=False)[0]
    else:
        inflow = np.zeros(N)
        for r, c, v in offdiag_chunks(P):
            inflow += np.bincount(c, weights=pi[r] * v, minlength=N)
    with np.errstate(divide="ignore", invalid="ignore"):
        new = inflow / rate
        rho = np.abs(inflow / (pi * rate) - 1.0)
    rho[~np.isfinite(rho)] = np.inf
    return new, rho


def _cross_moves(P, labels: np.ndarray, K: int):
    """The moves between groups, ``(rows, a * K + b, P(x, y))`` for ``x`` in group ``a`` and
    ``y`` in group ``b != a``: the same at every aggregation step, so gathered once (None
    when there are more than :data:`CROSS_MOVES_MAX`; the steps then stream the moves)."""
    rows, pairs, vals, total = [], [], [], 0
    for r, c, v in offdiag_chunks(P):
        a, b = labels[r], labels[c]
        cross = a != b
        total += int(cross.sum())
        if total > CROSS_MOVES_MAX:
            return None
        rows.append(r[cross])
        pairs.append(a[cross] * K + b[cross])
        vals.append(v[cross])
    if not rows:
        return np.zeros(0, dtype=np.int64), np.zeros(0, dtype=np.int64), np.zeros(0)
    return np.concatenate(rows), np.concatenate(pairs), np.concatenate(vals)


def _coarse_flows_sites(P, pi: np.ndarray, labels: np.ndarray, K: int) -> np.ndarray:
    """``A[a, b] = sum of pi(x) P(x, y)`` over the moves ``x -> y`` from group ``a`` to group
    ``b != a`` of a random-scan kernel, site by site and new token by new token (the move of
    ``(l, c, r)`` to ``(l, d, r)`` has probability ``w p_i(d | l, r)``): no list of moves
    (``n (q - 1) N`` of them: 6.3e8 at ``10**7`` states, ``q = 10``)."""
    A = np.zeros(K * K)
    w = (1 - P.lazy) / P.n
    src = labels * K
    flow = np.empty(pi.shape)
    pair = np.empty(labels.shape, dtype=labels.dtype)
    for i in range(P.n):
        C = P.site_conditionals64(i)
        lab3, pi3 = labels.reshape(C.shape), pi.reshape(C.shape)
        f3, p3 = flow.reshape(C.shape), pair.reshape(C.shape)
        for d in range(P.q):
            np.multiply(pi3, C[:, d:d + 1, :], out=f3)          # pi(l, c, r) p_i(d | l, r)
            np.add(src.reshape(C.shape), lab3[:, d:d + 1, :], out=p3)
            f3[:, d, :] = 0.0                                   # c = d: no move
            f3[p3 // K == p3 % K] = 0.0                         # within a group
            A += np.bincount(pair, weights=flow, minlength=K * K)
        del C
    A *= w
    return A.reshape(K, K)


def _aggregate(P, pi: np.ndarray, labels: np.ndarray, K: int, cross=None, sites: bool = False) -> np.ndarray:
    """One aggregation step: solve the chain between groups by GTH, rescale ``pi`` in each
    (``cross``: the moves between groups from :func:`_cross_moves`; ``sites``: a random-scan
    kernel's flows site by site; else the moves streamed)."""
    mass = np.bincount(labels, weights=pi, minlength=K)
    if sites:
        A = _coarse_flows_sites(P, pi, labels, K)
    elif cross is not None:
        r, ab, v = cross
        A = np.bincount(ab, weights=pi[r] * v, minlength=K * K).reshape(K, K)
    else:
        A = np.zeros(K * K)
        for r, c, v in offdiag_chunks(P):
            a, b = labels[r], labels[c]
            x = a != b
            if x.any():
                A += np.bincount(a[x] * K + b[x], weights=pi[r[x]] * v[x], minlength=K * K)
        A = A.reshape(K, K)
    A /= mass[:, None]
    xi = _gth(A) if K > 1 else np.ones(1)
    if not np.all(np.isfinite(xi)) or xi.min() <= 0:
        return pi, math.inf
    xi /= xi.sum()
    factor = xi / mass
    return pi * factor[labels], float(np.max(np.abs(factor - 1.0)))


def _refine_target(N: int, terms: int) -> float:
    """The residual the sweeps aim at: :data:`REFINE_TARGET`, or a twentieth of the error
    estimate's round-off term ``8 N u`` when that is larger (below it a smaller residual no
    longer changes the estimate, and at ``2**18`` states each sweep costs a product)."""
    u = float(np.finfo(float).eps) / 2
    return max(REFINE_TARGET, 8 * max(N, terms) * u / 20)


def _krylov_law(P, PT, N: int, *, tol: float, maxiter: int | None, refine: bool) -> StationaryLaw:
    underflow = _kernel_underflows(P)
    if underflow:
        _check_irreducible(P, N, underflow=True)
    with one_blas_thread():
        pi = _krylov(PT, N, tol=tol, maxiter=maxiter)
    pi = np.abs(np.real(pi))
    if not refine or not has_edges(P):
        pi /= pi.sum()
        return _law(P, pi, None, "krylov", N)
    floor = pi.max() * 1e-300
    pi = np.maximum(pi, floor)
    pi /= pi.sum()
    sites = _site_route(P, SITE_RESIDUAL_MIN)
    if sites:
        rate = _flows_sites(P, pi)[1]
    else:
        rate = np.zeros(N)
        for r, _, v in offdiag_chunks(P):
            rate += np.bincount(r, weights=v, minlength=N)
    if np.any(rate <= 0):
        _check_irreducible(P, N, underflow=underflow)
    labels = descent_labels(P)
    K = int(labels.max()) + 1 if labels is not None else 0
    use_agg = labels is not None and 1 < K <= AGGREGATE_MAX
    aggregated = use_agg
    coarse_sites = sites and K <= COARSE_SITES_MAX
    cross = _cross_moves(P, labels, K) if use_agg and not coarse_sites else None
    # The sweep is power iteration on the jump chain, which is periodic for q = 2 single-site
    # moves: an error along its -1 mode would never decay. A damping of 0.2 maps that mode to
    # -0.6 and slows the others little.
    best, best_rho, since_best = pi, math.inf, 0
    target = _refine_target(N, _terms_per_row(P))
    for _ in range(REFINE_SWEEPS if N <= REFINE_LARGE else REFINE_SWEEPS_LARGE):
        if use_agg:
            pi, moved = _aggregate(P, pi, labels, K, cross, coarse_sites)
            # groups whose masses it no longer moves beyond the target: sweeps alone from here
            use_agg = moved > target
        new, rho = _sweep(P, pi, rate, N, sites)
        r = float(rho.max())
        if r < best_rho:
            best, best_rho, since_best = pi, r, 0
        else:
            since_best += 1
        if r <= target or since_best >= REFINE_PATIENCE:
            break
        pi = (1.0 - REFINE_DAMPING) * (new / new.sum()) + REFINE_DAMPING * pi
    pi = best / best.sum()
    method = "krylov + aggregation/disaggregation" if aggregated else "krylov + balance sweeps"
    law = _law(P, pi, np.log(pi), method, N)
    if law.max_relative_residual > REFINE_WARN:
        warnings.warn(ConvergenceWarning(
            f"stationary law{_temperature_note(P)}: the relative balance residual stays at "
            f"{law.max_relative_residual:.3g} after refinement, so its small entries may be inaccurate; "
            f"use method='gth' (up to {DENSE_MAX} states) to check",
            residual=law.max_relative_residual), stacklevel=3)
    return law
