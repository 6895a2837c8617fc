"""A memory guard refuses only what is above the limit: a size equal to it passes.

The exchangeable table's size comes in logarithms (lgamma), which used to land a hair above the
exact size, so ``max_memory`` equal to the table's bytes was refused (noted by the contract sweep,
stop 41). The exact size is C(n + q - 2, q - 1) rows of q float64 logits.
"""

from __future__ import annotations

import math

import pytest

from toolkit._validation import check_memory
from toolkit.exceptions import MemoryLimitError
from toolkit.models.exchangeable import random_exchangeable


@pytest.mark.parametrize(("q", "n"), [(3, 5), (4, 9), (5, 12), (20, 4), (7, 30)])
def test_exchangeable_table_fits_a_limit_equal_to_its_size(q, n):
    size = math.comb(n + q - 2, q - 1) * q * 8  # bytes of the count table
    table = random_exchangeable(q, n, max_memory=size, rng=0).table
    assert table.nbytes == size
    with pytest.raises(MemoryLimitError):
        random_exchangeable(q, n, max_memory=size - 1, rng=0)


def test_check_memory_boundary_in_logarithms():
    check_memory(0.0, "x", max_bytes=360, log10_bytes=math.log10(15) + math.log10(24))  # 360 bytes
    with pytest.raises(MemoryLimitError):
        check_memory(0.0, "x", max_bytes=359, log10_bytes=math.log10(360))
    check_memory(360, "x", max_bytes=360)
    with pytest.raises(MemoryLimitError):
        check_memory(361, "x", max_bytes=360)
