"""prm21b (fourth sweep, loose assertions): :mod:`toolkit.app.report._model`'s text claims
table, checked line by line rather than for its width or its words: the rows are numbered
from 1 as the reason lines under them are, and a column is as wide as the longest wrapped
line of any of its cells (a long word on a cell's SECOND line included)."""

from toolkit.app.report._model import ReportClaim, Section, VerifyReport, wrapped_table


def test_claims_table_numbers_rows_as_its_reason_lines():
    s = Section("demo", "Demo")
    s.claims.append(ReportClaim("demo", "first", "h", True, 1.0, 0.5, True, slack=0.5))
    s.claims.append(ReportClaim("demo", "second", "h", None, "-", "x", None, kind="comparison",
                                reason="nothing to compare"))
    text = VerifyReport([s], "out").claims_table()
    lines = text.split("\n")
    rows = [line for line in lines[3:] if line and not line.startswith("  ")]
    assert [r.split()[0] for r in rows] == ["1", "2"]
    assert rows[1].split()[1] == "second"
    assert "  2 (not resolved): nothing to compare" in lines


def test_column_width_from_the_longest_wrapped_line():
    # the cell wraps at 5 into "a" and "verylongword" (words are never broken): the column is
    # 12 wide, so the second column starts at 12 + 2 on every line
    out = wrapped_table([("a verylongword", "x")], ("h1", "h2"), (5, 5))
    assert out.split("\n") == ["h1            h2",
                               "------------  --",
                               "a             x",
                               "verylongword"]
