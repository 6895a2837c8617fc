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
cancellation. For a reversible chain: Rayleigh-Ritz of ``I - S``
(``S = D^{1/2} P D^{-1/2}``, symmetric) on the cluster of the slowest computed
eigenvectors, with ``v^T (I - S) v = (1/2) sum_{x != y} (sqrt P(x,y) v(x) - sqrt P(y,x)
v(y))^2`` -- a sum of squares that needs neither ``pi`` (beyond deflating ``sqrt(pi)``) nor
any subtraction of ``1 - P(x, x)``, and whose ``sqrt P`` come from logarithms, so it stays
right where ``pi`` and ``P`` underflow. For a non-reversible one, the two-sided Rayleigh
quotient ``<g, (I - P) f> / <g, f>`` with left and right eigenvectors, ``(I - P) f (x) =
sum_{y != x} P(x, y)(f(x) - f(y))``, its residuals measured in the balanced basis. Deeper
in the metastable regime (gaps of ``1e-17`` to below ``1e-308``) the eigenvector itself has
no correct digit at the saddles, and a reversible chain's gap is recomputed by
Rayleigh-Ritz on the harmonic extensions from its wells (the local maxima of ``pi``),
obtained by GTH elimination on logarithms (:mod:`exact._harmonic_ritz`): an interval
relative to the gap (``1e-12`` or better); a non-reversible chain's by the trace chain's
pencil on the same wells, with a first-order error estimate. Chains of a few dozen states
that float64 leaves unresolved (a reversible one) or poorly conditioned (a non-reversible
one of at most :data:`MP_EIG_MAX` states: a near-defective cluster) are redone in mpmath
from the logits (:mod:`exact._mp_spectrum`).

The gap's interval (issue 25: no bound without a certified gap). Every gap is reported
with ``[gap_lower, gap_upper]`` and their logarithms (finite where the gap underflows to
0), ``gap_certified`` saying whether it is a bound or an estimate, and ``gap_error`` its
half-width:

- bounds (reversible, dense): Weyl's inequality for the dense ``eigh`` (every eigenvalue
  within ``10 N u`` plus the entries' error, ``||S||_2 = 1``); on the cluster of the
  slowest eigenvectors, Cauchy interlacing above (``theta_1 >= lambda_1``) and the
  quadratic residual bound below (``||R||^2 / eta``, ``eta`` from the next dense eigenvalue
  minus its error), widened by the Dirichlet form's rounding (``4 u sqrt(2 theta) + 8 u^2``);
  the harmonic-extension interval ``[theta_1 / (1 + theta_1 max h), theta_1]``; mpmath's
  ``eigsy`` (Weyl at ``dps`` digits). Each is widened by the kernel's own rounding
  (:mod:`exact._rounding`: the rounding of ``l / T`` and the softmax, ``gap (1 + 3 n) delta``).
- estimates: Krylov Ritz values (ARPACK may miss an eigenvalue), non-reversible
  eigenvalues (the componentwise condition number times the backward and entries' error,
  measured by perturbation where the eigenvalue is near-defective), the trace-chain pencil.
- a gap whose interval reaches 0 is known only from above: its ``gap_note`` says so, and
  no ``t_mix`` upper bound is built from it (:func:`spectral_mixing_bounds` takes the
  interval's ends, never the point estimate). A periodic chain (period ``d > 1``, found
  from its moves) has ``lambda_star = 1`` and the absolute gap 0 exactly: ``[0, 0]``.

Non-reversible chains above :data:`DENSE_MAX` states: left and right Krylov-Schur runs
(:mod:`exact._arnoldi`) and the two-sided Rayleigh quotient, whose error estimate is
``min(cond r, cond r s / delta)`` with both residuals (:mod:`exact._nonreversible_krylov`);
the interval built from it is an estimate.

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
import warnings
from dataclasses import dataclass

import numpy as np
import scipy.linalg as sla
import scipy.sparse as sp
from scipy.sparse.linalg import ArpackError, LinearOperator, eigsh

from toolkit._validation import check_eps, check_int
from toolkit.exceptions import ConvergenceWarning, InvalidInputError
from toolkit.results import Reversibility, SpectralSummary, StationaryLaw
from toolkit.theory import (
    log_reversible_lower_bound,
    log_reversible_upper_bound,
    nonreversible_upper_bound,
    reversible_lower_bound,
    reversible_upper_bound,
)

from . import _harmonic_ritz as _hr
from . import _mp_spectrum as _mps
from . import _nonreversible_krylov as _nrk
from ._lanczos import axpy, dot64, lanczos_top, next_ritz, ritz_vector
from ._linalg import (
    as_dense,
    as_operator,
    as_sparse_or_dense,
    check_stochastic,
    is_glauber,
    is_sparse,
    log_dense,
    offdiag_chunks,
    offdiag_pairs,
    one_blas_thread,
    random_scan_kernel,
)
from ._rounding import gap_rounding, log_rounding
from .reversibility import detailed_balance_residual, reversibility
from .stationary import as_law, has_edges

DENSE_MAX = 256
LANCZOS_MIN = 2**17  # reversible random-scan kernels above this: three-vector Lanczos, not ARPACK (6x faster at 10**6)
LANCZOS_TOL = {np.dtype(np.float32): 1e-5, np.dtype(np.float64): 1e-9}  # Ritz residual estimate to stop at
SYM_SPAN = 300.0     # matrix-free s * P(f / s) while log sqrt(pi) spans less than this, else the matrix
SYM_MATRIX_MAX_NNZ = 3e7  # ... unless that matrix would hold more entries than this (~0.7 GB)
SCALED_SPAN = 40.0   # Lanczos products as s * P(f / s) when log sqrt(pi) spans less than this, else sqrt(P)
REFINE_GAP = 1e-6   # gaps below this are recomputed from I - P (Rayleigh quotient)
MP_EIG_MAX = 27     # non-reversible spectra this small are redone in mpmath (exact._mp_spectrum) ...
MP_EIG_ERR = 1e-8   # ... when the float64 eigenvalue's error estimate is above this
CLUSTER = 1e-3      # eigenvalues within this of 1 - gap_min form the refined cluster
_U = float(np.finfo(float).eps) / 2

__all__ = [
    "spectral_summary",
    "eigenvalues",
    "multiplicative_gaps",
    "reversible_mixing_bounds",
    "nonreversible_mixing_upper_bound",
    "detailed_balance_residual",
    "is_reversible",
    "SpectralBounds",
    "spectral_mixing_bounds",
]


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


