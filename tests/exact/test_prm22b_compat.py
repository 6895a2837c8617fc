"""prm22b (issue 30, fifth sweep): exact.compat's reversibility verdict counts pi's own
relative error in its edge tolerance (CompatibilityReport's docstring: the edge-wise residual
is at most EDGE_RTOL plus the round-off of the log transition probabilities *and pi's
relative error*, exact.reversibility.edge_tolerance: 2 * pi_relative_error).

The other tests use laws whose relative error is ~1e-15, far below EDGE_RTOL = 1e-9. Here
the exact law of a compatible Potts chain is perturbed at one state by a relative 1e-6, so the
edge-wise residual is ~1e-6: a law that declares relative_error = 1e-6 (the perturbation is
within it) leaves the chain reversible; one that declares 1e-8 does not.
"""

import numpy as np
import pytest

from exact.compat import _compatibility
from exact.kernel import glauber_kernel
from exact.logits import site_logits
from exact.reversibility import EDGE_RTOL
from exact.stationary import stationary_law
from toolkit.models import potts
from toolkit.results import StationaryLaw


@pytest.mark.parametrize("declared, reversible", [(1e-6, True), (1e-8, False)])
def test_pi_relative_error_enters_the_edge_tolerance(declared, reversible):
    m = potts(2, 3, 1.0)
    K = glauber_kernel(m)
    exact = stationary_law(K)
    pi = exact.pi.copy()
    pi[0] *= 1 + 1e-6
    pi /= pi.sum()
    law = StationaryLaw(pi=pi, log_pi=np.log(pi), method="perturbed", residual=0.0, max_relative_residual=0.0,
                        relative_error=declared, n_states=pi.size)
    r = _compatibility(site_logits(m), K, law, logit_rtol=None, n_witnesses=5, scan_order_tv=0.0)
    assert 5e-7 < r.edge_residual < 1.5e-6 and r.edge_residual > 100 * EDGE_RTOL
    assert r.reversible is reversible
    assert r.rectangles.compatible and r.consistent is reversible
