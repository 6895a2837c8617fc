"""prm19b promise sweep: toolkit.app.report._model (wrapped plain-text tables)."""

from __future__ import annotations

from toolkit.app.report._model import wrapped_table


def test_hyphenated_word_is_not_broken():
    # "words are never broken": a hyphenated word longer than its column widens it, whole
    out = wrapped_table([("finite-size", "x")], ("a", "b"), (5, 5)).splitlines()
    assert out[2].startswith("finite-size") and len(out) == 3


def test_column_is_at_least_its_header():
    # a column is as wide as its widest line, the header included: the rule under it has its width
    out = wrapped_table([("1", "2")], ("claim", "x"), (10, 10)).splitlines()
    assert out[0] == "claim  x"
    assert out[1] == "-----  -"
    assert out[2] == "1      2"
