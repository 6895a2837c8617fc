"""harden10d: ``method="auto"`` of the multiplicative reversibilization's gaps is the dense SVD
on a small space (``N <= DENSE_MAX``), whose errors are the float64 ones ``2 k (10 N u + e)``
only; Krylov "adds ARPACK's tolerance" (``10 tol``, 1e-10) (automut survivor: the ``"auto"``
key renamed, so auto always took the Krylov path)."""

from __future__ import annotations

import numpy as np

from exact.spectral import DENSE_MAX, _multiplicative_gaps
from exact.stationary import as_law


def test_auto_is_dense_on_a_two_state_chain():
    # P = [[1 - a, a], [b, 1 - b]]: A = D^1/2 P D^-1/2 is symmetric with eigenvalues 1 and
    # 1 - a - b, so gamma_k = 1 - (1 - a - b)^(2k) (by hand): 0.75 and 0.9375 at a + b = 0.5
    a, b = 0.3, 0.2
    P = np.array([[1 - a, a], [b, 1 - b]])
    assert P.shape[0] <= DENSE_MAX
    gammas, errors = _multiplicative_gaps(P, as_law(P, None), k_max=2, method="auto")
    assert np.allclose(gammas, [0.75, 0.9375], rtol=0, atol=1e-14)
    assert max(errors) < 1e-11          # no ARPACK tolerance (10 * 1e-11) in them
    assert errors[1] == 2 * errors[0]   # 2 k (10 N u + e): linear in k
