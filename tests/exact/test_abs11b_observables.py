"""abs11b: ``exact_iat`` rescales ``f`` by ``max |f|``, so huge *negative* values do not overflow.

Two-state chain ``P = [[1-p, p], [r, 1-r]]``, ``pi = (r, p) / (p + r)``: every non-constant
``f`` is ``const + c v`` with ``v`` the eigenvector of ``lambda = 1 - p - r``, so
``rho_f(t) = lambda^t`` and ``tau_f = 1 + 2 sum_{t>=1} lambda^t = (1 + lambda) / (1 - lambda)``
(Sokal's definition; Levin-Peres-Wilmer section 1.1 for the spectrum). ``tau_f`` is scale-free:
``f = (0, -1e200)`` has the same ``tau`` as ``(0, 1)``, although ``f**2`` overflows float64.
"""

import numpy as np
import pytest

from exact.observables import exact_iat


@pytest.mark.parametrize("p, r", [(0.1, 0.3), (0.7, 0.9)])
@pytest.mark.parametrize("f", [(0.0, -1e200), (-1e200, 0.0), (0.0, 1e200), (-3e250, -1e250)])
def test_exact_iat_of_huge_values_of_either_sign(p, r, f):
    P = np.array([[1 - p, p], [r, 1 - r]])
    pi = np.array([r, p]) / (p + r)
    lam = 1.0 - p - r
    assert exact_iat(P, pi, np.array(f)) == pytest.approx((1 + lam) / (1 - lam), rel=1e-10)
