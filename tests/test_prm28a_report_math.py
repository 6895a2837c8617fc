"""prm28a: toolkit.app.report._math renders the longest ASCII operator at a position: "<=>" is
one "⇔", not "≤" followed by ">" (OPERATORS lists "<=>" before its prefix "<=")."""
from toolkit.app.report._math import math_html


def test_iff_arrow_is_read_whole_not_as_less_or_equal():
    out = math_html("a <=> b")
    assert "⇔" in out and "≤" not in out and "&gt;" not in out
    assert "≤" in math_html("a <= b")
