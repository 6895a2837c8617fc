"""prm20e (issue 30): ``make_model``'s memory guard covers planted-margin's logit table
``(n, q**(n-1), q)`` (its builder is called with no guard of its own)."""
from __future__ import annotations

import pytest

from toolkit.exceptions import MemoryLimitError
from toolkit.models.registry import make_model


def test_planted_margin_guarded():
    # q = 2, n = 3: 3 x 4 x 2 float64 = 192 bytes, above 100
    with pytest.raises(MemoryLimitError):
        make_model("planted-margin", q=2, n=3, max_memory=100)
    assert make_model("planted-margin", q=2, n=3, max_memory=300).table.shape == (3, 4, 2)
