"""prm20e (issue 30): the q >= 3 lattice order parameter is ``(q max_a rho_a - 1)/(q - 1)``, the
largest density, not token 0's (the same from the ordered start, all token 0)."""
from __future__ import annotations

import numpy as np

from toolkit.lattice import _order


def test_order_parameter_of_a_lattice_ordered_on_another_token():
    x = np.ones((1, 4, 4), dtype=np.int8)  # every site on token 1: fully ordered, m = 1
    x2 = np.zeros((1, 4, 4), dtype=np.int8)
    x2[0, :, :2] = 2  # half token 2, half token 0: rho_max = 1/2, m = (3/2 - 1)/2 = 1/4
    assert _order(x, 3).tolist() == [1.0] and _order(x2, 3).tolist() == [0.25]
