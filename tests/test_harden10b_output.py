"""harden10b: a survivor of ``automut --fresh-lines`` (seed 2026120422) in toolkit.app.output."""

from __future__ import annotations

from types import SimpleNamespace

from toolkit.app.output import describe_real


class _Tok:
    """A tokenizer stub: id -> token string."""

    def __init__(self, vocab):
        self.vocab = vocab

    def convert_ids_to_tokens(self, ids):
        return [self.vocab[i] for i in ids]


def _model(**extra):
    # ids: 0 = [CLS], 1 = [SEP] (special), 2..4 words; the text [CLS] the cat sat [SEP],
    # free site: position 2 ("cat")
    vocab = {0: "[CLS]", 1: "[SEP]", 2: "the", 3: "cat", 4: "sat"}
    return SimpleNamespace(tokens=["cat", "dog"], _template_tokens=[0, 2, 3, 4, 1], free_positions=[2],
                           tokenizer=_Tok(vocab), _special_ids={0, 1}, _original=[3], **extra)


def test_describe_real_joins_word_tokens_with_spaces_unless_the_model_splits_characters():
    # a model that does not say it splits characters (no split_chars) has word tokens: the
    # template is the words joined by spaces, the special tokens left out, the free site as _
    info = describe_real(_model())
    assert info["template"] == "the _ sat"
    assert info["free_positions"] == [1]          # "_" is the 2nd content token
    assert info["free_tokens"] == ["cat"]
    # a character model: no separator
    assert describe_real(_model(split_chars=True))["template"] == "the_sat"
    assert describe_real(_model(split_chars=False))["template"] == "the _ sat"
