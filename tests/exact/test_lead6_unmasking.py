"""``partial_conditionals``' ``max_partial`` must be a number > 0 (issue 30's contract sweep found
``max_partial=0`` ended in a ValueError from ``math.log10``, not the documented InvalidInputError)."""

import math

import pytest

from exact.unmasking import partial_conditionals
from toolkit.exceptions import InvalidInputError
from toolkit.models import potts


@pytest.mark.parametrize("bad", [0, -1.0, math.nan, "many"])
def test_max_partial_must_be_a_positive_number(bad):
    with pytest.raises(InvalidInputError, match=r"`max_partial` must be"):
        partial_conditionals(potts(2, 2, 1.0), max_partial=bad)


def test_the_smallest_allowed_max_partial_is_the_count():
    # q = 2, n = 2: (q + 1)**n = 9 partial states; 9 is allowed, 8.5 is refused by the size guard
    assert partial_conditionals(potts(2, 2, 1.0), max_partial=9).size == 9
    with pytest.raises(InvalidInputError, match="max_partial=8.5"):
        partial_conditionals(potts(2, 2, 1.0), max_partial=8.5)
