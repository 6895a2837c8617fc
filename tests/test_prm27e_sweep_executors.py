"""prm27e (issue 30, tenth sweep): a local pool stopped early (the caller closes the results
generator: Ctrl-C, a failed task) terminates EVERY worker, not only the first (the comment:
"end the workers now rather than wait for them").

Mutant prm27e.executors.terminate_first_worker terminated one. A stand-in pool with three
workers and futures already done; the caller takes one result and closes the generator."""

from concurrent.futures import Future

import toolkit.app.sweep.executors as executors


class _Proc:
    def __init__(self):
        self.terminated = False

    def terminate(self):
        self.terminated = True


class _Pool:
    def __init__(self, max_workers, mp_context=None, initializer=None, initargs=()):
        self._processes = {pid: _Proc() for pid in (101, 102, 103)}
        self.shutdown_called = False
        _Pool.last = self

    def submit(self, fn, task):
        f = Future()
        f.set_result(("done", task))
        return f

    def shutdown(self, wait=True, cancel_futures=False):
        self.shutdown_called = True


def test_stopped_pool_terminates_every_worker(monkeypatch):
    monkeypatch.setattr(executors, "ProcessPoolExecutor", _Pool)
    gen = executors._run_local(["a", "b", "c", "d"], 3)
    next(gen)
    gen.close()
    pool = _Pool.last
    assert pool.shutdown_called
    assert [p.terminated for p in pool._processes.values()] == [True, True, True]


def test_finished_pool_terminates_nothing(monkeypatch):
    monkeypatch.setattr(executors, "ProcessPoolExecutor", _Pool)
    out = list(executors._run_local(["a", "b"], 3))
    assert sorted(r[1] for _, r in out) == ["a", "b"]
    assert not any(p.terminated for p in _Pool.last._processes.values())
