"""prm25c (issue 30, eighth sweep): ``expected_exit_times(method='iterative', rtol=...)``
hands the caller's ``rtol`` on to the iterative solver (a spy on the inner call).

Contract (the docstring): ``rtol`` is the tolerance of the iterative solve; the solver
(``_iterative_solve``) stops after BiCGSTAB when its residual is within ``rtol`` and polishes
with GMRES otherwise, so it must see the caller's value, not the default ``EXIT_RTOL``."""

import numpy as np

from exact import metastable as ms
from exact.kernel import glauber_kernel
from toolkit.models import potts


def test_rtol_reaches_the_iterative_solver(monkeypatch):
    seen = []
    real = ms._iterative_solve

    def spy(A, b, residual, rtol):
        seen.append(rtol)
        return real(A, b, residual, rtol)

    monkeypatch.setattr(ms, "_iterative_solve", spy)
    K = glauber_kernel(potts(2, 3, 1.0), temperature=1.0)
    mask = np.zeros(8, dtype=bool)
    mask[:4] = True
    tau = ms.expected_exit_times(K, mask, method="iterative", rtol=1e-3)
    assert seen == [1e-3]
    assert np.all(tau[mask] >= 1.0) and np.all(tau[~mask] == 0.0)
