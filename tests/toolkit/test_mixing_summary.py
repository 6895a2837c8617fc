"""Plain words, the report's dynamic part and ``glauber phase --dynamic``."""

from __future__ import annotations

import json
import subprocess
import sys

from toolkit.app import mixing_summary as ms
from toolkit.app import records
from toolkit.app.report._model import Section


def _calibration():
    # hand-written: the counts are made up for the test, not results
    return {"command": "python benchmarks/mixing_calibration.py", "seconds": 10.0, "constants": [2.5, 4.0],
            "families": [
                {"name": "exact toy", "kind": "exact", "truth_summary": "polynomial", "n_seeds": 1, "right": 4,
                 "wrong": 0, "undetermined": 1},
                {"name": "sampled toy", "kind": "sampled", "truth_summary": "faster/polynomial", "n_seeds": 20,
                 "right": 30, "wrong": 3, "undetermined": 7}]}


def _real():
    return {"command": "python benchmarks/mixing_real.py", "models": [
        {"model": "sceptr", "n_values": [2, 4, 7, 14], "verdicts": [
            {"verdict": "polynomial", "temperature": 2.4, "n_values": [4, 7, 14], "exponent": 1.2, "reasons": []},
            {"verdict": "undetermined", "temperature": 0.15, "n_values": [4, 7, 14],
             "reasons": ["no class established by one quantity and contradicted by none",
                         "t_mix: a lower end is the run's own length (censored): its growth is the budget's, "
                         "not evidence"]}],
         "changes": [{"n_values": [4, 7, 14], "low": None, "high": 2.4, "estimate": None,
                      "note": "polynomial from the lowest decided temperature up"}],
         "change_lines": ["n = 4..14: T* in [-, 2.4]"],
         "counts": {"exact": 2, "estimate": 1, "bounds only": 5, "vacuous bounds": 1, "starts disagree": 0},
         "cells": [{"timescales": [{"vacuous": True}]}]}]}


def test_plain_words_say_what_is_and_is_not_established():
    m = _real()["models"][0]
    words = ms.plain_words({**m, "label": "sceptr"})
    assert words[0] == ("sceptr: polynomial growth with n is established at T = 2.4 (over n = 4..14; fitted "
                        "exponent 1.2).")
    assert words[1].startswith("Not established (undetermined) at T = 0.15: t_mix: a lower end is the run's own")
    assert "No change of class is resolved" in words[2]
    assert words[-1] == "1 bound(s) are vacuous (a lower bound of one step: it says nothing)."


def _split(rec):
    # the calibration as it is committed: the exact families in one record, the sampled in another
    return ({**rec, "families": [f for f in rec["families"] if f["kind"] == "exact"]},
            {**rec, "command": rec["command"] + " --kind sampled",
             "families": [f for f in rec["families"] if f["kind"] == "sampled"]})


def test_report_part_computes_one_case_and_quotes_the_records(monkeypatch, tmp_path):
    exact, sampled = _split(_calibration())
    (tmp_path / "mixing-calibration-exact.json").write_text(json.dumps(exact))
    (tmp_path / "mixing-calibration-sampled.json").write_text(json.dumps(sampled))
    (tmp_path / "mixing-calibration-quick.json").write_text(json.dumps(sampled))  # a smoke run: left out
    (tmp_path / "mixing-real-cpu.json").write_text(json.dumps(_real()))
    monkeypatch.setattr(records, "RESULTS_DIR", str(tmp_path))
    monkeypatch.setitem(ms.REPORT_CASE, "n_values", {False: (32, 64, 128), True: (32, 64, 128)})
    s = Section("phase", "t")
    ms.report_dynamic(s, quick=True, out_dir=str(tmp_path))
    assert (tmp_path / "phase_dynamic_curie_weiss.png").stat().st_size > 1000
    text = "\n".join(s.text)
    assert "| exact toy | exact | polynomial | 5 | 4 | 0 | 1 | 0.0% | mixing-calibration-exact.json |" in text
    assert "| sampled toy | sampled | faster/polynomial | 40 | 30 | 3 | 7 | 7.5% | mixing-calibration-sampled.json |" \
        in text
    assert "- sampled toy [sampled, 20 seed(s); truth faster/polynomial; mixing-calibration-sampled.json]: 30 of 40 " \
        "(seed, T) verdicts right, 3 wrong, 7 undetermined." in text
    assert "`python benchmarks/mixing_calibration.py --kind sampled`" in text and "quick" not in text
    assert "| sceptr | 2, 4, 7, 14 | 2.4: polynomial; 0.15: undetermined | n = 4..14: T\\* in [-, 2.4] | 2 / 1 / 5 " \
        "| 1 |" in text
    assert "commands: `python benchmarks/mixing_real.py`;" in text  # a model without its own: the record's
    assert all(c.kind == "comparison" for c in s.claims)
    rates = {c.name: c.holds for c in s.claims if "wrong-verdict rate" in c.name}
    assert rates == {"dynamic wrong-verdict rate, exact toy (loaded from mixing-calibration-exact.json)": True,
                     "dynamic wrong-verdict rate, sampled toy (loaded from mixing-calibration-sampled.json)": False}
    assert s.data["dynamic"]["calibration_loaded"] == ["mixing-calibration-exact.json",
                                                       "mixing-calibration-sampled.json"]
    # the computed case: faster below the spinodal 0.7287, polynomial above, never wrong
    computed = [c for c in s.claims if "computed now" in c.name]
    assert [c.value for c in computed][2:] == ["polynomial", "polynomial"]
    assert all(c.holds is not False for c in computed)


