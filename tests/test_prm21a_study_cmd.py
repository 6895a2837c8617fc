"""prm21a fourth sweep (loose assertions, issue 30): ``glauber study``'s ``--temperature`` refusal
names the FIRST value that is not finite and > 0, in the order given (the earlier tests gave
one bad value, where first and last agree)."""

import pytest

from toolkit.app.commands import study
from toolkit.exceptions import InvalidInputError


def test_first_bad_temperature_is_named():
    with pytest.raises(InvalidInputError, match=r"finite and > 0; got 0$"):
        study._temperatures("1,0,-2,3")


def test_first_bad_temperature_is_named_negative_first():
    with pytest.raises(InvalidInputError, match=r"finite and > 0; got -2$"):
        study._temperatures("-2,1,0")
