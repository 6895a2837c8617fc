"""prm19b promise sweep: toolkit.app.report (progress lines of verify)."""

from __future__ import annotations

from toolkit.app.report import _stage_line, verify


def test_skipped_section_says_why(tmp_path):
    lines = []
    rep = verify(str(tmp_path), sections=["semantic"], real=False, progress=lines.append)
    assert rep.sections[0].skipped
    assert lines == [f"[semantic] 0 claims, 0 failed, 0.0 s (skipped: {rep.sections[0].skipped})"]


def test_rest_estimated_after_a_section_without_a_typical_time():
    # samplers has no entry in TYPICAL_SECONDS (5 s assumed); after it, calibration (0.8 s) is left:
    # done = 5 / 5.8, rest = 58 s x (1 - done) / done = 58 x 0.8 / 5 = 9.28 s
    line = _stage_line("calibration", 2, ("samplers", "calibration"), 58.0, real=True)
    assert line.startswith("[calibration] section 2/2 started, ")
    assert line.endswith(" left") and "~9" in line
