"""toolkit.app.report._model.wrapped_table with empty cells (harden8h1, issue 30): "a row takes as many
lines as its tallest cell", and a row whose cells are all empty still takes one (blank) line, so
the table keeps one line per row; a row with some empty cells pads them."""

from __future__ import annotations

from toolkit.app.report._model import wrapped_table


def test_all_empty_row_keeps_its_line():
    t = wrapped_table([("a", "b"), ("", ""), ("c", "d")], ("x", "y"), (5, 5))
    assert t.split("\n") == ["x  y", "-  -", "a  b", "", "c  d"]


def test_partly_empty_row_is_padded():
    t = wrapped_table([("", "long words here"), ("e", "")], ("x", "y"), (5, 6))
    assert t.split("\n") == ["x  y", "-  -----", "   long", "   words", "   here", "e"]
