"""prm20c promise sweep (issue 30): toolkit.app.sweep (estimators, executors, runners, store,
tasks): options and arguments the docstrings promise that no test used (the exact-phase
estimator's scan, run_sweep's connect_timeout and the Dask client's close, 'serial' with an
argument, 'local:abc'), the result_ prefix, rows ordered by temperature before seed (tests had
one seed), lists frozen item by item, and grids given as a range or an array."""

from __future__ import annotations

import math

import numpy as np
import pytest

import toolkit.app.sweep.executors as executors
import toolkit.app.sweep.runners as runners
from toolkit.app.sweep.estimators import run_task
from toolkit.app.sweep.store import ResultStore, load_results
from toolkit.app.sweep.tasks import Task, _freeze, make_grid
from toolkit.exceptions import InvalidInputError


# ---------------------------------------------------------------------- estimators
def test_exact_phase_reads_its_scan_option():
    # independent sites under the systematic scan: one sweep draws every site from its own
    # marginal, so P(x, .) = pi after one sweep (the reference section's closed form) and
    # t_mix = 1; under the random scan a site not yet visited keeps its start, so t_mix > 1
    (sys_task,) = make_grid("independent", n=3, temperature=1.0, estimator="exact-phase",
                            options={"scan": "systematic"})
    (rnd_task,) = make_grid("independent", n=3, temperature=1.0, estimator="exact-phase")
    assert run_task(sys_task)[1]["t_mix"] == 1
    assert run_task(rnd_task)[1]["t_mix"] > 1


def test_run_task_times_the_estimator():
    (task,) = make_grid("potts", n=2, temperature=1.0, estimator="_sleep", options={"sleep": 0.05})
    key, result, seconds = run_task(task)
    assert key == task.key and seconds >= 0.05


# ---------------------------------------------------------------------- executors
def test_serial_takes_no_argument():
    assert executors.parse_executor("serial") == ("serial", None)
    with pytest.raises(InvalidInputError, match="serial"):
        executors.parse_executor("serial:4")


def test_local_with_text_is_an_input_error_naming_the_spec():
    with pytest.raises(InvalidInputError, match=r"local:N needs an integer N >= 1; got 'local:abc'"):
        executors.parse_executor("local:abc")


# ---------------------------------------------------------------------- runners
class _Client:
    closed = False

    def close(self):
        self.closed = True


def test_run_sweep_passes_connect_timeout_and_closes_the_client(tmp_path, monkeypatch):
    seen, client = {}, _Client()

    def fake_client(address, timeout):
        seen["address"], seen["timeout"] = address, timeout
        return client

    monkeypatch.setattr(runners, "_dask_client", fake_client)
    monkeypatch.setattr(runners, "_run_dask", lambda tasks, c: executors._run_serial(tasks))
    tasks = make_grid("potts", n=2, temperature=[0.5, 1.0], estimator="_sleep", options={"sleep": 0.0})
    summary = runners.run_sweep(tasks, tmp_path / "s.sqlite", executor="dask:tcp://host:8786",
                                connect_timeout=2.5, progress=False)
    assert seen == {"address": "tcp://host:8786", "timeout": 2.5}
    assert client.closed
    assert summary.n_new == 2


# ---------------------------------------------------------------------- store
def test_a_result_field_that_clashes_gets_the_result_prefix(tmp_path):
    path = tmp_path / "s.sqlite"
    with ResultStore(path) as st:
        st.add(Task("potts", 3, 1.0, 0, "exact", (("q", 2),), (("eps", 0.25),)), {"n": 7, "t_mix": 4}, 0.1)
    df = load_results(path)
    assert df["result_n"][0] == 7 and df["n"][0] == 3
    assert "option_n" not in df.columns and df["t_mix"][0] == 4


def test_rows_are_ordered_by_temperature_then_seed(tmp_path):
    path = tmp_path / "s.sqlite"
    with ResultStore(path) as st:
        for T, s in [(1.0, 1), (0.5, 1), (1.0, 0), (0.5, 0)]:
            st.add(Task("potts", 3, T, s, "_sleep"), {"u": 0.5}, 0.1)
        rows = st.rows()
    assert [(r["temperature"], r["seed"]) for r in rows] == [(0.5, 0), (0.5, 1), (1.0, 0), (1.0, 1)]


# ---------------------------------------------------------------------- tasks
def test_freeze_freezes_every_item_of_a_list():
    out = _freeze([np.int64(1), [2, np.float64(3.5)], np.bool_(True)])
    assert out == (1, (2, 3.5), True)
    assert type(out[0]) is int and type(out[1]) is tuple and type(out[1][1]) is float and type(out[2]) is bool
    hash(out)


def test_grids_given_as_a_range_or_an_array():
    tasks = make_grid("potts", n=range(3, 5), temperature=np.array([0.5, 1.0]), seed=np.arange(2),
                      estimator="_sleep")
    assert sorted({(t.n, t.temperature, t.seed) for t in tasks}) == [
        (n, T, s) for n in (3, 4) for T in (0.5, 1.0) for s in (0, 1)]
    assert all(type(t.n) is int and isinstance(t.temperature, float) and math.isfinite(t.temperature)
               for t in tasks)
