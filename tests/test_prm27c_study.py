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
import pytest  # noqa: E402

import toolkit.app.study as study  # noqa: E402


class _Stop(Exception):
    pass


def test_dynamic_diagram_at_the_planned_rate_runs_every_size(monkeypatch):
    clock = {"t": 0.0}
    sizes = (4, 5, 6, 7, 8)
    opts = {"coupling_sweeps": 1, "max_pairs": 1, "n_replicates": 1, "n_sweeps": 1}
    monkeypatch.setattr(study, "plan_dynamic", lambda *a, **k: study.DynamicPlan(sizes, (1.0,), opts, 50.0))
    monkeypatch.setattr(study, "dynamic_cell_cost", lambda *a, **k: 10.0)   # 10 s planned per size (one T)
    monkeypatch.setattr(study, "time", type("T", (), {"perf_counter": staticmethod(lambda: clock["t"])}))
    ran = []

    def fake_diagram(fn, ns, temps, **kw):   # each size takes exactly its planned 10 s
        ran.extend(ns)
        clock["t"] += 10.0
        return type("D", (), {"cells": [None]})()

    def stop(done, temps, cells):
        raise _Stop(list(done))

    monkeypatch.setattr(study, "mixing_diagram", fake_diagram)
    monkeypatch.setattr(study, "diagram_verdicts", stop)
    s = study.Section("phase", "t")
    model = type("M", (), {"vocab_size": 2})()
    budget = study.Budget(100.0, 0.01, 0.001)
    with pytest.raises(_Stop) as got:
        study._phase_dynamic(s, model, list(sizes), [1.0], budget, 55.0, None, None)
    # 50 s planned of 55 s left, each size on plan: all five run (a per-size "planned" would
    # read the rate as 3x slow at the fourth size and stop there)
    assert got.value.args[0] == list(sizes) == ran
