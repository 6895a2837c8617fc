"""toolkit.app.compare at its edges (harden8h1, issue 30): an exact value that is NaN (unknown) leaves
a row unchecked (None: "nothing to check"), for every kind and whether it is a Python float or a
numpy float64; coverage(level=...) tests the level given, not the estimates' own (the binomial
p-value computed by hand: 10 of 10 covering at level 1/2 has two-sided p = 2 / 2^10)."""

from __future__ import annotations

import math

import numpy as np
import pytest

from toolkit.app.compare import check_row, coverage
from toolkit.results import Estimate


@pytest.mark.parametrize("kind", ["estimate", "upper bound", "lower bound"])
@pytest.mark.parametrize("nan", [math.nan, np.float64("nan"), None])
def test_unknown_exact_value_is_not_checked(kind, nan):
    assert check_row(kind, Estimate(1.0, stderr=0.1, n_samples=10, method="m"), nan) is None


@pytest.mark.parametrize("kind, exact, ok", [("estimate", 1.05, True), ("estimate", 2.0, False),
                                             ("upper bound", 1.2, True), ("lower bound", 0.5, False)])
def test_known_exact_value_is_checked(kind, exact, ok):
    assert check_row(kind, Estimate(1.0, stderr=0.1, n_samples=10, method="m"), exact) is ok


def test_coverage_uses_the_level_given():
    est = [Estimate(1.0, stderr=0.1, n_samples=10, method="m") for _ in range(10)]   # level 0.95 each
    c = coverage(est, 1.0, level=0.5)
    assert (c.count, c.n, c.level) == (10, 10, 0.5)
    assert c.pvalue == pytest.approx(2 / 2**10, rel=1e-12)
    own = coverage(est, 1.0)
    # at 0.95, 10 of 10 is the most likely count: every outcome is at most as likely, p = 1
    assert own.level == 0.95 and own.pvalue == pytest.approx(1.0)
