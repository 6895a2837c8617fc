r"""Exact reduction by symmetry of the Glauber chain of an exchangeable model.

An exchangeable model (:mod:`toolkit.models.exchangeable`) gives site ``i`` the logits
``g(c(x_-i))``, a function of the token counts of the other sites only. Its random-scan
kernel ``P`` (temperature ``T``, laziness ``lazy``) commutes with every permutation of the
sites, and this module computes its stationary law, absolute spectral gap, worst-start
``d(t)``/``t_mix`` and exit times from chains on count vectors, so ``n`` reaches the
hundreds or thousands where ``q**n`` enumeration stops at ``n ~ 24``.

**Count chain.** With ``w = (1 - lazy)/n`` and ``p_b(c') = softmax(g(c')/T)[b]``, the token
counts ``c`` (``C(n + q - 1, q - 1)`` vectors) form a Markov chain (the kernel is lumpable
over the orbits of the symmetric group):
a uniform site holds token ``a`` with probability ``c_a/n`` and is redrawn to ``b``, so
``K(c, c - e_a + e_b) = w c_a p_b(c - e_a)`` for ``a != b``. By uniqueness ``pi`` is
constant on count classes: ``pi(x) = nu(c(x)) / multinomial(n; c(x))`` with ``nu`` the
count chain's stationary law. For ``q = 2`` the count chain is a birth-death chain on
the number of ones ``m`` and ``nu(m+1)/nu(m) = K(m, m+1)/K(m+1, m)`` is summed in
logarithms (no solve; every entry exact to ``u |log nu|``); compatible models with
``q > 2`` use the same path product along a spanning tree of count moves, other ones
GTH elimination within the count chain's band (moves change the index by at most ``n + 1``),
on logarithms of the moves where they fall below ``e^-177`` (low temperature, large logits:
``nu`` down to ``e^-3000`` keeps its relative accuracy), or beyond the band's work limit
:func:`exact.stationary.stationary_law` (refined Krylov).

**Every q = 2 exchangeable model is compatible** (:mod:`toolkit.models.exchangeable`), so
for ``q = 2`` the chain is reversible, ``P`` is positive semi-definite (an average of
the ``pi``-orthogonal projections ``E[. | x_-i]``) and ``lambda_* = lambda_2``.

**Sectors (q = 2): the full spectrum.** Write ``p1(m)`` (``p0(m)``) for the probability of
a 1 (a 0) at a site whose ``n - 1`` others hold ``m`` ones. By Young's rule the
permutation module on the states with ``m`` ones is ``sum_{j <= min(m, n-m)} S^(n-j, j)``
with each irreducible ``S^(n-j, j)`` (dimension ``d_j = C(n, j) - C(n, j-1)``) once. So
``L2({0,1}^n)`` splits into isotypic sectors ``j = 0..floor(n/2)``, sector ``j`` being
``n - 2j + 1`` copies of ``S^(n-j,j)``, one per level ``m = j..n-j``. The Specht polynomial
``psi_j(x) = prod_{r=1}^{j} (x_{2r-1} - x_{2r})`` generates ``S^(n-j,j)``; its restrictions
``v_m = psi_j 1[|x| = m]`` (non-zero exactly for ``j <= m <= n-j``) are images of
``psi_j`` under ``n - 2j + 1`` independent intertwiners, so by Schur's lemma ``P`` maps
``v_m`` to ``sum_{m'} A_j[m', m] v_{m'}`` and ``P`` restricted to sector ``j`` is
``A_j (x) I_{d_j}``. Evaluating ``P v_m`` at ``x`` with ``x_{2r-1} = 1, x_{2r} = 0``
(``r <= j``, so ``psi_j(x) = 1``) and ``m' - j`` ones among the other ``n - 2j`` sites
(a move at a paired site zeroes ``psi_j``; a move among the others changes the level by
one) gives the tridiagonal ``A_j`` on ``m = j..n-j``::

    A_j[m, m+1] = w (n - j - m) p1(m)          (a free 0 becomes 1)
    A_j[m, m-1] = w (m - j) p0(m-1)            (a free 1 becomes 0)
    A_j[m, m]   = lazy + w (m p1(m-1) + (n - m) p0(m))   (nothing moves)

a sub-stochastic chain killed at rate ``kappa_j(m) = w j (p0(m-1) + p1(m))`` (a paired
site moves). ``A_0 = K`` is the count chain. Hence
``spec(P) = union_j spec(A_j)`` with multiplicities ``d_j``, and the absolute gap of the
*full* chain is ``min(second-smallest eigenvalue of I - A_0, min_{j >= 1} smallest of
I - A_j)``. Each ``A_j`` is symmetrized by the diagonal similarity with
``sqrt(A[m, m+1] A[m+1, m])`` off the diagonal; its smallest eigenvalues are found by
bisection (``eigh_tridiagonal``) and refined by the Rayleigh quotient of the Dirichlet form
``v^T (I - S_j) v = sum_m kappa_j(m) v_m^2 + sum_m (sqrt A[m, m+1] v_m - sqrt A[m+1, m]
v_{m+1})^2`` (a sum of squares from logarithms: accurate where the gap is ``1e-8`` and
below), with the Kato-Temple error estimate; below ``1e-8`` by inverse iteration with
solvers that only add (sector 0: the telescoped fluxes, in logarithms; ``j >= 1``: the
elimination of an M-matrix that carries row sums, with Collatz-Wielandt brackets), so a
gap of ``3e-166`` keeps ten digits and one below ``1e-308`` is reported as 0 with that
error (``tests/exact/test_lumped_low_temperature.py``, against mpmath). ``proofs_checks/exchangeable_sectors.py``
checks ``P v_m = sum_m' A_j[m', m] v_m'`` symbolically (any ``p1``) and the spectrum
numerically; the tests compare with full enumeration.

For ``q = 3`` the sectors are indexed by the partitions of ``n`` into at most three parts
and have no birth-death form; :mod:`exact.lumped_sectors` builds each one in the
Gelfand-Tsetlin basis (total dimension ``O(n^5)``: 1.2e6 rows at ``n = 60``, about 20 s),
checked eigenvalue by eigenvalue against enumeration. Beyond that size, and for
``q > 3``, the gap reported is that of the count chain, the **symmetric sector** (``P`` on
permutation-invariant functions), whose eigenvalues are eigenvalues of ``P``: it is an
*upper bound* on the full chain's absolute gap (so ``1/gap`` is a lower bound on the
relaxation time), labelled ``sector_kind="symmetric"``.

**Worst-start mixing.** From a start ``x``, ``P^t(x, .)`` and ``pi`` are invariant under the
permutations that fix ``x``, so ``TV(P^t(x, .), pi)`` is exact on the *class chain*: the
count vectors within each group of initially-equal sites (for ``q = 2`` with ``k`` ones:
``(a, b)`` = ones among the initially-0 and among the initially-1 sites,
``(n - k + 1)(k + 1)`` states). One class per count vector; ``starts="all"`` evolves every
one (``O(n^3 t_mix)`` for ``q = 2``). ``starts="certified"`` (``q = 2``) is exact too but
evaluates few classes: for each class ``k`` the count chain gives the lower bound
``L_k(t) = TV(K^t(k, .), nu) <= TV(P^t(x, .), pi)`` (lumping contracts TV), and the upper
bound ``U_k(t) = L_k(t) + R_k(t) / 2`` with ``R_k(t)^2 = sum_{j >= 1} d_j A_j^{2t}[k, k] /
nu(k)``: the density ``h_t = P^t(x, .)/pi`` splits into its symmetric part (the count
density, whose L1 distance is ``2 L_k``) and the rest, orthogonal in ``L2(pi)``, whose
squared norm is ``P^{2t}(x, x)/pi(x) - K^{2t}(k, k)/nu(k)`` (reversibility) ``=`` the
sector sum above, since ``P^s(x, x) = sum_j d_j A_j^s[k, k] / C(n, k)`` (the trace of
``P^s`` times the level-``k`` indicator, sector by sector). ``A_j^{2t}[k, k]`` is computed
by repeated squaring of the non-negative ``A_j`` (no cancellation: every entry to
relative accuracy) or bounded by ``rho(A_j)^{2t}`` when that already makes it negligible.
With ``t_L`` the count chain's own worst-start ``t_mix`` (``max_k L_k``; extreme classes
``k = 0, n`` have no rest, so it is exact for them), every class with
``U_k(t_L) <= eps`` mixes by ``t_L``; the others are evaluated exactly on their class
chains. Then ``t_mix`` is exact and the result says how many classes were evaluated
and how many certified. The profile reported in this mode is the count-chain lower
bound ``max_k L_k(t)`` (exact for the extreme classes), at the doubling points: at
early times an interior class can be farther from ``pi`` than the extremes (a
Curie-Weiss start at zero magnetization below ``T_c``), so it is a lower bound there.
No restriction of the worst start to a few classes is assumed anywhere.

For ``q > 2`` ``starts="all"`` works for small ``n`` (the class chain of a count vector
``c`` has ``prod_a C(c_a + q - 1, q - 1)`` states), and ``starts="monochromatic"`` gives
the exact distance from the ``q`` starts whose sites all hold one token (exchangeable
laws: the count chain is exact for them), a lower bound on the worst-start ``d(t)``,
labelled as such. It can be strict: on random incompatible tables (``q = 3``,
``n = 8..20``, where every class can be evolved) another start was worse in 18 of 40
cases, by up to a factor 1.35 in ``t_mix`` (``benchmarks/lumped_scaling.py
--table-starts``).

Worked example: two identical independent sites with ``p1 = 1/2`` (``n = 2``, ``q = 2``).
The count chain on ``m = 0, 1, 2`` is ``K = [[1/2, 1/2, 0], [1/4, 1/2, 1/4], [0, 1/2,
1/2]]`` with eigenvalues ``1, 1/2, 0``; sector 1 is the single level ``m = 1`` killed at
rate ``kappa = w (p0 + p1) = 1/2``, so ``A_1 = [1/2]`` (``d_1 = 1``). Together:
``{1, 1/2, 1/2, 0} = {1 - k/2}`` with multiplicities ``1, 2, 1``, the spectrum of the lazy
walk on ``{0, 1}^2``, and the gap is ``1/2``:

>>> from toolkit.models.exchangeable import IdenticalSites
>>> m = IdenticalSites(2, [0.0, 0.0])
>>> [(np.round(v, 12) + 0.0).tolist() for v in sector_eigenvalues(m, temperature=1.0)]
[[0.0, 0.5, 1.0], [0.5]]
>>> round(lumped_spectral_gap(m, temperature=1.0).spectral_gap, 12)
0.5

Length: one reduction, with its proof, and the four quantities it gives (stationary law,
full gap, worst-start mixing, exit times) share the count, sector and class chains; split
up, the proof would sit away from the code it justifies.
"""

