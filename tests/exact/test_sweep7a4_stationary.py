"""Sweep 7, group a4 (issue 30): exact.stationary._perron_left's documented switch: Krylov-Schur
above KRYLOV_SCHUR_MIN = 64 states, ARPACK at 64 and below (both sides of the boundary), and the
vector it returns is the Perron vector (checked against numpy's dense eigenvector)."""

import importlib

import numpy as np
import pytest
from scipy.sparse.linalg import aslinearoperator

st = importlib.import_module("exact.stationary")   # the module (exact.stationary is also a function's name)


def _chain(N, seed):
    P = np.random.default_rng(seed).random((N, N)) + 0.1
    return P / P.sum(axis=1, keepdims=True)


@pytest.mark.parametrize(("N", "solver"), [(63, "arpack"), (64, "arpack"), (65, "krylov-schur"), (66, "krylov-schur")])
def test_solver_by_size_and_the_perron_vector(monkeypatch, N, solver):
    used = []
    real_ks, real_eigs = st.krylov_schur, st.eigs

    def ks(*a, **k):
        used.append("krylov-schur")
        return real_ks(*a, **k)

    def eigs(*a, **k):
        used.append("arpack")
        return real_eigs(*a, **k)

    monkeypatch.setattr(st, "krylov_schur", ks)
    monkeypatch.setattr(st, "eigs", eigs)
    assert st.KRYLOV_SCHUR_MIN == 64
    P = _chain(N, N)
    v = np.real(st._perron_left(aslinearoperator(P.T), N, np.full(N, 1.0 / N), tol=1e-12, maxiter=None))
    assert used == [solver]
    w, V = np.linalg.eig(P.T)
    ref = np.real(V[:, np.argmax(np.real(w))])
    np.testing.assert_allclose(v / v.sum(), ref / ref.sum(), rtol=1e-9)


# balance_residual: rho(y) = |inflow(y) / (pi(y) rate(y)) - 1|, by hand on dense matrices; a
# state with neither inflow nor outflow has rho 0, one with outflow and no inflow rho 1, one
# with inflow and no outflow rho inf
def test_balance_residual_by_hand_at_its_zero_cases():
    # state 0 isolated (P(0,0) = 1, pi 0): no flow either way; 1 <-> 2 balanced
    P = np.array([[1.0, 0.0, 0.0], [0.0, 0.5, 0.5], [0.0, 0.5, 0.5]])
    np.testing.assert_array_equal(st.balance_residual(P, np.array([0.0, 0.5, 0.5])), [0.0, 0.0, 0.0])
    # state 0 leaks into absorbing state 1: inflow(0) = 0, out(0) = 0.5 * 0.5; inflow(1) = 0.25, rate(1) = 0
    Q = np.array([[0.5, 0.5], [0.0, 1.0]])
    np.testing.assert_array_equal(st.balance_residual(Q, np.array([0.5, 0.5])), [1.0, np.inf])
    # an asymmetric 3-cycle with uniform pi: inflow(y) = (1/3) 0.2, out(y) = (1/3)(0.2 + 0.1)
    C = np.array([[0.7, 0.2, 0.1], [0.0, 0.7, 0.3], [0.3, 0.0, 0.7]])
    rho = st.balance_residual(C, np.full(3, 1 / 3))
    inflow = (C - np.diag(np.diag(C))).sum(axis=0) / 3
    out = (1 - np.diag(C)) / 3
    np.testing.assert_allclose(rho, np.abs(inflow / out - 1), rtol=1e-14, atol=1e-15)  # rho(0) = 0, rho(1) = rho(2) = 1/3
    np.testing.assert_allclose(st.balance_residual(C, None, log_pi=np.log(np.full(3, 1 / 3))), rho, rtol=1e-12, atol=1e-15)
