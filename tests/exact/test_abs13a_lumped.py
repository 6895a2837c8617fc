"""abs13a: the error estimate of the birth-death inverse iteration in :mod:`exact.lumped`.

``_birth_death_gap``'s docstring: the gap is the Rayleigh quotient ``E(f) / Var_nu(f)`` of
``f = (I - A_0)^{-k} g`` (``g`` the centred level ``m - k``), and its "error estimate: the last
change of the quotient plus ``10 n u`` of it" -- a size, never negative. Stopped after two
steps (``max_iter=2``) the last change is the whole first step, so the estimate is
``q_2 (|q_2 / q_1 - 1| + 10 n u)``. The quotients are computed here independently, from the
spectral decomposition of the symmetrized ``I - A_0``: with ``L`` its eigenvalues ``mu_i`` and
``c_i`` the coordinates of ``g``, ``q_k = sum c_i^2 mu_i^{1-2k} / sum c_i^2 mu_i^{-2k}`` (the
Dirichlet form over the variance of ``L^{-k} g``, the zero mode left out).
"""

from __future__ import annotations

import numpy as np
import pytest

from exact.lumped import _birth_death_gap, _sectors, sector_matrices
from toolkit.models.exchangeable import CurieWeiss

_U = np.finfo(float).eps / 2


def _quotients(A: np.ndarray, steps: int) -> list[float]:
    S = A.shape[0]
    # nu from detailed balance of the birth-death chain: nu(m+1) / nu(m) = A[m, m+1] / A[m+1, m]
    lnu = np.concatenate([[0.0], np.cumsum(np.log(np.diag(A, 1)) - np.log(np.diag(A, -1)))])
    nu = np.exp(lnu - lnu.max())
    nu /= nu.sum()
    k = int(np.argmax(nu))
    g = np.arange(S, dtype=float) - k
    g -= nu @ g
    d = np.sqrt(nu)
    Lsym = np.eye(S) - (d[:, None] * A / d[None, :])   # D^1/2 (I - A) D^-1/2, symmetric
    mu, U = np.linalg.eigh(0.5 * (Lsym + Lsym.T))
    c = U.T @ (d * g)
    keep = mu > 1e-12                                   # the zero mode (constants): c = 0 there
    mu, c = mu[keep], c[keep]
    return [float(np.sum(c**2 * mu ** (1 - 2 * j)) / np.sum(c**2 * mu ** (-2 * j))) for j in range(1, steps + 1)]


@pytest.mark.parametrize("n, beta, T", [(8, 1.0, 1.0), (12, 1.5, 0.8)])
def test_two_step_error_estimate_is_the_last_change_of_the_quotient(n, beta, T):
    model = CurieWeiss(n, beta)
    A0 = sector_matrices(model, temperature=T)[0]
    q1, q2 = _quotients(A0, 2)
    assert q2 < q1   # inverse iteration's quotient decreases: the change is a real one
    s = _sectors(model, T, 0.0, js=[0])[0]
    lnu = np.concatenate([[0.0], np.cumsum(s.log_up[:-1] - s.log_down[1:])])
    mu, err = _birth_death_gap(s, lnu, max_iter=2)
    assert mu == pytest.approx(q2, rel=1e-10, abs=0)
    expected = q2 * (abs(q2 / q1 - 1.0) + 10 * s.size * _U)
    assert err > 0
    assert err == pytest.approx(expected, rel=1e-6, abs=0)
    # one more step: the estimate stays the (smaller) last change, still positive
    q3 = _quotients(A0, 3)[2]
    mu3, err3 = _birth_death_gap(s, lnu, max_iter=3)
    assert mu3 == pytest.approx(q3, rel=1e-10, abs=0)
    assert err3 == pytest.approx(q3 * (abs(q3 / q2 - 1.0) + 10 * s.size * _U), rel=1e-6, abs=0)
