"""prm22c fifth sweep (issue 30): :func:`toolkit.app.report._write._ranges` writes a lone number
before a gap as itself.

Contract (docstring): ``[1, 2, 3, 5]`` -> ``"1-3, 5"``: runs of consecutive claim numbers as
``a-b``, single numbers alone. The tested lists had their single number last (the closing
branch); here single numbers come first and in the middle."""

from toolkit.app.report._write import _ranges


def test_single_numbers_before_a_gap():
    assert _ranges([1, 3, 4]) == "1, 3-4"
    assert _ranges([1, 2, 5, 7, 8]) == "1-2, 5, 7-8"
    assert _ranges([1, 2, 3, 5]) == "1-3, 5"
