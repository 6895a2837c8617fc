"""toolkit.unmasking.tv_interval: every code is checked against ``0..k-1`` (ops13a, issue 30).

The contract (its error message): "`codes` must lie in 0..k-1 (k = len(reference))". A negative
code anywhere but last is refused by name, not passed on (``np.bincount`` would fail with its own
message, or a wrap-around index would count it as another value)."""

from __future__ import annotations

import numpy as np
import pytest

from toolkit.exceptions import InvalidInputError
from toolkit.unmasking import tv_interval


@pytest.mark.parametrize("codes", [[-1, 0, 1, 1], [0, -2, 1, 0], [1, 0, 1, 2, 0]])
def test_codes_out_of_range_anywhere_are_refused(codes):
    with pytest.raises(InvalidInputError, match=r"`codes` must lie in 0\.\.k-1 = 0\.\.1"):
        tv_interval(np.array(codes), [0.5, 0.5])


def test_codes_in_range_are_accepted():
    est = tv_interval(np.array([0, 1, 1, 0]), [0.5, 0.5])   # P_hat = Q: the plug-in TV is 0
    assert est.value == 0.0
