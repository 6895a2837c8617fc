"""Implied timescales ``t_i = -lag / ln|lambda_i|`` of a transition matrix.

For eigenvalues ``1 = |lambda_1| >= |lambda_2| >= ...`` of ``P`` (the chain observed every
``lag`` steps of an underlying process, as in Markov state models), the ``i``-th process
relaxes like ``|lambda_i|^t = e^{-t lag / t_i}``: ``t_i = -lag / ln|lambda_i|``, ``inf`` for a
unit-modulus eigenvalue other than the Perron one (a periodic or reducible chain), ``0`` for
``lambda_i = 0``. ``t_2`` is the relaxation time up to ``t_rel = 1 / (1 - |lambda_2|)
~ t_2 + 1/2``.

Accuracy. ``ln|lambda|`` of an eigenvalue near 1 is ``log1p(-(1 - |lambda|))``: the timescale
is as accurate, relatively, as the gap ``1 - |lambda|``, which a dense eigensolver knows
only to about ``N u`` absolutely (``u = 1.1e-16``). For a reversible chain the eigenvalues
near 1 are recomputed from ``I - S`` (``S = D^{1/2} P D^{-1/2}``) by Rayleigh-Ritz over their
eigenvectors, with the Dirichlet form ``(1/2) sum (sqrt P(x,y) v(x) - sqrt P(y,x) v(y))^2`` (a
sum of squares: no subtraction of ``1 - P(x, x)``), each with the Kato-Temple error
``min(r, r^2 / delta)`` of its residual ``r``; the slowest one also comes from
:func:`exact.spectral.spectral_summary` (harmonic-extension Ritz on the wells in the deep
metastable regime), whichever error is the smaller. Every timescale carries its relative
error estimate.

Two-state example: ``P = [[1-p, p], [r, 1-r]]`` has ``lambda_2 = 1 - p - r`` and
``t_2 = -1 / ln|1 - p - r|``; for ``p = 0.1, r = 0.3``, ``t_2 = 1 / ln(1/0.6) = 1.9576``.
With ``p = 1e-120, r = 3e-120`` the float64 eigenvalue is exactly 1, yet ``t_2 = 2.5e119``:

>>> import numpy as np
>>> round(float(implied_timescales(np.array([[0.9, 0.1], [0.3, 0.7]])).timescales[0]), 4)
1.9576
>>> P = np.array([[1.0, 1e-120], [3e-120, 1.0]])
>>> round(float(implied_timescales(P).timescales[0]) / 2.5e119, 12)
1.0
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

import numpy as np
import scipy.linalg as sla

from toolkit._validation import check_int
from toolkit.exceptions import InvalidInputError, ReducibleChainError
from toolkit.results import Result, _fmt

from ._gth import gth_solve
from ._harmonic_ritz import local_maxima
from ._linalg import as_dense, as_operator, check_stochastic, offdiag_chunks, one_blas_thread
from .passage import _system, closed_classes, support_graph
from .reversibility import reversibility
from .spectral import (
    REFINE_GAP,
    _diagonal,
    _sqrt_pi,
    _sym_dense,
    _sym_edges,
    _sym_laplacian_apply,
    spectral_summary,
)
from .stationary import as_law

__all__ = ["ImpliedTimescales", "implied_timescales"]

DENSE_MAX = 2048      # dense eigensolvers up to here; ARPACK (k required) above
HARMONIC_MAX = 1000   # the slow cluster's harmonic-extension Ritz (GTH on the rest) up to here
WELLS_MAX = 12
_U = float(np.finfo(float).eps) / 2
# float64 rounding of a timescale -lag / log1p(-mu) computed from mu: log1p within 2 ulp (a
# faithful libm), the division and the product by lag within 1/2 ulp each: 4u covers them
ROUNDING_REL = 4 * _U


@dataclass(frozen=True, eq=False)
class ImpliedTimescales(Result):
    """``timescales[i] = -lag / ln|lambda_{i+2}|`` with the eigenvalues' ``moduli`` and
    ``arguments`` (angles, 0 or pi for a real eigenvalue) and each timescale's relative
    error estimate, slowest first."""

    timescales: np.ndarray = field(repr=False)
    moduli: np.ndarray = field(repr=False)
    arguments: np.ndarray = field(repr=False)
    relative_errors: np.ndarray = field(repr=False)
    lag: int
    reversible: bool
    method: str

    def to_frame(self):
        """One row per process: ``i`` (2 = slowest), ``timescale``, ``modulus``, ``argument``, ``relative_error``."""
        import pandas as pd

        return pd.DataFrame({"i": np.arange(2, self.timescales.size + 2), "timescale": self.timescales,
                             "modulus": self.moduli, "argument": self.arguments,
                             "relative_error": self.relative_errors})

    def __str__(self) -> str:
        head = ", ".join(_fmt(float(t)) for t in self.timescales[:4])
        more = ", ..." if self.timescales.size > 4 else ""
        return f"implied timescales (lag {self.lag}): {head}{more} ({self.method})"


def _timescale(mu: np.ndarray, lag: int) -> np.ndarray:
    """``-lag / log1p(-mu)`` for gaps ``mu = 1 - |lambda|`` (``inf`` at 0, ``0`` at 1)."""
    mu = np.clip(np.asarray(mu, dtype=float), 0.0, 1.0)
    with np.errstate(divide="ignore"):
        return np.where(mu >= 1.0, 0.0, -lag / np.log1p(-mu))


def _rel(err_mu: np.ndarray, mu: np.ndarray) -> np.ndarray:
    """Relative error of ``-1/log1p(-mu)`` from an absolute error of ``mu``:
    ``|d t / t| = |d mu| / ((1 - mu) |log1p(-mu)|)``, plus :data:`ROUNDING_REL` for evaluating
    ``-lag / log1p(-mu)`` in float64 (a timescale ``inf`` or ``0``, at ``mu`` = 0 or 1 with no
    error, is exact)."""
    mu = np.clip(mu, 0.0, 1.0)
    with np.errstate(divide="ignore", invalid="ignore"):
        r = err_mu / ((1.0 - mu) * np.abs(np.log1p(-mu))) + ROUNDING_REL
    # |lambda| within its error of 0 (or of 1): the timescale is not bounded relatively
    unsure = (mu <= err_mu) | (1.0 - mu <= err_mu)
    exact_end = (err_mu == 0) & ((mu == 0) | (mu == 1))
    return np.where(exact_end, 0.0, np.where(unsure, np.inf, r))


def implied_timescales(P, *, k: int | None = None, lag: int = 1, pi=None) -> ImpliedTimescales:
    """The ``k`` slowest implied timescales (all ``N - 1`` by default, up to 2048 states).

    Parameters
    ----------
    P : GlauberKernel, array, sparse matrix or LinearOperator
    k : int, optional
        How many (the ``k`` non-Perron eigenvalues of largest modulus); required above
        :data:`DENSE_MAX` states (ARPACK).
    lag : int
        Steps of the underlying process per step of ``P`` (timescales are multiplied by it).
    pi : array or StationaryLaw, optional
        Used for the reversible refinement; computed when not given (a reducible chain has
        no unique one: its eigenvalues are then taken from ``P`` alone).
    """
    check_stochastic(P)
    lag = check_int(lag, "lag", minimum=1)
    _, _, N = as_operator(P)
    if N < 2:
        raise InvalidInputError(f"a chain of {N} state has no implied timescale")
    if k is None:
        if N > DENSE_MAX:
            raise InvalidInputError(f"`k` is required above {DENSE_MAX} states (got {N}): ARPACK finds the k slowest")
        k = N - 1
    k = check_int(k, "k", minimum=1)
    if k > N - 1:
        raise InvalidInputError(f"`k` must be at most N - 1 = {N - 1}; got {k}")
    try:
        law = as_law(P, pi)
    except ReducibleChainError:
        law = None
    rev = False
    if law is not None:
        rev = reversibility(P, law).reversible
    if N > DENSE_MAX:
        mu, arg, err, method = _arpack(P, k)
    elif rev:
        mu, arg, err, method = _reversible(P, law, k)
    else:
        mu, arg, err, method = _general(P, k)
    mu, arg, err, n_unit = _exact_unit_circle(P, N, mu, arg, err)
    if rev and not n_unit and N <= HARMONIC_MAX and mu.size > 1 and mu[1] < REFINE_GAP:
        mu, err, o, used = _harmonic_cluster(P, law, N, mu, err)
        if o is not None:
            arg = arg[o]
        method += used
    if law is not None and not n_unit and mu.size and mu[0] < REFINE_GAP:  # spectral_summary's refinements
        spec = spectral_summary(P, law)
        g, e = spec.spectral_gap, spec.gap_error
        if isinstance(g, float) and isinstance(e, float) and math.isfinite(e) and g > e \
                and (not math.isfinite(err[0]) or e < err[0]):
            mu[0], err[0] = g, e
            method += "; slowest from spectral_summary (" + spec.method + ")"
    return ImpliedTimescales(_timescale(mu, lag), 1.0 - mu, arg, _rel(err, mu), lag, rev, method)


def _exact_unit_circle(P, N: int, mu, arg, err):
    """The eigenvalues of modulus exactly 1, from the graph: a closed class of period ``d``
    contributes the ``d``-th roots of unity (Perron-Frobenius), so a periodic or reducible
    chain's are known exactly, not as ``1 - |lambda|`` of ``1e-16`` (a timescale of ``1e15``
    where it is infinite). Each root but the Perron 1 claims the computed eigenvalue nearest
    it, which is set to it (``mu = 0``, error 0); the list is re-sorted, slowest first."""
    G = support_graph(P, N)
    loops = _diagonal(P, N) > 0          # a self-loop makes its class aperiodic
    roots = []
    for c in closed_classes(G):
        d = 1 if loops[c].any() else _period(G, c)
        roots += [np.exp(2j * np.pi * k / d) for k in range(d)]
    roots.remove(1.0 + 0j)
    if not roots:
        return mu, arg, err, 0
    lam = (1.0 - mu) * np.exp(1j * arg)
    free = np.ones(mu.size, dtype=bool)
    for z in roots:
        if not free.any():
            break
        zt = np.exp(1j * abs(float(np.angle(z))))   # arguments are kept up to sign (conjugate pairs)
        j = int(np.argmin(np.where(free, np.abs(lam - zt), np.inf)))
        free[j] = False
        mu[j], err[j], arg[j] = 0.0, 0.0, abs(float(np.angle(z)))
    o = np.argsort(mu, kind="stable")
    return mu[o], arg[o], err[o], len(roots)


def _period(G, states: np.ndarray) -> int:
    """The period of the strongly connected class ``states``: the gcd of
    ``level(u) + 1 - level(v)`` over its edges ``u -> v`` (breadth-first levels from one state)."""
    from scipy.sparse import csgraph

    sub = G[states][:, states].tocsr()
    if sub.nnz == 0:
        return 1
    order, pred = csgraph.breadth_first_order(sub, 0, directed=True, return_predecessors=True)
    level = np.zeros(states.size, dtype=np.int64)
    for v in order[1:]:
        level[v] = level[pred[v]] + 1
    C = sub.tocoo()
    return int(np.gcd.reduce(np.abs(level[C.row] + 1 - level[C.col])))


def _reversible(P, law, k: int):
    """Symmetrized dense eigh, then Rayleigh-Ritz of ``I - S`` on the eigenvectors of the
    eigenvalues within :data:`exact.spectral.REFINE_GAP` of 1 (absolute gaps ``1 - |lambda|``)."""
    A = _sym_dense(P, law)
    A = 0.5 * (A + A.T)
    s = _sqrt_pi(law)
    with one_blas_thread(A.shape[0] <= 512):
        w, V = np.linalg.eigh(A - np.outer(s, s))  # Perron 1 deflated to 0
    drop = int(np.argmin(np.abs(w)))
    keep = np.ones(w.size, dtype=bool)
    keep[drop] = False
    w, V = w[keep], V[:, keep]
    order = np.argsort(-np.abs(w), kind="stable")[:k]
    w, V = w[order], V[:, order]
    mu = 1.0 - np.abs(w)
    err = np.full(mu.size, 10.0 * w.size * _U)
    method = "dense eigh (symmetrized)"
    near = (w > 0) & (1.0 - w < REFINE_GAP)
    if near.any():
        idx = np.flatnonzero(near)
        vals, vecs = _ritz(P, s, V[:, idx])
        rest = 1.0 - np.abs(w[~near])
        if w.size < A.shape[0] - 1:
            # eigenvalues not computed (k < N - 1): each has |w'| <= the smallest kept |w|, so
            # its 1 - w' is at least 1 - |w[-1]| (w is ordered by decreasing modulus here)
            rest = np.append(rest, 1.0 - abs(w[-1]))
        for j, (m_, v) in enumerate(zip(vals, vecs.T, strict=True)):
            others = np.concatenate([np.delete(vals, j), rest])
            delta = float(np.min(np.abs(others - m_))) if others.size else 1.0
            r = _residual(P, v, m_)
            mu[idx[j]], err[idx[j]] = m_, min(r, r * r / delta) if delta > 0 else r
        o = np.argsort(mu, kind="stable")
        mu, err = mu[o], err[o]
        w = w[o]
        method += " + Dirichlet-form Rayleigh-Ritz near 1"
    return mu, np.where(w < 0, math.pi, 0.0), err, method


def _harmonic_cluster(P, law, N: int, mu: np.ndarray, err: np.ndarray):
    """The slow cluster by Rayleigh-Ritz on harmonic extensions from the wells (the theory
    and error bound of :mod:`exact._harmonic_ritz`, for every Ritz value of the cluster, not
    only the gap), in float64 with GTH elimination (:func:`exact._gth.gth_solve`) for the
    extensions ``F(x, s) = P_x(tau_S = tau_s)`` and the times ``h = E_x[tau_S]``, and the
    ``m x m`` pencil in mpmath. Wells: the local maxima of ``pi``. Used where each Ritz value's
    error is below the one given; skipped (``mu`` and ``err`` returned) when it does not apply:
    more than :data:`WELLS_MAX` wells, entries below float64's normal range, no separation."""
    import mpmath

    lp = law.log_pi if law.log_pi is not None else np.log(law.pi)
    parts = list(offdiag_chunks(P))
    r, c, v = (np.concatenate([p[i] for p in parts]) for i in range(3))
    keep = v > 0
    r, c, v = r[keep], c[keep], v[keep]
    wells = local_maxima(r, c, lp)
    m = wells.size
    if m < 2 or m > WELLS_MAX or m - 1 > mu.size or v.min() < 1e-290 or lp.min() < -660:
        return mu, err, None, ""
    S = np.zeros(N, dtype=bool)
    S[wells] = True
    rest = ~S
    if not rest.any():  # every state a well (pi flat along every move): no excursion to extend
        return mu, err, None, ""
    outcome = np.full(N, -1, dtype=np.int64)
    outcome[wells] = np.arange(m)
    W, exits, R = _system(P, rest, outcome, m)
    Wd = W.toarray()
    F = gth_solve(Wd, exits, R)                       # (|R|, m): harmonic extensions
    h = gth_solve(Wd, exits, np.ones(Wd.shape[0]))    # E_x[tau_S] on R
    if not (np.all(np.isfinite(F)) and np.all(np.isfinite(h))):
        return mu, err, None, ""
    Ws, _, _ = _system(P, S, outcome, m)              # P(s, s') between wells (index order = outcome)
    A = Ws.toarray()
    pos = np.full(N, -1, dtype=np.int64)
    pos[np.flatnonzero(rest)] = np.arange(int(rest.sum()))
    sr = np.isin(r, wells) & rest[c]                  # moves s -> x in R, then x's extension
    np.add.at(A, outcome[r[sr]], v[sr, None] * F[pos[c[sr]]])
    np.fill_diagonal(A, 0.0)
    with np.errstate(divide="ignore"):
        lA = np.log(A)
    lps, lpr = lp[wells], lp[rest]
    lW = 0.5 * (lps[:, None] + lA + lps[None, :] + lA.T)
    with np.errstate(divide="ignore"):
        lF = np.log(F)
    from scipy.special import logsumexp

    lG = logsumexp(lpr[:, None, None] + lF[:, :, None] + lF[:, None, :], axis=0)
    finite = np.concatenate([lW[np.isfinite(lW)], lG[np.isfinite(lG)], lps])
    digits = 40 + int(math.ceil((finite.max() - finite.min()) / math.log(10)))
    if digits > 4000:
        return mu, err, None, ""

    def mp_exp(a):
        return mpmath.matrix([[mpmath.exp(mpmath.mpf(float(x))) if np.isfinite(x) else mpmath.mpf(0) for x in row]
                              for row in np.atleast_2d(a)])

    with mpmath.workdps(digits):
        G = mp_exp(lG)
        ps = [mpmath.exp(mpmath.mpf(float(x))) for x in lps]
        Wm = mp_exp(lW)
        E = mpmath.matrix(m, m)
        for i in range(m):
            for j in range(m):
                if i != j:
                    E[i, j] = -Wm[i, j]
            E[i, i] = mpmath.fsum(Wm[i, j] for j in range(m) if j != i)
        M = G.copy()
        for i in range(m):
            M[i, i] += ps[i]
        Li = mpmath.inverse(mpmath.cholesky(M))
        C = Li * E * Li.T
        theta, Y = mpmath.eigsy((C + C.T) / 2)
        order = sorted(range(m), key=lambda k: theta[k])
        res2 = mpmath.mpf(0)
        for k in order[1:]:
            g = Li.T * Y[:, k]
            Gg = G * g
            part = mpmath.fsum(Gg[i] ** 2 / ps[i] for i in range(m)) + mpmath.fsum(g[i] * Gg[i] for i in range(m))
            res2 += theta[k] ** 2 * part
        eta = 1 / mpmath.mpf(float(h.max())) - theta[order[-1]]
        if eta <= 0 or theta[order[1]] <= 0:
            return mu, err, None, ""
        rho = law.max_relative_residual if math.isfinite(law.max_relative_residual) else 0.0
        th = np.array([float(theta[k]) for k in order[1:]])
        e = float(res2 / eta) + th * (2 * rho + 10 * N * _U)
    better = e < err[: m - 1]
    if not better.any():
        return mu, err, None, ""
    mu, err = mu.copy(), err.copy()
    mu[: m - 1][better], err[: m - 1][better] = th[better], e[better]
    o = np.argsort(mu, kind="stable")
    return mu[o], err[o], o, " + harmonic-extension Ritz of the slow cluster"