@dataclass(frozen=True)
class _Interval:
    """``[lower, upper]`` for the absolute gap, with the logarithms of its ends (finite where
    the ends underflow), whether it is a bound (``certified``) or an estimate, and how."""

    lower: float
    upper: float
    log_lower: float
    log_upper: float
    certified: bool
    how: str

    @classmethod
    def around(cls, gap: float, err: float, *, certified: bool, how: str) -> _Interval:
        lo, hi = max(float(gap) - float(err), 0.0), min(float(gap) + float(err), 1.0)
        return cls(lo, hi, _ln(lo), _ln(hi), certified, how)

    @classmethod
    def ends(cls, lower: float, upper: float, *, certified: bool, how: str) -> _Interval:
        lo, hi = max(float(lower), 0.0), min(float(upper), 1.0)
        return cls(lo, hi, _ln(lo), _ln(hi), certified, how)

    @classmethod
    def logs(cls, log_lower: float, log_upper: float, *, certified: bool, how: str) -> _Interval:
        """From the logarithms of the ends, rounded outwards by the rounding of ``exp`` and ``log``."""
        lo = float(log_lower) - 4 * _U * (1 + abs(float(log_lower))) if log_lower > -math.inf else -math.inf
        hi = min(float(log_upper) + 4 * _U * (1 + abs(float(log_upper))), 0.0)
        return cls(_exp(lo), _exp(hi), lo, hi, certified, how)

    def intersect(self, other: _Interval) -> _Interval:
        """Both intervals hold the gap (bounds, or estimates trusted alike): their common part."""
        lo = self if self.log_lower >= other.log_lower else other
        hi = self if self.log_upper <= other.log_upper else other
        if lo.log_lower > hi.log_upper:   # disjoint: the wider union (an estimate was wrong)
            lo = self if self.log_lower <= other.log_lower else other
            hi = self if self.log_upper >= other.log_upper else other
        return _Interval(lo.lower, hi.upper, lo.log_lower, hi.log_upper, self.certified and other.certified,
                         lo.how if lo is hi else f"{lo.how} (lower end); {hi.how} (upper end)")

    def relative_width(self, gap: float, log_gap: float | None = None) -> float:
        """``max(gap - lower, upper - gap) / gap`` (in logarithms where the gap underflows)."""
        if log_gap is not None and math.isfinite(log_gap):
            return max(-math.expm1(self.log_lower - log_gap), math.expm1(self.log_upper - log_gap))
        return math.inf if gap <= 0 else max(gap - self.lower, self.upper - gap) / gap


def _ln(x: float) -> float:
    return math.log(x) if x > 0 else -math.inf


def _exp(x: float) -> float:
    return math.exp(x) if x > -math.inf else 0.0


def _entries_error(P, law: StationaryLaw) -> float:
    """Relative error of every entry of ``D^{1/2} P D^{-1/2}`` built from logarithms: the kernel's
    rounding (:func:`exact._rounding.log_rounding`), ``pi``'s (half of it twice) and the
    rounding of the exponent ``(log pi(x) - log pi(y))/2 + log P(x, y)``."""
    lp = law.log_pi if law.log_pi is not None else np.log(law.pi)
    finite = lp[np.isfinite(lp)]
    span = float(np.abs(finite).max()) if finite.size else 0.0
    rel = law.relative_error if math.isfinite(law.relative_error) else 1.0
    return log_rounding(P) + rel + _U * (2 * span + 4)


def _sym_ritz(P, s: np.ndarray, V: np.ndarray):
    """Rayleigh-Ritz of ``I - S`` on the span of the columns of ``V`` (``s`` deflated):
    ``(theta, X)``, the Ritz values ascending and their orthonormal Ritz vectors. The
    Dirichlet form in these coordinates is
    ``v^T (I - S) v = (1/2) sum_{x != y} (sqrt P(x,y) v(x) - sqrt P(y,x) v(y))^2``, a sum of
    squares that needs neither ``pi`` nor any subtraction of large numbers."""
    V = V - np.outer(s, s @ V)
    scale = np.linalg.norm(V, axis=0)
    V = V[:, scale > 1e-280]
    if V.shape[1] == 0:
        return np.full(1, math.nan), np.zeros((s.size, 1))
    # an orthonormal basis of the span (a degenerate cluster's vectors can be dependent once
    # sqrt(pi) is deflated): singular vectors above 1e-8 of the largest
    U, sv, _ = np.linalg.svd(V / np.linalg.norm(V, axis=0), full_matrices=False)
    Q = U[:, sv > 1e-8 * sv[0]]
    Q = Q - np.outer(s, s @ Q)
    k = Q.shape[1]
    E = np.zeros((k, k))
    for r, c, a, b in _sym_edges(P):
        D = a[:, None] * Q[r] - b[:, None] * Q[c]
        E += D.T @ D
    E *= 0.5
    if k == 1:
        return np.array([E[0, 0] / float(Q[:, 0] @ Q[:, 0])]), Q / np.linalg.norm(Q[:, 0])
    mu, C = np.linalg.eigh(0.5 * (E + E.T))
    return mu, Q @ C


def _cluster_size(g: np.ndarray, tau: float, k_max: int = 12) -> int:
    """How many of the smallest computed eigenvalues ``g`` (ascending) of ``I - S`` to refine
    together: the ``k`` that best separates them from the next, ``(g_k - tau) / (g_{k-1} + 2 tau)``
    (``tau`` each one's error), at least 1."""
    best, best_k = -math.inf, 1
    for k in range(1, min(k_max, g.size - 1) + 1):
        nxt = g[k] - tau
        score = nxt / (max(g[k - 1], 0.0) + 2 * tau)
        if score > best:
            best, best_k = score, k
    return best_k


def _cluster_ritz(P, law, V: np.ndarray, rest_lower: float):
    """``(theta_1, lower, upper)`` for the smallest eigenvalue ``lambda_1`` of ``I - S`` on
    ``s``'s complement from the cluster of computed eigenvectors ``V``, given a lower bound
    ``rest_lower`` on the eigenvalues outside the cluster.

    ``theta_1 >= lambda_1`` (Cauchy interlacing). With the Ritz vectors' block residual
    ``R`` and ``eta = rest_lower - theta_k > 0``, ``|lambda_j - theta_j| <= ||R||^2 / eta``
    (the quadratic residual bound for Hermitian matrices: R. Mathias, SIAM J. Matrix Anal.
    Appl. 19 (1998); C.-K. Li and R.-C. Li, Linear Algebra Appl. 395 (2005)). The Dirichlet
    form is a sum of squares of differences ``a v(x) - b v(y)``, each rounded by at most
    ``2u (|a v(x)| + |b v(y)|)``: an absolute ``4 u sqrt(2 theta) + 8 u^2`` on a unit vector.
    Both ends are widened by that, by ``pi``'s deflation (:func:`_pi_part`) and by the
    kernel's own rounding (:func:`exact._rounding.gap_rounding`). None when the Ritz
    values are not finite and positive."""
    theta, X = _sym_ritz(P, _sqrt_pi(law), V)
    if not np.all(np.isfinite(theta)) or theta[0] <= 0:
        return None
    th = float(theta[0])
    r2 = 0.0
    for j in range(theta.size):
        x = X[:, j]
        r2 += float(np.sum((_sym_laplacian_apply(P, x) - theta[j] * x) ** 2))
    eta = rest_lower - float(theta[-1])
    below = r2 / eta if eta > 0 else math.inf
    slack = 4 * _U * math.sqrt(2 * th) + 8 * _U * _U + _pi_part(law, th) + gap_rounding(P, th)
    return th, max(th - below - slack, 0.0), th + slack


