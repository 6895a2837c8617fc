"""Margins, zero-temperature basins, exact exit times, conductance and escape bounds.

Local margin of a state ``x`` (logit units)::

    m(x) = min_i [ l_i(x_i; x_-i) - max_{a != x_i} l_i(a; x_-i) ]

``x*`` is a *strict argmax fixed point* when ``m(x*) = gamma > 0``. Each step then
leaves ``x*`` with probability at most ``(q-1) e^{-gamma/T}``, so
``E_x*[tau_exit] >= e^{gamma/T} / (q-1)`` (``tau_exit``: first time outside the set).

Zero-temperature (argmax) dynamics: from ``x``, move to the state with ``x_i`` replaced by
any argmax ``a != x_i`` of ``l_i(. ; x_-i)`` (ties within ``1e-9`` count as argmax). Its attractors are the terminal strongly
connected components of that graph (fixed points or cycles); a state's basin is the set
of attractors it can reach. Leaving the *exclusive* basin ``B`` of ``x*`` (states that
reach no other attractor) takes ``k`` uphill (non-argmax) moves at least; the
Freidlin-Wentzell cost ``V = min over exit paths of sum of deficits`` (a move's deficit
is ``max_b l_i(b) - l_i(a)``) predicts ``ln E_x*[tau_B] ~ V/T`` as ``T -> 0``, and
``k * gamma`` is the heuristic of DESIGN.md section 1, reported beside it.

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
>>> local_margins(m).tolist()
[1.0, -1.0]
>>> tau = expected_exit_times(glauber_kernel(m), np.array([True, False]))
>>> bool(np.isclose(tau[0], 1 + np.e)), float(tau[1])
(True, 0.0)
"""

from __future__ import annotations

import math
import warnings
from dataclasses import dataclass, field

import numpy as np
import scipy.sparse as sp
from scipy.sparse import csgraph
from scipy.sparse.linalg import LinearOperator, bicgstab, gmres, spsolve
from scipy.special import logsumexp

from toolkit._validation import check_eps, check_int
from toolkit.chain import tempered_log_conditionals
from toolkit.exceptions import ConvergenceWarning, InvalidInputError
from toolkit.results import format_table

from ._linalg import as_operator, as_sparse_or_dense
from .compat import as_site_logits
from .kernel import GlauberKernel, SiteLogits
from .space import DEFAULT_MAX_STATES

GTH_MAX = 1000         # exit-time solves: dense GTH elimination up to this many states in the set
SPSOLVE_MAX = 4096     # sparse-LU fallback up to here (fill-in on the Hamming graph beyond: EXACT_PERF.md)
EXIT_RTOL = 1e-6       # iterative/sparse solves: warn when the residual bound on the relative error exceeds this
TIE_ATOL = 1e-9        # logits within this of the maximum count as argmax (zero-T ties)


# ---------------------------------------------------------------------- margins
def _top_two(Li3: np.ndarray):
    s = np.sort(Li3, axis=1)
    return s[:, -1:, :], s[:, -2:-1, :]


def site_margins(model_or_sitelogits, *, max_states: float = DEFAULT_MAX_STATES) -> np.ndarray:
    """``(n, q**n)``: ``l_i(x_i; x_-i) - max_{a != x_i} l_i(a; x_-i)`` for every site and state."""
    L = as_site_logits(model_or_sitelogits, max_states=max_states)
    out = np.empty_like(L.values)
    for i in range(L.n):
        Li = L.site(i)
        top1, top2 = _top_two(Li)
        out[i] = (Li - np.where(Li >= top1, top2, top1)).reshape(-1)
    return out


def local_margins(model_or_sitelogits, *, max_states: float = DEFAULT_MAX_STATES) -> np.ndarray:
    """``m(x) = min_i`` site margin, for every state (``> 0`` exactly at strict argmax fixed points)."""
    return site_margins(model_or_sitelogits, max_states=max_states).min(axis=0)


@dataclass(frozen=True)
class FixedPoint:
    """A strict argmax fixed point: state index, tokens, readable text and margin ``gamma``."""

    index: int
    state: tuple
    text: str
    gamma: float

    def __str__(self) -> str:
        return f"[{self.text}] (gamma = {self.gamma:.6g})"


