"""toolkit.app.report._write on edge cases (harden8h1, issue 30): a formula with pipes inside a
claims-table cell (md_table escapes every ``|`` as ``\\|``; markdown_to_html sets the formula with
the pipes back: "a pipe escaped for a table cell"), an escaped backtick (CommonMark: a literal
backtick, never the start of a code span, so no formula), and the hypotheses under a claims
table, one line per distinct (hypothesis, whether it holds) with the three states kept apart
(holds / does not hold / not decided)."""

from __future__ import annotations

from toolkit.app.report._math import math_html
from toolkit.app.report._model import ReportClaim, Section, VerifyReport, md_table
from toolkit.app.report._write import markdown_to_html, to_markdown


def _cells(page):
    return [c.split("</td>")[0] for c in page.split("<td>")[1:]]


def test_formula_with_pipes_in_a_table_cell():
    md = md_table([("`|log R| <= b`", 1)], ("claim", "value"))
    assert "\\|log R\\|" in md                      # the table escapes the pipes ...
    cell = _cells(markdown_to_html(md))[0]
    assert cell == math_html("|log R| <= b")        # ... and the formula gets them back
    assert "\\" not in cell


def test_formula_without_pipes_in_a_table_cell_is_unchanged():
    md = md_table([("`T^2`", 1)], ("claim", "value"))
    assert _cells(markdown_to_html(md))[0] == math_html("T^2")


def test_escaped_backticks_are_literal_not_a_formula():
    page = markdown_to_html("a price of \\`T^2\\` here")
    assert 'class="math"' not in page
    assert "`T^2`" in page
    # the same text unescaped is a formula (the other side)
    assert 'class="math"' in markdown_to_html("a price of `T^2` here")


def _hyp_lines(claims):
    s = Section("sec", "T")
    s.claims += claims
    md = to_markdown(VerifyReport([s], ".", seconds=1.0))
    return [ln for ln in md.split("\n") if ln.startswith("- ") and "(#" not in ln and "):" not in ln[:6]]


def test_hypothesis_lines_keep_holds_false_and_undecided_apart():
    claims = [ReportClaim("sec", "a", "H", True, 1.0, 0.5, True, slack=0.5),
              ReportClaim("sec", "b", "H", None, 1.0, 0.5, True, slack=0.5),
              ReportClaim("sec", "c", "H", False, 1.0, 0.5, None),
              ReportClaim("sec", "d", "H", True, 1.0, 0.5, True, slack=0.5)]
    lines = _hyp_lines(claims)
    assert "- 1, 4: H (holds)" in lines
    assert "- 2: H (not decided)" in lines
    assert "- 3: H (does not hold)" in lines


def test_hypothesis_lines_merge_consecutive_claims_into_a_range():
    claims = [ReportClaim("sec", str(k), "H", None, 1.0, 0.5, True, slack=0.5) for k in range(3)]
    assert "- 1-3: H (not decided)" in _hyp_lines(claims)
