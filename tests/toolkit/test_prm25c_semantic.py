"""prm25c (issue 30, eighth sweep): the semantic section's low-vs-high dwell claim is a
comparison, reported and not asserted.

Contract (``toolkit.app.report.semantic.section``): "The low-vs-high dwell comparison is
reported, not asserted": its claim has ``kind == "comparison"`` and a study whose sojourns
are SHORTER at low T does not fail the report. The study is a stand-in (the fake of
tests/toolkit/test_harden8h2_report_semantic.py)."""

from tests.toolkit.test_harden8h2_report_semantic import _result, _section


def test_dwell_claim_is_a_comparison_that_does_not_fail(monkeypatch, tmp_path):
    low = _result(0.5, [[1, 2]], traps=[], recurrent=[])
    high = _result(2.0, [[30, 40]], traps=[], recurrent=[])
    s = _section(monkeypatch, tmp_path, [low, high])
    (claim,) = s.claims
    assert claim.kind == "comparison"
    assert claim.holds is False and not claim.failed
