"""harden10c (issue 30): toolkit.dynamics.find_basins needs a state to quench: with no
start (a model without ``initial_state``) and ``n_random = 0`` it refuses, naming
`n_random` and its value 0, instead of returning an empty search."""

import pytest

from toolkit.dynamics import find_basins
from toolkit.exceptions import InvalidInputError
from toolkit.models import potts


def test_find_basins_without_any_start_refuses_n_random_zero():
    m = potts(2, 4, 1.0)
    assert not hasattr(m, "initial_state")
    with pytest.raises(InvalidInputError, match=r"`n_random` must be >= 1 when no start is given.*got 0"):
        find_basins(m, n_random=0, rng=0)