def fixed_points(model_or_sitelogits, *, max_states: float = DEFAULT_MAX_STATES) -> tuple[FixedPoint, ...]:
    """Every strict argmax fixed point with its margin, largest margin first."""
    L = as_site_logits(model_or_sitelogits, max_states=max_states)
    m = local_margins(L)
    idx = np.flatnonzero(m > 0)
    idx = idx[np.argsort(-m[idx], kind="stable")]
    toks = list(L.tokens) if L.tokens is not None else [str(a) for a in range(L.q)]
    states = L.space.states(idx) if idx.size else np.zeros((0, L.n), dtype=np.int64)
    return tuple(FixedPoint(int(k), tuple(int(v) for v in s), " ".join(toks[int(v)] for v in s), float(m[k]))
                 for k, s in zip(idx, states, strict=True))


def log_escape_lower_bound(gamma: float, temperature: float, q: int) -> float:
    """``ln(e^{gamma/T} / (q - 1)) = gamma/T - ln(q - 1)``: the escape bound in log space (the
    one copy of the formula; finite where ``e^{gamma/T}`` overflows)."""
    return float(gamma) / float(temperature) - math.log(q - 1)


def escape_lower_bound(gamma: float, temperature: float, q: int) -> float:
    """``e^{gamma/T} / (q - 1)``: lower bound on ``E_x*[tau_exit]`` at margin ``gamma``."""
    lb = log_escape_lower_bound(gamma, temperature, q)
    return math.exp(lb) if lb < 709 else math.inf


# ---------------------------------------------------------------------- zero temperature
def _single_site_moves(L: SiteLogits, *, from_mask=None):
    """Every move ``x -> y`` (one site changed) from states in ``from_mask``:
    arrays ``(src, dst, site, deficit)`` with ``deficit = max_b l_i(b) - l_i(y_i) >= 0``."""
    q, n, N = L.q, L.n, L.space.size
    idx = np.arange(N, dtype=np.int64)
    src, dst, site, deficit = [], [], [], []
    for i in range(n):
        left, right = q**i, q ** (n - 1 - i)
        I3 = idx.reshape(left, q, right)
        Li = L.site(i)
        top1, _ = _top_two(Li)
        d = np.broadcast_to((top1 - Li)[:, None, :, :], (left, q, q, right))  # [l, c, a, r] deficit of a
        s = np.broadcast_to(I3[:, :, None, :], (left, q, q, right))
        t = np.broadcast_to(I3[:, None, :, :], (left, q, q, right))
        keep = s != t
        if from_mask is not None:
            keep = keep & from_mask[s]
        src.append(s[keep])
        dst.append(t[keep])
        deficit.append(d[keep])
        site.append(np.full(int(keep.sum()), i, dtype=np.int32))
    return np.concatenate(src), np.concatenate(dst), np.concatenate(site), np.concatenate(deficit)


def _argmax_adjacency(L: SiteLogits, tie_atol: float) -> sp.csr_matrix:
    src, dst, _, deficit = _single_site_moves(L)
    keep = deficit <= tie_atol
    N = L.space.size
    return sp.csr_matrix((np.ones(int(keep.sum()), dtype=np.int8), (src[keep], dst[keep])), shape=(N, N))


def zero_temperature_graph(model_or_sitelogits, *, tie_atol: float = TIE_ATOL,
                           max_states: float = DEFAULT_MAX_STATES):
    """The argmax dynamics as a ``networkx.DiGraph`` on state indices (every state a node)."""
    import networkx as nx

    L = as_site_logits(model_or_sitelogits, max_states=max_states)
    A = _argmax_adjacency(L, tie_atol).tocoo()
    G = nx.DiGraph()
    G.add_nodes_from(range(L.space.size))
    G.add_edges_from(zip(A.row.tolist(), A.col.tolist(), strict=True))
    return G


