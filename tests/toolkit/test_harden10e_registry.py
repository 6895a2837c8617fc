"""harden10e: toolkit.models.registry.make_model refuses a `model` that is not a non-empty
string with the error naming the argument and the value (automut --fresh-lines survivor)."""

import re

import pytest

from toolkit.exceptions import InvalidInputError
from toolkit.models.registry import make_model


@pytest.mark.parametrize("name", ["", 3, None, b"potts", ["potts"]])
def test_make_model_needs_a_model_name(name):
    # the contract (make_model's guard message): "`model` must be a model name; got <repr>"
    with pytest.raises(InvalidInputError, match=r"`model` must be a model name; got " + re.escape(repr(name))):
        make_model(name)
