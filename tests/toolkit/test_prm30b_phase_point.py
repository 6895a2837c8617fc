"""prm30b (thirteenth sweep, one inner item offending): _nn_info reads every site's couplings.

A Pairwise model is a nearest-neighbour chain when every non-zero block J[i, j] joins
neighbours of the path or ring (|i - j| = 1, or the pair (0, n - 1)). The existing cases put
the long-range coupling on site 0 (J[0, 2]): here the ring is intact and only one block
between two INNER sites (1 and 3 of 5) is long-range, so only those rows offend."""

import numpy as np
import pytest

from toolkit.app import phase_point as pp
from toolkit.models import Pairwise


def _ring(n, q=2, coupling=0.5):
    J = np.zeros((n, n, q, q))
    for i in range(n):
        j = (i + 1) % n
        J[i, j] = J[j, i] = coupling * np.eye(q)
    return np.zeros((n, q)), J


@pytest.mark.parametrize("i, j", [(1, 3), (2, 4), (1, 4)])
def test_a_long_range_block_between_inner_sites_is_not_nearest_neighbour(i, j):
    h, J = _ring(5)
    J[i, j] = J[j, i] = 0.3 * np.eye(2)
    assert pp._nn_info(Pairwise(h, J))[0] is False


def test_a_one_sided_inner_block_is_not_nearest_neighbour_either():
    h, J = _ring(6)
    J[3, 1] = 0.3 * np.eye(2)   # only the lower block, rows 3: no site-0 row involved
    assert pp._nn_info(Pairwise(h, J))[0] is False
    h, J = _ring(6)
    assert pp._nn_info(Pairwise(h, J)) == (True, True)   # the ring alone is
