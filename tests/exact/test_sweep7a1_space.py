"""Automatic mutation sweep 7, group a1 (issue 30): exact.space.StateSpace.states refuses an
index outside 0..q**n - 1 naming the first offender (a negative one too), wherever it sits
among valid indices (0 and the last index are valid), and decodes the valid ones in base q
(site 0 the most significant digit)."""

from __future__ import annotations

import numpy as np
import pytest

from exact.space import StateSpace
from toolkit.exceptions import InvalidInputError

S = StateSpace(2, 3)    # 8 states, indices 0..7


@pytest.mark.parametrize(("idx", "bad"), [
    ([0, 9], 9), ([9, 0], 9), ([0, -1], -1), ([3, 0, 8, -2], 8), ([7, 0, -5], -5), ([8], 8), ([-1], -1),
])
def test_first_offender_is_named(idx, bad):
    with pytest.raises(InvalidInputError, match=rf"state index must be in 0\.\.7; got {bad}$"):
        S.states(idx)


def test_both_ends_are_valid_and_decode_in_base_q():
    got = S.states([0, 7, 5, 0])
    # 5 = 1*4 + 0*2 + 1
    np.testing.assert_array_equal(got, [[0, 0, 0], [1, 1, 1], [1, 0, 1], [0, 0, 0]])
    assert S.states([]).shape == (0, 3)
    np.testing.assert_array_equal(S.index(got), [0, 7, 5, 0])
