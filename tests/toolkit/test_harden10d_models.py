"""harden10d: automut --fresh-lines survivors in toolkit.models.adapter and toolkit.models.basins.

- ``_parse_list(..., chars=True)``: "a string without separators is split into characters"
  (its docstring); one with whitespace is split at the whitespace, never into characters
  (mutant: ``not any(isspace)`` -> ``not all(isspace)`` put the space in as a token).
- ``planted_margin``'s guard counts the table ``(n, q**(n-1), q)`` of float64 (its docstring):
  ``8 n q**n`` bytes, refused above ``max_memory`` (mutant: ``q**(n-2)``, a factor q short).
"""

from __future__ import annotations

import pytest

from toolkit.exceptions import MemoryLimitError
from toolkit.models.adapter import _parse_list
from toolkit.models.basins import planted_margin


def test_parse_list_chars_splits_only_a_string_without_separators():
    assert _parse_list("ACD", "tokens", chars=True) == ["A", "C", "D"]
    assert _parse_list("AC DE", "tokens", chars=True) == ["AC", "DE"]
    assert _parse_list(" A C D ", "tokens", chars=True) == ["A", "C", "D"]


def test_planted_margin_guard_counts_the_whole_table():
    # n = 10, q = 2: the table (10, 2**9, 2) of float64 is 8 * 10 * 1024 = 81920 bytes (by hand)
    with pytest.raises(MemoryLimitError, match="max_memory"):
        planted_margin(2, 10, 1.0, max_memory=60000, rng=0)
    t = planted_margin(2, 10, 1.0, max_memory=81920, rng=0)        # exactly at the limit: allowed
    assert t.table.shape == (10, 512, 2) and t.table.nbytes == 81920
