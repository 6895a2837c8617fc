"""Every isotypic sector of a ``q = 3`` exchangeable Glauber chain, in the Gelfand-Tsetlin basis.

The full chain's spectrum for three tokens, at lengths where ``3^n`` states cannot be
enumerated. (``q = 2``: :mod:`exact.lumped` has the two-row sectors as birth-death chains.)

**The reduction.** Let ``V = C^{[3]^n}`` carry the chain as ``M e_x = sum_y P(x, y) e_y``
(``M = P^T``, acting on measures). With exchangeable conditionals ``p_b(c)`` (the law of a
site given the other sites' count vector ``c``) and ``w = (1 - lazy)/n``,
``M = lazy I + w sum_{a, b} E_ba G_ab(H)``, where ``E_ba = sum_i E^(i)_ba`` moves one site
from token ``a`` to ``b`` (the ``gl_3`` generator acting on the tensor power) and ``G_ab(H)``
multiplies ``e_x`` by ``p_b(c(x) - e_a)``, a function of the weight ``c(x)``. So ``M`` lies in
the algebra that ``gl_3`` generates, the commutant of ``S_n`` (Schur-Weyl duality:
``V = sum_lambda S^lambda (x) V_lambda`` over partitions ``lambda`` of ``n`` in at most 3
parts), and ``M = sum_lambda I (x) M_lambda``: ``spec(M)`` is the union of ``spec(M_lambda)``,
each with multiplicity ``f^lambda = dim S^lambda`` (hook-length formula). ``M_lambda`` is
``w sum rho_lambda(E_ba) G_ab`` on the irreducible ``V_lambda``, of dimension
``(l1 - l2 + 1)(l2 - l3 + 1)(l1 - l3 + 2)/2`` (e.g. 39999 for ``lambda = (199, 1, 0)``);
``lambda = (n)`` is the count chain. In all, ``sum_lambda dim V_lambda`` is 1.3e7 at
``n = 100`` and 3.7e8 at ``n = 200`` (against ``3^n``).

**The basis.** The Gelfand-Tsetlin patterns of ``lambda``: ``(a, b)`` with
``l1 >= a >= l2 >= b >= l3`` and ``c`` with ``a >= c >= b``; weight
``(c, a + b - c, n - a - b)`` (the counts of tokens 0, 1, 2). The generators act by
Molev's formulas ("Gelfand-Tsetlin bases for classical Lie algebras", 2006, Thm. 2.3),
with ``l_ki = lambda_ki - i + 1``:
``E_12 xi = -(c - a)(c - b + 1) xi[c+1]``, ``E_21 xi = xi[c-1]``,
``E_23 xi = -(a - l1)(a - l2 + 1)(a - l3 + 2)/(a - b + 1) xi[a+1]
- (b - 1 - l1)(b - l2)(b - l3 + 1)/(b - 1 - a) xi[b+1]``,
``E_32 xi = (a - c)/(a - b + 1) xi[a-1] + (b - 1 - c)/(b - 1 - a) xi[b-1]``
(a target that is not a pattern is zero), ``E_13 = [E_12, E_23]``, ``E_31 = [E_32, E_21]``.
The ``xi`` are orthogonal for the invariant form (``E_ab^* = E_ba``), so their squared
norms follow edge by edge: ``N(xi') / N(xi) = <xi|E_up|xi'> / <xi'|E_down|xi>``. In the
orthonormal basis, and weighted by ``pi``'s per-configuration value at each weight,
``S_lambda = D^(-1/2) M_lambda D^(1/2)`` (``D = diag(pi(w))``) is symmetric exactly when the
chain is reversible; its entries are of order one whatever ``n``.

Checked against full enumeration (every eigenvalue with its multiplicity, for reversible
and non-reversible models) in ``tests/exact/test_lumped_sectors.py``.

Length: one reduction (patterns, norms, generators, the sector operator) and the two ways
its sectors are bounded (solved, or certified by a Collatz-Wielandt bound); split up, the
formulas would sit away from the basis they are written in.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np
import scipy.sparse as sp
import scipy.sparse.linalg as spla
from scipy.linalg import eig

from toolkit._validation import check_finite_array, check_int, check_probability
from toolkit.exceptions import InvalidInputError
from toolkit.models.exchangeable import count_index, others_index

__all__ = ["SectorGaps", "collatz_wielandt_bound", "partitions3", "hook_dimension", "gt_dimension", "generators",
           "sector_operator", "three_token_sectors", "three_token_gap", "total_dimension"]


def partitions3(n: int) -> list[tuple[int, int, int]]:
    """Partitions of ``n`` into at most three parts, ``(l1, l2, l3)`` with ``l1 >= l2 >= l3 >= 0``.

    >>> partitions3(4)
    [(4, 0, 0), (3, 1, 0), (2, 2, 0), (2, 1, 1)]
    """
    n = check_int(n, "n", minimum=0)
    out = []
    for l2 in range(0, n // 2 + 1):
        for l3 in range(0, min(l2, n - 2 * l2) + 1):
            l1 = n - l2 - l3
            if l1 >= l2:
                out.append((l1, l2, l3))
    return sorted(out, key=lambda t: (-t[0], -t[1]))


def _check_partition(lam, name: str = "lam") -> tuple[int, int, int]:
    """``lam`` as a partition ``(l1, l2, l3)``, ``l1 >= l2 >= l3 >= 0``, not all zero."""
    message = (f"`{name}` must be a partition (l1, l2, l3) of integers with l1 >= l2 >= l3 >= 0 and l1 > 0 "
               f"(pad with zeros: (n, 0, 0)); got {lam!r}")
    try:
        parts = tuple(check_int(v, name) for v in lam)
    except (TypeError, InvalidInputError):
        raise InvalidInputError(message) from None
    if len(parts) != 3 or not parts[0] >= parts[1] >= parts[2] >= 0 or parts[0] == 0:
        raise InvalidInputError(message)
    return parts


def gt_dimension(lam) -> int:
    """``dim V_lambda`` for ``gl_3`` (Weyl): ``(l1 - l2 + 1)(l2 - l3 + 1)(l1 - l3 + 2)/2``.

    >>> gt_dimension((199, 1, 0))
    39999
    """
    l1, l2, l3 = _check_partition(lam)
    return (l1 - l2 + 1) * (l2 - l3 + 1) * (l1 - l3 + 2) // 2


def hook_dimension(lam) -> int:
    """``f^lambda``: the dimension of the Specht module ``S^lambda`` (hook-length formula).

    >>> [hook_dimension(l) for l in partitions3(4)]
    [1, 3, 2, 3]
    """
    rows = [r for r in _check_partition(lam) if r > 0]
    n = sum(rows)
    cols = [sum(1 for r in rows if r > j) for j in range(rows[0])] if rows else []
    log_hooks = sum(math.log(rows[i] - j + cols[j] - i - 1)
                    for i in range(len(rows)) for j in range(rows[i]))
    return round(math.exp(math.lgamma(n + 1) - log_hooks))


@dataclass(frozen=True)
class _Patterns:
    lam: tuple
    a: np.ndarray
    b: np.ndarray
    c: np.ndarray
    grid: np.ndarray       # grid[a - l2, b - l3, c - l3] -> pattern index, -1 outside

    @property
    def size(self) -> int:
        return int(self.a.size)

    def index(self, a, b, c) -> np.ndarray:
        """Pattern index of ``(a, b, c)``, ``-1`` where it is not a pattern."""
        l1, l2, l3 = self.lam
        ok = (a <= l1) & (a >= l2) & (b <= l2) & (b >= l3) & (c <= a) & (c >= b)
        out = np.full(a.shape, -1, dtype=np.int64)
        out[ok] = self.grid[a[ok] - l2, b[ok] - l3, c[ok] - l3]
        return out

    def weights(self) -> np.ndarray:
        n = sum(self.lam)
        return np.column_stack([self.c, self.a + self.b - self.c, n - self.a - self.b])


def _patterns(lam) -> _Patterns:
    l1, l2, l3 = lam
    A, B, C = np.meshgrid(np.arange(l2, l1 + 1), np.arange(l3, l2 + 1), np.arange(l3, l1 + 1), indexing="ij")
    ok = (C <= A) & (C >= B)
    a, b, c = A[ok], B[ok], C[ok]
    grid = np.full(A.shape, -1, dtype=np.int64)
    grid[a - l2, b - l3, c - l3] = np.arange(a.size)
    return _Patterns(tuple(lam), a, b, c, grid)


# Molev's coefficients, as functions of the source pattern (float arrays)
def _e12(lam, a, b, c):
    return -(c - a) * (c - b + 1.0)                              # -> (a, b, c + 1)


def _e21(lam, a, b, c):
    return np.ones(np.shape(a))                                  # -> (a, b, c - 1)


def _e23_a(lam, a, b, c):
    l1, l2, l3 = lam
    return -(a - l1) * (a - l2 + 1.0) * (a - l3 + 2.0) / (a - b + 1.0)   # -> (a + 1, b, c)


def _e23_b(lam, a, b, c):
    l1, l2, l3 = lam
    with np.errstate(divide="ignore", invalid="ignore"):
        return -(b - 1.0 - l1) * (b - l2) * (b - l3 + 1.0) / (b - 1.0 - a)  # -> (a, b + 1, c)


def _e32_a(lam, a, b, c):
    return (a - c) / (a - b + 1.0)                               # -> (a - 1, b, c)


def _e32_b(lam, a, b, c):
    with np.errstate(divide="ignore", invalid="ignore"):
        return (b - 1.0 - c) / (b - 1.0 - a)                     # -> (a, b - 1, c)


# (coefficient, (da, db, dc)) of each simple generator
_MOVES = {
    "E12": [(_e12, (0, 0, 1))],
    "E21": [(_e21, (0, 0, -1))],
    "E23": [(_e23_a, (1, 0, 0)), (_e23_b, (0, 1, 0))],
    "E32": [(_e32_a, (-1, 0, 0)), (_e32_b, (0, -1, 0))],
}


def _log_norms(pat: _Patterns) -> np.ndarray:
    """``log <xi, xi>`` of every pattern (the highest one has norm 1), from the edge rule
    ``N(lower) / N(upper) = <upper|E_up|lower> / <lower|E_down|upper>`` along a spanning
    tree: down ``b`` at ``a = c = l1``, then down ``a`` keeping ``c = a``, then down ``c``
    (cumulative sums over a grid of the edge ratios, no loop over patterns)."""
    lam = pat.lam
    l1, l2, l3 = lam

    def lratio(up_f, down_f, src, dst):
        with np.errstate(divide="ignore", invalid="ignore"):
            return np.log(up_f(lam, *dst) / down_f(lam, *src))

    # top[b]: (l1, l2, l1) -> (l1, b, l1), down b
    b = np.arange(l3, l2 + 1)
    step_b = np.zeros(b.size)      # step_b[k]: from b[k] + 1 down to b[k]
    if b.size > 1:
        src = (np.full(b.size - 1, l1), b[:-1] + 1, np.full(b.size - 1, l1))
        step_b[:-1] = lratio(_e23_b, _e32_b, src, (src[0], b[:-1], src[2]))
    top = np.cumsum(step_b[::-1])[::-1]                    # the steps landing at b .. l2 - 1
    # spine[a, b]: (l1, b, l1) -> (a, b, a), down a (through (a', b, a' - 1))
    A, B = np.meshgrid(np.arange(l2, l1 + 1), b, indexing="ij")
    step_a = np.zeros(A.shape)     # step_a[a - l2, .]: from a + 1 down to a
    if l1 > l2:
        a1, bb = A[1:], B[1:]      # a' = a + 1
        step_a[:-1] = (lratio(_e12, _e21, (a1, bb, a1), (a1, bb, a1 - 1))
                       + lratio(_e23_a, _e32_a, (a1, bb, a1 - 1), (a1 - 1, bb, a1 - 1)))
    spine = top[None, :] + np.cumsum(step_a[::-1], axis=0)[::-1]
    # down c at fixed (a, b): the row-1 step from c to c - 1, summed over c' = c + 1 .. a
    G = np.zeros(pat.grid.shape)
    cpos = pat.c > pat.b
    a_, b_, c_ = pat.a[cpos], pat.b[cpos], pat.c[cpos]
    G[a_ - l2, b_ - l3, c_ - l3] = lratio(_e12, _e21, (a_, b_, c_), (a_, b_, c_ - 1))
    below_sum = np.cumsum(G[:, :, ::-1], axis=2)[:, :, ::-1] - G        # sum over c' > c
    return spine[pat.a - l2, pat.b - l3] + below_sum[pat.a - l2, pat.b - l3, pat.c - l3]


def _generator(pat: _Patterns, name: str, half_log_norm: np.ndarray) -> sp.csr_matrix:
    """``rho(E)`` in the orthonormal Gelfand-Tsetlin basis (columns: source patterns)."""
    rows, cols, vals = [], [], []
    src = np.arange(pat.size)
    for f, (da, db, dc) in _MOVES[name]:
        dst = pat.index(pat.a + da, pat.b + db, pat.c + dc)
        ok = dst >= 0
        coef = f(pat.lam, pat.a[ok], pat.b[ok], pat.c[ok])
        rows.append(dst[ok])
        cols.append(src[ok])
        vals.append(coef * np.exp(half_log_norm[dst[ok]] - half_log_norm[ok]))
    r, c, v = np.concatenate(rows), np.concatenate(cols), np.concatenate(vals)
    keep = v != 0
    return sp.csr_matrix((v[keep], (r[keep], c[keep])), shape=(pat.size, pat.size))


def generators(lam) -> dict[str, sp.csr_matrix]:
    """``rho_lambda(E_ab)`` for ``a != b`` (names ``"E12"``, ``"E31"``, ...) in the orthonormal
    Gelfand-Tsetlin basis of ``V_lambda``, and the weights of the basis vectors (``"weights"``)."""
    pat = _patterns(_check_partition(lam))
    half = 0.5 * _log_norms(pat)
    E = {k: _generator(pat, k, half) for k in _MOVES}
    E["E13"] = (E["E12"] @ E["E23"] - E["E23"] @ E["E12"]).tocsr()
    E["E31"] = (E["E32"] @ E["E21"] - E["E21"] @ E["E32"]).tocsr()
    for k in ("E13", "E31"):
        E[k].eliminate_zeros()
    E["weights"] = pat.weights()
    return E


def sector_operator(lam, log_p: np.ndarray, log_pi_config: np.ndarray, *, lazy: float = 0.0) -> sp.csr_matrix:
    """``S_lambda = D^(-1/2) M_lambda D^(1/2)`` (module docstring) for a ``q = 3``
    exchangeable chain.

    ``log_p``: ``log p_b(c')`` for every count vector ``c'`` of the ``n - 1`` other sites
    (rows in :func:`toolkit.models.exchangeable.count_vectors` order, ``(N', 3)``);
    ``log_pi_config``: ``log pi(x)`` of one configuration with each count vector ``c``
    (rows in count-vector order of ``n`` sites), i.e. ``log nu(c) - log multinomial(n; c)``;
    both from :func:`exact.lumped.sector_inputs`.
    """
    E = generators(lam)
    W = E["weights"]
    n = int(W[0].sum())
    lazy = check_probability(lazy, "lazy")
    log_p = np.asarray(log_p, dtype=float)
    log_pi_config = check_finite_array(log_pi_config, "log_pi_config")
    if log_p.shape != (n * (n + 1) // 2, 3) or np.isnan(log_p).any() or (log_p > 1e-12).any():
        raise InvalidInputError(f"`log_p` must be log-probabilities (<= 0, -inf allowed) of shape "
                                f"({n * (n + 1) // 2}, 3): the count vectors of the n - 1 = {n - 1} other sites, "
                                f"3 tokens; got shape {log_p.shape}")
    if log_pi_config.shape != ((n + 1) * (n + 2) // 2,):
        raise InvalidInputError(f"`log_pi_config` must hold {(n + 1) * (n + 2) // 2} values (one per count "
                                f"vector of n = {n} sites); got shape {log_pi_config.shape}")
    w = (1.0 - lazy) / n
    lpi = log_pi_config[count_index(W)]
    N = W.shape[0]
    stay = np.zeros(N)
    rows, cols, vals = [np.arange(N)], [np.arange(N)], []
    for a in range(3):
        has, io = others_index(W, a)
        for b in range(3):
            lp = np.full(N, -np.inf)
            lp[has] = log_p[io, b]
            if a == b:
                stay += W[:, a] * np.exp(lp)
                continue
            # D^(-1/2) (E_ba diag(p_b)) D^(1/2): entry (i, j) is E_ba[i, j] p_b(j) sqrt(pi_j / pi_i),
            # formed in logarithms (p_b underflows and the ratio overflows at low temperature;
            # their product is of order one). Each (a, b) moves the weight by e_b - e_a, so no
            # two terms share an entry.
            Eba = E[f"E{b + 1}{a + 1}"].tocoo()
            with np.errstate(divide="ignore"):
                lv = np.log(w * np.abs(Eba.data)) + lp[Eba.col] + 0.5 * (lpi[Eba.col] - lpi[Eba.row])
            rows.append(Eba.row)
            cols.append(Eba.col)
            vals.append(np.sign(Eba.data) * np.exp(lv))
    vals.insert(0, lazy + w * stay)
    S = sp.csr_matrix((np.concatenate(vals), (np.concatenate(rows), np.concatenate(cols))), shape=(N, N))
    S.eliminate_zeros()
    return S


def three_token_sectors(n: int, log_p: np.ndarray, log_pi_config: np.ndarray, *, lazy: float = 0.0,
                        partitions=None):
    """Yield ``(lambda, f^lambda, S_lambda)`` for every partition of ``n`` in at most 3 parts
    (or those given)."""
    lazy = check_probability(lazy, "lazy")
    n = check_int(n, "n", minimum=1)
    for lam in (partitions3(n) if partitions is None else partitions):
        lam = _check_partition(lam, "partitions")
        if sum(lam) != n:
            raise InvalidInputError(f"`partitions` must hold partitions of n = {n} into 3 parts; got {lam}")
        yield tuple(lam), hook_dimension(lam), sector_operator(lam, log_p, log_pi_config, lazy=lazy)


def total_dimension(n: int) -> int:
    """``sum_lambda dim V_lambda`` over the partitions of ``n`` in at most 3 parts: the work
    of :func:`three_token_gap` (against ``3^n`` states).

    >>> total_dimension(5), 3 ** 5
    (69, 243)
    """
    n = check_int(n, "n", minimum=1)
    return sum(gt_dimension(lam) for lam in partitions3(n))


def _is_symmetric(S: sp.csr_matrix, rtol: float = 1e-9) -> bool:
    """Entrywise ``|S_ij - S_ji| <= rtol max(|S_ij|, |S_ji|)``: relative, so tiny flows at low
    temperature are judged as carefully as large ones (a one-way entry is never symmetric)."""
    A = S.tocsr()
    B = S.T.tocsr()
    excess = abs(A - B) - rtol * abs(A).maximum(abs(B))
    return bool(excess.nnz == 0 or excess.max() <= 0)


def _top(S: sp.csr_matrix, reversible: bool) -> tuple[float, float, float]:
    """``(largest real part, largest modulus, error of the largest modulus)`` of the
    eigenvalues of one sector (not the symmetric one: no eigenvalue 1 to skip). Dense up to
    400 rows; else ARPACK.

    ``reversible``: the whole chain is, so ``S`` is symmetric and positive semi-definite
    (heat-bath: ``P`` is an average of ``pi``-orthogonal projections), the largest modulus
    is the largest eigenvalue, and the residual ``||S v - theta v||`` of the Ritz pair
    bounds its error. Otherwise the error is the residual (dense: ``u ||S||``) times the
    eigenvalue's condition number ``||x|| ||y|| / |y^H x|`` (right and left eigenvectors), a
    first-order estimate."""
    u = np.finfo(float).eps / 2
    if S.shape[0] <= 400:
        A = S.toarray()
        if reversible:
            ev = np.linalg.eigvalsh(0.5 * (A + A.T))
            return float(ev[-1]), float(np.abs(ev).max()), 10 * u * S.shape[0]
        w, vl, vr = eig(A, left=True, right=True)
        k = int(np.argmax(np.abs(w)))
        cond = np.linalg.norm(vl[:, k]) * np.linalg.norm(vr[:, k]) / abs(np.vdot(vl[:, k], vr[:, k]))
        return float(w.real.max()), float(abs(w[k])), float(cond * 10 * u * np.abs(A).sum(axis=0).max())
    if reversible:
        H = (0.5 * (S + S.T)).tocsr()
        vals, vecs = spla.eigsh(H, k=1, which="LA", tol=1e-13)
        theta, v = float(vals[0]), vecs[:, 0]
        return theta, theta, float(np.linalg.norm(H @ v - theta * v))
    lr = spla.eigs(S, k=1, which="LR", tol=1e-13, return_eigenvectors=False)
    w, x = spla.eigs(S, k=1, which="LM", tol=1e-13)
    _, y = spla.eigs(S.T.tocsr(), k=1, which="LM", tol=1e-13)
    x, y = x[:, 0], y[:, 0]
    res = float(np.linalg.norm(S @ x - w[0] * x) / np.linalg.norm(x))
    cond = np.linalg.norm(x) * np.linalg.norm(y) / max(abs(np.vdot(y, x)), 1e-300)
    return float(lr[0].real), float(abs(w[0])), float(cond * res)


@dataclass(frozen=True)
class SectorGaps:
    """What :func:`three_token_gap` found outside the symmetric sector: the sector holding the
    largest real part (``lambda_2``) and largest modulus (``lambda_star``), whether every
    sector operator was symmetric (the chain is then reversible), the estimated absolute
    error of ``lambda_star`` (``error``), and how many sectors a Collatz-Wielandt bound
    certified below the symmetric sector instead of being solved (``n_certified``)."""

    lambda_2: float
    lambda_2_sector: tuple
    lambda_star: float
    lambda_star_sector: tuple
    symmetric: bool
    error: float
    n_sectors: int
    dimension: int
    n_certified: int = 0


def collatz_wielandt_bound(S: sp.csr_matrix, *, target: float | None = None, iterations: int = 30) -> float:
    """A rigorous upper bound on the spectral radius of ``S`` (so on every ``|eigenvalue|``):
    ``rho(S) <= rho(|S|) <= max_i (|S| v)_i / v_i`` for any positive ``v`` (Wielandt;
    Collatz-Wielandt). ``v``: ``iterations`` power steps of ``|S|`` from the ones, then, if
    that leaves the bound at or above ``target``, the Perron vector of ``|S|`` from ARPACK
    (loose tolerance: any positive ``v`` gives a valid bound, a better one a tighter bound). The
    ratio is rounded up by ``1e-12`` relative; ``inf`` when ``v`` is not positive.

    >>> import scipy.sparse as sp
    >>> round(collatz_wielandt_bound(sp.csr_matrix([[0.5, 0.25], [0.25, 0.5]])), 9)
    0.75
    """
    A = abs(sp.csr_matrix(S))
    if A.shape[0] != A.shape[1] or A.shape[0] == 0:
        raise InvalidInputError(f"`S` must be a non-empty square matrix; got shape {A.shape}")
    if not np.all(np.isfinite(A.data)):
        raise InvalidInputError("`S` must hold finite entries")
    iterations = check_int(iterations, "iterations", minimum=0)
    v = np.ones(A.shape[0])
    for _ in range(iterations):
        v = A @ v
        top = v.max()
        if not top > 0:
            return math.inf
        v /= top

    def bound(v):
        if not np.all(v > 0):
            return math.inf
        return float(((A @ v) / v).max()) * (1 + 1e-12)

    b = bound(v)
    if target is not None and b >= target and A.shape[0] > 2:
        try:
            _, w = spla.eigsh(((A + A.T) * 0.5).tocsr(), k=1, which="LA", tol=1e-8, v0=v) if _is_symmetric(A) else \
                spla.eigs(A, k=1, which="LR", tol=1e-8, v0=v)
            w = np.abs(np.real(w[:, 0]))
            b = min(b, bound(w / w.max()))
        except (spla.ArpackNoConvergence, spla.ArpackError):  # pragma: no cover - the power bound stands
            pass
    return b


def three_token_gap(n: int, log_p: np.ndarray, log_pi_config: np.ndarray, *, lazy: float = 0.0,
                    below: float | None = None) -> SectorGaps:
    """The top of the spectrum of every non-symmetric sector (``lambda != (n)``) of a
    ``q = 3`` exchangeable chain; with the count chain's (the symmetric sector), the full
    chain's ``lambda_2`` and ``lambda_star``. Work: :func:`total_dimension` ``(n)`` rows.

    ``below``: typically the symmetric sector's ``lambda_star`` less its error. A sector
    whose :func:`collatz_wielandt_bound` is below it cannot hold the full chain's
    ``lambda_2`` or ``lambda_star``, so it is *certified* and not solved (``n_certified``);
    the others are solved exactly. The returned ``lambda_2``/``lambda_star`` are then those
    of the solved sectors (``-inf`` if none was), and the full chain's are the symmetric
    sector's whenever these are lower."""
    best2, bests = (-math.inf, None), (-math.inf, None)
    err = 0.0
    parts = [lam for lam in partitions3(n) if lam[0] != n]
    # first pass: every sector's symmetry (the chain is reversible iff all are) and certificate
    reversible, todo, certified = True, [], 0
    for lam, _, S in three_token_sectors(n, log_p, log_pi_config, lazy=lazy, partitions=parts):
        reversible &= _is_symmetric(S)
        if below is not None and collatz_wielandt_bound(S, target=below) < below:
            certified += 1
        else:
            todo.append(lam)
    for lam, _, S in three_token_sectors(n, log_p, log_pi_config, lazy=lazy, partitions=todo):
        l2, ls, e = _top(S, reversible)
        if l2 > best2[0]:
            best2 = (l2, lam)
        if ls > bests[0]:
            bests, err = (ls, lam), e
    return SectorGaps(best2[0], best2[1], bests[0], bests[1], reversible, err, len(parts),
                      sum(gt_dimension(lam) for lam in parts), certified)
