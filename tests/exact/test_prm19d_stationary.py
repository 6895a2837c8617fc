"""prm19d (issue 30, second promise sweep): ``probability_vector`` divides out the round-off of
a given ``pi``'s sum (accepted within PI_SUM_ATOL)."""

import numpy as np

from exact.stationary import probability_vector


def test_probability_vector_is_renormalised():
    pi = np.array([0.25, 0.75 + 4e-9])       # sums to 1 + 4e-9, within PI_SUM_ATOL = 1e-8
    out = probability_vector(pi, 2)
    assert abs(out.sum() - 1.0) <= 1e-15
    assert np.allclose(out, pi / (1 + 4e-9), rtol=1e-15, atol=0)
