"""prm19b promise sweep: toolkit.app.report._write (the claims block, results.json)."""

from __future__ import annotations

import json

from toolkit.app.report._model import ReportClaim, Section, VerifyReport
from toolkit.app.report._write import _claims_block, write_report


def test_no_why_heading_without_reasons():
    # the reasons are listed under a table only where a verdict has one
    c = ReportClaim("s", "a <= b", "h", True, 2.0, 1.0, True)
    assert "Why:" not in "\n".join(_claims_block([c]))
    r = ReportClaim("s", "x", "h", None, "-", 1.0, None, kind="comparison", reason="cannot tell")
    assert "Why:" in "\n".join(_claims_block([c, r]))


def test_results_json_keeps_each_sections_seconds(tmp_path):
    secs = [Section("a", "A", seconds=1.5), Section("b", "B", seconds=2.25)]
    write_report(VerifyReport(secs, str(tmp_path), 10.0))
    res = json.loads((tmp_path / "results.json").read_text())
    assert res["seconds"] == 10.0
    assert res["sections"]["a"]["seconds"] == 1.5 and res["sections"]["b"]["seconds"] == 2.25
