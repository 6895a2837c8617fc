"""prm25d (issue 30): exact._linalg.check_stochastic's row-sum allowance is per dtype.

Documented (STOCHASTIC_ATOL's comment): float64 rows must sum to 1 within 1e-8; "arrays of
lower precision get 1000 u of their dtype" (float32: 1000 * 2^-23 = 1.19e-4). A float32
matrix whose row sums to 1 + 9.5e-7 (one float32 entry 0.500001) sits between the two
allowances: accepted at float32's, refused at float64's 1e-8.
"""

import numpy as np
import pytest

from exact._linalg import check_stochastic
from toolkit.exceptions import InvalidInputError


def test_float32_row_sum_off_by_1e_6_is_accepted():
    P = np.array([[0.5, 0.500001], [0.5, 0.5]], dtype=np.float32)
    assert 1e-7 < abs(float(P.sum(axis=1)[0]) - 1.0) < 1e-5
    assert check_stochastic(P) is P


def test_float32_row_sum_off_by_1e_3_is_refused_and_float64_1e_6_too():
    with pytest.raises(InvalidInputError, match="rows summing to 1"):
        check_stochastic(np.array([[0.5, 0.501], [0.5, 0.5]], dtype=np.float32))   # 1e-3 > 1.19e-4
    with pytest.raises(InvalidInputError, match="rows summing to 1"):
        check_stochastic(np.array([[0.5, 0.500001], [0.5, 0.5]]))                 # float64: 1e-6 > 1e-8
