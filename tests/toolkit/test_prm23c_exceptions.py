"""prm23c: StateSpaceTooLargeError.n_states at its documented switch: an exact integer below
1e300 states, ``math.inf`` from 1e300 on (10**300 itself: inf; the docstring said "above")."""

import math

from toolkit.exceptions import StateSpaceTooLargeError


def test_n_states_switch_at_exactly_1e300():
    assert StateSpaceTooLargeError(10, 300, max_states=1).n_states == math.inf
    below = StateSpaceTooLargeError(10, 299, max_states=1)
    assert below.n_states == 10**299 and isinstance(below.n_states, int)