def _pi_part(law: StationaryLaw, gap: float) -> float:
    """The refined gap's error from ``pi``'s (which enters only through the deflation of the
    Perron vector ``sqrt(pi)``, to second order) and from the sums' round-off."""
    rho = law.max_relative_residual if math.isfinite(law.max_relative_residual) else 0.0
    return gap * (rho * rho + 100.0 * _U)


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

    A chain whose gap is small and known to less than ``1e-9`` relative is refined on its
    wells (:mod:`exact._harmonic_ritz`), when that is affordable and its error is the
    smaller: reversible chains by Rayleigh-Ritz on the harmonic extensions (an interval
    relative to the gap), non-reversible ones by the trace chain's pencil (a first-order
    error estimate, named in ``method``). The gap's interval, whether it is a bound, and how
    it was obtained are in ``gap_lower``, ``gap_upper`` (and their logarithms),
    ``gap_certified`` and ``gap_note`` (module docstring).
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
                               gap_error=0.0, gap_lower=1.0, gap_upper=1.0, log_gap=0.0, log_gap_lower=0.0,
                               log_gap_upper=0.0, gap_certified=True, gap_note="one state")
    if method == "lanczos" and not rev.reversible:
        raise InvalidInputError(f"method='lanczos' needs a reversible kernel; this one is not ({rev.detail})")
    if rev.reversible and (method == "lanczos" or (method == "krylov" and _psd_random_scan(P) and N > LANCZOS_MIN)):
        path = _reversible_lanczos
    elif rev.reversible:
        path = _reversible_dense if method == "dense" else _reversible_krylov
    else:
        path = _nonreversible_dense if method == "dense" else _nonreversible_krylov
    if path is _nonreversible_dense:
        lam2, lam_star, gap, err, used, iv = path(P, law, allow_mp=log_moves is None)
    else:
        lam2, lam_star, gap, err, used, iv = path(P, law)
    log_gap = None
    d = _period(P, N)
    if d > 1:
        lam_star, gap, log_gap = 1.0, 0.0, -math.inf
        iv = _Interval(0.0, 0.0, -math.inf, -math.inf, True, (
            f"periodic with period {d}: e^(2 pi i/{d}) is an eigenvalue, so lambda_star = 1 and the absolute gap is 0 "
            "exactly (the chain does not converge from a point mass; a lazy version of it does)"))
        used += f" (periodic, period {d})"
    if d == 1 and (rev.reversible and lam_star == lam2 or not rev.reversible) and gap < REFINE_GAP \
            and not iv.relative_width(gap) <= _hr.RELATIVE_TARGET:
        hr = _metastable_refine(P, law, N, gap, max(err, gap - iv.lower, iv.upper - gap), log_moves,
                                reversible=rev.reversible)
        if hr is not None:
            gap, log_gap = hr.gap, hr.log_gap
            h_iv = _Interval.logs(hr.log_lower, hr.log_upper, certified=hr.certified, how=(
                f"harmonic-extension Ritz on {hr.n_wells} wells, theta_1/(1 + theta_1 max h) <= gap <= theta_1"
                if rev.reversible else f"trace-chain pencil on {hr.n_wells} wells (a first-order estimate)"))
            iv = iv.intersect(h_iv) if iv.certified and h_iv.certified else h_iv
            lam_star = 1.0 - gap
            lam2 = lam_star if rev.reversible else max(lam2, lam_star)
            used += (" + harmonic-extension Ritz (metastable wells)" if rev.reversible else
                     " + trace-chain pencil on the wells (first-order error estimate)")
    # (not for a matrix whose entries underflow, given with its log_moves: mpmath would see zeros)
    if d == 1 and method == "dense" and log_moves is None:
        mp = _mp_refine(P, rev.reversible, lam2, lam_star, gap, log_gap, iv, N)
        if mp is not None:
            lam2, lam_star, gap, log_gap, iv, how = mp
            used += how
    lam2, lam_star, gap, _ = _clip_to_unit_disc(lam2, lam_star, gap, 0.0)
    if log_gap is None:
        log_gap = _ln(gap)
    err = max(gap - iv.lower, iv.upper - gap)
    if err == 0 and d == 1:   # both ends below float64's range: the logarithms carry the interval
        err = float(np.finfo(float).tiny)
    t_rel = math.inf if gap <= 0 else 1.0 / gap
    rev_gap = ps_gap = ps_k = None
    gammas = gamma_err = None
    if not rev.reversible and nonreversible_k:
        try:
            gammas, gamma_err = _multiplicative_gaps(P, law, k_max=nonreversible_k, method=method)
        except (ArpackError, np.linalg.LinAlgError) as e:  # ArpackNoConvergence is an ArpackError

            warnings.warn(ConvergenceWarning(
                f"the multiplicative reversibilizations (P*)^k P^k did not converge ({type(e).__name__}), so the "
                "reversibilization and pseudo-spectral gaps are not reported (the spectral gap above does not use them)",
                residual=float("nan")), stacklevel=2)
    if gammas is not None:
        rev_gap = gammas[0]
        ratios = [g / (k + 1) for k, g in enumerate(gammas)]
        ps_k = int(np.argmax(ratios)) + 1
        ps_gap = float(ratios[ps_k - 1])
    note = iv.how + ("" if iv.log_lower > -math.inf or d > 1 else
                     "; the interval reaches 0 (the gap is not resolved): it is an upper bound only, and no mixing "
                     "upper bound is built from it")
    return SpectralSummary(
        n_states=N, reversible=rev.reversible, detailed_balance_residual=res,
        lambda_2=float(lam2), lambda_star=float(lam_star), spectral_gap=float(gap),
        relaxation_time=float(t_rel), method=used, reversibilization_gap=rev_gap,
        pseudo_spectral_gap=ps_gap, pseudo_spectral_k=ps_k, reversibility_rule=rev.rule,
        gap_error=float(err), multiplicative_gaps=None if gammas is None else tuple(gammas),
        gap_lower=float(iv.lower), gap_upper=float(iv.upper), log_gap=float(log_gap),
        log_gap_lower=float(iv.log_lower), log_gap_upper=float(iv.log_upper), gap_certified=bool(iv.certified),
        gap_note=note, multiplicative_gap_errors=None if gamma_err is None else tuple(gamma_err),
    )


