"""prm26c (issue 30, ninth sweep: keywords handed on at a call site only at their defaults):
:func:`toolkit.app.sweep.runners.run_sweep` with ``executor="local:N"`` estimates the rest of
the sweep for ``N`` workers (``power_law_rest``: "divided by ``workers``"). The local pool is
replaced by a stub that reports each task done in 2 s (no process starts) and the progress bar
by one that evaluates its ``rest`` estimate after each finished task."""

from __future__ import annotations

import pytest

import toolkit.app.sweep.runners as runners
from toolkit.app.sweep.tasks import Task


def _task(seed):
    return Task("potts", 2, 1.0, seed, "_noop", (("q", 2),), ())


@pytest.mark.parametrize("workers", [2, 4])
def test_rest_estimate_is_divided_by_the_local_workers(monkeypatch, tmp_path, workers):
    rests = []

    class _Bar:
        def __init__(self, total, desc, *, unit=None, progress=None, rest=None, **kw):
            self.rest = rest

        def update(self, k):
            rests.append(self.rest())

        def close(self):
            pass

    def fake_local(pending, n):
        for t in pending:
            yield t, (t.key, {"u": 1.0}, 2.0)

    monkeypatch.setattr(runners, "Progress", _Bar)
    monkeypatch.setattr(runners, "_run_local", fake_local)
    tasks = [_task(s) for s in range(4)]
    runners.run_sweep(tasks, tmp_path / "s.sqlite", executor=f"local:{workers}", progress=False)
    # one size (n = 2) done at 2 s per task: the mean time per task times the tasks left,
    # over the workers: 3, 2, 1, 0 tasks left after each
    assert rests == pytest.approx([2.0 * left / workers for left in (3, 2, 1, 0)])
