"""prm28b: _iterative_solve keeps the better of BiCGSTAB's and GMRES's solutions (smaller residual)."""
import numpy as np
import scipy.sparse as sp

import exact.metastable as ms


def _residual_of(A, b):
    return lambda x: float(np.abs(A @ x - b).max())


def test_gmres_result_kept_when_it_improves_on_bicgstab(monkeypatch):
    # A = 2 I, b = 1: the solution is 1/2. Stand-ins force the two candidates apart: BiCGSTAB
    # returns a finite but wrong x (residual 0.2, above rtol), GMRES the exact one.
    A = sp.csr_matrix(2.0 * np.eye(3))
    b = np.ones(3)
    monkeypatch.setattr(ms, "bicgstab", lambda *a, **k: (np.full(3, 0.6), 1))
    monkeypatch.setattr(ms, "gmres", lambda *a, **k: (np.full(3, 0.5), 0))
    x, _ = ms._iterative_solve(A, b, _residual_of(A, b), 1e-10)
    np.testing.assert_allclose(x, 0.5, rtol=0, atol=0)


def test_bicgstab_result_kept_when_gmres_is_worse(monkeypatch):
    A = sp.csr_matrix(2.0 * np.eye(3))
    b = np.ones(3)
    monkeypatch.setattr(ms, "bicgstab", lambda *a, **k: (np.full(3, 0.51), 1))   # residual 0.02
    monkeypatch.setattr(ms, "gmres", lambda *a, **k: (np.full(3, 0.7), 0))       # residual 0.4
    x, _ = ms._iterative_solve(A, b, _residual_of(A, b), 1e-10)
    np.testing.assert_allclose(x, 0.51, rtol=0, atol=0)
