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


def test_zoo_tokens_as_characters_only_for_residue_models():
    # a residue model's `tokens` "ACD" are three one-letter tokens (q = 3 matches); tiny-en's
    # words are never split into letters ("ab" is one token, so q = 2 does not match)
    from toolkit.exceptions import InvalidInputError
    from toolkit.models.zoo import _tokens_for

    assert _tokens_for("antiberty", "ACD", 3) == "ACD"
    with pytest.raises(InvalidInputError, match="`q`=2 does not match the 1 `tokens`"):
        _tokens_for("tiny-en", "ab", 2)
