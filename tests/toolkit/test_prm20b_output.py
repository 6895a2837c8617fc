"""prm20b promise sweep: toolkit.app.output (a split_chars template, the JSON key order)."""

from __future__ import annotations

import json
from types import SimpleNamespace

from toolkit.app.output import describe_real, dump_json


class _Tok:
    def __init__(self, pieces):
        self.pieces = pieces

    def convert_ids_to_tokens(self, ids):
        return [self.pieces[i] for i in ids]


def test_split_chars_template_has_no_spaces():
    # ids: 0 = [CLS], 1 = A, 2 = B, 3 = C, 4 = [SEP]; free site: position 2 of the text
    model = SimpleNamespace(tokens=["B", "C"], _template_tokens=[0, 1, 2, 3, 4], free_positions=[2],
                            tokenizer=_Tok(["[CLS]", "A", "B", "C", "[SEP]"]), _special_ids={0, 4},
                            split_chars=True)
    info = describe_real(model)
    assert info["template"] == "A_C"          # residues: one character each, no separator
    assert info["free_positions"] == [1]      # 0-based in the text's own tokens (A, _, C)
    model.split_chars = False
    assert describe_real(model)["template"] == "A _ C"


def test_dump_json_keeps_key_order():
    text = dump_json({"b": 1, "a": 2, "timings": {"seconds": 1.0}})
    assert list(json.loads(text)) == ["b", "a", "timings"]
    assert text.index('"b"') < text.index('"a"') < text.index('"timings"')
