r"""The rest of the exact engine on count vectors: rectangles, influences, margins, basins.

Length: one module for the four reductions because they share the count-vector indexing
and the derivation below; each is a short function of ``g`` on count vectors.

:mod:`exact.lumped` reduces the Glauber *chain* of an exchangeable model (logits
``l_i(. | x_-i) = g(c(x_-i))``, ``c`` the token counts of the other sites). The other
quantities that ``glauber exact`` and the scans report are functions of ``g`` on count
vectors too, so they reach the same sizes:

**Rectangles.** Sites ``i != j``, context counts ``c`` of the ``n - 2`` other sites, tokens
``a != a'`` at ``i`` and ``b != b'`` at ``j``: ``l_i(a; b) = g(c + e_b)[a]`` and
``l_j(b; a) = g(c + e_a)[b]``, so ``log R`` depends on ``(c, a, a', b, b')`` only, and each
such *count rectangle* is realised by every site pair and every context with counts ``c``.
Hence the full model's rectangles take exactly the values of the count rectangles (there
are ``C(n + q - 3, q - 1) C(q, 2)^2`` of them, against ``C(n, 2) q^(n-2) C(q, 2)^2``), and
the floating-point certificate of :mod:`toolkit._rectangle` applies to each unchanged,
with the declared errors of the logits involved (:meth:`count_logit_error`).

**Influences.** ``x, y`` differ only at ``j`` (tokens ``a``, ``b``); site ``i != j`` sees
the counts ``c'`` and ``c' - e_a + e_b`` (``c'`` the counts of its ``n - 1`` other sites,
``c'_a >= 1``). So every off-diagonal ``R_ij`` equals
``R = max_{c', a != b} TV(p(c'), p(c' - e_a + e_b))`` and ``L_ij`` the same maximum of
``osc(g(c') - g(c' - e_a + e_b))``: ``alpha_col = alpha_row = (n - 1) R`` and
``T_0 = (n - 1) L / 4`` (:mod:`exact.influence`).

**Margins and the zero-temperature dynamics.** A state with counts ``c`` has margin
``min_{a : c_a >= 1} (g(c - e_a)[a] - max_{b != a} g(c - e_a)[b])`` (every state of a
count class alike). An argmax move ``a -> b`` maps counts ``c`` to ``c - e_a + e_b``, and
the state graph lumps onto this count graph: ``x`` reaches a state with counts ``c'`` iff
``c(x)`` reaches ``c'``, and the image of a terminal strongly connected set of states is a
terminal one of counts. So the exclusive basin of a *monochromatic* fixed point (``n``
sites on one token; its class is one state) is the union of the count classes that reach
its count vector and no other terminal class, exactly as :func:`exact.basins.basins` would
find it; paths, uphill moves and Freidlin-Wentzell costs lump the same way.

**Exit times in logarithms.** Leaving a single state ``x`` changes its counts, so
``E_x[tau] = 1 / (1 - K(c, c))`` (the count chain's holding probability), summed from the
off-diagonal logarithms. For ``q = 2`` the count chain is a reversible birth-death chain
on the number of ones ``m``, and the exit time of an up-set ``{m >= lo}`` from ``m = n``
is ``sum_{j=lo}^{n} (sum_{i >= j} nu(i)) / (nu(j) K(j, j - 1))`` (Levin-Peres-Wilmer,
*Markov Chains and Mixing Times*, 2nd ed., section 2.5, the birth-and-death hitting time;
mirrored for down-sets): a log-sum-exp, finite where ``E[tau]`` overflows a double.

Worked example: Curie-Weiss, ``n = 4``, ``beta = 2``. At all-plus each site sees
``S = 3`` other plus spins: logits ``(-3/2, 3/2)``, margin 3; the only count rectangle
type is ``q = 2`` (compatible: ``log R = 0``):

>>> from toolkit.models.exchangeable import CurieWeiss
>>> [(f.counts, f.gamma) for f in count_fixed_points(CurieWeiss(4, 2.0))]
[((0, 4), 3.0), ((4, 0), 3.0)]
>>> r = count_rectangles(CurieWeiss(4, 2.0))
>>> r.n_count_rectangles, r.count, r.n_certified, r.max_abs
(3, 24, 0, 0.0)
"""

from __future__ import annotations

