"""prm22b (issue 30, fifth sweep): exact.observables.exact_exit_times from a single state of a
*systematic-scan* kernel (the singleton shortcut 1 / (1 - P(x, x)) in logarithms is for
random-scan kernels only, the docstring; every other scan goes through the linear solve).

The exit time from {x} is geometric: E[tau] = 1 / (1 - P(x, x)), with P(x, x) read off the
dense sweep matrix here (an independent computation), for the random and systematic scans.
"""

import numpy as np
import pytest

from exact.kernel import glauber_kernel
from exact.observables import exact_exit_times
from toolkit.models import potts


@pytest.mark.parametrize("scan", ["systematic", "random"])
def test_single_state_exit_time_is_geometric(scan):
    K = glauber_kernel(potts(2, 3, 1.0), temperature=0.7, scan=scan)
    P = K.dense()
    for x in (0, 3):
        mask = np.zeros(P.shape[0], dtype=bool)
        mask[x] = True
        tau = exact_exit_times(K, mask)
        assert tau[x] == pytest.approx(1.0 / (1.0 - P[x, x]), rel=1e-12)
        assert np.all(tau[~mask] == 0)
