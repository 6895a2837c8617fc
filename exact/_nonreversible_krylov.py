"""The spectrum of a large non-reversible chain: ``lambda_star``, ``lambda_2`` and the gap's error.

Two Krylov-Schur runs (:mod:`exact._arnoldi`) with the Perron eigenvalue deflated:

- left: ``g -> P^T g - pi (1^T g)``, the ``k`` eigenvalues of largest modulus to a tight
  residual (:data:`LEFT_TOL`), with the left vector ``y`` of ``lambda_star``
  (``P^T y = lambda y``);
- right: ``f -> P f - 1 (pi^T f)``, ``lambda_star`` alone to a loose residual
  (:data:`RIGHT_TOL`), started from ``y / pi`` (the right eigenvector for a reversible
  chain; here a good start), with its right vector ``f``.

Then, in float64 with the kernel's own products, the two-sided Rayleigh quotient
``mu = y^T P f / y^T f`` (bilinear: ``y`` is a left eigenvector of ``lambda``, not of its
conjugate). With ``y = y_* + e_y`` and ``f = f_* + e_f``, ``mu - lambda = e_y^T (P - lambda)
e_f / y^T f`` exactly, so

    |mu - lambda| <~ min(min(|r|, |s|) / c, |r| |s| / (c delta))

with unit ``y, f``, residuals ``r = P f - mu f`` and ``s = P^T y - mu y``, ``c = |y^T f|``
(``1 / c`` is the eigenvalue's condition number) and ``delta`` the distance from ``mu`` to the
rest of the spectrum (the other converged Ritz values; below the wanted ones, ``|mu|`` minus the
largest modulus of the Ritz values left out). The first term is first order (backward error
times condition number), the second the second-order term; neither is a rigorous bound for a
non-normal operator (``delta`` stands in for the separation), so it is reported as an estimate,
with the round-off of the products, ``(10 (n q + log2 N) u sqrt(q)) / c``, added. A tight left
residual and a loose right one give the second-order term at the price of one tight run.

``lambda_2`` (largest real part) comes from the same left run when the Ritz values certify it:
when the smallest modulus among the converged wanted values is at most their largest real part,
every eigenvalue left out has real part at most its modulus, below that. Otherwise a third run
asks for the largest real parts (``which="LR"``).

A three-state cyclic chain (example in :func:`nonreversible_krylov`'s test file): eigenvalues
``1 - a + a e^{+-2 pi i / 3}``.
"""

from __future__ import annotations

import math
import warnings

import numpy as np

from toolkit.exceptions import ConvergenceWarning

from ._arnoldi import krylov_schur
from ._linalg import as_operator, is_glauber, one_blas_thread

SMALL = 32          # spaces up to this size: no Krylov basis (the dense eigensolver)
WANT = 3            # eigenvalues of largest modulus asked of the left run (pairs completed)
LEFT_TOL = 1e-9     # its Ritz residual (first-order error: this times the condition number)
RIGHT_TOL = 1e-6    # the right run's: enters the error only through the second-order term
RIGHT_BASIS = 20    # its basis: lambda_star is often a pair in a cluster (10 vectors took twice the products)
MAX_PRODUCTS = 20000  # per run
SYM_TOL = 1e-8      # Ritz residual of the reversibilizations' runs (their Ritz values: ~tol^2 / delta)
SYM_BASIS = 12      # ... and their basis (one wanted value, warm starts)
_U = float(np.finfo(float).eps) / 2


def _products(P):
    Pop, PT, N = as_operator(P)
    return Pop, PT, N


def _two_sided(Pop, PT, pi: np.ndarray, f: np.ndarray, y: np.ndarray):
    """``(mu, r, s, c)`` of unit right ``f`` and left ``y`` (eigenvalue 1 projected out)."""
    f = f - (pi @ f)            # right eigenvectors of lambda != 1 are pi-orthogonal to 1
    y = y - y.sum() * pi        # left ones sum to 0
    f = f / np.linalg.norm(f)
    y = y / np.linalg.norm(y)
    Pf = _apply_complex(Pop, f)
    yP = _apply_complex(PT, y)
    yf = complex(y @ f)
    mu = complex(y @ Pf) / yf
    r = float(np.linalg.norm(Pf - mu * f))
    s = float(np.linalg.norm(yP - mu * y))
    return mu, r, s, abs(yf)


def two_sided_error(r: float, s: float, c: float, delta: float) -> float:
    """``min(min(r, s) / c, r s / (c delta))``: the error estimate of the two-sided Rayleigh
    quotient of unit vectors with residuals ``r``, ``s``, ``c = |y^T f|``, ``delta`` the
    distance to the rest of the spectrum (module docstring)."""
    c = max(c, 1e-300)
    first = min(r, s) / c
    second = r * s / (c * delta) if delta > 0 else math.inf
    return min(first, second)


def _apply_complex(A, v: np.ndarray) -> np.ndarray:
    if np.iscomplexobj(v) and np.any(v.imag):
        out = A @ np.column_stack([v.real, v.imag])
        return out[:, 0] + 1j * out[:, 1]
    return (A @ np.ascontiguousarray(v.real)).astype(np.complex128)


def _rounding(P, N: int, c: float) -> float:
    q, n = (P.q, P.n) if is_glauber(P) else (None, None)
    terms = (n * q) if q is not None and n is not None else 64
    qq = q if q is not None else 1
    return 10.0 * (terms + math.log2(max(N, 2))) * _U * math.sqrt(qq) / max(c, 1e-300)


