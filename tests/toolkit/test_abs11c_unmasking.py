"""abs11c: ``tv_interval`` refuses a reference that is not a probability vector on either side of 1.

Its contract: ``reference`` must be a probability vector (nonnegative, sum 1); the check on the sum is
``|sum - 1| <= 1e-9``, so a sum below 1 is as wrong as one above it.
"""

import numpy as np
import pytest

from toolkit.exceptions import InvalidInputError
from toolkit.unmasking import tv_interval


@pytest.mark.parametrize("ref", [[0.5, 0.4], [0.7, 0.2, 0.0], [0.6, 0.6]])
def test_reference_sum_off_one_is_refused(ref):
    codes = np.array([0, 1, 0, 1, 0, 0])
    with pytest.raises(InvalidInputError, match="probability vector"):
        tv_interval(codes, ref)


def test_reference_sum_within_round_off_is_taken():
    codes = np.array([0, 1, 0, 1, 0, 0])
    est = tv_interval(codes, [0.7, 0.3 - 1e-12])
    # empirical law (4/6, 2/6) against (0.7, 0.3): TV = 0.7 - 4/6 = 1/30
    assert est.value == pytest.approx(1 / 30, abs=1e-9)
