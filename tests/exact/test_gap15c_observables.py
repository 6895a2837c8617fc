"""gap15c: exact.observables.exact_iat's Krylov path (above DENSE_MAX states) warns when
GMRES stops unconverged (a line its targeted tests never ran, targeted-coverage-2026-12-05);
a small chain is sent down that path by lowering DENSE_MAX."""

from __future__ import annotations

import warnings

import numpy as np
import pytest
import scipy.sparse.linalg as spla

from exact import observables
from exact.observables import exact_iat
from toolkit.exceptions import ConvergenceWarning


def _two_state(a=0.1, b=0.3):
    P = np.array([[1 - a, a], [b, 1 - b]])
    pi = np.array([b, a]) / (a + b)
    return P, pi, 1 - a - b


def test_krylov_path_gives_the_closed_form(monkeypatch):
    # two-state chain: every centred f is the eigenvector of lambda = 1 - a - b, so
    # tau = (1 + lambda) / (1 - lambda); GMRES converges here: no warning
    monkeypatch.setattr(observables, "DENSE_MAX", 1)
    P, pi, lam = _two_state()
    with warnings.catch_warnings():
        warnings.simplefilter("error", ConvergenceWarning)
        tau = exact_iat(P, pi, [0.0, 1.0])
    assert tau == pytest.approx((1 + lam) / (1 - lam), rel=1e-9)


def test_unconverged_gmres_warns_with_its_info(monkeypatch):
    monkeypatch.setattr(observables, "DENSE_MAX", 1)
    real = spla.gmres
    # one inner step, one restart: not enough for a 3-state chain with three distinct eigenvalues
    monkeypatch.setattr(spla, "gmres", lambda A, b, **kw: real(A, b, rtol=1e-14, atol=0.0, restart=1, maxiter=1))
    P = np.array([[0.5, 0.3, 0.2], [0.1, 0.6, 0.3], [0.25, 0.25, 0.5]])
    w, V = np.linalg.eig(P.T)
    pi = np.real(V[:, np.argmin(np.abs(w - 1))])
    pi = pi / pi.sum()
    with pytest.warns(ConvergenceWarning, match=r"GMRES did not converge for the exact IAT \(info=1\)"):
        exact_iat(P, pi, [0.0, 1.0, 3.0])
