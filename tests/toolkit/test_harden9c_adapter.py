"""harden9c: toolkit.models.adapter's list parsing on empty items (issue 30), no model needed."""

from toolkit.models.adapter import _parse_list


def test_empty_items_are_dropped():
    # "a list of strings from ... a str separated by commas or whitespace": a doubled or
    # trailing comma separates nothing, so it adds no (empty) token string
    assert _parse_list("red,,blue", "tokens") == ["red", "blue"]
    assert _parse_list("red, blue ,", "tokens") == ["red", "blue"]
    assert _parse_list(" ACD ", "tokens", chars=True) == ["A", "C", "D"]
