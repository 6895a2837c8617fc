"""Sweep 7, group a2 (issue 30): toolkit.models.exchangeable.ExchangeableTable's shape guards.

The table must be 2-D with q >= 2 columns and C(n + q - 2, q - 1) rows for some n (one row per
count vector of the other n - 1 sites): q = 2 has n rows (n = 3: 3 rows), q = 3 has n(n+1)/2
(1, 3, 6, ... rows). Each way to miss is an InvalidInputError naming `table`."""

from __future__ import annotations

import numpy as np
import pytest

from toolkit.exceptions import InvalidInputError
from toolkit.models.exchangeable import ExchangeableTable


@pytest.mark.parametrize("shape", [(3,), (1, 1), (3, 1), (2, 2, 2), (5, 3), (4, 3), (0, 2)])
def test_bad_table_shapes_are_refused_naming_table(shape):
    with pytest.raises(InvalidInputError, match="`table`"):
        ExchangeableTable(np.zeros(shape))


@pytest.mark.parametrize("shape, n", [((1, 2), 1), ((3, 2), 3), ((4, 2), 4), ((3, 3), 2), ((6, 3), 3),
                                      ((10, 4), 3)])
def test_good_table_shapes_give_their_length(shape, n):
    # C(n + q - 2, q - 1): q = 2 -> n; q = 3 -> C(n + 1, 2); q = 4, n = 3 -> C(5, 3) = 10
    t = ExchangeableTable(np.zeros(shape))
    assert t.length == n and t.vocab_size == shape[1]
