"""prm29c: describe_real gives the free sites' 0-based positions in the template it shows
(issue 30, class C: an index off by one). Stand-in model: the text's ids
[CLS, the, lord, is, SEP] with CLS and SEP special and the 'lord' position (2 of the full
ids) free: the shown template is 'the _ is' and its free site is at position 1 of it."""

from types import SimpleNamespace

from toolkit.app.output import describe_real

VOCAB = {101: "[CLS]", 102: "[SEP]", 5: "the", 6: "lord", 7: "is"}


def test_free_positions_zero_based_in_the_shown_template():
    tok = SimpleNamespace(convert_ids_to_tokens=lambda ids: [VOCAB[i] for i in ids])
    model = SimpleNamespace(tokens=["lord", "king"], _template_tokens=[101, 5, 6, 7, 102], free_positions=[2],
                            tokenizer=tok, _special_ids={101, 102}, split_chars=False, _original=[6])
    info = describe_real(model)
    assert info["template"] == "the _ is"
    assert info["free_positions"] == [1]
    assert info["template"].split(" ")[info["free_positions"][0]] == "_"
    assert info["free_tokens"] == ["lord"]
