"""cmp14d: ``toolkit.unmasking.state_codes`` takes tokens in ``0..q-1`` only, both ends checked.

Its contract (the error): "``states`` must be a (B, n) array of tokens in 0..q-1". A token
``q`` (one past the top, the boundary) and a negative token beside valid ones (the smallest
token, not the largest, is what can be negative) are refused; ``0`` and ``q - 1`` are the
ends of the range and give the codes of the site-0-most-significant numbering by hand:
``(0, 1) -> 1``, ``(1, 0) -> 2`` for ``q = 2``.
"""

import numpy as np
import pytest

from toolkit.exceptions import InvalidInputError
from toolkit.unmasking import state_codes


@pytest.mark.parametrize("states", [[[0, 2]], [[-1, 1]], [[1, 1], [0, -1]]])
def test_tokens_outside_the_vocabulary_are_refused(states):
    with pytest.raises(InvalidInputError, match=r"tokens in 0\.\.1"):
        state_codes(np.array(states), 2)


def test_tokens_at_both_ends_are_coded():
    assert state_codes(np.array([[0, 1], [1, 0], [1, 1], [0, 0]]), 2).tolist() == [1, 2, 3, 0]
