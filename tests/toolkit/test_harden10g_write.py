"""harden10g (issue 30): what the report writer writes, against its documented contract: the
claims table numbers its rows from 1 (as the hypothesis lines under it do), the headline
quotes the number of failed theorem checks, results.json's ``n_claims`` counts every claim
(docs/json.md: "number of claims, all sections together") and the contents link to each
section's anchor (``<a id="KEY">``)."""

from __future__ import annotations

import json

from toolkit.app.report._model import ReportClaim, Section, VerifyReport
from toolkit.app.report._write import to_markdown, write_report


def _report(out_dir="."):
    # 3 theorem claims, one of them failed (hypothesis holds, claim does not), in one section
    s = Section("alpha", "First section")
    s.claims += [ReportClaim("alpha", "a", "H", True, 1.0, 0.5, True, slack=0.5),
                 ReportClaim("alpha", "b", "H", True, 1.0, 2.0, False, slack=-1.0),
                 ReportClaim("alpha", "c", "H", True, 1.0, 0.25, True, slack=0.75)]
    t = Section("beta", "Second section", skipped="not run here")
    return VerifyReport([s, t], out_dir, seconds=1.0)


def test_claims_table_numbers_rows_from_one():
    md = to_markdown(_report())
    rows = [ln for ln in md.split("\n") if ln.startswith("| ") and "claim" not in ln and "---" not in ln]
    assert [r.split("|")[1].strip() for r in rows] == ["1", "2", "3"]
    assert "- 1-3: H (holds)" in md  # the hypothesis line counts the same rows


def test_headline_quotes_the_failed_checks_not_the_claims():
    md = to_markdown(_report())
    assert "3 claims checked in 1 s; **1 theorem check(s) FAIL**." in md


def test_contents_link_to_the_section_anchors():
    md = to_markdown(_report())
    assert "- [First section](#alpha)" in md and '<a id="alpha"></a>' in md
    assert "- [Second section](#beta)" in md and '<a id="beta"></a>' in md


def test_results_json_n_claims_counts_every_claim(tmp_path):
    write_report(_report(str(tmp_path)))
    d = json.loads((tmp_path / "results.json").read_text())
    assert (d["n_claims"], d["n_failed"], d["ok"]) == (3, 1, False)
    assert d["sections"]["beta"]["skipped"] == "not run here"
