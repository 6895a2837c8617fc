"""harden10c (issue 30): every warning of `glauber window` is an object with the documented
fields (docs/json.md: `kind`, `quantity`, `value`, `threshold`, `message`), the two it adds
itself included: an infinite exact value ("exact-infinite") and an undefined R-hat ("rhat")."""

from __future__ import annotations

import math
from types import SimpleNamespace

import toolkit.app.commands.window as window
from toolkit.results import Estimate

FIELDS = {"kind", "quantity", "value", "threshold", "message"}


def test_window_warnings_have_the_documented_fields(monkeypatch):
    monkeypatch.setattr(window, "report_warnings", lambda exact_report: [])
    monkeypatch.setattr(window, "sampling_warnings", lambda summary, table: [])
    rows = [SimpleNamespace(name="exit time", exact=Estimate(math.inf)),
            SimpleNamespace(name="t_mix", exact=Estimate(3.0))]
    rhat = SimpleNamespace(name="rhat(energy)", spec={"quantity": "rhat"}, estimate=Estimate(math.nan))
    report = SimpleNamespace(exact=None, temperature=0.5,
                             calibration=SimpleNamespace(summary=SimpleNamespace(quantities=[rhat]), rows=rows))
    out = window.window_warnings(report)
    assert [(w["kind"], w["quantity"]) for w in out] == [("exact-infinite", "exit time"), ("rhat", "rhat(energy)")]
    for w in out:
        assert set(w) == FIELDS, w
        assert w["value"] is None and w["threshold"] is None
