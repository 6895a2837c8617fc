"""prm25c (issue 30, eighth sweep): ``exact.stationary``'s relative-error estimate on the
site route, and ``maxiter`` handed on to Krylov-Schur.

Contracts: ``_error_estimate``: ``rho_max + 8 max(N, terms) u + u max|log pi| + model``,
``model = pi_rounding(P) = n delta`` with ``delta = 4 u z + (q + 4) u`` (``z = max|logit| / T``;
``exact._rounding``); a random-scan kernel has ``terms = n (q - 1) + 1`` per row. A float32
kernel takes the site route (``_site_route``) at any size and must keep the model term as
the edge route does. ``stationary_law(maxiter=...)``: the Perron vector's iteration cap, for
ARPACK (N <= 64) and Krylov-Schur (N > 64) alike (a spy on the inner call)."""

import importlib

import numpy as np
import pytest

from exact.kernel import glauber_kernel
from toolkit.models import IndependentSites, potts

st = importlib.import_module("exact.stationary")   # the module (``exact.stationary`` the name is a function)

U = float(np.finfo(np.float64).eps) / 2


def test_site_route_estimate_keeps_the_kernels_rounding():
    h = np.array([[0.0, 0.3], [0.0, -1.1], [0.0, 0.7]])
    n, q, T = 3, 2, 1.0
    K = glauber_kernel(IndependentSites(h), dtype=np.float32)
    law = st.stationary_law(K)
    delta = 4.0 * U * (np.abs(h).max() / T) + (q + 4) * U
    N = q**n
    expected = (law.max_relative_residual + 8 * max(N, n * (q - 1) + 1) * U
                + U * np.abs(np.log(law.pi)).max() + n * delta)
    assert law.relative_error == pytest.approx(expected, rel=1e-9, abs=0)


def test_maxiter_reaches_krylov_schur(monkeypatch):
    seen = []
    real = st.krylov_schur

    def spy(*args, **kwargs):
        seen.append(kwargs.get("maxiter"))
        return real(*args, **kwargs)

    monkeypatch.setattr(st, "krylov_schur", spy)
    K = glauber_kernel(potts(2, 7, 0.5), temperature=1.0)   # 128 states > 64: Krylov-Schur
    st.stationary_law(K, method="krylov", maxiter=4321)
    assert seen == [4321]
