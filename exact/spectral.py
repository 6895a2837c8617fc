"""Eigenvalues, spectral gaps with their errors, and the spectral mixing bounds.

Definitions (``P`` irreducible and aperiodic, stationary law ``pi``):

- ``lambda_2``: largest real part among the non-unit eigenvalues; ``lambda_star``:
  largest modulus among them; absolute spectral gap ``1 - lambda_star``, relaxation
  time ``t_rel = 1 / (1 - lambda_star)``.
- Reversible chains (decided by :func:`exact.reversibility.reversibility`, which says by
  which rule): ``(t_rel - 1) ln(1/(2 eps)) <= t_mix(eps) <= t_rel ln(1/(eps pi_min))``
  (Levin-Peres-Wilmer, Thms 12.4 and 12.5). Only then are the symmetrized methods and
  these bounds used.
- Non-reversible: with ``P*(x,y) = pi(y)P(y,x)/pi(x)`` and ``gamma_k`` the spectral gap
  of the reversible kernel ``(P*)^k P^k`` (``k = 1`` is the multiplicative
  reversibilization ``P* P``, whose gap equals that of ``P P*``), the pseudo-spectral gap
  (Paulin 2015) is ``gamma_ps = max_k gamma_k / k``. For densities ``h`` in
  ``L2(pi)``, ``||(P*)^k h - 1|| <= (1 - gamma_k)^{1/2} ||h - 1||``, and a point mass at
  ``x`` has ``||h - 1||^2 <= 1/pi(x)``, so
  ``d(t) <= (1/2) (1 - gamma_k)^{floor(t/k)/2} / sqrt(pi_min)`` and
  ``t_mix(eps) <= min_k k * ceil(ln(1/(4 eps^2 pi_min)) / -ln(1 - gamma_k))``
  (``<= (1 + ln(1/(4 eps^2 pi_min))) / gamma_ps``; Paulin's Prop. 3.4 at ``eps = 1/4``).

Gaps at metastable scales. An eigenvalue computed from ``P`` carries an absolute error of
about ``1e-16`` (dense) or the Krylov tolerance, so a gap of ``4e-8`` would keep only a
few digits. When the gap is small (``< 1e-6``) it is recomputed from ``I - P`` without
cancellation. For a reversible chain: the Rayleigh quotient of ``I - S``
(``S = D^{1/2} P D^{-1/2}``, symmetric) at the computed eigenvector ``v``, whose error is
quadratic in the eigenvector's, with ``v^T (I - S) v = (1/2) sum_{x != y} (sqrt P(x,y) v(x)
- sqrt P(y,x) v(y))^2`` -- a sum of squares that needs neither ``pi`` (beyond deflating
``sqrt(pi)``) nor any subtraction of ``1 - P(x, x)``, and whose ``sqrt P`` come from
logarithms, so it stays right where ``pi`` and ``P`` underflow (Rayleigh-Ritz over the
cluster of small gaps when there are several). For a non-reversible one, the two-sided
Rayleigh quotient ``<g, (I - P) f> / <g, f>`` with left and right eigenvectors,
``(I - P) f (x) = sum_{y != x} P(x, y)(f(x) - f(y))``. Deeper in the metastable regime (gaps of
``1e-17`` to below ``1e-308``) the eigenvector itself has no correct digit at the saddles, and
a reversible chain's gap is recomputed by Rayleigh-Ritz on the harmonic extensions from its
wells (the local maxima of ``pi``), obtained by GTH elimination on logarithms
(:mod:`exact._harmonic_ritz`): an error relative to the gap (``1e-12`` or better on
mean-field Potts), used when smaller than the one above; a non-reversible chain's by the
trace chain's pencil on the same wells, with a first-order error estimate. Every gap is reported with an error
estimate ``gap_error``: for reversible chains the residual
``r = ||(I - S) v - gap v|| / ||v||`` gives ``|gap - gap_true| <= min(r, r^2/delta)``
(``delta`` the distance to the rest of the spectrum; Kato-Temple); for non-reversible
ones, the eigenvalue's condition number times the residual (above :data:`DENSE_MAX` states:
left and right Krylov-Schur runs and the two-sided Rayleigh quotient, whose estimate is
``min(cond r, cond r s / delta)`` with both residuals, :mod:`exact._nonreversible_krylov`). A
non-reversible spectrum of at
most :data:`MP_EIG_MAX` states whose float64 estimate is above :data:`MP_EIG_ERR` (a
near-defective cluster, large logits) is redone at 50 digits (:func:`_mp_nonreversible`).

Length: the dense and Krylov spectra of reversible and non-reversible chains, each with the
refinement and error estimate it needs, and the bounds built from them: one idea whose
parts share the deflation and the edge forms.

Two-state example: ``P = [[1-p, p], [r, 1-r]]`` has eigenvalues ``1`` and ``1 - p - r``:

>>> import numpy as np
>>> s = spectral_summary(np.array([[0.9, 0.1], [0.3, 0.7]]))
>>> round(s.lambda_star, 12), round(s.relaxation_time, 12), s.reversible
(0.6, 2.5, True)
"""

from __future__ import annotations

import math

import numpy as np
import scipy.linalg as sla
import scipy.sparse as sp
from scipy.sparse.linalg import ArpackError, LinearOperator, eigsh

