"""prm29b twelfth sweep (issue 30), exact.observables.exact_iat: the iterative (GMRES) route,
used above ``DENSE_MAX`` states, solves ``(I - P + 1 pi^T) g = f_c`` with ``P`` itself, not
``P^T`` (the same only for a symmetric ``P``). Forced here on a small chain whose ``P`` is not
symmetric (Potts q = 2, n = 3, coupling 1: pi not uniform) by lowering ``DENSE_MAX``, and held
against ``tau_f = 1 + 2 sum_{t >= 1} rho_f(t)`` summed directly, ``rho_f(t) = <f_c, P^t f_c>_pi
/ <f_c, f_c>_pi`` (numpy's eigenvector for pi, dense powers until the terms vanish)."""

import numpy as np
import pytest

import exact.observables as obs
from exact.kernel import glauber_kernel
from toolkit.models import potts


def test_gmres_route_matches_the_autocorrelation_sum(monkeypatch):
    K = glauber_kernel(potts(2, 3, 1.0), temperature=1.0)
    P = np.asarray(K.dense(), dtype=float)
    assert not np.allclose(P, P.T)
    w, V = np.linalg.eig(P.T)
    pi = np.real(V[:, np.argmin(np.abs(w - 1.0))])
    pi = pi / pi.sum()
    f = np.arange(8, dtype=float) % 3          # an observable with no symmetry of the chain
    fc = f - pi @ f
    var = pi @ (fc * fc)
    tau, g = 1.0, fc.copy()
    for _ in range(5000):
        g = P @ g
        term = 2.0 * (pi @ (fc * g)) / var
        tau += term
        if abs(term) < 1e-16:
            break
    monkeypatch.setattr(obs, "DENSE_MAX", 1)   # every chain takes the GMRES route
    assert obs.exact_iat(K, pi, f) == pytest.approx(tau, rel=1e-8)