import math
from dataclasses import KW_ONLY, dataclass, replace
from fractions import Fraction

import numpy as np
import scipy.sparse as sp
from scipy.sparse import csgraph
from scipy.special import gammaln, logsumexp

from toolkit import _rectangle
from toolkit._margins import margins
from toolkit._states import tv
from toolkit._validation import check_eps, check_temperature
from toolkit.chain import tempered_conditionals
from toolkit.exceptions import InvalidInputError
from toolkit.models.base import logit_error_source, model_tokens
from toolkit.models.exchangeable import (
    count_index,
    count_moves,
    count_vectors,
    n_count_vectors,
    others_index,
)
from toolkit.results import (
    Estimate,
    InfluenceSummary,
    RectangleSummary,
    Witness,
    _fmt,
    abs_log_r_quantiles,
    upgrade_fields,
)
from toolkit.theory import contraction_bound

from .analysis import exact_report
from .basins import TIE_ATOL, least_uphill_path
from .lumped import (
    DENSE_COUNT_MAX,
    _check_model,
    count_chain,
    count_stationary_law,
    lumped_exit_times,
    lumped_mixing_time,
    lumped_spectral_gap,
    reverse_edges,
)
from .spectral import spectral_mixing_bounds

__all__ = [
    "CountRectangles",
    "count_rectangles",
    "CountInfluence",
    "count_influence",
    "constant_offdiagonal",
    "CountFixedPoint",
    "count_margins",
    "count_fixed_points",
    "count_basin",
    "count_uphill_moves",
    "log_exit_time_from_class",
    "log_exit_time_from_set",
    "lumped_exact_report",
]

MAX_COUNT_RECTANGLES = 50_000_000
MAX_QUANTILE_SAMPLE = 10_000_000   # count rectangles kept for the quantiles (an even stride of contexts beyond)
EXACT_COUNT_MAX = 2**62   # rectangle counts below this are weighed in exact integers (int64), above in floats


def _logits_table(model, total: int):
    """``(C, G, E)``: the count vectors of ``total`` sites, ``g`` on them and its declared
    absolute error (broadcast to ``G``'s shape)."""
    q = int(model.vocab_size)
    C = count_vectors(total, q)
    G = np.asarray(model.count_logits(C), dtype=float)
    if G.shape != (C.shape[0], q) or not np.all(np.isfinite(G)):
        raise InvalidInputError(f"model.count_logits must return finite logits of shape ({C.shape[0]}, {q})")
    err = getattr(model, "count_logit_error", None)
    E = np.zeros_like(G)
    if callable(err):
        e = np.asarray(err(C, G), dtype=float)
        E = np.broadcast_to(e[:, None] if e.ndim == 1 else e, G.shape)   # per row, or per logit
    return C, G, E


# ---------------------------------------------------------------------- rectangles
@dataclass(frozen=True, eq=False)
class CountRectangles(RectangleSummary):
    """Every rectangle of an exchangeable model, through its count rectangles: a
    :class:`~toolkit.results.RectangleSummary` of the *full* model's rectangles (the type of the
    enumerated :class:`~exact.rectangles.RectangleTable` and of the sampled test), with
    ``method="lumped (count rectangles)"``.

    Count rectangle ``(c, a < a', b < b')`` stands for the ``C(n, 2) M(c)`` rectangles of the
    full model with context counts ``c`` (``M(c)`` the multinomial ``(n-2)! / prod_a c_a!``), so
    ``count = C(n, 2) q^(n-2) C(q, 2)^2``, ``n_certified`` and ``prevalence`` (exact: zero
    error) weigh each certified count rectangle by its multiplicity, and the ``quantiles`` of
    ``|log R|`` are those of the full model's rectangles
    (:func:`~toolkit.results.abs_log_r_quantiles` with the multiplicities). These are exact
    integers while ``count`` is below :data:`EXACT_COUNT_MAX` (``2**62``: every enumerable
    model); beyond, the multiplicities are floats (relative error ~1e-13), ``n_certified`` is
    ``count * prevalence`` rounded and the quantiles are the weighted distribution's inverse.
    ``max_abs``, ``max_bound`` and whether any rectangle is certified are exact at every size.
    ``witnesses``: the worst certified count rectangles, each realised at sites ``(0, 1)`` with
    the context's tokens in increasing order on sites ``2..n-1``.

    Count-level numbers: ``n_count_rectangles`` distinct values (``a < a'``, ``b < b'``, every
    context count vector), ``n_count_certified`` of them certified, and ``max_abs_bound`` the
    bound at the largest ``|log R|``. Tempered by ``temperature``.
    """

    _: KW_ONLY
    n_count_rectangles: int
    n_count_certified: int
    max_abs_bound: float

    @classmethod
    def _upgrade(cls, data: dict) -> dict:
        """A result saved before issue 27 kept only the count-level numbers: it cannot be read."""
        if "max_abs_log_r" in data:
            raise InvalidInputError("a CountRectangles saved before issue 27 (fields max_abs_log_r, bound, witness) "
                                    "holds no full-model summary; recompute it with exact.lumped_checks.count_rectangles")
        return data

    def __str__(self) -> str:
        return (f"{self.n_count_certified} of {self.n_count_rectangles} count rectangles certified incompatible "
                f"(standing for {_fmt(self.n_certified)} of {_fmt(self.count)} rectangles)\n" + self.table())


