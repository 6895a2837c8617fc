"""Exact exit times, conductance and the escape bounds at strict argmax fixed points.

(Margins, fixed points and zero-temperature basins: :mod:`exact.basins`.)

Exit times solve ``(I - P_BB) tau = 1`` on ``B`` (``tau = 0`` off ``B``). The diagonal
``1 - P(x, x)`` is formed as the sum of the off-diagonal entries of row ``x`` (never as
``1 - P(x,x)``, which cancels catastrophically when leaving is rare), and small sets are
solved by GTH elimination, which never subtracts, so ``tau ~ e^{V/T}`` stays accurate to
a few ulps where LU loses every digit. For larger sets (Krylov solvers), since
``(I - P_BB)^{-1} >= 0`` and ``(I - P_BB)^{-1} 1 = tau``, the residual
``r = ||(I - P_BB) tau - 1||_inf`` bounds the error componentwise:
``|tau - tau_exact| <= r tau_exact``.

Conductance ``Phi(S) = Q(S, S^c) / pi(S)`` with ``Q(S, S^c) = sum_{x in S, y notin S}
pi(x) P(x, y)``. Bottleneck bound (any ergodic chain, reversible or not):
``t_mix(eps) >= (1 - pi(S) - eps) / Phi(S)``, since ``||mu_S P^t - mu_S||_TV <= t Phi(S)``
for ``mu_S = pi(. | S)`` and ``||mu_S - pi||_TV = 1 - pi(S)``.

Worked example: one site, ``q = 2``, logits ``(1, 0)`` at ``T = 1``. State 0 has margin
1 and leaves with probability ``1/(1+e)``: ``E[tau] = 1 + e >= e``.

>>> import numpy as np
>>> from toolkit.models import IndependentSites
>>> from exact.kernel import glauber_kernel
>>> m = IndependentSites(np.array([[1.0, 0.0]]))
>>> tau = expected_exit_times(glauber_kernel(m), np.array([True, False]))
>>> bool(np.isclose(tau[0], 1 + np.e)), float(tau[1])
(True, 0.0)
"""

from __future__ import annotations

import math
import warnings
from dataclasses import dataclass

import numpy as np
import scipy.sparse as sp
from scipy.sparse import csgraph
from scipy.sparse.linalg import LinearOperator, bicgstab, gmres, spsolve
from scipy.special import logsumexp

from toolkit import _states
from toolkit._validation import check_eps
from toolkit.chain import tempered_log_conditionals
from toolkit.exceptions import ConvergenceWarning, InvalidInputError, InvalidTypeError
from toolkit.results import Result, StationaryLaw

from ._linalg import (
    as_operator,
    as_sparse_or_dense,
    is_glauber,
    is_sparse,
    offdiag_chunks,
    random_scan_kernel,
)
from .basins import FixedPoint, _check_set_mask, fixed_points, log_escape_lower_bound
from .kernel import GlauberKernel
from .stationary import has_edges, stationary_law

GTH_MAX = 1000         # exit-time solves: dense GTH elimination up to this many states in the set
SPSOLVE_MAX = 4096     # sparse-LU fallback up to here (fill-in on the Hamming graph beyond: EXACT_PERF.md)
EXIT_RTOL = 1e-6       # iterative/sparse solves: warn when the residual bound on the relative error exceeds this


# ---------------------------------------------------------------------- exit times
def _rows_offdiag(P, rows: np.ndarray):
    """Off-diagonal entries of the rows ``rows`` of ``P``: ``(r, c, v)`` with ``r`` indexing ``rows``."""
    if random_scan_kernel(P):
        q, n, N = P.q, P.n, P.n_states
        strides = _states.strides(q, n)
        x = _states.decode(rows, q, n)  # (m, n)
        r, c, v = [], [], []
        for i in range(n):
            base = rows - x[:, i] * strides[i]
            for a in range(q):
                move = x[:, i] != a
                y = base[move] + a * strides[i]
                r.append(np.flatnonzero(move))
                c.append(y)
                v.append(P.cond[i][y] * ((1.0 - P.lazy) / n))
        return np.concatenate(r), np.concatenate(c), np.concatenate(v)
    M = as_sparse_or_dense(P)
    if M is None:  # operator only: rows of P are columns of P^T
        _, PT, N = as_operator(P)
        E = np.zeros((N, rows.size))
        E[rows, np.arange(rows.size)] = 1.0
        M_rows = np.asarray(PT @ E).T
    elif is_sparse(M):
        M_rows = M.tocsr()[rows]
    else:
        M_rows = np.asarray(M)[rows]
    Mc = sp.coo_matrix(M_rows)
    keep = (Mc.col != rows[Mc.row]) & (Mc.data != 0)
    return Mc.row[keep], Mc.col[keep].astype(np.int64), Mc.data[keep]


