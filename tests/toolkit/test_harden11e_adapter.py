"""toolkit/models/adapter.py's documented promises (harden11e, issue 30), apart from the other
modules' contract tests so that only this module's targeted set imports torch for them:
``_parse_list`` drops empty items; the unknown-text message adds " ..." only when more than
10 pieces are unknown (all of them are shown otherwise)."""

from __future__ import annotations

import types

import pytest

from toolkit.exceptions import InvalidInputError
from toolkit.models.adapter import MaskedLM, _parse_list


def test_parse_list_drops_empty_items():
    assert _parse_list("a,,b, ", "tokens") == ["a", "b"]


def _fake_lm(known):
    vocab = {t: i for i, t in enumerate(known, start=1)}
    tok = types.SimpleNamespace(convert_tokens_to_ids=lambda p: vocab.get(p, 0))
    return types.SimpleNamespace(_vocab=vocab, tokenizer=tok, unk_id=0, split_chars=False, name="fake")


@pytest.mark.parametrize("k, more", [(10, False), (11, True)])
def test_unknown_text_message_ellipsis_only_past_ten(k, more):
    words = [f"w{i}" for i in range(k)]
    with pytest.raises(InvalidInputError) as e:
        MaskedLM._template_ids(_fake_lm(["a"]), words, "prefix")
    assert str(e.value).endswith(" ...") is more