def _multiplicities(C2: np.ndarray, n: int, exact: bool) -> np.ndarray:
    """``M(c) = (n-2)! / prod_a c_a!`` per context count vector: int64 (exact) when ``exact``,
    else relative float weights ``M(c) / max M``."""
    if exact:
        out = []
        for c in C2.tolist():
            m, s = 1, 0
            for v in c:
                s += v
                m *= math.comb(s, v)
            out.append(m)
        return np.array(out, dtype=np.int64)
    log_m = gammaln(n - 1.0) - gammaln(C2 + 1.0).sum(axis=1)
    return np.exp(log_m - log_m.max())


def count_rectangles(model, *, temperature: float = 1.0, n_witnesses: int = 5) -> CountRectangles:
    """Every count rectangle of an exchangeable model with its certificate, summarised as the
    full model's rectangles (module docstring, :class:`CountRectangles`)."""
    q, n = _check_model(model)
    T = check_temperature(temperature)
    if n < 2:
        raise InvalidInputError(f"rectangles need a model with n >= 2 sites; got n={n}")
    pairs = math.comb(q, 2) ** 2
    n_ctx = n_count_vectors(n - 2, q)
    if n_ctx * pairs > MAX_COUNT_RECTANGLES:
        raise InvalidInputError(f"the model has {n_ctx * pairs} count rectangles, above {MAX_COUNT_RECTANGLES}")
    C1, G, E = _logits_table(model, n - 1)
    del C1
    C2 = count_vectors(n - 2, q)
    n_pairs = math.comb(n, 2)
    n_full = n_pairs * q ** (n - 2) * pairs
    exact = n_full < EXACT_COUNT_MAX
    M = _multiplicities(C2, n, exact)
    stride = max(1, math.ceil(n_ctx * pairs / MAX_QUANTILE_SAMPLE))   # contexts kept for the quantiles
    eye = np.eye(q, dtype=np.int64)
    row = [count_index(C2 + eye[t]) for t in range(q)]   # g(c + e_t) for every context c
    ta, ta2 = np.triu_indices(q, 1)
    n_cert, cert_weight, best, best_bound, max_bound = 0, 0, -1.0, 0.0, 0.0
    values, cand = [], []
    for a, a2 in zip(ta, ta2, strict=True):
        for b, b2 in zip(ta, ta2, strict=True):
            ib, ib2, ia, ia2 = row[b], row[b2], row[a], row[a2]
            t = np.stack([G[ib, a], G[ib, a2], G[ib2, a], G[ib2, a2]], axis=-1)
            u = np.stack([G[ia, b], G[ia, b2], G[ia2, b], G[ia2, b2]], axis=-1)
            err_i = np.max(np.stack([E[ib, a], E[ib, a2], E[ib2, a], E[ib2, a2]]), axis=0)
            err_j = np.max(np.stack([E[ia, b], E[ia, b2], E[ia2, b], E[ia2, b2]]), axis=0)
            lr = _rectangle.log_r(t, u) / T
            bd = _rectangle.bound(t, u, err_i, err_j) / T
            cert = _rectangle.certified(lr, bd)
            n_cert += int(cert.sum())
            cert_weight += int(M[cert].sum()) if exact else float(M[cert].sum())
            absr = np.abs(lr)
            values.append(absr[::stride])
            max_bound = max(max_bound, float(bd.max()))
            k = int(np.argmax(absr))
            if absr[k] > best:
                best, best_bound = float(absr[k]), float(bd[k])
            top = np.flatnonzero(cert)
            top = top[np.argsort(-absr[top], kind="stable")[:n_witnesses]]
            cand += [(float(absr[m]), int(m), int(a), int(a2), int(b), int(b2), float(lr[m]), float(bd[m]))
                     for m in top]
    if exact:
        n_certified = n_pairs * cert_weight
        prevalence = n_certified / n_full
    else:
        prevalence = cert_weight / (float(M.sum()) * pairs)
        n_certified = int(round(Fraction(prevalence) * n_full))
        n_certified = min(max(n_certified, 1 if n_cert else 0), n_full - (1 if n_cert < n_ctx * pairs else 0))
    weights = np.tile((n_pairs * M if exact else M)[::stride], pairs)
    quantiles = abs_log_r_quantiles(np.concatenate(values), weights=weights)
    tokens = model_tokens(model)
    cand.sort(key=lambda r: -r[0])   # stable: ties keep the order of the token pairs, then of the contexts
    witnesses = tuple(
        Witness.of(0, 1, a, a2, b, b2, lr, bd, (0, 0, *np.repeat(np.arange(q), C2[m]).tolist()), tokens)
        for _, m, a, a2, b, b2, lr, bd in cand[:n_witnesses])
    return CountRectangles(q=q, n=n, temperature=T, count=n_full, n_certified=int(n_certified),
                           prevalence=Estimate.exact(float(prevalence)), max_abs=best, max_bound=max_bound,
                           quantiles=quantiles, witnesses=witnesses, method="lumped (count rectangles)",
                           logit_error_source=logit_error_source(model),
                           quantile_sample=n_full if stride == 1 else int(weights.size),
                           n_count_rectangles=n_ctx * pairs, n_count_certified=n_cert, max_abs_bound=best_bound)


