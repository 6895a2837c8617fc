"""prm24b: :func:`exact.influence.influence` hands ``max_states`` on to the state-space guard
(seventh sweep: no test passed it off its default). A Potts model on q = 2, n = 3 has
2^3 = 8 states: under a guard of 4 it is refused, under the default it is computed."""

import pytest

from exact.influence import influence
from toolkit.exceptions import StateSpaceTooLargeError
from toolkit.models import potts


def test_influence_max_states_guard():
    m = potts(2, 3, 1.0)
    assert influence(m).R.shape == (3, 3)
    with pytest.raises(StateSpaceTooLargeError):
        influence(m, max_states=4)
    assert influence(m, max_states=8).R.shape == (3, 3)  # 8 states: at the guard, allowed
