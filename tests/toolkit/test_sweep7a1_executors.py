"""Automatic mutation sweep 7, group a1 (issue 30): toolkit.app.sweep.executors yields every
task's outcome as ``(task, result)``, a failed task as ``(task, exception)`` (not raised: the
sweep stores the others and reports the failure), for the serial and the Dask executors alike."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

import toolkit.app.sweep.executors as ex


def _fake_run_task(t):
    if t.key == "bad":
        raise ValueError(f"task {t.key} failed")
    return t.value * 2


TASKS = [SimpleNamespace(key="a", value=1), SimpleNamespace(key="bad", value=0), SimpleNamespace(key="c", value=5)]


def _check(out):
    by_key = {t.key: r for t, r in out}
    assert set(by_key) == {"a", "bad", "c"}
    assert by_key["a"] == 2 and by_key["c"] == 10
    assert isinstance(by_key["bad"], ValueError) and "task bad failed" in str(by_key["bad"])


def test_serial_yields_the_exception_of_a_failed_task(monkeypatch):
    monkeypatch.setattr(ex, "run_task", _fake_run_task)
    _check(list(ex._run_serial(TASKS)))


def test_dask_yields_the_exception_of_a_failed_task(monkeypatch):
    distributed = pytest.importorskip("distributed")
    monkeypatch.setattr(ex, "run_task", _fake_run_task)   # threads in this process: the patch is seen
    with distributed.LocalCluster(n_workers=1, threads_per_worker=1, processes=False, dashboard_address=":0") as cluster, \
            distributed.Client(cluster, set_as_default=False) as client:
        _check(list(ex._run_dask(TASKS, client)))
