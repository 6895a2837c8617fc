"""prm29a: edge_relative_residual of a random-scan kernel reads the flows along every site,
the last one included (issue 30, twelfth sweep: one inner item offending)."""

import numpy as np

from exact._linalg import as_dense
from exact.kernel import glauber_kernel
from exact.reversibility import edge_relative_residual
from toolkit.models import IndependentSites


def _dense_residual(P, log_pi):
    # by hand: max over x != y with a flow of |F(x,y) - F(y,x)| / max(F(x,y), F(y,x))
    F = np.exp(log_pi)[:, None] * P
    worst = 0.0
    for x in range(P.shape[0]):
        for y in range(P.shape[0]):
            if x != y and max(F[x, y], F[y, x]) > 0:
                worst = max(worst, abs(F[x, y] - F[y, x]) / max(F[x, y], F[y, x]))
    return worst


def test_offending_flows_on_the_last_site_only():
    h = np.array([[0.0, 0.3], [0.2, -0.4], [0.5, 0.1]])
    K = glauber_kernel(IndependentSites(h), temperature=1.0)
    P = as_dense(K)
    # the product law is stationary and reversible; tilt it by a factor depending on the
    # last site's token only: moves of sites 0 and 1 stay balanced, moves of site 2 do not
    states = np.array([[(x >> 2) & 1, (x >> 1) & 1, x & 1] for x in range(8)])
    log_pi = (h[np.arange(3), states] - np.log(np.exp(h).sum(axis=1))).sum(axis=1) + 0.7 * states[:, 2]
    ref = _dense_residual(P, log_pi)
    assert ref > 0.4   # 1 - e^-0.7 = 0.503
    assert np.isclose(edge_relative_residual(K, log_pi), ref, rtol=1e-9)
    assert np.isclose(edge_relative_residual(P, log_pi), ref, rtol=1e-9)
