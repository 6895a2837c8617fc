"""prm21c loose-assertion sweep (issue 30): toolkit.app.sweep (estimators, tasks, store,
runners). Values that the earlier tests only checked loosely (a standard error that is
positive, a key that is a string, a duration that is >= 0, a rest estimate that exists),
pinned by hand: sampled-order's standard errors on four chains, a whole-number float option
and a numpy bool parameter giving the same task key as their Python forms, a duration kept
to the millisecond, a result field that clashes with a model parameter, and the (n, seconds)
pairs and sizes left that run_sweep's rest estimate is given."""

from __future__ import annotations

import math

import numpy as np

import toolkit.app.sweep.estimators as estimators
import toolkit.app.sweep.runners as runners
import toolkit.app.sweep.store as store
import toolkit.app.sweep.tasks as tasks


# ---------------------------------------------------------------------- estimators
def test_sampled_order_standard_errors_by_hand(monkeypatch):
    # four chains ending with order parameter m = (0, 0, 0, 1): mean 1/4, sample variance
    # (ddof 1) 1/4, so the mean's standard error is sqrt(var / C) = sqrt(1/16) = 1/4. The
    # variance's standard error uses the CENTRAL moments d = m - 1/4: mu2 = 3/16, mu4 = 21/256,
    # sqrt((mu4 - (C-3)/(C-1) mu2^2) / C) = sqrt((21/256 - (1/3)(9/256)) / 4) = sqrt(18/1024)
    # (the large-sample variance of the sample variance, the estimator's comment)
    (task,) = tasks.make_grid("potts", n=3, temperature=1.0, estimator="sampled-order",
                              options={"n_chains": 4, "n_sweeps": 1})
    monkeypatch.setattr(estimators, "run_chains", lambda *a, **k: type("Run", (), {"final": np.zeros((4, 3))})())
    monkeypatch.setattr(estimators, "order_parameter", lambda X: np.array([0.0, 0.0, 0.0, 1.0]))
    out = estimators._sampled_order(task)
    assert math.isclose(out["order_mean"], 0.25, rel_tol=1e-15)
    assert math.isclose(out["order_mean_stderr"], 0.25, rel_tol=1e-15)
    assert math.isclose(out["susceptibility"], 3 * 0.25, rel_tol=1e-15)
    assert math.isclose(out["susceptibility_stderr"], 3 * math.sqrt(18 / 1024), rel_tol=1e-14)


# ---------------------------------------------------------------------- tasks
def test_whole_number_float_option_is_the_same_task_as_its_float():
    # _coerce gives a value the type of the option's default ('sleep': 0.2, a float), so
    # sleep=1, sleep="1" and sleep=1.0 are one task (one canonical JSON, one key)
    ref = tasks.make_grid("potts", n=2, temperature=1.0, estimator="_sleep", options={"sleep": 1.0})[0]
    for given in (1, "1", np.int64(1)):
        (t,) = tasks.make_grid("potts", n=2, temperature=1.0, estimator="_sleep", options={"sleep": given})
        assert type(t.option("sleep")) is float and t.key == ref.key


def test_numpy_bool_parameter_freezes_to_the_python_bool():
    assert tasks._freeze(np.True_) is True and tasks._freeze(np.False_) is False
    a = tasks.Task("potts", 2, 1.0, 0, "_sleep", (("flag", tasks._freeze(np.True_)),))
    b = tasks.Task("potts", 2, 1.0, 0, "_sleep", (("flag", True),))
    assert a.canonical == b.canonical and a.key == b.key


# ---------------------------------------------------------------------- store
def test_duration_is_stored_as_given(tmp_path):
    (task,) = tasks.make_grid("potts", n=2, temperature=1.0, estimator="_sleep")
    path = tmp_path / "s.sqlite"
    with store.ResultStore(path) as st:
        assert st.add(task, {"u": 0.5}, 0.375) is True  # 0.375 is exact in binary
        assert st.rows()[0]["duration_s"] == 0.375
    assert store.load_results(path)["duration_s"].tolist() == [0.375]


def test_result_field_named_like_a_parameter_or_option_gets_its_prefix(tmp_path):
    # load_results' docstring: a name that would clash gets a model_, option_ or result_
    # prefix; a result 'coupling' and 'scan' must not overwrite the model's coupling and the
    # estimator's scan option (which are no task fields)
    task = tasks.Task("potts", 2, 1.0, 0, "exact", (("coupling", 1.0),), (("scan", "random"),))
    path = tmp_path / "s.sqlite"
    with store.ResultStore(path) as st:
        st.add(task, {"coupling": 5.0, "scan": 7}, 0.5)
    row = store.load_results(path).iloc[0]
    assert row["coupling"] == 1.0 and row["result_coupling"] == 5.0
    assert row["scan"] == "random" and row["result_scan"] == 7


# ---------------------------------------------------------------------- runners
def _spy(monkeypatch):
    seen = []

    class Bar:
        def __init__(self, total, label, unit=None, progress=None, rest=None):
            self.rest = rest

        def update(self, k):
            self.rest()

        def close(self):
            pass

    def rest(timed, left, workers=1):
        seen.append((list(timed), list(left), workers))
        return 0.0

    monkeypatch.setattr(runners, "Progress", Bar)
    monkeypatch.setattr(runners, "power_law_rest", rest)
    return seen


def test_rest_estimate_gets_each_tasks_own_seconds_and_only_pending_sizes(tmp_path, monkeypatch):
    grid = tasks.make_grid("potts", n=[2, 3], temperature=1.0, estimator="_sleep", options={"sleep": 0.01})
    path = tmp_path / "s.sqlite"
    runners.run_sweep(grid[:1], path, progress=False)  # n = 2 stored first: skipped below
    seen = _spy(monkeypatch)
    summary = runners.run_sweep(grid, path, progress=False)
    assert (summary.n_skipped, summary.n_new) == (1, 1)
    with store.ResultStore(path) as st:
        stored = {r["n"]: r["duration_s"] for r in st.rows()}
    # one update after the one pending task: its (n, seconds) as timed by the worker (the
    # stored duration), and nothing left (the skipped n = 2 task is not to run)
    assert seen == [([(3, stored[3])], [], 1)]
