"""toolkit.app.report.semantic: an empty traps or recurrent set shows '-' in the summary table
(prm22d, issue 30), on the fake study of test_harden8h2_report_semantic."""

from __future__ import annotations

from tests.toolkit.test_harden8h2_report_semantic import _result, _rows, _section
from toolkit.app.report import semantic  # noqa: F401  (the module under test, by name)


def test_no_traps_and_no_recurrent_show_a_dash(monkeypatch, tmp_path):
    low = _result(0.5, [[8, 12], [30]], traps=[1], recurrent=[0])
    high = _result(2.0, [[1, 3], [2]], traps=[], recurrent=[])
    s = _section(monkeypatch, tmp_path, [low, high])
    summary = next(t for t in s.text if "longest mean dwell" in t)
    head = [c.strip() for c in summary.splitlines()[0].strip().strip("|").split("|")]
    (row,) = _rows(summary, "2")
    assert row[head.index("traps")] == "-"
    assert row[head.index("recurrent")] == "-"
    (row,) = _rows(summary, "0.5")
    assert row[head.index("traps")] == "1"
