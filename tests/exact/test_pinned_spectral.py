"""Spectral formulas and mixing bounds pinned to closed forms.

References (computed here, not by the code under test):

- Two-state chain ``[[1-p, p], [r, 1-r]]``: eigenvalues ``1, 1-p-r``; it is reversible.
- Tensor product of two-state chains (all sites move at once): eigenvalues are products of
  the factors' eigenvalues (Kronecker product); reversible when each factor is.
- Lazy one-way cycle ``P = (1-a) I + a C`` (``C`` the cyclic shift on ``N`` states): ``pi``
  uniform, ``P* = P^T``; ``P`` is normal, so ``(P*)^k P^k`` has eigenvalues ``|mu_j|^{2k}``
  with ``mu_j = 1 - a + a e^{2 pi i j / N}`` and ``|mu_1|^2 = 1 - 2a(1-a)(1 - cos(2 pi/N))``.
- Reversible bounds (Levin-Peres-Wilmer Thms 12.4, 12.5) and the non-reversible bound
  (exact/spectral.py module docstring) evaluated by hand.
"""

from __future__ import annotations

import itertools
import math

import mpmath as mp
import numpy as np
import pytest

from exact import (
    all_rectangles,
    glauber_kernel,
    multiplicative_gaps,
    nonreversible_mixing_upper_bound,
    reversible_mixing_bounds,
    scan_order_tv,
    spectral_summary,
    stationary_law,
)
from exact.stationary import as_law
from toolkit.models import random_table


def two_state(p, r):
    return np.array([[1 - p, p], [r, 1 - r]])


def test_two_state_with_a_negative_eigenvalue():
    """p + r = 1.7: the non-unit eigenvalue is -0.7, so lambda_2 = -0.7, lambda_star = 0.7."""
    s = spectral_summary(two_state(0.9, 0.8))
    assert s.reversible
    assert s.lambda_2 == pytest.approx(-0.7, abs=1e-14)
    assert s.lambda_star == pytest.approx(0.7, abs=1e-14) and s.spectral_gap == pytest.approx(0.3, abs=1e-14)


@pytest.mark.parametrize("method", ["dense", "krylov"])
def test_tensor_product_negative_eigenvalue_dominates(method):
    """9 two-state factors with eigenvalue -0.8: the product's eigenvalues are (-0.8)^j, so
    lambda_star = 0.8 (attained at -0.8) and lambda_2 = 0.64. 512 states: Krylov path too."""
    P1 = two_state(0.9, 0.9)
    P = np.array([[1.0]])
    for _ in range(9):
        P = np.kron(P, P1)
    s = spectral_summary(P, method=method)
    assert s.reversible and s.reversibility_rule == "edge-wise relative residual"
    assert s.lambda_star == pytest.approx(0.8, abs=1e-9)
    assert s.lambda_2 == pytest.approx(0.64, abs=1e-9)


def lazy_cycle(N, a):
    C = np.roll(np.eye(N), 1, axis=1)
    return (1 - a) * np.eye(N) + a * C


def test_lazy_one_way_cycle_multiplicative_and_pseudo_spectral_gaps():
    N, a = 7, 0.3
    P = lazy_cycle(N, a)
    mod2 = 1 - 2 * a * (1 - a) * (1 - math.cos(2 * math.pi / N))  # |mu_1|^2
    gammas_ref = [1 - mod2**k for k in range(1, 9)]
    s = spectral_summary(P)
    assert not s.reversible
    assert s.lambda_star == pytest.approx(math.sqrt(mod2), abs=1e-12)
    np.testing.assert_allclose(multiplicative_gaps(P, k_max=8), gammas_ref, atol=1e-12)
    assert s.reversibilization_gap == pytest.approx(gammas_ref[0], abs=1e-12)
    ratios = [g / k for k, g in enumerate(gammas_ref, start=1)]
    assert s.pseudo_spectral_gap == pytest.approx(max(ratios), abs=1e-12)
    assert s.pseudo_spectral_k == int(np.argmax(ratios)) + 1


def test_reversible_bounds_by_hand():
    lo, hi = reversible_mixing_bounds(5.0, 0.1, 0.25)
    assert lo == pytest.approx(4 * math.log(2), rel=1e-15, abs=0)      # (t_rel - 1) ln(1/(2 eps))
    assert hi == pytest.approx(5 * math.log(40), rel=1e-15, abs=0)     # t_rel ln(1/(eps pi_min))
    lo2, hi2 = reversible_mixing_bounds(5.0, 0.0, 0.25, log_pi_min=-1000.0)
    assert hi2 == pytest.approx(5 * (math.log(4) + 1000), rel=1e-15)


def test_nonreversible_bound_by_hand():
    """min_k k ceil(ln(1/(4 eps^2 pi_min)) / -ln(1 - gamma_k)): with pi_min = 0.01, eps = 1/4,
    L = ln(400); gamma = (0.1, 0.3, 0.5): k=1: ceil(L/-ln 0.9) = 57; k=2: 2 ceil(L/-ln 0.7) = 34;
    k=3: 3 ceil(L/-ln 0.5) = 27."""
    L = math.log(1 / (4 * 0.25**2 * 0.01))
    ref = [k * math.ceil(L / -math.log(1 - g)) for k, g in enumerate((0.1, 0.3, 0.5), start=1)]
    assert ref == [57, 34, 27]
    best, k = nonreversible_mixing_upper_bound([0.1, 0.3, 0.5], 0.01, 0.25)
    assert (best, k) == (27.0, 3)