from toolkit._validation import check_eps, check_int
from toolkit.exceptions import InvalidInputError
from toolkit.results import Reversibility, SpectralSummary, StationaryLaw

from . import _harmonic_ritz as _hr
from . import _nonreversible_krylov as _nrk
from ._linalg import (
    as_dense,
    as_operator,
    as_sparse_or_dense,
    check_stochastic,
    log_dense,
    offdiag_chunks,
    offdiag_pairs,
    one_blas_thread,
)
from .kernel import GlauberKernel
from .reversibility import detailed_balance_residual, reversibility
from .stationary import as_law

DENSE_MAX = 256
LANCZOS_MIN = 2**17  # reversible random-scan kernels above this: three-vector Lanczos, not ARPACK (6x faster at 10**6)
LANCZOS_TOL = {np.dtype(np.float32): 1e-5, np.dtype(np.float64): 1e-9}  # Ritz residual estimate to stop at
SYM_SPAN = 300.0     # matrix-free s * P(f / s) while log sqrt(pi) spans less than this, else the matrix
SYM_MATRIX_MAX_NNZ = 3e7  # ... unless that matrix would hold more entries than this (~0.7 GB)
SCALED_SPAN = 40.0   # Lanczos products as s * P(f / s) when log sqrt(pi) spans less than this, else sqrt(P)
REFINE_GAP = 1e-6   # gaps below this are recomputed from I - P (Rayleigh quotient)
MP_EIG_MAX = 16     # non-reversible spectra this small are redone at MP_EIG_DPS digits ...
MP_EIG_ERR = 1e-8   # ... when the float64 eigenvalue's error estimate is above this
MP_EIG_DPS = 50
CLUSTER = 1e-3      # eigenvalues within this of 1 - gap_min form the refined cluster
_U = float(np.finfo(float).eps) / 2

__all__ = ["spectral_summary", "eigenvalues", "multiplicative_gaps", "reversible_mixing_bounds",
           "nonreversible_mixing_upper_bound", "detailed_balance_residual", "is_reversible"]


def is_reversible(P, pi=None) -> bool:
    """Whether ``P`` is reversible by :func:`exact.reversibility.reversibility`'s rule."""
    return reversibility(P, as_law(P, pi) if pi is not None else None).reversible


# ---------------------------------------------------------------------- helpers
def eigenvalues(P) -> np.ndarray:
    """All eigenvalues of a (small) kernel, sorted by decreasing modulus (dense)."""
    vals = np.linalg.eigvals(as_dense(P))
    return vals[np.argsort(-np.abs(vals), kind="stable")]


def _sqrt_pi(law: StationaryLaw) -> np.ndarray:
    if law.log_pi is not None:
        return np.exp(0.5 * law.log_pi)
    return np.sqrt(law.pi)


def _sym_dense(P, law: StationaryLaw) -> np.ndarray:
    """``D^{1/2} P D^{-1/2}`` (``D = diag(pi)``) from logarithms: its entries are at most 1
    (``pi(x) P(x, y) <= pi(y)``), so nothing overflows where ``pi`` spans float64's range."""
    LP = log_dense(P)
    lp = law.log_pi if law.log_pi is not None else np.log(law.pi)
    with np.errstate(invalid="ignore"):
        A = np.exp(0.5 * (lp[:, None] - lp[None, :]) + LP)
    A[np.isnan(A)] = 0.0
    return A


def _sym_edges(P):
    """``(rows, cols, sqrt P(x, y), sqrt P(y, x))`` chunks, from logarithms (no underflow of the
    square roots where ``P`` itself underflows)."""
    for r, c, lv, lrv in offdiag_pairs(P, log=True):
        yield r, c, np.exp(0.5 * lv), np.exp(0.5 * lrv)


def _laplacian_apply(P, f: np.ndarray) -> np.ndarray:
    """``(I - P) f (x) = sum_{y != x} P(x, y) (f(x) - f(y))``: no cancellation with ``f(x)``."""
    N = f.shape[0]
    out = np.zeros(N)
    for r, c, v in offdiag_chunks(P):
        out += np.bincount(r, weights=v * (f[r] - f[c]), minlength=N)
    return out


def _sym_laplacian_apply(P, v: np.ndarray) -> np.ndarray:
    """``(I - S) v (x) = sum_{y != x} sqrt P(x,y) (sqrt P(x,y) v(x) - sqrt P(y,x) v(y))`` with
    ``S = D^{1/2} P D^{-1/2}`` of a reversible chain: no ``pi``, no division, no underflow."""
    N = v.shape[0]
    out = np.zeros(N)
    for r, c, a, b in _sym_edges(P):
        out += np.bincount(r, weights=a * (a * v[r] - b * v[c]), minlength=N)
    return out


def _sym_ritz(P, s: np.ndarray, V: np.ndarray):
    """Rayleigh-Ritz of ``I - S`` on the span of the columns of ``V`` (``s`` deflated):
    ``(mu_min, v)``. The Dirichlet form in these coordinates is
    ``v^T (I - S) v = (1/2) sum_{x != y} (sqrt P(x,y) v(x) - sqrt P(y,x) v(y))^2``, a sum of
    squares that needs neither ``pi`` nor any subtraction of large numbers."""
    V = V - np.outer(s, s @ V)
    G = V.T @ V
    keep = np.diag(G) > 1e-280
    if not keep.any():
        return math.nan, V[:, 0]
    V, G = V[:, keep], G[np.ix_(keep, keep)]
    k = V.shape[1]
    E = np.zeros((k, k))
    for r, c, a, b in _sym_edges(P):
        D = a[:, None] * V[r] - b[:, None] * V[c]
        E += D.T @ D
    E *= 0.5
    if k == 1:
        return float(E[0, 0] / G[0, 0]), V[:, 0]
    d = np.sqrt(np.diag(G))  # scale to unit diagonal before the generalized eigenproblem
    mu, C = sla.eigh(E / np.outer(d, d), G / np.outer(d, d))
    return float(mu[0]), V @ (C[:, 0] / d)


