"""harden10d: ``glauber verify``'s ``--out`` check refuses a directory it cannot write
(check_out_dir's docstring: "must be a directory that exists or can be made, and that can be
written"); automut survivor: the writability check after ``makedirs`` dropped."""

from __future__ import annotations

import pytest

import toolkit.app.commands.verify as verify_cmd
from toolkit.exceptions import InvalidInputError


def test_check_out_dir_refuses_an_unwritable_directory(tmp_path, monkeypatch):
    out = tmp_path / "report"
    out.mkdir()
    # the tests may run as root, for whom every directory is writable: os.access is made to
    # answer what it answers a user for a read-only directory
    monkeypatch.setattr(verify_cmd.os, "access", lambda path, mode: False)
    with pytest.raises(InvalidInputError, match="not writable") as exc:
        verify_cmd.check_out_dir(str(out))
    assert str(out) in str(exc.value)
