"""harden10g (issue 30): what toolkit.app.output writes, against its documented contract:
``glauber.command`` is the command path (docs/json.md: "the command path", e.g. ``scan
nlogn``), ``glauber.arguments`` the parsed options only (the command is not an option), a real
MLM's ``free_positions`` are 0-based positions in the text (special tokens not counted), and the
free sites' span is printed with both ends included."""

from __future__ import annotations

import argparse
from types import SimpleNamespace

from toolkit.app.output import arguments, describe_real, envelope, print_real_model


def test_envelope_command_is_the_command_path():
    args = argparse.Namespace(command="scan", _command_path="scan nlogn", n_min=2)
    doc = envelope(args, {})
    assert doc["glauber"]["command"] == "scan nlogn"
    assert doc["glauber"]["arguments"] == {"n_min": 2}


def test_arguments_are_the_options_only():
    assert arguments(argparse.Namespace(command="exact", n=3, q=2, _model_info={})) == {"n": 3, "q": 2}


class _Tok:
    names = {101: "[CLS]", 102: "[SEP]", 5: "the", 6: "cat", 7: "sat", 8: "dog"}

    def convert_ids_to_tokens(self, ids):
        return [self.names[i] for i in ids]


def test_describe_real_free_positions_are_positions_in_the_text():
    # [CLS] the cat sat [SEP]: the free sites are model indices 2 and 3 ("cat", "sat"); in the
    # text without the special tokens ("the cat sat") they are positions 1 and 2 (by hand)
    model = SimpleNamespace(tokens=["cat", "dog"], _template_tokens=[101, 5, 6, 7, 102], free_positions=[2, 3],
                            tokenizer=_Tok(), _special_ids={101, 102}, _original=[6, 7])
    info = describe_real(model)
    assert info["template"] == "the _ _"
    assert info["free_positions"] == [1, 2]
    assert info["free_tokens"] == ["cat", "sat"]


def test_print_real_model_span_includes_both_ends(capsys):
    # sites 1, 2, 3 of the text: "positions 1..3" (both ends included, as "a:b" grids are)
    info = {"tokens": ["a", "b"], "template": "x _ _ _", "free_positions": [1, 2, 3],
            "free_tokens": ["p", "q", "r"]}
    print_real_model("m", SimpleNamespace(length=3), info, source="test")
    err = capsys.readouterr().err
    assert "free sites: positions 1..3 of the text, holding p q r" in err