# ---------------------------------------------------------------------- influences
@dataclass(frozen=True, eq=False)
class CountInfluence(InfluenceSummary):
    """Influences of an exchangeable model: an :class:`~toolkit.results.InfluenceSummary` (the
    type of the enumerated :class:`~exact.influence.InfluenceReport` and of the sampled
    estimates) from the count vectors. Every off-diagonal ``R_ij`` is one value and every
    ``L_ij`` another (module docstring), so ``R`` and ``L`` are read-only ``(n, n)`` views of
    ``2n - 1`` numbers (:func:`constant_offdiagonal`), ``alpha = alpha_row = (n - 1) R_01``,
    ``T0 = T0_row = (n - 1) L_01 / 4`` (exact: zero error), and the contraction bound
    ``ceil(n ln(n/eps) / (1 - alpha))`` when ``alpha < 1``."""

    q: int
    eps: float
    contraction_bound: int | None

    @classmethod
    def _upgrade(cls, data: dict) -> dict:
        """A result saved before issue 27 (``R`` and ``L`` the off-diagonal numbers, plain floats
        ``alpha_col``, ``alpha_row``, ``T0_col``; ``n`` a field) in today's fields."""
        if not isinstance(data.get("R"), (int, float)) or not isinstance(data.get("n"), int):
            return data
        n, out = data["n"], dict(data)
        for k in ("R", "L"):
            out[k] = {"__array__": constant_offdiagonal(out[k], n).tolist(), "dtype": "float64", "shape": [n, n]}
        out.setdefault("T0_row", out.get("T0_col"))
        return upgrade_fields(out, {"alpha_col": "alpha", "alpha_row": "alpha_row", "T0_col": "T0",
                                    "T0_row": "T0_row"}, drop=("n",))


def constant_offdiagonal(value: float, n: int) -> np.ndarray:
    """The ``(n, n)`` matrix with ``value`` off the diagonal and 0 on it, as a read-only view of
    ``2n - 1`` numbers (row ``i`` is ``buf[n-1-i : 2n-1-i]``; ``buf[n-1] = 0``), so an
    exchangeable model's influence matrices take ``O(n)`` memory at any ``n``.

    >>> constant_offdiagonal(0.5, 3).tolist()
    [[0.0, 0.5, 0.5], [0.5, 0.0, 0.5], [0.5, 0.5, 0.0]]
    """
    buf = np.full(2 * n - 1, float(value))
    buf[n - 1] = 0.0
    return np.lib.stride_tricks.sliding_window_view(buf, n)[::-1]


