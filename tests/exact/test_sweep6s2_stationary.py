"""Contract sweep (issue 30) of :mod:`exact.stationary`: ``||pi P - pi||_1`` and the balance
residual ``rho`` by hand (a dense chain, a lazy non-reversible random-scan kernel through its
site route), the law of a non-reversible chain against numpy, the ``auto`` route at
``DENSE_MAX``, a given ``pi``'s ``1e-8`` tolerance (renormalised), the error estimate's
formula, and the refusals (reducible chain naming its classes, detailed balance on an
incompatible kernel)."""

from __future__ import annotations

import importlib

import numpy as np
import pytest

from exact.kernel import glauber_kernel
from toolkit.exceptions import InvalidInputError, ReducibleChainError
from toolkit.models import potts, random_table

st = importlib.import_module("exact.stationary")   # the package re-exports a function of that name

P3 = np.array([[0.2, 0.6, 0.2], [0.1, 0.3, 0.6], [0.5, 0.1, 0.4]])
U = 2.0**-53


def _pi(P):
    w, V = np.linalg.eig(P.T)
    v = np.real(V[:, np.argmin(np.abs(w - 1))])
    return v / v.sum()


def test_residuals_by_hand():
    pi = np.array([0.2, 0.3, 0.5])
    assert st.stationary_residual(P3, pi) == pytest.approx(float(np.abs(pi @ P3 - pi).sum()), rel=1e-14, abs=0)
    # rho(y) = |sum_{x != y} pi(x) P(x, y) / (pi(y) sum_{z != y} P(y, z)) - 1|
    off = P3 - np.diag(np.diag(P3))
    want = np.abs((pi @ off) / (pi * off.sum(axis=1)) - 1)
    np.testing.assert_allclose(st.balance_residual(P3, pi), want, rtol=1e-13)


def test_lazy_nonreversible_site_route_residual():
    K = glauber_kernel(random_table(3, 3, 1.0, rng=8), temperature=0.7, lazy=0.3)
    D = K.dense()
    pi = np.random.default_rng(1).dirichlet(np.ones(27))
    want = float(np.abs(pi @ D - pi).sum())
    assert st._stationary_residual_sites(K, pi) == pytest.approx(want, rel=1e-12, abs=0)
    assert st.stationary_residual(K, pi) == pytest.approx(want, rel=1e-12, abs=0)
    law = st.stationary_law(K)
    np.testing.assert_allclose(law.pi, _pi(D), rtol=1e-11)
    assert law.residual < 1e-14


def test_nonreversible_law_and_auto_route(monkeypatch):
    law = st.stationary_law(P3)
    np.testing.assert_allclose(law.pi, _pi(P3), rtol=1e-13)
    assert law.method == "gth" and st.DENSE_MAX == 1024
    monkeypatch.setattr(st, "DENSE_MAX", 3)
    assert st.stationary_law(P3).method == "gth"            # N = 3 = DENSE_MAX
    monkeypatch.setattr(st, "DENSE_MAX", 2)
    k = st.stationary_law(P3)
    assert k.method != "gth" and np.allclose(k.pi, _pi(P3), rtol=1e-10, atol=0)


def test_given_pi_tolerance():
    pi = st.probability_vector([0.25, 0.75 + 5e-9], 2)
    assert pi.sum() == pytest.approx(1.0, abs=1e-16) and pi[0] == pytest.approx(0.25 / (1 + 5e-9), rel=1e-15, abs=0)
    with pytest.raises(InvalidInputError, match="within 1e-08"):
        st.probability_vector([0.25, 0.75 + 2e-8], 2)
    with pytest.raises(InvalidInputError, match=r"shape \(3,\)"):
        st.probability_vector([0.5, 0.5], 3)
    assert st.PI_SUM_ATOL == 1e-8


def test_error_estimate_formula():
    # rho_max + 8 max(N, terms) u + u max |log pi| + model
    lp = np.log(np.array([0.5, 0.25, 0.25]))
    want = 1e-13 + 8 * 70 * U + U * np.log(4) + 1e-15
    assert st._error_estimate(1e-13, 3, 70, lp, 1e-15) == pytest.approx(want, rel=1e-13, abs=0)
    assert st._error_estimate(0.0, 100, 7, None) == pytest.approx(800 * U, rel=1e-15, abs=0)


def test_refusals():
    R = np.array([[0.5, 0.5, 0.0], [0.5, 0.5, 0.0], [0.0, 0.0, 1.0]])
    with pytest.raises(ReducibleChainError, match="2 communicating classes"):
        st.stationary_law(R)
    with pytest.raises(InvalidInputError, match="detailed-balance"):
        st.stationary_law(glauber_kernel(random_table(2, 3, rng=2)), method="detailed-balance")
    ok = st.stationary_law(glauber_kernel(potts(2, 3, 1.0), temperature=0.8), method="detailed-balance")
    np.testing.assert_allclose(ok.pi, st.stationary_law(glauber_kernel(potts(2, 3, 1.0), temperature=0.8)).pi,
                               rtol=1e-12)


def test_gmres_polish_alone_finds_the_law(monkeypatch):
    # the Perron solver fails: the polish must solve (I - P^T + u 1^T) x = u from the uniform start
    from exact._linalg import as_operator

    def fail(*a, **k):
        raise np.linalg.LinAlgError("forced")

    monkeypatch.setattr(st, "_perron_left", fail)
    P = np.array([[0.2, 0.6, 0.2, 0.0], [0.1, 0.3, 0.5, 0.1], [0.4, 0.1, 0.3, 0.2], [0.25, 0.25, 0.25, 0.25]])
    _, PT, N = as_operator(P)
    pi = st._krylov(PT, N, tol=1e-13, maxiter=None)
    np.testing.assert_allclose(pi, _pi(P), rtol=1e-10)


def test_auto_route_above_dense_max(monkeypatch):
    monkeypatch.setattr(st, "DENSE_MAX", 4)
    comp = st.stationary_law(glauber_kernel(potts(2, 3, 1.0, field=[0.3, -0.2]), temperature=0.7))
    assert comp.method == "detailed balance (path product)"
    K = glauber_kernel(potts(2, 3, 1.0, field=[0.3, -0.2]), temperature=0.7)
    np.testing.assert_allclose(comp.pi, _pi(K.dense()), rtol=1e-12)
    inc = st.stationary_law(glauber_kernel(random_table(2, 3, rng=5), temperature=0.7))
    assert inc.method != "detailed balance (path product)" and inc.method != "gth"
    given = st.as_law(K, comp.pi)
    assert given.method == "given" and given.residual == pytest.approx(st.stationary_residual(K, comp.pi), abs=0)
