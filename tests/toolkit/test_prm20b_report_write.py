"""prm20b promise sweep: toolkit.app.report._write (claim-number ranges, the page title)."""

from __future__ import annotations

from toolkit.app.report._write import _ranges, markdown_to_html


def test_ranges_keep_gaps():
    # _ranges' docstring: [1, 2, 3, 5] -> "1-3, 5"
    assert _ranges([1, 2, 3, 5]) == "1-3, 5"
    assert _ranges([2, 4, 5, 6, 9]) == "2, 4-6, 9"


def test_html_title_is_the_argument():
    page = markdown_to_html("text", title="Study <of> x")
    assert "<title>Study &lt;of&gt; x</title>" in page
