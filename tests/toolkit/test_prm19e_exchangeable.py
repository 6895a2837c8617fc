"""prm19e (issue 30): ``ExchangeableTable`` trusts its entries "to the unit roundoff of their
dtype" (``LOGIT_ERROR_RULE``): ``u = eps/2``, ``2**-24`` for float32 and ``2**-53`` for float64."""

from __future__ import annotations

import numpy as np

from toolkit.models.exchangeable import ExchangeableTable


def test_error_is_the_unit_roundoff_of_the_dtype():
    c = np.array([[2, 0], [1, 1]])
    t32 = ExchangeableTable(np.full((3, 2), 4.0, dtype=np.float32))
    assert np.allclose(t32.count_logit_error(c, t32.count_logits(c)), 2.0**-24 * 4.0, rtol=1e-12)
    t64 = ExchangeableTable(np.full((3, 2), 4.0))
    assert np.allclose(t64.count_logit_error(c, t64.count_logits(c)), 2.0**-53 * 4.0, rtol=1e-12)
