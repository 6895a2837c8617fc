"""``toolkit._progress``: short work is silent in ``lines`` mode unless asked for; thirteenth
blind audit, part c (benchmarks/blind_audit_13c.py: ``audit13c._progress.last_line_always``
survived).

The contract (the module docstring): ``"lines"`` gives one line every ``interval`` seconds while
the work runs "and a last line when it ends; nothing at all for work that ends within
``INTERVAL`` seconds, unless ``progress=True`` asked for it (then a first line at once)". So the
closing "done" line follows a line already written, never stands alone.
"""

from __future__ import annotations

import io

from toolkit._progress import Progress


def test_short_work_in_lines_mode_writes_nothing():
    out = io.StringIO()
    with Progress(4, "short", unit="task", file=out, interval=3600, mode="lines") as p:
        p.update(4)
    assert out.getvalue() == ""


def test_short_work_asked_for_writes_a_first_and_a_last_line():
    out = io.StringIO()
    with Progress(4, "short", unit="task", progress=True, file=out, interval=3600, mode="lines") as p:
        p.update(4)
    lines = out.getvalue().splitlines()
    assert len(lines) == 2
    assert lines[0].startswith("short: 0/4 tasks (0%)") and lines[1].startswith("short: done, 4 tasks in ")


def test_a_sink_that_got_no_line_gets_no_last_line():
    got = []
    with Progress(3, "short", file=io.StringIO(), interval=3600, mode="lines", sink=got.append) as p:
        p.update(3)
    assert got == []
