"""ign17a: `exact.basins.local_margins(max_states=...)` is passed on to the enumeration guard."""

import pytest

from exact.basins import local_margins
from toolkit.exceptions import StateSpaceTooLargeError
from toolkit.models import potts


def test_local_margins_max_states_guards_the_enumeration():
    # q = 2, n = 4: 2**4 = 16 states > 15, so a guard of 15 must refuse (the default allows it)
    model = potts(2, 4, 1.0)
    assert local_margins(model).shape == (16,)
    with pytest.raises(StateSpaceTooLargeError):
        local_margins(model, max_states=15)