MP_REVERSIBLE_MAX = 64   # reversible chains up to this size whose gap float64 leaves unresolved: mpmath


def _mp_refine(P, reversible: bool, lam2, lam_star, gap, log_gap, iv: _Interval, N: int):
    """The gap of a small chain in mpmath (:mod:`exact._mp_spectrum`) where float64 left it
    unresolved (a reversible chain whose interval still reaches 0) or estimated it poorly (a
    non-reversible one of at most :data:`MP_EIG_MAX` states whose error is above
    :data:`MP_EIG_ERR` or ``1e-6`` of the gap): ``(lam2, lam_star, gap, log_gap, interval,
    method note)`` when that is narrower, else None."""
    import mpmath

    hint = log_gap if log_gap is not None and math.isfinite(log_gap) else (
        iv.log_upper if math.isfinite(iv.log_upper) else None)
    if reversible:
        if iv.log_lower > -math.inf or N > MP_REVERSIBLE_MAX or lam_star != lam2:
            return None
        out = _mps.reversible_gap(P, log_gap_hint=hint)
        if out is None:
            return None
        g, e, dps = out
        with mpmath.workdps(dps):
            lo = float(mpmath.log(g - e)) if g > e else -math.inf
            new = _Interval.logs(lo, float(mpmath.log(g + e)), certified=True, how=(
                f"{dps}-digit eigenvalues of the kernel rebuilt from the logits (Weyl)"))
            lg = float(mpmath.log(g))
        return 1.0 - float(g), 1.0 - float(g), float(g), lg, new, f" + {dps}-digit eigsy (unresolved in float64)"
    width = iv.relative_width(gap, log_gap)
    if N > MP_EIG_MAX or not (max(gap - iv.lower, iv.upper - gap) > MP_EIG_ERR or width > _hr.RELATIVE_TARGET):
        return None
    out = _mp_nonreversible(P, gap, hint)
    if out is None:
        return None
    l2, star, g, e, lg, rel, new, dps = out
    if not new.relative_width(g, lg) < width:
        return None
    return l2, star, g, lg, new, f" + {dps}-digit eig (ill-conditioned)"


def _period(P, N: int) -> int:
    """The period of the irreducible chain ``P``: the gcd over its moves ``x -> y`` of
    ``level(x) + 1 - level(y)`` (``level`` the breadth-first distance from state 0); 1 as soon
    as some state holds (``P(x, x) > 0``), which every Glauber kernel does (its own token has
    positive probability), and for an operator without entries."""
    from scipy.sparse import csgraph

    if is_glauber(P) or not has_edges(P):
        return 1
    M = as_sparse_or_dense(P)
    if M is None:
        M = as_dense(P)
    if np.any(np.asarray(M.diagonal()) > 0):
        return 1
    parts = list(offdiag_chunks(P))
    r = np.concatenate([p[0] for p in parts]) if parts else np.zeros(0, dtype=np.int64)
    c = np.concatenate([p[1] for p in parts]) if parts else np.zeros(0, dtype=np.int64)
    G = sp.csr_matrix((np.ones(r.size), (r, c)), shape=(N, N))
    order, pred = csgraph.breadth_first_order(G, 0, directed=True, return_predecessors=True)
    level = np.full(N, -1, dtype=np.int64)
    level[0] = 0
    for x in order[1:]:
        level[x] = level[pred[x]] + 1
    if np.any(level < 0):
        return 1   # not irreducible: the law's own check speaks for it
    return int(np.gcd.reduce(np.abs(level[r] + 1 - level[c]))) or 1


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
                       reversible: bool = True):
    """The gap by Rayleigh-Ritz on the harmonic extensions from the wells
    (:mod:`exact._harmonic_ritz`) when its error is the smaller: a
    :class:`~exact._harmonic_ritz.HarmonicRitz`, or None."""
    if N > _hr.STATES_MAX:
        return None
    if log_moves is None:
        parts = list(offdiag_chunks(P, log=True))
        edges = tuple(np.concatenate([p[i] for p in parts]) for i in range(3))
    else:
        edges = tuple(np.asarray(a) for a in log_moves)
    model = gap_rounding(P, 1.0)
    return _hr.refine(edges, law, N, gap, err, reversible=reversible, model_error=model)


def _psd_random_scan(P) -> bool:
    # reversible positive conditionals are compatible, so each site update is the
    # pi-orthogonal projection E[f | x_-i]: P is an average of projections (mixed with
    # lazy * I), hence positive semi-definite and lambda_min >= 0.
    return random_scan_kernel(P)


def _reversible_dense(P, law):
    """Dense ``eigh`` of the symmetrized kernel: every eigenvalue within ``tau = 10 N u +``
    the entries' error of a true one (Weyl's inequality: ``||S||_2 = 1`` and a relative
    error ``e`` of the non-negative entries moves ``S`` by at most ``e`` in norm), so
    ``gap +- tau`` is a bound. A gap below :data:`REFINE_GAP` is refined by Rayleigh-Ritz
    on the cluster of the slowest eigenvectors (:func:`_cluster_ritz`), the next computed
    eigenvalue minus ``tau`` bounding the rest of the spectrum from below."""
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
    tau = 10.0 * N * _U + _entries_error(P, law)
    gap = 1.0 - lam_star
    used = "dense eigh (symmetrized)"
    iv = _Interval.around(gap, tau, certified=True, how="dense eigh, every eigenvalue within 10 N u plus the "
                          "entries' error (Weyl)")
    if lam_star == lam2 and gap < REFINE_GAP:
        order = np.argsort(-w)
        g = 1.0 - w[order]                      # computed eigenvalues of I - S, ascending
        k = _cluster_size(g, tau)
        rest = g[k] - tau if k < g.size else math.inf
        ritz = _cluster_ritz(P, law, V[:, order[:k]], rest)
        if ritz is not None:
            th, lo, hi = ritz
            gap = th
            iv = iv.intersect(_Interval.ends(lo, hi, certified=True, how=(
                f"Dirichlet-form Rayleigh-Ritz on the {k} slowest eigenvector(s): interlacing above, the quadratic "
                "residual bound below")))
            lam2 = lam_star = 1.0 - gap
            used += " + Dirichlet-form Rayleigh quotient"
    err = max(gap - iv.lower, iv.upper - gap)
    return lam2, lam_star, gap, err, used, iv


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
    if random_scan_kernel(P):
        return float(N) * P.n * (P.q - 1)
    M = None if is_glauber(P) else as_sparse_or_dense(P)
    return float(M.nnz) if M is not None and is_sparse(M) else float(N) * N


