"""``glauber phase``: the calibrated verdict on families whose answer is known.

Curie-Weiss (exact, lumped): a transition at T_c = beta (Ellis, ch. IV); the 1-D Ising chain
(exact, transfer matrices): no finite-temperature transition (a crossover); independent
sites: never a transition. Grids are smaller than the presets so the tests stay quick; the
presets themselves are timed in benchmarks/phase_calibration.py.
"""

from __future__ import annotations

import json
import math

import pytest

from toolkit.cli import main

KEYS = {"verdict", "critical_temperature", "critical_temperature_stderr", "exponents", "n_values", "method"}


def _run(capsys, tmp_path, *args):
    store = str(tmp_path / "phase.sqlite")
    rc = main(["phase", *args, "--store", store, "--json"])
    assert rc == 0
    return json.loads(capsys.readouterr().out), store


def test_curie_weiss_is_a_transition_at_beta(capsys, tmp_path):
    out, store = _run(capsys, tmp_path, "--model", "curie-weiss", "--beta", "1.0",
                      "--n", "16,32,64,128,256,512", "--temperature", "0.7:1.4:29")
    assert KEYS <= set(out)
    assert out["verdict"] == "transition" and out["method"] == "exact (lumped)"
    assert abs(out["critical_temperature"] - 1.0) <= 0.02
    assert out["critical_temperature_stderr"] > 0
    # mean-field 1/nu = 1/2 in units of n (Ellis; Binder collapse)
    assert out["exponents"]["1/nu (collapse)"]["value"] == pytest.approx(0.5, abs=0.1)
    # the store resumes: a second run computes nothing
    rc = main(["phase", "--model", "curie-weiss", "--beta", "1.0", "--n", "16,32,64,128,256,512",
               "--temperature", "0.7:1.4:29", "--store", store, "--json"])
    again = json.loads(capsys.readouterr().out)
    assert rc == 0 and again["timings"]["tasks_run"] == 0 and again["verdict"] == "transition"


def test_one_dimensional_ising_is_a_crossover(capsys, tmp_path):
    out, _ = _run(capsys, tmp_path, "--model", "potts", "--q", "2", "--graph", "cycle",
                  "--n", "10,20,50,100,200,500,1000", "--temperature", "geom:0.08:2:30")
    assert out["verdict"] == "crossover" and out["critical_temperature"] is None
    assert out["method"] == "exact (transfer matrix)"


def test_independent_sites_are_not_a_transition(capsys, tmp_path):
    out, _ = _run(capsys, tmp_path, "--model", "independent", "--n", "16,32,64,128,256")
    assert out["verdict"] != "transition"


def test_bad_grids_are_clear_errors(capsys, tmp_path):
    assert main(["phase", "--model", "random-table", "--store", str(tmp_path / "x.sqlite")]) == 2
    assert "no preset grid" in capsys.readouterr().err
    assert main(["phase", "--model", "curie-weiss", "--n", "a,b", "--store", str(tmp_path / "y.sqlite")]) == 2
    assert "--n" in capsys.readouterr().err


def test_numbers_parser():
    from toolkit.app.commands.phase import _numbers

    assert _numbers("1,2,3", "n", integer=True) == [1, 2, 3]
    assert _numbers("0:1:3", "t") == [0.0, 0.5, 1.0]
    assert [round(v, 12) for v in _numbers("geom:1:100:3", "t")] == [1.0, 10.0, 100.0]
    assert math.isclose(_numbers("geom:0.5:2:3", "t")[1], 1.0)


@pytest.mark.mlm
def test_real_model_runs_its_budget_grid(capsys, tmp_path):
    """`glauber phase --model sceptr --grid smoke`: windows of n = 1..4 residues of the
    14-residue CDR3B, sampled from several starts with the connected replica overlap (the
    plumbing: a verdict with its keys, the budget grid in the parameters, the sampled method
    named; 3 sweeps cannot converge, so inconclusive)."""
    pytest.importorskip("torch")
    pytest.importorskip("sceptr")
    out, store = _run(capsys, tmp_path, "--model", "sceptr", "--grid", "smoke")
    assert KEYS <= set(out)
    assert out["verdict"] in ("transition", "crossover", "inconclusive") and out["n_values"] == [1, 2, 3, 4]
    assert out["params"]["grid"] == "smoke" and out["params"]["n_groups"] == 2
    assert "connected replica overlap" in out["method"] and out["verdict"] == "inconclusive"
    assert out["reasons"]


def test_real_model_presets_are_the_cpu_grids():
    from toolkit.app.phase import REAL_GRIDS, preset_for, real_phase_params

    for name, spec in REAL_GRIDS["cpu"].items():
        ns, temps = preset_for(name, {})
        assert ns == tuple(spec["n_values"]) and list(temps) == list(spec["temperatures"])
    # windows are nested and the largest is the whole template (tiny-en: 32 word slots)
    assert real_phase_params("tiny-en", 32)["free_positions"] == list(range(32))
    a, b = (set(real_phase_params("sapiens-vh", n)["free_positions"]) for n in (15, 30))
    assert a < b
