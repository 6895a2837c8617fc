"""prm21d (issue 30, loose assertions): the pairwise rectangle bound counts both sites' errors.

``toolkit._rectangle.bound(t, u, err_i, err_j)`` is ``gamma_7 sum |t_k| + 4 err_i + 4 err_j``:
the most ``log R`` can move when site ``i``'s logits err by ``err_i`` and site ``j``'s by
``err_j``. :class:`exact.pairwise_logits.PairwiseLogits` decides the rectangle rule from the
model's declared per-site errors; with equal errors a rule that used one site's error twice
gives the same bound. Here site 0 declares no error and site 1 an error of 1: the only
rectangle has ``|log R| = |2 (J01 - J10)|``-size, below ``4 * 1`` but far above the
arithmetic term, so it is certified only if site 1's error is left out.
"""

import numpy as np

from exact.pairwise_logits import PairwiseLogits
from toolkit.models import Pairwise


class _Declared(Pairwise):
    """A pairwise model declaring its own logit error per site (0 for site 0, 1 for site 1)."""

    def logit_error(self, x, sites, logits):
        return np.where(np.asarray(sites) == 0, 0.0, 1.0)


def _model():
    h = np.zeros((2, 2))
    J = np.zeros((2, 2, 2, 2))
    J[0, 1] = [[0.0, 0.0], [0.0, 0.4]]      # l_0(1 | x_1 = 1) += 0.4
    J[1, 0] = [[0.0, 0.0], [0.0, -0.3]]     # l_1(1 | x_0 = 1) -= 0.3: not J[0, 1].T, so log R != 0
    return _Declared(h, J)


def test_log_r_is_nonzero_and_within_site_ones_error():
    # log R of the 2x2 rectangle = (l_0(1;1) - l_0(0;1) - l_0(1;0) + l_0(0;0))
    #                             - (l_1(1;1) - l_1(0;1) - l_1(1;0) + l_1(0;0)) = 0.4 - (-0.3) = 0.7 (hand)
    L = PairwiseLogits(_model())
    rule = L.rectangle_rule
    # bound >= 4 err_1 = 4 > 0.7: nothing certified, the ratio |log R| / bound is at most 0.7 / 4
    assert rule.reversible
    assert 0.7 / 4.0 * 0.999 <= rule.statistic <= 0.7 / 4.0
