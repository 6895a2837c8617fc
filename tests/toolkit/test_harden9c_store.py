"""harden9c: toolkit.app.sweep.store.load_results on an empty store (issue 30)."""

from toolkit.app.sweep.store import ResultStore, load_results


def test_empty_store_has_the_documented_columns(tmp_path):
    # "Columns: key, the task fields (model, estimator, n, temperature, seed), ..., then
    # duration_s and created": a store with no task yet gives those columns and no row
    path = tmp_path / "empty.sqlite"
    ResultStore(path).close()
    df = load_results(path)
    assert len(df) == 0
    assert list(df.columns) == ["key", "model", "estimator", "n", "temperature", "seed", "duration_s", "created"]
