"""harden9b (issue 30): an ExchangeableTable keeps the roundoff of the dtype it was given.

LOGIT_ERROR_RULE: "stored entries, trusted to the unit roundoff of their dtype": float32
logits carry ``2**-24 |l|``, float64 ``2**-53 |l|``, integers are exact as float64 values."""

from __future__ import annotations

import numpy as np

from toolkit.models.exchangeable import ExchangeableTable


def _err(table):
    m = ExchangeableTable(table)
    lg = np.array([[2.0, -4.0, 1.0]])
    return m.count_logit_error(np.array([[1, 0, 0]]), lg), np.abs(lg)


def test_float32_table_roundoff():
    err, a = _err(np.ones((3, 3), dtype=np.float32))   # n = 2, q = 3: C(1 + 2, 2) = 3 rows
    np.testing.assert_array_equal(err, 2.0**-24 * a)


def test_float64_table_roundoff():
    err, a = _err(np.ones((3, 3)))
    np.testing.assert_array_equal(err, 2.0**-53 * a)
