"""prm30a: an unknown estimator in the middle of the list is the one the error names."""

import pytest

from toolkit.app.sweep.tasks import make_grid
from toolkit.exceptions import InvalidInputError


def test_unknown_middle_estimator_is_named():
    with pytest.raises(InvalidInputError) as e:
        make_grid("curie-weiss", n=4, temperature=1.0, estimator=["exact", "no-such-estimator", "exact"])
    assert "unknown estimator 'no-such-estimator'" in str(e.value)
