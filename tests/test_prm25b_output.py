"""prm25b (eighth sweep, issue 30): ``print_real_model`` joins a residue model's free tokens
without spaces (``split_chars``), the same rule as ``describe_real``'s template; only the
template's site was tested."""

from __future__ import annotations

from types import SimpleNamespace

from toolkit.app.output import print_real_model


def _info():
    return {"tokens": ["A", "C", "D"], "template": "CA__F", "free_positions": [2, 3], "free_tokens": ["C", "D"]}


def test_free_tokens_joined_without_spaces_for_residues(capsys):
    print_real_model("m", SimpleNamespace(length=2, split_chars=True), _info(), source="test")
    err = capsys.readouterr().err
    assert "holding CD" in err and "holding C D" not in err


def test_free_tokens_joined_with_spaces_for_words(capsys):
    print_real_model("m", SimpleNamespace(length=2, split_chars=False), _info(), source="test")
    assert "holding C D" in capsys.readouterr().err