from __future__ import annotations

import dataclasses
import math
from dataclasses import dataclass, field

import numpy as np
import scipy.sparse as sp
from scipy.linalg import eigh, eigh_tridiagonal
from scipy.special import gammaln, logsumexp

from toolkit._states import tv
from toolkit._validation import check_eps, check_int, check_probability, check_temperature
from toolkit.chain import tempered_log_conditionals
from toolkit.exceptions import InvalidInputError, ReducibleChainError
from toolkit.models.exchangeable import (
    count_index,
    count_moves,
    count_vectors,
    n_count_vectors,
    others_index,
)
from toolkit.results import MixingResult, SpectralSummary, StationaryLaw

from ._linalg import is_sparse
from ._powers import TIE_ATOL, _Power, power_search, tie_or_below
from .kernel import glauber_kernel
from .lumped_sectors import three_token_gap, total_dimension
from .metastable import expected_exit_times
from .spectral import _clip_to_unit_disc, spectral_summary
from .stationary import _error_estimate, _law, log_balance_residual, stationary_law

__all__ = [
    "CountChain",
    "count_chain",
    "count_stationary_law",
    "others_index",
    "sector_inputs",
    "sector_matrices",
    "sector_eigenvalues",
    "sector_multiplicity",
    "class_chain",
    "lumped_spectral_gap",
    "lumped_mixing_time",
    "lumped_exit_times",
    "reverse_edges",
    "count_chain_reversibility",
    "log_state_pi",
    "ClassChain",
]

_U = float(np.finfo(float).eps) / 2
MAX_COUNT_STATES = 2_000_000     # count vectors (sparse count chain): at most this many, the limit included
DENSE_COUNT_MAX = 4096           # dense doubling of the count chain up to this many count vectors
Q2_SECTORS_MAX_N = 10_000        # q = 2 full gap by sectors (~n^2/4 entries); beyond, the count chain's
MAX_CLASS_STATES = 2_000_000     # states of one class chain
STEP_BUDGET = 2e10               # class-chain work (states x steps) allowed to a certified run
MONO_STEP_BUDGET = 4e9           # count-chain state-steps of the monochromatic starts' sparse stepping
#: q = 3: where a sector cannot be told from the symmetric one in float64, chains of at most this
#: many states are enumerated (a dense non-reversible spectrum of 729 states: ~1 s)
ENUMERATE_UNDECIDED_MAX = 729
MAX_SECTOR_DIMENSION = 2_000_000  # q = 3: every sector by default up to this total dimension (n <= 68)
INVERSE_ITERATION_BELOW = 1e-8  # sector-0 gaps below this are refined by exact inverse iteration
BANDED_GTH_WORK = 5e9          # banded GTH (non-reversible count chains) up to this N w^2
# moves below e^-177: the count law on logarithms (a product of four such moves, a fill-in of
# the elimination, could otherwise fall below float64's range and be lost)
_LOG_NORMAL = math.log(np.finfo(float).tiny) / 4
_LOG_TINY = math.log(np.finfo(float).tiny)
NEGLIGIBLE = 1e-30               # sector terms of R_k^2 below this are bounded by rho^{2t}, not computed
STARTS = ("auto", "all", "certified", "monochromatic")


# ---------------------------------------------------------------------- checks
def _check_model(model):
    """The model must be exchangeable: ``count_logits``, ``vocab_size``, ``length``."""
    if not callable(getattr(model, "count_logits", None)):
        raise InvalidInputError(
            f"`model` must be exchangeable (have count_logits(c), e.g. toolkit.models.exchangeable); "
            f"got {type(model).__name__}")
    q = check_int(model.vocab_size, "q", minimum=2)
    n = check_int(model.length, "n", minimum=1)
    return q, n


def _check_starts(starts: str, q: int) -> str:
    if starts not in STARTS:
        raise InvalidInputError(f"`starts` must be one of {STARTS}; got {starts!r}")
    if starts == "certified" and q != 2:
        raise InvalidInputError(f"`starts`='certified' needs q = 2 (sector bounds); got q = {q}")
    return starts


# ---------------------------------------------------------------------- conditionals
def _log_conditionals(model, T: float) -> tuple[np.ndarray, np.ndarray]:
    """``(C', log p)``: every count vector ``C'`` of the ``n - 1`` other sites and the
    tempered log-conditionals ``log p_b(c')`` (``(N', q)``), from the logits."""
    q, n = int(model.vocab_size), int(model.length)
    C1 = count_vectors(n - 1, q)
    L = np.asarray(model.count_logits(C1), dtype=float)
    if L.shape != (C1.shape[0], q) or not np.all(np.isfinite(L)):
        raise InvalidInputError(f"model.count_logits must return finite logits of shape ({C1.shape[0]}, {q})")
    return C1, tempered_log_conditionals(L, T)


def _q2_log_conditionals(model, T: float) -> tuple[np.ndarray, np.ndarray]:
    """``(log p0(m), log p1(m))`` for ``m = 0..n-1`` ones among the other sites (q = 2)."""
    n = int(model.length)
    m = np.arange(n)
    L = np.asarray(model.count_logits(np.column_stack([n - 1 - m, m])), dtype=float)
    if L.shape != (n, 2) or not np.all(np.isfinite(L)):
        raise InvalidInputError(f"model.count_logits must return finite logits of shape ({n}, 2)")
    lp = tempered_log_conditionals(L, T)
    return lp[:, 0], lp[:, 1]


# ---------------------------------------------------------------------- count chain
@dataclass(frozen=True, eq=False)
class CountChain:
    """The chain of token counts: ``counts[s]`` is count vector ``s`` (row order of
    :func:`toolkit.models.exchangeable.count_vectors`), ``P`` its kernel (CSR), ``log_P`` the
    off-diagonal entries as ``(rows, cols, log values)`` from the logits."""

    q: int
    n: int
    temperature: float
    lazy: float
    counts: np.ndarray = field(repr=False)
    P: sp.csr_matrix = field(repr=False)
    log_offdiag: tuple = field(repr=False)

    @property
    def n_states(self) -> int:
        return int(self.counts.shape[0])

    def index(self, c) -> np.ndarray:
        """Row of each count vector ``c`` (``(B, q)``, rows summing to ``n``)."""
        return count_index(c)



def count_chain(model, *, temperature: float = 1.0, lazy: float = 0.0) -> CountChain:
    """The count chain ``K(c, c - e_a + e_b) = w c_a p_b(c - e_a)`` (module docstring).

    >>> from toolkit.models.exchangeable import CurieWeiss
    >>> K = count_chain(CurieWeiss(2, 0.0), temperature=1.0)
    >>> K.P.toarray().tolist()
    [[0.5, 0.5, 0.0], [0.25, 0.5, 0.25], [0.0, 0.5, 0.5]]
    """
    q, n = _check_model(model)
    T = check_temperature(temperature)
    lazy = check_probability(lazy, "lazy")
    N = n_count_vectors(n, q)
    if N > MAX_COUNT_STATES:
        size = f"{float(N):.3g}" if N < 10**300 else f"~10^{len(str(N)) - 1}"
        raise InvalidInputError(f"the count chain has C(n + q - 1, q - 1) = {size} states, above the lumped "
                                f"engine's limit of {MAX_COUNT_STATES:.3g}; lower `n` or `q`")
    C = count_vectors(n, q)
    _, lp = _log_conditionals(model, T)
    w = (1.0 - lazy) / n
    lw = math.log(w) if w > 0 else -math.inf
    rows, cols, lvals = [], [], []
    stay = np.full(N, lazy)
    for a in range(q):
        src, io = others_index(C, a)
        la = lw + np.log(C[src, a] / 1.0)
        stay[src] += w * C[src, a] * np.exp(lp[io, a])
        for b, dst in count_moves(C, src, a):
            rows.append(src)
            cols.append(dst)
            lvals.append(la + lp[io, b])
    r = np.concatenate(rows)
    c = np.concatenate(cols)
    lv = np.concatenate(lvals)
    P = sp.coo_matrix((np.concatenate([np.exp(lv), stay]), (np.concatenate([r, np.arange(N)]),
                                                              np.concatenate([c, np.arange(N)]))),
                      shape=(N, N)).tocsr()
    return CountChain(q, n, T, lazy, C, P, (r, c, lv))


def _log_multinomial(n: int, C: np.ndarray) -> np.ndarray:
    return gammaln(n + 1.0) - gammaln(np.asarray(C, dtype=float) + 1.0).sum(axis=-1)


def _tree_log_nu(chain: CountChain) -> np.ndarray:
    """Path product: ``log nu`` along the tree that moves one token from 0 to the first
    token ``b > 0`` still present (parent ``c + e_0 - e_b``), ``log K(parent, c) - log K(c, parent)``."""
    C, N = chain.counts, chain.n_states
    r, c, lv = chain.log_offdiag
    key = r.astype(np.int64) * N + c
    order = np.argsort(key)
    skey = key[order]

    def logk(src, dst):
        pos = np.searchsorted(skey, src.astype(np.int64) * N + dst)
        return lv[order[pos]]

    log_nu = np.zeros(N)
    # parents have a larger c_0; process by decreasing c_0 (vectorized per level)
    for c0 in range(chain.n - 1, -1, -1):
        idx = np.nonzero(C[:, 0] == c0)[0]
        if idx.size == 0:
            continue
        b = np.argmax(C[idx, 1:] > 0, axis=1) + 1
        par = C[idx].copy()
        par[:, 0] += 1
        par[np.arange(idx.size), b] -= 1
        pi_ = count_index(par)
        log_nu[idx] = log_nu[pi_] + logk(pi_, idx) - logk(idx, pi_)
    return log_nu


def _is_compatible(model) -> bool:
    return int(model.vocab_size) == 2 or getattr(model, "compatible", None) is True


