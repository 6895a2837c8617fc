"""prm21c loose-assertion sweep (issue 30): toolkit.app.report.phase on loaded calibration
records (the fixtures of test_sweep6s4_report_phase): a sampled case's 'not <truth>' rate is
its own field, not the wrong-verdict rate (the fixtures there gave both the same value), and
the spinodal claim names the mixing change's n range, not the case's."""

from __future__ import annotations

from tests.toolkit.test_sweep6s4_report_phase import _exact, _sampled
from toolkit.app.report import phase as sec


def _section(tmp_path, monkeypatch, cases):
    monkeypatch.setattr(sec, "EXACT_CASES", {})
    monkeypatch.setattr(sec, "RESULTS_DIR", str(tmp_path))
    monkeypatch.setattr(sec, "calibration_records", lambda kind, d=None: [("phase-calibration-x.json",
                                                                          {"cases": cases})])
    monkeypatch.setattr(sec, "report_dynamic", lambda *a, **k: None)
    return sec.section(str(tmp_path), quick=True, real=False)


def test_sampled_row_prints_both_rates(tmp_path, monkeypatch):
    case = {**_sampled(0.05, 2.0, 0.125), "not_right_rate": 0.15}
    text = "\n".join(_section(tmp_path, monkeypatch, [case]).text)
    assert "5% (15% not transition)" in text


def test_spinodal_claim_names_the_mixing_change_sizes(tmp_path, monkeypatch):
    case = _exact(2.0, 0.0625)  # the case on n = 4..8, its mixing change on n = 8..16
    (c,) = [c for c in _section(tmp_path, monkeypatch, [case]).claims if "spinodal" in c.name]
    assert c.hypothesis == "exact lumped 1/gap, n = 8..16"
