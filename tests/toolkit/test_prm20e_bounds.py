"""prm20e (issue 30): ``wilson_bounds`` at a proportion strictly between 0 and 1 (its doctest is at
k = 0, where ``p (1 - p)`` and ``p`` agree), against scipy's own Wilson interval."""
from __future__ import annotations

import numpy as np
from scipy.stats import binomtest, norm

from toolkit.bounds import wilson_bounds


def test_wilson_bounds_match_scipy_at_an_interior_proportion():
    z = float(norm.ppf(0.975))
    lo, hi = wilson_bounds(np.array([7]), 20, z)
    ci = binomtest(7, 20).proportion_ci(confidence_level=0.95, method="wilson")
    assert abs(float(lo[0]) - ci.low) < 1e-12 and abs(float(hi[0]) - ci.high) < 1e-12
