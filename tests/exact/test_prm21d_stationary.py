"""prm21d (issue 30, loose assertions): the site route's ``||pi P - pi||_1`` of a lazy kernel.

``exact.stationary._flows_sites`` weighs every single-site move by ``w = (1 - lazy) / n``. In the
balance residual ``rho`` the weight cancels (inflow and outflow both carry it), so only the
law's ``residual`` ``||pi P - pi||_1`` sees it. Expected value: ``pi P - pi`` with ``P`` the dense
float64 kernel, ``P_lazy = lazy I + (1 - lazy) P`` formed here in numpy.
"""

import numpy as np
import pytest

from exact.kernel import glauber_kernel
from exact.stationary import as_law
from toolkit.models import potts


def test_lazy_float32_kernel_residual_is_the_lazy_chains():
    model = potts(2, 3, 0.7)
    pi = np.kron(np.array([0.7, 0.3]), np.full(4, 0.25))        # not the stationary law
    P = glauber_kernel(model, temperature=1.0).dense()           # float64, not lazy
    P_lazy = 0.5 * np.eye(8) + 0.5 * P
    want = float(np.abs(pi @ P_lazy - pi).sum())
    # float32 stored conditionals: the law is checked site by site (exact.stationary._site_route)
    K = glauber_kernel(model, temperature=1.0, lazy=0.5, dtype=np.float32)
    law = as_law(K, pi)
    assert law.residual == pytest.approx(want, rel=1e-12)
