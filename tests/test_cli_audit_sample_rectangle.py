"""Defects found by the CLI audit of ``sample``, ``exact``, ``rectangle`` and ``verify``,
each pinned by the command's own output (in process, through :func:`toolkit.cli.main`)."""

import json
import re

import numpy as np
import pytest

from toolkit.cli import main


def _one_error_line(capsys) -> str:
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1, err
    return err[0]


# ---------------------------------------------------------------------------- pairwise:PATH
@pytest.mark.parametrize("command", ["exact", "sample"])
def test_pairwise_npy_file_is_a_one_line_error(tmp_path, capsys, command):
    path = tmp_path / "pw.npy"
    np.save(path, np.zeros((3, 3)))
    assert main([command, "--model", f"pairwise:{path}"]) == 2
    line = _one_error_line(capsys)
    assert "pw.npy" in line and ".npz" in line and "h" in line and "J" in line and "3x3" in line


def test_pairwise_directory_is_a_one_line_error(tmp_path, capsys):
    assert main(["exact", "--model", f"pairwise:{tmp_path}"]) == 2
    line = _one_error_line(capsys)
    assert "is a directory" in line and ".npz" in line


# ---------------------------------------------------------------------------- censored estimates
SAMPLE = ["sample", "--model", "potts", "--q", "2", "--n", "3", "--chains", "8", "--steps", "200",
          "--pairs", "2", "--replicates", "16"]


def test_censored_coalescence_time_is_printed_as_a_lower_estimate_and_warned(capsys):
    assert main([*SAMPLE, "-T", "3", "--coupling-steps", "2"]) == 0
    out = capsys.readouterr().out
    row = next(line for line in out.splitlines() if line.startswith("mean coalescence time"))
    assert ">= " in row and "censored at 2: a lower estimate" in row
    assert re.search(r"warning: mean coalescence time >= [\d.]+ is a lower estimate: \d+ of \d+ runs were "
                     r"censored at 2 steps", out)
    assert main([*SAMPLE, "-T", "3", "--coupling-steps", "2", "--json"]) == 0
    warnings = json.loads(capsys.readouterr().out)["warnings"]
    cens = [w for w in warnings if w["kind"] == "censored"]
    assert len(cens) == 1 and cens[0]["quantity"] == "mean coalescence time" and cens[0]["threshold"] == 2


def test_uncensored_coalescence_time_has_no_note(capsys):
    assert main([*SAMPLE, "-T", "3"]) == 0
    out = capsys.readouterr().out
    assert ">=" not in out and "censored" not in out and "note" not in out.splitlines()[1]


def test_iat_window_not_reached_is_a_note_in_the_table_and_a_warning(capsys):
    # T = 0.5: the chains barely move in 40 steps, far too short for Sokal's window
    argv = ["sample", "--model", "potts", "--q", "2", "--n", "6", "-T", "0.5", "--chains", "8", "--steps", "40",
            "--pairs", "2", "--replicates", "8", "--compare-exact"]
    assert main(argv) == 0
    out = capsys.readouterr().out
    row = next(line for line in out.splitlines() if line.startswith("iat frac(0)"))
    assert "window not reached" in row and "chains too short" in row
    assert "warning: iat frac(0) = " in out
    assert main([*argv, "--json"]) == 0
    kinds = {w["kind"] for w in json.loads(capsys.readouterr().out)["warnings"]}
    assert {"iat-window", "censored"} <= kinds


# ---------------------------------------------------------------------------- rectangle --n-pairs
@pytest.mark.parametrize("pairs", ["adjacent", "all"])
def test_rectangle_n_pairs_without_random_pairs_is_refused(capsys, pairs):
    # checked before the model loads: no torch needed
    assert main(["rectangle", "--pairs", pairs, "--n-pairs", "1"]) == 2
    line = _one_error_line(capsys)
    assert "`--n-pairs` 1 applies to --pairs random only" in line and f"--pairs {pairs}" in line


# ---------------------------------------------------------------------------- verify --no-real
@pytest.mark.parametrize("sections", ["semantic", "reference,semantic"])
def test_verify_semantic_with_no_real_is_refused_before_any_work(tmp_path, capsys, sections):
    out = tmp_path / "report"
    assert main(["verify", "--out", str(out), "--no-real", "--sections", sections]) == 2
    line = _one_error_line(capsys)
    assert "`--sections` semantic needs the real MLMs" in line and "--no-real" in line
    assert not out.exists()

