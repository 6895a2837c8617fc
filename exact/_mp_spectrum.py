"""Spectra of small chains in mpmath: where float64 cannot resolve the gap, or the model's
own rounding is the larger error.

A float64 eigensolver gives every eigenvalue to an absolute ``~N u`` (reversible chains),
or ``~kappa N u`` (``kappa`` the eigenvalue's condition number), so a gap of ``1e-57`` has
no digit, and the kernel itself, built from ``fl(l / T)``, is ``~u max|l| / T`` away from
the model's chain (:mod:`exact._rounding`). For chains of a few dozen states both are
removed here: the kernel is rebuilt at ``dps`` digits *from the logits* (the model's
float64 logits taken as exact, ``l / T`` and the softmax in mpmath), and its spectrum
computed at a precision chosen from the gap, raised until the gap is resolved.

- Reversible (:func:`reversible_gap`): ``eigsy`` of the symmetric Laplacian ``D - W`` with
  ``W(x, y) = sqrt(P(x, y) P(y, x))`` and ``D(x) = sum_{y != x} P(x, y)`` (the eigenvalues of
  ``I - P`` for a reversible ``P``; no ``1 - P(x, x)`` is formed). ``eigsy`` is backward
  stable, so each eigenvalue is within ``10 N 10^-dps ||L||`` of the matrix's (Weyl); the
  gap is accepted once it exceeds ``1e15`` times that, else the digits grow. A model whose
  float64 logits are compatible only to their rounding is reversible only to it: the
  symmetrization moves the gap by the rounding model's relative amount, added.
- Non-reversible (:func:`nonreversible_spectrum`): ``eig`` at ``dps`` and at ``dps + 30``
  digits (mpmath's QR can stall on entries spanning hundreds of orders: then more digits,
  up to :data:`DPS_MAX`); the error estimate is twice the change between the two, which
  follows the condition number of the eigenvalue, even for a near-defective cluster.

Two-state example: ``P = [[1 - a, a], [b, 1 - b]]`` has gap ``a + b``, however small
(float64 gives every eigenvalue of it as 1):

>>> import numpy as np
>>> g, err, dps = reversible_gap(np.array([[1 - 1e-40, 1e-40], [1e-30, 1 - 1e-30]]))
>>> float(g), bool(err < 1e-70), dps
(1.0000000001e-30, True, 80)
"""

from __future__ import annotations

import math

import numpy as np

from ._linalg import as_dense, is_glauber
from ._rounding import gap_rounding

DPS_MAX = 8000        # digits at most (WORK_MAX keeps them to N <= 17 states; joint(2, 4, e^3, seed 3) at T = e^-5 needs 3140 for its gap e^-7137)
START_DPS = 40        # digits beyond those the gap's size asks for
WORK_MAX = 4e7        # N^3 dps: the budget of one eigendecomposition (~5 s at N = 64, 150 digits)


def affordable(N: int, dps: int) -> bool:
    """Whether an ``N``-state eigendecomposition at ``dps`` digits is within :data:`WORK_MAX`."""
    return N**3 * dps <= WORK_MAX and dps <= DPS_MAX


def digits_for(log_gap: float | None) -> int:
    """The working precision for a gap of ``exp(log_gap)``: :data:`START_DPS` digits beyond it."""
    if log_gap is None or not math.isfinite(log_gap) or log_gap >= 0:
        return START_DPS
    return START_DPS + int(math.ceil(-log_gap / math.log(10)))


