"""Coverage-driven pins of :mod:`toolkit.app.report.phase` (issue 30, branch cov5h3): a loaded
calibration case that the section computes itself (Curie-Weiss) is not loaded a second time, a
real model whose package is missing is a "not run" row, and a computed real model's row, data
and claim (a masked toy stands in for tiny-en through the same real-MLM path, on a small grid).
The exact grids are shrunk as in tests/test_report_phase.py."""

import json

import numpy as np
import pytest

from toolkit.app import phase as ph
from toolkit.app.report import phase as sec

SMALL_CASES = {
    "curie-weiss": ("curie-weiss", {"beta": 1.0}, "transition", 1.0,
                    {True: ((16, 32, 64, 128), np.linspace(0.7, 1.4, 15)),
                     False: ((16, 32, 64, 128), np.linspace(0.7, 1.4, 15))}),
}


@pytest.fixture
def small(monkeypatch, tmp_path):
    monkeypatch.setattr(sec, "EXACT_CASES", SMALL_CASES)
    results = tmp_path / "results"
    results.mkdir()
    monkeypatch.setattr(sec, "RESULTS_DIR", str(results))
    return results


def test_a_loaded_case_the_section_computes_is_not_loaded_again(small, tmp_path):
    # a record holding curie-weiss (computed above) with a made-up wrong verdict, and one other case
    rec = {"mode": "full", "cases": [
        {"case": "curie-weiss", "kind": "exact", "truth": "transition", "T_c": 1.0, "verdict": "crossover",
         "critical_temperature": None, "critical_temperature_stderr": None, "exponents": {}, "n_values": [16, 128],
         "method": "exact (lumped)"},
        {"case": "other-exact", "kind": "exact", "truth": "no transition", "T_c": None, "verdict": "inconclusive",
         "critical_temperature": None, "critical_temperature_stderr": None, "exponents": {}, "n_values": [4, 8],
         "method": "exact (enumeration)"}]}
    (small / "phase-calibration.json").write_text(json.dumps(rec))
    s = sec.section(str(tmp_path), quick=True, real=False)
    names = [c.name for c in s.claims]
    assert "phase verdict, other-exact (exact, loaded from phase-calibration.json)" in names
    assert not any(n.startswith("phase verdict, curie-weiss (exact, loaded") for n in names)
    assert "phase verdict, curie-weiss (exact)" in names  # the computed one


def test_real_models_not_run_and_computed(small, tmp_path, monkeypatch):
    monkeypatch.setattr(sec, "COMPUTED_REAL", ("tiny-en", "sceptr"))

    def fake(store, name, *, grid):
        if name == "sceptr":
            raise ImportError("No module named 'sceptr'")
        # tiny-en's place: a masked toy through the same path, on a small grid
        return ph.real_phase_data(store, "masked-independent", n_values=[2, 3, 4, 5], temperatures=[0.5, 1.0, 2.0],
                                  options={"n_sweeps": 2, "n_groups": 2}, params={"q": 3})

    monkeypatch.setattr(sec, "real_phase_data", fake)
    lines = []
    s = sec.section(str(tmp_path), quick=True, real=True, progress=lines.append)
    assert "[phase] tiny-en: the quick grid" in lines and "[phase] sceptr: the quick grid" in lines
    assert "sceptr" not in s.data["real"]
    table = "\n".join(s.text)
    assert "| sceptr | not run | No module named 'sceptr' |" in table
    d = s.data["real"]["tiny-en"]
    assert d["grid"]["temperatures"] == [0.5, 1.0, 2.0] and d["grid"]["n_values"] == [2, 3, 4, 5]
    assert d["seconds"] >= 0 and d["verdict"] in ("transition", "crossover", "inconclusive")
    # the row: 3 temperatures in 0.5..2; 2 groups x 4 chains (tiny-en's quick grid) x (burn-in + 2 sweeps)
    g = d["grid"]
    chains = f"{g['n_groups'] * g['chains_per_group']} x ({g['burn_in']}+2)"
    assert f"| 2, 3, 4, 5 | 3 in 0.5..2 | {chains} |" in table
    claim = next(c for c in s.claims if c.name == "phase verdict, tiny-en (quick grid, sampled)")
    assert claim.hypothesis == "n = 2..5" and claim.kind == "comparison"
    assert (tmp_path / "phase_tiny_en_binder.png").stat().st_size > 1000
