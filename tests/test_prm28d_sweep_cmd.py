"""prm28d (issue 30, eleventh sweep): ``glauber sweep --option NAME=VALUE`` refuses an item
without ``=`` *and* an item with an empty name; a test of either condition alone cannot tell
``not sep or not name`` from one of its halves."""

import pytest

from toolkit.app.commands.sweep import parse_options
from toolkit.exceptions import InvalidInputError


@pytest.mark.parametrize("item", ["=3", " =3", "eps"])
def test_an_option_needs_a_name_and_an_equals_sign(item):
    with pytest.raises(InvalidInputError, match="NAME=VALUE"):
        parse_options([item])


def test_a_named_option_keeps_its_stripped_value():
    assert parse_options([" eps = 0.25 "]) == {"eps": "0.25"}