def count_influence(model, *, temperature: float = 1.0, eps: float = 0.25) -> CountInfluence:
    """``R``, ``L``, ``alpha`` and the contraction bound of an exchangeable model.

    >>> from toolkit.models.exchangeable import CurieWeiss
    >>> r = count_influence(CurieWeiss(2, 1.0), temperature=1.0)   # two sites: L = 2 beta/n
    >>> float(r.L[0, 1]), bool(np.isclose(r.R[0, 1], np.tanh(0.5), rtol=1e-12)), r.contraction_bound
    (2.0, True, 8)
    """
    q, n = _check_model(model)
    T = check_temperature(temperature)
    eps = check_eps(eps)
    if n < 2:
        raise InvalidInputError(f"influences need a model with n >= 2 sites; got n={n}")
    C1, G, _ = _logits_table(model, n - 1)
    P = tempered_conditionals(G, T)
    R = Lm = 0.0
    for a in range(q):
        src = np.flatnonzero(C1[:, a] >= 1)
        for b in range(q):
            if b == a or src.size == 0:
                continue
            nb = C1[src].copy()
            nb[:, a] -= 1
            nb[:, b] += 1
            dst = count_index(nb)
            R = max(R, float(tv(P[src], P[dst], axis=1).max()))
            d = G[src] - G[dst]
            Lm = max(Lm, float((d.max(axis=1) - d.min(axis=1)).max()))
    alpha, T0 = (n - 1) * R, (n - 1) * Lm / 4
    return CountInfluence(R=constant_offdiagonal(R, n), L=constant_offdiagonal(Lm, n), alpha=Estimate.exact(alpha),
                          alpha_row=Estimate.exact(alpha), T0=Estimate.exact(T0), T0_row=Estimate.exact(T0),
                          temperature=T, method="lumped (count vectors)", q=q, eps=eps,
                          contraction_bound=contraction_bound(alpha, n, eps))


# ---------------------------------------------------------------------- margins and basins
@dataclass(frozen=True)
class CountFixedPoint:
    """A count class of strict argmax fixed points (every state with these counts):
    ``counts``, its margin ``gamma``, its row among the count vectors, and its text."""

    counts: tuple
    gamma: float
    row: int
    text: str

    @property
    def monochromatic(self) -> bool:
        return sum(1 for v in self.counts if v) == 1


def _margins_and_moves(model):
    """Count vectors ``C`` of the ``n`` sites, the margin of each class, and the single-site
    count moves ``(src, dst, deficit)`` (a move ``a -> b`` of a site holding ``a``)."""
    q, n = _check_model(model)
    C = count_vectors(n, q)
    _, G, _ = _logits_table(model, n - 1)
    N = C.shape[0]
    margin = np.full(N, np.inf)
    src, dst, deficit = [], [], []
    for a in range(q):
        rows, io = others_index(C, a)
        if rows.size == 0:
            continue
        g = G[io]
        top = g.max(axis=1)
        margin[rows] = np.minimum(margin[rows], margins(g, axis=1)[:, a])
        for b, idx in count_moves(C, rows, a):
            src.append(rows)
            dst.append(idx)
            deficit.append(top - g[:, b])
    return C, margin, np.concatenate(src), np.concatenate(dst), np.concatenate(deficit)


def count_margins(model) -> np.ndarray:
    """The local margin of every count class (rows of ``count_vectors(n, q)``)."""
    return _margins_and_moves(model)[1]


def _text(counts, tokens=None) -> str:
    q = len(counts)
    toks = list(tokens) if tokens is not None else [str(a) for a in range(q)]
    nz = [a for a in range(q) if counts[a]]
    if len(nz) == 1:
        return f"all {toks[nz[0]]} (n = {counts[nz[0]]})"
    return "counts (" + ", ".join(f"{toks[a]}: {counts[a]}" for a in range(q)) + ")"


