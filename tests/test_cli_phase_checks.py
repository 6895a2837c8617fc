"""``glauber phase``: every check of the grid before any task runs or any store exists, the
self-describing JSON and the warnings of a sampled grid too short to trust (CLI audit)."""

from __future__ import annotations

import json

import pytest

from toolkit.cli import main

TORUS = ["--model", "potts", "--graph", "torus", "--q", "2"]


@pytest.mark.parametrize("argv, needle", [
    # the temperature grid: finite, > 0, at least three values
    (["--model", "curie-weiss", "--n", "4,8", "--temperature", "inf,1"], "`--temperature` values must be finite"),
    (["--model", "curie-weiss", "--n", "4,8", "--temperature", "1,2"], "`--temperature` needs >= 3"),
    (["--model", "random-table", "--q", "3", "--n", "3,4", "--temperature", "1,2"], "`--temperature` needs >= 3"),
    # sizes: >= 1, two at least, and what the model's method needs at each
    (["--n", "0,6", "--temperature", "1,2,3"], "`--n` sizes must be integers >= 1; got 0"),
    (["--n", "6", "--temperature", "1,2,3"], "`--n` needs >= 2 distinct sizes"),
    ([*TORUS, "--n", "9,16,25", "--temperature", "1,2,3"], "`--n` 9: --graph torus has n = L*L sites with L even"),
    ([*TORUS, "--n", "16,25", "--temperature", "1,2,3"], "`--n` 25: --graph torus"),
    ([*TORUS, "--n", "16,20", "--temperature", "1,2,3", "--method", "enumeration"], "`--n` 20: --graph torus"),
    (["--model", "random-table", "--q", "3", "--n", "4,12", "--temperature", "1,2,3"],
     "`--n` 12: no exact or lattice method"),
    (["--model", "potts", "--graph", "cycle", "--q", "2", "--n", "16,36", "--temperature", "1,2,3",
      "--method", "lumped"], "`--method` lumped with `--n` 16"),
    (["--model", "potts", "--q", "50", "--n", "1000,2000", "--temperature", "1,2,3"], "; lower --n or --q"),
    # sampling options by their flags
    (["--sweeps", "0", "--n", "4,8", "--temperature", "1,2,3"], "`--sweeps` must be >= 1"),
    ([*TORUS, "--sweeps", "3", "--n", "16,36", "--temperature", "1,2,3"], "`--sweeps` must be >= 4"),
    (["--groups", "-1", "--n", "4,8", "--temperature", "1,2,3"], "`--groups` must be >= 2"),
])
def test_bad_grid_is_one_line_naming_the_flag_before_any_store(argv, needle, tmp_path, monkeypatch, capsys):
    monkeypatch.chdir(tmp_path)  # the default store would land here
    assert main(["phase", *argv]) == 2
    err = capsys.readouterr().err
    lines = err.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("glauber phase: error: "), err
    assert needle in lines[0], err
    for python_name in ("n_sweeps", "n_groups", "n_values", "max_memory (None", "pass a larger", "task "):
        assert python_name not in err, err
    assert list(tmp_path.iterdir()) == []  # no store, no rows


def _json(capsys, tmp_path, *argv):
    assert main(["phase", *argv, "--store", str(tmp_path / "p.sqlite"), "--json"]) == 0
    return json.loads(capsys.readouterr().out)


def test_json_records_the_model_parameters_with_defaults(tmp_path, capsys):
    out = _json(capsys, tmp_path, "--model", "curie-weiss", "--n", "16,32", "--temperature", "0.9,1,1.1")
    assert out["model_params"] == {"beta": 1.0, "field": 0.0}  # the defaults, as the store records them
    assert out["q"] == 2 and out["n"] == [16, 32] and out["seeds"] == {"model_seed": None, "seed": 0}
    assert out["warnings"] == [] and "params" not in out


def test_json_records_the_random_model_seed_and_scale(tmp_path, capsys):
    out = _json(capsys, tmp_path, "--model", "random-table", "--q", "3", "--n", "3,4", "--temperature", "0.5,1,2")
    assert out["model_params"] == {"q": 3, "scale": 1.0, "seed": 0}
    assert out["q"] == 3 and out["n"] == [3, 4] and out["seeds"]["model_seed"] == 0
    assert out["method"] == "exact (enumeration)" and out["warnings"] == []


def test_short_lattice_runs_warn_in_table_and_json(tmp_path, capsys):
    argv = [*TORUS, "--n", "16,36", "--temperature", "1,2,3", "--sweeps", "5", "--groups", "2",
            "--store", str(tmp_path / "t.sqlite")]
    assert main(["phase", *argv]) == 0
    out = capsys.readouterr().out
    assert "warning: --sweeps 5 is below the recommended minimum of 100" in out
    assert "sampled points did not converge" in out and "the verdict is inconclusive" in out
    assert out.startswith("potts: inconclusive")  # unconverged points give no verdict (issue 24)
    assert main(["phase", *argv, "--json"]) == 0  # reused from the store: the same warnings
    res = json.loads(capsys.readouterr().out)
    by_kind = {w["kind"]: w for w in res["warnings"]}
    assert {"sweeps", "unconverged"} <= set(by_kind) and res["verdict"] == "inconclusive"
    assert by_kind["sweeps"]["value"] == 5 and by_kind["sweeps"]["threshold"] == 100
    assert by_kind["unconverged"]["threshold"] == {"rhat": 1.1, "ess": 100.0} and by_kind["unconverged"]["points"]


def test_long_enough_lattice_runs_have_no_warning(tmp_path, capsys):
    # far above T_c = 1.13: the heat bath decorrelates in a sweep or two
    out = _json(capsys, tmp_path, *TORUS, "--n", "16,36", "--temperature", "6,7,8", "--sweeps", "100",
                "--groups", "2")
    assert out["method"] == "sampled (checkerboard heat bath, half ordered, half random starts)"
    assert out["warnings"] == []
