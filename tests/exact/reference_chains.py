"""Reference chains with closed-form answers, shared by the exact tests.

Each function returns the exact quantity from its closed form, computed without the
code under test.
"""

from __future__ import annotations

import math

import numpy as np


def two_state(p: float, r: float):
    """P = [[1-p, p], [r, 1-r]]: pi = (r, p)/(p+r), eigenvalues 1 and 1-p-r,
    d(t) = max(p, r)/(p+r) * |1-p-r|^t (Levin-Peres-Wilmer, Section 1.1)."""
    P = np.array([[1 - p, p], [r, 1 - r]])
    pi = np.array([r, p]) / (p + r)
    lam = 1 - p - r

    def d(t):
        return max(p, r) / (p + r) * abs(lam) ** t

    return P, pi, lam, d


def hypercube_weight_profile(n: int, t_max: int) -> np.ndarray:
    """Worst-start d(t) of the lazy random walk on {0,1}^n (random-scan Glauber at T = inf).

    The Hamming weight of the walk started at 0 is a birth-death chain on 0..n with
    k -> k-1 w.p. k/(2n), k -> k+1 w.p. (n-k)/(2n); the law at time t and the uniform law
    are both uniform within weight classes, so d(t) = TV(weight law, Binomial(n, 1/2)),
    and by vertex transitivity every start is a worst start.
    """
    B = np.zeros((n + 1, n + 1))
    for k in range(n + 1):
        B[k, k] = 0.5
        if k > 0:
            B[k, k - 1] = k / (2 * n)
        if k < n:
            B[k, k + 1] = (n - k) / (2 * n)
    binom = np.array([math.comb(n, k) for k in range(n + 1)], dtype=float) / 2**n
    mu = np.zeros(n + 1)
    mu[0] = 1.0
    out = []
    for _ in range(t_max + 1):
        out.append(0.5 * np.abs(mu - binom).sum())
        mu = mu @ B
    return np.array(out)


def independent_spectrum(n: int, q: int) -> np.ndarray:
    """Spectrum of random-scan Glauber for independent sites: 1 - k/n with multiplicity
    C(n, k) (q-1)^k, k = 0..n (a product of n rank-one resampling kernels averaged)."""
    vals = []
    for k in range(n + 1):
        vals += [1 - k / n] * (math.comb(n, k) * (q - 1) ** k)
    return np.sort(np.array(vals))


def mp_count_kernel(model, T: float):
    """``(C, K)``: the count vectors of an exchangeable model and its count chain in mpmath at
    the current precision, from the model's count logits only:
    ``K(c, c - e_a + e_b) = c_a p_b(c - e_a) / n`` with ``p = softmax(g / T)``, and the
    diagonal the rest of each row (mpmath digits make that subtraction harmless)."""
    import mpmath as mp

    from toolkit.models.exchangeable import count_vectors

    q, n = int(model.vocab_size), int(model.length)
    C = count_vectors(n, q)
    N = C.shape[0]
    index = {tuple(int(v) for v in c): i for i, c in enumerate(C)}
    K = mp.zeros(N, N)
    for i, c in enumerate(C):
        for a in range(q):
            if c[a] == 0:
                continue
            others = c.copy()
            others[a] -= 1
            w = [mp.exp(mp.mpf(float(v)) / mp.mpf(T)) for v in model.count_logits(others[None, :])[0]]
            Z = mp.fsum(w)
            for b in range(q):
                if b != a:
                    t = others.copy()
                    t[b] += 1
                    K[i, index[tuple(int(v) for v in t)]] += mp.mpf(int(c[a])) / n * w[b] / Z
    for i in range(N):
        K[i, i] = 1 - mp.fsum(K[i, j] for j in range(N) if j != i)
    return C, K


def swap_pair_triangle(swap: float, tri: float, e: float) -> np.ndarray:
    """Symmetric (so doubly stochastic and reversible, pi uniform) 5-state chain: a swap pair
    {0, 1} with block eigenvalue ``1 - 2 swap``, a triangle {2, 3, 4} with ``1 - 3 tri`` (double),
    joined by ``e`` between 1 and 2, which gives one eigenvalue ``1 - O(e)``."""
    P = np.zeros((5, 5))
    P[0, 1] = P[1, 0] = swap
    for i in (2, 3, 4):
        for j in (2, 3, 4):
            if i != j:
                P[i, j] = tri
    P[1, 2] = P[2, 1] = e
    P[np.diag_indices(5)] = 1.0 - P.sum(axis=1)
    return P


def birth_death(N: int, up: float, down: float):
    """``(P, pi)``: the chain on ``0..N-1`` moving up w.p. ``up``, down w.p. ``down`` (held at
    the ends, the rest a hold); detailed balance gives ``pi_k`` proportional to ``(up/down)^k``."""
    P = np.zeros((N, N))
    for k in range(N):
        if k + 1 < N:
            P[k, k + 1] = up
        if k > 0:
            P[k, k - 1] = down
        P[k, k] = 1.0 - P[k].sum()
    pi = (up / down) ** np.arange(N)
    return P, pi / pi.sum()