def test_stationary_error_estimate_includes_the_residual():
    """A law given by the caller with a wrong small entry: rho = 1/3 there (inflow/outflow =
    1/1.5), and the error estimate must say at least that."""
    N = 20
    up, down = 0.01, 0.3
    P = np.zeros((N, N))
    for k in range(N):
        if k + 1 < N:
            P[k, k + 1] = up
        if k:
            P[k, k - 1] = down
        P[k, k] = 1 - P[k].sum()
    pi = (up / down) ** np.arange(N)
    pi /= pi.sum()
    bad = pi.copy()
    bad[-1] *= 1.5
    law = as_law(P, bad)
    assert law.max_relative_residual == pytest.approx(1 / 3, rel=1e-9)
    assert law.relative_error >= 1 / 3


# ---------------------------------------------------------------------- refined tiny gaps
def _mp_gap(model, T, dps=60):
    """1 - |lambda_star| in 60-digit mpmath, from the model's logits (the exact stochastic
    matrix, not its float64 rounding, whose row sums are off by ~1e-16)."""
    mp.mp.dps = dps
    q, n = model.vocab_size, model.length
    states = list(itertools.product(range(q), repeat=n))
    index = {s: k for k, s in enumerate(states)}
    N = len(states)
    P = mp.matrix(N, N)
    Tm = mp.mpf(T)
    for k, s in enumerate(states):
        for i in range(n):
            lg = [mp.mpf(float(v)) / Tm for v in model.logits(np.array([s]), np.array([i]))[0]]
            z = max(lg)
            w = [mp.exp(v - z) for v in lg]
            tot = mp.fsum(w)
            for a in range(q):
                y = list(s)
                y[i] = a
                P[k, index[tuple(y)]] += w[a] / tot / n
    vals = sorted(mp.eig(P, left=False, right=False), key=lambda v: abs(v - 1))
    return 1 - max(abs(v) for v in vals[1:])


@pytest.mark.parametrize("seed,T", [(24, 0.1), (15, 0.05), (24, 0.05)])
def test_tiny_nonreversible_gap_relative_accuracy(seed, T):
    """Non-reversible 8-state chains whose gaps (6e-10, 4e-11, 2e-18) are far below float64's
    resolution of 1 - lambda: the two-sided Rayleigh quotient from I - P keeps them to 1e-12
    relative (measured ~2e-15), and the reported gap_error covers the truth."""
    m = random_table(2, 3, 2.0, rng=seed)
    s = spectral_summary(glauber_kernel(m, temperature=T))
    ref = _mp_gap(m, T)
    assert not s.reversible and ref < 1e-9
    assert s.spectral_gap == pytest.approx(float(ref), rel=1e-12, abs=0)
    assert abs(mp.mpf(s.spectral_gap) - ref) <= 2 * s.gap_error


# ---------------------------------------------------------------------- compat pieces
def test_scan_order_tv_by_hand():
    """TV = (1/2) sum |pi_random - pi_systematic| with both laws solved here by numpy from the
    site kernels P_i (the systematic sweep is P_0 P_1)."""
    m = random_table(2, 2, 1.0, rng=4)
    T = 0.8
    K = glauber_kernel(m, temperature=T)
    Pr = K.dense()
    P0 = glauber_kernel(m, temperature=T, scan="systematic")
    # site kernels by hand: P_i(x, y) = p_i(y_i | x_-i) when y agrees with x off site i
    X = K.space.all_states()
    Ps = []
    for i in range(2):
        Pi = np.zeros((4, 4))
        for a, x in enumerate(X):
            p = np.exp(m.logits(x[None], np.array([i]))[0] / T)
            p /= p.sum()
            for t in range(2):
                y = x.copy()
                y[i] = t
                Pi[a, K.space.index(y[None])[0]] += p[t]
        Ps.append(Pi)
    Psys = Ps[0] @ Ps[1]
    assert np.allclose(Psys, P0.dense(), atol=1e-14)

    def solve(M):
        w, V = np.linalg.eig(M.T)
        v = np.real(V[:, np.argmin(np.abs(w - 1))])
        return v / v.sum()

    ref = 0.5 * np.abs(solve(Pr) - solve(Psys)).sum()
    assert ref > 1e-3
    assert scan_order_tv(m, temperature=T) == pytest.approx(ref, abs=1e-12)


def test_logit_rtol_override_sets_the_bound():
    """bound = gamma_7 sum |t| + 4 err_0 + 4 err_1 with err_i = logit_rtol * max(1, max |l_i|)."""
    from toolkit import _rectangle

    m = random_table(2, 2, 1.0, rng=2)
    t = all_rectangles(m, logit_rtol=1e-3)
    L = np.array([np.abs(m.table[i]).max() for i in range(2)])
    err = 1e-3 * np.maximum(1.0, L)
    # the one rectangle's eight logits
    terms = np.abs(m.table).sum()
    assert t.bound[0] == pytest.approx(_rectangle.ARITH * terms + 4 * err[0] + 4 * err[1], rel=1e-12, abs=0)
    assert stationary_law(glauber_kernel(m, temperature=1.0)).max_relative_residual < 1e-13
