"""Krylov-Schur: the eigenvalues of largest modulus of a non-symmetric operator, and their vectors.

The non-reversible chains at ``10**5`` to ``10**7`` states need a few eigenvalues of largest
modulus of ``P`` (and of ``P^T``), with their eigenvectors. ARPACK (``scipy.sparse.linalg.eigs``)
restarts implicitly, applying its ``p`` shifts to the basis one at a time (``p`` passes over
the ``ncv`` stored vectors per restart); on a random-scan kernel of ``q = 2`` its overhead
was larger than the products themselves (65536 states: 1 ms per product, ~8 ms per step).
Stewart's Krylov-Schur restart (*SIAM J. Matrix Anal. Appl.* 23, 601, 2001) does the same
thing with one matrix product: the Rayleigh quotient ``H`` of the Arnoldi relation
``A V_m = V_m H_m + beta v_{m+1} e_m^T`` is brought to real Schur form with the wanted Ritz
values first (``scipy.linalg.schur`` with a ``sort`` rule), the basis is rotated by the
first ``p`` Schur vectors (``V_p <- V_m Z_p``, a BLAS-3 product done in column blocks, no
temporary of the basis' size) and the relation ``A V_p = V_p T_p + v_{m+1} b^T`` is expanded
again by Arnoldi steps. Each step orthogonalizes twice by classical Gram-Schmidt (CGS2: two
matrix-vector products with the stored basis, the standard remedy for CGS's loss of
orthogonality; Giraud, Langou and Rozloznik 2005).

Convergence: a Ritz pair ``(theta, V_m y)`` (``|y| = 1``) has residual ``|beta| |e_m^T y|``
exactly in exact arithmetic; the wanted pairs stop when each is below ``tol`` (absolute:
the operators here have norm about 1). The residual is only an estimate of the eigenvalue's
error for a non-normal operator (times the eigenvalue's condition number); the callers judge
the Ritz vectors themselves, in float64, with left and right vectors.

Rows of the stored basis are vectors (``V[j]`` contiguous), in the caller's ``dtype``
(float32 halves memory and traffic; inner products then carry float32 round-off, and the
Ritz vectors are accurate to about ``1e-6``, which is what the caller's two-sided Rayleigh
quotient in float64 needs).

Example: the cyclic shift on 50 states, made lazy, has eigenvalues
``(1 + e^{2 pi i k / 50}) / 2``; the one of largest modulus is 1, then the pair ``k = +-1``:

>>> import numpy as np
>>> def A(v):
...     return 0.5 * (v + np.roll(v, 1))
>>> run = krylov_schur(A, 50, 3, tol=1e-12)
>>> mu = 0.5 * (1 + np.exp(2j * np.pi / 50))
>>> bool(abs(run.values[0] - 1) < 1e-12 and abs(abs(run.values[1]) - abs(mu)) < 1e-12), run.converged
(True, True)
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np
import scipy.linalg as sla

from toolkit.exceptions import InvalidInputError

COLUMN_BLOCK = 1 << 16  # columns per block of the basis rotation V_p <- Z_p^T V_m
DGKS = 0.7071067811865476  # a second Gram-Schmidt pass when the first leaves less than this of |w|
#: Arnoldi breakdown (the Krylov space closed: an invariant subspace) when the new vector's
#: norm is at most this times ``max(1, |h|)``; in float64 ``1e-13``, in a float32 basis
#: ``32 eps_32 = 3.8e-6``: below that the new vector is the rounding of the two Gram-Schmidt
#: passes, not a direction, and normalizing it broke the basis (the identity in float32,
#: ``N = 10``: orthogonality loss 1.0, a "converged" eigenvalue ``-0.63 + 2.51i``)
BREAKDOWN_RTOL = 1e-13


@dataclass
class KrylovSchurRun:
    """The wanted Ritz values (by decreasing modulus, conjugate pairs adjacent), their unit
    Ritz vectors (complex, ``(N, k)``), residual estimates ``|beta e_m^T y|``, the other
    Ritz values of the last Rayleigh quotient, products used, whether all converged, and the
    last basis' loss of orthogonality (the residual estimates assume an orthonormal basis)."""

    values: np.ndarray
    vectors: np.ndarray | None
    residuals: np.ndarray
    rest: np.ndarray
    products: int
    restarts: int
    converged: bool
    orthogonality: float = 0.0  # max |V^T V - I| of the last basis (the Gram-Schmidt's loss)


