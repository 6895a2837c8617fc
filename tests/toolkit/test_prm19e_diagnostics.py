"""prm19e (issue 30): ``mean_estimate(x, level=...)`` gives the estimate at that level: its
``level`` and its interval ``mean -+ z_{(1+level)/2} stderr``."""

from __future__ import annotations

import numpy as np
from scipy.stats import norm

from toolkit.diagnostics import mean_estimate


def test_level_is_kept_for_a_varying_series():
    x = np.random.default_rng(0).normal(size=(4, 200))
    e = mean_estimate(x, level=0.5)
    assert e.level == 0.5
    z = norm.ppf(0.75)
    assert np.isclose(e.ci[1] - e.ci[0], 2 * z * e.stderr, rtol=1e-12)
