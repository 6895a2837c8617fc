"""prm20e (issue 30): the Sapiens tokenizer wraps a pair as fairseq's RoBERTa does, ``<s> A </s>
</s> B </s>`` (two separators between the sequences; the docstring: "as fairseq's RoBERTa does")."""
from __future__ import annotations

import pytest

pytest.importorskip("tokenizers")
pytest.importorskip("transformers")

from toolkit.models._hf_convert import sapiens_tokenizer  # noqa: E402


def test_pair_encoding_has_two_separators():
    # ids: <s> 0, <pad> 1, </s> 2, <unk> 3, then A C D E ... from 4 (SAPIENS_VOCAB)
    tok = sapiens_tokenizer()
    assert tok("AC", "DE")["input_ids"] == [0, 4, 5, 2, 2, 6, 7, 2]
