"""prm27c (issue 30): toolkit.app.study rules driven by censored values and running totals.

- _escape_verdict (docstring): ``refuted`` only when the whole interval is below the bound AND
  no chain was censored; a censored mean is a lower estimate (the truth is larger), so with
  censored chains the verdict is ``not resolved`` even when its interval lies below the bound.
"""
from types import SimpleNamespace

from toolkit.app.study import _escape_verdict


def test_censored_mean_below_the_bound_is_not_a_refutation():
    m = SimpleNamespace(value=5.0, ci=(4.0, 6.0))   # whole interval below the bound 100
    assert _escape_verdict(2.0, 100.0, m, 0)[0] == "refuted"
    verdict, reason = _escape_verdict(2.0, 100.0, m, 3)
    assert verdict == "not resolved"
    assert "lower estimate" in reason


# - _phase_dynamic stops between sizes once the share is spent, judging the pilot's rate by
#   the seconds spent against the seconds PLANNED SO FAR (a running total): each size run at
#   exactly the planned rate keeps the slow-down factor at 1, so every planned size runs.
from tests.study_clock import SIZES, sizes_run  # noqa: E402


def test_dynamic_diagram_at_the_planned_rate_runs_every_size(monkeypatch):
    done, ran = sizes_run(monkeypatch, 10.0)   # each size takes exactly its planned 10 s
    # 50 s planned of 55 s left, each size on plan: all five run (a per-size "planned" would
    # read the rate as 3x slow at the fourth size and stop there)
    assert done == list(SIZES) == ran
