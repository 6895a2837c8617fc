"""prm25b (eighth sweep, issue 30): ``check_memory``'s ``bytes_needed`` is the size in bytes below
``1e300`` and ``inf`` from ``1e300`` up (documented), on both sides of the cut."""

from __future__ import annotations

import math

import pytest

from toolkit._validation import check_memory
from toolkit.exceptions import MemoryLimitError


@pytest.mark.parametrize("log10_bytes, want", [(299.5, 10**299.5), (300.0, math.inf), (305.0, math.inf),
                                               (400.0, math.inf)])
def test_bytes_needed_is_inf_from_1e300(log10_bytes, want):
    with pytest.raises(MemoryLimitError) as e:
        check_memory(0, "a table", max_bytes=8e9, log10_bytes=log10_bytes)
    assert e.value.bytes_needed == want
