"""prm27d: an unknown model name suggests EVERY close name (up to three), not only the closest.

toolkit.models.registry._unknown_name (docstring): "up to three close ones
(:func:`difflib.get_close_matches`) as "Did you mean ...?"". 'sapiens-v' is as close to
'sapiens-vh' as to 'sapiens-vl': both must be named (the expected list is difflib's own).
"""

import difflib

import pytest

from toolkit.exceptions import InvalidInputError
from toolkit.models.registry import MODEL_NAMES, make_model


def test_every_close_name_suggested():
    close = difflib.get_close_matches("sapiens-v", MODEL_NAMES, n=3)
    assert set(close) == {"sapiens-vh", "sapiens-vl"}
    with pytest.raises(InvalidInputError) as exc:
        make_model("sapiens-v")
    assert str(exc.value).endswith(" Did you mean " + ", ".join(repr(c) for c in close) + "?")
    assert "'sapiens-vh'" in str(exc.value) and "'sapiens-vl'" in str(exc.value)
