"""prm19b promise sweep: toolkit.app.report.calibration (its table and agreement rate)."""

from __future__ import annotations

import types

import toolkit.app.report.calibration as cal
from toolkit.app.compare import CalibrationRow
from toolkit.results import Estimate


def _fake_table(model, *, name, **kw):
    rows = (CalibrationRow("mean f", "estimate", Estimate(0.5, stderr=0.1, ci=(0.25, 0.75)), Estimate.exact(0.6), True),
            CalibrationRow("R-hat", "estimate", Estimate(1.01, ci=(1.0, 1.02)), None, None),
            CalibrationRow("iat f", "estimate", Estimate(3.0, stderr=0.1, ci=(2.8, 3.2)), Estimate.exact(4.0), False))
    return types.SimpleNamespace(rows=rows, to_dict=lambda: {"model": name})


def test_table_interval_and_agreement_rate(monkeypatch, tmp_path):
    monkeypatch.setattr(cal, "calibration_table", _fake_table)
    s = cal.section_calibration(str(tmp_path), quick=True, rng=0)
    table = s.text[-1]
    # the 95% interval column shows both ends
    assert "| [0.25, 0.75] |" in table and "| [2.8, 3.2] |" in table
    # the agreement rate counts the rows with something to check (ok not None): 1 of 2 per family,
    # two families in the quick section
    rate = s.claims[-1]
    assert rate.value == "2/4" and rate.holds is False
