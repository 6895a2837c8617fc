"""The report's phase section quotes the real MLMs' GPU diagrams (``mixing-real-gpu*.json``,
written by ``benchmarks/gpu_phase.sh``) beside the CPU record, each verdict as a claim."""

import json

from toolkit.app import mixing_summary as ms
from toolkit.app import records
from toolkit.app.report import Section


def _model(name, verdicts):
    return {"model": name, "n_values": [15, 30, 60], "verdicts": verdicts, "changes": [], "cells": [],
            "counts": {"exact": 0, "estimate": 0, "bounds only": 6, "vacuous bounds": 0}}


def test_gpu_records_are_found_by_name_and_sorted(tmp_path):
    for name in ("mixing-real-gpu-b.json", "mixing-real-gpu-a.json", "mixing-real-cpu.json", "mixing-real-gpu-a.md"):
        (tmp_path / name).write_text(json.dumps({"command": name, "models": []}))
    found = ms.real_gpu_records(str(tmp_path))
    assert [name for name, _ in found] == ["mixing-real-gpu-a.json", "mixing-real-gpu-b.json"]
    assert found[0][1]["command"] == "mixing-real-gpu-a.json"
    assert ms.real_gpu_records(str(tmp_path / "absent")) == []


def test_report_quotes_each_gpu_verdict_as_a_claim(monkeypatch, tmp_path):
    rec = {"command": "gpu-cmd", "note": "two device calls", "models": [_model("vh", [
        {"verdict": "polynomial", "temperature": 2.4, "n_values": [30, 60, 120], "exponent": 1.7, "reasons": []},
        {"verdict": "undetermined", "temperature": 0.3, "n_values": [30, 60, 120], "reasons": ["censored"]}])]}
    (tmp_path / "mixing-real-gpu-vh.json").write_text(json.dumps(rec))
    monkeypatch.setattr(records, "RESULTS_DIR", str(tmp_path))
    monkeypatch.setitem(ms.REPORT_CASE, "n_values", {False: (32, 64, 128), True: (32, 64, 128)})
    s = Section("phase", "t")
    ms.report_dynamic(s, quick=True)
    gpu = [c for c in s.claims if c.name.endswith("(GPU, loaded)")]
    # an established class holds on its window; an undetermined one is neither (None) and gives its reason
    assert [(c.name, c.holds, c.reason) for c in gpu] == [
        ("dynamic verdict, vh at T = 2.4 (GPU, loaded)", True, "the growth class is established on n = 30..120"),
        ("dynamic verdict, vh at T = 0.3 (GPU, loaded)", None, "censored")]
    text = "\n".join(s.text)
    assert "mixing-real-gpu-vh.json" in text and "`gpu-cmd`" in text and "two device calls" not in text
    assert "vh (GPU): polynomial growth with n is established at T = 2.4" in text
    assert s.data["dynamic"]["real_gpu_loaded"] == ["mixing-real-gpu-vh.json"]
