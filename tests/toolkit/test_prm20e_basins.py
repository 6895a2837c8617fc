"""prm20e (issue 30): ``planted_margin``'s memory guard is on its table ``(n, q**(n-1), q)``: a limit
that holds that table must not refuse it."""
from __future__ import annotations

import pytest

from toolkit.exceptions import MemoryLimitError
from toolkit.models.basins import planted_margin


def test_guard_sizes_the_table_n_q_pow_n_minus_1_q():
    # q = 2, n = 3: 3 x 4 x 2 float64 = 192 bytes
    m = planted_margin(2, 3, 1.0, max_memory=300, rng=0)
    assert m.table.shape == (3, 4, 2)
    with pytest.raises(MemoryLimitError):
        planted_margin(2, 3, 1.0, max_memory=150, rng=0)
