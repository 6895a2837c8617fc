"""prm28a: toolkit.app.output.describe_real drops the special tokens ([CLS], [SEP]) from the
template but keeps every free site, whichever token it holds: a free site holding the mask
(itself a special token) is one of the template's ``_`` and its position counts. Tested
stand-ins held ordinary tokens at the free sites; here the free site holds [MASK]."""
from toolkit.app.output import describe_real


class _Tok:
    vocab = {101: "[CLS]", 102: "[SEP]", 103: "[MASK]", 5: "the", 7: "king", 9: "said"}

    def convert_ids_to_tokens(self, ids):
        return [self.vocab[int(i)] for i in ids]


class _Model:
    tokens = ["a", "b"]
    _template_tokens = [101, 5, 103, 9, 102]   # [CLS] the [MASK] said [SEP]
    free_positions = [2]
    tokenizer = _Tok()
    _special_ids = {101, 102, 103}


def test_free_site_holding_the_mask_stays_in_the_template():
    info = describe_real(_Model())
    # content tokens: "the", the free site, "said" -> the free site is the text's position 1
    assert info["template"] == "the _ said"
    assert info["free_positions"] == [1]
