"""prm18d promise sweep: ExitTimeResult.mean is at the result's own ``level``.

``exit_times(..., level=...)`` stores ``level`` on the result; its ``mean`` is the Student-t
interval at that level (``mean_exit_time``'s ``level``): half-width ``t_{B-1}((1+level)/2) se``."""

import math

import numpy as np
from scipy.stats import t as student_t

from toolkit.metastable import ExitTimeResult


def test_mean_interval_at_the_results_level():
    times = np.array([1.0, 2.0, 3.0, 4.0, 10.0])
    r = ExitTimeResult(times, np.zeros(5, bool), np.zeros((5, 2), int), 100, 1.0, "exact steps", level=0.5)
    est = r.mean
    se = times.std(ddof=1) / math.sqrt(5)
    half = float(student_t.ppf(0.75, 4)) * se  # 50% two-sided: the 0.75 quantile, 4 degrees of freedom
    assert est.level == 0.5
    assert math.isclose(est.ci[1] - est.value, half, rel_tol=1e-12)
    assert math.isclose(est.value - est.ci[0], half, rel_tol=1e-12)
