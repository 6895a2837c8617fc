"""prm20b promise sweep: toolkit.app.report._model (a report of two sections: its frame and
each section's reasons)."""

from __future__ import annotations

import pytest

from toolkit.app.report._model import ReportClaim, Section, VerifyReport


def _report():
    a = Section("a", "Section A")
    a.claims.append(ReportClaim("a", "claim of a", "h", True, 1.0, 0.5, True, kind="comparison",
                                reason="reason of a"))
    b = Section("b", "Section B")
    b.claims.append(ReportClaim("b", "claim of b", "h", True, 1.0, 0.5, True, kind="comparison",
                                reason="reason of b"))
    b.claims.append(ReportClaim("b", "second claim of b", "h", True, 1.0, 0.5, True))
    return VerifyReport([a, b], "out")


def test_frame_has_every_sections_claims():
    pytest.importorskip("pandas")
    df = _report().to_frame()
    assert len(df) == 3


def test_each_section_lists_its_own_reasons():
    text = _report().claims_table()
    block_a, block_b = text.split("Section B [b]")
    assert "reason of a" in block_a and "reason of b" not in block_a
    assert "reason of b" in block_b and "reason of a" not in block_b
