"""prm29c: `glauber` with no argv given parses sys.argv WITHOUT the program name (issue 30,
class C: an index off by one). `python -m toolkit --version` has sys.argv = [prog,
'--version']: the version is printed, status 0 (cli docstring: main(["--version"]) -> 0)."""

import sys

import toolkit
from toolkit.app.cli import main


def test_argv_none_reads_sys_argv_after_the_program_name(monkeypatch, capsys):
    monkeypatch.setattr(sys, "argv", ["glauber", "--version"])
    assert main() == 0
    assert capsys.readouterr().out.strip() == f"glauber {toolkit.__version__}"