@dataclass(frozen=True, eq=False)
class Basins:
    """Attractors of the zero-temperature dynamics and which of them each state reaches.

    ``attractors[k]``: sorted state indices of attractor ``k`` (a fixed point when it has
    one state, else a cycle); ``reach``: sparse boolean ``(N, n_attractors)``;
    ``labels[x]``: the one attractor ``x`` reaches, or ``-1`` when it reaches several.
    """

    attractors: tuple
    reach: sp.csr_matrix = field(repr=False)
    labels: np.ndarray = field(repr=False)
    adjacency: sp.csr_matrix = field(repr=False)

    @property
    def n_attractors(self) -> int:
        return len(self.attractors)

    def kind(self, k: int) -> str:
        return "fixed point" if self.attractors[k].size == 1 else "cycle"

    def basin(self, k: int, *, exclusive: bool = True) -> np.ndarray:
        """Boolean mask of the states that reach attractor ``k`` (and no other, if ``exclusive``)."""
        if exclusive:
            return self.labels == k
        return np.asarray(self.reach[:, k].todense()).ravel().astype(bool)

    def attractor_of(self, state_index: int) -> int:
        """The attractor containing ``state_index`` (``-1`` if none does)."""
        for k, a in enumerate(self.attractors):
            if np.isin(state_index, a):
                return k
        return -1

    def graph(self):
        """The argmax dynamics as a ``networkx.DiGraph``."""
        import networkx as nx

        A = self.adjacency.tocoo()
        G = nx.DiGraph()
        G.add_nodes_from(range(A.shape[0]))
        G.add_edges_from(zip(A.row.tolist(), A.col.tolist(), strict=True))
        return G

    def __str__(self) -> str:
        sizes = np.bincount(self.labels[self.labels >= 0], minlength=self.n_attractors)
        rows = [(k, self.kind(k), int(a.size), int(sizes[k])) for k, a in enumerate(self.attractors[:20])]
        out = format_table(rows, ("attractor", "kind", "states", "exclusive basin"))
        if self.n_attractors > 20:
            out += f"\n... {self.n_attractors - 20} more attractors"
        return out + f"\nstates reaching several attractors: {int((self.labels < 0).sum())}"


def basins(model_or_sitelogits, *, tie_atol: float = TIE_ATOL, max_states: float = DEFAULT_MAX_STATES) -> Basins:
    """Zero-temperature attractors (terminal SCCs) and basins, with sparse graph algorithms."""
    L = as_site_logits(model_or_sitelogits, max_states=max_states)
    N = L.space.size
    A = _argmax_adjacency(L, tie_atol)
    n_comp, comp = csgraph.connected_components(A, directed=True, connection="strong")
    Ac = A.tocoo()
    leaving = comp[Ac.row] != comp[Ac.col]
    terminal = np.ones(n_comp, dtype=bool)
    terminal[comp[Ac.row[leaving]]] = False
    term_ids = np.flatnonzero(terminal)
    order = np.argsort(comp, kind="stable")
    starts = np.searchsorted(comp[order], term_ids)
    ends = np.searchsorted(comp[order], term_ids, side="right")
    attractors = tuple(np.sort(order[s:e]) for s, e in zip(starts, ends, strict=True))
    # reach = indicator of attractor members, closed under "has an edge into" (sparse fixpoint)
    col_of = np.full(n_comp, -1)
    col_of[term_ids] = np.arange(term_ids.size)
    members = np.flatnonzero(terminal[comp])
    R = sp.csr_matrix((np.ones(members.size, dtype=bool), (members, col_of[comp[members]])),
                      shape=(N, term_ids.size))
    Ab = A.astype(bool)
    for _ in range(N + 1):
        R_new = ((Ab @ R) + R).astype(bool).tocsr()
        if R_new.nnz == R.nnz:
            break
        R = R_new
    counts = np.diff(R.indptr)
    labels = np.full(N, -1, dtype=np.int64)
    one = counts == 1
    labels[one] = R.indices[R.indptr[:-1][one]]
    return Basins(attractors, R, labels, A)


