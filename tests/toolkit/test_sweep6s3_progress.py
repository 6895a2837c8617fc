"""Contract sweep s3 (issue 30): toolkit._progress promises left unpinned: the environment's
interval and mode, the defaults stack, the announce threshold (strictly above 60 s), the
exponent clip of power_law_rest, format_seconds at its switch points, the status text."""

import io
import math

import pytest

from toolkit import _progress as pg


def test_constants():
    assert pg.INTERVAL == 10.0 and pg.ANNOUNCE_SECONDS == 60.0 and pg.MODES == ("auto", "bar", "lines", "off")


@pytest.mark.parametrize("env, want", [("2.5", 2.5), ("0", 10.0), ("-1", 10.0), ("inf", 10.0), ("x", 10.0),
                                       ("", 10.0)])
def test_line_interval_from_the_environment(monkeypatch, env, want):
    monkeypatch.setenv("GLAUBER_PROGRESS_INTERVAL", env)
    assert pg.line_interval() == want


def test_resolve_modes(monkeypatch):
    out = io.StringIO()   # not a tty
    monkeypatch.setenv("GLAUBER_PROGRESS", "bogus")
    assert pg.resolve(None, file=out) == "lines"       # unknown: auto; no tty: lines
    monkeypatch.setenv("GLAUBER_PROGRESS", " OFF ")
    assert pg.resolve(None, file=out) == "off" and not pg.enabled(None)
    assert pg.resolve(True, file=out) == "lines"       # True ignores the environment
    monkeypatch.setenv("GLAUBER_PROGRESS", "bar")
    assert pg.resolve(None, file=out) == "bar"
    with pg.defaults(False):
        assert pg.resolve(None, file=out) == "off"
        with pg.defaults(None):                         # the innermost default wins
            assert pg.resolve(None, file=out) == "bar"
        assert pg.resolve(True, file=out) == "lines"   # an explicit value beats the default
    assert pg.resolve(None, file=out) == "bar"


def test_announce_only_strictly_above_sixty_seconds():
    out = io.StringIO()
    assert pg.announce_cost("x", 60.0, "d", True, file=out) is False and out.getvalue() == ""
    assert pg.announce_cost("x", 61.0, "d", True, file=out) is True
    assert out.getvalue() == "x: estimated cost ~1 min 1 s (d); --quiet silences this\n"
    assert pg.announce_cost("x", 600.0, "d", False, file=out) is False


def test_power_law_rest_clips_the_exponent():
    # times 1 and 32 at sizes 10 and 20: slope 5 in logs, clipped to 4; the line goes through the mean
    # point (mean ln n, mean ln s = 2.5 ln 2), so c = exp(2.5 ln 2 - 4 mean ln n)
    done = [(10, 1.0), (20, 32.0)]
    c = math.exp(2.5 * math.log(2) - 4 * 0.5 * (math.log(10) + math.log(20)))
    assert pg.power_law_rest(done, [40]) == pytest.approx(c * 40**4, rel=1e-12)
    # a falling time (slope -1) is clipped to 0: the geometric mean time per task
    assert pg.power_law_rest([(10, 4.0), (20, 2.0)], [40, 80]) == pytest.approx(2 * math.sqrt(8.0), rel=1e-12)
    assert pg.power_law_rest([(0, 1.0), (10, 0.0)], [10]) is None     # nothing usable done


def test_format_seconds_switch_points():
    assert pg.format_seconds(-5) == "0 s" and pg.format_seconds(59.6) == "60 s"
    assert pg.format_seconds(90) == "1 min 30 s" and pg.format_seconds(3599.4) == "59 min 59 s"
    assert pg.format_seconds(3600) == "1 h" and pg.format_seconds(7290) == "2 h 1 min"


def test_status_text():
    p = pg.Progress(10, "work", unit="task", mode="off")
    p.update(3)
    s = p.status()
    assert s.startswith("work: 3/10 tasks (30%), ") and s.endswith(" left")
    one = pg.Progress(1, "w", mode="off")
    assert one.status().startswith("w: 0/1 step (0%)") and one.status().endswith("no estimate of the rest yet")
    free = pg.Progress(0, "w", unit="row", mode="off")
    free.update(2.5)
    assert free.status().startswith("w: 2.5 rows, ")
    free.update(-1.5)
    assert free.status().startswith("w: 1 row, ")
    stage = pg.Progress(None, "stage", unit="", mode="off")
    assert stage.status().startswith("stage: ") and stage.status().endswith(" so far")
    over = pg.Progress(4, "w", mode="off")
    over.update(6)
    assert "(100%)" in over.status()                # the fraction is capped at 1


# harden11d (issue 30): format_seconds rounds to the nearest second before splitting into
# minutes and hours (module docstring: "a person's" time), and bar() shows nothing only for
# work *less than* min_work, counting the work given, not the number of updates.
def test_format_seconds_rounds_before_splitting():
    # 119.6 s rounds to 120 s = 2 min (truncated: "1 min 59 s")
    assert pg.format_seconds(119.6) == "2 min"
    # 7259.6 s rounds to 7260 s = 121 min = 2 h 1 min (truncated: 7259 s -> 120 min -> "2 h")
    assert pg.format_seconds(7259.6) == "2 h 1 min"


def test_bar_min_work_counts_the_work_and_is_strict(monkeypatch):
    monkeypatch.setenv("GLAUBER_PROGRESS", "lines")
    assert pg.bar(10, "x", None, work=50.0, min_work=100.0) is None        # 50 < 100: nothing
    for work in (100.0, 1000.0):                                             # equal or above: shown
        p = pg.bar(10, "x", None, work=work, min_work=100.0)
        assert p is not None and p.mode == "lines", work
        p.close()
    assert pg.bar(1000, "x", None, min_work=100.0) is not None and pg.bar(50, "x", None, min_work=100.0) is None
