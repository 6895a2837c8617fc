"""cmp15d: BasinSearch's summary with an input at index 0 (the input's fixed point first)."""

import numpy as np

from toolkit.dynamics import BasinSearch, find_basins
from toolkit.models import potts


def test_basin_summary_names_the_input_at_index_zero():
    # from_input is the index of the input's fixed point, -1 without an input (class docstring);
    # find_basins puts the input's first, so with an input it is exactly 0
    b = find_basins(potts(2, 4, 1.0), n_random=4, start=np.zeros(4, dtype=int), rng=0)
    assert b.from_input == 0
    assert " and the input;" in str(b)
    pts = np.zeros((1, 3), dtype=np.int64)
    assert " and the input" in str(BasinSearch(pts, np.array([2]), 0, 2, True))
    assert " and the input" not in str(BasinSearch(pts, np.array([2]), -1, 2, True))

