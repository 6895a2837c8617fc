"""prm30e: ExactChain.state_index names the first unknown display token, not the state's first
token (issue 30, thirteenth sweep: a message naming the first given instead of the offending)."""

import pytest

from exact.markov import ExactChain
from toolkit.exceptions import InvalidInputError
from toolkit.models import potts


def test_unknown_token_message_names_it():
    c = ExactChain(potts(2, 3, 1.0))   # no tokens: the display tokens are "0" and "1"
    with pytest.raises(InvalidInputError, match=r"`state` holds 'x', not one of"):
        c.state_index(["0", "x", "1"])
    with pytest.raises(InvalidInputError, match=r"`state` holds 'y', not one of"):
        c.state_index("1 y z")
