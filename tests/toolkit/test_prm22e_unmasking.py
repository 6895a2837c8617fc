"""prm22e: toolkit.unmasking.tv_interval's lower end takes the split-event term L - Q(A) when it beats
TV(P_hat, Q) - b (many categories: b is large, the Clopper-Pearson end is not)."""
import math

import numpy as np

from toolkit import unmasking


def test_lower_end_from_the_split_event():
    k, N = 64, 400
    Q = np.full(k, 1.0 / k)
    est = unmasking.tv_interval(np.zeros(N, dtype=np.int64), Q)  # P = point mass at 0, TV = 63/64
    # first half chooses A = {0}; the second half has c = 200 of N2 = 200 in A: the one-sided
    # Clopper-Pearson end of Beta(200, 1) at delta/2 = 0.025 is 0.025^(1/200) (closed form)
    split = 0.025 ** (1 / 200) - 1 / 64  # ~0.966
    b = math.sqrt((k - 1) / N) / 2 + math.sqrt(math.log(2 / 0.025) / (2 * N))  # McDiarmid, ~0.272
    assert est.value == 63 / 64 and 63 / 64 - b < split
    assert math.isclose(est.ci[0], split, rel_tol=1e-9)
