"""prm23a: ``toolkit._progress.bar`` hands its ``unit`` on to the :class:`Progress` it makes
(its docstring: "A Progress", with bar's own ``unit``): a bar of "tasks" counts tasks, not
the default "steps" (tested so far only at the default unit)."""

from toolkit import _progress as pg


def test_bar_hands_its_unit_on(monkeypatch):
    monkeypatch.setenv("GLAUBER_PROGRESS", "lines")
    monkeypatch.setenv("GLAUBER_PROGRESS_INTERVAL", "3600")   # no heartbeat line during the test
    p = pg.bar(4, "sweep", None, unit="task")
    assert p is not None
    try:
        assert p.unit == "task"
        p.update(1)
        assert p.status().startswith("sweep: 1/4 tasks (25%)")
    finally:
        p.close()
