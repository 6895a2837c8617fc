"""prm19c promise sweep (issue 30) of toolkit.app.sweep: the grid's options and their types
(tasks), the store's timestamps and column prefixes (store), the summary's executor and the
failed task's cause (runners), a Dask address with a port (executors), non-finite results
kept by run_task (estimators)."""

from __future__ import annotations

import datetime
import math

import pytest

from toolkit.app.sweep import estimators, executors, runners, store, tasks
from toolkit.app.sweep.estimators import ESTIMATORS, Estimator, run_task
from toolkit.app.sweep.runners import run_sweep
from toolkit.app.sweep.store import ResultStore, load_results
from toolkit.app.sweep.tasks import Task, TaskFailedError, make_grid
from toolkit.exceptions import InvalidInputError

assert estimators and executors and runners and store and tasks  # each module named: targeted sets


def test_an_option_of_the_second_estimator_is_accepted():
    # make_grid: "each [option] must belong to at least one of the estimators (each task gets its own)"
    grid = make_grid("potts", n=2, temperature=1.0, estimator=["exact", "sampled-order"], params={"q": 2},
                     options={"n_chains": 4})
    opts = {t.estimator: dict(t.options) for t in grid}
    assert opts["sampled-order"]["n_chains"] == 4 and "n_chains" not in opts["exact"]
    with pytest.raises(InvalidInputError, match="unknown estimator option `nope`"):
        make_grid("potts", n=2, temperature=1.0, estimator=["exact", "sampled-order"], params={"q": 2},
                  options={"nope": 1})


def test_boolean_options_take_the_defaults_type():
    # _coerce: "Give value the type of default": 1 and "yes" for a boolean default are True
    assert tasks._coerce(1, False, "flag") is True
    assert tasks._coerce(0, True, "flag") is False
    assert tasks._coerce("yes", False, "flag") is True


def test_created_is_utc_and_a_clashing_parameter_gets_the_model_prefix(tmp_path):
    path = tmp_path / "s.sqlite"
    # a model parameter named like a task field ("seed") and a result field named like an option
    t = Task("potts", 2, 1.0, 0, "exact", (("seed", 7),), (("eps", 0.25),))
    before = datetime.datetime.now(datetime.timezone.utc)
    with ResultStore(path) as st:
        assert st.add(t, {"eps": 0.5, "x": 1.0}, 0.25)
    after = datetime.datetime.now(datetime.timezone.utc)
    df = load_results(path)
    assert df["model_seed"][0] == 7 and df["seed"][0] == 0
    assert df["eps"][0] == 0.25 and df["result_eps"][0] == 0.5
    created = datetime.datetime.fromisoformat(df["created"][0])
    assert created.utcoffset() == datetime.timedelta(0)
    assert before - datetime.timedelta(seconds=1) <= created <= after + datetime.timedelta(seconds=1)
    assert df["duration_s"][0] == 0.25


def test_summary_names_the_executor_as_given(tmp_path):
    grid = make_grid("potts", n=2, temperature=1.0, estimator=["_sleep"], params={"q": 2}, options={"sleep": 0.0})
    s = run_sweep(grid, tmp_path / "s.sqlite", executor="local:1", progress=False)
    assert s.executor == "local:1" and (s.n_tasks, s.n_new, s.n_stored) == (1, 1, 1)


def test_a_failed_task_chains_its_cause(tmp_path, monkeypatch):
    def boom(task):
        raise InvalidInputError("boom")

    monkeypatch.setitem(ESTIMATORS, "_prm19c_boom", Estimator("_prm19c_boom", boom, {}, None, True, False))
    t = Task("potts", 2, 1.0, 0, "_prm19c_boom", (("q", 2),), ())
    with pytest.raises(TaskFailedError) as info:
        run_sweep([t], tmp_path / "s.sqlite", progress=False)
    assert isinstance(info.value.cause, InvalidInputError) and info.value.__cause__ is info.value.cause


def test_dask_address_with_a_port():
    assert executors.parse_executor("dask:tcp://127.0.0.1:8786") == ("dask", "tcp://127.0.0.1:8786")
    assert executors.parse_executor("local:3") == ("local", 3)


def test_run_task_keeps_nan_and_infinities(monkeypatch):
    # "the one encoder; NaN stays NaN in the store"
    monkeypatch.setitem(ESTIMATORS, "_prm19c_nan", Estimator(
        "_prm19c_nan", lambda task: {"a": math.nan, "b": math.inf, "c": [1.0, -math.inf]}, {}, None, True, False))
    key, result, seconds = run_task(Task("potts", 2, 1.0, 0, "_prm19c_nan", (("q", 2),), ()))
    assert math.isnan(result["a"]) and result["b"] == math.inf and result["c"] == [1.0, -math.inf]


def test_exact_susceptibility_is_n_times_the_variance():
    # independent sites (coupling 0), q = 2, n = 3: pi uniform, the number of 0s is
    # Binomial(3, 1/2): m = #0/n has mean 1/2 and variance 1/(4n), so n Var(m) = 1/4
    # (n E[m^2] would be 1/4 + n/4 = 1)
    (t,) = make_grid("potts", n=3, temperature=1.0, estimator=["exact"], params={"q": 2, "coupling": 0.0})
    key, result, seconds = run_task(t)
    assert result["order_mean"] == pytest.approx(0.5, abs=1e-12)
    assert result["susceptibility"] == pytest.approx(0.25, abs=1e-12)
