"""prm27b tenth sweep (issue 30): ``log_rounding`` reads ``L = max |logit|`` over EVERY site's
logits, here at the second site (the module doctest has one site)."""

import numpy as np

from exact._rounding import log_rounding
from exact.kernel import glauber_kernel
from toolkit.models import IndependentSites


def test_largest_logit_at_a_later_site():
    K = glauber_kernel(IndependentSites(np.array([[0.0, 1.0], [0.0, -50.0]])), temperature=0.5)
    # module docstring: delta = 4 u L / T + (q + 4) u per site, random scan: once;
    # L = 50 (site 1, negative), T = 0.5, q = 2, u = 2^-53: 400 + 6 = 406 units
    assert log_rounding(K) / 2.0**-53 == 406.0
