"""prm30e: coverage counts every interval that covers the exact value, the first one too
(issue 30, thirteenth sweep: a count over items[1:])."""

import pytest

from toolkit.app.compare import coverage
from toolkit.results import Estimate


def _est(lo, hi):
    return Estimate((lo + hi) / 2, stderr=(hi - lo) / 4, ci=(lo, hi), level=0.95)


def test_coverage_counts_the_first_interval():
    est = [_est(0.9, 1.1), _est(1.5, 2.0), _est(0.95, 1.05), _est(2.0, 3.0)]
    r = coverage(est, 1.0)
    assert (r.count, r.n) == (2, 4)
    assert r.rate == pytest.approx(0.5)
    only_first = coverage([_est(0.9, 1.1), _est(1.5, 2.0), _est(2.0, 3.0)], 1.0)
    assert (only_first.count, only_first.n) == (1, 3)
