"""The ``glauber`` entry point :func:`toolkit.cli.main` without ``argv`` (issue 30, branch gap15b):
the command-line path ran only in child processes. Contract (module docstring): from the command
line the command runs inside :func:`toolkit.app._interrupt.guard_interrupts` named by its
subcommand word; a Ctrl-C before the command's own handler gives ``glauber CMD: interrupted`` and
status 130."""

import contextlib
import sys

import toolkit.cli
from toolkit.app import cli as app_cli


@contextlib.contextmanager
def _recording(seen):
    def guard(command, *args, **kwargs):
        seen.append(command)
        return contextlib.nullcontext()

    yield guard


def _run(monkeypatch, argv, behaviour):
    seen = []
    with _recording(seen) as guard:
        monkeypatch.setattr(toolkit.cli, "guard_interrupts", guard)
        monkeypatch.setattr(sys, "argv", argv)
        monkeypatch.setattr(app_cli, "main", behaviour)
        status = toolkit.cli.main()
    return status, seen


def test_the_command_runs_guarded_by_its_subcommand_word(monkeypatch):
    calls = []

    def behaviour(argv):
        calls.append(argv)
        return 7

    status, seen = _run(monkeypatch, ["glauber", "--quiet", "exact", "--model", "toy"], behaviour)
    assert (status, seen, calls) == (7, ["exact"], [None])  # options skipped; argv read from sys.argv


def test_an_unknown_word_is_no_command(monkeypatch):
    status, seen = _run(monkeypatch, ["glauber", "nosuchcommand"], lambda argv: 3)
    assert (status, seen) == (3, [None])


def test_ctrl_c_while_building_the_parser_is_130_with_one_line(monkeypatch, capsys):
    def behaviour(argv):
        raise KeyboardInterrupt

    status, seen = _run(monkeypatch, ["glauber", "sample"], behaviour)
    assert (status, seen) == (130, ["sample"])
    assert capsys.readouterr().err == "glauber sample: interrupted\n"
    status, seen = _run(monkeypatch, ["glauber"], behaviour)
    assert (status, seen) == (130, [None])
    assert capsys.readouterr().err == "glauber: interrupted\n"
