"""Contract pins of toolkit.app.report._model (issue 30, sweep6s4): VerifyReport's claims in
section order, failures and ok; the claims table per section (sections without claims left out,
numbered rows, the reason lines under it); slack_cell's 3 digits and '-' for a comparison or none;
wrapped_table's column widths and a word longer than its column kept whole."""

from toolkit.app.report._model import (
    ReportClaim,
    Section,
    VerifyReport,
    reason_lines,
    slack_cell,
    wrapped_table,
)


def _rep():
    a = Section("a", "Alpha")
    a.claims += [ReportClaim("a", "c1", "h", True, 1.0, 0.5, True, slack=0.123456),
                 ReportClaim("a", "c2", "h", True, 1.0, 2.0, False, slack=-1.0, reason="over")]
    empty = Section("e", "Empty")
    b = Section("b", "Beta")
    b.claims += [ReportClaim("b", "c3", "h", None, 1.0, 2.0, False, kind="comparison", reason="off")]
    return VerifyReport([a, empty, b], "out")


def test_claims_failures_ok_and_table():
    r = _rep()
    assert [c.name for c in r.claims] == ["c1", "c2", "c3"]
    assert [c.name for c in r.failures] == ["c2"] and r.ok is False   # a comparison off is not a failure
    text = r.claims_table()
    assert "Empty [e]" not in text and text.startswith("Alpha [a]\n")
    lines = text.splitlines()
    assert lines[1].split() == ["#", "claim", "bound", "value", "verdict", "slack"]
    assert any(ln.split()[:2] == ["1", "c1"] and ln.split()[-1] == "0.123" for ln in lines)
    assert "  2 (FAIL): over" in lines and "  1 (refuted): off" in lines
    assert lines[lines.index("Beta [b]") - 1] == ""
    assert not text.endswith("\n")
    ok = VerifyReport([Section("x", "X")], "o")
    assert ok.ok and ok.failures == [] and ok.claims_table() == ""


def test_slack_cell_and_reason_lines():
    assert slack_cell(ReportClaim("s", "n", "h", True, 1, 1, True, slack=0.98765)) == "0.988"
    assert slack_cell(ReportClaim("s", "n", "h", True, 1, 1, True)) == "-"
    assert slack_cell(ReportClaim("s", "n", "h", None, 1, 1, True, slack=0.5, kind="comparison")) == "-"
    cl = [ReportClaim("s", "n", "h", True, 1, 1, True), ReportClaim("s", "m", "h", True, 1, 2, False, reason="why")]
    assert reason_lines(cl) == ["2 (FAIL): why"]


def test_wrapped_table_widths():
    t = wrapped_table([("1", "alpha beta gamma"), ("22", "x")], ("#", "name"), (3, 10))
    assert t.splitlines() == ["#   name", "--  ----------", "1   alpha beta", "    gamma", "22  x"]
    t = wrapped_table([("a", "extraordinarily")], ("k", "v"), (1, 5))
    assert t.splitlines()[2] == "a  extraordinarily"