def _diagonal(P, N: int) -> np.ndarray:
    """``P(x, x)`` for every ``x`` (its own entry: unchanged by the symmetrization)."""
    M = as_sparse_or_dense(P)
    if M is None:
        M = as_dense(P)
    return np.asarray(M.diagonal(), dtype=float).reshape(N)


def _reversible_krylov(P, law):
    """Reversible kernel, ARPACK on the deflated symmetrized operator (Rayleigh-Ritz on the
    cluster below ``REFINE_GAP``). Like every path: ``(lam2, lam_star, gap, err, used, iv)``
    with ``err`` covering the interval ``iv`` on both sides (``err >= max(gap - iv.lower,
    iv.upper - gap)``), the error :func:`spectral_summary` hands to the metastable refinement."""
    S, _, s, N = _sym_operator(P, law)
    k = min(4, N - 2)
    vals, vecs = _largest_deflated_sym(S, s, N, k=k, which="LA", vectors=True)
    order = np.argsort(-vals)
    vals, vecs = vals[order], vecs[:, order]
    lam2 = float(vals[0])
    if _psd_random_scan(P):
        lam_min, x_min = 0.0, None
    else:
        v_min, vecs_min = _largest_deflated_sym(S, s, N, which="SA", vectors=True)
        lam_min, x_min = float(v_min[0]), vecs_min[:, 0]
    lam_star = max(abs(lam2), abs(lam_min))
    gap = 1.0 - lam_star
    # ARPACK's residual ||S v - theta v|| bounds |theta - lambda| for a symmetric operator; taken
    # at lambda_min where its modulus sets the gap
    theta, x = (lam_min, x_min) if x_min is not None and abs(lam_min) > abs(lam2) else (vals[0], vecs[:, 0])
    r = float(np.linalg.norm(S(x) - s * (s @ x) - theta * x))
    tau = max(r, 10 * N * _U) + _entries_error(P, law)
    err = tau
    used = "eigsh (symmetrized, deflated)"
    # an estimate: ARPACK's Ritz values are eigenvalues to its tolerance, but it may miss one
    how = "eigsh Ritz value and residual (an estimate: a Krylov solver may miss an eigenvalue)"
    iv = _Interval.around(gap, err, certified=False, how=how)
    if lam_star == lam2 and gap < REFINE_GAP:
        g = 1.0 - vals                          # ascending
        k = _cluster_size(g, tau)
        # every Ritz value returned in the cluster: the rest of the spectrum is not known
        rest = g[k] - tau if k < g.size else -math.inf
        ritz = _cluster_ritz(P, law, vecs[:, :k], rest)
        if ritz is not None:
            th, lo, hi = ritz
            gap = th
            iv = _Interval.ends(lo, hi, certified=False, how=f"{how}; Dirichlet-form Rayleigh-Ritz on {k} Ritz "
                                "vector(s), the next Ritz value bounding the rest")
            err = max(gap - lo, hi - gap)
            lam2 = lam_star = 1.0 - gap
            used += " + Dirichlet-form Rayleigh quotient"
    return lam2, lam_star, gap, err, used, iv


def _reversible_lanczos(P, law):
    """Reversible random-scan kernel: three-vector Lanczos (:mod:`exact._lanczos`) on the
    symmetrized kernel with ``sqrt(pi)`` deflated, in the kernel's dtype, then one product
    in float64 (conditionals from the logits) at the Ritz vector: its Rayleigh quotient is
    the gap and its residual ``r`` the error, ``min(r, r^2/delta)`` (Kato-Temple, ``delta``
    the distance to the next Ritz value), plus the round-off of the float64 sums."""
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
    err = (min(r, r * r / delta) if delta > 0 else r) + rounding + _pi_part(law, gap) + gap_rounding(P, gap)
    lam2 = 1.0 - gap
    iv = _Interval.around(gap, err, certified=False, how="Lanczos Ritz value and residual (an estimate)")
    return lam2, lam2, gap, err, used, iv  # random scan: positive semi-definite, lambda_star = lambda_2


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


def _two_sided_refine(P, law, v: np.ndarray, w: np.ndarray, delta: float):
    """``1 - lambda = <g, (I - P) f> / <g, f>`` and its error estimate, from the right and left
    eigenvectors ``v``, ``w`` of the balanced kernel ``A = D^{1/2} P D^{-1/2}`` (``f = v /
    sqrt(pi)``, ``g = w sqrt(pi)``: the products use ``P``'s moves, without cancellation).

    The two-sided Rayleigh quotient's error is second order: with the residuals ``r``, ``s``
    of unit ``v``, ``w`` *in the balanced basis* (where ``||A||_2 = 1``, so their rounding is at
    least ``4 u`` each) and ``delta`` the distance to the rest of the spectrum,
    ``|mu - mu_true| ~ ||r|| ||s|| / (|<w, v>| delta)``; the first-order ``||r|| / |<w, v>|``
    caps it. (Measured in ``P``'s basis the residuals miss the saddles, where ``pi`` is tiny:
    a planted-margin chain's gap of 1e-200 came out twice too large with a relative error
    estimate of 1e-11.)"""
    sq = _sqrt_pi(law)
    v = np.real(v) - sq * (sq @ np.real(v))      # right and left eigenvectors of lambda != 1: orthogonal to sqrt(pi)
    w = np.real(w) - sq * (sq @ np.real(w))
    v = v / np.linalg.norm(v)
    w = w / np.linalg.norm(w)
    f, g = v / sq, w * sq
    Lf = _laplacian_apply(P, f)
    wv = float(w @ v)
    mu = float(g @ Lf) / wv
    r = max(float(np.linalg.norm(sq * (Lf - mu * f))), 4 * _U)
    sres = max(float(np.linalg.norm((_laplacian_apply_left(P, g) - mu * g) / sq)), 4 * _U)
    first = r / abs(wv)
    second = r * sres / (abs(wv) * delta) if delta > 0 else first
    return mu, min(first, second) + 100.0 * _U * abs(mu)