def uphill_moves(model_or_sitelogits, start: int, in_set_mask, *, tie_atol: float = TIE_ATOL,
                 max_states: float = DEFAULT_MAX_STATES) -> tuple[int, float]:
    """``(k, V)`` to leave the set from ``start``: the fewest uphill (non-argmax) moves, and the
    least total deficit (Freidlin-Wentzell cost), over all single-site paths."""
    L = as_site_logits(model_or_sitelogits, max_states=max_states)
    N = L.space.size
    mask = _check_set_mask(in_set_mask, N)
    start = check_int(start, "start", minimum=0)
    if start >= N or not mask[start]:
        raise InvalidInputError(f"`start` must be a state index inside the set; got {start}")
    src, dst, _, deficit = _single_site_moves(L, from_mask=mask)
    # csgraph drops zero weights, so every edge gets `tiny` on top; the path found is then
    # re-summed without it (a path has fewer than N edges, so N * tiny cannot reorder costs)
    tiny = 1e-9 / N
    out = []
    for w in ((deficit > tie_atol).astype(float), np.where(deficit > tie_atol, deficit, 0.0)):
        G = sp.csr_matrix((w + tiny, (src, dst)), shape=(N, N))
        d, pred = csgraph.dijkstra(G, directed=True, indices=start, return_predecessors=True)
        outside = np.flatnonzero(~mask)
        v = int(outside[np.argmin(d[outside])])
        exact = sp.csr_matrix((w, (src, dst)), shape=(N, N))
        total = 0.0
        while v != start:  # walk the (short) optimal path back to the start
            u = int(pred[v])
            total += float(exact[u, v])
            v = u
        out.append(total)
    k, V = out
    return int(round(k)), float(V)


# ---------------------------------------------------------------------- exit times
def _check_set_mask(in_set_mask, N: int) -> np.ndarray:
    mask = np.asarray(in_set_mask)
    if mask.dtype != bool or mask.shape != (N,):
        raise InvalidInputError(
            f"`in_set_mask` must be a boolean array of shape ({N},); got dtype {mask.dtype}, shape {mask.shape}")
    k = int(mask.sum())
    if k == 0:
        raise InvalidInputError("`in_set_mask` selects no state: the exit time from an empty set is undefined")
    if k == N:
        raise InvalidInputError(f"`in_set_mask` selects all {N} states: the chain never leaves the whole space")
    return mask


def _rows_offdiag(P, rows: np.ndarray):
    """Off-diagonal entries of the rows ``rows`` of ``P``: ``(r, c, v)`` with ``r`` indexing ``rows``."""
    if isinstance(P, GlauberKernel) and P.is_random_scan:
        q, n, N = P.q, P.n, P.n_states
        strides = q ** np.arange(n - 1, -1, -1, dtype=np.int64)
        x = (rows[:, None] // strides[None, :]) % q  # (m, n)
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
    elif sp.issparse(M):
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
    """Jacobi-preconditioned BiCGSTAB, then restarted GMRES from its result if needed."""
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
    if not (isinstance(kernel, GlauberKernel) and kernel.is_random_scan):
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
    from toolkit.results import StationaryLaw

    from .stationary import stationary_law

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
    from .stationary import has_edges

    Pop, _, N = as_operator(kernel)
    mask = _check_set_mask(in_set_mask, N)
    lp = _log_pi(kernel, pi)
    if not has_edges(kernel):
        p = np.exp(lp)
        out_prob = Pop @ (~mask).astype(float)  # P(x, S^c)
        return float((p[mask] * out_prob[mask]).sum() / p[mask].sum())
    from ._linalg import offdiag_chunks

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
        from .stationary import stationary_law

        pi = stationary_law(kernel)
    phi = conductance(kernel, mask, pi=pi)
    num = 1.0 - float(np.exp(_log_pi(kernel, pi)[mask]).sum()) - eps
    if num <= 0:
        return 0.0
    return math.inf if phi <= 0 else num / phi


# ---------------------------------------------------------------------- escape checks
class LogExitComparison:
    """An exit time beside its escape bound, both held in log space (they overflow
    float64 at low temperature): needs attributes ``log_exit_time`` and ``log_bound``."""

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
        return self.log_exit_time >= self.log_bound - 1e-12 * max(1.0, abs(self.log_bound))

    @property
    def log_slack(self) -> float:
        """``ln(exit_time / bound)`` (``>= 0`` when the bound holds)."""
        return self.log_exit_time - self.log_bound


@dataclass(frozen=True)
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
    if points is None:
        points = fixed_points(kernel.logits)
    points = tuple(points)
    if not points:
        return ()
    lt = singleton_log_exit_times(kernel, [p.index for p in points])
    T, q = kernel.temperature, kernel.q
    return tuple(EscapeCheck(p, T, float(v), log_escape_lower_bound(p.gamma, T, q))
                 for p, v in zip(points, lt, strict=True))
