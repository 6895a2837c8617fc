"""cmp13c sweep (issue 30): MaskedToy splits text into characters only when *every* token is one
character (its docstring: "a string of letters when the tokens are single characters, else
tokens separated by whitespace"); with one multi-character token the text is whitespace-split."""

import numpy as np
import pytest

from toolkit.exceptions import InvalidInputError
from toolkit.models import IndependentSites
from toolkit.models.masked_toy import MaskedToy


def _toy(tokens):
    return MaskedToy(IndependentSites(np.zeros((3, 2))), " ".join([tokens[0], tokens[1], tokens[0]]), [0, 2],
                     tokens=tokens)


def test_one_long_token_means_words():
    m = _toy(["a", "bc"])
    assert m.split_chars is False
    assert m.encode("bc a").tolist() == [1, 0]        # two words, not the letters b, c, a
    assert m.decode(np.array([1, 0])) == "bc a"       # joined by a space
    with pytest.raises(InvalidInputError, match="not in the model's token set"):
        m.encode("bca")                               # no whitespace: one unknown word


def test_single_letters_mean_letters():
    m = _toy(["a", "b"])
    assert m.split_chars is True
    assert m.encode("ba").tolist() == [1, 0] and m.decode(np.array([1, 0])) == "ba"
