"""Contract pins of toolkit.app.claims (issue 30, sweep6s4): ReportClaim's positional order
(section, name, hypothesis, hypothesis_holds, bound, value, holds, slack, kind) and defaults,
_cell's '-' for None, md_escape's rules (stars, underscores, '<' before a tag, code spans and
emphasis pairs kept) and md_table's rule line and escaped pipes."""

from toolkit.app.claims import ReportClaim, _cell, md_escape, md_table
from toolkit.results import _fmt


def test_report_claim_positions_and_defaults():
    c = ReportClaim("sec", "nm", "hyp", False, 1.5, 2.5, True, 0.25)
    assert (c.section, c.name, c.hypothesis, c.hypothesis_holds, c.bound, c.value, c.holds, c.slack) == (
        "sec", "nm", "hyp", False, 1.5, 2.5, True, 0.25)
    assert c.kind == "theorem" and c.verdict == "" and c.reason == ""
    d = ReportClaim("sec", "nm", "hyp", None, 1, 2, None, kind="comparison", verdict="vacuous", reason="why")
    assert (d.kind, d.verdict, d.reason, d.slack) == ("comparison", "vacuous", "why", None)


def test_cell():
    assert _cell(None) == "-" and _cell("a*b") == "a*b" and _cell(0) == _fmt(0) and _cell(1234567.0) == _fmt(1234567.0)


def test_md_escape_rules():
    assert md_escape("k * gamma and x*") == "k \\* gamma and x\\*"
    assert md_escape("*it* and **bold**") == "*it* and **bold**"
    assert md_escape("a `x*y_z <b>` b") == "a `x*y_z <b>` b"          # code spans as they are
    assert md_escape("t_mix and _lead and trail_") == "t_mix and \\_lead and trail\\_"
    assert md_escape("<m> and a < b and </i>") == "&#60;m> and a < b and &#60;/i>"
    assert md_escape("already \\* escaped") == "already \\* escaped"
    assert md_escape(3) == "3"


def test_md_table_layout_and_pipes():
    t = md_table([("a|b", None), (1.5, "x*")], ("h|1", "h2"))
    assert t.splitlines() == ["| h\\|1 | h2 |", "|---|---|", "| a\\|b | - |", f"| {_fmt(1.5)} | x\\* |"]
    assert md_table([], ("a",)) == "| a |\n|---|"
