"""prm28c (issue 30): _ranges closes an inner run at its LAST number (docstring [1, 2, 3, 5] -> "1-3, 5")."""
from toolkit.app.report._write import _ranges


def test_inner_run_of_three_then_a_single():
    assert _ranges([1, 2, 3, 5]) == "1-3, 5"          # the docstring's example
    assert _ranges([1, 2, 3, 4, 7, 8, 9, 11]) == "1-4, 7-9, 11"