def mp_kernel(P, dps: int):
    """The chain's matrix in mpmath at ``dps`` digits: for a
    :class:`~exact.kernel.GlauberKernel`, rebuilt from its logits (``l / T`` and the softmax in
    mpmath: the model's chain); otherwise the given float64 off-diagonal entries, taken as
    exact, with each diagonal entry completing its row to 1."""
    import mpmath

    with mpmath.workdps(dps):
        if not is_glauber(P):
            # the off-diagonal entries as given, the diagonal completing each row to 1 (as GTH
            # and the Laplacian forms take a float64 matrix whose rows sum to 1 only to rounding)
            M = mpmath.matrix(np.asarray(as_dense(P), dtype=float).tolist())
            for x in range(M.rows):
                M[x, x] = 1 - mpmath.fsum(M[x, y] for y in range(M.cols) if y != x)
            return M
        q, n, N = P.q, P.n, P.n_states
        T = P.temperature
        site_kernels = []
        for i in range(n):
            S = P.logits.site(i)                      # (q**i, q, q**(n-1-i))
            left, right = S.shape[0], S.shape[2]
            Pi = mpmath.matrix(N, N)
            for lo in range(left):
                for ro in range(right):
                    if math.isinf(T):
                        p = [mpmath.mpf(1) / q] * q
                    else:
                        z = [mpmath.mpf(float(v)) / mpmath.mpf(T) for v in S[lo, :, ro]]
                        top = max(z)
                        w = [mpmath.exp(v - top) for v in z]
                        tot = mpmath.fsum(w)
                        p = [v / tot for v in w]
                    idx = [lo * q * right + a * right + ro for a in range(q)]
                    for x in idx:
                        for a, y in enumerate(idx):
                            Pi[x, y] = p[a]
            site_kernels.append(Pi)
        if P.is_random_scan:
            M = mpmath.matrix(N, N)
            for Pi in site_kernels:
                M += Pi
            M /= n
        else:
            M = site_kernels[0]
            for Pi in site_kernels[1:]:
                M = M * Pi
        if P.lazy:
            lazy = mpmath.mpf(float(P.lazy))
            M = M * (1 - lazy) + mpmath.eye(N) * lazy
        return M


def reversible_gap(P, *, log_gap_hint: float | None = None):
    """``(gap, error, dps)`` of a reversible chain, as mpmath numbers (module docstring), or
    None when the digits it needs exceed the budget (:func:`affordable`)."""
    import mpmath

    N = int(P.n_states) if is_glauber(P) else int(np.shape(P)[0])
    dps = digits_for(log_gap_hint)
    while affordable(N, dps):
        with mpmath.workdps(dps):
            M = mp_kernel(P, dps)
            L = mpmath.matrix(N, N)
            for x in range(N):
                for y in range(N):
                    if x != y:
                        L[x, y] = -mpmath.sqrt(M[x, y] * M[y, x])
                L[x, x] = mpmath.fsum(M[x, y] for y in range(N) if y != x)
            mu = sorted(mpmath.eigsy(L, eigvals_only=True))
            norm = 2 * max(L[x, x] for x in range(N))
            err = 10 * N * mpmath.mpf(10) ** (-dps) * max(norm, 1)
            gap = min(mu[1], 2 - mu[-1])        # 1 - max |lambda| over the non-unit eigenvalues of P
            if gap > 1e15 * err:           # to 1e-15 relative: below float64's own
                err += gap * mpmath.mpf(gap_rounding(P, 1.0))
                return gap, err, dps
            # unresolved: the digits the gap's computed size (or the floor) asks for, at least 2x
            need = digits_for(float(mpmath.log(abs(gap)))) if gap > 0 else 2 * dps
            dps = max(2 * dps, need) if need > dps else 2 * dps
    return None


def _mp_eig(M, dps: int):
    """Eigenvalues of the mpmath matrix ``M`` at ``dps`` digits, raising the digits while
    mpmath's QR stalls (``RuntimeError``); None past :data:`DPS_MAX`."""
    import mpmath

    while dps <= DPS_MAX:
        try:
            with mpmath.workdps(dps):
                return list(mpmath.eig(M, left=False, right=False)), dps
        except (RuntimeError, ZeroDivisionError):
            dps *= 2
    return None, dps


def nonreversible_spectrum(P, *, log_gap_hint: float | None = None):
    """``(lambda_2, lambda_star, gap, error, dps)`` of a small chain from its mpmath matrix
    (module docstring; ``gap`` and ``error`` as mpmath numbers, the others floats), or None
    when mpmath fails within the digits allowed."""
    import mpmath

    N = int(P.n_states) if is_glauber(P) else int(np.shape(P)[0])
    dps = digits_for(log_gap_hint)
    out = []
    for extra in (0, 30):
        d = dps + extra
        if not affordable(N, d):
            return None
        with mpmath.workdps(d):
            M = mp_kernel(P, d)
        w, used = _mp_eig(M, d)
        if w is None:
            return None
        with mpmath.workdps(used):
            w = sorted(w, key=lambda z: abs(z - 1))[1:]
            lam2 = max(mpmath.re(z) for z in w)
            star = max(abs(z) for z in w)
            out.append((lam2, star, 1 - star, used))
    (l2a, sa, ga, _), (l2b, sb, gb, used) = out
    with mpmath.workdps(used):
        err = 2 * max(abs(ga - gb), abs(l2a - l2b)) + mpmath.mpf(10) ** (-(dps - 5))
        return float(l2b), float(sb), gb, err, used
