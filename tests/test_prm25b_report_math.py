"""prm25b (eighth sweep, issue 30): every entry of ``toolkit.app.report._math``'s GREEK table is
the Unicode letter of its name (checked against ``unicodedata``: capital names give capital
letters), not only the ones the report's formulas happen to use."""

from __future__ import annotations

import unicodedata

from toolkit.app.report._math import GREEK, math_html

# the table's spellings that are not Unicode's letter names
ALIAS = {"eps": "epsilon", "lambda": "lamda", "Lambda": "Lamda"}


def test_every_greek_entry_is_its_letter():
    for name, letter in GREEK.items():
        base = ALIAS.get(name, name)
        case = "CAPITAL" if name[0].isupper() else "SMALL"
        assert unicodedata.name(letter) == f"GREEK {case} LETTER {base.upper()}", name


def test_capital_gamma_renders_as_capital():
    assert "Γ" in math_html("Gamma") and "γ" not in math_html("Gamma")
