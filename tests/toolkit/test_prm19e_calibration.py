"""prm19e (issue 30): ``SampledSummary.to_frame`` has one row per quantity with columns ``value,
stderr, ci_low, ci_high, ...`` (docstring): ``ci_low``/``ci_high`` are the estimate's interval ends."""

from __future__ import annotations

import pytest

from toolkit.calibration import SampledQuantity, SampledSummary
from toolkit.results import Estimate

pytest.importorskip("pandas")


def test_to_frame_interval_columns_are_the_two_ends():
    q1 = SampledQuantity("mean frac(0)", "estimate", Estimate(0.5, stderr=0.1, ci=(0.3, 0.7), n_samples=40,
                                                               method="mcmc mean"), {"quantity": "mean"})
    q2 = SampledQuantity("d(10) coupling bound", "upper bound", Estimate(0.2, stderr=0.05, ci=(0.1, 0.35),
                                                                         n_samples=64, method="coupling"))
    s = SampledSummary("toy", 1.0, 4, 100, 50, "glauber", (q1, q2), observables=None)
    f = s.to_frame()
    assert f["ci_low"].tolist() == [0.3, 0.1]
    assert f["ci_high"].tolist() == [0.7, 0.35]
    assert f["value"].tolist() == [0.5, 0.2] and f["kind"].tolist() == ["estimate", "upper bound"]
