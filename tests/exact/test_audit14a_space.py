"""Audit 14a: StateSpace.index refuses what is not a state of its space (the blind audit's survivor
``audit14a.space.index_unchecked``: an index computed from unchecked rows is a silent wrong number)."""

from __future__ import annotations

import numpy as np
import pytest

from exact.space import StateSpace
from toolkit.exceptions import InvalidInputError


@pytest.mark.parametrize("x, token", [([[0, 3]], 3), ([[0, -1]], -1), ([2, 5], 5)])
def test_index_refuses_a_token_outside_the_vocabulary(x, token):
    # q = 3: tokens are 0..2; [0, 3] would otherwise read as index 0*3 + 3 = 3, the state (1, 0)
    with pytest.raises(InvalidInputError, match=rf"`x` holds token {token} outside the vocabulary 0\.\.2"):
        StateSpace(3, 2).index(x)


def test_index_refuses_a_row_of_another_length():
    with pytest.raises(InvalidInputError, match=r"`x` must have shape \(B, 2\); got \(1, 3\)"):
        StateSpace(3, 2).index([[0, 1, 2]])


def test_index_of_valid_states_by_hand():
    # site 0 most significant: (2, 1) -> 2*3 + 1 = 7 (module docstring)
    assert StateSpace(3, 2).index(np.array([[2, 1], [0, 0]])).tolist() == [7, 0]
