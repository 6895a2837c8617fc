"""prm30a: every listed site is range-checked, not only the largest: a negative site among
in-range ones is refused by name (``sites`` must be in 0..n-1)."""

import pytest

from exact.rectangles import all_rectangles, rectangle_summary
from toolkit.exceptions import InvalidInputError
from toolkit.models import potts


@pytest.mark.parametrize("sites", [[0, -1, 2], [2, -1, 0, 3]])
def test_negative_site_among_several_is_refused(sites):
    model = potts(2, 4, 1.0)
    with pytest.raises(InvalidInputError, match=r"`sites` must be in 0..3; got -1"):
        rectangle_summary(model, sites=sites)
    with pytest.raises(InvalidInputError, match=r"`sites` must be in 0..3; got -1"):
        all_rectangles(model, sites=sites)
