"""prm20e (issue 30): SCEPTR's token list is read case-insensitively (residues as the tokens'
upper case), as ``_check_residues`` reads a TCR's loops."""
from __future__ import annotations

from toolkit.models.sceptr import _parse_tokens


def test_lower_case_residue_tokens():
    assert _parse_tokens(["a", "c", " d "]) == ["A", "C", "D"]
    assert _parse_tokens("acd") == ["A", "C", "D"]
