"""toolkit.app.sweep.executors: lines no targeted test ran (gap15d, targeted-coverage-2026-12-05).

- ``_exit_with_parent``: "exit when the sweep process dies ... instead of idling forever as an
  orphan": a daemon thread that exits the worker (status 1) once its parent pid changes;
- ``_run_local`` stopped early (the caller closes the generator): "end the workers now rather than
  wait for them": every worker process is terminated, then the pool is shut down with its pending
  futures cancelled.

Both run in-process on fakes (no process is spawned)."""

from __future__ import annotations

from concurrent.futures import Future

import pytest

from toolkit.app.sweep import executors as ex


class _Exit(Exception):
    pass


def test_worker_watch_exits_once_the_parent_changes(monkeypatch):
    made = []

    class _Thread:
        def __init__(self, target, name, daemon):
            made.append(dict(target=target, name=name, daemon=daemon))

        def start(self):
            made[-1]["started"] = True

    monkeypatch.setattr(ex.threading, "Thread", _Thread)
    ex._exit_with_parent(4242)
    assert len(made) == 1 and made[0]["daemon"] is True and made[0]["started"]
    # the parent is alive for two polls, then the worker is re-parented (its parent died)
    parents = iter([4242, 4242, 1])
    sleeps = []
    monkeypatch.setattr(ex.os, "getppid", lambda: next(parents))
    monkeypatch.setattr(ex.time, "sleep", sleeps.append)

    def _exit(code):
        raise _Exit(code)

    monkeypatch.setattr(ex.os, "_exit", _exit)
    with pytest.raises(_Exit) as info:
        made[0]["target"]()
    assert info.value.args == (1,)
    assert len(sleeps) == 3 and all(s > 0 for s in sleeps)   # polled three times, exited on the third


class _Proc:
    def __init__(self):
        self.terminated = 0

    def terminate(self):
        self.terminated += 1


class _Pool:
    last = None

    def __init__(self, max_workers, mp_context, initializer, initargs):
        self._processes = {i: _Proc() for i in range(max_workers)}
        self.shutdowns = []
        _Pool.last = self

    def submit(self, fn, t):
        f = Future()
        f.set_result(fn(t))
        return f

    def shutdown(self, wait, cancel_futures):
        self.shutdowns.append(dict(wait=wait, cancel_futures=cancel_futures))


def test_local_pool_closed_early_terminates_its_workers(monkeypatch):
    monkeypatch.setattr(ex, "run_task", str.upper)
    monkeypatch.setattr(ex, "ProcessPoolExecutor", _Pool)
    monkeypatch.setattr(ex, "_futures_as_completed", lambda fs: list(fs))
    gen = ex._run_local(["a", "b", "c"], workers=3)
    assert next(gen) == ("a", "A")
    gen.close()                          # stopped early: the caller closed us
    pool = _Pool.last
    assert [p.terminated for p in pool._processes.values()] == [1, 1, 1]
    assert pool.shutdowns == [dict(wait=True, cancel_futures=True)]
    # run to the end: nobody is terminated, the pool is shut down once
    list(ex._run_local(["a", "b"], workers=2))
    pool = _Pool.last
    assert [p.terminated for p in pool._processes.values()] == [0, 0]
    assert pool.shutdowns == [dict(wait=True, cancel_futures=True)]