def count_fixed_points(model) -> tuple[CountFixedPoint, ...]:
    """Every count class of strict argmax fixed points, largest margin first (ties: by row)."""
    C, m, *_ = _margins_and_moves(model)
    idx = np.flatnonzero(m > 0)
    idx = idx[np.argsort(-m[idx], kind="stable")]
    tokens = getattr(model, "tokens", None)
    return tuple(CountFixedPoint(tuple(int(v) for v in C[k]), float(m[k]), int(k), _text(C[k], tokens))
                 for k in idx)


def _argmax_graph(N, src, dst, deficit, tie_atol):
    keep = deficit <= tie_atol
    return sp.csr_matrix((np.ones(int(keep.sum())), (src[keep], dst[keep])), shape=(N, N))


def count_basin(model, row: int, *, tie_atol: float = TIE_ATOL) -> np.ndarray:
    """The exclusive zero-temperature basin of the monochromatic fixed point at count row
    ``row``: a boolean mask over the count vectors (module docstring)."""
    C, m, src, dst, deficit = _margins_and_moves(model)
    N = C.shape[0]
    if not (0 <= row < N) or sum(1 for v in C[row] if v) != 1 or not m[row] > 0:
        raise InvalidInputError(f"`row` must be the count row of a monochromatic strict fixed point; got {row}")
    A = _argmax_graph(N, src, dst, deficit, tie_atol)
    n_comp, comp = csgraph.connected_components(A, directed=True, connection="strong")
    Ac = A.tocoo()
    leaving = comp[Ac.row] != comp[Ac.col]
    terminal = np.ones(n_comp, dtype=bool)
    terminal[comp[Ac.row[leaving]]] = False
    # reverse reachability: who reaches this attractor, who reaches any other
    AT = A.T.tocsr()
    own = np.flatnonzero(comp == comp[row])
    other = np.flatnonzero(terminal[comp] & (comp != comp[row]))

    def reaches(targets):
        if targets.size == 0:
            return np.zeros(N, dtype=bool)
        d = csgraph.dijkstra(AT, directed=True, indices=targets, min_only=True, unweighted=True)
        return np.isfinite(d)

    return reaches(own) & ~reaches(other)


def count_uphill_moves(model, row: int, in_set, *, tie_atol: float = TIE_ATOL) -> tuple[int, float]:
    """``(k, V)`` to leave a union of count classes from count row ``row``: the fewest uphill
    moves and the least total deficit (as :func:`exact.basins.uphill_moves`, on counts)."""
    C, _, src, dst, deficit = _margins_and_moves(model)
    N = C.shape[0]
    mask = np.asarray(in_set, dtype=bool)
    if mask.shape != (N,) or not mask[row] or mask.all():
        raise InvalidInputError(f"`in_set` must be a boolean mask over the {N} count vectors holding row {row} "
                                "and not all of them")
    keep = mask[src]
    return least_uphill_path(N, src[keep], dst[keep], deficit[keep], row, mask, tie_atol=tie_atol)


# ---------------------------------------------------------------------- exit times
def log_exit_time_from_class(model, row: int, *, temperature: float = 1.0, lazy: float = 0.0) -> float:
    """``ln E_x[tau_exit({x})]`` for any state ``x`` of count row ``row``:
    ``-ln(1 - K(c, c))`` from the count chain's off-diagonal logarithms."""
    chain = count_chain(model, temperature=temperature, lazy=lazy)
    r, _, lv = chain.log_offdiag
    out = lv[r == row]
    if out.size == 0:
        return math.inf
    return -float(logsumexp(out))


