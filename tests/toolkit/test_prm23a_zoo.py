"""prm23a: ``toolkit.models.zoo.load_model(text=..., free_positions=..., n=k)`` hands ``n``
on beside a text, where the adapter checks it against the free positions ("`n`=k does not
match the m `free_positions`"): a mismatched ``n`` is refused, a matching one accepted
(tested before only without ``n`` beside a text). The shipped tiny-en model, offline."""

import pytest

from toolkit.exceptions import InvalidInputError
from toolkit.models.zoo import load_model


def test_n_beside_a_text_is_checked_against_the_free_positions():
    with pytest.raises(InvalidInputError, match="does not match the 1 `free_positions`"):
        load_model("tiny-en", text="the lord said", free_positions=[1], n=2)
    m = load_model("tiny-en", text="the lord said", free_positions=[1, 2], n=2)
    assert m.length == 2
