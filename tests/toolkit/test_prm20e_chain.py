"""prm20e (issue 30): the tempered conditionals are computed stably by subtracting the row
*maximum* (module docstring); a shift by the row mean agrees unless a row spans more than
about 1400, where ``exp`` overflows."""
from __future__ import annotations

import numpy as np

from toolkit.chain import tempered_conditionals


def test_a_row_spanning_3000_gives_the_point_mass():
    # softmax(3000, 0) = (1, e^-3000) = (1, 0) in float64
    p = tempered_conditionals(np.array([[3000.0, 0.0]]), 1.0)
    assert p.tolist() == [[1.0, 0.0]]
