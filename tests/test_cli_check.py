"""`glauber check` and `glauber scan` end to end (in-process and as a console script)."""

import json
import subprocess
import sys

import pytest

from toolkit.cli import main

KEYS = ["rectangle_max_abs", "rectangle_certified_fraction", "reversible", "alpha_col", "alpha_row",
        "contraction_bound", "t_mix", "fixed_points", "escape_bound"]


def test_check_symmetric_potts(capsys):
    rc = main(["check", "--model", "potts", "--q", "3", "--n", "4", "--coupling", "1.0", "--graph", "cycle",
               "--temperature", "1.5", "--json"])
    assert rc == 0
    out = json.loads(capsys.readouterr().out)
    for k in KEYS:
        assert k in out
    assert out["rectangle_certified_fraction"] == 0 and out["reversible"] is True
    assert out["t_mix"] <= out["contraction_bound"]
    assert all("gamma" in fp and "exit_time" in fp for fp in out["fixed_points"])


def test_check_asymmetric_pairwise_table(capsys):
    rc = main(["check", "--model", "random-pairwise", "--q", "2", "--n", "5", "--model-seed", "1"])
    assert rc == 0
    out = capsys.readouterr().out
    assert "certified incompatible" in out and "NOT reversible" in out and "witnesses:" in out
    assert "sites (" in out and "contraction-tmix" in out and "escape-bound" in out


@pytest.mark.parametrize("args, msg", [
    (["--eps", "1.5"], "`eps` must be in (0, 1); got 1.5"),
    (["--temperature", "0"], "`temperature` must be > 0; got 0"),
    (["--model", "no-such-model"], "unknown model name"),
    (["--n", "1"], "n >= 2"),
])
def test_check_bad_input(capsys, args, msg):
    assert main(["check", "--q", "2", "--n", "3", *args]) == 2
    assert msg in capsys.readouterr().err


def test_scan_nlogn_and_metastable(capsys):
    assert main(["scan", "nlogn", "--graph", "cycle", "--coupling", "1", "--n-max", "6", "-T", "1.5", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert [r["n"] for r in out["rows"]] == [2, 3, 4, 5, 6] and out["all_hold"] is True
    assert main(["scan", "metastable", "--model", "planted-margin", "--q", "2", "--n", "4", "--coupling", "1.5",
                 "--temperatures", "1,0.5,0.3,0.2,0.1"]) == 0
    text = capsys.readouterr().out
    assert "fitted slope" in text and "k * gamma" in text
    assert main(["scan", "metastable", "--q", "2", "--n", "5", "--set", "basin", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["set_kind"] == "basin" and out["k"] == 2 and out["k_gamma"] == 8.0
    assert main(["scan", "metastable", "--temperatures", "1,x"]) == 2
    assert "comma-separated" in capsys.readouterr().err


def test_check_console_script():
    r = subprocess.run([sys.executable, "-m", "toolkit", "check", "--model", "potts", "--q", "2", "--n", "3",
                        "--json"], capture_output=True, text=True, timeout=120)
    assert r.returncode == 0, r.stderr
    assert json.loads(r.stdout)["reversible"] is True
