"""prm27d: verify's end-of-section progress line counts EVERY failed claim.

toolkit.app.report.verify (docstring): ``progress`` is called when each section starts and
ends; the end line reads ``[key] N claims, F failed, S s``. A stand-in section with three
claims, two of them failed, must report "3 claims, 2 failed" (a count, not whether any failed).
"""

from types import SimpleNamespace

import toolkit.app.report as report
from toolkit.app.report._model import Section


def test_progress_counts_every_failed_claim(monkeypatch, tmp_path):
    def section(out_dir, *, quick=False, real=True, rng=None):
        s = Section("fake", "Fake")
        s.claims = [SimpleNamespace(failed=True), SimpleNamespace(failed=False), SimpleNamespace(failed=True)]
        return s

    fake = SimpleNamespace(NEEDS_REAL=False, STREAM=None, TITLE="Fake", section=section)
    monkeypatch.setitem(report.SECTIONS, "fake", fake)
    monkeypatch.setattr(report, "write_report", lambda rep: None)
    lines = []
    report.verify(str(tmp_path), sections=["fake"], rng=0, progress=lines.append)
    ends = [ln for ln in lines if ln.startswith("[fake] 3 claims")]
    assert len(ends) == 1 and ends[0].startswith("[fake] 3 claims, 2 failed, ")