def _start(N: int, dtype) -> np.ndarray:
    v = np.cos(np.arange(N) * 1.3 + 0.1).astype(dtype)
    return v / np.asarray(math.sqrt(_dot(v, v)), dtype)


def _dot(a: np.ndarray, b: np.ndarray) -> float:
    return float(np.dot(a.astype(np.float64, copy=False), b.astype(np.float64, copy=False))
                 if a.dtype != np.float64 else np.dot(a, b))


def _cgs2(V: np.ndarray, j: int, w: np.ndarray) -> tuple[np.ndarray, float]:
    """Orthogonalize ``w`` against ``V[:j]`` (in place) by classical Gram-Schmidt, a second
    time when the first pass removed more than ``1 - DGKS`` of its norm (Daniel, Gragg,
    Kaufman and Stewart 1976, as ARPACK does); returns the coefficients and ``|w|``."""
    B = V[:j]
    before = math.sqrt(max(_dot(w, w), 0.0))
    h = B @ w
    w -= h.astype(w.dtype) @ B
    after = math.sqrt(max(_dot(w, w), 0.0))
    if after > DGKS * before:
        return h.astype(np.float64), after
    h2 = B @ w
    w -= h2.astype(w.dtype) @ B
    return h.astype(np.float64) + h2, math.sqrt(max(_dot(w, w), 0.0))


KEYS = {"LM": np.abs, "LR": np.real}


def _threshold(keys: np.ndarray, k: int) -> float:
    """A key between the ``k``-th and ``k+1``-th largest (ties, and so conjugate pairs, not
    split); ``-inf`` when all are wanted."""
    srt = np.sort(keys)[::-1]
    if k >= srt.size:
        return -math.inf
    while k < srt.size and srt[k] >= srt[k - 1] - 1e-12 * abs(srt[k - 1]):
        k += 1
    if k >= srt.size:
        return -math.inf
    return 0.5 * (srt[k - 1] + srt[k])


def _selector(which: str, thr: float):
    """The ``sort`` rule of :func:`scipy.linalg.schur` that puts the kept Ritz values first:
    those whose key (modulus for ``"LM"``, real part for ``"LR"``) is strictly above ``thr``; a
    key equal to ``thr`` is not kept (``thr`` is the cut between kept and dropped keys)."""
    if which == "LM":
        return lambda re, im: math.hypot(re, im) > thr
    return lambda re, im: re > thr


