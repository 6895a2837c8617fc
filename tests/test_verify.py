"""`glauber verify`: files written, claims table, exit status on a failing theorem check."""

import argparse
import json

import pytest

from toolkit.app import report as rep
from toolkit.app.report._write import markdown_to_html
from toolkit.cli import main
from toolkit.exceptions import InvalidInputError


def test_verify_toy_sections_write_report(tmp_path, capsys):
    out = tmp_path / "report"
    rc = main(["verify", "--out", str(out), "--quick", "--no-real",
               "--sections", "incompatibility,contraction,metastability"])
    assert rc == 0
    for name in ("index.md", "index.html", "results.json", "incompatibility.png", "contraction.png",
                 "metastability.png"):
        assert (out / name).exists(), name
    res = json.loads((out / "results.json").read_text())
    assert res["ok"] is True and res["n_failed"] == 0
    names = [c["name"] for c in res["claims"]]
    assert any(n.startswith("t_mix <= contraction bound") for n in names)
    assert any(n.startswith("E[tau_exit] >= e^(gamma/T)/(q-1)") for n in names)
    # compatible toy families certify nothing; incompatible ones do
    toy = {r["family"]: r for r in res["sections"]["incompatibility"]["data"]["toy"]}
    assert toy["symmetric Potts q=3 n=5 (cycle)"]["certified"] == 0
    assert toy["asymmetric random pairwise q=3 n=5"]["certified"] > 0
    md = (out / "index.md").read_text()
    assert "## High temperature" in md and "![" in md
    html = (out / "index.html").read_text()
    assert "<table>" in html and "<img" in html
    assert "claims, 0 theorem check(s) failed" in capsys.readouterr().out


def test_failing_theorem_check_exits_nonzero(tmp_path, monkeypatch, capsys):
    def failing(out_dir, **_):
        s = rep.Section("contraction", "forced failure")
        s.claims.append(rep.ReportClaim("contraction", "a claim that fails", "always", True, 1, 2, False))
        s.claims.append(rep.ReportClaim("contraction", "a comparison that is off", "-", None, 1, 2, False,
                                        kind="comparison"))
        return s

    monkeypatch.setattr(rep.contraction, "section", failing)
    rc = main(["verify", "--out", str(tmp_path), "--no-real", "--sections", "contraction"])
    assert rc == 1
    out = capsys.readouterr().out
    assert "FAIL" in out and "refuted" in out and "measured" not in out
    assert json.loads((tmp_path / "results.json").read_text())["n_failed"] == 1


def test_unknown_section(tmp_path):
    with pytest.raises(InvalidInputError, match="`sections` must be among"):
        rep.verify(str(tmp_path), sections=["nope"], progress=None)


def test_the_report_subset_renders():
    # The report's Markdown subset through markdown-it-py (issue 27: a maintained renderer,
    # not a hand-written one); expected HTML from the CommonMark spec's examples.
    md = "# Title\n\nSome `glauber verify --quick` and **bold**.\n\n| a | b |\n|---|---|\n| 1 | x \\| y |\n\n![cap](f.png)\n\n- one\n- two"
    html = markdown_to_html(md)
    assert "<h1>Title</h1>" in html
    assert "<code>glauber verify --quick</code>" in html and "<strong>bold</strong>" in html
    assert "<td>x | y</td>" in html
    assert '<img src="f.png" alt="cap" />' in html
    assert "<li>two</li>" in html
    # a heading directly followed by a list keeps the list out of the heading
    html = markdown_to_html("## Contents\n- [a](#a)\n- [b](#b)")
    assert "<h2>Contents</h2>\n<ul>" in html and '<li><a href="#b">b</a></li>' in html


def test_markdown_table_escapes_pipes_in_headers_and_cells():
    md = rep.md_table([("a|b", 1.5)], ("median |log R|", "x"))
    assert md.splitlines()[0] == "| median \\|log R\\| | x |"
    assert "a\\|b" in md.splitlines()[2]


@pytest.mark.slow
@pytest.mark.mlm
def test_full_quick_report(tmp_path):
    pytest.importorskip("torch")
    r = rep.verify(str(tmp_path), quick=True, progress=None)
    assert r.ok
    assert {s.key for s in r.sections} == set(rep.SECTION_ORDER)
    assert all(s.skipped is None for s in r.sections)
    for s in r.sections:
        for fname, _ in s.figures:
            assert (tmp_path / fname).stat().st_size > 1000


# ---------------------------------------------------------------------- blind audit 4c (issue 30)
# glauber verify's options, exit code and timings (toolkit/app/commands/verify.py)


def _verify_args(tmp_path, **kw):
    base = dict(sections=None, no_real=True, out=str(tmp_path / "out"), quick=True, seed=0, json=False,
                progress=False, command="verify")
    base.update(kw)
    return argparse.Namespace(**base)


def test_verify_refuses_sections_naming_nothing(tmp_path):
    from toolkit.app.commands.verify import run
    for s in ("", " , "):
        with pytest.raises(InvalidInputError, match="sections"):
            run(_verify_args(tmp_path, sections=s))


def test_verify_exits_1_when_a_theorem_fails(tmp_path, monkeypatch, capsys):
    from types import SimpleNamespace

    from toolkit.app.commands import verify as cmd
    failed = SimpleNamespace(ok=False, claims=[1], failures=[1], seconds=0.0, claims_table=lambda: "")
    monkeypatch.setattr(cmd, "verify", lambda *a, **k: failed)
    assert cmd.run(_verify_args(tmp_path)) == 1
    monkeypatch.setattr(cmd, "verify", lambda *a, **k: SimpleNamespace(**{**vars(failed), "ok": True, "failures": []}))
    assert cmd.run(_verify_args(tmp_path)) == 0


def test_verify_timings_moved_out():
    from toolkit.app.commands.verify import _timings
    res = {"seconds": 5.0, "sections": {"a": {"seconds": 2.0, "x": 1}}}
    t = _timings(res)
    assert t == {"seconds": 5.0, "sections": {"a": 2.0}} and res == {"sections": {"a": {"x": 1}}}
