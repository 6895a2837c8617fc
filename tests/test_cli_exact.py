"""`glauber exact` end to end (in-process and as a console script)."""

import json
import subprocess
import sys

import pytest

from toolkit.cli import main

KEYS = ["n_states", "reversible", "detailed_balance_residual", "pi_min", "pi_entropy", "lambda_2",
        "lambda_star", "spectral_gap", "relaxation_time", "t_mix", "t_mix_lower_bound", "t_mix_upper_bound"]


def test_exact_json_keys(capsys):
    rc = main(["exact", "--model", "potts", "--q", "3", "--n", "4", "--coupling", "1.0", "--graph", "cycle",
               "--temperature", "1.5", "--json"])
    assert rc == 0
    out = json.loads(capsys.readouterr().out)
    for k in KEYS:
        assert k in out
    assert out["n_states"] == 81 and out["reversible"] is True
    assert out["t_mix_lower_bound"] <= out["t_mix"] <= out["t_mix_upper_bound"]


def test_exact_table_and_systematic(capsys):
    assert main(["exact", "--model", "asymmetric-pairwise", "--q", "2", "--n", "4", "--scan", "systematic"]) == 0
    out = capsys.readouterr().out
    assert "spectral_gap" in out and "t_mix(eps=0.25)" in out and "pseudo-spectral" in out


def test_exact_saved_pairwise(tmp_path, capsys):
    from toolkit.models import random_pairwise

    random_pairwise(2, 3, 1.0, symmetric=True, rng=0).save(tmp_path / "m.npz")
    assert main(["exact", "--model", f"pairwise:{tmp_path / 'm.npz'}", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["reversible"] is True


@pytest.mark.parametrize("args, msg", [
    (["--temperature", "0"], "`temperature` must be > 0"),
    (["--temperature", "nan"], "`temperature` must be > 0"),
    (["--eps", "1.5"], "`eps` must be in (0, 1)"),
    (["--q", "1"], "`q` must be >= 2"),
    (["--n", "0"], "`n` must be >= 1"),
    (["--q", "10", "--n", "9"], "above max_states"),
    (["--model", "nope"], "unknown model name 'nope'"),
])
def test_exact_bad_input(args, msg, capsys):
    assert main(["exact", *args]) == 2
    err = capsys.readouterr().err
    assert msg in err
    assert "Traceback" not in err


def test_console_script_and_module():
    out = subprocess.run([sys.executable, "-m", "toolkit", "exact", "--q", "2", "--n", "3", "--json"],
                         capture_output=True, text=True, check=True).stdout
    assert json.loads(out)["n_states"] == 8


def test_import_does_not_pull_torch():
    code = "import sys, toolkit, exact, toolkit.models, toolkit.cli; print('torch' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "False"


def test_exact_sectors_option(capsys):
    """Mean-field Potts q = 3, n = 20: --sectors all gives the full chain's gap, equal here to
    the symmetric sector's (every other sector certified below it); --sectors symmetric labels
    the same number an upper bound."""
    from exact.lumped_sectors import partitions3

    base = ["exact", "--model", "mean-field-potts", "--q", "3", "--n", "20", "--beta", "2.7", "-T", "1",
            "--method", "lumped", "--json"]
    out = {}
    for kind in ("symmetric", "all"):
        assert main([*base, "--sectors", kind]) == 0
        out[kind] = json.loads(capsys.readouterr().out)
    assert out["symmetric"]["gap_kind"].startswith("symmetric sector")
    others = len(partitions3(20)) - 1
    assert out["all"]["gap_kind"] == "full chain"
    assert f"{others} certified" in out["all"]["spectral_method"]
    assert out["all"]["spectral_gap"] == out["symmetric"]["spectral_gap"]
