"""Exact values of sampled observables: stationary means, integrated autocorrelation times
and exit times, the truth that sampled estimates are held against.

- ``mean f``: ``sum_x pi(x) f(x)``;
- ``iat f``: the integrated autocorrelation time ``tau_f = 1 + 2 sum_{t>=1} rho_f(t)``,
  exactly ``(2 <f_c, g>_pi - <f_c, f_c>_pi) / <f_c, f_c>_pi`` where ``f_c = f - pi(f)`` and
  ``g = sum_{t>=0} P^t f_c`` solves ``(I - P + 1 pi^T) g = f_c`` (valid for non-reversible
  chains too: it is the asymptotic variance ``sigma^2_f / Var_pi f``);
- ``mean exit time``: ``tau`` solving ``(I - P_BB) tau = 1`` on the set ``B``.

Two-state example: ``P = [[0.9, 0.1], [0.3, 0.7]]``, ``f = (0, 1)``: ``rho(t) = 0.6^t`` so
``tau_f = (1 + 0.6) / (1 - 0.6) = 4``.

>>> import numpy as np
>>> P = np.array([[0.9, 0.1], [0.3, 0.7]])
>>> round(exact_iat(P, np.array([0.75, 0.25]), np.array([0.0, 1.0])), 12)
4.0
"""

from __future__ import annotations

import numpy as np

from toolkit.exceptions import ConvergenceWarning, InvalidInputError

from ._linalg import as_dense, as_operator

__all__ = ["exact_iat", "exact_exit_times"]

DENSE_MAX = 4096


def exact_iat(P, pi, f) -> float:
    """Exact integrated autocorrelation time of ``f`` (values on states) under ``P`` at stationarity."""
    pi = np.asarray(pi, dtype=float)
    f = np.asarray(f, dtype=float)
    if pi.ndim != 1 or f.shape != pi.shape:
        raise InvalidInputError(f"`f` must hold one value per state, shape {pi.shape} like `pi`; got {f.shape}")
    fc = f - pi @ f
    var = float(pi @ (fc * fc))
    if var <= 0:
        return float("nan")
    N = pi.size
    if N <= DENSE_MAX:
        A = np.eye(N) - as_dense(P) + np.outer(np.ones(N), pi)
        g = np.linalg.solve(A, fc)
    else:
        from scipy.sparse.linalg import LinearOperator, gmres

        Pop, _, _ = as_operator(P)
        A = LinearOperator((N, N), matvec=lambda v: v - Pop @ v + (pi @ v), dtype=float)
        g, info = gmres(A, fc, rtol=1e-12, atol=0.0, restart=200, maxiter=2000)
        if info:
            import warnings

            warnings.warn(ConvergenceWarning(f"GMRES did not converge for the exact IAT (info={info})",
                                             residual=float(np.linalg.norm(A @ g - fc)), iterations=info),
                          stacklevel=2)
    return float((2.0 * (pi @ (fc * g)) - var) / var)


def exact_exit_times(P, in_set) -> np.ndarray:
    """``E_x[tau_exit]`` for every state (0 outside the set): ``(I - P_BB) tau = 1`` on ``B``
    (:func:`exact.metastable.expected_exit_times`)."""
    from .metastable import expected_exit_times

    return np.asarray(expected_exit_times(P, np.asarray(in_set, dtype=bool)), dtype=float)
