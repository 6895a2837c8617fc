"""toolkit.app.cli: negative values written ``-.5``, errors of files versus standard output,
and the interrupt status (harden8h2, issue 30).

Contract (the module's ``NEGATIVE_NUMBER``: "``-1e308``, ``-.5`` and grids such as ``-1:1:3``"
are values, not options); ``_is_stdout_error``: an OSError that names a file came from a
file the command opened, not from standard output; Ctrl-C exits with 130 (128 + SIGINT).
"""

from __future__ import annotations

import argparse
import errno

import pytest

from toolkit.app import cli


@pytest.mark.parametrize("value,expected", [("-.5", -0.5), ("-0.5", -0.5), ("-5", -5.0), ("-1e308", -1e308)])
def test_negative_values_are_values(value, expected):
    p = cli.Parser(prog="p")
    p.add_argument("--coupling", type=float)
    assert p.parse_args(["--coupling", value]).coupling == expected


def test_negative_grid_is_a_value():
    p = cli.Parser(prog="p")
    p.add_argument("-T", dest="temperature")
    assert p.parse_args(["-T", "-.5:1:3"]).temperature == "-.5:1:3"


@pytest.mark.parametrize("code", [errno.ENOSPC, errno.EIO, errno.EPIPE])
def test_file_errors_are_not_stdout_errors(code):
    assert cli._is_stdout_error(OSError(code, "no space")) is True
    assert cli._is_stdout_error(OSError(code, "no space", "out.json")) is False
    assert cli._is_stdout_error(OSError(errno.ENOENT, "missing")) is False


def test_interrupt_exits_130(monkeypatch, capsys):
    def boom(args):
        raise KeyboardInterrupt

    parser = cli.build_parser()
    monkeypatch.setattr(cli, "build_parser", lambda: parser)
    monkeypatch.setattr(parser, "parse_known_args",
                        lambda argv: (argparse.Namespace(command="exact", _run=boom, progress=None), []))
    assert cli.main(["exact"]) == 130
    assert "glauber exact: interrupted" in capsys.readouterr().err
