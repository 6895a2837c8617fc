"""prm29b twelfth sweep (issue 30), toolkit.app.sweep.tasks.make_grid: every estimator named
is checked (docstring: an unknown estimator raises InvalidInputError), also one that is not
the last given; the error names it."""

import pytest

from toolkit.app.sweep.tasks import make_grid
from toolkit.exceptions import InvalidInputError


@pytest.mark.parametrize("ests", [("bogus", "exact"), ("exact", "bogus", "exact"), ("exact", "bogus")])
def test_an_unknown_estimator_anywhere_is_named(ests):
    with pytest.raises(InvalidInputError, match="unknown estimator 'bogus'"):
        make_grid("potts", n=3, temperature=1.0, estimator=ests)
    assert len(make_grid("potts", n=3, temperature=1.0, estimator=("exact",))) == 1
