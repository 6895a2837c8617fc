"""prm29b twelfth sweep (issue 30), toolkit.models.adapter.MaskedLM on the tiny random BERT of
tests/tiny_bert.py:

- ``encode``: the error for words outside the token set ``V`` names those words, not every
  word given (one unknown among known ones).
- ``_special_wrap``: the special tokens BERT puts around a sequence are ``[CLS]`` before and
  ``[SEP]`` after (``tokenizer(probe)`` is ``[CLS] probe [SEP]``), so the template is
  ``[CLS] body [SEP]`` and the free sites are shifted by one.
"""

from __future__ import annotations

import pytest

torch = pytest.importorskip("torch")
transformers = pytest.importorskip("transformers")

from tests.tiny_bert import VOCAB, tiny_bert  # noqa: E402
from toolkit.exceptions import InvalidInputError  # noqa: E402
from toolkit.models.adapter import MaskedLM  # noqa: E402


def test_encode_names_only_the_unknown_words(tmp_path):
    net, tok = tiny_bert(tmp_path)
    m = MaskedLM(net, tok, ["cat", "dog", "ran"], n=3)
    assert m.encode(["dog", "ran", "cat"]).tolist() == [1, 2, 0]
    with pytest.raises(InvalidInputError) as e:
        m.encode(["dog", "zebra", "cat"])
    assert "`words` ['zebra'] are not in the model's token set" in str(e.value)


def test_template_is_wrapped_in_cls_and_sep(tmp_path):
    net, tok = tiny_bert(tmp_path)
    m = MaskedLM(net, tok, ["cat", "dog", "ran"], n=2)
    cls, sep, mask = VOCAB.index("[CLS]"), VOCAB.index("[SEP]"), VOCAB.index("[MASK]")
    assert m._template_tokens.tolist() == [cls, mask, mask, sep]
    assert m.free_positions.tolist() == [1, 2]
