"""prm20e (issue 30): the clustered standard error of the certified fraction is the ratio
estimator's ``sqrt(m/(m-1) sum_k (c_k - p N_k)^2) / N`` (docstring), which centring ``c_k`` on its
mean only reproduces when every context holds as many rectangles."""
from __future__ import annotations

import numpy as np

from toolkit.coupling import wilson_interval
from toolkit.incompat import _prevalence


def test_clustered_error_with_unequal_contexts():
    # contexts 0 (3 rectangles, 3 certified) and 1 (1 rectangle, none): N = 4, p = 3/4, m = 2,
    # sum_k (c_k - p N_k)^2 = (3 - 9/4)^2 + (0 - 3/4)^2 = 9/8; se = sqrt(2 * 9/8) / 4 = 3/8
    est = _prevalence(np.array([True, True, True, False]), np.array([0, 0, 0, 1]), wilson_interval)
    assert abs(est.value - 0.75) < 1e-15 and abs(est.stderr - 0.375) < 1e-15
