"""prm28b: the balance-sweep refinement returns the BEST iterate it saw (smallest residual), not
its last one; stand-ins force the two apart (a first sweep that is best, then worse ones)."""
import importlib

import numpy as np
import scipy.sparse as sp

st = importlib.import_module("exact.stationary")  # the module (exact.stationary is also a function's name)


def test_refinement_returns_the_best_iterate_not_the_last(monkeypatch):
    # birth-death chain on 3 states; detailed balance gives pi = (1/4, 1/2, 1/4) by hand
    P = sp.csr_matrix(np.array([[0.5, 0.5, 0.0], [0.25, 0.5, 0.25], [0.0, 0.5, 0.5]]))
    exact_pi = np.array([0.25, 0.5, 0.25])
    rhos = iter([1e-3] + [1.0] * 1000)   # the first sweep's residual is the best; none improves on it

    def fake_sweep(P_, pi, rate, N, sites=False):
        return np.ones(N), np.full(N, next(rhos))   # pushes pi towards uniform, never better

    monkeypatch.setattr(st, "_krylov", lambda PT, N, tol, maxiter: exact_pi.copy())
    monkeypatch.setattr(st, "_sweep", fake_sweep)
    monkeypatch.setattr(st, "descent_labels", lambda P_: None)
    law = st._krylov_law(P, P.T.tocsr(), 3, tol=1e-12, maxiter=None, refine=True)
    np.testing.assert_allclose(law.pi, exact_pi, rtol=1e-12, atol=0)
