"""Blind audit 5c (issue 30): the sweep's store, runner and estimators against their
documented contracts and hand-computed values."""

from __future__ import annotations

import sqlite3

import numpy as np
import pytest

from toolkit.app.sweep import estimators as est_mod
from toolkit.app.sweep.estimators import ESTIMATORS, register_estimator, run_task
from toolkit.app.sweep.runners import run_sweep
from toolkit.app.sweep.store import ResultStore, load_results
from toolkit.app.sweep.tasks import Task, TaskFailedError, make_grid
from toolkit.exceptions import InvalidInputError, ReducibleChainError


def _task(seed: int = 0) -> Task:
    return Task("potts", 2, 1.0, seed, "_sleep", (("q", 2),), (("sleep", 0.0),))


def test_a_result_field_named_like_a_row_column_gets_the_result_prefix(tmp_path):
    # load_results' contract: a name that would clash gets its prefix; duration_s and created
    # are the row's own columns
    path = tmp_path / "s.sqlite"
    with ResultStore(path) as st:
        st.add(_task(), {"duration_s": 7.0, "created": "then"}, 0.5)
    row = load_results(path).iloc[0]
    assert row["result_duration_s"] == 7.0 and row["result_created"] == "then"
    assert row["duration_s"] == 0.5 and row["created"] != "then"


def test_adding_a_stored_key_again_reports_false(tmp_path):
    with ResultStore(tmp_path / "s.sqlite") as st:
        assert st.add(_task(), {"u": 1.0}, 0.1) is True
        assert st.add(_task(), {"u": 2.0}, 0.1) is False
        assert len(st) == 1


def test_a_foreign_sqlite_database_is_refused_and_left_alone(tmp_path):
    path = tmp_path / "other.sqlite"
    con = sqlite3.connect(path)
    con.execute("CREATE TABLE accounts (id INTEGER)")
    con.commit()
    con.close()
    with pytest.raises(InvalidInputError, match="accounts"):
        ResultStore(path)
    con = sqlite3.connect(path)
    tables = {r[0] for r in con.execute("SELECT name FROM sqlite_master WHERE type='table'")}
    con.close()
    assert tables == {"accounts"}


def test_a_task_listed_twice_runs_once_and_counts_once(tmp_path):
    t = _task(seed=3)
    first = run_sweep([t, t], tmp_path / "s.sqlite", progress=False)
    assert (first.n_tasks, first.n_skipped, first.n_new, first.n_stored) == (1, 0, 1, 1)
    again = run_sweep([t, t], tmp_path / "s.sqlite", progress=False)
    assert (again.n_tasks, again.n_skipped, again.n_new, again.n_stored) == (1, 1, 0, 1)


def test_any_domain_error_of_a_task_becomes_task_failed_error(tmp_path):
    # run_sweep's contract: a task raising a domain error (any GlauberError) stops the sweep with
    # TaskFailedError naming it; ReducibleChainError is one that is not an InvalidInputError
    name = "_blind5c_reducible"

    @register_estimator(name, hidden=True)
    def _reducible(task):
        raise ReducibleChainError("two classes", n_classes=2)

    try:
        t = Task("potts", 2, 1.0, 0, name, (("q", 2),), ())
        with pytest.raises(TaskFailedError) as info:
            run_sweep([t], tmp_path / "s.sqlite", progress=False)
        assert isinstance(info.value.cause, ReducibleChainError)
    finally:
        ESTIMATORS.pop(name, None)


def test_exact_susceptibility_of_independent_sites_is_one_quarter():
    # Potts q = 2 with coupling 0: the n sites are independent fair coins, m = (number of 0s)/n
    # has Var = 1/(4n), so the susceptibility n Var(m) is 1/4 for every n
    for n in (2, 3):
        (task,) = make_grid("potts", n=[n], temperature=[1.0], estimator=["exact"], params={"q": 2, "coupling": 0.0})
        _, res, _ = run_task(task)
        assert res["susceptibility"] == pytest.approx(0.25, abs=1e-12)
        assert res["order_mean"] == pytest.approx(0.5, abs=1e-12)


def test_sampled_order_refuses_a_single_chain():
    # an across-chain variance needs at least two chains (ddof = 1)
    with pytest.raises(InvalidInputError, match="n_chains"):
        make_grid("potts", n=[2], temperature=[1.0], estimator=["sampled-order"], params={"q": 2},
                  options={"n_chains": 1})


@pytest.mark.parametrize("scan, steps", [("random", 3 * 4), ("systematic", 3)])
def test_sampled_order_runs_n_sweeps_of_n_updates(monkeypatch, scan, steps):
    # the estimator's contract: m after n_sweeps * n single-site updates; a systematic step of
    # run_chains is a whole sweep, a random-scan step one update
    seen = {}

    class _Run:
        final = np.zeros((2, 4), dtype=np.int64)

    def spy(model, **kw):
        seen.update(kw)
        return _Run()

    monkeypatch.setattr(est_mod, "run_chains", spy)
    (task,) = make_grid("potts", n=[4], temperature=[1.0], estimator=["sampled-order"], params={"q": 2},
                        options={"n_chains": 2, "n_sweeps": 3, "scan": scan})
    _, res, _ = run_task(task)
    assert seen["n_steps"] == steps and res["n_steps"] == 12
