"""prm28b: run_sweep counts tasks by their unique keys: a grid listing the same task twice, run
a second time, reports every unique task as skipped (n_tasks = n_skipped = unique keys), so
n_tasks = n_skipped + n_new holds with duplicates in the list."""

from toolkit.app.sweep import make_grid, runners


def _tasks():
    return make_grid("potts", n=[2, 3], temperature=[1.0], params={"q": 2}, estimator=["_sleep"],
                     options={"sleep": 0.0})


def test_duplicates_count_once_when_skipped(tmp_path):
    tasks = list(_tasks())
    assert len(tasks) == 2
    doubled = tasks + tasks[:1]                       # the first task listed twice
    first = runners.run_sweep(doubled, tmp_path / "s.sqlite", progress=False)
    assert (first.n_tasks, first.n_skipped, first.n_new) == (2, 0, 2)
    again = runners.run_sweep(doubled, tmp_path / "s.sqlite", progress=False)
    assert (again.n_tasks, again.n_skipped, again.n_new) == (2, 2, 0)
