"""Contract pins of toolkit.app.sweep.runners (issue 30, sweep6s4): the summary's keys in the order
of first appearance, the progress bar's label (default 'sweep'), unit and total (the pending tasks
only), the rest estimated with the local executor's worker count, and the summary's text."""

from toolkit.app.sweep import make_grid, runners


class _Bar:
    made = []

    def __init__(self, total, label, unit, progress, rest):
        self.total, self.label, self.unit, self.rest, self.n, self.closed = total, label, unit, rest, 0, False
        _Bar.made.append(self)

    def update(self, k):
        self.n += k

    def close(self):
        self.closed = True


def test_keys_order_progress_label_and_workers(tmp_path, monkeypatch):
    tasks = make_grid("potts", n=[3, 2], temperature=[1.0, 2.0], params={"q": 2}, estimator=["_sleep"],
                      options={"sleep": 0.0})
    store = tmp_path / "s.sqlite"
    monkeypatch.setattr(runners, "Progress", _Bar)
    _Bar.made.clear()
    first = runners.run_sweep(tasks[:1], store)
    assert _Bar.made[0].label == "sweep" and _Bar.made[0].unit == "task" and _Bar.made[0].total == 1
    assert _Bar.made[0].n == 1 and _Bar.made[0].closed
    assert first.keys == (tasks[0].key,)
    seen = []
    monkeypatch.setattr(runners, "power_law_rest", lambda timed, left, workers: seen.append((timed, left, workers)))
    monkeypatch.setattr(runners, "_run_local", lambda pending, n: runners._run_serial(pending))
    order = [tasks[2], tasks[0], tasks[1], tasks[2], tasks[3]]
    s = runners.run_sweep(order, store, executor="local:3", progress_label="grid")
    bar = _Bar.made[-1]
    assert bar.label == "grid" and bar.total == 3   # tasks[0] already stored; tasks[2] once
    assert s.keys == (tasks[2].key, tasks[0].key, tasks[1].key, tasks[3].key)
    assert (s.n_tasks, s.n_skipped, s.n_new, s.n_stored, s.executor) == (4, 1, 3, 4, "local:3")
    bar.rest()
    timed, left, workers = seen[-1]
    assert workers == 3 and left == [] and sorted(n for n, _ in timed) == [2, 2, 3]
    text = str(s)
    assert "tasks in grid             4" in text and "executor local:3, " in text and str(store) in text
