"""prm25d (issue 30): exact._rounding.log_rounding at T = inf.

Module docstring: each tempered logit fl(l / T) errs by at most u |l| / T, so
delta = 4 u L / T + (q + 4) u. At T = inf every l / T is exactly 0: delta = (q + 4) u,
whatever the logits (here L = 100, q = 2: 6 u, against 406 u if T = inf counted as T = 1).
"""

import math

import numpy as np

from exact._rounding import U, log_rounding
from exact.kernel import glauber_kernel
from toolkit.models import IndependentSites


def test_infinite_temperature_rounds_only_the_softmax():
    K = glauber_kernel(IndependentSites(np.array([[0.0, 100.0]])), temperature=math.inf)
    assert log_rounding(K) == (2 + 4) * U
    # finite T: the logit term is there (4 * 100 / 0.5 + 6 = 806 ulps)
    K2 = glauber_kernel(IndependentSites(np.array([[0.0, 100.0]])), temperature=0.5)
    assert round(log_rounding(K2) / U) == 806
