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


def test_aggregation_step_reports_the_largest_relative_mass_change():
    # _aggregate (docstring): solve the chain between groups, rescale pi in each; its second value is how far it
    # moved the groups' masses (the refinement stops aggregating once no group moves beyond the target), i.e.
    # max_k |xi_k / mass_k - 1|. Two states, each its own group: P = [[0.99, 0.01], [0.09, 0.91]] has
    # pi = (0.09, 0.01) / 0.1 = (0.9, 0.1); from (0.8, 0.2) the factors are 1.125 and 0.5: moved = 0.5 (the
    # downward change; the upward one is 0.125).
    from exact.stationary import _aggregate

    P = np.array([[0.99, 0.01], [0.09, 0.91]])
    pi, moved = _aggregate(P, np.array([0.8, 0.2]), np.array([0, 1]), 2)
    np.testing.assert_allclose(pi, [0.9, 0.1], rtol=1e-14)
    assert moved == pytest.approx(0.5, rel=1e-12)
