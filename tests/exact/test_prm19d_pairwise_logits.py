"""prm19d (issue 30, second promise sweep): ``PairwiseLogits.min_log_conditional`` is the
smallest ``log p_i^T(a | x_-i)`` over every site, site 0 included."""

import math

import numpy as np

from exact.pairwise_logits import PairwiseLogits
from toolkit.models import Pairwise


def test_min_log_conditional_sees_site_zero():
    # no coupling, fields (0, 10) at site 0 and (0, 0) at site 1: the smallest conditional is
    # site 0's token 0, log sigmoid(-10 / T) = -10/T - log1p(e^{-10/T})
    L = PairwiseLogits(Pairwise(np.array([[0.0, 10.0], [0.0, 0.0]]), np.zeros((2, 2, 2, 2))))
    for T in (1.0, 2.0):
        want = -10.0 / T - math.log1p(math.exp(-10.0 / T))
        assert math.isclose(L.min_log_conditional(T), want, rel_tol=1e-12)
