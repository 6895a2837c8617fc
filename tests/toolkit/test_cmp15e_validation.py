"""cmp15e: ``check_model`` shows a refused object's repr whole up to 60 characters, 60 included.

Its docstring: the refusal shows the object's repr on one line, whole up to 60 characters (60
included), longer ones cut to their first 57 and ``...`` (so a cut repr is 60 characters too).
At exactly 60 characters: the whole repr, no ``...``; at 61: 57 characters and ``...``.
"""

import pytest

from toolkit._validation import check_model
from toolkit.exceptions import InvalidTypeError


class _Repr:
    def __init__(self, text):
        self.text = text

    def __repr__(self):
        return self.text


def test_a_repr_of_exactly_60_characters_is_shown_whole():
    text = "r" * 59 + "Z"
    assert len(text) == 60
    with pytest.raises(InvalidTypeError) as e:
        check_model(_Repr(text))
    assert str(e.value).endswith(f"got _Repr {text}")
    assert "..." not in str(e.value)


def test_a_repr_of_61_characters_is_cut_to_57_and_dots():
    text = "r" * 60 + "Z"
    with pytest.raises(InvalidTypeError) as e:
        check_model(_Repr(text))
    assert str(e.value).endswith("got _Repr " + "r" * 57 + "...")
