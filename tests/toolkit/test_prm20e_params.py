"""prm20e (issue 30): ``short_list`` shows the first ``head`` values (only the default 6 was used)."""
from __future__ import annotations

from toolkit.models._params import short_list


def test_short_list_head():
    assert short_list(range(10), head=3) == "0, 1, 2, ... (10 in all)"
    assert short_list([5, 6, 7], head=3) == "5, 6, 7"
