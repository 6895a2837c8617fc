"""The report's spinodal claim on a mixing change *below* the spinodal (abs11a, issue 30): the
claim compares the distance ``|T_change - T_s|`` with max(2 errors, 2 % of T_s), so a change
as far below ``T_s`` as one that fails above it fails too (the claim is symmetric)."""

from toolkit.app.report import phase as sec

NAME = "mfp: mixing changes at the spinodal (phase-calibration-x.json)"


def _exact(T_change, se):
    return {"case": "mfp", "kind": "exact", "method": "m", "truth": "transition", "verdict": "transition",
            "n_values": [4, 8], "exponents": {}, "critical_temperature": None, "critical_temperature_stderr": None,
            "T_c": 1.0, "T_s": 2.0, "mixing_change": {"T_change": T_change, "T_change_stderr": se, "n_values": [8, 16]}}


def _holds(tmp_path, monkeypatch, case):
    monkeypatch.setattr(sec, "EXACT_CASES", {})
    monkeypatch.setattr(sec, "RESULTS_DIR", str(tmp_path))
    monkeypatch.setattr(sec, "calibration_records", lambda kind, d=None: [("phase-calibration-x.json",
                                                                          {"cases": [case]})])
    monkeypatch.setattr(sec, "report_dynamic", lambda *a, **k: None)
    s = sec.section(str(tmp_path), quick=True, real=False)
    return {c.name: c for c in s.claims}[NAME].holds


def test_a_change_below_the_spinodal_is_held_to_the_same_distance(tmp_path, monkeypatch):
    # T_s = 2, 2 errors = 0.125 (exact in binary): |1.875 - 2| = 0.125 holds, |1.87 - 2| = 0.13 does not,
    # and far below (T_change = 1, |1 - 2| = 1) certainly not
    assert _holds(tmp_path, monkeypatch, _exact(1.875, 0.0625)) is True
    assert _holds(tmp_path, monkeypatch, _exact(1.87, 0.0625)) is False
    assert _holds(tmp_path, monkeypatch, _exact(1.0, 0.0625)) is False
    # no error: 2 % of T_s = 0.04 is the tolerance, on either side
    assert _holds(tmp_path, monkeypatch, _exact(1.9609375, None)) is True
    assert _holds(tmp_path, monkeypatch, _exact(1.95, None)) is False
