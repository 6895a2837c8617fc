"""prm25b (eighth sweep, issue 30): per-key constants and a non-finite branch of
``toolkit.results``.

- ``abs_log_r_quantiles``: each key is its quantile (``q99``: the 0.99 quantile), on a population
  where the quantiles differ (tests read q50 and max).
- ``slack_equal``: a NaN error fails the equality (slack ``-inf``, as an infinite one does).
"""

from __future__ import annotations

import math

import numpy as np
import pytest

from toolkit.results import abs_log_r_quantiles, slack_equal


def test_each_quantile_key_is_its_level():
    v = np.arange(1001, dtype=float)       # numpy's linear quantile of 0..1000 at p is 1000 p
    q = abs_log_r_quantiles(v)
    assert q == {"q50": 500.0, "q90": 900.0, "q99": 990.0, "max": 1000.0}
    w = abs_log_r_quantiles(np.arange(11, dtype=float), weights=np.ones(11, dtype=np.int64) * 3)
    # the population 0,0,0,1,1,1,...,10,10,10 (33 values): np.quantile of it
    pop = np.repeat(np.arange(11, dtype=float), 3)
    for k, p in (("q50", 0.5), ("q90", 0.9), ("q99", 0.99)):
        assert w[k] == pytest.approx(float(np.quantile(pop, p)), abs=1e-12)


def test_slack_equal_of_a_nan_error_is_minus_inf():
    assert slack_equal(math.nan, 1e-12) == -math.inf
    assert slack_equal(math.inf, 1e-12) == -math.inf
    assert slack_equal(2.5e-13, 1e-12) == pytest.approx(0.75)
