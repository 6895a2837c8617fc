"""prm20c promise sweep (issue 30): toolkit.app.report.phase's printed cells: T_c's standard
error to 2 significant digits, and a loaded real-model row's time from the record's compute
seconds (its wall seconds include loading and waiting)."""

from __future__ import annotations

import json

import pytest

from toolkit.app.report import phase as sec


def test_tc_cell_stderr_to_two_digits():
    assert sec._tc({"critical_temperature": 1.02345, "critical_temperature_stderr": 0.012345}) == "1.023 ± 0.012"
    assert sec._tc({"critical_temperature": float("nan"), "critical_temperature_stderr": 0.1}) == "none"


@pytest.fixture
def loaded_only(monkeypatch, tmp_path):
    monkeypatch.setattr(sec, "EXACT_CASES", {})
    results = tmp_path / "results"
    results.mkdir()
    monkeypatch.setattr(sec, "RESULTS_DIR", str(results))
    return results


def test_loaded_real_row_shows_compute_seconds(loaded_only, tmp_path):
    rec = {"machine": "box", "device": "cpu", "models": [
        {"model": "toy-mlm", "grid": {"temperatures": [0.5, 1.0], "n_groups": 2, "chains_per_group": 3,
                                      "burn_in": 10, "n_sweeps": 20},
         "verdict": "inconclusive", "critical_temperature": None, "critical_temperature_stderr": None,
         "n_values": [4, 8], "reasons": ["too few sizes."], "seconds": 100.0, "compute_seconds": 42.0}]}
    (loaded_only / "phase-real-cpu.json").write_text(json.dumps(rec))
    s = sec.section(str(tmp_path), quick=True, real=False)
    text = "\n".join(s.text)
    assert "42 s (box, cpu)" in text and "100 s (box, cpu)" not in text
