"""prm22e: toolkit.models.adapter.MaskedLM._special_wrap's fallback (the tokenizer's own cls/bos and
sep/eos ids) when probing the tokenizer fails or tells nothing."""
from types import SimpleNamespace

import pytest

pytest.importorskip("torch")

from toolkit.models.adapter import MaskedLM  # noqa: E402


def _fake(call, **ids):
    tok = SimpleNamespace(**{"cls_token_id": None, "bos_token_id": None, "sep_token_id": None,
                             "eos_token_id": None, **ids})
    return SimpleNamespace(tokens=["A"], tokenizer=_Tok(call, tok))


class _Tok:
    def __init__(self, call, ns):
        self._call, self.__dict__["ns"] = call, ns

    def __getattr__(self, name):
        return getattr(self.ns, name)

    def __call__(self, text, add_special_tokens):
        return self._call(text, add_special_tokens)


def test_fallback_uses_bos_and_eos_without_cls_and_sep():
    def broken(text, add_special_tokens):
        raise RuntimeError("no probe")

    # a RoBERTa-like tokenizer without [CLS]/[SEP]: <s> = 0 before, </s> = 2 after
    assert MaskedLM._special_wrap(_fake(broken, bos_token_id=0, eos_token_id=2)) == ([0], [2])
    assert MaskedLM._special_wrap(_fake(broken, cls_token_id=101, sep_token_id=102, bos_token_id=0,
                                        eos_token_id=2)) == ([101], [102])


def test_empty_probe_is_no_match():
    def empty(text, add_special_tokens):
        return {"input_ids": [0, 2] if add_special_tokens else []}

    # the probe token vanishes without specials: nothing to locate, the fallback decides
    assert MaskedLM._special_wrap(_fake(empty, cls_token_id=5, sep_token_id=6)) == ([5], [6])

    def plain(text, add_special_tokens):
        return {"input_ids": [101, 7, 102] if add_special_tokens else [7]}

    assert MaskedLM._special_wrap(_fake(plain)) == ([101], [102])
