"""Coverage-driven tests of toolkit/_progress.py (issue 30, branch cov5h2): the auto mode of
a stream whose isatty fails, the lines mode line by line (interval 0), a sink, the status
text without a total or a unit, a rest estimate that raises, set_description, the bar
mode's close, and closed streams (progress is never worth an error); each against the
docstrings' formats."""

from __future__ import annotations

import io
import math
import re

import pytest

from toolkit import _progress as pg


class _NoTty:
    def isatty(self):
        raise ValueError("I/O operation on closed file")


class _Closed(io.StringIO):
    def write(self, s):
        raise OSError("closed")


def test_resolve_auto_without_a_tty_is_lines(monkeypatch):
    monkeypatch.delenv("GLAUBER_PROGRESS", raising=False)
    assert pg.resolve(None, file=_NoTty()) == "lines"  # isatty raising: not a terminal
    assert pg.resolve(None, file=object()) == "lines"  # no isatty at all


def test_format_seconds_of_a_non_finite_time():
    assert pg.format_seconds(math.inf) == "?" and pg.format_seconds(math.nan) == "?"
    assert pg.format_seconds(3700) == "1 h 1 min" and pg.format_seconds(120) == "2 min"


def test_lines_mode_with_interval_zero_writes_each_update_to_the_sink():
    lines = []
    p = pg.Progress(4, "work", unit="task", interval=0, mode="lines", sink=lines.append)
    p.update()
    p.update(2)
    assert [ln.split(",")[0] for ln in lines] == ["work: 1/4 tasks (25%)", "work: 3/4 tasks (75%)"]
    p.set_description("other")
    p.close()
    assert lines[-1].startswith("other: done, 3 tasks in ")


def test_status_without_total_and_without_unit():
    p = pg.Progress(0, "scan", unit="state", mode="off")
    p.n = 1
    assert p.status().startswith("scan: 1 state, ")  # singular for one
    p.n = 2.5
    assert p.status().startswith("scan: 2.5 states, ")
    q = pg.Progress(0, "stage", unit="", mode="off")
    assert re.fullmatch(r"stage: \d+ s so far", q.status())  # docstring of working(): "desc: 40 s so far"


def test_a_raising_rest_estimate_falls_back_to_the_constant_rate():
    def bad():
        raise RuntimeError("no")

    p = pg.Progress(10, "w", unit="task", mode="off", rest=bad)
    p.n = 0  # no progress yet: the constant-rate estimate is infinite
    assert p.status().endswith("no estimate of the rest yet")
    r = pg.Progress(10, "w", unit="task", mode="off", rest=lambda: 200.0)
    r.n = 5
    assert r.status().endswith("~3 min 20 s left")  # the given estimate wins: 200 s
    none = pg.Progress(10, "w", unit="task", mode="off", rest=lambda: None)
    none.n = 5  # None: the constant-rate estimate (finite once half is done)
    assert none.status().endswith(" left") and "no estimate" not in none.status()


def test_bar_mode_updates_and_closes_its_tqdm_bar():
    pytest.importorskip("tqdm")
    out = io.StringIO()
    p = pg.Progress(3, "bar", unit="step", mode="bar", file=out)
    p.update(2)
    assert p._bar is not None and p._bar.n == 2
    p.set_description("renamed")
    assert p._bar.desc.startswith("renamed")
    p.close()
    assert p._bar is None


def test_progress_true_prints_a_first_line_at_once():
    out = io.StringIO()
    p = pg.Progress(5, "go", unit="step", progress=True, interval=3600, mode="lines", file=out)
    first = out.getvalue()
    p.close()
    assert first.startswith("go: 0/5 steps (0%)")
    assert out.getvalue().splitlines()[-1].startswith("go: done, 0 steps in ")


def test_closed_streams_are_no_error():
    p = pg.Progress(2, "x", unit="step", interval=0, mode="lines", file=_Closed())
    p.update()  # the write fails silently, and nothing counts as printed
    assert p._printed is False
    p.close()
    with pg.working("stage", True, file=_Closed()):
        pass
    assert pg.announce_cost("big", 600.0, "detail", True, file=_Closed()) is False
    out = io.StringIO()
    assert pg.announce_cost("big", 600.0, "detail", True, file=out) is True
    assert out.getvalue().startswith("big: estimated cost ~10 min (detail)")
