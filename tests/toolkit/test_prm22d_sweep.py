"""toolkit.app.sweep: tuple parameters frozen like lists, rows ordered by key among equal tasks,
exact-phase's Potts moments at q = 3 (prm22d, issue 30)."""

from __future__ import annotations

import numpy as np
import pytest

from exact.markov import ExactChain
from toolkit.app.sweep.estimators import run_task
from toolkit.app.sweep.store import ResultStore
from toolkit.app.sweep.tasks import Task, _freeze, make_grid
from toolkit.models import potts


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


def test_exact_phase_potts_moments_q3():
    # |m|^2 = q/(q-1) sum_a (c_a/n - 1/q)^2 (the Potts order parameter), averaged under pi_T:
    # enumerated here from the exact stationary law of the same kernel
    q, n, T = 3, 3, 0.8
    (task,) = make_grid("potts", n=[n], temperature=[T], estimator=["exact-phase"],
                        params={"q": q, "coupling": 1.0})
    _, res, _ = run_task(task)
    chain = ExactChain(potts(q, n, 1.0), temperature=T)
    X = chain.logits.space.all_states()
    rho = np.stack([(X == a).mean(axis=1) for a in range(q)], axis=1)
    m2 = q / (q - 1) * ((rho - 1.0 / q) ** 2).sum(axis=1)
    assert res["m2"] == pytest.approx(float(chain.pi @ m2), rel=1e-10)
    assert res["m4"] == pytest.approx(float(chain.pi @ m2**2), rel=1e-10)
