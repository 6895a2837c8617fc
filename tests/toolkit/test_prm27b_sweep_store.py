"""prm27b tenth sweep (issue 30): ``load_results`` collects its columns over EVERY row ("fields
an estimator does not return are NaN"): rows with different result fields give the union of
the columns, whichever row comes last."""

import math

from toolkit.app.sweep.store import ResultStore, load_results
from toolkit.app.sweep.tasks import Task


def test_columns_are_the_union_over_rows(tmp_path):
    path = tmp_path / "r.sqlite"
    with ResultStore(path) as store:
        store.add(Task("potts", 3, 1.0, 0, "gap"), {"first_only": 1.5, "shared": 1.0}, 0.1)
        store.add(Task("potts", 4, 1.0, 0, "gap"), {"shared": 2.0}, 0.1)
    df = load_results(path).sort_values("n")
    assert {"first_only", "shared"} <= set(df.columns)
    assert df["first_only"].iloc[0] == 1.5 and math.isnan(df["first_only"].iloc[1])
    assert df["shared"].tolist() == [1.0, 2.0]
