"""abs13b: the stationary residual ``||pi P - pi||_1`` is a sum of absolute values on every route.

Closed form: ``potts(2, n, 0)`` at any temperature is ``n`` free sites with conditional ``p = (1/2, 1/2)``;
the random-scan heat bath (no laziness) is ``P = (1/n) sum_i R_i`` with ``R_i`` redrawing site ``i`` from
``p``. For the product law ``pi = r (x) uniform`` (site 0 with marginal ``r = (0.3, 0.7)``, the others
uniform), ``pi R_i = pi`` for ``i > 0`` and ``pi R_0 = p (x) uniform``, so
``||pi P - pi||_1 = ||p - r||_1 / n = 0.4 / n``. A signed sum would be ``sum(pi P) - sum(pi) = 0``.
"""

import numpy as np
import pytest

import exact
from exact.stationary import SITE_RESIDUAL_MIN, as_law, stationary_residual
from toolkit.models import potts

_R = np.array([0.3, 0.7])


def _wrong_law(n):
    return np.kron(_R, np.full(2 ** (n - 1), 2.0 ** -(n - 1)))


def test_stationary_residual_of_a_float32_kernel():
    # float32 stored conditionals: the residual is taken site by site in float64
    K = exact.glauber_kernel(potts(2, 3, 0.0), temperature=1.0, dtype=np.float32)
    assert stationary_residual(K, _wrong_law(3)) == pytest.approx(0.4 / 3, rel=1e-12)


def test_given_law_residual_above_the_site_route_threshold():
    # 2^17 states > SITE_RESIDUAL_MIN: as_law's residual is summed site by site, in chunks
    n = 17
    K = exact.glauber_kernel(potts(2, n, 0.0), temperature=1.0)
    assert K.n_states > SITE_RESIDUAL_MIN
    law = as_law(K, _wrong_law(n))
    assert law.residual == pytest.approx(0.4 / n, rel=1e-10)
