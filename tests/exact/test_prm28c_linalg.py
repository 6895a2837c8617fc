"""prm28c (issue 30): check_stochastic names the offending entry (the most negative), not another one."""
import numpy as np
import pytest

from exact._linalg import check_stochastic
from toolkit.exceptions import InvalidInputError


def test_negative_entry_named_is_the_negative_one():
    # candidates differ: the largest entry is 1.5, the offending (smallest) one -0.5
    P = np.array([[1.5, -0.5], [0.5, 0.5]])
    with pytest.raises(InvalidInputError, match=r"entries >= 0\); got an entry -0\.5$"):
        check_stochastic(P)