def _nonreversible_dense(P, law, *, allow_mp: bool = True):
    """Dense ``eig`` of ``A = D^{1/2} P D^{-1/2}`` (built from logarithms; ``||A||_2 = 1`` as
    ``A^T A`` is similar to the stochastic ``P* P``) with ``sqrt(pi)`` deflated: the same
    eigenvalues as ``P``. Two errors, first order (an estimate):

    - the eigensolver's: backward stable in norm for the matrix as LAPACK balances it
      (``B_b = D_b^-1 B D_b``, LAPACK's ``gebal`` scaling), so ``kappa_b 10 N u
      ||B_b||`` with ``kappa_b`` the eigenvalue's normwise condition number in that basis
      (in ``P``'s own basis, or in ``A``'s, the normwise number grows with ``pi``'s range:
      5e24 on ``random_table(3, 3, 8.7, rng=5637)`` at ``T = 0.011``, whose gap was right to
      5e-16, and the old estimate an honest but useless 1; in LAPACK's basis, 1.4);
    - the kernel's own rounding, a relative change of every entry: the componentwise
      condition number ``sum |y| |A| |x| / |y^H x|`` times the entries' error.

    Where ``kappa_b`` is large (a near-defective cluster, whose eigenvalues move like the
    ``k``-th root of a perturbation) the solver's error is measured instead
    (:func:`_perturbed_error`), and a chain of at most :data:`MP_EIG_MAX` states is redone in
    mpmath, whose result is taken when its interval is strictly narrower (relative width; at a
    tie float64's stays)."""
    A = _sym_dense(P, law)
    N = A.shape[0]
    s = _sqrt_pi(law)
    B = A - np.outer(s, s)  # eigenvalue 1 deflated to 0
    with one_blas_thread(N <= 512):
        w, VL, VR = sla.eig(B, left=True, right=True)
        # LAPACK's own scaling (gebal, as geev balances; the permutation is orthogonal and left out)
        Bb, _, _, scale, _ = sla.get_lapack_funcs("gebal", (B,))(B, scale=1, permute=0)
    # drop the deflated eigenvalue, the one nearest 0 (eigenvectors of a non-normal matrix
    # need not be near-orthogonal, so matching sqrt(pi) could pick another)
    k = int(np.argmin(np.abs(w)))
    keep = np.ones(N, dtype=bool)
    keep[k] = False
    w, VL, VR = w[keep], VL[:, keep], VR[:, keep]
    lam2 = float(np.max(w.real))
    j = int(np.argmax(np.abs(w)))
    lam_star = float(np.abs(w[j]))
    yl, xr = VL[:, j], VR[:, j]
    # every eigenvalue's condition numbers, as the error of lambda_star (a maximum of moduli) is
    # that of any eigenvalue whose interval reaches the top: random_pairwise(2, 3, 1.0,
    # rng=1218) at T = e^-5 has a near Jordan block at 2/3 split by 4e-9, which float64 gave
    # as a well-conditioned 2/3 (kappa_b 1.5) beside two of kappa_b 3e7
    yx = np.maximum(np.abs(np.einsum("ij,ij->j", VL.conj(), VR)), 1e-300)
    # a condition number beyond float64 (table(4, 2) at T = 0.005: balancing scales of 1e200) is
    # inf: the error is then measured (below) or redone in mpmath, never a warning
    with np.errstate(over="ignore", divide="ignore", invalid="ignore"):
        conds = (np.abs(VL).T @ np.abs(A) @ np.abs(VR)).diagonal() / yx                        # componentwise
        kappas = np.linalg.norm(VL * scale[:, None], axis=0) * np.linalg.norm(VR / scale[:, None], axis=0) / yx
    conds, kappas = np.nan_to_num(conds, nan=np.inf), np.nan_to_num(kappas, nan=np.inf)
    e_solve = 10 * N * _U * float(np.linalg.norm(Bb, 2))
    errs = np.maximum(conds, 1.0) * _entries_error(P, law) + kappas * e_solve
    near = (np.abs(w) + errs >= lam_star - errs[j]) | (w.real + errs >= lam2 - errs[int(np.argmax(w.real))])
    err = float(errs[near].max())
    cond = float(conds[j])
    defective = False
    if float(kappas[near].max()) > KAPPA_MEASURE:   # first order may not hold (a near-defective cluster): measure
        e_meas, power = _perturbed_error(Bb, w, j, e_solve)
        err, defective = max(err, e_meas), power < 0.9
    gap = 1.0 - lam_star
    used = "dense eig (balanced, deflated)"
    how = "dense eig, the eigenvalue's condition number times the backward error and the entries' error (an estimate)"
    # eigenvalues float64 cannot tell from 1: refining one of them says nothing of the others
    unresolved = int(np.sum(1.0 - np.abs(w) <= 2 * err))
    if gap < REFINE_GAP and unresolved <= 1 and abs(w[j].imag) <= _U and w[j].real > 0 and s.min() > 1e-150:
        others = np.delete(w, j)
        delta = float(np.min(np.abs(others - w[j]))) if others.size else 1.0
        mu, e2 = _two_sided_refine(P, law, xr, yl, delta)
        if math.isfinite(mu) and mu > 0 and e2 < err:
            gap, err = mu, e2 + gap_rounding(P, mu) * max(cond, 1.0)
            lam_star = 1.0 - gap
            lam2 = max(lam2, lam_star) if lam2 >= 1.0 - REFINE_GAP else lam2
            used += " + two-sided Rayleigh quotient"
            how = "two-sided Rayleigh quotient, second-order residual estimate (an estimate)"
    iv = _Interval.around(gap, err, certified=False, how=how)
    if defective and N <= MP_EIG_MAX and allow_mp:   # a near Jordan block: float64 is off by (N u)^(1/k); mpmath is not
        mp = _mp_nonreversible(P, gap, None)
        if mp is not None and mp[6].relative_width(mp[2], mp[4]) < iv.relative_width(gap):
            lam2, lam_star, gap, _, _, _, iv, dps = mp
            err = max(gap - iv.lower, iv.upper - gap)
            used += f" + {dps}-digit eig (near-defective)"
    return lam2, lam_star, gap, err, used, iv


PERTURB = (1e-10, 1e-7)   # normwise changes of the balanced matrix (relative to its norm) by which the error is measured
KAPPA_MEASURE = 1e4       # balanced condition numbers above this: the solver's error is measured


