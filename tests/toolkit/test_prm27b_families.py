"""prm27b tenth sweep (issue 30): the ``independent`` family refuses a NaN (or negative)
``scale`` before anything is drawn (``check_scale``), instead of drawing NaN fields."""

import math

import pytest

from toolkit.exceptions import InvalidInputError
from toolkit.models import families


@pytest.mark.parametrize("bad", [math.nan, -1.0, math.inf])
def test_independent_refuses_a_bad_scale(bad):
    with pytest.raises(InvalidInputError, match="`scale` must be finite and >= 0"):
        families._independent(q=2, n=3, scale=bad)
