"""Contract pins of :mod:`toolkit.models.adapter` (issue 30, sweep8s1): ``_special_wrap`` reads
the special tokens a tokenizer puts before and after a sequence from the tokenizer's own output
(``input_ids`` with and without special tokens), so a tokenizer that adds two tokens in front
(or none behind) is wrapped as it wraps, not as [CLS]/[SEP] alone; the [CLS]/[SEP] (or BOS/EOS)
fallback is used only when the probe cannot be read."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

pytest.importorskip("torch")
pytest.importorskip("transformers")

from toolkit.models.adapter import MaskedLM  # noqa: E402


class _Tok:
    """A tokenizer stand-in: ``probe`` is token 7; special tokens ``lead`` before, ``trail`` after."""

    def __init__(self, lead, trail, cls=None, sep=None, bos=None, eos=None, broken=False):
        self.lead, self.trail, self.broken = lead, trail, broken
        self.cls_token_id, self.sep_token_id, self.bos_token_id, self.eos_token_id = cls, sep, bos, eos

    def __call__(self, text, add_special_tokens):
        if self.broken:
            raise RuntimeError("no probe")
        body = [7, 8] if text == "ab" else [7]
        return {"input_ids": (self.lead + body + self.trail) if add_special_tokens else body}


def _wrap(tok, probe="a"):
    return MaskedLM._special_wrap(SimpleNamespace(tokens=[probe], tokenizer=tok))


def test_special_wrap_from_the_tokenizers_output():
    assert _wrap(_Tok([101], [102], cls=101, sep=102)) == ([101], [102])
    # two tokens in front, none behind: as the tokenizer wraps, not [CLS] ... [SEP]
    assert _wrap(_Tok([5, 6], [], cls=5, sep=9)) == ([5, 6], [])
    assert _wrap(_Tok([], [2, 3], bos=0, eos=2)) == ([], [2, 3])
    assert _wrap(_Tok([5], [9], cls=5, sep=9), probe="ab") == ([5], [9])   # a probe of two pieces


def test_special_wrap_fallback_cls_sep_then_bos_eos():
    assert _wrap(_Tok([5, 6], [], cls=5, sep=9, broken=True)) == ([5], [9])
    assert _wrap(_Tok([], [], bos=0, eos=2, broken=True)) == ([0], [2])
    assert _wrap(_Tok([], [], cls=3, sep=None, eos=4, broken=True)) == ([3], [4])
    assert _wrap(_Tok([], [], broken=True)) == ([], [])


# ---- seed 2026120372's sample, on the shipped tiny-en BERT (uncased; V = the, and, of, lord, god, king, said, is)
@pytest.fixture(scope="module")
def tiny():
    import os

    os.environ["HF_HUB_OFFLINE"] = "1"
    from toolkit.models import make_model

    return make_model("tiny-en")


@pytest.mark.mlm
def test_words_through_the_tokenizer_and_unknown_words(tiny):
    from toolkit.exceptions import InvalidInputError

    # "The" is not a vocabulary entry but one piece, "the", once lowercased: the token of "the"
    assert tiny._token_id("The")[0] == tiny._token_id("the")[0] != tiny.unk_id
    assert tiny.encode(["The", "LORD"]).tolist() == tiny.encode(["the", "lord"]).tolist() == [0, 3]
    # a word the tokenizer maps to [UNK] is no token
    assert tiny._token_id("qqqzz") == (None, ["[UNK]"])
    with pytest.raises(InvalidInputError, match=r"`words` \['zzzq'\] are not in the model's token set V"):
        tiny.encode(["zzzq", "the"])
    with pytest.raises(InvalidInputError, match=r"`words` \['zzzq', 'yyyq'\] are not"):
        tiny.encode(["zzzq", "the", "yyyq"])


class _NoMask:
    """The tiny-en tokenizer with its mask token taken away."""

    def __init__(self, tok):
        self._tok = tok

    def __getattr__(self, name):
        return getattr(self._tok, name)

    mask_token_id = None


@pytest.mark.mlm
def test_a_tokenizer_without_a_mask_token_is_refused(tiny):
    from toolkit.exceptions import InvalidInputError

    with pytest.raises(InvalidInputError, match=r"model 'nomask': the tokenizer has no mask token"):
        MaskedLM(tiny.model, _NoMask(tiny.tokenizer), ["the", "and"], 2, name="nomask")
