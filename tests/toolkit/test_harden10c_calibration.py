"""harden10c (issue 30): toolkit.calibration's table shows each estimate's sample count.

``SampledSummary.table`` has an ``n`` column (the header says so): a quantity with
``n_samples = 37`` shows 37 there, one without a count shows an empty cell."""

from toolkit.calibration import SampledQuantity, SampledSummary
from toolkit.results import Estimate


def _summary(*estimates):
    qs = tuple(SampledQuantity(f"q{k}", "estimate", e) for k, e in enumerate(estimates))
    return SampledSummary("toy", 1.0, 4, 100, 10, "random", qs, observables={})


def _cells(table, name):
    for line in table.splitlines():
        cells = line.split()
        if cells and cells[0] == name:
            return cells
    raise AssertionError(f"no row {name!r} in\n{table}")


def test_table_n_column_shows_the_sample_count():
    s = _summary(Estimate(0.25, stderr=0.01, n_samples=37, method="mean"), Estimate(0.5, stderr=0.0))
    t = s.table()
    header = t.splitlines()[1].split()
    assert header[-1] == "n"
    assert _cells(t, "q0")[-1] == "37"       # the count, in the last column
    assert "37" not in " ".join(_cells(t, "q1"))  # no count: an empty cell, not another row's
