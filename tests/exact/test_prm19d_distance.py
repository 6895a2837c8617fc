"""prm19d (issue 30, second promise sweep): ``StartMixing.distance_at`` answers only at an
evaluated time and raises InvalidInputError (not a neighbouring value) at any other."""

import pytest

from exact.distance import StartMixing
from toolkit.exceptions import InvalidInputError


def test_distance_at_an_unevaluated_time_raises():
    sm = StartMixing(3, 0.25, (0, 1, 2, 4), (1.0, 0.5, 0.3, 0.1), 0, "doubling", 100, "")
    assert sm.distance_at(4) == 0.1 and sm.distance_at(0) == 1.0
    with pytest.raises(InvalidInputError, match="not evaluated"):
        sm.distance_at(3)
