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