def _reversible_gap_error(P, v: np.ndarray, mu: float, delta: float) -> float:
    res = _sym_laplacian_apply(P, v) - mu * v
    nv = float(np.linalg.norm(v))
    r = float(np.linalg.norm(res)) / nv if nv > 0 else math.inf
    if delta > 0:
        return min(r, r * r / delta)
    return r


def _pi_part(law: StationaryLaw, gap: float) -> float:
    """The refined gap's error from ``pi``'s (which enters only through the deflation of the
    Perron vector ``sqrt(pi)``, to second order) and from the sums' round-off."""
    rho = law.max_relative_residual if math.isfinite(law.max_relative_residual) else 0.0
    return gap * (rho * rho + 100.0 * _U)


def _refine_reversible(P, law, vals_near_one: np.ndarray, vecs: np.ndarray, next_gap: float):
    """Refined gap and its error estimate from the eigenvectors of the smallest gaps."""
    mu, v = _sym_ritz(P, _sqrt_pi(law), vecs)
    if not math.isfinite(mu):
        return math.nan, math.nan
    delta = max(next_gap - mu, 0.0)
    return mu, _reversible_gap_error(P, v, mu, delta) + _pi_part(law, mu)


# ---------------------------------------------------------------------- summary
def spectral_summary(P, pi=None, *, method: str = "auto", reversible: bool | None = None,
                     nonreversible_k: int = 8, log_moves=None) -> SpectralSummary:
    """``lambda_2``, ``lambda_star``, absolute gap (with an error estimate) and relaxation
    time, plus reversibility and the rule that decided it.

    For non-reversible kernels also the reversibilization gap (gap of ``P P*``) and the
    pseudo-spectral gap over ``k = 1..nonreversible_k``, which give the mixing bounds
    (``nonreversible_k=0``: not computed, left None; at scale they cost several times the
    gap itself, ``2 k`` products per Krylov step for each ``k``).

    Parameters
    ----------
    pi : array or StationaryLaw, optional
        Computed by :func:`~exact.stationary.stationary_law` when not given; an array must be
        a probability vector (summing to 1: an unnormalised one is refused).
    method : {"auto", "dense", "krylov"}
        ``auto``: dense up to 256 states. ``krylov``: Krylov methods on a deflated operator
        (symmetrized ``eigsh`` or Lanczos when reversible; left and right Krylov-Schur runs
        and a two-sided Rayleigh quotient when not, :mod:`exact._nonreversible_krylov`).
    reversible : bool, optional
        Override the rule (``"given by the caller"``): only pass True for a chain you know
        is reversible.
    log_moves : tuple of arrays, optional
        ``(rows, cols, log P(rows, cols))`` over the off-diagonal moves, for a ``P`` whose
        stored entries underflow (a count chain at low temperature): the metastable
        refinement uses them instead of ``log P`` from ``P``.

    A chain whose gap is small and known to less than ``1e-6`` relative is refined on its
    wells (:mod:`exact._harmonic_ritz`), when that is affordable and its error is the
    smaller: reversible chains by Rayleigh-Ritz on the harmonic extensions (an error bound
    relative to the gap), non-reversible ones by the trace chain's pencil (a first-order
    error estimate, named in ``method``).
    """
    check_stochastic(P)
    nonreversible_k = check_int(nonreversible_k, "nonreversible_k", minimum=0)
    _, _, N = as_operator(P)
    if method == "auto":
        method = "dense" if N <= DENSE_MAX else "krylov"
    if method not in ("dense", "krylov", "lanczos"):
        raise InvalidInputError(f"`method` must be 'auto', 'dense', 'krylov' or 'lanczos'; got {method!r}")
    if method == "lanczos" and not _psd_random_scan(P):
        raise InvalidInputError("method='lanczos' needs a random-scan GlauberKernel; got "
                                f"{type(P).__name__}")
    law = as_law(P, pi)
    if reversible is None:
        rev = reversibility(P, law)
    else:
        rev = Reversibility(bool(reversible), "given by the caller", float("nan"), float("nan"),
                            "reversible=" + str(bool(reversible)))
    res = detailed_balance_residual(P, law.pi)
    if N == 1:
        return SpectralSummary(1, True, 0.0, 0.0, 0.0, 1.0, 1.0, method, reversibility_rule=rev.rule,
                               gap_error=0.0)
    if method == "lanczos" and not rev.reversible:
        raise InvalidInputError(f"method='lanczos' needs a reversible kernel; this one is not ({rev.detail})")
    if rev.reversible and (method == "lanczos" or (method == "krylov" and _psd_random_scan(P) and N > LANCZOS_MIN)):
        lam2, lam_star, gap, err, used = _reversible_lanczos(P, law)
    elif rev.reversible:
        lam2, lam_star, gap, err, used = (_reversible_dense if method == "dense" else _reversible_krylov)(P, law)
    else:
        lam2, lam_star, gap, err, used = (_nonreversible_dense if method == "dense" else _nonreversible_krylov)(P, law)
    if (rev.reversible and lam_star == lam2 or not rev.reversible) and gap < REFINE_GAP \
            and not err <= _hr.RELATIVE_TARGET * gap:
        gap2, err2, better = _metastable_refine(P, law, N, gap, err, log_moves, reversible=rev.reversible)
        if better:
            gap, err = gap2, err2
            lam_star = 1.0 - gap
            lam2 = lam_star if rev.reversible else max(lam2, lam_star)
            used += (" + harmonic-extension Ritz (metastable wells)" if rev.reversible else
                     " + trace-chain pencil on the wells (first-order error estimate)")
    lam2, lam_star, gap, err = _clip_to_unit_disc(lam2, lam_star, gap, err)
    t_rel = math.inf if gap <= 0 else 1.0 / gap
    rev_gap = ps_gap = ps_k = None
    gammas = None
    if not rev.reversible and nonreversible_k:
        try:
            gammas = multiplicative_gaps(P, law, k_max=nonreversible_k, method=method)
        except (ArpackError, np.linalg.LinAlgError) as e:  # ArpackNoConvergence is an ArpackError
            import warnings

            from toolkit.exceptions import ConvergenceWarning

            warnings.warn(ConvergenceWarning(
                f"the multiplicative reversibilizations (P*)^k P^k did not converge ({type(e).__name__}), so the "
                "reversibilization and pseudo-spectral gaps are not reported (the spectral gap above does not use them)"),
                stacklevel=2)
    if gammas is not None:
        rev_gap = gammas[0]
        ratios = [g / (k + 1) for k, g in enumerate(gammas)]
        ps_k = int(np.argmax(ratios)) + 1
        ps_gap = float(ratios[ps_k - 1])
    return SpectralSummary(
        n_states=N, reversible=rev.reversible, detailed_balance_residual=res,
        lambda_2=float(lam2), lambda_star=float(lam_star), spectral_gap=float(gap),
        relaxation_time=float(t_rel), method=used, reversibilization_gap=rev_gap,
        pseudo_spectral_gap=ps_gap, pseudo_spectral_k=ps_k, reversibility_rule=rev.rule,
        gap_error=float(err), multiplicative_gaps=None if gammas is None else tuple(gammas),
    )


