"""Contract pins of toolkit.app.report._write (issue 30, sweep6s4): the Markdown layout (headline
with the claim count and seconds, contents links, anchors, a skipped section's line, tables kept
as they are, prose escaped, figures with plain alt text and an escaped caption, the 'Why:' block,
the section's time), results.json's keys per section, and the title of the HTML page."""

import json

from toolkit.app.report._model import ReportClaim, Section, VerifyReport
from toolkit.app.report._write import _alt, _is_table, markdown_to_html, to_markdown, write_report


def _report(out):
    s = Section("sec", "A title", text=["k * gamma prose", "| a | b |\n|---|---|\n| x*y | 1 |"],
                figures=[("f.png", "the `*x*` [map] of k * gamma")], seconds=2.25, data={"v": 1})
    s.claims += [ReportClaim("sec", "c", "h", True, 1.0, 0.5, True, slack=0.5),
                 ReportClaim("sec", "d", "h", None, 1.0, 2.0, False, kind="comparison", reason="r*s")]
    skip = Section("real", "Real", skipped="left out")
    return VerifyReport([s, skip], str(out), seconds=12.6)


def test_markdown_layout(tmp_path):
    md = to_markdown(_report(tmp_path))
    lines = md.split("\n")
    assert lines[0] == "# glauber-mlm verification report"
    assert lines[2] == "2 claims checked in 13 s; **every theorem check holds**."
    assert "- [A title](#sec)" in lines and "- [Real](#real)" in lines
    assert '<a id="sec"></a>' in lines and "## A title" in lines
    assert "*Skipped: left out.*" in lines
    assert "k \\* gamma prose" in lines
    assert "| x*y | 1 |" in md                       # a table is kept as it is
    assert "![the x map of k  gamma](f.png)" in lines
    assert "*the `*x*` [map] of k \\* gamma*" in lines
    assert "Why:" in lines and "- 2 (refuted): r\\*s" in lines
    assert "*Computed in 2.2 s.*" in lines            # 2.25 to one decimal (half to even)
    assert lines.index("## Real") < lines.index("*Skipped: left out.*")
    assert md.count("*Computed in") == 1             # a skipped section has no time line


def test_results_json_and_html(tmp_path):
    r = _report(tmp_path)
    write_report(r)
    res = json.loads((tmp_path / "results.json").read_text())
    assert list(res) == ["ok", "seconds", "n_claims", "n_failed", "claims", "sections"]
    assert res["sections"]["sec"] == {"title": "A title", "seconds": 2.25, "skipped": None, "figures": ["f.png"],
                                      "data": {"v": 1}}
    assert res["sections"]["real"]["skipped"] == "left out" and res["seconds"] == 12.6
    page = (tmp_path / "index.html").read_text()
    assert "<title>glauber-mlm verification report</title>" in page
    assert markdown_to_html("x", title="a<b").count("<title>a&lt;b</title>") == 1
    assert _is_table("| a |\n|---|") and not _is_table("| a |") and not _is_table("| a |\nb")
    assert _alt("`a`*_[b]") == "ab"
