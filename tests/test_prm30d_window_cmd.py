"""prm30d (issue 30): each 'exact-infinite' warning of ``glauber window`` names its own row.

Docstring of :func:`toolkit.app.commands.window.window_warnings`: an exact value that is
infinite is reported, not compared, one warning per such row. Calibration rows where only an
inner one (the second of three) is infinite: the warning's message must name that row (the
first row's exact value is finite and must not be named)."""

from __future__ import annotations

import math
from types import SimpleNamespace

import toolkit.app.commands.window as window
from toolkit.results import Estimate


def test_the_message_names_the_infinite_row(monkeypatch):
    monkeypatch.setattr(window, "report_warnings", lambda exact_report: [])
    monkeypatch.setattr(window, "sampling_warnings", lambda summary, table: [])
    rows = [SimpleNamespace(name="t_mix", exact=Estimate(3.0)),
            SimpleNamespace(name="exit time", exact=Estimate(math.inf)),
            SimpleNamespace(name="autocorrelation time", exact=Estimate(2.0))]
    report = SimpleNamespace(exact=None, temperature=0.5,
                             calibration=SimpleNamespace(summary=SimpleNamespace(quantities=[]), rows=rows))
    (w,) = window.window_warnings(report)
    assert w["kind"] == "exact-infinite" and w["quantity"] == "exit time"
    assert w["message"].startswith("exit time: the exact value is infinite in float64 at T = 0.5")
    assert "t_mix" not in w["message"]
