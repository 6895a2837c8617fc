"""toolkit.app.sweep: tuple parameters frozen like lists, rows ordered by key among equal tasks
(prm22d, issue 30)."""

from __future__ import annotations

import numpy as np

from toolkit.app.sweep.store import ResultStore
from toolkit.app.sweep.tasks import Task, _freeze


def test_freeze_takes_tuples_like_lists():
    # documented: "A JSON-able, hashable form of a parameter value (lists become tuples)"
    assert _freeze((np.int64(1), [2.0, np.float64(0.5)])) == (1, (2.0, 0.5))
    assert _freeze((1, 2)) == _freeze([1, 2])


def test_rows_of_equal_tasks_come_by_key(tmp_path):
    # documented ORDER BY model, estimator, n, temperature, seed, key: tasks that differ only in
    # their options come in key order, whatever the order they were stored in
    tasks = [Task("potts", 3, 1.0, 0, "exact", (("q", 2),), (("eps", e),)) for e in (0.1, 0.2, 0.3, 0.4)]
    keys = sorted(t.key for t in tasks)
    with ResultStore(tmp_path / "s.sqlite") as st:
        for t in sorted(tasks, key=lambda t: t.key, reverse=True):
            st.add(t, {"x": 1.0}, 0.1)
        assert [r["key"] for r in st.rows()] == keys
