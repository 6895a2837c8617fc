"""prm29d: a loaded real model's phase claim names its whole n range (first..last size)."""

from __future__ import annotations

import json

from toolkit.app.report import phase as sec


def test_loaded_real_claim_names_first_to_last_size(tmp_path, monkeypatch):
    monkeypatch.setattr(sec, "EXACT_CASES", {})
    monkeypatch.setattr(sec, "RESULTS_DIR", str(tmp_path))
    monkeypatch.setattr(sec, "calibration_records", lambda kind, d=None: [])
    monkeypatch.setattr(sec, "report_dynamic", lambda *a, **k: None)
    grid = {"temperatures": [0.5, 1.0], "n_groups": 2, "chains_per_group": 2, "burn_in": 10, "n_sweeps": 20}
    model = {"model": "tiny-en", "verdict": "inconclusive", "n_values": [4, 8, 16], "grid": grid, "seconds": 3.0,
             "critical_temperature": None, "critical_temperature_stderr": None, "reasons": ["too few sizes"]}
    (tmp_path / "phase-real-cpu.json").write_text(json.dumps({"machine": "m", "device": "cpu", "models": [model]}))
    s = sec.section(str(tmp_path), quick=True, real=False)
    (c,) = [c for c in s.claims if c.name == "phase verdict, tiny-en (cpu grid, loaded)"]
    assert c.hypothesis == "n = 4..16"
