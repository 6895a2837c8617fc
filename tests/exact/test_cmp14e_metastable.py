"""cmp14e: the exit-time solver restarts GMRES from zero when BiCGSTAB's result is partly non-finite.

:func:`exact.metastable._iterative_solve` runs BiCGSTAB, then GMRES "from its result if
needed, from zero when that result has a non-finite entry" (its docstring): a start with one
NaN makes every Krylov vector NaN. BiCGSTAB is replaced here by a stand-in that breaks down
with ``(1, NaN)``; the system ``[[2, -1], [-1, 2]] x = (1, 1)`` has the solution ``x = (1, 1)``
by hand (each row: ``2 - 1 = 1``), which GMRES from zero finds in two steps.
"""

import numpy as np
import pytest
import scipy.sparse as sp

from exact import metastable


def test_partly_nan_bicgstab_result_is_not_a_gmres_start(monkeypatch):
    A = sp.csr_matrix(np.array([[2.0, -1.0], [-1.0, 2.0]]))
    b = np.ones(2)

    def broken(A, b, **kwargs):
        return np.array([1.0, np.nan]), -10  # a breakdown: one entry lost

    monkeypatch.setattr(metastable, "bicgstab", broken)

    def residual(x):
        return float(np.abs(A @ x - b).max())

    x, _ = metastable._iterative_solve(A, b, residual, 1e-6)
    assert x == pytest.approx([1.0, 1.0], rel=1e-10)