def _perturbed_error(Bb: np.ndarray, w: np.ndarray, j: int, e0: float) -> tuple[float, float]:
    """The change of ``lambda_star`` and ``lambda_2`` when the balanced matrix ``Bb`` moves by
    ``e ||Bb|| E`` (``E`` fixed random signs over ``sqrt(N)``) at the two sizes of
    :data:`PERTURB`, extrapolated to the solver's backward error ``e0`` with the exponent the
    two changes show: 1 for a simple eigenvalue, ``1/k`` for a near Jordan block of size ``k``
    (``random_pairwise(3, 3, 13.6, rng=5115)`` at ``T = 0.0089``: float64 put ``lambda_star =
    2/3`` 1.1e-6 off), times 10 (the solver's own perturbation is not the random one).
    ``(error, exponent)``; an estimate, by experiment."""
    N = Bb.shape[0]
    E = np.where(np.random.default_rng(0).random(Bb.shape) < 0.5, -1.0, 1.0) / math.sqrt(N)
    nb = float(np.linalg.norm(Bb, 2))
    base = (float(np.abs(w[j])), float(np.max(w.real)))
    changes = []
    for e in PERTURB:
        wp = sla.eigvals(Bb + (e * nb) * E)
        wp = np.delete(wp, int(np.argmin(np.abs(wp))))
        changes.append(max(abs(float(np.max(np.abs(wp))) - base[0]), abs(float(np.max(wp.real)) - base[1])))
    d1, d2 = changes
    if d1 <= 0 or d2 <= 0:
        return 0.0, 1.0
    p = min(max(math.log(d2 / d1) / math.log(PERTURB[1] / PERTURB[0]), 1.0 / N), 1.0)
    return 10.0 * d1 * (e0 / (PERTURB[0] * nb)) ** p, p


def _mp_nonreversible(P, gap: float, log_gap: float | None):
    """A small non-reversible spectrum in mpmath from the model's own chain
    (:func:`exact._mp_spectrum.nonreversible_spectrum`): float64 ``eig`` is backward stable
    in norm, so a near-defective cluster (a near Jordan block of size ``k``) moves by
    ``(N u)^(1/k)``: ``random_table(4, 2, 40.0, rng=0)`` at ``T = 0.5`` gave ``lambda_star =
    0.5000379`` against the true 0.5000120 (a cluster 0.50001197 +- 1.2e-5 i and 0.5). At
    ``dps`` digits and ``dps + 30`` the kernel rebuilt from the logits, the error estimate
    twice the change; the digits grow when mpmath's QR stalls (``planted_margin(4, 2, 14.37,
    scale=9.82, rng=9459)`` at ``T = 0.0224`` failed at 50). None when mpmath fails."""
    hint = log_gap if log_gap is not None else (math.log(gap) if gap > 0 else None)
    out = _mps.nonreversible_spectrum(P, log_gap_hint=hint)
    if out is None:
        return None
    lam2, star, g, e, dps = out
    import mpmath

    with mpmath.workdps(dps):
        lg = float(mpmath.log(g)) if g > 0 else -math.inf
        rel = e / g if g > 0 else mpmath.inf
        lo = float(mpmath.log(g - e)) if g > e else -math.inf
        hi = float(mpmath.log(g + e))
    return lam2, star, float(g), float(e), lg, rel, _Interval.logs(
        lo, hi, certified=False, how=f"{dps}-digit eig of the kernel rebuilt from the logits, error twice the change "
        "at 30 more digits (an estimate)"), dps


def _nonreversible_krylov(P, law):
    """Left and right Krylov-Schur runs and the two-sided Rayleigh quotient
    (:mod:`exact._nonreversible_krylov`), plus the kernel's own rounding
    (:func:`exact._rounding.log_rounding`); a space too small for a Krylov basis is done densely."""
    _, _, N = as_operator(P)
    if N <= _nrk.SMALL:
        return _nonreversible_dense(P, law)
    lam2, lam_star, gap, err, used = _nrk.nonreversible_krylov(P, law)
    err += log_rounding(P)
    return lam2, lam_star, gap, err, used, _Interval.around(
        gap, err, certified=False, how="Krylov-Schur left and right runs, two-sided Rayleigh quotient (an estimate)")


# ---------------------------------------------------------------------- reversibilizations
def multiplicative_gaps(P, pi=None, *, k_max: int = 8, method: str = "auto") -> list[float]:
    """``gamma_k`` = spectral gap of ``(P*)^k P^k`` for ``k = 1..k_max``.

    ``gamma_1`` is the gap of the multiplicative reversibilization. Computed as
    ``1 - sigma_2(A^k)^2`` with ``A = D^{1/2} P D^{-1/2}`` (built from logarithms). Their
    errors (for the bounds built from them) come with :func:`spectral_summary`
    (``multiplicative_gap_errors``).
    """
    k_max = check_int(k_max, "k_max", minimum=1)
    law = as_law(P, pi)
    return _multiplicative_gaps(P, law, k_max=k_max, method=method)[0]


def _multiplicative_gaps(P, law, *, k_max: int, method: str) -> tuple[list[float], list[float]]:
    """``(gammas, errors)``. ``||A||_2 = 1`` and the top singular pair ``(s, s)`` is removed, so
    ``B = A - s s^T`` has ``||B||_2 <= 1``; a change ``e`` of ``B`` (the float64 products and
    SVD, ``10 N u`` each, and the entries' own error) moves ``||B^k||`` by at most ``k e``,
    hence ``gamma_k = 1 - ||B^k||^2`` by at most ``2 k e``. Krylov adds ARPACK's tolerance."""
    _, _, N = as_operator(P)
    if method == "auto":
        method = "dense" if N <= DENSE_MAX else "krylov"
    e = _entries_error(P, law)
    gammas, errors = [], []
    if method == "dense":
        Ad = _sym_dense(P, law)
        s = _sqrt_pi(law)
        Bd = Ad - np.outer(s, s)  # remove the top singular pair (s, s) exactly
        Bk = np.eye(N)
        for k in range(1, k_max + 1):
            Bk = Bk @ Bd
            sv = np.linalg.svd(Bk, compute_uv=False)
            gammas.append(_unit(1.0 - (sv.max() ** 2 if N > 1 else 0.0)))
            errors.append(2 * k * (10 * N * _U + e))
        return gammas, errors
    S, ST, s, _ = _sym_operator(P, law)
    e_entries = 2 * (10 * N * _U + e)
    if N > _nrk.SMALL:   # Ritz values of symmetric runs: within the residual (<= SYM_TOL) of the eigenvalue
        try:
            tops = _nrk.reversibilization_tops(S, ST, s, N, k_max)
        except np.linalg.LinAlgError:
            tops = None   # a run that did not converge (clustered singular values at low T): ARPACK below
        if tops is not None:
            return ([_unit(1.0 - lam) for lam in tops],
                    [k * e_entries + 10 * _nrk.SYM_TOL for k in range(1, len(tops) + 1)])
    tol = 1e-11
    for k in range(1, k_max + 1):
        def op(v, k=k):
            for _ in range(k):
                v = S(v)
            for _ in range(k):
                v = ST(v)
            return v

        lam = float(_largest_deflated_sym(op, s, N, which="LA", tol=tol)[0])
        gammas.append(_unit(1.0 - lam))  # round-off: in [0, 1]
        errors.append(2 * k * (10 * N * _U + e) + 10 * tol)
    return gammas, errors


