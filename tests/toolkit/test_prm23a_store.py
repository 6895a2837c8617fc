"""prm23a: ``toolkit.app.sweep.store.ResultStore.add`` writes a task's model ``params`` into
the ``params`` column and its estimator ``options`` into ``options`` (the schema's order), and
``load_results`` expands them under their own names. Tasks with equal (or empty) params and
options hide a swap; distinct ones (a model parameter, an option) do not."""

import json

from toolkit.app.sweep.store import ResultStore, load_results
from toolkit.app.sweep.tasks import Task


def test_params_and_options_land_in_their_own_columns(tmp_path):
    path = tmp_path / "s.sqlite"
    task = Task("curie-weiss", 4, 1.0, 0, "phase", params=(("beta", 1.5),), options=(("n_sweeps", 10),))
    with ResultStore(path) as store:
        assert store.add(task, {"m2": 0.5}, 0.1)
        (row,) = store.rows()
    assert json.loads(row["params"]) == {"beta": 1.5}
    assert json.loads(row["options"]) == {"n_sweeps": 10}
    df = load_results(path)
    assert df["beta"].tolist() == [1.5] and df["n_sweeps"].tolist() == [10]
