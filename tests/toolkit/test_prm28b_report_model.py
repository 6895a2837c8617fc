"""prm28b: a wrapped row takes as many lines as its TALLEST cell (docstring), not its first."""
from toolkit.app.report._model import wrapped_table


def test_row_height_is_the_tallest_cell_not_the_first():
    # the first cell fits in one line, the second wraps at 5 characters into three lines
    out = wrapped_table([("a", "one two six")], ("h", "text"), (5, 5)).splitlines()
    assert out[2:] == ["a  one", "   two", "   six"]
