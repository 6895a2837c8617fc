"""prm21d (issue 30, loose assertions): ``pi``'s share of a refined gap's error is second order.

``exact.spectral._pi_part``'s docstring: ``pi`` enters the refined gap only through the
deflation of the Perron vector ``sqrt(pi)``, to second order, so its share of the error is
``gap (rho^2 + 100 u)`` with ``rho`` the law's largest relative balance residual (a first-order
``gap rho`` would still cover the error, which is why interval checks cannot see it).

Why second order: deflating ``s' = s + d`` (``|d| ~ rho/2``) instead of ``s`` moves the Rayleigh
quotient of the slowest eigenvector ``v`` (``v ⟂ s``) by ``(s'.v)^2 (1 - gap) ~ |d|^2`` -- checked
here on a 3-state birth-death chain as well.
"""

import math
from types import SimpleNamespace

import numpy as np
import pytest

from exact.spectral import _pi_part

U = float(np.finfo(float).eps) / 2


def test_pi_part_is_second_order_in_rho():
    law = SimpleNamespace(max_relative_residual=1e-5)
    assert _pi_part(law, 0.3) == pytest.approx(0.3 * (1e-10 + 100 * U), rel=1e-12)
    # a non-finite residual counts as 0 (only the round-off term is left)
    assert _pi_part(SimpleNamespace(max_relative_residual=math.inf), 0.3) == pytest.approx(0.3 * 100 * U, rel=1e-12)


def test_deflation_error_of_the_rayleigh_quotient_is_quadratic():
    # reversible birth-death chain; S = D^1/2 P D^-1/2 symmetric, s = sqrt(pi) its Perron vector
    P = np.array([[0.7, 0.3, 0.0], [0.2, 0.5, 0.3], [0.0, 0.4, 0.6]])
    w, V = np.linalg.eig(P.T)
    pi = np.real(V[:, np.argmin(abs(w - 1))])
    pi /= pi.sum()
    s = np.sqrt(pi)
    S = s[:, None] * P / s[None, :]
    ev, X = np.linalg.eigh(0.5 * (S + S.T))
    gap = 1 - ev[-2]
    rho = 1e-4
    s2 = s * np.sqrt(1 + rho * np.array([1.0, -1.0, 0.5]))     # pi off by rho relative
    s2 /= np.linalg.norm(s2)
    v = X[:, -2] - s2 * (s2 @ X[:, -2])                          # slowest vector deflated by the wrong s
    q = float(v @ (np.eye(3) - S) @ v / (v @ v))
    assert abs(q - gap) <= gap * rho * rho                        # second order: rho^2, far below rho
