"""prm18c promise sweep: toolkit.app.report._model (the plain-text claims table's columns)."""

from __future__ import annotations

from toolkit.app.report._model import ReportClaim, Section, VerifyReport


def test_claims_table_puts_the_bound_under_bound():
    s = Section("k", "Title")
    s.claims.append(ReportClaim("k", "value below bound", "hyp", True, 7.0, 3.0, True))
    text = VerifyReport([s], "out").claims_table()
    head, rule, row = text.split("\n")[1:4]
    assert head.split()[:4] == ["#", "claim", "bound", "value"]
    cells = row.split()
    # '#', the claim's three words, then the bound 7 and the value 3
    assert cells[4] == "7" and cells[5] == "3", row