# ---------------------------------------------------------------------- bounds
def reversible_mixing_bounds(relaxation_time: float, pi_min: float, eps: float = 0.25, *,
                             log_pi_min: float | None = None) -> tuple[float, float]:
    """``((t_rel - 1) ln(1/(2 eps)), t_rel ln(1/(eps pi_min)))`` for reversible chains
    (``log_pi_min`` instead of ``pi_min`` when ``pi_min`` underflows), at a relaxation time
    known exactly; :func:`spectral_mixing_bounds` takes the gap's interval instead. The
    formulas are :func:`toolkit.theory.reversible_lower_bound` and
    :func:`toolkit.theory.reversible_upper_bound`."""
    eps = check_eps(eps)
    lpm = math.log(pi_min) if log_pi_min is None else float(log_pi_min)
    return reversible_lower_bound(relaxation_time, eps), reversible_upper_bound(relaxation_time, lpm, eps)


def nonreversible_mixing_upper_bound(gammas, pi_min: float, eps: float = 0.25, *,
                                     log_pi_min: float | None = None, gamma_errors=None,
                                     pi_relative_error: float = 0.0) -> tuple[float, int]:
    """``min_k k * ceil(ln(1/(4 eps^2 pi_min)) / -ln(1 - gamma_k))`` and the minimizing ``k``.

    ``gammas[k-1]`` is the gap of ``(P*)^k P^k`` (see :func:`multiplicative_gaps`).
    Valid for any irreducible aperiodic chain (module docstring). With ``gamma_errors``
    each ``gamma_k`` is replaced by the lower end of its interval, ``gamma_k - error_k``
    (a ``k`` whose interval reaches 0 gives no bound), and ``pi_min`` by ``pi_min (1 -
    pi_relative_error)``; ``(inf, None)`` when no ``k`` is left. The formula is
    :func:`toolkit.theory.nonreversible_upper_bound` (in ``ln pi_min``).
    """
    lpm = math.log(pi_min) if log_pi_min is None else float(log_pi_min)
    return nonreversible_upper_bound(gammas, lpm, eps, gamma_errors=gamma_errors, pi_relative_error=pi_relative_error)


@dataclass(frozen=True)
class SpectralBounds:
    """Bounds on ``t_mix(eps)`` from a gap's interval: ``lower``/``upper`` (None when not
    given or beyond float64's range), their natural logarithms (``log_lower``,
    ``log_upper``: finite where the bound overflows), what they are (``kind``) and why one
    is missing (``note``)."""

    lower: float | None
    upper: float | None
    log_lower: float | None
    log_upper: float | None
    kind: str
    note: str = ""


def _float_or_none(log_value: float | None) -> float | None:
    if log_value is None or not log_value < 709.0:
        return None
    return math.exp(log_value) if log_value > -math.inf else 0.0


def spectral_mixing_bounds(log_gap_lower: float, log_gap_upper: float, log_pi_min: float, eps: float = 0.25, *,
                           reversible: bool = True, pi_relative_error: float = 0.0, gammas=None,
                           gamma_errors=None) -> SpectralBounds:
    """The spectral bounds on ``t_mix(eps)`` from *intervals*, never from a point estimate.

    ``log_gap_lower``/``log_gap_upper``: the logarithms of the ends of the absolute gap's
    interval (``-inf`` for a lower end of 0). Lower bound, any chain: ``(1/gap - 1)
    ln(1/(2 eps)) <= t_mix`` (``|lambda|^t <= 2 d(t)``, Levin-Peres-Wilmer (12.13)), taken at the
    interval's upper end. Upper bound: reversible chains, ``t_mix <= ln(1/(eps pi_min)) / gap``
    (Thm 12.4) at the interval's lower end and at ``pi_min (1 - pi_relative_error)``, given
    only when that end is above 0; non-reversible ones, Paulin's bound from ``gammas`` at the
    lower ends of their intervals (:func:`nonreversible_mixing_upper_bound`). A bound beyond
    float64's range keeps its logarithm.

    >>> b = spectral_mixing_bounds(math.log(0.1), math.log(0.1), math.log(0.25), 0.25)
    >>> round(b.lower, 6), round(b.upper, 6)          # t_rel = 10: 9 ln 2, 10 ln 16
    (6.238325, 27.725887)
    >>> spectral_mixing_bounds(-math.inf, math.log(1e-20), math.log(0.25)).upper is None
    True
    """
    eps = check_eps(eps)
    notes = []
    log_lo = log_reversible_lower_bound(log_gap_upper, eps)
    log_hi = integer_hi = None
    if reversible:
        kind = "reversible spectral bounds (t_rel, from the gap's interval)"
        if log_gap_lower > -math.inf:
            log_hi = log_reversible_upper_bound(log_gap_lower, log_pi_min, eps, pi_relative_error=pi_relative_error)
        else:
            notes.append("no t_mix upper bound: the gap's interval reaches 0 (gap - gap_error <= 0), so no relaxation "
                         "time is certified")
    else:
        kind = "pseudo-spectral upper bound (Paulin, from the gamma_k intervals)"
        if gammas is not None:
            hi, k = nonreversible_mixing_upper_bound(gammas, math.exp(max(log_pi_min, -745.0)), eps,
                                                     log_pi_min=log_pi_min, gamma_errors=gamma_errors,
                                                     pi_relative_error=pi_relative_error)
            if k is not None and math.isfinite(hi):
                log_hi = math.log(hi) if hi > 0 else -math.inf
                integer_hi = hi   # k ceil(...): an integer, not exp(ln) of it (29 came back 29.000000000000004)
                kind = f"pseudo-spectral upper bound (Paulin, k={k}, from the gamma_k intervals)"
            else:
                notes.append("no t_mix upper bound: every gamma_k's interval reaches 0 (gamma_k - error_k <= 0)")
        else:
            notes.append("no t_mix upper bound: the multiplicative gaps gamma_k were not computed")
    for name, lv in (("lower", log_lo), ("upper", log_hi)):
        if lv is not None and not lv < 709.0:
            notes.append(f"the {name} bound exceeds float64's range: ln t_mix {name} bound = {lv:.6g}")
    upper = integer_hi if integer_hi is not None else _float_or_none(log_hi)
    return SpectralBounds(_float_or_none(log_lo), upper, log_lo, log_hi, kind, "; ".join(notes))
