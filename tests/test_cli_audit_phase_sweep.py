"""``glauber phase``, ``sweep`` and ``study``: defects of a CLI audit, each pinned at the command
line (one-line errors naming the flag and the value, before any store or output exists)."""

from __future__ import annotations

import json

import pytest

from toolkit.cli import main


def _error(capsys, command: str) -> str:
    err = capsys.readouterr().err
    lines = err.strip().splitlines()
    assert len(lines) == 1 and "Traceback" not in err, err
    assert lines[0].startswith(f"glauber {command}: error: "), err
    return lines[0]


# ---------------------------------------------------------------------- method mlm on a toy family
@pytest.mark.parametrize("argv", [
    ["phase", "--model", "curie-weiss", "-T", "0.8,1,1.2", "--n", "16,32", "--method", "mlm"],
    ["phase", "--model", "potts", "--graph", "cycle", "-T", "0.8,1,1.2", "--n", "16,32", "--method", "mlm"],
    ["sweep", "--model", "curie-weiss", "--n", "4", "--estimator", "phase", "--option", "method=mlm"],
])
def test_method_mlm_on_a_toy_family_is_a_one_line_error(argv, tmp_path, capsys):
    store = tmp_path / "x.sqlite"
    assert main([*argv, "--store", str(store)]) == 2
    err = _error(capsys, argv[0])
    assert "method 'mlm' needs a real masked LM" in err and "`--n` " in err
    assert not store.exists()


# ---------------------------------------------------------------------- study --budget
@pytest.mark.parametrize("budget", ["inf", "nan", "-inf"])
def test_study_budget_must_be_finite(budget, tmp_path, capsys):
    out = tmp_path / "o"
    assert main(["study", "--model", "potts", f"--budget={budget}", "--sections", "incompatibility",
                 "--out", str(out)]) == 2
    err = _error(capsys, "study")
    assert f"`--budget` must be > 0 and finite (seconds); got {budget}" in err
    assert not out.exists()


# ---------------------------------------------------------------------- --store
@pytest.mark.parametrize("command", [
    ["sweep", "--model", "curie-weiss", "--n", "2"],
    ["phase", "--model", "curie-weiss", "-T", "0.8,1,1.2", "--n", "16,32"],
])
def test_store_must_be_a_regular_file(command, tmp_path, capsys):
    assert main([*command, "--store", "/dev/null"]) == 2
    assert "`--store` '/dev/null' is not a regular file" in _error(capsys, command[0])
    assert main([*command, "--store", str(tmp_path)]) == 2
    assert f"`--store` {str(tmp_path)!r} is a directory" in _error(capsys, command[0])
    assert main([*command, "--store", ""]) == 2  # phase took '' for its default store
    assert "`--store` must be a file path; got ''" in _error(capsys, command[0])
    assert list(tmp_path.iterdir()) == []


# ---------------------------------------------------------------------- real-MLM phase: warnings, q
@pytest.mark.mlm
def test_real_model_smoke_grid_warns_of_unchecked_convergence_and_records_q(tmp_path, capsys):
    """The smoke grid records 3 sweeps per chain: no R-hat can be estimated (it needs 4), so
    the verdict comes with warnings naming the points (it had none); q is the 200 tokens of
    tiny-en's set (it was null)."""
    pytest.importorskip("torch")
    argv = ["phase", "--model", "tiny-en", "--grid", "smoke", "--n", "2,4", "--store", str(tmp_path / "s.sqlite")]
    assert main(argv) == 0
    out = capsys.readouterr().out
    assert "warning: 3 recorded sweeps per chain (--sweeps) is below the 4" in out
    assert "warning: R-hat of the order parameter could not be estimated at 6 of 6 sampled points" in out
    assert main([*argv, "--json"]) == 0  # reused from the store: the same warnings
    got = json.loads(capsys.readouterr().out)
    by_kind = {w["kind"]: w for w in got["warnings"]}
    assert by_kind["sweeps"]["value"] == 3 and by_kind["sweeps"]["threshold"] == 4
    assert by_kind["rhat-unknown"]["value"] == 6 and len(by_kind["rhat-unknown"]["points"]) == 6
    assert got["q"] == 200 and got["model_params"]["q"] == 200