def _exit_system(P, mask: np.ndarray):
    """``A = I - P_BB`` (CSR over the set's states, in index order) with a stable diagonal,
    the set's internal edges ``(r, c)`` and each state's exit probability ``P(x, B^c)``."""
    N = mask.size
    rows = np.flatnonzero(mask)
    r, c, v = _rows_offdiag(P, rows)
    pos = np.full(N, -1, dtype=np.int64)
    pos[rows] = np.arange(rows.size)
    leave = np.bincount(r, weights=v, minlength=rows.size)  # sum_{y != x} P(x, y) = 1 - P(x, x)
    inside = pos[c] >= 0
    m = rows.size
    ri, ci = r[inside], pos[c[inside]]
    A = sp.csr_matrix((np.concatenate([leave, -v[inside]]),
                       (np.concatenate([np.arange(m), ri]), np.concatenate([np.arange(m), ci]))), shape=(m, m))
    exits = np.bincount(r[~inside], weights=v[~inside], minlength=m)
    return A, rows, (ri, ci), exits


def _check_can_exit(edges, exits: np.ndarray) -> None:
    """Every state of the set must reach (inside the set) a state with a positive exit probability."""
    m = exits.size
    ri, ci = edges
    seeds = np.flatnonzero(exits > 0)
    # reversed graph on the set plus a node m for "outside": m -> x when x exits, y -> x when x -> y
    G = sp.csr_matrix((np.ones(ci.size + seeds.size, dtype=np.int8),
                       (np.concatenate([ci, np.full(seeds.size, m)]), np.concatenate([ri, seeds]))),
                      shape=(m + 1, m + 1))
    reached = csgraph.breadth_first_order(G, m, directed=True, return_predecessors=False)
    ok = np.zeros(m + 1, dtype=bool)
    ok[reached] = True
    bad = int((~ok[:m]).sum())
    if bad:
        raise InvalidInputError(
            f"{bad} of the {m} states in the set cannot leave it (exit probabilities are zero "
            "or underflow at this temperature): their exit times are infinite")


def expected_exit_times(kernel, in_set_mask, *, method: str = "auto", rtol: float = EXIT_RTOL) -> np.ndarray:
    """``E_x[tau_exit]`` for every state (``0`` outside the set): solves ``(I - P_BB) tau = 1``.

    Parameters
    ----------
    kernel : GlauberKernel (any scan, laziness), dense array or sparse matrix
        Reversibility is not needed.
    in_set_mask : bool array (N,)
        The set ``B``; neither empty nor the whole space.
    method : {"auto", "gth", "spsolve", "iterative"}
        ``gth``: dense Grassmann-Taksar-Heyman elimination, which only adds, multiplies
        and divides non-negative numbers, so ``tau`` is accurate to a few ulps however
        large it is (``e^{V/T}`` at low ``T``); ``O(|B|^3)``. ``iterative``:
        Jacobi-preconditioned BiCGSTAB, then GMRES (a few products each; no fill-in),
        falling back to sparse LU up to 4096 states if they stall. ``spsolve``: sparse
        LU. ``auto``: ``gth`` up to 1000 states in ``B``, ``iterative`` beyond.
    rtol : float
        For ``iterative``/``spsolve``: a :class:`~toolkit.exceptions.ConvergenceWarning`
        (carrying the residual) is raised when ``r = ||(I - P_BB) tau - 1||_inf``, which
        bounds the componentwise relative error of ``tau``, exceeds ``rtol``. (``r`` cannot
        fall below about ``eps * max tau``: use ``gth`` for very long exit times.)
    """
    _, _, N = as_operator(kernel)
    mask = _check_set_mask(in_set_mask, N)
    A, rows, edges, exits = _exit_system(kernel, mask)
    _check_can_exit(edges, exits)
    m = rows.size
    if method == "auto":
        method = "gth" if m <= GTH_MAX else "iterative"
    ones = np.ones(m)

    def residual(x):
        return float(np.abs(A @ x - ones).max())

    iterations = None
    if method == "gth":
        tau = _gth_exit_times(A, exits)
    elif method == "spsolve":
        tau = spsolve(A.tocsc(), ones)
    elif method == "iterative":
        tau, iterations = _iterative_solve(A, ones, residual, rtol)
        if residual(tau) > rtol and m <= SPSOLVE_MAX:
            tau, method = spsolve(A.tocsc(), ones), "spsolve (iterative stalled)"
    else:
        raise InvalidInputError(f"`method` must be 'auto', 'gth', 'spsolve' or 'iterative'; got {method!r}")
    if not np.all(np.isfinite(tau)) or tau.min() < 0:
        raise InvalidInputError("exit times overflow or lost all precision at this temperature; "
                                "raise the temperature or shrink the set")
    if method != "gth":
        res = residual(tau)
        if not res <= rtol:
            warnings.warn(ConvergenceWarning(
                f"exit times ({method}): the residual ||(I - P_BB) tau - 1||_inf = {res:.3g}, which bounds "
                f"their relative error, is above rtol={rtol:g}; use method='gth' for sets up to a few "
                "thousand states", residual=res, iterations=iterations), stacklevel=2)
    out = np.zeros(N)
    out[rows] = tau
    return out


