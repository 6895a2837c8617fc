"""exact_iat on a kernel with more than one closed class (module docstring of
exact.observables: "A kernel reducible in float64 ... tau_f is then inf, as the chain in
floating point never decorrelates"), on both solvers: the dense solve (at most DENSE_MAX
states) and GMRES above it, where a singular system gave a finite number with a warning.

Reference values by hand: a chain that never leaves its state has rho_f(t) = 1 for every t,
so tau_f = 1 + 2 sum_t 1 = inf; two closed blocks with f = the block indicator keep
rho_f(t) = 1 too. A transient state leading into one closed class leaves the law unique and
tau_f finite (the last test, by hand in its comment)."""

from __future__ import annotations

import warnings

import numpy as np
import pytest
import scipy.sparse as sp

from exact import observables
from exact.observables import exact_iat


def _two_blocks(N: int) -> sp.csr_matrix:
    """Two closed lazy cycles of N/2 states each: P(x, x) = P(x, x+1 in its block) = 1/2."""
    h = N // 2
    idx = np.arange(N)
    nxt = np.where(idx < h, (idx + 1) % h, h + (idx - h + 1) % h)
    rows = np.concatenate([idx, idx])
    cols = np.concatenate([idx, nxt])
    return sp.csr_matrix((np.full(2 * N, 0.5), (rows, cols)), shape=(N, N))


@pytest.mark.parametrize("N", [8, observables.DENSE_MAX + 2])
def test_frozen_chain_never_decorrelates(N):
    P = sp.identity(N, format="csr")
    pi = np.full(N, 1.0 / N)
    f = np.arange(N, dtype=float)
    with warnings.catch_warnings():
        warnings.simplefilter("error")          # no ConvergenceWarning: inf is the answer
        assert exact_iat(P, pi, f) == np.inf


@pytest.mark.parametrize("N", [8, observables.DENSE_MAX + 2])
def test_two_closed_blocks_never_decorrelate(N):
    P = _two_blocks(N)
    pi = np.full(N, 1.0 / N)                    # stationary (each block is doubly stochastic)
    f = (np.arange(N) < N // 2).astype(float)   # which block: constant along every path
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        assert exact_iat(P, pi, f) == np.inf


def test_transient_state_keeps_the_law_unique_and_tau_finite():
    # state 0 -> 1 with probability 1, state 1 absorbing: pi = (0, 1), and f = (1, 0) has
    # no variance under pi, so no autocorrelation time (NaN), not inf; with a third state
    # making a closed pair {1, 2} that flips (P(1,2) = P(2,1) = 1/2, P(1,1) = P(2,2) = 1/2):
    # pi = (0, 1/2, 1/2), f = (0, 0, 1): rho(t) = 0^t, tau = 1 (one lazy step decorrelates)
    P = np.array([[0.0, 1.0, 0.0], [0.0, 0.5, 0.5], [0.0, 0.5, 0.5]])
    assert exact_iat(P, np.array([0.0, 0.5, 0.5]), np.array([0.0, 0.0, 1.0])) == pytest.approx(1.0, abs=1e-12)


def test_a_singular_dense_system_is_inf_even_past_the_class_count(monkeypatch):
    # the dense solve's own guard: should the support graph ever show one closed class while
    # I - P + 1 pi^T is singular in float64, numpy's LinAlgError still means "never
    # decorrelates" (inf), never NaN; the class count is stubbed to 1 to reach it
    monkeypatch.setattr(observables, "_closed_class_count", lambda P, N: 1)
    assert exact_iat(np.eye(4), np.full(4, 0.25), np.arange(4.0)) == np.inf


def test_exactly_dense_max_states_are_solved_densely(monkeypatch):
    # "at most DENSE_MAX states: the dense solve" (module): at the boundary GMRES is not called;
    # a lazy 4-cycle with the limit lowered to 4, whose tau for f = (1, 0, 0, 0) is checked by hand:
    # P = (I + C)/2 (C the cyclic shift) has eigenvalues (1 + w^k)/2, w = i^k, and
    # tau = 1 + 2 sum_t rho(t) = sum_k |f_hat(k)|^2 (1 + l_k)/(1 - l_k) / Var f over k != 0,
    # with |f_hat(k)|^2 = 1/16 for every k, Var f = 3/16: l = (1+i)/2, 0, (1-i)/2, and
    # (1 + l)/(1 - l) = 1 + 2i, 1, 1 - 2i  ->  tau = (1/16)(3)/(3/16) = 1 (the direct sum
    # 1 + 2 sum_{t <= 400} rho(t) gives 1.0000000000000027)
    import scipy.sparse.linalg

    def no_gmres(*a, **k):
        raise AssertionError("GMRES called at DENSE_MAX states")

    monkeypatch.setattr(observables, "DENSE_MAX", 4)
    monkeypatch.setattr(scipy.sparse.linalg, "gmres", no_gmres)
    C = np.roll(np.eye(4), 1, axis=1)
    P = 0.5 * (np.eye(4) + C)
    assert exact_iat(P, np.full(4, 0.25), np.array([1.0, 0.0, 0.0, 0.0])) == pytest.approx(1.0, abs=1e-12)
