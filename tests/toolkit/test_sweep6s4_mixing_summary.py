"""Contract pins of toolkit.app.mixing_summary (issue 30, sweep6s4): plain words with several
exponents (min to max, a non-finite one left out), the quantities a class comes from, the faster
class, the drift of T* over the windows; growth_claim's default reasons and hypothesis; the
report's wrong-rate limits (exact 0, sampled 0.05 inclusive) and the claims of a loaded real
record; REPORT_CASE as documented (field 0.1)."""

import json
import math

from toolkit.app import mixing_summary as ms
from toolkit.app import records
from toolkit.app.report._model import Section


def test_plain_words_exponents_sources_and_faster():
    d = {"label": "toy", "verdicts": [
        {"verdict": "polynomial", "temperature": 4.0, "n_values": [8, 16, 32], "exponent": math.nan},
        {"verdict": "polynomial", "temperature": 2.0, "n_values": [8, 16, 32], "exponent": 1.5,
         "quantity": "t_rel + t_mix"},
        {"verdict": "polynomial", "temperature": 3.0, "n_values": [8, 16, 32], "exponent": 1.1, "quantity": "t_rel"},
        {"verdict": "faster than polynomial", "temperature": 0.5, "n_values": [16, 32, 64]},
    ], "changes": [], "cells": []}
    words = ms.plain_words(d)
    assert words == [
        "toy: polynomial growth with n is established at T = 4, 2, 3 (over n = 8..32; fitted exponents 1.1 to 1.5; "
        "from t_mix and t_rel).",
        "toy: faster than polynomial growth with n is established at T = 0.5 (over n = 16..64).",
    ]


def test_plain_words_drift_of_the_change_over_windows():
    d = {"label": "toy", "verdicts": [{"verdict": "polynomial", "temperature": 1.0, "n_values": [16, 32, 64]}],
         "changes": [{"low": 0.5, "high": 0.6, "n_values": [8, 16, 32], "estimate": 0.55},
                     {"low": 0.7, "high": 0.8, "n_values": [16, 32, 64], "estimate": 0.7512345},
                     {"low": 0.7, "high": 0.8, "n_values": [32, 64, 128], "estimate": math.inf}],
         "cells": [[{"timescales": [{"vacuous": True}, {"vacuous": False}]}, {"timescales": [{"vacuous": True}]}]]}
    words = ms.plain_words(d)
    assert words[1] == ("The class changes between T = 0.7 and T = 0.8 on n = 32..128; T*(n) on the windows: "
                        "8..32: 0.55, 16..64: 0.751.")
    assert words[2] == "2 bound(s) are vacuous (a lower bound of one step: it says nothing)."


def test_growth_claim_defaults():
    c = ms.growth_claim("phase", "v", [4, 8, 16], "polynomial")
    assert (c.hypothesis, c.bound, c.value, c.holds, c.hypothesis_holds, c.kind, c.section) == (
        "n = 4..16", "-", "polynomial", True, None, "comparison", "phase")
    assert c.reason == "the growth class is established on n = 4..16"
    u = ms.growth_claim("phase", "v", [4, 8], "undetermined")
    assert u.holds is None and u.reason == "the growth class is not established on these sizes"
    assert ms.growth_claim("phase", "v", [4, 8], "undetermined", ["", "x"]).reason == (
        "the growth class is not established on these sizes")  # an empty first reason: the default


def test_report_case_is_the_documented_one():
    assert ms.REPORT_CASE["field"] == 0.1
    assert ms.REPORT_CASE["temperatures"] == (0.5, 0.6, 0.9, 1.1)


def _cal(kind, n, wrong):
    return {"command": "python benchmarks/mixing_calibration.py", "seconds": 1.0, "constants": [2.5, 4.0],
            "families": [{"name": f"{kind} fam", "kind": kind, "truth_summary": "polynomial", "n_seeds": 1,
                          "right": n - wrong, "wrong": wrong, "undetermined": 0}]}


def test_report_rate_limits_and_loaded_real_claims(monkeypatch, tmp_path):
    # sampled: 1 wrong of 20 = 0.05, at the limit (holds); exact: 1 wrong of 50 = 0.02 > 0 (fails)
    (tmp_path / "mixing-calibration-exact.json").write_text(json.dumps(_cal("exact", 50, 1)))
    (tmp_path / "mixing-calibration-sampled.json").write_text(json.dumps(_cal("sampled", 20, 1)))
    real = {"command": "c", "models": [{"model": "m1", "n_values": [2, 4, 8], "verdicts": [
        {"verdict": "faster than polynomial", "temperature": 0.25, "n_values": [2, 4, 8], "reasons": []},
        {"verdict": "undetermined", "temperature": 2.0, "n_values": [2, 4, 8], "reasons": ["why not"]}],
        "changes": [], "counts": {"exact": 0, "estimate": 0, "bounds only": 6, "vacuous bounds": 0}, "cells": []}]}
    (tmp_path / "mixing-real-cpu.json").write_text(json.dumps(real))
    monkeypatch.setattr(records, "RESULTS_DIR", str(tmp_path))
    monkeypatch.setitem(ms.REPORT_CASE, "n_values", {False: (32, 64, 128), True: (32, 64, 128)})
    s = Section("phase", "t")
    ms.report_dynamic(s, quick=True)
    rates = {c.name: (c.bound, c.value, c.holds) for c in s.claims if "wrong-verdict rate" in c.name}
    assert rates == {
        "dynamic wrong-verdict rate, exact fam (loaded from mixing-calibration-exact.json)": ("<= 0", "0.020", False),
        "dynamic wrong-verdict rate, sampled fam (loaded from mixing-calibration-sampled.json)":
            ("<= 0.05", "0.050", True)}
    loaded = [c for c in s.claims if c.name.endswith("(loaded)")]
    assert [(c.name, c.holds, c.reason) for c in loaded] == [
        ("dynamic verdict, m1 at T = 0.25 (loaded)", True, "the growth class is established on n = 2..8"),
        ("dynamic verdict, m1 at T = 2 (loaded)", None, "why not")]
    computed = [c for c in s.claims if "computed now" in c.name]
    assert [c.name for c in computed] == [f"dynamic verdict, Curie-Weiss field 0.1 at T = {T:g} (exact, computed now)"
                                          for T in (0.5, 0.6, 0.9, 1.1)]
    assert s.data["dynamic"]["real_loaded"] is True
    assert computed[0].hypothesis.startswith("known: ") and "(T_s = 0.7287)" in computed[0].hypothesis
