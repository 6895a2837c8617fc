"""prm25c (issue 30, eighth sweep): ``wrapped_table`` separates the columns of its header by
the same two spaces as its rule and its rows.

Contract: a plain-text table whose columns line up (hand value: the columns are as wide as
their widest line, ``h1``/``a`` and ``h2``/``bb``: 2 and 2)."""

from toolkit.app.report._model import wrapped_table


def test_header_rule_and_rows_line_up():
    lines = wrapped_table([("a", "bb")], ("h1", "h2"), (5, 5)).splitlines()
    assert lines == ["h1  h2", "--  --", "a   bb"]
