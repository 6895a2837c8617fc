"""Eigenvalues, spectral gaps, reversibility and the spectral mixing bounds.

Definitions (``P`` irreducible and aperiodic, stationary law ``pi``):

- ``lambda_2``: largest real part among the non-unit eigenvalues; ``lambda_star``:
  largest modulus among them; absolute spectral gap ``1 - lambda_star``, relaxation
  time ``t_rel = 1 / (1 - lambda_star)``.
- Reversible (detailed balance ``pi(x) P(x,y) = pi(y) P(y,x)``; we report the L1
  residual ``sum_{x,y} |pi(x)P(x,y) - pi(y)P(y,x)|``):
  ``(t_rel - 1) ln(1/(2 eps)) <= t_mix(eps) <= t_rel ln(1/(eps pi_min))``
  (Levin-Peres-Wilmer, Thms 12.4 and 12.5).
- Non-reversible: with ``P*(x,y) = pi(y)P(y,x)/pi(x)`` and ``gamma_k`` the spectral gap
  of the reversible kernel ``(P*)^k P^k`` (``k = 1`` is the multiplicative
  reversibilization ``P* P``, whose gap equals that of ``P P*``), the pseudo-spectral gap
  (Paulin 2015) is ``gamma_ps = max_k gamma_k / k``. For densities ``h`` in
  ``L2(pi)``, ``||(P*)^k h - 1|| <= (1 - gamma_k)^{1/2} ||h - 1||``, and a point mass at
  ``x`` has ``||h - 1||^2 <= 1/pi(x)``, so
  ``d(t) <= (1/2) (1 - gamma_k)^{floor(t/k)/2} / sqrt(pi_min)`` and
  ``t_mix(eps) <= min_k k * ceil(ln(1/(4 eps^2 pi_min)) / -ln(1 - gamma_k))``
  (``<= (1 + ln(1/(4 eps^2 pi_min))) / gamma_ps``; Paulin's Prop. 3.4 at ``eps = 1/4``).

Two-state example: ``P = [[1-p, p], [r, 1-r]]`` has eigenvalues ``1`` and ``1 - p - r``:

>>> import numpy as np
>>> s = spectral_summary(np.array([[0.9, 0.1], [0.3, 0.7]]))
>>> round(s.lambda_star, 12), round(s.relaxation_time, 12), s.reversible
(0.6, 2.5, True)
"""

from __future__ import annotations

import math

import numpy as np
import scipy.sparse as sp
from scipy.sparse.linalg import LinearOperator, eigs, eigsh

from toolkit._validation import check_eps, check_int
from toolkit.results import SpectralSummary

from ._linalg import as_dense, as_operator, as_sparse_or_dense, one_blas_thread
from .kernel import GlauberKernel
from .stationary import stationary

DENSE_MAX = 256
REVERSIBLE_ATOL = 1e-9


# ---------------------------------------------------------------------- reversibility
def detailed_balance_residual(P, pi=None) -> float:
    """``sum_{x,y} |pi(x) P(x,y) - pi(y) P(y,x)|`` (0 iff reversible; at most 2)."""
    if pi is None:
        pi = stationary(P)
    pi = np.asarray(pi, dtype=float)
    if isinstance(P, GlauberKernel) and P.is_random_scan:
        return _db_residual_glauber(P, pi)
    M = as_sparse_or_dense(P)
    if M is None:
        M = as_dense(P)
    if sp.issparse(M):
        F = sp.diags(pi) @ M
        return float(abs(F - F.T).sum())
    F = pi[:, None] * M
    return float(np.abs(F - F.T).sum())


