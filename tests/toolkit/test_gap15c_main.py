"""gap15c: ``python -m toolkit`` (toolkit.__main__), run in-process: the exit
status is the CLI's (0 for ``--version``, 2 for an unknown model name); importing the module
(as pytest's collection of its doctests does) runs nothing."""

from __future__ import annotations

import importlib
import importlib.util
import sys

import pytest

MODULE = "toolkit.__main__"


def _run(monkeypatch, *args):
    # what `python -m toolkit` does: the module's code run as __main__ of package toolkit (its
    # source executed directly: pytest may have imported the module already, through its own loader)
    monkeypatch.setattr(sys, "argv", ["glauber", *args])
    path = importlib.util.find_spec(MODULE).origin
    with open(path) as fh:
        code = compile(fh.read(), path, "exec")
    with pytest.raises(SystemExit) as exc:
        exec(code, {"__name__": "__main__", "__package__": "toolkit", "__file__": path})
    return exc.value.code


def test_python_m_toolkit_exits_with_the_cli_status(monkeypatch, capsys):
    assert _run(monkeypatch, "--version") == 0
    assert capsys.readouterr().out.startswith("glauber ")
    code = _run(monkeypatch, "exact", "--model", "no-such-model")
    assert code == 2
    assert "unknown model name 'no-such-model'" in capsys.readouterr().err


def test_importing_the_module_runs_no_command(monkeypatch):
    monkeypatch.setattr(sys, "argv", ["glauber", "--version"])
    monkeypatch.delitem(sys.modules, MODULE, raising=False)
    mod = importlib.import_module(MODULE)          # no SystemExit
    assert callable(mod.main)
