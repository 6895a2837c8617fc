"""prm30d (issue 30): exact.passage.state_set names the first OFFENDING state.

A set of indices with one state outside ``0..N-1`` in the middle (the first and last inside):
the error must name that state, not the first one given (docstring of state_set: "`name`
holds state S, outside 0..N-1")."""

import numpy as np
import pytest

from exact.passage import hitting_probabilities, state_set
from toolkit.exceptions import InvalidInputError


def test_the_error_names_the_inner_offending_state():
    with pytest.raises(InvalidInputError, match=r"`target` holds state 7, outside 0\.\.3"):
        state_set([0, 7, 1], 4, "target")


def test_a_negative_inner_state_is_the_one_named():
    with pytest.raises(InvalidInputError, match=r"`source` holds state -2, outside 0\.\.3"):
        state_set([3, -2, 2], 4, "source")


def test_the_public_entry_point_names_it_too():
    P = np.array([[0.5, 0.5, 0.0], [0.25, 0.5, 0.25], [0.0, 0.5, 0.5]])
    with pytest.raises(InvalidInputError, match=r"holds state 5, outside 0\.\.2"):
        hitting_probabilities(P, [1, 5, 2])
