"""prm28c (issue 30): noted_table adds the note column when ANY row has a caveat (docstring),
shown on rows whose caveats differ (one censored, one plain)."""
from toolkit.calibration import noted_table
from toolkit.results import Estimate


def test_note_column_when_one_row_of_two_has_a_caveat():
    plain = Estimate(5.0, method="coalescence (maximal)")
    cens = Estimate(13.0, method="coalescence (maximal), 179 censored at 20: lower estimate")
    text = noted_table([("a", 5.0), ("b", 13.0)], ("row", "value"), [plain, cens])
    assert "note" in text.splitlines()[0]
    assert "179 censored at 20: a lower estimate" in text
