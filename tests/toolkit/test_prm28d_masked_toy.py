"""prm28d (issue 30, eleventh sweep): :class:`toolkit.models.masked_toy.MaskedToy` takes a
template of token indices in ``0..q-1`` (the error message names the range); an index out
of range at EITHER end is refused. The lower end is pinned here beside the upper one (a
negative index would otherwise wrap around in numpy indexing)."""

import pytest

from toolkit.exceptions import InvalidInputError
from toolkit.models import potts
from toolkit.models.masked_toy import MaskedToy


@pytest.mark.parametrize("text", [[0, -1, 1, 0], [0, 2, 1, 0]])
def test_text_indices_outside_0_to_q_minus_1_are_refused(text):
    with pytest.raises(InvalidInputError, match=r"indices in 0\.\.1"):
        MaskedToy(potts(2, 4, 1.0), text, [1, 2])


def test_text_indices_inside_the_range_are_taken():
    m = MaskedToy(potts(2, 4, 1.0), [0, 1, 1, 0], [1, 2])
    assert m.length == 2
