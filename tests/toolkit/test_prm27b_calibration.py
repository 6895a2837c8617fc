"""prm27b tenth sweep (issue 30): ``noted_table`` adds its ``note`` column when ANY row's
estimate carries a caveat, also when the first row has none (the censored estimate sits in
the second row here)."""

from toolkit.calibration import noted_table
from toolkit.results import Estimate


def test_note_column_when_only_a_later_row_is_censored():
    ests = [Estimate(5.0, method="coalescence (maximal)"),
            Estimate(13.0, method="coalescence (maximal), 3 censored at 20: lower estimate", n_samples=40)]
    out = noted_table([("a", 5.0), ("b", 13.0)], ("name", "value"), ests)
    assert "note" in out.splitlines()[0]
    assert "3 of 40 censored at 20: a lower estimate" in out


def test_no_note_column_without_caveats():
    ests = [Estimate(5.0, method="coalescence (maximal)"), Estimate(6.0, method="coalescence (maximal)")]
    out = noted_table([("a", 5.0), ("b", 6.0)], ("name", "value"), ests)
    assert "note" not in out
