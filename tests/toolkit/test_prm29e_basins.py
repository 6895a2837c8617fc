"""Pin of the prm29e sweep (issue 30) in :mod:`toolkit.models.basins`: two planted states one site apart
are refused (the distance check runs from two states on)."""

import numpy as np
import pytest

from toolkit.exceptions import InvalidInputError
from toolkit.models.basins import plant_margin


# ---- plant_margin: "States to plant; pairwise Hamming distance at least 2" (docstring). Two strict argmax fixed
# points cannot differ at one site i only: at i both would be the strict argmax of the same row l_i(. ; x_-i).
def test_exactly_two_states_one_site_apart_are_refused():
    q, n = 2, 3
    table = np.zeros((n, q ** (n - 1), q))
    with pytest.raises(InvalidInputError, match="differ in fewer than 2 sites"):
        plant_margin(table, np.array([[0, 0, 0], [1, 0, 0]]), 1.0)
    t = plant_margin(table, np.array([[0, 0, 0], [1, 1, 0]]), 1.0)   # two sites apart: planted
    assert t.table.shape == table.shape
