"""prm22b (issue 30, fifth sweep): exact.space.StateSpace.states at its upper boundary.

The valid indices of q = 2, n = 2 are 0..3; the index 4 = size is the first invalid one. The
other tests refuse indices well past the end; here the offender is exactly ``size``, named in
the message (InvalidInputError, the documented error), alone or after valid indices.
"""

import pytest

from exact.space import StateSpace
from toolkit.exceptions import InvalidInputError


@pytest.mark.parametrize("idx, bad", [([4], 4), ([0, 3, 4], 4), ([4, 5], 4), ([-1, 4], -1)])
def test_index_equal_to_size_is_named(idx, bad):
    s = StateSpace(2, 2)
    with pytest.raises(InvalidInputError, match=rf"must be in 0\.\.3; got {bad}$"):
        s.states(idx)


def test_last_valid_index_is_accepted():
    assert StateSpace(2, 2).states([3]).tolist() == [[1, 1]]