def _gth_exit_times(A: sp.csr_matrix, exits: np.ndarray) -> np.ndarray:
    """Solve ``A tau = 1`` for ``A = diag(S) - N`` (``N >= 0`` off-diagonal, ``S = N 1 + exits``)
    by Gaussian elimination in the GTH form: each pivot ``S_k`` is re-formed as a sum of
    non-negative outflows, never by subtraction."""
    m = A.shape[0]
    Nm = -A.toarray()
    np.fill_diagonal(Nm, 0.0)
    e = exits.astype(float).copy()
    b = np.ones(m)
    S = np.empty(m)
    for k in range(m - 1):  # eliminate state k: the chain censored to the states after it
        row = Nm[k, k + 1:]
        S[k] = row.sum() + e[k]
        f = Nm[k + 1:, k] / S[k]
        sub = Nm[k + 1:, k + 1:]
        sub += np.outer(f, row)
        sub[np.diag_indices_from(sub)] = 0.0  # paths i -> k -> i are not moves out of i
        e[k + 1:] += f * e[k]
        b[k + 1:] += f * b[k]
    S[m - 1] = e[m - 1]
    tau = np.empty(m)
    tau[m - 1] = b[m - 1] / S[m - 1]
    for k in range(m - 2, -1, -1):
        tau[k] = (b[k] + Nm[k, k + 1:] @ tau[k + 1:]) / S[k]
    return tau


def _iterative_solve(A: sp.csr_matrix, b: np.ndarray, residual, rtol: float):
    """Jacobi-preconditioned BiCGSTAB, then restarted GMRES from its result if needed (from
    zero when that result has a non-finite entry: one NaN in the start spoils every Krylov vector)."""
    d = A.diagonal()
    M = LinearOperator(A.shape, matvec=lambda v: v / d, dtype=float)
    count = [0]

    def cb(_):
        count[0] += 1

    x, _ = bicgstab(A, b, M=M, rtol=1e-13, atol=0.0, maxiter=5000, callback=cb)
    if np.all(np.isfinite(x)) and residual(x) <= rtol:
        return x, count[0]
    x0 = x if np.all(np.isfinite(x)) else None
    y, _ = gmres(A, b, x0=x0, M=M, rtol=1e-13, atol=0.0, restart=100, maxiter=20, callback=cb,
                 callback_type="pr_norm")
    if x0 is not None and residual(x0) < residual(y):
        y = x0
    return y, count[0]


def singleton_log_exit_times(kernel: GlauberKernel, states) -> np.ndarray:
    """``ln E_x[tau_exit({x})]`` for each state index (random scan), in log space: exact
    even where ``e^{gamma/T}`` overflows. ``E[tau] = 1 / (1 - P(x, x))``."""
    if not random_scan_kernel(kernel):
        raise InvalidInputError("`kernel` must be a random-scan GlauberKernel")
    states = np.atleast_1d(np.asarray(states, dtype=np.int64))
    L = kernel.logits
    x = L.space.states(states)
    q, n = L.q, L.n
    logp = np.empty((states.size, n, q))
    for i in range(n):
        Li = L.values[i]
        strides = L.space.strides
        base = states - x[:, i] * strides[i]
        lg = Li[base[:, None] + np.arange(q)[None, :] * strides[i]]  # (m, q) logits for site i
        logp[:, i, :] = tempered_log_conditionals(lg, kernel.temperature)
    own = np.zeros_like(logp, dtype=bool)
    own[np.arange(states.size)[:, None], np.arange(n)[None, :], x] = True
    logp[own] = -np.inf
    log_leave = logsumexp(logp.reshape(states.size, -1), axis=1) - math.log(n)
    if kernel.lazy:
        log_leave = log_leave + math.log1p(-kernel.lazy)
    return -log_leave


# ---------------------------------------------------------------------- conductance
def _log_pi(kernel, pi) -> np.ndarray:
    """``log pi`` from None (computed), a StationaryLaw or an array."""
    if pi is None:
        pi = stationary_law(kernel)
    with np.errstate(divide="ignore"):
        if isinstance(pi, StationaryLaw):
            return pi.log_pi if pi.log_pi is not None else np.log(pi.pi)
        return np.log(np.asarray(pi, dtype=float))


