"""abs12a (issue 30): the reversible Krylov path's lambda_star = max(|lambda_2|, |lambda_min|).

N = 20 states in two halves A, B; ``P = a J/N + c I + d Q``, ``J`` the all-ones matrix, ``Q``
the complete bipartite average (``Q(i, j) = 2/N`` for i, j in different halves), a + c + d = 1:
symmetric, doubly stochastic (pi uniform, reversible). ``J``, ``I`` and ``Q`` commute; on 1 the
eigenvalue is 1, on the half indicator 1_A - 1_B it is c - d (J and Q: 0 and -1), on the rest c.
a = 0.1, c = 0.1, d = 0.8: lambda_2 = 0.1, lambda_min = -0.7, so lambda_star = 0.7
(a signed maximum would give 0.1).
"""

import numpy as np
import pytest

from exact.spectral import spectral_summary

N = 20


def _kernel(a=0.1, c=0.1, d=0.8):
    half = np.arange(N) < N // 2
    Q = np.where(half[:, None] != half[None, :], 2.0 / N, 0.0)
    return a * np.full((N, N), 1.0 / N) + c * np.eye(N) + d * Q


def test_krylov_lambda_star_takes_the_negative_end():
    s = spectral_summary(_kernel(), method="krylov")
    assert s.lambda_2 == pytest.approx(0.1, abs=1e-9)
    assert s.lambda_star == pytest.approx(0.7, abs=1e-9)
