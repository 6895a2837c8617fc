"""prm30a: ``load_results`` has a column for every field any row holds (NaN where a row lacks
it): a field that only a middle row (by the store's order: model, estimator, ...) holds is kept."""

import math

from toolkit.app.sweep.store import ResultStore, load_results
from toolkit.app.sweep.tasks import Task


def test_field_of_one_middle_row_is_a_column(tmp_path):
    path = tmp_path / "s.sqlite"
    tasks = [Task("m", 3, 1.0, 0, e) for e in ("est_a", "est_b", "est_c")]
    results = [{"x": 1.0}, {"x": 2.0, "only_b": 7.0}, {"x": 3.0}]
    with ResultStore(path) as st:
        for t, r in zip(tasks, results, strict=True):
            assert st.add(t, r, 0.5)
    df = load_results(path)
    assert list(df["estimator"]) == ["est_a", "est_b", "est_c"]
    assert "only_b" in df.columns
    vals = list(df["only_b"])
    assert math.isnan(vals[0]) and vals[1] == 7.0 and math.isnan(vals[2])
