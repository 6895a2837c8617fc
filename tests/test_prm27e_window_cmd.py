"""prm27e (issue 30, tenth sweep): window_warnings flags an infinite exact value in EVERY
calibration row (docstring: "an exact value that is infinite ... reported, not compared").

Mutant prm27e.window_cmd.first_row_only looked at the first row only: the tests' infinite
row was the first. Here the infinite rows are the second and the fourth."""

from __future__ import annotations

import math
from types import SimpleNamespace

import toolkit.app.commands.window as window
from toolkit.results import Estimate


def test_every_infinite_row_is_flagged(monkeypatch):
    monkeypatch.setattr(window, "report_warnings", lambda exact_report: [])
    monkeypatch.setattr(window, "sampling_warnings", lambda summary, table: [])
    rows = [SimpleNamespace(name="t_mix", exact=Estimate(3.0)),
            SimpleNamespace(name="exit time", exact=Estimate(math.inf)),
            SimpleNamespace(name="autocorrelation time", exact=None),
            SimpleNamespace(name="return time", exact=Estimate(math.inf))]
    report = SimpleNamespace(exact=None, temperature=0.5,
                             calibration=SimpleNamespace(summary=SimpleNamespace(quantities=[]), rows=rows))
    out = window.window_warnings(report)
    assert [(w["kind"], w["quantity"]) for w in out] == [("exact-infinite", "exit time"),
                                                          ("exact-infinite", "return time")]
