"""Local margins, strict argmax fixed points and the zero-temperature (argmax) dynamics.

Local margin of a state ``x`` (logit units)::

    m(x) = min_i [ l_i(x_i; x_-i) - max_{a != x_i} l_i(a; x_-i) ]

``x*`` is a *strict argmax fixed point* when ``m(x*) = gamma > 0``. Each step then
leaves ``x*`` with probability at most ``(q-1) e^{-gamma/T}``, so
``E_x*[tau_exit] >= e^{gamma/T} / (q-1)`` (``tau_exit``: first time outside the set;
:func:`toolkit.theory.log_escape_lower_bound`, the one copy of that formula, re-exported here).

Zero-temperature (argmax) dynamics: from ``x``, move to the state with ``x_i`` replaced by
any argmax ``a != x_i`` of ``l_i(. ; x_-i)`` (ties within ``1e-9`` count as argmax). Its
attractors are the terminal strongly connected components of that graph (fixed points or
cycles); a state's basin is the set of attractors it can reach. Leaving the *exclusive*
basin ``B`` of ``x*`` (states that reach no other attractor) takes ``k`` uphill
(non-argmax) moves at least; the Freidlin-Wentzell cost ``V = min over exit paths of sum
of deficits`` (a move's deficit is ``max_b l_i(b) - l_i(a)``) predicts
``ln E_x*[tau_B] ~ V/T`` as ``T -> 0``, and ``k * gamma`` is the heuristic of DESIGN.md
section 1, reported beside it.

Worked example: one site, ``q = 2``, logits ``(1, 0)``: state 0 has margin 1, state 1
margin -1.

>>> import numpy as np
>>> from toolkit.models import IndependentSites
>>> local_margins(IndependentSites(np.array([[1.0, 0.0]]))).tolist()
[1.0, -1.0]
"""

from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np
import scipy.sparse as sp
from scipy.sparse import csgraph

from toolkit._margins import deficits, margins
from toolkit._validation import check_int, check_nonnegative
from toolkit.exceptions import InvalidInputError
from toolkit.results import format_table
from toolkit.theory import escape_lower_bound, log_escape_lower_bound  # noqa: F401  (re-exported)

from .kernel import SiteLogits
from .rectangles import as_site_logits
from .space import DEFAULT_MAX_STATES

TIE_ATOL = 1e-9        # logits within this of the maximum count as argmax (zero-T ties)

# ---------------------------------------------------------------------- margins
def site_margins(model_or_sitelogits, *, max_states: float = DEFAULT_MAX_STATES) -> np.ndarray:
    """``(n, q**n)``: ``l_i(x_i; x_-i) - max_{a != x_i} l_i(a; x_-i)`` for every site and state
    (:func:`toolkit._margins.margins`, the one copy of the formula, along the token axis of
    :meth:`SiteLogits.site`)."""
    L = as_site_logits(model_or_sitelogits, max_states=max_states)
    out = np.empty_like(L.values)
    for i in range(L.n):
        out[i] = margins(L.site(i), axis=1).reshape(-1)
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
        d = np.broadcast_to(deficits(L.site(i), axis=1)[:, None, :, :], (left, q, q, right))  # [l, c, a, r] deficit of a
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
    tie_atol = check_nonnegative(tie_atol, "tie_atol")  # a negative tolerance would drop every argmax move
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
    return least_uphill_path(N, src, dst, deficit, start, mask, tie_atol=tie_atol)


def least_uphill_path(N: int, src, dst, deficit, start: int, mask, *, tie_atol: float = TIE_ATOL) -> tuple[int, float]:
    """``(k, V)`` from the moves ``src -> dst`` (with their deficits) of a chain on ``N``
    states, leaving the set ``mask`` (it holds ``start``): the fewest uphill moves (deficit
    above ``tie_atol``) and the least total uphill deficit, each over all paths. The one
    search behind :func:`uphill_moves` (states) and the lumped count chains' version.

    Two states, ``0 -> 1`` with deficit 2: one uphill move of cost 2.

    >>> least_uphill_path(2, np.array([0]), np.array([1]), np.array([2.0]), 0, np.array([True, False]))
    (1, 2.0)
    """
    # csgraph reads a zero weight as "no edge" in dense input (sparse input keeps stored zeros as
    # weight-0 edges in scipy 1.17, but that is not a documented promise), so every edge gets
    # `tiny` on top; it then also breaks ties towards fewer edges. The path found is re-summed
    # without it (a path has fewer than N edges, so N * tiny cannot reorder costs)
    tiny = 1e-9 / N
    uphill = deficit > tie_atol
    out = []
    for w in (uphill.astype(float), np.where(uphill, deficit, 0.0)):
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
