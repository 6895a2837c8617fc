"""prm28c (issue 30): `glauber study --temperature` with several bad values names the first."""
import pytest

from toolkit.app.commands.study import _temperatures
from toolkit.exceptions import InvalidInputError


def test_first_bad_temperature_named():
    with pytest.raises(InvalidInputError, match=r"finite and > 0; got -1$"):
        _temperatures("1,-1,0")
