"""MaskedLM's refusal of a token string the tokenizer does not know (cmp13a: compare/call
sweep after the eleventh audit)."""
from __future__ import annotations

import pytest

torch = pytest.importorskip("torch")
pytest.importorskip("transformers")

from toolkit.exceptions import InvalidInputError  # noqa: E402
from toolkit.models import make_model  # noqa: E402

pytestmark = pytest.mark.mlm


def test_a_single_unknown_piece_is_named_unknown_not_one_token():
    # cmp13a.adapter.unknown_one_piece: a string that the tokenizer maps to one piece, its
    # unknown token ([UNK] for tiny-en's BERT vocabulary), is "unknown to the tokenizer";
    # "k tokens" is the message for a string split into k >= 2 pieces.
    tiny = make_model("tiny-en")
    with pytest.raises(InvalidInputError, match=r"'\u2603' \(unknown to the tokenizer: \['\[UNK\]'\]\)"):
        tiny.with_template(tokens=["the", "\u2603"])