def count_stationary_law(model, *, temperature: float = 1.0, lazy: float = 0.0, chain: CountChain | None = None
                         ) -> StationaryLaw:
    """The law ``nu`` of the counts under ``pi`` (``pi(x) = nu(c(x)) / multinomial(n; c(x))``).

    ``q = 2`` and compatible models: the path product of ``K(c, c')/K(c', c)`` in
    logarithms (``method = "count path product (logs)"``). Otherwise
    :func:`exact.stationary.stationary_law` on the count chain. The balance residual and
    error estimate are those of :func:`exact.stationary.stationary_law`.

    >>> from toolkit.models.exchangeable import CurieWeiss
    >>> count_stationary_law(CurieWeiss(2, 0.0)).pi.round(6).tolist()
    [0.25, 0.5, 0.25]
    """
    if chain is None:
        chain = count_chain(model, temperature=temperature, lazy=lazy)
    if _is_compatible(model):
        lp = _tree_log_nu(chain)
        log_nu = lp - logsumexp(lp)
        return _law(chain.P, np.exp(log_nu), log_nu, "count path product (logs)", chain.n_states)
    r, c, lv = chain.log_offdiag
    width = int(np.abs(r - c).max()) if r.size else 0
    if chain.n_states * (width + 1) ** 2 <= BANDED_GTH_WORK:
        # linear GTH while every move and every nu(c) is a normal float64; at low temperature
        # or large logits (moves below 1e-308, nu spanning more than float64's range) the same
        # elimination on logarithms, from the moves' log-probabilities (never underflowed)
        if lv.size == 0 or lv.min() > _LOG_NORMAL:
            x = _banded_gth(r, c, np.exp(lv), chain.n_states, width)
            if np.all(np.isfinite(x)) and x.min() > 0:
                pi = x / x.sum()
                if pi.min() > np.finfo(float).tiny:
                    return _law(chain.P, pi, np.log(pi), "banded gth", chain.n_states)
        lx = _banded_gth(r, c, lv, chain.n_states, width, log=True)
        if np.all(np.isfinite(lx)):
            return _log_law(chain, lx - logsumexp(lx), "banded gth (log)")
        raise ReducibleChainError(f"the count chain at temperature={chain.temperature:g} has a state that no "
                                  "other state reaches (a logit of -inf?)", n_classes=2)
    return stationary_law(chain.P)


def _banded_gth(r: np.ndarray, c: np.ndarray, v: np.ndarray, N: int, w: int, *, log: bool = False) -> np.ndarray:
    """Unnormalized ``pi`` by GTH elimination of a chain whose moves change the state index by
    at most ``w`` (the count chain in lexicographic order: ``w <= n + 1`` for ``q = 3``), from
    its off-diagonal moves ``(r, c, K(r, c))``. Eliminating the last state ``k`` (censoring)
    only adds ``A[i, k] A[k, j] / S_k`` to pairs ``i, j`` in ``[k - w, k)``, so the band holds
    every fill-in; each pivot ``S_k`` is the sum of its row's remaining off-diagonal entries
    (O'Cinneide 1993: every entry of ``pi`` to relative accuracy). Work ``N w^2``.

    ``log=True``: the same elimination on logarithms (``v = log K``, each sum a
    ``logaddexp``; returns ``log pi``), exact to ``u |log pi|`` however far below float64's
    range. ``nan`` entries when a state has no move to a lower-indexed one left (reducible)."""
    empty = -np.inf if log else 0.0
    B = np.full((N, 2 * w + 1), empty)
    B[r, c - r + w] = v
    Bf = B.reshape(-1)                         # B[i, j - i + w] = Bf[i (2w+1) + j - i + w]
    step = 2 * w * Bf.itemsize                 # moving to row i+1 and column j+1 together
    strided = np.lib.stride_tricks.as_strided
    for k in range(N - 1, 0, -1):
        lo = max(0, k - w)
        m = k - lo
        row = B[k, w - m:w].copy()            # A[k, lo..k-1]
        S = logsumexp(row) if log else row.sum()
        if not (np.isfinite(S) if log else S > 0):
            return np.full(N, np.nan)
        col = strided(Bf[lo * 2 * w + k + w:], shape=(m,), strides=(step,))   # A[lo..k-1, k]
        block = strided(Bf[lo * 2 * w + lo + w:], shape=(m, m), strides=(step, Bf.itemsize))  # A[lo..k-1, lo..k-1]
        if log:
            col -= S
            np.logaddexp(block, col[:, None] + row[None, :], out=block)
        else:
            col /= S
            block += np.outer(col, row)
        B[lo:k, w] = empty
    x = np.empty(N)
    x[0] = 0.0 if log else 1.0
    for j in range(1, N):
        lo = max(0, j - w)
        rows = np.arange(lo, j)
        x[j] = logsumexp(x[lo:j] + B[rows, j - rows + w]) if log else x[lo:j] @ B[rows, j - rows + w]
    return x


def _log_law(chain: CountChain, log_nu: np.ndarray, method: str) -> StationaryLaw:
    """The count chain's :class:`StationaryLaw` from ``log nu``: the relative balance residual
    and error estimate of :mod:`exact.stationary`, from the moves' logarithms (right where
    ``nu`` and the moves underflow)."""
    N = chain.n_states
    rho_max = float(log_balance_residual([chain.log_offdiag], log_nu, N).max()) if N > 1 else 0.0
    pi = np.exp(log_nu)
    return StationaryLaw(pi, log_nu, method, float(np.abs(pi @ chain.P - pi).sum()), rho_max,
                         _error_estimate(rho_max, N, chain.q * (chain.q - 1) + 1, log_nu), N)



def reverse_edges(chain):
    """``(r, c, log K(r, c), log K(c, r))`` over the count chain's off-diagonal moves (every
    move ``c -> c'`` has its reverse ``c' -> c``: one site moved back)."""
    r, c, lv = chain.log_offdiag
    N = chain.n_states
    key = r.astype(np.int64) * N + c
    order = np.argsort(key)
    pos = np.searchsorted(key[order], c.astype(np.int64) * N + r)
    return r, c, lv, lv[order[np.minimum(pos, key.size - 1)]]

def count_chain_reversibility(chain: CountChain, law: StationaryLaw, *, rtol: float = 1e-9) -> tuple[bool, float]:
    """Whether the count chain satisfies detailed balance, by the edge-wise relative residual
    ``max |log(nu(c) K(c, c')) - log(nu(c') K(c', c))| / (1 + |log(nu(c) K(c, c'))|)`` over its
    moves (from logarithms, and relative to their size, so scale-free: at low temperature the
    logarithms reach ~1/T and their round-off with them; sparse, unlike the dense matrix rule
    of :mod:`exact.reversibility`).
    Reversible when at most ``rtol``. Returns ``(reversible, residual)``."""
    r, c, lv, back = reverse_edges(chain)
    res = np.abs((law.log_pi[r] + lv) - (law.log_pi[c] + back))
    scale = 1.0 + np.abs(law.log_pi[r] + lv)
    worst = float((res / scale).max()) if res.size else 0.0
    return worst <= rtol, worst


def log_state_pi(law: StationaryLaw, counts: np.ndarray, n: int) -> np.ndarray:
    """``log pi(x)`` of a state with counts ``c``: ``log nu(c) - log multinomial(n; c)``."""
    return law.log_pi - _log_multinomial(n, counts)


def sector_inputs(model, *, temperature: float = 1.0, lazy: float = 0.0, chain: CountChain | None = None,
                  law: StationaryLaw | None = None) -> tuple[np.ndarray, np.ndarray]:
    """``(log p, log pi per state)``: what :mod:`exact.lumped_sectors` builds its sectors from,
    the tempered log-conditionals of every count vector of the ``n - 1`` other sites and
    :func:`log_state_pi` of every count vector (from ``law``, or the count chain's own)."""
    _, n = _check_model(model)
    T = check_temperature(temperature)
    if law is None:
        law = count_stationary_law(model, temperature=T, lazy=lazy, chain=chain)
    counts = chain.counts if chain is not None else count_vectors(n, int(model.vocab_size))
    return _log_conditionals(model, T)[1], log_state_pi(law, counts, n)


# ---------------------------------------------------------------------- sectors (q = 2)
def sector_multiplicity(n: int, j: int) -> int:
    """``d_j = C(n, j) - C(n, j - 1)``: the dimension of ``S^(n-j, j)``."""
    return math.comb(n, j) - (math.comb(n, j - 1) if j >= 1 else 0)


@dataclass(frozen=True)
class _Sector:
    j: int
    levels: np.ndarray      # m = j..n-j
    log_up: np.ndarray      # log A_j[m, m+1] (-inf at the top level)
    log_down: np.ndarray    # log A_j[m, m-1] (-inf at the bottom level)
    kill: np.ndarray        # kappa_j(m)
    stay: np.ndarray        # A_j[m, m] (a sum of non-negative terms)

    @property
    def size(self) -> int:
        return int(self.levels.size)

    def generator(self) -> tuple[np.ndarray, np.ndarray]:
        """``(diagonal, off-diagonal)`` of the symmetrized ``I - A_j`` (no subtraction)."""
        up = np.exp(self.log_up)
        down = np.exp(self.log_down)
        d = up + down + self.kill
        e = -np.exp(0.5 * (self.log_up[:-1] + self.log_down[1:]))
        return d, e

    def dense(self) -> np.ndarray:
        """``A_j`` as a dense (non-symmetrized) array."""
        S = self.size
        A = np.diag(self.stay)
        if S > 1:
            A[np.arange(S - 1), np.arange(1, S)] = np.exp(self.log_up[:-1])
            A[np.arange(1, S), np.arange(S - 1)] = np.exp(self.log_down[1:])
        return A


