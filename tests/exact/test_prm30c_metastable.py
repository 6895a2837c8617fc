"""prm30c: expected_exit_times counts the states that cannot leave the set, not the whole set
(issue 30, thirteenth sweep: one inner item offending)."""

import numpy as np
import pytest

from exact.metastable import expected_exit_times
from toolkit.exceptions import InvalidInputError


def test_one_inner_state_cannot_leave():
    # set {0, 1, 2}; state 1 is absorbing (no move out of it), 0 and 2 leave to state 3
    P = np.array([[0.5, 0.25, 0.0, 0.25],
                  [0.0, 1.0, 0.0, 0.0],
                  [0.0, 0.25, 0.5, 0.25],
                  [0.25, 0.25, 0.25, 0.25]])
    with pytest.raises(InvalidInputError, match="1 of the 3 states in the set cannot leave it"):
        expected_exit_times(P, np.array([True, True, True, False]))
