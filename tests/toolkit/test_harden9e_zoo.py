"""harden9e: load_model refuses two options that disagree instead of letting one win silently
(issue 30, the model layer's audit), on the shipped tiny-en model (refused before loading)."""

import pytest

pytest.importorskip("torch")
pytest.importorskip("transformers")

from toolkit.exceptions import InvalidInputError  # noqa: E402
from toolkit.models.zoo import load_model  # noqa: E402


def test_tokens_and_a_smaller_q_are_refused():
    # three tokens and q=2 disagree: an error naming q, not q silently ignored
    with pytest.raises(InvalidInputError, match=r"`q`=2 does not match the 3 `tokens`"):
        load_model("tiny-en", tokens=["the", "and", "of"], q=2)
    with pytest.raises(InvalidInputError, match=r"`q`=4 does not match the 3 `tokens`"):
        load_model("tiny-en", tokens=["the", "and", "of"], q=4)


def test_text_with_a_prefix_is_refused():
    # a text is the whole template: a prefix beside it is refused, not dropped
    with pytest.raises(InvalidInputError, match=r"`text`.*`prefix`/`suffix`, not both"):
        load_model("tiny-en", text="the lord said", free_positions=[1], prefix="god")
