"""toolkit.app.sweep.runners: the rest estimate of a local:N sweep divides by its N workers
(prm22d, issue 30). The local executor is replaced by the serial one and Progress by a
recorder that asks the rest after each finished task: after the first of two equal tasks,
one task of the same size is left, so the rest is (the first task's seconds) / N
(toolkit._progress.power_law_rest: "the mean time per task ... divided by workers")."""

from __future__ import annotations

import pytest

from toolkit.app.sweep import runners
from toolkit.app.sweep.store import load_results
from toolkit.app.sweep.tasks import make_grid


class _Recorder:
    made = []

    def __init__(self, total, desc, *, unit, progress, rest):
        self.rest, self.values = rest, []
        _Recorder.made.append(self)

    def update(self, k):
        self.values.append(self.rest())

    def close(self):
        pass


def test_rest_divided_by_local_workers(monkeypatch, tmp_path):
    monkeypatch.setattr(runners, "_run_local", lambda pending, arg: runners._run_serial(pending))
    monkeypatch.setattr(runners, "Progress", _Recorder)
    tasks = make_grid("potts", n=[2], temperature=[1.0], seed=[0, 1], estimator=["_sleep"], params={"q": 2},
                      options={"sleep": 0.01})
    store = tmp_path / "s.sqlite"
    runners.run_sweep(tasks, store, executor="local:4")
    first = _Recorder.made[-1].values[0]
    df = load_results(store)
    done = sorted(df["duration_s"])
    assert first == pytest.approx(done[0] / 4, rel=1e-9) or first == pytest.approx(done[1] / 4, rel=1e-9)
