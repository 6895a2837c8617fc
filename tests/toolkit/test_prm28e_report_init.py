"""prm28e (eleventh sweep, issue 30): verify's end-of-section progress line counts HOW MANY
claims failed ("3 claims, 2 failed"), not whether any did (stand-in section, hand claims)."""
from types import SimpleNamespace

import toolkit.app.report as rep


def test_progress_counts_failed_claims(monkeypatch, tmp_path):
    claims = [SimpleNamespace(failed=True), SimpleNamespace(failed=False), SimpleNamespace(failed=True)]

    def section(out_dir, *, quick=False, real=True, rng=None):
        return SimpleNamespace(key="contraction", claims=claims, skipped=None, seconds=0.0)

    fake = SimpleNamespace(NEEDS_REAL=False, STREAM=None, TITLE="stand-in", section=section)
    monkeypatch.setitem(rep.SECTIONS, "contraction", fake)
    monkeypatch.setattr(rep, "write_report", lambda report: None)
    lines = []
    rep.verify(str(tmp_path), sections=["contraction"], progress=lines.append)
    assert any(line.startswith("[contraction] 3 claims, 2 failed,") for line in lines), lines
