"""prm25e (issue 30, eighth sweep): toolkit.models.adapter.MaskedLM.with_template hands the
model's dtype on (as it does the device), on a tiny random BERT built here."""

from __future__ import annotations

import pytest

torch = pytest.importorskip("torch")
transformers = pytest.importorskip("transformers")

from tests.tiny_bert import tiny_bert  # noqa: E402
from toolkit.models.adapter import MaskedLM  # noqa: E402


def test_with_template_keeps_the_dtype(tmp_path):
    net, tok = tiny_bert(tmp_path)
    m = MaskedLM(net, tok, ["cat", "dog", "ran"], n=2, dtype="float64")
    other = m.with_template(n=3)
    assert m.dtype == torch.float64 and other.dtype == torch.float64