def _ritz(P, s: np.ndarray, V: np.ndarray):
    """Rayleigh-Ritz values and vectors of ``I - S`` on the span of ``V`` (``s`` deflated), the
    Dirichlet form as a sum of squares (:func:`exact.spectral._sym_ritz`, every pair)."""
    V = V - np.outer(s, s @ V)
    G = V.T @ V
    E = np.zeros_like(G)
    for r, c, a, b in _sym_edges(P):
        D = a[:, None] * V[r] - b[:, None] * V[c]
        E += D.T @ D
    E *= 0.5
    d = np.sqrt(np.diag(G))
    vals, C = sla.eigh(E / np.outer(d, d), G / np.outer(d, d))
    return np.clip(vals, 0.0, None), V @ (C / d[:, None])


def _residual(P, v: np.ndarray, mu: float) -> float:
    nv = float(np.linalg.norm(v))
    return float(np.linalg.norm(_sym_laplacian_apply(P, v) - mu * v)) / nv if nv > 0 else math.inf


def _general(P, k: int):
    """Dense ``eig`` with left vectors: each eigenvalue's absolute error about
    ``N u ||P||_F / s_i`` (``s_i``: its condition, ``|y^H x| / (||x|| ||y||)``)."""
    M = as_dense(P)
    with one_blas_thread(M.shape[0] <= 512):
        lam, VL, VR = sla.eig(M, left=True, right=True)
    perron = int(np.argmin(np.abs(lam - 1.0)))   # not the first by modulus: a periodic chain ties there
    order = np.r_[perron, [i for i in np.argsort(-np.abs(lam), kind="stable") if i != perron]]
    lam, VL, VR = lam[order], VL[:, order], VR[:, order]
    cond = np.abs(np.sum(np.conj(VL) * VR, axis=0)) / (np.linalg.norm(VL, axis=0) * np.linalg.norm(VR, axis=0))
    with np.errstate(divide="ignore"):
        err = M.shape[0] * _U * np.linalg.norm(M) / cond
    lam, err = lam[1:k + 1], err[1:k + 1]
    return 1.0 - np.minimum(np.abs(lam), 1.0), np.abs(np.angle(lam)), err, "dense eig"


def _arpack(P, k: int):
    """ARPACK's ``k + 1`` eigenvalues of largest modulus; errors from the Ritz residuals."""
    from scipy.sparse.linalg import eigs

    Pop, _, N = as_operator(P)
    with one_blas_thread():
        lam, X = eigs(Pop, k=k + 1, which="LM", tol=1e-13)
    perron = int(np.argmin(np.abs(lam - 1.0)))
    order = np.r_[perron, [i for i in np.argsort(-np.abs(lam), kind="stable") if i != perron]]
    lam, X = lam[order], X[:, order]
    res = np.array([np.linalg.norm(Pop @ X[:, i] - lam[i] * X[:, i]) / np.linalg.norm(X[:, i])
                    for i in range(lam.size)])
    lam, res = lam[1:k + 1], res[1:k + 1]
    return 1.0 - np.minimum(np.abs(lam), 1.0), np.abs(np.angle(lam)), res, "ARPACK eigs (residual errors)"
