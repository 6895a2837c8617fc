"""Defects found by the CLI audit of ``sample``, ``exact``, ``rectangle`` and ``verify``,
each pinned by the command's own output (in process, through :func:`toolkit.cli.main`)."""

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
