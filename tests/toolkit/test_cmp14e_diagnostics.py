"""cmp14e: the constant-observable test of ``toolkit.diagnostics`` at its boundary.

Geyer's ESS (the ArviZ / ``posterior`` methods) gives the number of draws for a constant
observable, "draws less than ``CONSTANT_ATOL`` apart" with ArviZ's strict test
(``max - min < np.finfo(float).resolution``, ``resolution = 1e-15``): draws exactly
``CONSTANT_ATOL`` apart are not constant. The ESS is invariant under ``x -> s x`` (it is a ratio
of autocovariances), so draws ``a`` spanning ``[0, 1]`` and ``1e-15 a`` (whose range is exactly
``1e-15 = CONSTANT_ATOL``) have the same ESS, well below the number of draws for an AR(1)
chain with ``rho = 0.9``.
"""

import numpy as np
import pytest

from toolkit.diagnostics import CONSTANT_ATOL, effective_sample_size


def test_draws_exactly_constant_atol_apart_are_not_constant():
    rng = np.random.default_rng(0)
    y = np.empty((2, 400))
    y[:, 0] = rng.normal(size=2)
    for t in range(1, 400):
        y[:, t] = 0.9 * y[:, t - 1] + rng.normal(size=2)
    a = (y - y.min()) / (y.max() - y.min())  # min exactly 0, max exactly 1
    small = a * CONSTANT_ATOL
    assert float(small.max() - small.min()) == CONSTANT_ATOL
    for method in ("identity", "mean"):
        ess = effective_sample_size(a, method=method)
        assert ess < a.size / 4
        assert effective_sample_size(small, method=method) == pytest.approx(ess, rel=1e-6)
