"""Exact values of sampled observables: stationary means, integrated autocorrelation times
and exit times, the truth that sampled estimates are held against.

- ``mean f``: ``sum_x pi(x) f(x)``;
- ``iat f``: the integrated autocorrelation time ``tau_f = 1 + 2 sum_{t>=1} rho_f(t)``,
  exactly ``(2 <f_c, g>_pi - <f_c, f_c>_pi) / <f_c, f_c>_pi`` where ``f_c = f - pi(f)`` and
  ``g = sum_{t>=0} P^t f_c`` solves ``(I - P + 1 pi^T) g = f_c`` (valid for non-reversible
  chains too: it is the asymptotic variance ``sigma^2_f / Var_pi f``);
- ``mean exit time``: ``tau`` solving ``(I - P_BB) tau = 1`` on the set ``B``.

Low temperature. ``tau_f`` does not change when ``f`` is scaled, so ``f`` is divided by
its largest magnitude first: an observable of size ``1e300`` (a log-likelihood at
``T = 1e-300``) whose square overflows float64 gives the same ``tau_f`` as a unit one; an
observable with a non-finite value has none (NaN). A kernel reducible in float64 (moves
of probability ``e^{-1000}`` stored as 0) with more than one closed class makes
``I - P + 1 pi^T`` singular: ``tau_f`` is then ``inf``, as the chain in floating point never
decorrelates (checked on the support graph before either solver runs: GMRES, above
``DENSE_MAX`` states, would return a meaningless finite number). An exit time from a single state is
``1 / (1 - P(x, x))``, computed in logarithms from the logits (random-scan Glauber kernels):
``inf`` where it overflows float64 or the chain cannot leave in floating point, never an
error.

Two-state example: ``P = [[0.9, 0.1], [0.3, 0.7]]``, ``f = (0, 1)``: ``rho(t) = 0.6^t`` so
``tau_f = (1 + 0.6) / (1 - 0.6) = 4``.

>>> import numpy as np
>>> P = np.array([[0.9, 0.1], [0.3, 0.7]])
>>> round(exact_iat(P, np.array([0.75, 0.25]), np.array([0.0, 1.0])), 12)
4.0
"""

from __future__ import annotations

import warnings

import numpy as np

from toolkit.exceptions import ConvergenceWarning, InvalidInputError

from ._linalg import as_dense, as_operator, random_scan_kernel
from .metastable import expected_exit_times, singleton_log_exit_times
from .passage import closed_classes, support_graph

__all__ = ["exact_iat", "exact_exit_times"]

DENSE_MAX = 4096


def _closed_class_count(P, N: int) -> int:
    """The number of closed communicating classes of ``P``'s support graph (entries that
    underflowed to 0 are not edges): more than one makes ``I - P + 1 pi^T`` singular."""
    return len(closed_classes(support_graph(P, N)))


def exact_iat(P, pi, f) -> float:
    """Exact integrated autocorrelation time of ``f`` (values on states) under ``P`` at stationarity."""
    pi = np.asarray(pi, dtype=float)
    f = np.asarray(f, dtype=float)
    if pi.ndim != 1 or f.shape != pi.shape:
        raise InvalidInputError(f"`f` must hold one value per state, shape {pi.shape} like `pi`; got {f.shape}")
    scale = float(np.abs(f).max()) if f.size else 0.0
    if not np.isfinite(scale):
        return float("nan")   # a non-finite value: no variance, no autocorrelation time
    if scale > 0:
        f = f / scale   # tau_f is scale-free; f**2 of size 1e600 would overflow
    fc = f - pi @ f
    var = float(pi @ (fc * fc))
    if np.ptp(f) == 0:  # constant: f - pi @ f is round-off (pi sums to 1 within N eps, in numpy's order)
        return float("nan")
    if not var > 0:
        return float("nan")
    N = pi.size
    if _closed_class_count(P, N) > 1:   # reducible in float64: rho_f(t) never decays there
        return float("inf")
    if N <= DENSE_MAX:
        A = np.eye(N) - as_dense(P) + np.outer(np.ones(N), pi)
        try:
            g = np.linalg.solve(A, fc)
        except np.linalg.LinAlgError:   # P reducible in float64: rho_f(t) never decays there
            return float("inf")
    else:
        from scipy.sparse.linalg import LinearOperator, gmres

        Pop, _, _ = as_operator(P)
        A = LinearOperator((N, N), matvec=lambda v: v - Pop @ v + (pi @ v), dtype=float)
        g, info = gmres(A, fc, rtol=1e-12, atol=0.0, restart=200, maxiter=2000)
        if info:
            warnings.warn(ConvergenceWarning(f"GMRES did not converge for the exact IAT (info={info})",
                                             residual=float(np.linalg.norm(A @ g - fc)), iterations=info),
                          stacklevel=2)
    return float((2.0 * (pi @ (fc * g)) - var) / var)


def exact_exit_times(P, in_set) -> np.ndarray:
    """``E_x[tau_exit]`` for every state (0 outside the set): ``(I - P_BB) tau = 1`` on ``B``
    (:func:`exact.metastable.expected_exit_times`). A single state of a random-scan
    :class:`~exact.kernel.GlauberKernel`: ``1 / (1 - P(x, x))`` in logarithms
    (:func:`exact.metastable.singleton_log_exit_times`), ``inf`` where that overflows
    float64 (module docstring).

    >>> from toolkit.models import potts
    >>> from exact.kernel import glauber_kernel
    >>> K = glauber_kernel(potts(2, 2, 1.0), temperature=1e-3)
    >>> float(exact_exit_times(K, [True, False, False, False])[0])
    inf
    """
    mask = np.asarray(in_set, dtype=bool)
    if random_scan_kernel(P) and mask.ndim == 1 and mask.size == P.n_states \
            and mask.sum() == 1:
        x = int(np.flatnonzero(mask)[0])
        lt = float(singleton_log_exit_times(P, [x])[0])
        out = np.zeros(mask.size)
        out[x] = np.exp(lt) if lt < 709 else np.inf
        return out
    return np.asarray(expected_exit_times(P, mask), dtype=float)
