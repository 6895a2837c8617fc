"""prm19b promise sweep: toolkit.app.compare (the calibration table's frame)."""

from __future__ import annotations

import pytest

from toolkit.app.compare import CalibrationRow, CalibrationTable
from toolkit.results import Estimate


def test_frame_interval_ends_in_their_columns():
    pytest.importorskip("pandas")
    est = Estimate(1.0, stderr=0.1, ci=(0.7, 1.4), n_samples=50)
    row = CalibrationRow("mean f", "estimate", est, Estimate.exact(1.1), True)
    df = CalibrationTable("m", 1.0, (row,), None).to_frame()
    # to_frame: "name, kind, sampled, stderr, ci_low, ci_high, n_samples, exact, ok"
    r = df.iloc[0]
    assert (r["ci_low"], r["ci_high"]) == (0.7, 1.4)
    assert (r["sampled"], r["stderr"], r["n_samples"], r["exact"], bool(r["ok"])) == (1.0, 0.1, 50, 1.1, True)
