"""prm29c: noted_table puts each row's own caveat in its note column (issue 30, class B:
one inner item offending). Only the FIRST row's estimate is a censored mean (a lower
estimate, its method says so); the second has no caveat, so its note is empty and the first
row's note is "5 censored at 20: a lower estimate"."""

from toolkit.calibration import noted_table
from toolkit.results import Estimate


def test_note_of_the_first_row_only():
    ests = [Estimate(13.0, method="coalescence (maximal), 5 censored at 20: lower estimate"),
            Estimate(1.0, method="plain mean")]
    out = noted_table([("a", 13.0), ("b", 1.0)], ("name", "value"), ests)
    lines = out.splitlines()
    (row_a,) = [ln for ln in lines if ln.lstrip().startswith("a ")]
    (row_b,) = [ln for ln in lines if ln.lstrip().startswith("b ")]
    assert "note" in lines[0]
    assert "5 censored at 20: a lower estimate" in row_a
    assert "censored" not in row_b