def log_exit_time_from_set(model, row: int, in_set, *, temperature: float = 1.0) -> float:
    """``ln E[tau_exit]`` of a union of count classes started from count row ``row``.

    ``q = 2`` with the set an up-set ``{m >= lo}`` from ``m = n`` (or a down-set from
    ``m = 0``): the birth-death sum of the module docstring, in logarithms. Otherwise the
    linear solve of :func:`exact.lumped.lumped_exit_times` (its logarithm).
    """
    q, n = _check_model(model)
    T = check_temperature(temperature)
    mask = np.asarray(in_set, dtype=bool)
    if q == 2:
        ones = n - np.arange(n + 1)          # count rows run c_0 = 0..n, i.e. m = n..0 ones
        inside = np.sort(ones[mask])
        contiguous = inside.size and inside[-1] - inside[0] + 1 == inside.size
        m0 = int(ones[row])
        if contiguous and inside.size <= n and (inside[-1] == n == m0 or inside[0] == 0 == m0):
            chain = count_chain(model, temperature=T)
            law = count_stationary_law(model, chain=chain)
            r, c, lv = chain.log_offdiag
            lnu = np.empty(n + 1)
            lnu[ones] = law.log_pi                        # lnu[m]
            down, up = np.full(n + 1, -np.inf), np.full(n + 1, -np.inf)
            step = ones[c] - ones[r]
            down[ones[r[step == -1]]] = lv[step == -1]    # log K(m, m - 1)
            up[ones[r[step == 1]]] = lv[step == 1]        # log K(m, m + 1)
            if m0 == n:   # leave {m >= lo}: sum_j (sum_{i >= j} nu(i)) / (nu(j) K(j, j-1))
                lo = int(inside[0])
                tail = np.logaddexp.accumulate(lnu[::-1])[::-1]
                js = np.arange(lo, n + 1)
                return float(logsumexp(tail[js] - lnu[js] - down[js]))
            hi = int(inside[-1])
            head = np.logaddexp.accumulate(lnu)
            js = np.arange(0, hi + 1)
            return float(logsumexp(head[js] - lnu[js] - up[js]))
    tau = lumped_exit_times(model, mask, temperature=T)[row]
    return float(np.log(tau)) if tau > 0 else -math.inf


# ---------------------------------------------------------------------- the glauber exact report
def _count_balance_residual(chain, law) -> float:
    """``sum_{x, y} |pi(x) P(x, y) - pi(y) P(y, x)|`` of the full chain, from the count chain:
    the ``M(c) c_a`` state pairs behind the count move ``c -> c' = c - e_a + e_b`` each carry
    ``nu(c) K(c, c') / (M(c) c_a)`` (``M`` the multinomial), and ``M(c) c_a = M(c') c'_b``,
    so the sum is ``sum_{c != c'} |nu(c) K(c, c') - nu(c') K(c', c)|``."""
    r, c, lv, back = reverse_edges(chain)
    return float(np.abs(np.exp(law.log_pi[r] + lv) - np.exp(law.log_pi[c] + back)).sum())


