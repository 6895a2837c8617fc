"""prm25e (issue 30, eighth sweep): toolkit.models.adapter.MaskedLM.with_template hands the
model's dtype on (as it does the device), on a tiny random BERT built here."""

from __future__ import annotations

import pytest

torch = pytest.importorskip("torch")
transformers = pytest.importorskip("transformers")

from toolkit.models.adapter import MaskedLM  # noqa: E402


def _tiny(tmp_path):
    words = ["the", "cat", "dog", "sat", "on", "a", "mat", "ran"]
    vocab = ["[PAD]", "[UNK]", "[CLS]", "[SEP]", "[MASK]"] + words
    (tmp_path / "vocab.txt").write_text("\n".join(vocab) + "\n")
    tok = transformers.BertTokenizer.from_pretrained(str(tmp_path))
    torch.manual_seed(0)
    cfg = transformers.BertConfig(vocab_size=len(vocab), hidden_size=16, num_hidden_layers=1, num_attention_heads=2,
                                  intermediate_size=32, max_position_embeddings=32)
    return transformers.BertForMaskedLM(cfg).eval(), tok


def test_with_template_keeps_the_dtype(tmp_path):
    net, tok = _tiny(tmp_path)
    m = MaskedLM(net, tok, ["cat", "dog", "ran"], n=2, dtype="float64")
    other = m.with_template(n=3)
    assert m.dtype == torch.float64 and other.dtype == torch.float64
