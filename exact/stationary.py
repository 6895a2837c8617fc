"""Stationary law ``pi`` with ``pi P = pi``, and its residual check.

For an irreducible ``P`` the system ``(I - P^T) pi = 0, 1^T pi = 1`` has a unique
solution. We solve the equivalent non-singular system ``(I - P^T + u 1^T) pi = u``
(``u`` any vector with ``1^T u != 0``; here uniform): dense LU for small spaces, Krylov
(ARPACK for the Perron vector, then GMRES polishing) beyond. Sparse direct solvers are
avoided: fill-in on the Hamming graph makes them blow up beyond ~10^4 states.

Two-state example: ``P = [[1-p, p], [r, 1-r]]`` has ``pi = (r, p) / (p + r)``.

>>> import numpy as np
>>> stationary(np.array([[0.9, 0.1], [0.3, 0.7]])).round(3)
array([0.75, 0.25])
"""

from __future__ import annotations

import warnings

import numpy as np
from scipy.sparse.linalg import LinearOperator, eigs, gmres

from toolkit.exceptions import ConvergenceWarning

from ._linalg import as_dense, as_operator, one_blas_thread

DENSE_MAX = 256


def stationary_residual(P, pi) -> float:
    """``||pi P - pi||_1``."""
    _, PT, _ = as_operator(P)
    pi = np.asarray(pi, dtype=float)
    return float(np.abs(PT @ pi - pi).sum())


def stationary(P, *, method: str = "auto", tol: float = 1e-12, maxiter: int | None = None) -> np.ndarray:
    """The stationary law of ``P`` (kernel, array, sparse matrix or operator).

    Parameters
    ----------
    method : {"auto", "dense", "krylov"}
        ``auto``: dense up to 256 states, Krylov above.
    tol : float
        Target for the residual ``||pi P - pi||_1``; a :class:`ConvergenceWarning`
        (carrying the residual) is raised when it is not met within ``10 * tol`` scaled
        by the number of states.
    """
    _, PT, N = as_operator(P)
    if method == "auto":
        method = "dense" if N <= DENSE_MAX else "krylov"
    if method == "dense":
        A = np.eye(N) - as_dense(P).T
        A += np.full((N, N), 1.0 / N)
        with one_blas_thread(N <= 512):
            pi = np.linalg.solve(A, np.full(N, 1.0 / N))
    elif method == "krylov":
        with one_blas_thread():
            pi = _krylov(PT, N, tol=tol, maxiter=maxiter)
    else:
        raise ValueError(f"`method` must be 'auto', 'dense' or 'krylov'; got {method!r}")
    pi = np.clip(np.real(pi), 0.0, None)
    pi /= pi.sum()
    res = float(np.abs(PT @ pi - pi).sum())
    limit = max(10 * tol * max(1.0, np.sqrt(N)), 1e-10)
    if not res <= limit:
        warnings.warn(
            ConvergenceWarning(f"stationary law residual ||pi P - pi||_1 = {res:.3g} above {limit:.3g}",
                               residual=res),
            stacklevel=2,
        )
    return pi


def _krylov(PT: LinearOperator, N: int, *, tol: float, maxiter: int | None) -> np.ndarray:
    v0 = np.full(N, 1.0 / N)
    try:
        vals, vecs = eigs(PT, k=1, which="LM", v0=v0, tol=tol, maxiter=maxiter or max(1000, 20 * N))
        pi = np.abs(np.real(vecs[:, 0]))
        pi /= pi.sum()
    except Exception:  # ARPACK no convergence: start the polish from uniform
        pi = v0.copy()
    # Polish: GMRES on the non-singular system (I - P^T + u 1^T) pi = u.
    u = v0

    def mv(v):
        return v - PT @ v + u * v.sum()

    A = LinearOperator((N, N), matvec=mv, dtype=float)
    if np.abs(PT @ pi - pi).sum() > tol:
        sol, _ = gmres(A, u, x0=pi, rtol=tol, atol=0.0, restart=100, maxiter=maxiter or 200)
        if np.abs(PT @ sol - sol).sum() < np.abs(PT @ pi - pi).sum():
            pi = sol
    return pi