def lumped_exact_report(model, *, temperature: float = 1.0, eps: float = 0.25, lazy: float = 0.0,
                        starts: str = "auto", t_max: int | None = None, name: str | None = None,
                        sectors: str = "auto"):
    """The :class:`~exact.analysis.ExactReport` of an exchangeable model from its count chain
    (``method = "lumped"``): what :func:`exact.markov.analyze` returns beyond enumeration.

    Every field means what it means for the enumerated chain, computed on counts:
    ``pi_min``/``pi_entropy`` from ``pi(x) = nu(c)/M(c)``; the balance residual by the
    identity of :func:`_count_balance_residual`; reversibility from every rectangle
    (:func:`count_rectangles`: reversible iff none is certified); the gap from
    :func:`exact.lumped.lumped_spectral_gap` (``q = 2``, and ``q = 3`` up to ``n = 68``: the
    full chain's; otherwise the symmetric sector's, an upper bound, named in ``gap_kind``); ``t_mix`` from
    :func:`exact.lumped.lumped_mixing_time` (``None`` where only the monochromatic starts were
    evaluated; their ``t_mix`` is then ``t_mix_monochromatic``, a lower bound). The spectral
    bounds: both reversible ones with the full gap of a reversible chain; otherwise only the lower
    one ``(t_rel - 1) ln(1/(2 eps))``, valid with any non-unit eigenvalue of ``P`` for any
    chain (``|lambda|^t <= 2 d(t)``, Levin-Peres-Wilmer eq. (12.13)).

    The gap's interval is that of the :class:`~toolkit.results.SpectralSummary` of
    :func:`exact.lumped.lumped_spectral_gap`: ``gap +- gap_error`` for the full gap; from 0 to
    ``gap + gap_error`` for a symmetric-sector gap, an upper bound only (issue 27: before, the
    interval of a symmetric-sector report started at ``gap - gap_error``; ``gap_lower``,
    ``log_gap_lower`` and ``gap_note`` of those reports changed, nothing else).
    """
    q, n = _check_model(model)
    T = check_temperature(temperature)
    eps = check_eps(eps)
    chain = count_chain(model, temperature=T, lazy=lazy)
    law = count_stationary_law(model, chain=chain)
    log_mult = gammaln(n + 1.0) - gammaln(chain.counts + 1.0).sum(axis=1)
    log_pi_state = law.log_pi - log_mult
    nu = law.pi
    entropy = float(-(nu[nu > 0] * law.log_pi[nu > 0]).sum() + (nu * log_mult).sum())
    rect = count_rectangles(model, temperature=T) if n >= 2 else None
    reversible = rect is None or not rect.incompatible
    rule = ("count rectangles (every rectangle of the model): " +
            (f"{rect.n_count_certified} of {rect.n_count_rectangles} certified incompatible" if rect is not None
             else "n = 1"))
    g = lumped_spectral_gap(model, temperature=T, lazy=lazy, sectors=sectors)
    mix = lumped_mixing_time(model, temperature=T, eps=eps, lazy=lazy, starts=starts, t_max=t_max)
    log_pi_min = float(log_pi_state.min())
    pi_min = math.exp(log_pi_min)
    # the bounds from the gap's interval, never from the point estimate (spectral_mixing_bounds);
    # a symmetric-sector gap's interval starts at 0 (it bounds the full gap from above only)
    full = g.sector_kind == "full"
    b = spectral_mixing_bounds(g.log_gap_lower, g.log_gap_upper, log_pi_min, eps,
                               pi_relative_error=float(law.relative_error) if math.isfinite(law.relative_error) else 0.5)
    if full and g.reversible:
        b = replace(b, kind="reversible spectral bounds (t_rel, full gap's interval)")
    else:
        b = replace(b, upper=None, log_upper=None, note="", kind=(
            "lower bound (t_rel - 1) ln(1/(2 eps)) from the full chain's lambda_star (not reversible: no upper "
            "bound)" if full else
            "lower bound (t_rel - 1) ln(1/(2 eps)) from the symmetric-sector gap (an eigenvalue of P)"))
    if mix.exact:
        t_mix, t_kind, mono = mix.t_mix, "exact, worst start", None
    else:
        t_mix = None
        mono = mix.t_mix if mix.starts == "monochromatic" else None
        if mix.starts == "monochromatic":
            t_kind = ("not exact: the count chain gives no worst start for q > 2 here" if q > 2 else
                      f"not exact: the exact worst start (starts='certified') powers the dense count chain, "
                      f"n + 1 <= {DENSE_COUNT_MAX}")
        elif mix.t_mix_upper is None and mix.t_mix_lower is not None and mix.distances and mix.distances[-1] > eps:
            t_kind = (f"not exact: d(t) is still above eps at t = {mix.t_mix_lower - 1} (t_mix >= {mix.t_mix_lower}); "
                      "a larger t_max would go further")
        else:
            t_kind = (f"not exact: start classes left unevaluated within the class-chain budget "
                      f"(t_mix >= {mix.t_mix_lower})")
    how = (f"lumped, starts={mix.starts}: {mix.classes_evaluated} class(es) evaluated, {mix.classes_certified} "
           f"certified, of {mix.classes_total}" + (f"; +- {mix.t_mix_round_off} step(s) from the round-off of d(t)"
                                                   if mix.t_mix_round_off else ""))
    return exact_report(
        g, b, model=name or repr(model), q=q, n=n, temperature=T, scan="random", eps=eps, n_states=q**n,
        reversible=bool(reversible), detailed_balance_residual=_count_balance_residual(chain, law),
        stationary_residual=float(law.residual), pi_min=pi_min, log_pi_min=log_pi_min, pi_entropy=entropy,
        pi_relative_error=float(law.relative_error), pi_method=law.method, reversibility_rule=rule, t_mix=t_mix,
        t_mix_method=how, method="lumped", n_lumped_states=chain.n_states,
        start_classes_evaluated=int(mix.classes_evaluated), start_classes_certified=int(mix.classes_certified),
        start_classes_total=int(mix.classes_total),
        gap_kind="full chain" if full else "symmetric sector: an upper bound on the full chain's gap",
        t_mix_kind=t_kind, t_mix_monochromatic=mono, t_mix_round_off=int(mix.t_mix_round_off))
