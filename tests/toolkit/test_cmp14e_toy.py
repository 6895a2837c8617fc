"""cmp14e: ``Pairwise.logit_error`` by hand (``toolkit.models.toy``).

The docstring's bound is ``gamma_{n+1} (max_a |h_i(a)| + sum_{j != i} max_{a,b} |J_ij(a, b)|)``
with Higham's ``gamma_k = k u / (1 - k u)``, ``u = 2^-53``. Two sites, ``q = 2``:
``h = [[0, 3], [1, -2]]``, ``J_01 = [[0.5, -4], [1, 0]]``, ``J_10 = [[0.25, 2], [0, 1]]`` (``J_ii``
is zeroed): site 0: ``3 + 4 = 7``, site 1: ``2 + 2 = 4``, times ``gamma_3``. (The smallest
entries, 0 in every row of ``h`` and ``J``, would give 4 and 3, or 3 and 2.)
"""

import numpy as np
import pytest

from toolkit.models import Pairwise

U = 2.0**-53
GAMMA3 = 3 * U / (1 - 3 * U)


def test_pairwise_logit_error_by_hand():
    h = np.array([[0.0, 3.0], [1.0, -2.0]])
    J = np.zeros((2, 2, 2, 2))
    J[0, 1] = [[0.5, -4.0], [1.0, 0.0]]
    J[1, 0] = [[0.25, 2.0], [0.0, 1.0]]
    J[0, 0] = J[1, 1] = 9.0  # zeroed by the model: the site itself is no term
    m = Pairwise(h, J)
    err = m.logit_error(np.zeros((2, 2), dtype=np.int64), np.array([0, 1]), None)
    assert err == pytest.approx([7 * GAMMA3, 4 * GAMMA3], rel=1e-15, abs=0)
