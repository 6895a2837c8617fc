"""cmp14d: a dict of exactly ``_HTML_MAX_ITEMS`` entries is shown in full in a notebook cell.

``toolkit.results``: "a list or dict longer than this is shown by its length" (the comment on
``_HTML_MAX_ITEMS`` = 8), so one of exactly 8 plain entries is not longer and is shown entry
by entry (``key: value``), as a list of 8 numbers is; 9 entries are summarised by their count.
"""

from toolkit.results import _HTML_MAX_ITEMS, _html_value


def test_dict_of_max_items_is_shown_in_full():
    assert _HTML_MAX_ITEMS == 8
    d = {f"k{i}": i for i in range(8)}
    cell = _html_value(d)
    assert "entries" not in cell
    assert cell == ", ".join(f"k{i}: {i}" for i in range(8))


def test_dict_of_one_more_is_summarised():
    d = {f"k{i}": i for i in range(9)}
    assert _html_value(d) == "dict of 9 entries: " + ", ".join(f"k{i}" for i in range(8)) + ", ..."


def test_list_of_max_items_is_shown_in_full_too():
    assert _html_value(list(range(8))) == "[" + ", ".join(str(i) for i in range(8)) + "]"