def test_missing_records_are_named(monkeypatch, tmp_path):
    monkeypatch.setattr(records, "RESULTS_DIR", str(tmp_path))
    monkeypatch.setitem(ms.REPORT_CASE, "n_values", {False: (32, 64, 128), True: (32, 64, 128)})
    s = Section("phase", "t")
    ms.report_dynamic(s, quick=True)
    assert "python benchmarks/mixing_calibration.py" in "\n".join(s.text)


def test_glauber_phase_dynamic_json(tmp_path):
    cmd = [sys.executable, "-m", "toolkit", "phase", "--model", "curie-weiss", "--n", "16,32,64", "-T",
           "0.5,0.8,1.5", "--dynamic", "--json", "--store", str(tmp_path / "s.sqlite")]
    r = subprocess.run(cmd, capture_output=True, text=True, timeout=600)
    assert r.returncode == 0, r.stderr[-2000:]
    out = json.loads(r.stdout)
    dyn = out["dynamic"]
    assert [v["verdict"] for v in dyn["verdicts"]][0] == "faster than polynomial"
    assert dyn["verdicts"][-1]["verdict"] == "polynomial"
    assert dyn["statement"] and dyn["n_values"] == [16, 32, 64]
    assert (tmp_path / "s-mixing").is_dir()
    # what the committed calibrations found, every split record of both verdicts, per family
    cal = out["calibration"]
    assert {"mixing-calibration-exact.json", "mixing-calibration-sampled.json"} <= {r["record"] for r in cal["dynamic"]}
    assert {"phase-calibration.json", "phase-calibration-rest.json"} <= {r["record"] for r in cal["static"]}


def test_phase_help_names_the_dynamic_option():
    import argparse

    from toolkit.app.commands import phase

    p = phase.add_parser(argparse.ArgumentParser().add_subparsers())
    assert "polynomially" in p.format_help() and p.parse_args(["--dynamic"]).dynamic


def test_every_split_record_of_both_calibrations_is_read():
    # the committed records: the dynamic calibration is split into -exact and -sampled, the
    # static one into phase-calibration.json and the runs that completed it (its index)
    dyn = records.family_rows("dynamic")
    by = {(r["record"], r["kind"]) for r in dyn}
    assert ("mixing-calibration-exact.json", "exact") in by and ("mixing-calibration-sampled.json", "sampled") in by
    for name, rec in records.calibration_records("dynamic"):  # each family's counts as its record has them
        own = {(f["name"], f["right"], f["wrong"], f["undetermined"]) for f in rec["families"]}
        assert own == {(r["family"], r["right"], r["wrong"], r["undetermined"]) for r in dyn if r["record"] == name}
    st = {r["record"]: r for r in records.family_rows("static")}
    assert {"phase-calibration.json", "phase-calibration-rest.json", "phase-calibration-long-sampling.json",
            "phase-calibration-long-sampling-rest.json"} <= set(st)
    lines = records.calibration_lines("static")
    assert any(ln.startswith("- potts-torus-3 [sampled, 3 seed(s); truth transition; phase-calibration-rest.json]: "
                             "3 of 3 right, 0 wrong") for ln in lines)
    assert any(ln.startswith("- mfp-5 [exact; truth transition; phase-calibration.json]: 1 of 1 right") for ln in lines)


def test_static_rows_score_as_the_calibration_script_does(tmp_path):
    # hand-written counts: wrong is `crossover` on a transition and `transition` elsewhere;
    # right is the truth, or anything but `transition` where there is none
    rec = {"cases": [
        {"case": "a", "kind": "sampled", "truth": "transition", "seeds": [0, 1, 2, 3, 4],
         "verdict_counts": {"transition": 2, "crossover": 1, "inconclusive": 2}},
        {"case": "b", "kind": "sampled", "truth": "no transition", "seeds": [0, 1, 2],
         "verdict_counts": {"transition": 1, "crossover": 1, "inconclusive": 1}},
        {"case": "c", "kind": "exact", "truth": "crossover", "verdict": "inconclusive"}]}
    (tmp_path / "phase-calibration-x.json").write_text(json.dumps(rec))
    rows = {r["family"]: (r["right"], r["wrong"], r["undetermined"]) for r in
            records.family_rows("static", results_dir=str(tmp_path))}
    assert rows == {"a": (2, 1, 2), "b": (2, 1, 0), "c": (0, 0, 1)}
    assert records.calibration_lines("static", results_dir=str(tmp_path / "none")) == [
        "No calibration record of the static verdict (transition / crossover / inconclusive) in benchmarks/results."]


def test_plain_words_reports_the_change_on_the_largest_sizes():
    """Changes are listed window by window, the largest sizes last: the sentence quotes that one's
    bracket (the smaller windows' T*(n) come after it, as the drift)."""
    d = {"label": "toy", "n_values": [8, 16, 32, 64], "temperatures": [0.5, 1.0],
         "verdicts": [{"verdict": "polynomial", "temperature": 1.0, "n_values": [16, 32, 64]}],
         "changes": [{"low": 0.5, "high": 0.6, "n_values": [8, 16, 32], "estimate": 0.55},
                     {"low": 0.7, "high": 0.8, "n_values": [16, 32, 64], "estimate": 0.75}], "cells": []}
    text = " ".join(ms.plain_words(d))
    assert "The class changes between T = 0.7 and T = 0.8 on n = 16..64" in text
    assert "T = 0.5 and T = 0.6" not in text
