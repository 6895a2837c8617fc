"""prm23b sixth sweep (issue 30): ``glauber sweep --batch-size`` is handed on to the tasks' model
parameters (as --text and --device are): the grid's tasks carry it, so each task's MLM runs its
forward passes in batches of that size (tested on the task grid, before anything runs)."""

from __future__ import annotations

from toolkit.app import cli
from toolkit.app.commands import sweep as sweep_cmd


class _Stop(Exception):
    pass


def test_batch_size_reaches_the_tasks(tmp_path, monkeypatch):
    seen = {}

    def fake_run_sweep(tasks, store, **kw):
        seen["tasks"] = tasks
        raise _Stop

    monkeypatch.setattr(sweep_cmd, "run_sweep", fake_run_sweep)
    argv = ["sweep", "--model", "tiny-en", "--text", "the lord said", "--free", "0,1", "--n", "2",
            "--estimator", "sampled-order", "--batch-size", "7", "--store", str(tmp_path / "s.sqlite"), "--quiet"]
    try:
        cli.main(argv)
    except _Stop:
        pass
    (task,) = seen["tasks"]
    assert dict(task.params)["batch_size"] == 7
