"""prm22c fifth sweep (issue 30): :func:`toolkit.app.report._model.wrapped_table` gives a row
as many lines as its tallest cell.

Contract (docstring): "Plain-text table whose cells wrap at ``widths`` characters (a row takes as
many lines as its tallest cell)". In the tested tables the claim column (the longest text) was
always the tallest cell; here the bound column wraps to three lines while the claim fits on one.
Hand-built expected text: columns as wide as their widest line, two spaces between, trailing
spaces stripped."""

from toolkit.app.report._model import wrapped_table


def test_row_takes_the_lines_of_its_tallest_cell():
    out = wrapped_table([(1, "short", "a b c d e f g h", "v")], ("#", "claim", "bound", "value"), (3, 20, 5, 5))
    assert out.split("\n") == [
        "#  claim  bound  value",
        "-  -----  -----  -----",
        "1  short  a b c  v",
        "          d e f",
        "          g h",
    ]