def _clip_to_unit_disc(lam2: float, lam_star: float, gap: float, err: float) -> tuple[float, float, float, float]:
    """Every eigenvalue of a stochastic matrix lies in the unit disc: round-off that puts
    ``lambda_star`` above 1 (a gap below the error, at low temperature) is clipped, the gap
    reported as 0 (its error says how far it may be from it); the error is at most 1, as the
    computed and true gaps both lie in ``[0, 1]``."""
    lam_star = min(float(lam_star), 1.0)
    lam2 = min(float(lam2), lam_star)
    return lam2, lam_star, _unit(gap), min(float(err), 1.0)


def _unit(x: float) -> float:
    """``x`` clipped to ``[0, 1]`` (a gap: round-off can leave it just outside)."""
    return min(max(float(x), 0.0), 1.0)


def _metastable_refine(P, law, N: int, gap: float, err: float, log_moves=None, *,
                       reversible: bool = True) -> tuple[float, float, bool]:
    """The gap by Rayleigh-Ritz on the harmonic extensions from the wells
    (:mod:`exact._harmonic_ritz`) when its error is the smaller."""
    if N > _hr.STATES_MAX:
        return gap, err, False
    if log_moves is None:
        parts = list(offdiag_chunks(P, log=True))
        edges = tuple(np.concatenate([p[i] for p in parts]) for i in range(3))
    else:
        edges = tuple(np.asarray(a) for a in log_moves)
    return _hr.refine(edges, law, N, gap, err, reversible=reversible)


def _psd_random_scan(P) -> bool:
    # reversible positive conditionals are compatible, so each site update is the
    # pi-orthogonal projection E[f | x_-i]: P is an average of projections (mixed with
    # lazy * I), hence positive semi-definite and lambda_min >= 0.
    return isinstance(P, GlauberKernel) and P.is_random_scan


def _reversible_dense(P, law):
    A = _sym_dense(P, law)
    A = 0.5 * (A + A.T)
    s = _sqrt_pi(law)
    B = A - np.outer(s, s)  # the Perron eigenvalue 1 deflated to 0
    with one_blas_thread(B.shape[0] <= 512):
        w, V = np.linalg.eigh(B)
    # the deflated eigenvalue (0, eigenvector s) is removed: drop the eigenvalue nearest 0
    # (if a true eigenvalue is ~0 too, dropping either leaves the same multiset)
    k = int(np.argmin(np.abs(w)))
    keep = np.ones(w.size, dtype=bool)
    keep[k] = False
    w, V = w[keep], V[:, keep]
    lam2, lam_min = float(w.max()), float(w.min())
    lam_star = max(abs(lam2), abs(lam_min))
    N = w.size + 1
    err = 10.0 * N * _U
    gap = 1.0 - lam_star
    used = "dense eigh (symmetrized)"
    if lam_star == lam2 and gap < REFINE_GAP:
        cl = w >= lam2 - CLUSTER * max(gap, _U)
        order = np.argsort(-w)
        rest = w[order][int(cl.sum()):]
        next_gap = 1.0 - float(rest.max()) if rest.size else 1.0
        g2, e2 = _refine_reversible(P, law, w[cl], V[:, cl], next_gap)
        if math.isfinite(g2):
            gap, err = g2, e2
            lam2 = lam_star = 1.0 - gap
            used += " + Dirichlet-form Rayleigh quotient"
    return lam2, lam_star, gap, err, used


