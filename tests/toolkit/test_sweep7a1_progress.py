"""Automatic mutation sweep 7, group a1 (issue 30): toolkit._progress's modes (module docstring):
``"off"`` prints nothing, whatever the interval and whichever entry point (Progress.update,
working); ``"lines"`` with a positive interval writes on its heartbeat, not on each update;
with interval 0 one line per update."""

from __future__ import annotations

import io

from toolkit._progress import Progress, working


def test_off_prints_nothing_even_with_interval_zero():
    out = io.StringIO()
    p = Progress(4, "demo", file=out, interval=0, mode="off")
    p.update(1)
    p.update(2)
    p.close()
    assert out.getvalue() == ""


def test_lines_with_interval_zero_one_line_per_update():
    out = io.StringIO()
    p = Progress(4, "demo", unit="task", file=out, interval=0, mode="lines")
    p.update(1)
    p.update(1)
    lines = out.getvalue().splitlines()
    assert lines[0].startswith("demo: 1/4 tasks (25%)") and lines[1].startswith("demo: 2/4 tasks (50%)")
    p.close()


def test_lines_with_a_long_interval_wait_for_the_heartbeat():
    out = io.StringIO()
    p = Progress(4, "demo", file=out, interval=3600, mode="lines")
    p.update(1)
    p.update(1)
    assert out.getvalue() == ""          # no line per update; the first heartbeat is an hour away
    p._stop.set()


def test_working_off_prints_nothing_and_on_prints_the_start_line():
    out = io.StringIO()
    with working("stage", False, file=out):
        pass
    assert out.getvalue() == ""
    with working("stage", True, file=out, interval=3600):
        pass
    assert out.getvalue().splitlines()[0] == "stage ..."