def conductance(kernel, in_set_mask, *, pi=None) -> float:
    """``Phi(S) = Q(S, S^c) / pi(S)`` (``pi``: array or StationaryLaw, computed when not given).

    Computed in logarithms from ``log pi`` and ``log P`` (sums of non-negative terms), so a
    set whose mass or escape flow is below float64's range still gets its conductance."""
    Pop, _, N = as_operator(kernel)
    mask = _check_set_mask(in_set_mask, N)
    lp = _log_pi(kernel, pi)
    if not has_edges(kernel):
        p = np.exp(lp)
        out_prob = Pop @ (~mask).astype(float)  # P(x, S^c)
        return float((p[mask] * out_prob[mask]).sum() / p[mask].sum())

    parts = [-np.inf]
    for r, c, v in offdiag_chunks(kernel, log=True):
        sel = mask[r] & ~mask[c]
        if sel.any():
            parts.append(float(logsumexp(lp[r[sel]] + v[sel])))
    lq = float(logsumexp(parts))
    ls = float(logsumexp(lp[mask]))
    return float(np.exp(lq - ls)) if np.isfinite(lq) else 0.0


def bottleneck_lower_bound(kernel, in_set_mask, *, eps: float = 0.25, pi=None) -> float:
    """``max(0, (1 - pi(S) - eps) / Phi(S))``: a lower bound on ``t_mix(eps)`` for any ergodic chain."""
    eps = check_eps(eps)
    _, _, N = as_operator(kernel)
    mask = _check_set_mask(in_set_mask, N)
    if pi is None:
        pi = stationary_law(kernel)
    phi = conductance(kernel, mask, pi=pi)
    num = 1.0 - float(np.exp(_log_pi(kernel, pi)[mask]).sum()) - eps
    if num <= 0:
        return 0.0
    return math.inf if phi <= 0 else num / phi


# ---------------------------------------------------------------------- escape checks
class LogExitComparison(Result):
    """An exit time beside its escape bound, both held in log space (they overflow
    float64 at low temperature): needs attributes ``log_exit_time`` and ``log_bound``.
    ``exit_time`` and ``bound`` are their floats ``e^log`` below ``log = 709`` and ``inf`` from
    709 on, that boundary included (the package's overflow cut, as
    :func:`exact.observables.exact_exit_times`: float64 ends at ``e^709.78``); compare the
    ``log_`` attributes, ``holds`` and ``log_slack`` do."""

    log_exit_time: float
    log_bound: float

    @property
    def exit_time(self) -> float:
        return float(np.exp(self.log_exit_time)) if self.log_exit_time < 709 else math.inf

    @property
    def bound(self) -> float:
        return float(np.exp(self.log_bound)) if self.log_bound < 709 else math.inf

    @property
    def holds(self) -> bool:
        """``log_exit_time >= log_bound`` up to the round-off allowance
        ``1e-12 * max(1, |log_bound|)`` (absolute for a bound below ``e``, relative above)."""
        return self.log_exit_time >= self.log_bound - 1e-12 * max(1.0, abs(self.log_bound))

    @property
    def log_slack(self) -> float:
        """``ln(exit_time / bound)`` (``>= 0`` when the bound holds)."""
        return self.log_exit_time - self.log_bound


@dataclass(frozen=True, eq=False)
class EscapeCheck(LogExitComparison):
    """``E_x*[tau_exit({x*})] >= e^{gamma/T}/(q-1)`` at one fixed point and temperature."""

    fixed_point: FixedPoint
    temperature: float
    log_exit_time: float
    log_bound: float

    def to_dict(self) -> dict:
        return {"state": list(self.fixed_point.state), "text": self.fixed_point.text, "gamma": self.fixed_point.gamma,
                "exit_time": self.exit_time, "escape_bound": self.bound, "holds": self.holds,
                "log_slack": self.log_slack}


def escape_checks(kernel: GlauberKernel, points=None) -> tuple[EscapeCheck, ...]:
    """The escape bound at every strict argmax fixed point (or at ``points``)."""
    if not is_glauber(kernel):
        raise InvalidTypeError(f"`kernel` must be a GlauberKernel (exact.glauber_kernel(model)); "
                               f"got {type(kernel).__name__}")
    if points is None:
        points = fixed_points(kernel.logits)
    points = tuple(points)
    if not points:
        return ()
    lt = singleton_log_exit_times(kernel, [p.index for p in points])
    T, q = kernel.temperature, kernel.q
    return tuple(EscapeCheck(p, T, float(v), log_escape_lower_bound(p.gamma, T, q))
                 for p, v in zip(points, lt, strict=True))
