"""prm18c promise sweep: toolkit.app.report (verify's progress lines count failed claims only)."""

from __future__ import annotations

import types

import toolkit.app.report as report
from toolkit.app.report import ReportClaim, Section


def _fake_section(out_dir, *, quick=False, real=True, rng=None):
    s = Section("metastability", "fake")
    # a theorem that holds, and a comparison whose measurement refutes it: "comparisons are
    # reported, not asserted" (module docstring), so neither is a failed claim
    s.claims.append(ReportClaim(s.key, "a theorem", "hyp", True, 1.0, 0.5, True))
    s.claims.append(ReportClaim(s.key, "a heuristic", "hyp", None, 1.0, 3.0, False, kind="comparison"))
    return s


def test_progress_line_counts_no_refuted_comparison_as_failed(tmp_path, monkeypatch):
    fake = types.SimpleNamespace(KEY="metastability", STREAM=None, NEEDS_REAL=False, section=_fake_section)
    monkeypatch.setitem(report.SECTIONS, "metastability", fake)
    lines = []
    rep = report.verify(str(tmp_path), sections=["metastability"], progress=lines.append)
    assert rep.ok and not rep.failures
    assert any(line.startswith("[metastability] 2 claims, 0 failed") for line in lines), lines
