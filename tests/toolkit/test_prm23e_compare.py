"""prm23e sixth sweep (issue 30): :class:`toolkit.app.compare.CalibrationTable`'s text shows
each row's 95% interval as ``[lower, upper]`` (the column "95% interval"), on an interval
that is not symmetric about the estimate (0.7 below 1.0, 1.4 above)."""

from types import SimpleNamespace

from toolkit.app.compare import CalibrationRow, CalibrationTable
from toolkit.results import Estimate


def test_text_interval_lower_end_first():
    est = Estimate(1.0, stderr=0.1, ci=(0.7, 1.4), n_samples=50)
    row = CalibrationRow("mean f", "estimate", est, Estimate.exact(1.1), True)
    text = str(CalibrationTable("m", 1.0, (row,), SimpleNamespace(head=lambda: "head")))
    assert "[0.7, 1.4]" in text and "[1.4, 0.7]" not in text