def _db_residual_glauber(K: GlauberKernel, pi: np.ndarray) -> float:
    # Off-diagonal flows only happen along one site: x = (l, c, r) -> y = (l, a, r),
    # flow pi(l,c,r) C_i[l,a,r] / n. Laziness scales all off-diagonal flows equally.
    total = 0.0
    scale = (1 - K.lazy) / K.n
    for i in range(K.n):
        C = K.site_conditionals(i)
        p3 = pi.reshape(C.shape)
        # chunk over the left axis to bound memory (q x q per context)
        step = max(1, (1 << 22) // (C.shape[1] ** 2 * C.shape[2]))
        for lo in range(0, C.shape[0], step):
            F = p3[lo:lo + step, :, None, :] * C[lo:lo + step, None, :, :]
            total += float(np.abs(F - F.transpose(0, 2, 1, 3)).sum())
    return total * scale


def is_reversible(P, pi=None, *, atol: float = REVERSIBLE_ATOL) -> bool:
    """Detailed balance up to ``atol`` (L1 residual)."""
    return detailed_balance_residual(P, pi) <= atol


# ---------------------------------------------------------------------- eigenvalues
def eigenvalues(P) -> np.ndarray:
    """All eigenvalues of a (small) kernel, sorted by decreasing modulus (dense)."""
    vals = np.linalg.eigvals(as_dense(P))
    return vals[np.argsort(-np.abs(vals), kind="stable")]


def _drop_unit(vals: np.ndarray) -> np.ndarray:
    k = int(np.argmin(np.abs(vals - 1.0)))
    return np.delete(vals, k)


def _sym_operators(P, pi):
    """``A = D^{1/2} P D^{-1/2}`` and ``A^T`` as functions (``D = diag(pi)``)."""
    Pop, PT, N = as_operator(P)
    s = np.sqrt(pi)

    def A(f):
        return s * (Pop @ (f / s))

    def AT(g):
        return (PT @ (s * g)) / s

    return A, AT, s, N


def _largest_deflated_sym(apply, s, N, *, which="LA", tol=1e-11) -> float:
    """Extreme eigenvalue of a symmetric operator with the unit eigenvector ``s`` deflated."""
    def mv(v):
        return apply(v) - s * (s @ v)

    op = LinearOperator((N, N), matvec=mv, dtype=float)
    v0 = np.cos(np.arange(N) * 1.3 + 0.1)
    v0 -= s * (s @ v0)
    with one_blas_thread():
        vals = eigsh(op, k=1, which=which, v0=v0, tol=tol, maxiter=max(5000, 10 * N),
                     return_eigenvectors=False)
    return float(vals[0])


def spectral_summary(P, pi=None, *, method: str = "auto", reversible: bool | None = None,
                     nonreversible_k: int = 8, db_atol: float = REVERSIBLE_ATOL) -> SpectralSummary:
    """``lambda_2``, ``lambda_star``, absolute gap and relaxation time, plus reversibility.

    For non-reversible kernels also the reversibilization gap (gap of ``P P*``) and the
    pseudo-spectral gap over ``k = 1..nonreversible_k``, which give the mixing bounds.

    ``method``: ``"dense"`` (all eigenvalues), ``"krylov"`` (ARPACK on a deflated
    operator; symmetrized ``eigsh`` when reversible), or ``"auto"`` (dense up to 256 states).
    """
    _, _, N = as_operator(P)
    if pi is None:
        pi = stationary(P)
    pi = np.asarray(pi, dtype=float)
    res = detailed_balance_residual(P, pi)
    if reversible is None:
        reversible = res <= db_atol
    if method == "auto":
        method = "dense" if N <= DENSE_MAX else "krylov"
    if N == 1:
        return SpectralSummary(1, True, 0.0, 0.0, 0.0, 1.0, 1.0, method)
    if method == "dense":
        with one_blas_thread(N <= 512):
            if reversible:
                # D^{1/2} P D^{-1/2} has entries sqrt(P(x,y) P(y,x)) under detailed balance:
                # symmetric without dividing by a tiny pi, and eigvalsh is fast and exactly real
                Pd = as_dense(P)
                vals = _drop_unit(np.linalg.eigvalsh(np.sqrt(Pd * Pd.T)))
                used = "dense eigvalsh (symmetrized)"
            else:
                vals = _drop_unit(eigenvalues(P))
                used = "dense eigvals"
            lam2 = float(np.max(vals.real))
            lam_star = float(np.max(np.abs(vals)))
    elif method == "krylov":
        if reversible:
            # S = D^{1/2} P D^{-1/2} is symmetric under detailed balance: one product per step
            S, _, s, _ = _sym_operators(P, pi)

            lam2 = _largest_deflated_sym(S, s, N, which="LA")
            if isinstance(P, GlauberKernel) and P.is_random_scan:
                # reversible positive conditionals are compatible, so each site update is the
                # pi-orthogonal projection E[f | x_-i]: P is an average of projections (mixed
                # with lazy * I), hence positive semi-definite and lambda_min >= 0.
                lam_min = 0.0
            else:
                lam_min = _largest_deflated_sym(S, s, N, which="SA")
            lam_star = max(abs(lam2), abs(lam_min))
            used = "eigsh (symmetrized, deflated)"
        else:
            lam2, lam_star = _nonrev_krylov(P, pi, N)
            used = "eigs (deflated)"
    else:
        raise ValueError(f"`method` must be 'auto', 'dense' or 'krylov'; got {method!r}")
    gap = 1.0 - lam_star
    t_rel = math.inf if gap <= 0 else 1.0 / gap
    rev_gap = ps_gap = ps_k = None
    if not reversible:
        gammas = multiplicative_gaps(P, pi, k_max=nonreversible_k, method=method)
        rev_gap = gammas[0]
        ratios = [g / (k + 1) for k, g in enumerate(gammas)]
        ps_k = int(np.argmax(ratios)) + 1
        ps_gap = float(ratios[ps_k - 1])
    return SpectralSummary(
        n_states=N, reversible=bool(reversible), detailed_balance_residual=res,
        lambda_2=lam2, lambda_star=float(lam_star), spectral_gap=float(gap),
        relaxation_time=float(t_rel), method=used, reversibilization_gap=rev_gap,
        pseudo_spectral_gap=ps_gap, pseudo_spectral_k=ps_k,
    )


def _nonrev_krylov(P, pi, N):
    Pop, _, _ = as_operator(P)

    def mv(f):
        return Pop @ f - (pi @ f) * np.ones(N)

    op = LinearOperator((N, N), matvec=mv, dtype=float)
    k = min(6, N - 2)
    v0 = np.cos(np.arange(N) * 1.3 + 0.1)
    with one_blas_thread():
        lm = eigs(op, k=k, which="LM", v0=v0, tol=1e-12, maxiter=max(5000, 10 * N), return_eigenvectors=False)
        lr = eigs(op, k=k, which="LR", v0=v0, tol=1e-12, maxiter=max(5000, 10 * N), return_eigenvectors=False)
    return float(np.max(lr.real)), float(np.max(np.abs(lm)))


def multiplicative_gaps(P, pi=None, *, k_max: int = 8, method: str = "auto") -> list[float]:
    """``gamma_k`` = spectral gap of ``(P*)^k P^k`` for ``k = 1..k_max``.

    ``gamma_1`` is the gap of the multiplicative reversibilization. Computed as
    ``1 - sigma_2(A^k)^2`` with ``A = D^{1/2} P D^{-1/2}``.
    """
    k_max = check_int(k_max, "k_max", minimum=1)
    if pi is None:
        pi = stationary(P)
    pi = np.asarray(pi, dtype=float)
    A, AT, s, N = _sym_operators(P, pi)
    if method == "auto":
        method = "dense" if N <= DENSE_MAX else "krylov"
    gammas = []
    if method == "dense":
        Ad = np.sqrt(pi)[:, None] * as_dense(P) / np.sqrt(pi)[None, :]
        Ak = np.eye(N)
        for _ in range(k_max):
            Ak = Ak @ Ad
            sv = np.linalg.svd(Ak, compute_uv=False)
            sv = np.sort(sv)[::-1]
            gammas.append(float(1.0 - (sv[1] ** 2 if N > 1 else 0.0)))
        return gammas
    for k in range(1, k_max + 1):
        def S(v, k=k):
            for _ in range(k):
                v = A(v)
            for _ in range(k):
                v = AT(v)
            return v

        lam = _largest_deflated_sym(S, s, N, which="LA")
        gammas.append(float(1.0 - lam))
    return gammas


# ---------------------------------------------------------------------- bounds
def reversible_mixing_bounds(relaxation_time: float, pi_min: float, eps: float = 0.25) -> tuple[float, float]:
    """``((t_rel - 1) ln(1/(2 eps)), t_rel ln(1/(eps pi_min)))`` for reversible chains."""
    eps = check_eps(eps)
    t_rel = float(relaxation_time)
    return ((t_rel - 1.0) * math.log(1.0 / (2 * eps)), t_rel * math.log(1.0 / (eps * pi_min)))


def nonreversible_mixing_upper_bound(gammas, pi_min: float, eps: float = 0.25) -> tuple[float, int]:
    """``min_k k * ceil(ln(1/(4 eps^2 pi_min)) / -ln(1 - gamma_k))`` and the minimizing ``k``.

    ``gammas[k-1]`` is the gap of ``(P*)^k P^k`` (see :func:`multiplicative_gaps`).
    Valid for any irreducible aperiodic chain (module docstring).
    """
    eps = check_eps(eps)
    L = math.log(1.0 / (4 * eps * eps * pi_min))
    best, best_k = math.inf, None
    for k, g in enumerate(gammas, start=1):
        if g <= 0:
            continue
        m = 0 if L <= 0 else math.ceil(L / (-math.log1p(-min(g, 1.0))) if g < 1 else 1)
        if k * m < best:
            best, best_k = float(k * m), k
    return best, best_k
