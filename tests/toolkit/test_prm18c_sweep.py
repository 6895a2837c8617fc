"""prm18c promise sweep: toolkit.app.sweep (the Dask connect timeout; results stored first elsewhere)."""

from __future__ import annotations

import pytest

import toolkit.app.sweep.estimators as estimators
import toolkit.app.sweep.executors as executors
import toolkit.app.sweep.runners as runners
import toolkit.app.sweep.store as store
import toolkit.app.sweep.tasks as tasks


def test_dask_client_waits_the_timeout_given(monkeypatch):
    distributed = pytest.importorskip("distributed")
    seen = {}

    class FakeClient:
        def __init__(self, address, **kw):
            seen.update(kw, address=address)

    monkeypatch.setattr(distributed, "Client", FakeClient)
    executors._dask_client("tcp://scheduler:8786", 0.7)
    assert seen["address"] == "tcp://scheduler:8786" and seen["timeout"] == "0.7s"


def _race(task):
    """For a test: another process stores this task's result while it runs."""
    with store.ResultStore(task.option("store")) as other:
        other.add(task, {"u": 1.0}, 0.0)
    return {"u": 2.0}


def test_a_result_stored_first_by_another_process_is_not_new(tmp_path, monkeypatch):
    monkeypatch.setitem(estimators.ESTIMATORS, "_prm18c_race",
                        estimators.Estimator("_prm18c_race", _race, {"store": ""}, hidden=True))
    path = str(tmp_path / "s.sqlite")
    grid = tasks.make_grid("potts", n=2, temperature=1.0, estimator="_prm18c_race", options={"store": path})
    summary = runners.run_sweep(grid, path, progress=False)
    # INSERT OR IGNORE kept the other process's row: nothing new was stored by this sweep
    assert (summary.n_tasks, summary.n_new, summary.n_stored) == (1, 0, 1)
    assert store.load_results(path)["u"].tolist() == [1.0]
