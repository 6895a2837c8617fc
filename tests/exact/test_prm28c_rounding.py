"""prm28c (issue 30): log_rounding's L is max |l| over EVERY token's logit, not the last token's."""
import numpy as np

from exact._rounding import U, log_rounding
from exact.kernel import glauber_kernel
from toolkit.models import IndependentSites


def test_largest_logit_on_the_first_token():
    # the module docstring's example with the tokens swapped: the large logit 100 sits on
    # token 0, the last token's logit is 0. delta = 4 u L / T + (q + 4) u, L = 100, T = 0.01,
    # q = 2, random scan (factor 1): 4 * 100 / 0.01 + 6 = 40006 ulps.
    K = glauber_kernel(IndependentSites(np.array([[100.0, 0.0]])), temperature=0.01)
    assert round(log_rounding(K) / U) == 40006
