"""harden10a: toolkit.app.report's TYPICAL_SECONDS are the recorded section times (issue 30)."""

import json
from pathlib import Path

from toolkit.app import report

ROOT = Path(__file__).resolve().parents[2]


def test_typical_seconds_are_the_recorded_demo_times():
    # TYPICAL_SECONDS' comment: the ``sections_s`` of benchmarks/results/readme-times-2026-12-02.json,
    # id ``demo``: every section's weight is that record's figure, under the section's own name
    rec = json.loads((ROOT / "benchmarks/results/readme-times-2026-12-02.json").read_text())
    assert report.TYPICAL_SECONDS == rec["commands"]["demo"]["sections_s"]
    assert set(report.TYPICAL_SECONDS) <= set(report.SECTIONS)