def _largest_deflated_sym(apply, s, N, *, k=1, which="LA", tol=1e-12, vectors=False):
    """Extreme eigenvalues (and vectors) of a symmetric operator with the unit vector ``s`` deflated."""
    def mv(v):
        return apply(v) - s * (s @ v)

    op = LinearOperator((N, N), matvec=mv, dtype=float)
    v0 = np.cos(np.arange(N) * 1.3 + 0.1)
    v0 -= s * (s @ v0)
    with one_blas_thread():
        out = eigsh(op, k=k, which=which, v0=v0, tol=tol, maxiter=max(5000, 10 * N),
                    return_eigenvectors=vectors)
    return out


def _sym_operator(P, law):
    """``(S, S^T, s, N)``: ``S f = D^{1/2} P D^{-1/2} f`` and its transpose as functions, with
    ``s = sqrt(pi)``. Matrix-free (``s * P(f / s)``) while ``sqrt(pi)`` spans less than
    ``e^SYM_SPAN``; beyond (low temperature: ``pi`` below float64's range), the sparse
    matrix of ``sqrt(pi_x / pi_y) P(x, y)`` built from logarithms, whose entries are at most
    ``sqrt(P(x, y)) <= 1`` (``pi(x) P(x, y) <= pi(y)``) where ``f / s`` would overflow."""
    Pop, PT, N = as_operator(P)
    s = _sqrt_pi(law)
    lp = law.log_pi if law.log_pi is not None else np.log(law.pi)
    if float(lp.max() - lp.min()) < 2 * SYM_SPAN or _offdiag_count(P, N) > SYM_MATRIX_MAX_NNZ:
        # matrix-free; beyond the matrix's memory limit also at low temperature, where the
        # states whose sqrt(pi) underflows are then left out (scaled by 1, weighted by 0)
        s_safe = np.where(s > 0, s, 1.0)

        def S(f):
            return s * (Pop @ (f / s_safe))

        def ST(g):
            return (PT @ (s * g)) / s_safe

        return S, ST, s, N
    rows, cols, vals = [np.arange(N)], [np.arange(N)], [_diagonal(P, N)]
    for r, c, lv in offdiag_chunks(P, log=True):
        rows.append(r)
        cols.append(c)
        vals.append(np.exp(0.5 * (lp[r] - lp[c]) + lv))
    A = sp.csr_matrix((np.concatenate(vals), (np.concatenate(rows), np.concatenate(cols))), shape=(N, N))
    AT = A.T.tocsr()
    return A.__matmul__, AT.__matmul__, s, N


def _offdiag_count(P, N: int) -> float:
    """Off-diagonal entries the log-built matrix would hold (``n (q - 1)`` per state for a
    random-scan kernel; ``N^2`` for dense, systematic or matrix-free ones)."""
    if isinstance(P, GlauberKernel) and P.is_random_scan:
        return float(N) * P.n * (P.q - 1)
    M = None if isinstance(P, GlauberKernel) else as_sparse_or_dense(P)
    return float(M.nnz) if M is not None and sp.issparse(M) else float(N) * N


def _diagonal(P, N: int) -> np.ndarray:
    """``P(x, x)`` for every ``x`` (its own entry: unchanged by the symmetrization)."""
    M = as_sparse_or_dense(P)
    if M is None:
        M = as_dense(P)
    return np.asarray(M.diagonal(), dtype=float).reshape(N)


def _reversible_krylov(P, law):
    S, _, s, N = _sym_operator(P, law)
    k = min(4, N - 2)
    vals, vecs = _largest_deflated_sym(S, s, N, k=k, which="LA", vectors=True)
    order = np.argsort(-vals)
    vals, vecs = vals[order], vecs[:, order]
    lam2 = float(vals[0])
    if _psd_random_scan(P):
        lam_min = 0.0
    else:
        lam_min = float(_largest_deflated_sym(S, s, N, which="SA")[0])
    lam_star = max(abs(lam2), abs(lam_min))
    gap = 1.0 - lam_star
    # ARPACK's residual ||S v - theta v|| bounds |theta - lambda| for a symmetric operator
    r = float(np.linalg.norm(S(vecs[:, 0]) - s * (s @ vecs[:, 0]) - vals[0] * vecs[:, 0]))
    err = max(r, 10 * N * _U)
    used = "eigsh (symmetrized, deflated)"
    if lam_star == lam2 and gap < REFINE_GAP:
        cl = vals >= lam2 - CLUSTER * max(gap, _U)
        rest = vals[~cl]
        next_gap = 1.0 - float(rest.max()) if rest.size else 1.0 - lam2 + CLUSTER
        g2, e2 = _refine_reversible(P, law, vals[cl], vecs[:, cl], next_gap)
        if math.isfinite(g2):
            gap, err = g2, e2
            lam2 = lam_star = 1.0 - gap
            used += " + Dirichlet-form Rayleigh quotient"
    return lam2, lam_star, gap, err, used


