"""prm30c: a loaded real-MLM record with an error in one model keeps the models after it
(issue 30, thirteenth sweep: one inner item offending)."""

from __future__ import annotations

import json

from toolkit.app.report import phase as sec


def test_error_in_an_inner_model_keeps_the_rest(tmp_path, monkeypatch):
    monkeypatch.setattr(sec, "EXACT_CASES", {})
    monkeypatch.setattr(sec, "RESULTS_DIR", str(tmp_path))
    monkeypatch.setattr(sec, "calibration_records", lambda kind, d=None: [])
    monkeypatch.setattr(sec, "report_dynamic", lambda *a, **k: None)
    grid = {"temperatures": [0.5, 1.0], "n_groups": 2, "chains_per_group": 2, "burn_in": 10, "n_sweeps": 20}

    def model(name):
        return {"model": name, "verdict": "inconclusive", "n_values": [4, 8], "grid": grid, "seconds": 3.0,
                "critical_temperature": None, "critical_temperature_stderr": None, "reasons": ["too few sizes"]}

    models = [model("tiny-en"), {"model": "sceptr", "error": "no weights"}, model("antiberty")]
    (tmp_path / "phase-real-cpu.json").write_text(json.dumps({"machine": "m", "device": "cpu", "models": models}))
    s = sec.section(str(tmp_path), quick=True, real=False)
    names = [c.name for c in s.claims]
    assert "phase verdict, tiny-en (cpu grid, loaded)" in names
    assert "phase verdict, antiberty (cpu grid, loaded)" in names
    assert set(s.data["real"]) == {"tiny-en (cpu)", "antiberty (cpu)"}
    table = "\n".join(s.text)
    assert "| sceptr | cpu grid, loaded | error | no weights |" in table
