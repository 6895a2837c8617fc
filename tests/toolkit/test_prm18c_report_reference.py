"""prm18c promise sweep: toolkit.app.report.reference (a claim names its worst case)."""

from __future__ import annotations

from toolkit.app.report import reference as rep
from toolkit.app.report._model import Section


def test_claim_hypothesis_names_the_worst_case():
    s = Section("reference", "test")
    chk = rep._Agreement(s)
    cases = rep._Cases()
    cases.add(1.0, 1.0, "exact case")
    cases.add(1.5, 1.0, "worst case here")
    cases.add(1.1, 1.0, "small miss")
    chk.check("name", cases, tol=0.2, why="why")
    (c,) = s.claims
    # "its value and bound are those of the worst case" (module comment): |1.5 - 1| is the largest
    assert (c.value, c.bound) == (1.5, 1.0)
    assert c.hypothesis.endswith("worst case worst case here"), c.hypothesis