def _reversible_lanczos(P, law):
    """Reversible random-scan kernel: three-vector Lanczos (:mod:`exact._lanczos`) on the
    symmetrized kernel with ``sqrt(pi)`` deflated, in the kernel's dtype, then one product
    in float64 (conditionals from the logits) at the Ritz vector: its Rayleigh quotient is
    the gap and its residual ``r`` the error, ``min(r, r^2/delta)`` (Kato-Temple, ``delta``
    the distance to the next Ritz value), plus the round-off of the float64 sums."""
    from ._lanczos import axpy, dot64, lanczos_top, next_ritz, ritz_vector

    N, dt = P.n_states, P.dtype
    # memory at 10**8 states: each float64 vector is 0.8 GB, so every step works in place
    # and sqrt(pi) in float64 is dropped during the iteration (rebuilt after it)
    s64 = _unit_sqrt_pi(law)
    s = s64.astype(dt)
    scaled = float(s64.min()) > math.exp(-SCALED_SPAN) * float(s64.max())
    inv = None
    if scaled:  # s * P(f / s): the stored kernel's own product, no square roots
        np.divide(1.0, s64, out=s64)
        inv = s64.astype(dt)
    del s64

    if scaled:
        buf = np.empty(N, dtype=dt)

        def S(v):
            w = P.matvec(np.multiply(v, inv, out=buf))
            w *= s
            return w
    else:
        def S(v):
            return P.sym_matvec(v)

    def project(v):
        return axpy(v, -dot64(s, v), s)

    def A(v):
        return project(S(v))

    tol = LANCZOS_TOL.get(np.dtype(dt), 1e-5)
    with one_blas_thread():
        run = lanczos_top(A, N, dt, tol=tol, project=project)
        x = ritz_vector(A, run)
    s = inv = buf = None  # the closures read these cells: frees them before the float64 phase
    s64 = _unit_sqrt_pi(law)
    if not run.converged:
        import warnings

        from toolkit.exceptions import ConvergenceWarning

        warnings.warn(ConvergenceWarning(f"Lanczos stopped after {run.steps} steps with a Ritz residual estimate "
                                         f"{run.estimate:.3g} above {tol:g}", residual=run.estimate,
                                         iterations=run.steps), stacklevel=4)
    _axpy(x, -float(s64 @ x), s64)
    x /= float(np.linalg.norm(x))
    w = P.sym_matvec(x, precise=True)
    _axpy(w, -float(s64 @ w), s64)
    del s64
    theta = float(x @ w)
    _axpy(w, -theta, x)
    r = float(np.linalg.norm(w))
    del w
    gap = 1.0 - theta
    # round-off of float64 sums of n q terms per entry and of the N-term inner products:
    # absolute for 1 - theta, relative for the Dirichlet form (a sum of squares)
    rounding = 10 * (P.n * P.q + math.log2(N)) * _U
    used = (f"lanczos ({run.steps} steps, {np.dtype(dt).name} products"
            f"{' s P(f/s)' if scaled else ' sqrt(P)'}) + float64 Rayleigh quotient")
    if gap < REFINE_GAP:  # the gap from I - S itself (no cancellation of 1 - theta)
        gap, Lx = _site_dirichlet(P, x)
        r = float(np.linalg.norm(Lx - gap * x))
        rounding *= gap
        used += " + Dirichlet form"
    nxt = next_ritz(run, max(CLUSTER * max(1.0 - run.theta, _U), 100 * tol))
    delta = (1.0 - gap) - nxt if nxt is not None else 0.0
    err = (min(r, r * r / delta) if delta > 0 else r) + rounding + _pi_part(law, gap)
    lam2 = 1.0 - gap
    return lam2, lam2, gap, err, used  # random scan: positive semi-definite, lambda_star = lambda_2


def _unit_sqrt_pi(law: StationaryLaw) -> np.ndarray:
    """``sqrt(pi)`` scaled to unit norm, from ``log pi`` (one float64 vector, built in place)."""
    lp = law.log_pi if law.log_pi is not None else np.log(law.pi)
    s = lp - float(np.max(lp))
    s *= 0.5
    np.exp(s, out=s)
    s /= math.sqrt(float(s @ s))
    return s


def _axpy(y: np.ndarray, a: float, x: np.ndarray, chunk: int = 1 << 22) -> None:
    """``y += a x`` in chunks (no temporary of the vectors' size)."""
    for lo in range(0, y.size, chunk):
        y[lo:lo + chunk] += a * x[lo:lo + chunk]


