"""gap15c: ``python -m toolkit`` (toolkit.__main__), run in-process with runpy: the exit
status is the CLI's (0 for ``--version``, 2 for an unknown model name)."""

from __future__ import annotations

import runpy
import sys

import pytest

MODULE = "toolkit.__main__"


def _run(monkeypatch, *args):
    monkeypatch.setattr(sys, "argv", ["glauber", *args])
    with pytest.raises(SystemExit) as exc:
        runpy.run_module(MODULE.split(".")[0], run_name="__main__", alter_sys=False)
    return exc.value.code


def test_python_m_toolkit_exits_with_the_cli_status(monkeypatch, capsys):
    assert _run(monkeypatch, "--version") == 0
    assert capsys.readouterr().out.startswith("glauber ")
    code = _run(monkeypatch, "exact", "--model", "no-such-model")
    assert code == 2
    assert "unknown model name 'no-such-model'" in capsys.readouterr().err
