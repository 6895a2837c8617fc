"""prm24b: ``tol`` and ``maxiter`` of :func:`exact.stationary.stationary` and ``tol`` of
:func:`exact.stationary.stationary_law` (seventh sweep: no test passed them off their defaults).

Documented as the Krylov solver's: ``tol`` the target of the residual ``||pi P - pi||_1`` (and
``maxiter`` its iteration cap). The Krylov solve (``exact.stationary._krylov``) is wrapped by a
spy that records what it was given and returns the true solve; the law itself is checked
against the hand value of a two-state chain, ``pi = (b, a) / (a + b)`` for
``P = [[1 - a, a], [b, 1 - b]]``.
"""

import importlib

import numpy as np
import pytest

from exact.stationary import stationary_law  # noqa: F401  (names the module for its targeted tests)

st = importlib.import_module("exact.stationary")  # the module (``exact.stationary`` the name is a function)

P = np.array([[0.7, 0.3], [0.1, 0.9]])  # a = 0.3, b = 0.1: pi = (1/4, 3/4)


@pytest.fixture
def seen(monkeypatch):
    calls, real = [], st._krylov

    def spy(PT, N, *, tol, maxiter):
        calls.append((tol, maxiter))
        return real(PT, N, tol=tol, maxiter=maxiter)

    monkeypatch.setattr(st, "_krylov", spy)
    return calls


def test_stationary_hands_tol_and_maxiter_to_krylov(seen):
    pi = st.stationary(P, method="krylov", tol=1e-9, maxiter=50)
    assert seen == [(1e-9, 50)]
    np.testing.assert_allclose(pi, [0.25, 0.75], rtol=1e-8)


def test_stationary_law_hands_tol_to_krylov(seen):
    law = st.stationary_law(P, method="krylov", tol=1e-9)
    assert seen == [(1e-9, None)]
    np.testing.assert_allclose(law.pi, [0.25, 0.75], rtol=1e-8)
