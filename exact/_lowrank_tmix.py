"""Worst-start ``t_mix`` of metastable chains by doubling, then powers in factored form
(private helper of :func:`exact.mixing.mixing_time`, ``method="lowrank"``).

Doubling (:mod:`exact.mixing`) squares ``P`` ``log2(t_mix)`` times and bisects with the
stored powers: 17 dense products of ``N x N`` matrices for ``t_mix = 10**5``, 27 for
``10**8`` (each ~20-40 s at 8192 states on 2 cores). In a metastable chain all but a few
eigenvalues are far from 1, so after a time ``tau`` of the order of the *local* mixing time

    ``W = P^tau - Pi``  (``Pi = 1 pi^T``)

is numerically of low rank ``r`` (the slow modes), and ``P^(k tau) - Pi = W^k`` because
``Pi P = P Pi = Pi`` and ``W Pi = Pi W = 0``. The algorithm:

1. Square (sparse products while ``P^(2^j)`` is sparse, then dense float64) and record
   ``d(2^j)``; if ``d(2^j) <= eps`` first, bisect with the stored powers as doubling does.
2. At each dense power ``P^(2^j)``, ``j >= 1`` (from ``P^2`` on), check the rank: ``Q`` an
   orthonormal basis of ``W Omega`` (``Omega`` a fixed-seed ``N x (r + p)`` Gaussian sketch),
   ``B = Q^T W`` and the residual ``E = W - Q B``, computed exactly; once
   ``||E||_inf = max_x sum_y |E(x, y)|`` is below :data:`LOWRANK_RESIDUAL` (round-off level)
   switch to ``A = Q B``:
   ``A^k = Q C^(k-1) B`` with the ``r x r`` matrix ``C = B Q``, so every row of
   ``P^(k tau) - Pi`` costs ``r N`` and all of them ``r N^2``.
3. Find the first ``k`` with ``d(k tau) <= eps`` by doubling and bisection on ``k`` (powers of
   ``C``), then the exact time in ``((k-1) tau, k tau]`` by the greedy bisection
   ``P^(k tau + s) - Pi = W^k P^s`` with the stored powers ``P^(2^i)``, ``2^i < tau``.

Error. Rows of ``E`` sum to 0, so with ``||W^m||_inf <= 2`` the telescoping sum
``W^k - A^k = sum_i A^i E W^(k-1-i)`` gives ``||W^k - A^k||_inf <= 4 k e / (1 - 2 k e)``
(``e = ||E||_inf``) and ``||(W^k - A^k) P^s||_inf`` is no larger; half of it bounds the
error of every ``d(t)``. A decision ``d(t) > eps`` (with the ties rule's ``1e-12``) that lies
within that bound is not taken: the whole computation falls back to dense doubling. The
powers' own float64 round-off is that of doubling. Starts are pruned as the search goes:
a start whose distance is (provably, within the bound) at most ``eps`` at some time never
exceeds it later (``TV(mu P, pi) <= TV(mu, pi)``), so later products use only the remaining
rows; the ``distances`` recorded at times where ``d(t) <= eps`` are therefore the largest
over the starts still searched (every evaluated ``d(t) > eps`` is the worst start's).

>>> import numpy as np
>>> P = np.array([[0.9, 0.1], [0.3, 0.7]])          # d(t) = 0.75 * 0.6**t
>>> lowrank_mixing_time(P, np.array([0.75, 0.25]), 0.25, 2**40).t_mix
3
"""

from __future__ import annotations

import math

import numpy as np

from toolkit._states import tv
from toolkit.results import MixingResult

from ._linalg import SPARSE, as_dense, is_sparse, kernel_kind, random_scan_kernel
from ._powers import TIE_ATOL, _doubling_dense, worst_index

LOWRANK_RANK = 64     # the sketch's rank (plus LOWRANK_OVERSAMPLE columns)
LOWRANK_OVERSAMPLE = 8
LOWRANK_RESIDUAL = 1e-13  # switch to the factored powers once max_x ||E(x, .)||_1 is below this


def _tv(M, pi: np.ndarray) -> np.ndarray:
    """``TV(M[x, .], pi)`` for every row of a dense or CSR matrix of probability rows."""
    if is_sparse(M):
        M = M.tocsr()
        rows = np.repeat(np.arange(M.shape[0]), np.diff(M.indptr))
        a = np.abs(M.data - pi[M.indices]) - pi[M.indices]
        # 0.5 * (sum over the support of |M - pi| + the mass of pi off the support)
        return 0.5 * (np.bincount(rows, weights=a, minlength=M.shape[0]) + pi.sum())
    out = np.empty(M.shape[0])
    for lo in range(0, M.shape[0], 1024):
        out[lo:lo + 1024] = tv(M[lo:lo + 1024], pi[None, :], axis=1)
    return out