def _site_dirichlet(P, x: np.ndarray, *, chunk: int = 1 << 22):
    """``(x^T (I - S) x, (I - S) x)`` of a random-scan kernel, site by site, for ``x`` with
    ``|x| = 1``: per context, ``(I - u u^T) x (c) = sum_a u_a (u_a x_c - u_c x_a)`` and
    ``x^T (I - u u^T) x = (1/2) sum_{a, c} (u_a x_c - u_c x_a)^2`` (``u = sqrt p_i``, from the
    logits): sums of squares and of products, no ``1 - P(x, x)``."""
    q = P.q
    w = (1 - P.lazy) / P.n
    Lx = np.zeros_like(x)
    quad = 0.0
    for i in range(P.n):
        u = np.exp(0.5 * P.log_site_conditionals(i))
        left, right = u.shape[0], u.shape[2]
        x3, L3 = x.reshape(u.shape), Lx.reshape(u.shape)
        br = max(1, min(right, chunk // (q * q)))
        bl = max(1, chunk // (q * q * br))
        for lo in range(0, left, bl):
            for ro in range(0, right, br):
                sl = (slice(lo, lo + bl), slice(None), slice(ro, ro + br))
                uu, xx = u[sl], x3[sl]
                # D[l, a, c, r] = u_a x_c - u_c x_a
                D = uu[:, :, None, :] * xx[:, None, :, :] - uu[:, None, :, :] * xx[:, :, None, :]
                quad += 0.5 * float(np.einsum("lacr,lacr->", D, D))
                L3[sl] += w * np.einsum("lar,lacr->lcr", uu, D)
    return w * quad, Lx


def _laplacian_apply_left(P, g: np.ndarray) -> np.ndarray:
    """``g (I - P) (y) = sum_{x != y} [g(y) P(y, x) - g(x) P(x, y)]``, from the edges."""
    N = g.shape[0]
    out = np.zeros(N)
    for r, c, v, rv in offdiag_pairs(P):
        out += np.bincount(r, weights=g[r] * v - g[c] * rv, minlength=N)
    return out


def _two_sided_refine(P, law, f: np.ndarray, g: np.ndarray, delta: float):
    """``1 - lambda = <g, (I - P) f> / <g, f>`` and its error estimate.

    The two-sided Rayleigh quotient's error is second order: with right and left residuals
    ``r = (I - P) f - mu f``, ``s = g (I - P) - mu g`` and ``delta`` the distance to the rest
    of the spectrum, ``|mu - mu_true| ~ ||r|| ||s|| / (|<g, f>| delta)``; the first-order
    ``cond * ||r||`` caps it."""
    f = np.real(f)
    g = np.real(g)
    f = f - law.pi @ f          # right eigenvectors of lambda != 1 are pi-orthogonal to 1
    g = g - g.sum() * law.pi    # left ones sum to 0
    f = f / np.linalg.norm(f)
    g = g / np.linalg.norm(g)
    Lf = _laplacian_apply(P, f)
    gf = float(g @ f)
    mu = float(g @ Lf) / gf
    r = float(np.linalg.norm(Lf - mu * f))
    sres = float(np.linalg.norm(_laplacian_apply_left(P, g) - mu * g))
    first = r / abs(gf)
    second = r * sres / (abs(gf) * delta) if delta > 0 else first
    return mu, min(first, second) + 100.0 * _U * abs(mu)


def _nonreversible_dense(P, law):
    M = as_dense(P)
    N = M.shape[0]
    B = M - np.outer(np.ones(N), law.pi)  # eigenvalue 1 deflated to 0
    with one_blas_thread(N <= 512):
        w, VL, VR = sla.eig(B, left=True, right=True)
    # drop the deflated eigenvalue, the one nearest 0 (eigenvectors of a non-normal matrix
    # need not be near-orthogonal, so matching the constant vector could pick another)
    k = int(np.argmin(np.abs(w)))
    keep = np.ones(N, dtype=bool)
    keep[k] = False
    w, VL, VR = w[keep], VL[:, keep], VR[:, keep]
    lam2 = float(np.max(w.real))
    j = int(np.argmax(np.abs(w)))
    lam_star = float(np.abs(w[j]))
    # condition number of the eigenvalue times a backward error of ~N u
    yl, xr = VL[:, j], VR[:, j]
    cond = float(np.linalg.norm(yl) * np.linalg.norm(xr) / max(abs(np.vdot(yl, xr)), 1e-300))
    err = cond * 10 * N * _U
    gap = 1.0 - lam_star
    used = "dense eig (deflated)"
    if gap < REFINE_GAP and abs(w[j].imag) <= _U and w[j].real > 0:
        others = np.delete(w, j)
        delta = float(np.min(np.abs(others - w[j]))) if others.size else 1.0
        mu, e2 = _two_sided_refine(P, law, VR[:, j], VL[:, j], delta)
        if math.isfinite(mu) and mu > 0:
            gap, err = mu, e2
            lam_star = 1.0 - gap
            lam2 = max(lam2, lam_star) if lam2 >= 1.0 - REFINE_GAP else lam2
            used += " + two-sided Rayleigh quotient"
    if N <= MP_EIG_MAX and err > MP_EIG_ERR:
        lam2_mp, star_mp, err_mp = _mp_nonreversible(P)
        if err_mp < err:
            lam2, lam_star, gap, err = lam2_mp, star_mp, 1.0 - star_mp, err_mp
            used += f" + {MP_EIG_DPS}-digit eig (ill-conditioned)"
    return lam2, lam_star, gap, err, used


def _mp_spectrum(M: np.ndarray) -> tuple[float, float]:
    """``(lambda_2, lambda_star)`` of the stochastic matrix ``M`` (its eigenvalue nearest 1
    dropped) from an eigendecomposition at :data:`MP_EIG_DPS` digits."""
    import mpmath

    with mpmath.workdps(MP_EIG_DPS):
        w = mpmath.eig(mpmath.matrix(M.tolist()), left=False, right=False)
        w = sorted(w, key=lambda z: abs(z - 1))[1:]
        return float(max(mpmath.re(z) for z in w)), float(max(abs(z) for z in w))


def _mp_nonreversible(P):
    """A small, ill-conditioned non-reversible spectrum at :data:`MP_EIG_DPS` digits.

    float64 ``eig`` is backward stable in norm, so a near-defective cluster (a near Jordan
    block of size ``k``) moves by ``(N u)^(1/k)``: ``random_table(4, 2, 40.0, rng=0)`` at ``T
    = 0.5`` gave ``lambda_star = 0.5000379`` against the true 0.5000120 (a cluster 0.50001197
    +- 1.2e-5 i and 0.5), with the honest but useless estimate 1. At 50 digits the stored
    matrix's eigenvalues are exact to ~1e-16 even then; what is left is the matrix's own
    round-off, ``u`` relative per entry, estimated by redoing the spectrum with every entry
    perturbed by ``+-4u`` relative (fixed signs): twice the change, plus ``100 u``. An
    estimate, like the condition-number one it replaces when smaller."""
    M = as_dense(P).astype(float)
    lam2, lam_star = _mp_spectrum(M)
    signs = np.where(np.random.default_rng(0).random(M.shape) < 0.5, -1.0, 1.0)
    lam2_p, star_p = _mp_spectrum(M * (1.0 + 4 * _U * signs))
    err = 2 * max(abs(star_p - lam_star), abs(lam2_p - lam2)) + 100 * _U
    return lam2, lam_star, err


def _nonreversible_krylov(P, law):
    """Left and right Krylov-Schur runs and the two-sided Rayleigh quotient
    (:mod:`exact._nonreversible_krylov`); a space too small for a Krylov basis is done densely."""
    _, _, N = as_operator(P)
    if N <= _nrk.SMALL:
        return _nonreversible_dense(P, law)
    return _nrk.nonreversible_krylov(P, law)


# ---------------------------------------------------------------------- reversibilizations
def multiplicative_gaps(P, pi=None, *, k_max: int = 8, method: str = "auto") -> list[float]:
    """``gamma_k`` = spectral gap of ``(P*)^k P^k`` for ``k = 1..k_max``.

    ``gamma_1`` is the gap of the multiplicative reversibilization. Computed as
    ``1 - sigma_2(A^k)^2`` with ``A = D^{1/2} P D^{-1/2}`` (built from logarithms).
    """
    k_max = check_int(k_max, "k_max", minimum=1)
    law = as_law(P, pi)
    _, _, N = as_operator(P)
    if method == "auto":
        method = "dense" if N <= DENSE_MAX else "krylov"
    gammas = []
    if method == "dense":
        Ad = _sym_dense(P, law)
        s = _sqrt_pi(law)
        Bd = Ad - np.outer(s, s)  # remove the top singular pair (s, s) exactly
        Bk = np.eye(N)
        for _ in range(k_max):
            Bk = Bk @ Bd
            sv = np.linalg.svd(Bk, compute_uv=False)
            gammas.append(_unit(1.0 - (sv.max() ** 2 if N > 1 else 0.0)))
        return gammas
    S, ST, s, _ = _sym_operator(P, law)
    if N > _nrk.SMALL:
        return [_unit(1.0 - lam) for lam in _nrk.reversibilization_tops(S, ST, s, N, k_max)]
    for k in range(1, k_max + 1):
        def op(v, k=k):
            for _ in range(k):
                v = S(v)
            for _ in range(k):
                v = ST(v)
            return v

        lam = float(_largest_deflated_sym(op, s, N, which="LA", tol=1e-11)[0])
        gammas.append(_unit(1.0 - lam))  # round-off: in [0, 1]
    return gammas


# ---------------------------------------------------------------------- bounds
def reversible_mixing_bounds(relaxation_time: float, pi_min: float, eps: float = 0.25, *,
                             log_pi_min: float | None = None) -> tuple[float, float]:
    """``((t_rel - 1) ln(1/(2 eps)), t_rel ln(1/(eps pi_min)))`` for reversible chains
    (``log_pi_min`` instead of ``pi_min`` when ``pi_min`` underflows)."""
    eps = check_eps(eps)
    t_rel = float(relaxation_time)
    lpm = math.log(pi_min) if log_pi_min is None else float(log_pi_min)
    return ((t_rel - 1.0) * math.log(1.0 / (2 * eps)), t_rel * (math.log(1.0 / eps) - lpm))


def nonreversible_mixing_upper_bound(gammas, pi_min: float, eps: float = 0.25, *,
                                     log_pi_min: float | None = None) -> tuple[float, int]:
    """``min_k k * ceil(ln(1/(4 eps^2 pi_min)) / -ln(1 - gamma_k))`` and the minimizing ``k``.

    ``gammas[k-1]`` is the gap of ``(P*)^k P^k`` (see :func:`multiplicative_gaps`).
    Valid for any irreducible aperiodic chain (module docstring).
    """
    eps = check_eps(eps)
    lpm = math.log(pi_min) if log_pi_min is None else float(log_pi_min)
    L = math.log(1.0 / (4 * eps * eps)) - lpm
    best, best_k = math.inf, None
    for k, g in enumerate(gammas, start=1):
        if g <= 0:
            continue
        m = 0 if L <= 0 else math.ceil(L / (-math.log1p(-min(g, 1.0))) if g < 1 else 1)
        if k * m < best:
            best, best_k = float(k * m), k
    return best, best_k
