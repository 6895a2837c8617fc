"""prm28a: plant_margin refuses states closer than 2 sites (two strict argmax fixed points share
the context of a site where they differ: toolkit.models.basins docstring), for ANY pair of the
states given, not only pairs with the first one."""
import numpy as np
import pytest

from toolkit.exceptions import InvalidInputError
from toolkit.models.basins import plant_margin


def test_a_close_pair_not_involving_the_first_state_is_refused():
    q, n = 2, 4
    table = np.zeros((n, q ** (n - 1), q))
    states = np.array([[0, 0, 0, 0],
                       [1, 1, 1, 0],
                       [1, 1, 1, 1]])   # states 1 and 2 differ at one site; both are 3+ from state 0
    with pytest.raises(InvalidInputError, match="fewer than 2 sites"):
        plant_margin(table, states, 1.0)
    plant_margin(table, states[:2], 1.0)   # without the third state: accepted
