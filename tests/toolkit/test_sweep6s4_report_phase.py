"""Contract pins of the report's phase section (issue 30, sweep6s4), on loaded records: the
spinodal claim holds within max(2 errors, 2 % of T_s) (both branches at their boundary), a
sampled case's wrong-verdict rate limit 0.05 inclusive and its T_c within 2 median errors, the
right-verdict rule, the real verdict's reason, the documented grids of the computed cases."""

from toolkit.app.report import phase as sec


def _exact(T_change, se):
    return {"case": "mfp", "kind": "exact", "method": "m", "truth": "transition", "verdict": "transition",
            "n_values": [4, 8], "exponents": {}, "critical_temperature": None, "critical_temperature_stderr": None,
            "T_c": 1.0, "T_s": 2.0, "mixing_change": {"T_change": T_change, "T_change_stderr": se, "n_values": [8, 16]}}


def _sampled(rate, tc_mean, se):
    return {"case": "ising", "kind": "sampled", "truth": "transition", "verdict_counts": {"transition": 19},
            "seeds": list(range(20)), "exponent_medians": {}, "T_c_mean": tc_mean, "T_c_spread": 0.01, "T_c": 2.0,
            "T_c_median_stderr": se, "wrong_verdict_rate": rate, "not_right_rate": rate, "n_values": [8, 16]}


def _run(tmp_path, monkeypatch, cases):
    monkeypatch.setattr(sec, "EXACT_CASES", {})
    monkeypatch.setattr(sec, "RESULTS_DIR", str(tmp_path))
    monkeypatch.setattr(sec, "calibration_records", lambda kind, d=None: [("phase-calibration-x.json",
                                                                          {"cases": cases})])
    monkeypatch.setattr(sec, "report_dynamic", lambda *a, **k: None)
    s = sec.section(str(tmp_path), quick=True, real=False)
    return {c.name: c for c in s.claims}


def test_spinodal_tolerance_branches(tmp_path, monkeypatch):
    name = "mfp: mixing changes at the spinodal (phase-calibration-x.json)"
    # 2 errors = 0.125 > 2 % of T_s = 0.04: |2.125 - 2| = 0.125 holds (exact in binary)
    assert _run(tmp_path, monkeypatch, [_exact(2.125, 0.0625)])[name].holds is True
    assert _run(tmp_path, monkeypatch, [_exact(2.13, 0.0625)])[name].holds is False
    # no error: 2 % of T_s = 0.04 is the tolerance
    assert _run(tmp_path, monkeypatch, [_exact(2.0390625, None)])[name].holds is True
    assert _run(tmp_path, monkeypatch, [_exact(2.05, None)])[name].holds is False


def test_sampled_rate_and_tc(tmp_path, monkeypatch):
    cl = _run(tmp_path, monkeypatch, [_sampled(0.05, 2.25, 0.125)])
    rate = cl["wrong-verdict rate, ising (sampled, loaded from phase-calibration-x.json)"]
    tc = cl["T_c of ising vs the known 2 (phase-calibration-x.json)"]
    assert rate.holds is True and rate.value == "0.05" and tc.holds is True     # |2.25 - 2| = 2 x 0.125
    cl = _run(tmp_path, monkeypatch, [_sampled(0.06, 2.26, 0.125)])
    assert cl["wrong-verdict rate, ising (sampled, loaded from phase-calibration-x.json)"].holds is False
    assert cl["T_c of ising vs the known 2 (phase-calibration-x.json)"].holds is False


def test_right_rule_real_verdict_and_grids():
    assert sec._right("transition", "transition") and not sec._right("transition", "crossover")
    assert sec._right("crossover", "crossover") and not sec._right("crossover", "inconclusive")
    r = sec._real_verdict("inconclusive", ["few sizes.", "other"], [4.0, 32.0])
    assert r == {"verdict": "not resolved", "reason": "inconclusive on n = 4..32: few sizes"}
    assert sec._real_verdict("transition", [], [4, 8])["reason"].startswith("transition on n = 4..8 (no known answer")
    assert sec._real_verdict("inconclusive", [], [4, 8])["reason"] == "inconclusive on n = 4..8: no reason recorded"
    assert sec.COMPUTED_REAL == ("tiny-en", "sceptr")
    cw = sec.EXACT_CASES["curie-weiss"]
    assert cw[2:4] == ("transition", 1.0) and cw[4][True][0] == (16, 32, 64, 128, 256)
    assert sec.EXACT_CASES["1-D Ising (cycle)"][2] == "crossover"
    assert sec.EXACT_CASES["independent sites"][2:4] == ("no transition", None)
    assert sec._num(None) == "-" and sec._num(float("inf")) == "-" and sec._num(1.23456) == "1.235"
