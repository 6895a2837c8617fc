"""prm30a: ``--start`` with one unknown token among several names that token (the one
offending), not the last one given."""

import pytest

from toolkit.app.commands.exact import start_state
from toolkit.exceptions import InvalidInputError
from toolkit.models import potts


def test_unknown_middle_token_is_named():
    with pytest.raises(InvalidInputError) as e:
        start_state(potts(2, 3, 1.0), "0 7 1")   # tokens 0, 1: '7' is the offender
    assert "'7' is not one of the tokens" in str(e.value)
    assert "'1' is not one" not in str(e.value)
