"""prm24a: ``MaskedLM.from_pretrained(tokenizer=, local_files_only=)`` were never passed off their
default by any test (``benchmarks/results/default-only-args-2026-12-06.md``). Docstring: a
tokenizer object given is used (default: the model's own); ``local_files_only`` goes to
transformers' loaders ("never downloads unless ``local_files_only=False``"): checked with a spy on
the two loaders (a download cannot be observed offline), loading the local tiny-en directory."""

from __future__ import annotations

import pytest

transformers = pytest.importorskip("transformers")

from toolkit.models.adapter import MaskedLM  # noqa: E402
from toolkit.models.zoo import tiny_en_dir  # noqa: E402


def test_given_tokenizer_object_is_used():
    base = MaskedLM.from_pretrained(tiny_en_dir(), ["the", "lord"], 2)
    m = MaskedLM.from_pretrained(tiny_en_dir(), ["the", "lord"], 2, tokenizer=base.tokenizer)
    assert m.tokenizer is base.tokenizer


def test_local_files_only_false_reaches_the_loaders(monkeypatch):
    seen = []
    for cls in (transformers.AutoModelForMaskedLM, transformers.AutoTokenizer):
        real = cls.from_pretrained

        def spy(*a, _real=real, **k):
            seen.append(k.get("local_files_only"))
            return _real(*a, **k)

        monkeypatch.setattr(cls, "from_pretrained", spy)
    MaskedLM.from_pretrained(tiny_en_dir(), ["the", "lord"], 2, local_files_only=False)
    assert seen == [False, False]
