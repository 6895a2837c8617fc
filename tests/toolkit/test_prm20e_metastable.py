"""prm20e (issue 30): ``mean_exit_time``'s Student-t interval is at ``level`` (the default 0.95 is
the only level the other tests use)."""
from __future__ import annotations

import math

from toolkit.metastable import mean_exit_time


def test_interval_at_level_090():
    # times 1, 2, 3, 4: mean 2.5, sd sqrt(5/3), se = sd / 2; t_{0.95, 3} = 2.353363 (t tables)
    est = mean_exit_time([1.0, 2.0, 3.0, 4.0], level=0.90)
    se = math.sqrt(5.0 / 3.0) / 2.0
    assert abs(est.stderr - se) < 1e-12
    assert abs((est.ci[1] - est.value) - 2.353363 * se) < 1e-5