def _sectors(model, T: float, lazy: float, js=None) -> list[_Sector]:
    n = int(model.length)
    lp0, lp1 = _q2_log_conditionals(model, T)
    p0, p1 = np.exp(lp0), np.exp(lp1)
    w = (1.0 - lazy) / n
    lw = math.log(w) if w > 0 else -math.inf
    out = []
    for j in (range(n // 2 + 1) if js is None else js):
        m = np.arange(j, n - j + 1)
        with np.errstate(divide="ignore"):
            log_up = np.where(m < n - j, lw + np.log(np.maximum(n - j - m, 0)) + lp1[np.minimum(m, n - 1)], -np.inf)
            log_down = np.where(m > j, lw + np.log(np.maximum(m - j, 0)) + lp0[np.maximum(m - 1, 0)], -np.inf)
        kill = w * j * (np.where(m >= 1, p0[np.maximum(m - 1, 0)], 0.0) + np.where(m <= n - 1, p1[np.minimum(m, n - 1)], 0.0)) \
            if j else np.zeros(m.size)
        stay = lazy + w * (m * np.where(m >= 1, p1[np.maximum(m - 1, 0)], 0.0)
                           + (n - m) * np.where(m <= n - 1, p0[np.minimum(m, n - 1)], 0.0))
        out.append(_Sector(j, m, log_up, log_down, kill, stay))
    return out


def _check_q2(model, what: str) -> int:
    q, n = _check_model(model)
    if q != 2:
        raise InvalidInputError(f"{what} needs a q = 2 model (two-row sectors); got q = {q}")
    return n


def sector_matrices(model, *, temperature: float = 1.0, lazy: float = 0.0) -> list[np.ndarray]:
    """The blocks ``A_j`` (``j = 0..floor(n/2)``, dense, on levels ``m = j..n-j``) of a
    ``q = 2`` exchangeable chain: ``P`` on sector ``j`` is ``A_j (x) I_{d_j}``."""
    _check_q2(model, "sector_matrices")
    T = check_temperature(temperature)
    return [s.dense() for s in _sectors(model, T, check_probability(lazy, "lazy"))]


def sector_eigenvalues(model, *, temperature: float = 1.0, lazy: float = 0.0) -> list[np.ndarray]:
    """Eigenvalues of each ``A_j`` (ascending); ``spec(P)`` is their union with
    multiplicities :func:`sector_multiplicity` (``q = 2``)."""
    _check_q2(model, "sector_eigenvalues")
    T = check_temperature(temperature)
    out = []
    for s in _sectors(model, T, check_probability(lazy, "lazy")):
        d, e = s.generator()
        mu = eigh_tridiagonal(d, e, eigvals_only=True) if s.size > 1 else d.copy()
        out.append(np.sort(1.0 - mu) + 0.0)  # + 0.0: no negative zeros
    return out


def _dirichlet_ritz(s: _Sector, V: np.ndarray, deflate: np.ndarray | None):
    """Rayleigh-Ritz of the symmetrized ``I - A_j`` on ``span(V)`` with the Dirichlet form
    ``sum_m kappa v_m^2 + sum_m (sqrt(up_m) v_m - sqrt(down_{m+1}) v_{m+1})^2``."""
    if deflate is not None:
        V = V - np.outer(deflate, deflate @ V)
    # an orthonormal basis of what is left (the deflated Perron column is round-off: dropped)
    Uv, sv, _ = np.linalg.svd(V, full_matrices=False)
    keep = sv > 1e-6 * max(float(sv.max()) if sv.size else 0.0, 1e-300)
    V = Uv[:, keep]
    G = np.eye(V.shape[1])
    if V.shape[1] == 0:
        return math.nan, None
    su = np.exp(0.5 * s.log_up[:-1])[:, None]
    sd = np.exp(0.5 * s.log_down[1:])[:, None]
    D = su * V[:-1] - sd * V[1:]
    E = D.T @ D + (V * s.kill[:, None]).T @ V
    dscale = np.sqrt(np.diag(G))
    mu, Cm = eigh(E / np.outer(dscale, dscale), G / np.outer(dscale, dscale))
    v = V @ (Cm[:, 0] / dscale)
    # the Ritz value from the dense eigh is accurate only to ~1e-16 ||E||; the Dirichlet form
    # of the Ritz vector itself (a sum of squares) is the Rayleigh quotient to full relative
    # accuracy, which the residual bound then certifies
    dv = su[:, 0] * v[:-1] - sd[:, 0] * v[1:]
    rq = float((dv @ dv + s.kill @ (v * v)) / (v @ v))
    return (rq if math.isfinite(rq) else float(mu[0])), v


def _apply_generator(s: _Sector, v: np.ndarray) -> np.ndarray:
    d, e = s.generator()
    out = d * v
    out[:-1] += e * v[1:]
    out[1:] += e * v[:-1]
    return out


FULL_GAP_NOTE = "gap +- gap_error of the lumped engine (an estimate)"
SYMMETRIC_GAP_NOTE = ("an upper bound on the full chain's gap ({kind} sector only: the {chain}'s gap +- "
                      "gap_error); the full gap is known only to lie in [0, upper]")


def _gap_summary(gap: float, err: float, lam_star: float, lam2: float, *, q: int, n: int, sector, kind: str,
                 reversible: bool, n_sectors: int, method: str, rule: str, residual: float = math.nan,
                 sectors_certified: int | None = None) -> SpectralSummary:
    """The :class:`~toolkit.results.SpectralSummary` of a lumped gap. Its interval:
    ``gap +- gap_error`` clipped to ``[0, 1]`` (an estimate, ``gap_certified`` False); for any
    ``kind`` but ``"full"`` (``"symmetric"``: the count chain; ``"colour-symmetric"``:
    :mod:`exact.colour_lumped`) the lower end is 0, since that gap only bounds the full
    chain's from above. ``n_states`` is ``q**n`` (the full chain)."""
    e = float(err) if math.isfinite(err) else math.inf
    gap = float(gap)
    hi = min(gap + e, 1.0)
    lo = max(gap - e, 0.0) if kind == "full" else 0.0
    return SpectralSummary(
        n_states=q**n, reversible=bool(reversible), detailed_balance_residual=float(residual),
        lambda_2=float(lam2), lambda_star=float(lam_star), spectral_gap=gap,
        relaxation_time=1.0 / gap if gap > 0 else math.inf, method=method, reversibility_rule=rule,
        gap_error=float(err), gap_lower=lo, gap_upper=hi, log_gap=math.log(gap) if gap > 0 else None,
        log_gap_lower=math.log(lo) if lo > 0 else -math.inf, log_gap_upper=math.log(hi) if hi > 0 else -math.inf,
        gap_certified=False, gap_note=FULL_GAP_NOTE if kind == "full" else SYMMETRIC_GAP_NOTE.format(
            kind=kind, chain="count chain" if kind == "symmetric" else f"{kind} chain"),
        sector=sector, sector_kind=kind, n_sectors=int(n_sectors), sectors_certified=sectors_certified)


_Q2_RULE = "q = 2 exchangeable: reversible by construction (residual not computed)"


def _birth_death_gap(s: _Sector, log_nu: np.ndarray, *, max_iter: int = 200) -> tuple[float, float]:
    """The spectral gap of the reversible birth-death chain ``A_0`` (sector 0) by inverse
    iteration with an exact solver, accurate relative to the gap however small it is.

    With edge fluxes ``F_m = nu(m) A[m, m+1] = nu(m+1) A[m+1, m]`` (from logarithms), the
    equation ``(I - A_0) f = g`` (``E_nu g = 0``) telescopes to
    ``f(m+1) - f(m) = -S_m / F_m`` with ``S_m = sum_{i <= m} nu(i) g(i)`` (summed from the
    nearer end, so the tails keep their relative accuracy), and the Dirichlet form is
    ``E(f) = sum_m S_m^2 / F_m``: no subtraction of nearly equal numbers anywhere. The
    Rayleigh quotient ``E(f) / Var_nu(f)`` of ``f = (I - A_0)^{-k} g`` errs by a factor
    ``(mu_2/mu_3)^{2k-1}`` (``mu_3`` the next eigenvalue, ``~1/n`` at a metastable gap), so
    a few steps suffice. Start: the centred number of ones, never orthogonal to the
    (monotone) second eigenfunction of a birth-death chain; stop when the quotient and
    every entry of the iterate have settled. Error estimate: the last change of the
    quotient plus ``10 n u`` of it. (The Ritz value from a computed eigenvector errs
    by ``~u^2 / mu_3`` absolutely, which is the whole gap below ``~1e-26``.)

    Every quantity is carried in logarithms, relative to the most probable level ``k``
    (``f(k) = 0``; the centring constant ``sum_i nu(i) f(i)`` summed over the other levels),
    so the iteration keeps its relative accuracy where ``nu`` and the fluxes leave float64's
    range at low temperature (``nu`` down to e^-3000): a gap below ``1e-308`` is returned
    as 0 with error ``1e-308``."""
    lnu = log_nu - logsumexp(log_nu)
    logF = lnu[:-1] + s.log_up[:-1]
    size = s.size
    k = int(np.argmax(lnu))
    half = np.cumsum(np.exp(lnu))[:-1] <= 0.5
    g = np.arange(size, dtype=float) - k
    log_mu_prev = math.inf
    log_mu = math.nan
    change = math.inf   # the last change of log mu (unknown before two steps)
    for _ in range(max_iter):
        lt, st = _centred_log_terms(lnu, g, k)                   # nu(i) (g(i) - E_nu g)
        lL, sL = _signed_log_cumsum(lt[:-1], st[:-1])          # S_m from the left
        lR, sR = _signed_log_cumsum(lt[::-1][:-1], st[::-1][:-1])
        lR, sR = lR[::-1], -sR[::-1]                           # S_m = -sum_{i > m} from the right
        lS, sS = np.where(half, lL, lR), np.where(half, sL, sR)
        log_delta = lS - logF                                  # f(m+1) - f(m) = -S_m / F_m
        top = float(log_delta.max()) if np.isfinite(log_delta).any() else 0.0
        delta = -sS * np.exp(log_delta - top)
        f = np.zeros(size)                                     # f relative to level k, summed outwards
        f[k + 1:] = np.cumsum(delta[k:])
        f[:k] = -np.cumsum(delta[:k][::-1])[::-1]
        with np.errstate(divide="ignore"):
            log_E = logsumexp(logF + 2.0 * np.log(np.abs(delta)))   # sum F delta^2 = sum S^2 / F
        lv, _ = _centred_log_terms(lnu, f, k, squared=True)
        log_mu = float(log_E - logsumexp(lv))                  # E(f) / Var_nu(f): the scales cancel
        g_new = f / np.abs(f).max()
        # converged when the quotient and every entry of the iterate are: a faster mode whose
        # tiny amplitude sits where nu is large can hold the quotient still for a few steps
        # while it decays (entry by entry it does not)
        nz = g_new != 0
        moved = float(np.max(np.abs(g_new[nz] - g[nz]) / np.abs(g_new[nz]))) if nz.any() else 0.0
        change = log_mu - log_mu_prev
        if abs(log_mu - log_mu_prev) <= 1e-15 and moved <= 1e-10:
            break
        log_mu_prev = log_mu
        g = g_new
    # the last change, also when max_iter ran out (log_mu_prev is then log_mu itself)
    err_rel = abs(math.expm1(change)) if math.isfinite(change) else 1.0
    if log_mu < _LOG_TINY:
        return 0.0, float(np.finfo(float).tiny)
    mu = math.exp(log_mu)
    return mu, mu * (err_rel + 10 * size * _U)


def _killed_birth_death_gap(s: _Sector, *, max_iter: int = 200) -> tuple[float, float]:
    """The smallest eigenvalue of ``I - A_j`` for a sector ``j >= 1`` (a birth-death chain
    killed at rate ``kappa_j(m) > 0`` at every level: an irreducible M-matrix), accurate
    relative to itself however small it is.

    Elimination from the bottom level keeps each reduced row's sum ``sigma_m`` (its killing
    rate in the censored chain) instead of its diagonal: with up rates ``a_m``, down rates
    ``b_m``, ``p_m = a_m + sigma_m`` and ``sigma_{m+1} = kappa_{m+1} + b_{m+1} sigma_m / p_m``,
    and the solves of ``(I - A_j) x = y`` only add for ``y > 0`` (the inverse of an M-matrix
    is non-negative), so ``x`` is accurate entry by entry (the idea of GTH; Alfa, Xue and Ye
    2002 for such M-matrices). Inverse iteration from the ones stays positive, and for
    positive ``y`` and ``x = (I - A_j)^{-1} y`` Collatz-Wielandt gives
    ``min y/x <= mu <= max y/x``: the midpoint is returned with the half-width (plus
    ``10 n u`` of it) as the error."""
    a = np.exp(s.log_up)      # a_m = A[m, m+1] (0 at the top)
    b = np.exp(s.log_down)    # b_m = A[m, m-1] (0 at the bottom)
    kappa = s.kill
    size = s.size
    p = np.empty(size)
    sigma = kappa[0]
    p[0] = a[0] + sigma
    for m in range(1, size):
        sigma = kappa[m] + b[m] * sigma / p[m - 1]
        p[m] = a[m] + sigma
    y = np.ones(size)
    lo, hi = 0.0, math.inf
    for _ in range(max_iter):
        z = np.empty(size)                 # forward: L z = y, L unit lower with -b_m / p_{m-1}
        z[0] = y[0]
        for m in range(1, size):
            z[m] = y[m] + b[m] / p[m - 1] * z[m - 1]
        x = np.empty(size)                 # back: U x = z, U with p_m and -a_m
        x[-1] = z[-1] / p[-1]
        for m in range(size - 2, -1, -1):
            x[m] = (z[m] + a[m] * x[m + 1]) / p[m]
        ratio = y / x
        lo, hi = float(ratio.min()), float(ratio.max())
        if hi - lo <= 1e-14 * hi:
            break
        y = x / x.max()
    mu = 0.5 * (lo + hi)
    return mu, 0.5 * (hi - lo) + 10 * size * _U * mu


def _centred_log_terms(lnu: np.ndarray, g: np.ndarray, k: int, *, squared: bool = False):
    """``(log |t_i|, sign t_i)`` for ``t_i = nu(i) (g(i) - c)``, ``c = sum_i nu(i) g(i)``, with
    ``g(k) = 0`` at the most probable level ``k`` (``squared``: ``nu(i) (g(i) - c)^2``).
    ``c`` is a signed sum in logarithms over the other levels, and ``g(k) - c = -c`` is kept
    exactly, however small."""
    with np.errstate(divide="ignore"):
        la = np.log(np.abs(g))
    lc, sc = _signed_log_cumsum(lnu + la, np.sign(g))
    lc, sc = float(lc[-1]), float(sc[-1])
    gc = g - sc * math.exp(lc) if lc > _LOG_TINY else g.copy()
    with np.errstate(divide="ignore"):
        lg = np.log(np.abs(gc))
    sg = np.sign(gc)
    lg[k], sg[k] = lc, -sc
    if squared:
        return lnu + 2.0 * lg, np.ones_like(sg)
    return lnu + lg, sg


def _signed_log_cumsum(la: np.ndarray, sa: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Running sums of the terms ``sa * exp(la)`` as ``(log |S|, sign S)``: the positive and
    negative parts accumulated in logarithms, then subtracted once (``-inf``, sign 0 for 0)."""
    lp = np.logaddexp.accumulate(np.where(sa > 0, la, -np.inf))
    ln = np.logaddexp.accumulate(np.where(sa < 0, la, -np.inf))
    hi = np.maximum(lp, ln)
    with np.errstate(invalid="ignore", divide="ignore"):
        lS = hi + np.log1p(-np.exp(-np.abs(lp - ln)))
    lS = np.where(np.isneginf(hi), -np.inf, lS)
    sign = np.where(np.isneginf(lS), 0.0, np.where(lp >= ln, 1.0, -1.0))
    return lS, sign


def _tridiagonal_eigh(d: np.ndarray, e: np.ndarray, index: tuple[int, int], *, vectors: bool = False):
    """Eigenvalues ``index[0]..index[1]`` (ascending) of the symmetric tridiagonal matrix
    ``(d, e)``, with eigenvectors if asked: LAPACK's bisection, and the dense solver where
    bisection fails. Off-diagonals below ``1e-150`` are set to 0 first: that moves every
    eigenvalue by at most ``1e-150`` (far below the ``u ||T||`` these carry; small gaps are
    refined afterwards from the Dirichlet form), and keeps their squares, which LAPACK forms,
    out of the subnormal range where its bisection breaks down at low temperature."""
    e = np.where(np.abs(e) < 1e-150, 0.0, e)
    try:
        return eigh_tridiagonal(d, e, eigvals_only=not vectors, select="i", select_range=index)
    except np.linalg.LinAlgError:
        A = np.diag(d) + np.diag(e, 1) + np.diag(e, -1)
        # the QR driver ("ev"): MRRR ("evr", the default for a subset) fails on these too
        if not vectors:
            return eigh(A, eigvals_only=True, driver="ev")[index[0]:index[1] + 1]
        vals, V = eigh(A, driver="ev")
        return vals[index[0]:index[1] + 1], V[:, index[0]:index[1] + 1]


def _q2_gap(model, T: float, lazy: float, law: StationaryLaw | None, js=None):
    secs = _sectors(model, T, lazy, js)
    cands = []   # (mu, j) from bisection
    mu_max = 0.0
    for s in secs:
        d, e = s.generator()
        if s.size == 1:
            vals = d.copy()
        else:
            lo = 1 if s.j == 0 else 0
            hi = min(lo + 1, s.size - 1)
            vals = _tridiagonal_eigh(d, e, (lo, hi))
            top = _tridiagonal_eigh(d, e, (s.size - 1, s.size - 1))
            mu_max = max(mu_max, float(top[0]))
        if s.j == 0 and s.size == 1:
            continue  # n = 0 cannot happen; n = 1 has sector 0 of size 2
        mu_max = max(mu_max, float(vals.max()))
        cands.append((float(vals[0]), s.j))
    if not cands:  # pragma: no cover - n >= 2 has sector 0 of size n + 1 >= 3
        return 0.0, 0.0, 1.0, 0, len(secs)
    best = min(c[0] for c in cands)
    refine = [j for mu, j in cands if mu <= best * (1 + 1e-6) + 1e-14]
    out = []
    if law is None:
        law = count_stationary_law(model, temperature=T, lazy=lazy)
    for j in refine:
        s = secs[j]
        d, e = s.generator()
        k = min(s.size, 3 if j == 0 else 2)
        vals, V = _tridiagonal_eigh(d, e, (0, k - 1), vectors=True) if s.size > 1 else (d.copy(), np.ones((1, 1)))
        defl = None
        if j == 0:
            lnu = law.log_pi[::-1]  # count-vector rows run m = n..0; sector levels m = 0..n
            sq = np.exp(0.5 * (lnu - lnu.max()))
            defl = sq / np.linalg.norm(sq)
        mu, v = _dirichlet_ritz(s, V, defl)
        if not math.isfinite(mu):
            mu, v = float(vals[1 if j == 0 else 0]), V[:, 1 if j == 0 else 0]
        res = _apply_generator(s, v) - mu * v
        r = float(np.linalg.norm(res) / np.linalg.norm(v))
        rest = vals[(2 if j == 0 else 1):]
        delta = float(rest.min() - mu) if rest.size else 1.0
        err = (min(r, r * r / delta) if delta > 0 else r) + 100 * _U * mu
        if j == 0 and math.isfinite(law.relative_error):
            err += mu * law.relative_error ** 2
        if j == 0 and mu < INVERSE_ITERATION_BELOW:
            mu, err = _birth_death_gap(s, law.log_pi[::-1])
        elif j > 0 and mu < INVERSE_ITERATION_BELOW:
            mu_k, err_k = _killed_birth_death_gap(s)
            # the killed chain's gap (accurate relative to itself) replaces the Ritz value when its
            # error is at most the Ritz error or 1e-10 of itself, the equality included
            if err_k <= max(err, 1e-10 * mu_k):
                mu, err = mu_k, err_k
        # a gap below float64's range is 0 here, and its error is at most the smallest normal
        out.append((mu, max(err, float(np.finfo(float).tiny)), j))
    mu, err, j = min(out)
    lam_min = 1.0 - mu_max
    lam_star = max(1.0 - mu, abs(lam_min))
    gap = mu if lam_star == 1.0 - mu else 1.0 - lam_star
    return gap, err, lam_star, j, len(secs)


def lumped_spectral_gap(model, *, temperature: float = 1.0, lazy: float = 0.0, sectors: str = "auto") -> SpectralSummary:
    """Absolute spectral gap of the Glauber chain of an exchangeable model, with error.

    ``q = 2``: the full chain's gap, the minimum over the sectors ``A_j`` (module
    docstring). ``q = 3``: every Gelfand-Tsetlin sector (:mod:`exact.lumped_sectors`) when
    ``sectors="all"``, or ``"auto"`` and their total dimension is at most
    ``MAX_SECTOR_DIMENSION`` (``n <= 68``): the full chain's gap, ``sector`` the partition
    holding ``lambda_star``. Sectors whose Collatz-Wielandt bound on the spectral radius
    lies below the symmetric sector's ``lambda_2`` are certified without being solved
    (``sectors_certified``; :func:`exact.lumped_sectors.three_token_gap`): at mean-field
    Potts' spinodal all but 2 of 883 sectors at ``n = 100`` (30 s in all). Otherwise (``sectors="symmetric"``, larger ``n``, ``q > 3``) the
    count chain's gap from :func:`exact.spectral.spectral_summary`, labelled
    ``sector_kind="symmetric"``: an upper bound on the full chain's gap (the interval
    ``[gap_lower, gap_upper]`` then starts at 0).

    Returns the :class:`~toolkit.results.SpectralSummary` every engine returns, ``method``
    naming the lumped route, with ``sector``, ``sector_kind``, ``n_sectors`` and
    ``sectors_certified`` filled; ``n_states`` is ``q**n``.

    >>> from toolkit.models.exchangeable import MeanFieldPotts
    >>> g = lumped_spectral_gap(MeanFieldPotts(3, 30, 2.7), temperature=1.0)
    >>> g.sector_kind, g.sector, round(g.spectral_gap, 10)
    ('full', (30, 0, 0), 0.0034341974)
    """
    q, n = _check_model(model)
    T = check_temperature(temperature)
    lazy = check_probability(lazy, "lazy")
    if sectors not in ("auto", "all", "symmetric"):
        raise InvalidInputError(f"`sectors` must be 'auto', 'all' or 'symmetric'; got {sectors!r}")
    if q == 2 and sectors == "all" and n > Q2_SECTORS_MAX_N:
        raise InvalidInputError(f"`sectors`='all' for q = 2 holds n/2 sectors of up to n + 1 levels (~n^2/4 "
                                f"entries): n <= {Q2_SECTORS_MAX_N}; got n = {n} (sectors='symmetric' gives the "
                                "count chain's gap, an upper bound)")
    if q == 2 and n > Q2_SECTORS_MAX_N:
        # the count chain alone (sector 0, birth-death): its gap by bisection, an upper bound
        gap, err, lam_star, _, _ = _q2_gap(model, T, lazy, None, js=[0])
        return _gap_summary(gap, err, lam_star, lam_star, q=q, n=n, sector=0, kind="symmetric", reversible=True,
                            n_sectors=1, rule=_Q2_RULE,
                            method=f"lumped (count chain, bisection + Dirichlet-form Ritz; n > {Q2_SECTORS_MAX_N}: "
                            "the other sectors not solved)")
    if q == 2 and sectors != "symmetric":
        if n == 1:
            # one site: P = lazy I + (1 - lazy) 1 p^T, eigenvalues 1 and lazy
            return _gap_summary(1.0 - lazy, 0.0, lazy, lazy, q=q, n=n, sector=0, kind="full", reversible=True,
                                n_sectors=1, rule=_Q2_RULE, method="lumped (one site: eigenvalues 1 and lazy)")
        gap, err, lam_star, j, ns = _q2_gap(model, T, lazy, None)
        # P is positive semi-definite (module docstring), so lambda_2 = lambda_star
        return _gap_summary(gap, err, lam_star, lam_star, q=q, n=n, sector=int(j), kind="full", reversible=True,
                            n_sectors=ns, rule=_Q2_RULE, method="lumped (sectors; bisection + Dirichlet-form Ritz)")
    if sectors == "all" and q != 3:
        raise InvalidInputError(f"`sectors`='all' needs q = 2 or 3 (Gelfand-Tsetlin sectors); got q = {q}")
    chain = count_chain(model, temperature=T, lazy=lazy)
    law = count_stationary_law(model, chain=chain)
    rev, _ = count_chain_reversibility(chain, law)
    s = spectral_summary(chain.P, law, reversible=rev, log_moves=chain.log_offdiag)
    full = q == 3 and n >= 2 and (sectors == "all" or (sectors == "auto" and total_dimension(n) <= MAX_SECTOR_DIMENSION))
    if not full:
        return _gap_summary(s.spectral_gap, s.gap_error if s.gap_error is not None else math.nan, s.lambda_star,
                            s.lambda_2, q=q, n=n, sector=0, kind="symmetric", reversible=s.reversible, n_sectors=1,
                            rule=_count_rule(s), residual=s.detailed_balance_residual,
                            method=f"lumped (count chain: {s.method})")
    lp, log_pi_config = sector_inputs(model, temperature=T, lazy=lazy, chain=chain, law=law)
    sym_err = float(s.gap_error) if s.gap_error is not None and math.isfinite(s.gap_error) else 1e-9
    # a sector whose spectral radius is below the symmetric sector's lambda_2 (<= its lambda_star)
    # holds neither the full chain's lambda_2 nor its lambda_star
    g = three_token_gap(n, lp, log_pi_config, lazy=lazy, below=float(s.lambda_2) - sym_err - 1e-12)
    reversible = bool(s.reversible and g.symmetric)
    rule = _count_rule(s) + ("" if g.symmetric else "; a Gelfand-Tsetlin sector is not symmetric")
    lam2 = max(float(s.lambda_2), g.lambda_2)
    sec_gap, sec_err = 1.0 - g.lambda_star, g.error + 100 * _U
    method = (f"lumped (count chain: {s.method}; {g.n_sectors} Gelfand-Tsetlin sectors, "
              f"{g.dimension} rows, {g.n_certified} certified below it by Collatz-Wielandt bounds)")
    if g.n_sectors and sec_gap - sec_err < float(s.gap_lower) and sec_gap - sec_err < (1 - 1e-6) * float(s.spectral_gap) \
            and not sec_gap + sec_err < float(s.gap_lower):
        # undecided: a sector's float64 eigenvalue may lie above the symmetric sector's (whose gap
        # the count chain resolves far below float64's spacing near 1: random_exchangeable(3, 5,
        # 2.0, rng=5) at T = 0.03 has a symmetric gap 3.2e-38 and a sector at 1 + 7e-16 +- 1.1e-15,
        # and the answer turned on that sector's rounding): the enumerated chain where it is
        # small (its own wells pencil covers every sector), else the interval both allow
        if q**n <= ENUMERATE_UNDECIDED_MAX:
            e = spectral_summary(glauber_kernel(model, temperature=T, lazy=lazy))
            return _gap_summary(e.spectral_gap, float(e.gap_error), e.lambda_star, e.lambda_2, q=q, n=n, sector=None,
                                kind="full", reversible=e.reversible, n_sectors=g.n_sectors + 1,
                                sectors_certified=g.n_certified, rule=rule, residual=e.detailed_balance_residual,
                                method=method + f"; a sector not separated from it in float64: the enumerated "
                                f"{q**n}-state chain, {e.method}")
        hi = min(float(s.gap_upper), max(sec_gap + sec_err, 0.0))
        gap = min(float(s.spectral_gap), max(sec_gap, 0.0))
        err = max(gap, hi - gap)   # the lower end 0: not resolved
        out = _gap_summary(gap, err, 1.0 - gap, max(lam2, 1.0 - gap), q=q, n=n, sector=g.lambda_star_sector,
                           kind="full", reversible=reversible, n_sectors=g.n_sectors + 1,
                           sectors_certified=g.n_certified, rule=rule, residual=s.detailed_balance_residual,
                           method=method + "; a sector not separated from it in float64 (the gap not resolved)")
        return dataclasses.replace(out, gap_upper=hi, log_gap_upper=math.log(hi) if hi > 0 else -math.inf)
    if g.lambda_star > s.lambda_star:
        lam_star, sector, err = g.lambda_star, g.lambda_star_sector, sec_err
    else:
        lam_star, sector = float(s.lambda_star), (n, 0, 0)
        err = float(s.gap_error if s.gap_error is not None else math.nan)
    gap = 1.0 - lam_star if sector != (n, 0, 0) else float(s.spectral_gap)
    lam2, lam_star, gap, err = _clip_to_unit_disc(lam2, lam_star, gap, err)
    return _gap_summary(gap, err, lam_star, lam2, q=q, n=n, sector=sector, kind="full", reversible=reversible,
                        n_sectors=g.n_sectors + 1, sectors_certified=g.n_certified, rule=rule,
                        residual=s.detailed_balance_residual, method=method)


def _count_rule(s: SpectralSummary) -> str:
    """How the count chain's summary decided reversibility; its balance residual is the full
    chain's (the identity of :func:`exact.lumped_checks.lumped_exact_report`)."""
    return f"count chain: {s.reversibility_rule}" if s.reversibility_rule else "count chain"





# ---------------------------------------------------------------------- class chains
@dataclass(frozen=True, eq=False)
class ClassChain:
    """The chain of a start class: ``groups[g]`` holds the count vector of the sites that
    started with token ``starts[g]``. ``P`` (CSR), ``pi`` the law of the class states under
    ``pi``, ``start`` the index of the start state."""

    start_counts: tuple
    P: sp.csr_matrix = field(repr=False)
    pi: np.ndarray = field(repr=False)
    start: int
    n_states: int


def class_chain(model, counts, *, temperature: float = 1.0, lazy: float = 0.0, law: StationaryLaw | None = None,
                max_states: int = MAX_CLASS_STATES, _tables=None) -> ClassChain:
    """The exact lumping of the chain started from a state with token counts ``counts``:
    the state is the count vector within each group of initially-equal sites.

    >>> from toolkit.models.exchangeable import CurieWeiss
    >>> class_chain(CurieWeiss(4, 1.0), [2, 2]).n_states   # (a, b) in {0..2} x {0..2}
    9
    """
    q, n = _check_model(model)
    T = check_temperature(temperature)
    lazy = check_probability(lazy, "lazy")
    c = np.asarray(counts)
    if c.shape != (q,) or np.any(c < 0) or int(c.sum()) != n or not np.all(np.equal(np.mod(c, 1), 0)):
        raise InvalidInputError(f"`counts` must be {q} non-negative integers summing to n = {n}; got {np.asarray(counts).tolist()}")
    c = c.astype(np.int64)
    groups = [g for g in range(q) if c[g] > 0]
    comps = [count_vectors(int(c[g]), q) for g in groups]
    sizes = [cp.shape[0] for cp in comps]
    M = int(np.prod(sizes))
    if M > max_states:
        raise InvalidInputError(f"the class chain of counts {c.tolist()} has {M} states, above max_states={max_states}")
    if _tables is None:
        _, lp = _log_conditionals(model, T)
        if law is None:
            law = count_stationary_law(model, temperature=T, lazy=lazy)
    else:
        lp, law = _tables
    p = np.exp(lp)
    strides = np.ones(len(groups), dtype=np.int64)
    for g in range(len(groups) - 2, -1, -1):
        strides[g] = strides[g + 1] * sizes[g + 1]
    grid = np.indices(sizes).reshape(len(groups), -1).T if groups else np.zeros((1, 0), dtype=np.int64)
    Y = np.stack([comps[g][grid[:, g]] for g in range(len(groups))], axis=1)  # (M, G, q)
    tot = Y.sum(axis=1)
    w = (1.0 - lazy) / n
    idx = np.arange(M, dtype=np.int64)
    rows, cols, vals = [], [], []
    stay = np.full(M, lazy)
    others_idx = {}
    for a in range(q):
        has, io_has = others_index(tot, a)
        io = np.zeros(M, dtype=np.int64)
        io[has] = io_has
        others_idx[a] = io
        stay[has] += w * tot[has, a] * p[io_has, a]
    for gi in range(len(groups)):
        for a in range(q):
            src = np.nonzero(Y[:, gi, a] > 0)[0]
            if src.size == 0:
                continue
            io = others_idx[a][src]
            for b in range(q):
                if b == a:
                    continue
                newc = Y[src, gi, :].copy()
                newc[:, a] -= 1
                newc[:, b] += 1
                tgt = src + (count_index(newc) - grid[src, gi]) * strides[gi]
                rows.append(src)
                cols.append(tgt)
                vals.append(w * Y[src, gi, a] * p[io, b])
    rows.append(idx)
    cols.append(idx)
    vals.append(stay)
    P = sp.coo_matrix((np.concatenate(vals), (np.concatenate(rows), np.concatenate(cols))), shape=(M, M)).tocsr()
    lpi = (sum(_log_multinomial(int(c[groups[g]]), Y[:, g, :]) for g in range(len(groups)))
           + law.log_pi[count_index(tot)] - _log_multinomial(n, tot))
    pi = np.exp(lpi)
    start_state = np.stack([np.eye(q, dtype=np.int64)[groups[g]] * c[groups[g]] for g in range(len(groups))])
    s0 = int(sum(count_index(start_state[g][None, :])[0] * strides[g] for g in range(len(groups))))
    return ClassChain(tuple(int(v) for v in c), P, pi, s0, M)


def _step_class(ch: ClassChain, eps: float, t_max: int, t_stop: int | None = None):
    """Evolve one class until its TV is ``<= eps`` (or ``t_stop``/``t_max``): its profile
    ``TV(0..)`` and whether it reached ``eps``."""
    PT = ch.P.T.tocsr()
    mu = np.zeros(ch.n_states)
    mu[ch.start] = 1.0
    prof = []
    t = 0
    while True:
        d = 0.5 * float(np.abs(mu - ch.pi).sum())
        prof.append(d)
        if tie_or_below(d, prof[-2] if t else math.inf, eps):
            return np.array(prof), True
        if t >= t_max or (t_stop is not None and t >= t_stop):
            return np.array(prof), False
        mu = PT @ mu
        t += 1


# ---------------------------------------------------------------------- count-chain doubling
def _count_doubling(K: np.ndarray, nu: np.ndarray, eps: float, t_max: int, rows=None):
    """Greedy doubling/bisection on the dense count chain (like :func:`exact.mixing.mixing_time`'s
    doubling, on the :class:`_Power` representation): returns ``(t_L, points, products)``
    with ``t_L = min{t : max_k TV(K^t(k,.), nu) <= eps}`` (None if above ``t_max``),
    ``points[t] = TV(K^t(k, .), nu)`` for every ``k`` at each evaluated ``t`` (``rows``:
    restrict the starts), and the number of matrix products made (each entry of a product
    of ``p`` non-negative matrices is accurate to about ``p N u``)."""
    N = K.shape[0]
    rows = np.arange(N) if rows is None else np.asarray(rows)
    points = {0: tv(nu[None, :], np.eye(N)[rows], axis=1)}
    if points[0].max() <= eps + TIE_ATOL:
        return 0, points, 0

    def dist(M, t):
        points[t] = M.tv(nu, rows)
        return points[t]

    t_mix, _, n_prod = power_search(_Power.of(K), dist, eps, t_max)
    return t_mix, points, n_prod


def _round_off(points: dict, t_mix: int, eps: float, err: float) -> int:
    """Steps by which ``t_mix`` is uncertain when the distances ``points[t]`` (arrays over the
    starts, evaluated at ``t_mix - 1``, ``t_mix`` and the doubling points) carry an absolute
    error ``err``: 0 when ``d(t_mix - 1)`` and ``d(t_mix)`` both clear ``eps`` by more; else
    ``2 err`` over the profile's slope there, taken as the secant over the narrowest evaluated
    bracket ``a < t_mix <= b`` whose fall ``d(a) - d(b)`` exceeds ``4 err`` (a metastable
    chain's one-step fall, ``gap * eps``, is far below round-off: the difference of two
    computed distances says nothing about it)."""
    d = {t: float(np.max(v)) for t, v in points.items()}
    before, after = d[t_mix - 1], d[t_mix]
    if before - eps > err and eps - after > err:
        return 0
    best = None
    for a in (t for t in d if t < t_mix):
        for b in (t for t in d if t >= t_mix):
            if d[a] - d[b] > 4 * err and (best is None or b - a < best[1] - best[0]):
                best = (a, b)
    if best is None:
        return int(math.ceil(2 * err / max(before - after, 1e-300)))
    a, b = best
    return int(math.ceil(2 * err * (b - a) / (d[a] - d[b])))


def _power_diag(sec: _Sector, s: int, rho: float) -> np.ndarray:
    """An upper bound on ``log diag(A_j^s)`` (``= log diag(S_j^s)``, ``S_j`` the symmetrized
    block: non-negative, symmetric) from powers of ``B = S_j / rho`` (``rho`` at least its
    spectral radius, so ``||B||_2 <= 1`` and every entry stays in [0, 1]), by repeated
    squaring: only sums of non-negative products, every entry to relative accuracy.

    For even ``s = 2h``: ``diag(B^s)[k] = ||B^h e_k||^2 <= ||B^(h - h')||^2 ||B^h' e_k||^2
    <= diag(B^(2h'))[k]`` for any ``h' <= h``, and ``diag(B^(2h')) `` is the row sums of the
    squares of ``B^h'``. ``h'`` keeps the two leading binary digits of ``h`` (``h' > 2h/3``),
    so ``B^h'`` costs the squarings and one product instead of one product per binary digit;
    the bound is tight once the block has relaxed to its top eigenvector by time ``h'``
    (it decays like ``rho^(2h)`` from then on). Contributions lost to underflow are below
    ``1e-300`` in all, which is added, so the result is an upper bound."""
    S = np.diag(sec.stay)
    if sec.size > 1:
        off = np.exp(0.5 * (sec.log_up[:-1] + sec.log_down[1:]))
        S[np.arange(sec.size - 1), np.arange(1, sec.size)] = off
        S[np.arange(1, sec.size), np.arange(sec.size - 1)] = off
    B = S / rho
    s = int(s)
    even = s % 2 == 0 and s > 0
    e = s // 2 if even else s
    if even and e >= 4:
        top = e.bit_length() - 2
        e = (e >> top) << top
    R = None
    # B^(2^i) has bandwidth 2^i: square sparsely while the band is narrow (same sums of
    # non-negative products, a fraction of the dense cost), densely after
    base, band = sp.csr_matrix(B), 1
    while e:
        if e & 1:
            dense = base.toarray() if is_sparse(base) else base
            R = dense if R is None else R @ dense
        e >>= 1
        if e:
            if is_sparse(base) and 4 * band >= sec.size:
                base = base.toarray()
            base = base @ base
            band *= 2
    if R is None:
        d = np.ones(sec.size)
    else:
        d = np.einsum("ij,ij->i", R, R) if even else np.diag(R).copy()
    return np.log(d + 1e-300) + s * math.log(rho)


def _rest_bound(model, T: float, lazy: float, t: int, log_nu: np.ndarray, classes: np.ndarray) -> np.ndarray:
    """``R_k(t)^2 = sum_{j >= 1} d_j A_j^{2t}[k, k] / nu(k)`` for the classes ``k`` given
    (an upper bound: terms where ``d_j rho_j^{2t} / nu(k)`` is negligible are bounded by it)."""
    n = int(model.length)
    R2 = np.zeros(n + 1)
    classes = np.asarray(classes, dtype=np.int64)
    if classes.size == 0:
        return R2
    jmax = int(max(np.minimum(classes, n - classes).max(), 0))
    for s in _sectors(model, T, lazy, js=range(1, jmax + 1)):
        j = s.j
        rel = classes[(classes >= j) & (classes <= n - j)]
        if rel.size == 0:
            continue
        d, e = s.generator()
        if s.size > 1:
            lo = float(_tridiagonal_eigh(d, e, (0, 0))[0])
            hi = float(_tridiagonal_eigh(d, e, (s.size - 1, s.size - 1))[0])
        else:
            lo = hi = float(d[0])
        rho = max(abs(1.0 - lo), abs(1.0 - hi), 1e-300)
        # a little above the computed spectral radius (bisection is accurate to ~u ||L||)
        rho = min(rho + 4 * s.size * _U, 1.0)
        ldj = math.log(sector_multiplicity(n, j))
        crude = ldj + 2 * t * math.log(rho) - log_nu[rel]
        if crude.max() < math.log(NEGLIGIBLE):
            R2[rel] += np.exp(crude)
            continue
        ld = _power_diag(s, 2 * t, rho)[rel - j]
        term = np.minimum(ldj + ld - log_nu[rel], crude)
        R2[rel] += np.exp(term)
    return R2


# ---------------------------------------------------------------------- mixing
def _mixing(t_mix, t_mix_lower, t_mix_upper, exact: bool, *, times, distances, profile_kind: str, worst_counts,
            starts: str, classes_evaluated: int, classes_certified: int, eps: float, t_max, classes_total: int,
            t_mix_round_off: int = 0, distance_error: float = 0.0) -> MixingResult:
    """The :class:`~toolkit.results.MixingResult` of the lumped engine (its lumped fields filled)."""
    return MixingResult(
        t_mix=t_mix, eps=eps, times=tuple(int(t) for t in times), distances=tuple(float(d) for d in distances),
        worst_start=None, method=f"lumped (starts={starts})", t_max=t_max, exact=bool(exact),
        t_mix_lower=t_mix_lower, t_mix_upper=t_mix_upper, profile_kind=profile_kind, starts=starts,
        worst_counts=None if worst_counts is None else tuple(int(v) for v in worst_counts),
        classes_total=int(classes_total), classes_evaluated=int(classes_evaluated),
        classes_certified=int(classes_certified), t_mix_round_off=int(t_mix_round_off),
        distance_error=float(distance_error))


def lumped_mixing_time(model, *, temperature: float = 1.0, eps: float = 0.25, lazy: float = 0.0,
                       starts: str = "auto", t_max: int | None = None) -> MixingResult:
    """Exact worst-start ``t_mix(eps)`` and ``d(t)`` of an exchangeable model's Glauber chain.

    Parameters
    ----------
    starts : {"auto", "all", "certified", "monochromatic"}
        ``all``: every start class evolved exactly (profile ``d(0..t_mix-1)`` exact;
        ``O(n^3 t_mix)`` for ``q = 2``). ``certified`` (``q = 2``): count-chain lower
        bounds, sector upper bounds, exact evaluation of the classes the bounds leave
        undecided (module docstring): ``t_mix`` exact, the profile a lower bound.
        ``monochromatic``: only the ``q`` starts with every site on one token (exact for
        them; a lower bound on the worst start). ``auto``: ``all`` for ``q = 2`` and
        ``n <= 40``, else ``certified``; for ``q > 2``, ``all`` when every class chain is
        small (at most ``2e5`` states in all), else ``monochromatic``; and ``all`` only
        when the count chain's worst-start ``t_mix`` times the class states stays within
        ``STEP_BUDGET`` (low temperature: ``t_mix`` of ``1e70`` steps is found by doubling,
        not stepping).
    t_max : int, optional
        Give up beyond this time (default ``2**100`` for doubling, ``10**6`` for stepping).

    Round-off: at metastable scales ``d(t)`` moves by about ``gap * d`` per step, which can
    be below the floating-point error of the computed distances (``~ products * N * u``);
    ``t_mix_round_off`` then estimates how many steps ``t_mix`` is uncertain by (0: the
    two distances around ``eps`` are farther from it than their error). Both doubling
    profiles (``certified``, dense ``monochromatic``) report ``distance_error = 2 * products
    * N * u`` plus the count stationary law's relative error (``N`` count vectors,
    ``u = 2^-53``).

    Returns the :class:`~toolkit.results.MixingResult` every engine returns (``method``
    ``"lumped (starts=...)"``), its lumped fields filled: ``exact``, ``t_mix_lower``,
    ``t_mix_upper``, ``profile_kind``, ``starts``, ``worst_counts`` (the count vector of a
    worst start class; ``worst_start`` is None), ``classes_*``, ``t_mix_round_off``,
    ``distance_error``.

    >>> from toolkit.models.exchangeable import IdenticalSites
    >>> m = lumped_mixing_time(IdenticalSites(3, [0.0, 0.0]), temperature=1.0)
    >>> m.t_mix, m.exact, m.classes_evaluated, m.method
    (3, True, 4, 'lumped (starts=all)')
    """
    q, n = _check_model(model)
    T = check_temperature(temperature)
    eps = check_eps(eps)
    lazy = check_probability(lazy, "lazy")
    _check_starts(starts, q)
    if starts == "certified" and n + 1 > DENSE_COUNT_MAX:
        raise InvalidInputError(f"`starts`='certified' (the exact worst start for q = 2) powers the dense count "
                                f"chain: n + 1 <= {DENSE_COUNT_MAX}; got n = {n} (lower `n`, or "
                                "starts='monochromatic' for a lower bound)")
    N = n_count_vectors(n, q)
    chain = count_chain(model, temperature=T, lazy=lazy)
    law = count_stationary_law(model, chain=chain)
    if starts == "auto":
        if q == 2:
            total = sum((n - k + 1) * (k + 1) for k in range(n + 1))
            starts = "all" if n <= 40 else "certified" if n + 1 <= DENSE_COUNT_MAX else "monochromatic"
        else:
            total = sum(int(np.prod([n_count_vectors(int(v), q) for v in c if v > 0]))
                        for c in count_vectors(n, q)) if N <= 5000 else math.inf
            starts = "all" if total <= 2e5 else "monochromatic"
        if starts == "all":
            # at low temperature t_mix can be astronomically long: step every class only when
            # the count chain's own worst-start t_mix (a lower bound, by doubling) keeps the
            # work within STEP_BUDGET; else the certified (q = 2) or monochromatic route
            t_L = _count_doubling(chain.P.toarray(), law.pi, eps, 2**100)[0]
            if t_L is None or t_L * total > STEP_BUDGET or t_L > (t_max if t_max is not None else 10**6):
                starts = "certified" if q == 2 else "monochromatic"
    _, lp = _log_conditionals(model, T)
    common = dict(eps=eps, t_max=t_max, classes_total=N)
    if starts == "all":
        return _all_classes(model, chain, law, lp, T, lazy, eps, t_max if t_max is not None else 10**6, common)
    if starts == "monochromatic":
        return _monochromatic(chain, law, eps, t_max, common)
    return _certified(model, chain, law, lp, T, lazy, eps, t_max if t_max is not None else 2**100, common)


def _all_classes(model, chain, law, lp, T, lazy, eps, t_max, common) -> MixingResult:
    profiles, worst, reached_all = [], None, True
    best = (-1, -1.0)
    for c in chain.counts:
        ch = class_chain(model, c, temperature=T, lazy=lazy, _tables=(lp, law))
        prof, reached = _step_class(ch, eps, t_max)
        reached_all &= reached
        profiles.append(prof)
        tm = prof.size - 1
        key = (tm, prof[tm - 1] if tm >= 1 else 0.0)
        if key > best:
            best, worst = key, tuple(int(v) for v in c)
    t_mix = best[0]
    length = max(p.size for p in profiles)
    d = np.zeros(length)
    for p in profiles:
        d[:p.size] = np.maximum(d[:p.size], p)
    if not reached_all:
        # some class still has d(t_max) > eps: t_mix >= t_max + 1
        return _mixing(None, t_mix + 1, None, False, times=tuple(range(length)), distances=tuple(d.tolist()),
                            profile_kind="exact (up to t_max)", worst_counts=worst, starts="all",
                            classes_evaluated=len(profiles), classes_certified=0,
                            **common)
    return _mixing(t_mix, t_mix, t_mix, True, times=tuple(range(t_mix)), distances=tuple(d[:t_mix].tolist()),
                        profile_kind="exact", worst_counts=worst, starts="all", classes_evaluated=len(profiles),
                        classes_certified=0, **common)


def _mono_rows(chain: CountChain) -> np.ndarray:
    return count_index(np.eye(chain.q, dtype=np.int64) * chain.n)


def _monochromatic(chain, law, eps, t_max, common) -> MixingResult:
    rows = _mono_rows(chain)
    nu = law.pi
    round_off, err = 0, 0.0
    if chain.n_states <= DENSE_COUNT_MAX:
        t_mix, pts, n_prod = _count_doubling(chain.P.toarray(), nu, eps, t_max if t_max is not None else 2**100,
                                             rows=rows)
        times = sorted(pts)
        dist = [float(pts[t].max()) for t in times]
        at = times[-1] if t_mix is None else max(t_mix - 1, 0)
        worst_row = rows[int(np.argmax(pts[at]))]
        err = 2 * n_prod * chain.n_states * _U + law.relative_error
        if t_mix:
            round_off = _round_off(pts, t_mix, eps, err)
    else:
        # sparse stepping of the q starts: at most MONO_STEP_BUDGET state-steps (~20 s) unless t_max is given
        t_max = t_max if t_max is not None else max(1, min(10**6, int(MONO_STEP_BUDGET // (chain.n_states * rows.size))))
        PT = chain.P.T.tocsr()
        D = np.zeros((chain.n_states, rows.size))
        D[rows, np.arange(rows.size)] = 1.0
        dist, t, worst_row = [], 0, rows[0]
        while True:
            dd = tv(D, nu[:, None], axis=0)
            dist.append(float(dd.max()))
            reached = bool(tie_or_below(dist[-1], dist[-2] if t else math.inf, eps))
            if reached or t >= t_max:
                break
            worst_row = rows[int(np.argmax(dd))]
            D = PT @ D
            t += 1
        t_mix = t if reached else None
        times = list(range(len(dist)))
    return _mixing(t_mix, t_mix, None, False, times=tuple(int(t) for t in times), distances=tuple(dist),
                        profile_kind="monochromatic starts (lower bound on d)",
                        worst_counts=tuple(int(v) for v in chain.counts[worst_row]), starts="monochromatic",
                        classes_evaluated=int(rows.size), classes_certified=0, t_mix_round_off=round_off,
                        distance_error=err, **common)


def _certified(model, chain, law, lp, T, lazy, eps, t_max, common) -> MixingResult:
    n = chain.n
    nu = law.pi
    if n + 1 > DENSE_COUNT_MAX:
        raise InvalidInputError(f"`starts`='certified' powers the dense count chain: n + 1 <= {DENSE_COUNT_MAX}; "
                                f"got n = {n}")  # pragma: no cover - checked by lumped_mixing_time
    t_L, pts, n_prod = _count_doubling(chain.P.toarray(), nu, eps, t_max)
    err = 2 * n_prod * chain.n_states * _U + law.relative_error
    times = sorted(pts)
    lower = [float(pts[t].max()) for t in times]
    if t_L is None:
        return _mixing(None, max(times) + 1, None, False, times=tuple(times), distances=tuple(lower),
                            profile_kind="count-chain lower bound", worst_counts=None, starts="certified",
                            classes_evaluated=2, classes_certified=0, **common)
    # count-vector rows run m = n..0 ones; index the classes by their number of ones k.
    # Lower bounds L_k(t_L) (exact for k = 0, n), upper bounds L_k + R_k / 2. The greedy
    # search evaluates both t_L and t_L - 1 (its invariant: t_low + 1 is evaluated).
    ones = n - np.arange(n + 1)
    Lk = pts[t_L][ones]
    interior = np.arange(1, n)
    R2 = _rest_bound(model, T, lazy, t_L, law.log_pi[ones], interior)
    U = np.minimum(Lk + 0.5 * np.sqrt(R2), 1.0)
    undecided = [int(k) for k in interior if U[k] > eps]   # an upper bound certifies only strictly
    certified = int(interior.size - len(undecided))
    # worst-start candidates so far: the extreme classes attain d(t_L - 1) > eps
    t_mix = t_L
    worst = int(np.argmax(pts[t_L - 1][ones])) if t_L > 0 else 0
    round_off = _round_off(pts, t_L, eps, err) if t_L > 0 else 0
    evaluated = 2
    budget = STEP_BUDGET
    exact = True
    for k in sorted(undecided, key=lambda k: min(k, n - k)):
        states = (n - k + 1) * (k + 1)
        if states * t_L > budget:
            exact = False
            continue
        ch = class_chain(model, [n - k, k], temperature=T, lazy=lazy, _tables=(lp, law))
        prof, reached = _step_class(ch, eps, t_max)
        budget -= states * prof.size
        evaluated += 1
        if not reached:
            exact = False
            continue
        tk = prof.size - 1
        if tk > t_mix:
            t_mix, worst, round_off = tk, k, 0
    counts = (n - worst, worst)
    common["classes_total"] = n + 1
    if not exact:
        return _mixing(None, t_mix, None, False, times=tuple(times), distances=tuple(lower),
                            profile_kind="count-chain lower bound", worst_counts=counts, starts="certified",
                            classes_evaluated=evaluated, classes_certified=certified, t_mix_round_off=round_off,
                            distance_error=err, **common)
    return _mixing(t_mix, t_mix, t_mix, True, times=tuple(times), distances=tuple(lower),
                        profile_kind="count-chain lower bound", worst_counts=counts, starts="certified",
                        classes_evaluated=evaluated, classes_certified=certified, t_mix_round_off=round_off,
                        distance_error=err, **common)


# ---------------------------------------------------------------------- exit times
def lumped_exit_times(model, in_set, *, temperature: float = 1.0, lazy: float = 0.0,
                      method: str = "auto") -> np.ndarray:
    """``E_c[tau_exit]`` of a set of count vectors, for every count vector (0 outside):
    the exit time of the full chain from any state with those counts (the set is a union
    of count classes, so lumping is exact). ``in_set``: a boolean mask over
    :func:`~toolkit.models.exchangeable.count_vectors` ``(n, q)`` or a callable
    ``counts (N, q) -> mask``. Solved by :func:`exact.metastable.expected_exit_times`.

    >>> from toolkit.models.exchangeable import CurieWeiss
    >>> tau = lumped_exit_times(CurieWeiss(2, 0.0), lambda c: c[:, 1] == 2)  # leave "both ones"
    >>> tau.tolist()     # rows (c_0, c_1) = (0, 2), (1, 1), (2, 0); P(stay) = 1/2 at (0, 2)
    [2.0, 0.0, 0.0]
    """
    chain = count_chain(model, temperature=temperature, lazy=lazy)
    mask = in_set(chain.counts) if callable(in_set) else in_set
    mask = np.asarray(mask)
    if mask.shape != (chain.n_states,) or mask.dtype != bool:
        raise InvalidInputError(f"`in_set` must be a boolean mask of shape ({chain.n_states},) over the count "
                                f"vectors (or a callable giving one); got shape {mask.shape}, dtype {mask.dtype}")
    return expected_exit_times(chain.P, mask, method=method)
