"""Lanczos with three stored vectors: the top of a symmetric spectrum at ``10**8`` states.

ARPACK (``eigsh``) keeps ``ncv >= 20`` vectors and re-orthogonalizes against all of them at
every step: at ``10**8`` states that is 16 GB of float64 vectors, and at ``10**6`` states
the orthogonalization already took 65% of the time (6.5 of 10.6 s, 123 steps). The plain
three-term recurrence keeps ``v_{j-1}, v_j, w`` only and stores the tridiagonal ``T_m``;
without re-orthogonalization converged Ritz values get "ghost" copies (Paige 1980), but
the largest Ritz value still converges to the largest eigenvalue, and its residual
estimate ``beta_m |y_m|`` is checked every few steps. The Ritz vector
``x = sum_j y_j v_j`` is then rebuilt by running the recurrence a second time with the
stored ``alpha_j, beta_j`` (no basis is kept), and judged by the caller in float64.

The vectors have the operator's dtype (float32 halves memory and time); inner products
accumulate in float64.

Example: the path graph's adjacency matrix on 50 vertices has top eigenvalue
``2 cos(pi / 51)``:

>>> import numpy as np
>>> def A(v):
...     w = np.zeros_like(v); w[1:] += v[:-1]; w[:-1] += v[1:]; return w
>>> run = lanczos_top(A, 50, np.float64, tol=1e-10)
>>> bool(abs(run.theta - 2 * np.cos(np.pi / 51)) < 1e-10), run.converged
(True, True)
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np
from scipy.linalg import eigh_tridiagonal

CHECK_EVERY = 5


def dot64(a: np.ndarray, b: np.ndarray) -> float:
    """``a . b`` accumulated in float64 whatever the dtype of ``a`` and ``b``."""
    return float(np.einsum("i,i->", a, b, dtype=np.float64))


def axpy(y: np.ndarray, a: float, x: np.ndarray, chunk: int = 1 << 20) -> np.ndarray:
    """``y += a x`` in place, in chunks: no temporary of the vectors' size (at ``10**8`` states
    each one is 0.4-0.8 GB of fresh pages, whose faults cost more system time than the sums)."""
    a = np.asarray(a, dtype=y.dtype)
    for lo in range(0, y.size, chunk):
        y[lo:lo + chunk] += a * x[lo:lo + chunk]
    return y


@dataclass
class LanczosRun:
    """The recurrence of one run: ``alpha``, ``beta`` (``T_m``), the top Ritz value and its
    residual estimate, and the Ritz values (ghosts included)."""

    alpha: np.ndarray
    beta: np.ndarray
    theta: float
    y: np.ndarray
    estimate: float
    ritz: np.ndarray
    steps: int
    converged: bool
    v0: np.ndarray


def _start(N: int, dtype, project) -> np.ndarray:
    v = np.cos(np.arange(N) * 1.3 + 0.1).astype(dtype)
    v = project(v)
    v /= math.sqrt(dot64(v, v))
    return v


def _top(alpha, beta):
    m = len(alpha)
    if m == 1:
        return np.array(alpha), np.ones((1, 1))
    return eigh_tridiagonal(np.asarray(alpha), np.asarray(beta[: m - 1]))


def lanczos_top(apply, N: int, dtype, *, tol: float, maxiter: int = 3000, project=None) -> LanczosRun:
    """Largest eigenvalue of the symmetric operator ``apply`` (on vectors of ``dtype``).

    ``project`` (optional) is applied to the start vector (e.g. to deflate a known
    eigenvector; ``apply`` must then keep its outputs in the complement). Stops when the top
    Ritz value's residual estimate ``beta_m |y_m|`` is at most ``tol``, or after ``maxiter``
    steps (``converged`` False).
    """
    project = project or (lambda v: v)
    v0 = _start(N, dtype, project)
    v_prev, v = None, v0
    alpha, beta = [], []
    theta, y, est, ritz, converged = math.nan, np.ones(1), math.inf, np.zeros(0), False
    for j in range(maxiter):
        w = apply(v)
        if v_prev is not None:
            axpy(w, -beta[-1], v_prev)
        a = dot64(v, w)
        axpy(w, -a, v)
        b = math.sqrt(max(dot64(w, w), 0.0))
        alpha.append(a)
        beta.append(b)
        if (j + 1) % CHECK_EVERY == 0 or b == 0.0 or j + 1 == maxiter or j + 1 == N:
            vals, vecs = _top(alpha, beta)
            k = int(np.argmax(vals))
            theta, y, ritz = float(vals[k]), vecs[:, k], vals
            est = b * abs(float(y[-1]))
            if est <= tol or b == 0.0 or j + 1 == N:
                converged = True
                break
        v_prev, v = v, w
        v /= np.asarray(b, w.dtype)
    return LanczosRun(np.array(alpha), np.array(beta), theta, np.asarray(y), est, np.sort(ritz)[::-1],
                      len(alpha), converged, v0)


def ritz_vector(apply, run: LanczosRun) -> np.ndarray:
    """``x = sum_j y_j v_j`` (float64) by running the recurrence of ``run`` again."""
    y = run.y
    x = y[0] * run.v0.astype(np.float64)
    v_prev, v = None, run.v0
    for j in range(run.steps - 1):
        w = apply(v)
        if v_prev is not None:
            axpy(w, -run.beta[j - 1], v_prev)
        axpy(w, -run.alpha[j], v)
        w /= np.asarray(run.beta[j], w.dtype)
        v_prev, v = v, w
        axpy(x, y[j + 1], v)
    return x


def next_ritz(run: LanczosRun, sep: float) -> float | None:
    """The largest Ritz value below ``theta - sep`` (ghost copies of ``theta`` lie within
    the convergence tolerance of it), or None."""
    below = run.ritz[run.ritz < run.theta - sep]
    return float(below.max()) if below.size else None
