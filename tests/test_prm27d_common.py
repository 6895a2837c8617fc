"""prm27d: an integer grid holding inf or nan is refused with the InvalidInputError naming it.

toolkit.app.commands._common.parse_grid (docstring): ``integer``: sizes or seeds, every value an
integer. ``inf`` and ``nan`` read as floats but are no integers: the grid is refused as "not an
integer" (the command's error), not by an OverflowError/ValueError from ``round``.
"""

import pytest

from toolkit.app.commands._common import parse_grid
from toolkit.exceptions import InvalidInputError


@pytest.mark.parametrize("text, item", [("inf", "'inf'"), ("8,nan", "'nan'"), ("-inf", "'-inf'")])
def test_non_finite_integer_grid_refused(text, item):
    with pytest.raises(InvalidInputError, match=f"`--n` grid: {item} is not an integer"):
        parse_grid(text, "--n", integer=True)


def test_non_finite_float_grid_kept():
    # without integer the values are the caller's to check (docstring: signs and ranges)
    assert parse_grid("inf", "--temperature") == [float("inf")]