def nonreversible_krylov(P, law):
    """``(lambda_2, lambda_star, gap, gap_error, method)`` of a non-reversible chain (module
    docstring). ``law``: its :class:`~toolkit.results.StationaryLaw`."""
    Pop, PT, N = _products(P)
    pi = np.asarray(law.pi, dtype=float)

    def left(g):
        w = PT @ g
        w -= pi * g.sum()
        return w

    def right(f):
        w = Pop @ f
        w -= pi @ f
        return w

    k = WANT
    with one_blas_thread():
        L = krylov_schur(left, N, k, tol=LEFT_TOL, maxiter=MAX_PRODUCTS, vectors=1)
        y = L.vectors[:, 0]
        th = L.values[0]
        with np.errstate(divide="ignore", invalid="ignore"):
            start = np.real(y) / pi + np.imag(y) / pi * 0.5
        start[~np.isfinite(start)] = 0.0
        if not np.any(start):
            start = None
        # as many values as the left run: with one, the right run can settle on another
        # eigenvalue of a cluster (exchangeable models: sectors' eigenvalues 4e-8 and 5.5e-8
        # from 1), and the pair (y, f) then belongs to two eigenvalues
        R = krylov_schur(right, N, k, tol=RIGHT_TOL, m=RIGHT_BASIS, maxiter=MAX_PRODUCTS, vectors=None, v0=start)
    used = f"krylov-schur (left {L.products} + right {R.products} products) + two-sided Rayleigh quotient"
    if not (L.converged and R.converged):
        warnings.warn(ConvergenceWarning(
            f"Krylov-Schur stopped after {L.products} (left) and {R.products} (right) products with Ritz residuals "
            f"{float(L.residuals.max()):.3g} and {float(R.residuals.max()):.3g}; the gap's error estimate says "
            "what that costs", residual=float(L.residuals.max()), iterations=L.products + R.products),
            stacklevel=4)
    # the right Ritz vector of the value nearest th (a conjugate pair comes whole)
    f = R.vectors[:, int(np.argmin(np.abs(R.values - th)))]
    mu, r, s, c = _two_sided(Pop, PT, pi, f, y)
    others = np.delete(L.values, 0)
    others = others[np.abs(others - th) > 0] if others.size else others
    dist = [float(np.min(np.abs(others - mu)))] if others.size else []
    if L.rest.size:
        dist.append(abs(mu) - float(np.max(np.abs(L.rest))))
    delta = max(min(dist), 0.0) if dist else 0.0
    err = two_sided_error(r, s, c, delta) + _rounding(P, N, c) + 100 * _U * abs(mu)
    if abs(abs(mu) - abs(th)) > err + LEFT_TOL:
        # the quotient left the left run's value (the pair still mismatched): the largest
        # modulus of the two, with an error that covers the other
        err = max(err, abs(abs(mu) - abs(th)))
        mu = mu if abs(mu) >= abs(th) else complex(th)
        used += " (left and right values disagree: the error covers both)"
    lam_star = abs(mu)
    lam2 = _lambda_2(L, mu, left, N)
    if lam2 is None:
        with one_blas_thread():
            LR = krylov_schur(left, N, k, tol=LEFT_TOL, which="LR", maxiter=MAX_PRODUCTS, vectors=0)
        lam2 = float(np.max(LR.values.real))
        used += f" + {LR.products} products for the largest real part"
    return min(lam2, lam_star), lam_star, 1.0 - lam_star, err, used


def _lambda_2(L, mu: complex, left, N: int) -> float | None:
    """The largest real part among the non-unit eigenvalues when the left run's Ritz values
    certify it (module docstring), else None."""
    vals = L.values.copy()
    vals[0] = mu  # the refined value of lambda_star
    re = float(np.max(vals.real))
    if float(np.min(np.abs(vals))) <= re or not L.rest.size:
        return re
    return None


def reversibilization_tops(S, ST, s: np.ndarray, N: int, k_max: int) -> list[float]:
    """``lambda_max((B^T)^k B^k)`` for ``k = 1..k_max``, ``B = S - s s^T`` (``S f = D^{1/2} P
    D^{-1/2} f``, ``ST`` its transpose, ``s = sqrt(pi)``): symmetric Krylov-Schur runs, each
    started from the previous ``k``'s top vector (the top singular vectors of ``B^k`` and
    ``B^{k+1}`` are close). The Ritz value of a symmetric operator is within ``r^2 / delta``
    of the eigenvalue, so :data:`SYM_TOL` leaves it exact to about ``1e-16 / delta``.
    Raises :class:`numpy.linalg.LinAlgError` when a run does not converge."""
    tops, v0 = [], None
    with one_blas_thread():
        for k in range(1, k_max + 1):
            def op(v, k=k):
                v = v - s * (s @ v)
                for _ in range(k):
                    v = S(v)
                for _ in range(k):
                    v = ST(v)
                return v - s * (s @ v)

            run = krylov_schur(op, N, 1, tol=SYM_TOL, m=SYM_BASIS, maxiter=MAX_PRODUCTS, v0=v0, vectors=1)
            if not run.converged:
                raise np.linalg.LinAlgError(f"Krylov-Schur on (P*)^{k} P^{k} did not converge "
                                            f"({run.products} products, residual {float(run.residuals.max()):.3g})")
            tops.append(float(run.values[0].real))
            v0 = np.real(run.vectors[:, 0])
    return tops
