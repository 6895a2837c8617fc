"""prm30c: check_stochastic reads every row for non-finite entries (issue 30, thirteenth
sweep: one inner item offending). A NaN row sums to NaN, and ``|NaN - 1| > tol`` is False,
so only the finiteness check can refuse it."""

import numpy as np
import pytest

from exact._linalg import check_stochastic
from toolkit.exceptions import InvalidInputError


@pytest.mark.parametrize("bad_row", [1, 2])
def test_nan_in_a_later_row_is_refused(bad_row):
    P = np.full((4, 4), 0.25)
    P[bad_row, 1] = np.nan  # the other rows are a valid transition matrix
    with pytest.raises(InvalidInputError, match="non-finite"):
        check_stochastic(P)


def test_valid_rows_pass():
    P = np.full((4, 4), 0.25)
    assert check_stochastic(P) is P
