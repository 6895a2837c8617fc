"""prm29a: ExactChain.state_index checks every display token, not only the first (issue 30,
twelfth sweep: one inner item offending)."""

import pytest

from exact.markov import ExactChain
from toolkit.exceptions import InvalidInputError
from toolkit.models import potts


def test_unknown_token_after_the_first_is_named():
    c = ExactChain(potts(2, 3, 1.0))   # no tokens: the display tokens are "0" and "1"
    assert c.state_index(["1", "0", "1"]) == 5   # mixed radix, site 0 most significant
    for bad in (["0", "x", "1"], "1 0 y", ["x", "0", "0"]):
        with pytest.raises(InvalidInputError, match="not one of the tokens"):
            c.state_index(bad)
