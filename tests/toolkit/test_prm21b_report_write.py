"""prm21b (fourth sweep, loose assertions): :func:`toolkit.app.report._write.to_markdown` read
cell by cell and on a report whose claims include ones that do not hold without failing a
theorem check (a refuted comparison; a theorem whose hypothesis fails), where the head's
count must be of failed theorem checks only (:attr:`toolkit.results.Claim.failed`)."""

from toolkit.app.report._model import ReportClaim, Section, VerifyReport
from toolkit.app.report._write import to_markdown


def _report(*claims):
    s = Section("demo", "Demo")
    s.claims.extend(claims)
    return VerifyReport([s], "out", seconds=1.0)


def test_claims_table_puts_the_bound_under_bound_and_the_value_under_value():
    md = to_markdown(_report(ReportClaim("demo", "ratio check", "h", True, "bndcell", "valcell", True)))
    header = next(line for line in md.split("\n") if line.startswith("| #"))
    row = next(line for line in md.split("\n") if "ratio check" in line and line.startswith("|"))
    cells = [c.strip() for c in header.strip("|").split("|")]
    values = [c.strip() for c in row.strip("|").split("|")]
    assert dict(zip(cells, values, strict=True))["bound"] == "bndcell"
    assert dict(zip(cells, values, strict=True))["value"] == "valcell"


def test_head_counts_failed_theorem_checks_only():
    refuted = ReportClaim("demo", "a comparison", "h", None, "> 0", 0, False, kind="comparison")
    outside = ReportClaim("demo", "a theorem off its hypothesis", "h", False, 1, 2, False)
    md = to_markdown(_report(refuted, outside))
    assert "2 claims checked in 1 s; **every theorem check holds**." in md
    failing = ReportClaim("demo", "a failing theorem", "h", True, 1, 2, False)
    md = to_markdown(_report(refuted, outside, failing))
    assert "3 claims checked in 1 s; **1 theorem check(s) FAIL**." in md