def krylov_schur(apply, N: int, k: int, *, tol: float, which: str = "LM", m: int | None = None,
                 dtype=np.float64, maxiter: int = 5000, v0: np.ndarray | None = None,
                 vectors: int | None = None) -> KrylovSchurRun:
    """The ``k`` eigenvalues of largest modulus (``which="LM"``) or real part (``"LR"``) of
    the real operator ``apply`` (conjugate pairs completed), by Krylov-Schur with a basis of
    ``m`` vectors (default 10 for ``k = 1``, else ``max(2k + 8, 20)`` as ARPACK's ``ncv``: with
    16 vectors for ``k = 4`` a random matrix, whose eigenvalues fill a disc, had a run converge
    to the wrong four).

    Stops when every wanted Ritz pair has residual estimate at most ``tol``, or after
    ``maxiter`` products (``converged`` False). ``vectors``: how many Ritz vectors to form,
    for the first wanted values (default all; 0 for none).
    """
    dtype = np.dtype(dtype)
    key = KEYS[which]
    m = int(m or (10 if k == 1 else max(2 * k + 8, 20)))
    m = min(m, N - 1)
    if k < 1 or k >= m:
        raise InvalidInputError(f"krylov_schur needs 1 <= k < m < N; got k={k}, m={m}, N={N}")
    V = np.empty((m + 1, N), dtype=dtype)
    H = np.zeros((m + 1, m))
    V[0] = _start(N, dtype) if v0 is None else (v0 / math.sqrt(_dot(v0, v0))).astype(dtype)
    p = 0                  # size of the kept (Schur) part
    products = restarts = 0
    keep = min(m - 2, max(k + (m - k) // 2, k + 1))
    converged = False
    breakdown = max(BREAKDOWN_RTOL, 32 * float(np.finfo(dtype).eps)) if dtype.kind == "f" else BREAKDOWN_RTOL
    while True:
        for j in range(p, m):
            w = np.asarray(apply(V[j]), dtype=dtype)
            products += 1
            h, beta = _cgs2(V, j + 1, w)
            H[: j + 1, j] = h
            H[j + 1, j] = beta
            if beta <= breakdown * max(1.0, float(np.abs(h).max())):
                # invariant subspace: continue with a fresh direction orthogonal to the basis
                w = np.cos(np.arange(N) * (2.1 + 0.37 * j) + 0.3 * j).astype(dtype)
                _, nb = _cgs2(V, j + 1, w)
                H[j + 1, j] = 0.0
                w /= np.asarray(nb, dtype)
            else:
                w /= np.asarray(beta, dtype)
            V[j + 1] = w
        Hm = H[:m, :m]
        beta = H[m, m - 1]
        theta, Y = sla.eig(Hm)
        res = np.abs(beta * Y[m - 1, :]) / np.linalg.norm(Y, axis=0)
        keys = key(theta)
        order = np.argsort(-keys, kind="stable")
        thr = _threshold(keys, k)
        want = order[keys[order] > thr]
        done = bool(np.all(res[want] <= tol))
        if done or products >= maxiter:
            converged = done
            break
        # restart: Schur form with the `keep` largest Ritz values first
        thr_keep = _threshold(keys, keep)
        T, Z, sdim = sla.schur(Hm, output="real", sort=_selector(which, thr_keep))
        p = int(sdim)
        if p == 0 or p >= m:
            p = min(max(k, 1), m - 1)
        if T[p, p - 1] != 0.0:
            # p would split a 2 x 2 block (a conjugate pair) of the real Schur form: V_p would not
            # span an invariant subspace of H and the Arnoldi relation (so every residual
            # estimate) would break. Keep the pair whole, or, where the basis cannot hold it
            # beside a new vector (m = 2 on N = 3 states), restart from the residual vector alone.
            p = p + 1 if p + 1 < m else p - 1
        for lo in range(0, N, COLUMN_BLOCK):
            V[:p, lo:lo + COLUMN_BLOCK] = (Z[:, :p].T @ V[:m, lo:lo + COLUMN_BLOCK]).astype(dtype, copy=False)
        V[p] = V[m]
        b = beta * Z[m - 1, :p]
        H[:] = 0.0
        H[:p, :p] = T[:p, :p]
        H[p, :p] = b
        restarts += 1
    wv = theta[want]
    rest_idx = np.setdiff1d(order, want, assume_unique=True)
    X = None
    nv = want.size if vectors is None else min(int(vectors), want.size)
    if nv:
        Yw = Y[:, want[:nv]]
        Yw = Yw / np.linalg.norm(Yw, axis=0)
        X = np.empty((N, nv), dtype=np.complex128)
        Yr, Yi = np.ascontiguousarray(Yw.real), np.ascontiguousarray(Yw.imag)
        for lo in range(0, N, COLUMN_BLOCK):
            blk = V[:m, lo:lo + COLUMN_BLOCK].T.astype(np.float64, copy=False)
            X[lo:lo + COLUMN_BLOCK].real = blk @ Yr
            X[lo:lo + COLUMN_BLOCK].imag = blk @ Yi
    G = np.zeros((m + 1, m + 1))
    for lo in range(0, N, COLUMN_BLOCK):
        blk = V[:, lo:lo + COLUMN_BLOCK].astype(np.float64, copy=False)
        G += blk @ blk.T
    loss = float(np.max(np.abs(G - np.eye(m + 1))))
    return KrylovSchurRun(wv, X, res[want], theta[rest_idx], products, restarts, converged, loss)