def _tv_factored(Q: np.ndarray, X: np.ndarray) -> np.ndarray:
    """``0.5 * sum_y |(Q X)(x, y)|`` for every row ``x`` (rows of ``P^t - Pi``), in blocks."""
    out = np.empty(Q.shape[0])
    for lo in range(0, Q.shape[0], 1024):
        out[lo:lo + 1024] = tv(Q[lo:lo + 1024] @ X, 0.0, axis=1)
    return out


def _matrix(P):
    """``P`` as CSR when sparse (random-scan kernels, sparse input), else dense."""
    if random_scan_kernel(P):
        return P.cached_sparse().astype(float)
    if kernel_kind(P) == SPARSE:
        return P.tocsr().astype(float)
    return as_dense(P)


def _square(M):
    """``M @ M``, sparse while at most an eighth of the entries are non-zero."""
    if is_sparse(M):
        S = (M @ M).tocsr()
        if S.nnz <= S.shape[0] * S.shape[1] / 8:
            return S
        return S.toarray()
    return M @ M


def _rmul(R: np.ndarray, M) -> np.ndarray:
    """``R @ M`` for a dense ``R`` and a dense or CSR ``M``."""
    return np.asarray((M.T @ R.T).T) if is_sparse(M) else R @ M


def _sketch(W: np.ndarray):
    """``(Q, B, e)``: ``Q`` orthonormal ``N x (r+p)``, ``B = Q^T W``, ``e = ||W - Q B||_inf``."""
    N = W.shape[0]
    k = min(N, LOWRANK_RANK + LOWRANK_OVERSAMPLE)
    omega = np.random.default_rng(0).standard_normal((N, k))  # a fixed sketch: deterministic results
    Q, _ = np.linalg.qr(W @ omega)
    B = Q.T @ W
    e = 0.0
    for lo in range(0, N, 1024):
        e = max(e, float(np.abs(W[lo:lo + 1024] - Q[lo:lo + 1024] @ B).sum(axis=1).max()))
    return Q, B, e


def lowrank_mixing_time(P, pi, eps: float, t_max: int) -> MixingResult:
    """``t_mix(eps)`` from the worst start (see the module docstring); falls back to dense
    doubling when a decision lies within the error bound of the factored powers."""
    pi = np.asarray(pi, dtype=float)
    thr = eps + TIE_ATOL
    d0 = 1.0 - pi  # TV(delta_x, pi)
    times, dists = [0], [float(d0.max())]

    def done(t_mix, worst, method="lowrank (dense powers)"):
        order = np.argsort(times, kind="stable")
        return MixingResult(t_mix, eps, tuple(int(times[i]) for i in order), tuple(float(dists[i]) for i in order),
                            worst, method, t_max)

    if dists[0] <= thr:
        return done(0, None)
    if t_max < 1:
        return done(None, int(np.argmax(d0)))
    powers = [_matrix(P)]  # powers[j] = P^(2^j)
    factored = None
    while True:
        t = 2 ** (len(powers) - 1)
        dt = _tv(powers[-1], pi)
        times.append(t)
        dists.append(float(dt.max()))
        if dists[-1] <= thr or 2 * t > t_max:
            break
        if not is_sparse(powers[-1]) and t >= 2:
            W = powers[-1] - pi[None, :]
            Q, B, e = _sketch(W)
            del W
            if e <= LOWRANK_RESIDUAL:
                factored = (Q, B, e, dt)
                break
        powers.append(_square(powers[-1]))
    if factored is None:
        return _bisect_powers(powers, pi, thr, t_max, times, dists, done)
    return _factored_search(powers, pi, eps, thr, t_max, factored, times, dists, done, P)


