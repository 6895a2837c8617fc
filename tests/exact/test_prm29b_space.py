"""prm29b twelfth sweep (issue 30), exact.space.StateSpace.states: every index is checked
against ``0..q**n - 1``, not only the first and last (an offender in the middle of the list,
the others in range, is refused and named)."""

import pytest

from exact.space import StateSpace
from toolkit.exceptions import InvalidInputError


@pytest.mark.parametrize("idx, bad", [([0, 9, 1], 9), ([3, -2, 7], -2), ([1, 8, 8, 2], 8)])
def test_an_offender_inside_the_list_is_refused(idx, bad):
    s = StateSpace(2, 3)          # 8 states, indices 0..7
    with pytest.raises(InvalidInputError, match=f"must be in 0..7; got {bad}$"):
        s.states(idx)
    assert s.states([0, 7]).tolist() == [[0, 0, 0], [1, 1, 1]]
