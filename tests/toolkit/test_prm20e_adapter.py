"""prm20e (issue 30): two MaskedLM promises the tests left open: a text template's
``free_positions`` are the free sites *in that order* (class docstring), and ``with_template``
keeps a residue model's ``split_chars`` (characters as tokens)."""
from __future__ import annotations

import pytest

pytest.importorskip("torch")
pytest.importorskip("transformers")

from toolkit.models.adapter import MaskedLM  # noqa: E402
from toolkit.models.zoo import tiny_en_dir  # noqa: E402


@pytest.fixture(scope="module")
def base():
    return MaskedLM.from_pretrained(tiny_en_dir(), ["the", "lord"], 2)


def test_free_positions_in_the_given_order(base):
    m = MaskedLM(base.model, base.tokenizer, ["lord", "to", "the", "said"], text="the lord said to moses",
                 free_positions=[3, 1])
    # site 0 is token 3 of the text ("to"), site 1 token 1 ("lord"); [CLS] leads, so +1 in the input
    assert m.free_positions.tolist() == [4, 2]
    assert m.decode(m.initial_state()) == "to lord"


def test_with_template_keeps_split_chars(base):
    m = MaskedLM(base.model, base.tokenizer, "ia", 2, split_chars=True)  # 'i' and 'a': one-letter tokens
    m3 = m.with_template(n=3)
    assert m3.split_chars and m3.tokens == ["i", "a"]
    assert m3.decode([0, 1, 0]) == "iai"
