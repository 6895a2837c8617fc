"""Coverage-driven pins of the sweep's task running (issue 30, branch cov5h3): the hidden
``_sleep`` estimator's seeded draw (the same seed, the same draw), an unknown estimator named,
and a task that raises a non-domain error: the sweep stops with that very exception, a note
naming the task added, and the results before it kept."""

import numpy as np
import pytest

from toolkit.app.sweep import estimators as est_mod
from toolkit.app.sweep import load_results, make_grid, run_sweep
from toolkit.app.sweep.tasks import Task
from toolkit.exceptions import InvalidInputError


def test_sleep_estimator_is_seeded():
    (t,) = make_grid("potts", n=[2], temperature=[1.0], seed=[5], estimator=["_sleep"], options={"sleep": 0.0})
    key, res, seconds = est_mod.run_task(t)
    assert key == t.key and seconds >= 0
    assert res == est_mod.run_task(t)[1]  # the task's own rng: the same draw twice
    assert res["u"] == float(t.rng().random()) and 0 <= res["u"] < 1
    (t2,) = make_grid("potts", n=[2], temperature=[1.0], seed=[6], estimator=["_sleep"], options={"sleep": 0.0})
    assert est_mod.run_task(t2)[1] != res  # another seed, another draw


def test_unknown_estimator_in_a_task():
    (t,) = make_grid("potts", n=[2], temperature=[1.0], estimator=["_sleep"], options={"sleep": 0.0})
    bad = Task(t.model, t.n, t.temperature, t.seed, "no-such", t.params, t.options)
    with pytest.raises(InvalidInputError, match=r"unknown estimator 'no-such'; known: "):
        est_mod.run_task(bad)


@pytest.fixture
def failing_estimator():
    name = "_cov5h3_fail"

    def fn(task):
        if task.n == 3:
            raise ZeroDivisionError("boom")
        return {"v": float(task.n)}

    est_mod.register_estimator(name, hidden=True, seeded=False)(fn)
    yield name
    est_mod.ESTIMATORS.pop(name, None)


def test_a_non_domain_error_stops_the_sweep_with_a_note(tmp_path, failing_estimator):
    store = str(tmp_path / "s.sqlite")
    tasks = make_grid("potts", n=[2, 3], temperature=[1.0], estimator=[failing_estimator])
    with pytest.raises(ZeroDivisionError, match="boom") as info:
        run_sweep(tasks, store, progress=False)
    assert info.value.__notes__ == [f"while running sweep task {failing_estimator} on potts(n=3) at T=1, seed=0"]
    df = load_results(store)
    assert list(df["n"]) == [2] and np.allclose(df["v"], [2.0])  # the finished task is kept