def _bisect_powers(powers, pi, thr, t_max, times, dists, done):
    """Doubling's greedy bisection with the stored powers, on the starts still above ``eps``."""
    k = len(powers) - 1
    if dists[-1] <= thr:
        if k == 0:  # d(1) <= eps < d(0)
            return done(1, int(np.argmax(1.0 - pi)))
        t_low, low = 2 ** (k - 1), k - 1
        js = range(k - 2, -1, -1)
    else:  # d(2^k) > eps and 2^(k+1) > t_max
        t_low, low = 2**k, k
        js = range(k - 1, -1, -1)
    M = powers[low]
    d_low = _tv(M, pi)
    active = np.flatnonzero(d_low > thr)
    d_low = d_low[active]
    M_low = M[active]
    M_low = M_low.toarray() if is_sparse(M_low) else M_low
    for j in js:
        if t_low + 2**j > t_max:
            continue
        cand = _rmul(M_low, powers[j])
        dc = _tv(cand, pi)
        times.append(t_low + 2**j)
        dists.append(float(dc.max()))
        if dists[-1] > thr:
            keep = dc > thr
            t_low, M_low, active, d_low = t_low + 2**j, cand[keep], active[keep], dc[keep]
    worst = int(active[worst_index(d_low)])
    return done(t_low + 1 if t_low + 1 <= t_max else None, worst)


def _factored_bound(k: int, e: float) -> float:
    """The bound on ``|d_computed(t) - d(t)|`` for ``t`` in ``[k tau, (k+1) tau)``: half of the
    module docstring's ``4 k e / (1 - 2 k e)``, plus ``1e-14``; ``inf`` where ``2 k e >= 1``
    (the series bound diverges at ``2 k e = 1``: no decision is certified there)."""
    x = 2.0 * k * e
    return (math.inf if x >= 1 else 2.0 * k * e / (1.0 - x)) + 1e-14


def _factored_search(powers, pi, eps, thr, t_max, factored, times, dists, done, P):
    Q, B, e, d_tau = factored
    J = len(powers) - 1
    tau = 2**J
    C = B @ Q

    def bound(k):  # |d_computed(t) - d(t)| for t in [k tau, (k+1) tau)
        return _factored_bound(k, e)

    def c_power(m):  # C^m by binary powering
        out, base = np.eye(C.shape[0]), C
        while m:
            if m & 1:
                out = out @ base
            base = base @ base
            m >>= 1
        return out

    def fallback():
        r = _doubling_dense(as_dense(P), pi, eps, t_max)
        return MixingResult(r.t_mix, r.eps, r.times, r.distances, r.worst_start,
                            "lowrank (a decision within its error bound: dense doubling)", t_max)

    active = np.flatnonzero(d_tau > thr)  # d(tau) is from the dense power: exact
    Qa = Q[active]

    def dist_k(k):  # d(k tau) on the active starts, and the row distances
        X = c_power(k - 1) @ B
        dk = _tv_factored(Qa, X)
        return dk, X

    # d(k tau) > eps for k = 1; double k, then bisect on k
    k_low, k_high, X_low = 1, None, B
    k = 2
    while k * tau <= t_max:
        dk, X = dist_k(k)
        m, b = float(dk.max()), bound(k)
        times.append(k * tau)
        dists.append(m)
        if abs(m - thr) <= b:
            return fallback()
        if m <= thr:
            k_high = k
            break
        k_low, X_low = k, X
        keep = dk > thr - b  # prune only starts provably at most eps
        active, Qa = active[keep], Qa[keep]
        k *= 2
    if k_high is None:
        k_high = t_max // tau + 1  # d(k tau) > eps up to t_max: search (k_low tau, t_max]
    while k_high - k_low > 1:
        k = (k_low + k_high) // 2
        dk, X = dist_k(k)
        m, b = float(dk.max()), bound(k)
        times.append(k * tau)
        dists.append(m)
        if abs(m - thr) <= b:
            return fallback()
        if m > thr:
            k_low, X_low = k, X
            keep = dk > thr - b
            active, Qa = active[keep], Qa[keep]
        else:
            k_high = k
    # t_mix in (k_low tau, (k_low + 1) tau]: greedy bisection on s with P^(2^i), 2^i < tau
    t_low, R = k_low * tau, X_low
    d_low = _tv_factored(Qa, R)
    b = bound(k_low)
    for i in range(J - 1, -1, -1):
        if t_low + 2**i > t_max:
            continue
        cand = _rmul(R, powers[i])
        dc = _tv_factored(Qa, cand)
        m = float(dc.max())
        times.append(t_low + 2**i)
        dists.append(m)
        if abs(m - thr) <= b:
            return fallback()
        if m > thr:
            keep = dc > thr - b
            t_low, R, active, Qa, d_low = t_low + 2**i, cand, active[keep], Qa[keep], dc[keep]
    worst = int(active[worst_index(d_low)])
    return done(t_low + 1 if t_low + 1 <= t_max else None, worst,
                f"lowrank (factored from tau = {tau}, rank <= {Q.shape[1]}, ||E||_inf = {e:.1e})")

