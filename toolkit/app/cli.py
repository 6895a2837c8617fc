"""The ``glauber`` command (also ``python -m toolkit``).

Each subcommand lives in ``toolkit/app/commands/<name>.py`` with ``add_parser(subparsers)``
and ``run(args) -> int``; a new subcommand is one such file plus its name in
:data:`COMMANDS`. The options they share (model, temperature, eps, guards, seeds,
progress, JSON) come from the parent parsers of :mod:`toolkit.app.commands._common`, so
one flag has one meaning everywhere.

Exit status: 0 success, 1 a check failed, 2 a user error (one line on stderr, no
traceback: every :class:`~toolkit.exceptions.GlauberError` and every bad option), 130
interrupted (Ctrl-C).

>>> main(["--version"])  # doctest: +ELLIPSIS
glauber ...
0
"""

from __future__ import annotations

import argparse
import errno
import importlib
import os
import re
import sys

import toolkit
from toolkit._progress import defaults
from toolkit.exceptions import GlauberError

COMMANDS = ("exact", "check", "scan", "sample", "rectangle", "window", "phase", "sweep", "verify", "study",
            "samplers")


class _Exit(Exception):
    """How a parser's own ``exit`` (``--help``, ``--version``, a bad option) leaves :func:`main`."""

    def __init__(self, status: int):
        self.status = status


#: What argparse takes for a negative number rather than an option: ``-1e308``, ``-.5`` and
#: grids such as ``-1:1:3`` too (argparse's own pattern takes only ``-5`` and ``-0.5``, so
#: ``--coupling -1e308`` was "expected one argument"). No option of ``glauber`` starts with a
#: dash and a digit.
NEGATIVE_NUMBER = re.compile(r"^-\.?\d")


class Parser(argparse.ArgumentParser):
    """An ArgumentParser whose errors are one line (``glauber sample: error: argument --n:
    invalid int value: 'x' (see glauber sample --help)``) and whose exits return from
    :func:`main` with the status instead of raising ``SystemExit`` in the caller. A value
    that starts with a dash and a digit (``--coupling -1e308``, ``-T -1:1:3``) is a value,
    not an option.

    >>> p = Parser(prog="p"); _ = p.add_argument("--coupling", type=float)
    >>> p.parse_args(["--coupling", "-1e308"]).coupling
    -1e+308
    """

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self._negative_number_matcher = NEGATIVE_NUMBER

    def error(self, message):
        m = re.match(r"argument ([^/:\s]+)[^:]*: expected one argument", message)
        if m:  # a value that looks like an option (`--text -x`, `-T -inf`)
            message += f"; a value that starts with '-' is given with '=': {m.group(1)}=VALUE"
        print(f"{self.prog}: error: {message} (see {self.prog} --help)", file=sys.stderr)
        raise _Exit(2)

    def exit(self, status=0, message=None):
        if message:
            print(message, file=sys.stderr, end="")
        raise _Exit(status)


def _version() -> str:
    return toolkit.__version__


def build_parser() -> argparse.ArgumentParser:
    parser = Parser(
        prog="glauber",
        description="Exact and sampled checks of Glauber dynamics on masked language models.",
        epilog="Run 'glauber COMMAND --help' for a command's options.",
    )
    parser.add_argument("--version", action="version", version=f"glauber {_version()}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=Parser)
    parser.commands = {}  # name -> its parser: an unknown option is reported by the command's own
    for name in COMMANDS:
        mod = importlib.import_module(f"toolkit.app.commands.{name}")
        p = mod.add_parser(sub)
        p.set_defaults(_run=mod.run)
        parser.commands[name] = p
    return parser


def _innermost(p, args):
    """The parser of the (sub)command ``args`` ran: ``glauber scan nlogn``'s, not ``scan``'s."""
    for action in p._actions:
        if isinstance(action, argparse._SubParsersAction):
            chosen = action.choices.get(getattr(args, action.dest, None) or "")
            if chosen is not None:
                return _innermost(chosen, args)
    return p


def main(argv=None) -> int:
    parser = build_parser()
    argv = sys.argv[1:] if argv is None else list(argv)
    try:
        args, extra = parser.parse_known_args(argv)
        if extra:  # `glauber exact --jsn`: the command's parser says so, pointing at its --help
            where = _innermost(parser.commands.get(args.command, parser), args)
            where.error(f"unrecognized arguments: {' '.join(extra)}")
    except _Exit as stop:
        return stop.status
    if args.command is None:  # bare `glauber`: the overview
        parser.print_help()
        return 0

    try:
        with defaults(getattr(args, "progress", None)):  # --quiet: no progress anywhere below
            status = int(args._run(args) or 0)
        sys.stdout.flush()  # a full disk is reported here, not by the interpreter at exit
        return status
    except GlauberError as exc:
        msg = " ".join(str(exc).split("\n"))
        print(f"glauber {args.command}: error: {msg}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print(f"glauber {args.command}: interrupted", file=sys.stderr)
        return 130
    except BrokenPipeError:  # `glauber ... | head`: the reader left; say nothing more
        _stdout_to_devnull()
        return 141
    except OSError as exc:
        if not _is_stdout_error(exc):
            raise
        # `glauber ... > /dev/full`: the output could not be written (ENOSPC, EIO, ...)
        _stdout_to_devnull()
        print(f"glauber {args.command}: error: cannot write the output to standard output: "
              f"{exc.strerror or exc} (errno {exc.errno}); free space or redirect it elsewhere", file=sys.stderr)
        return 2


def _stdout_to_devnull() -> None:
    """Point stdout at /dev/null, so that the interpreter's final flush of what is still
    buffered neither fails nor prints a second error."""
    try:
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
    except (OSError, ValueError):  # no real stdout (captured): nothing to flush at exit
        pass


def _is_stdout_error(exc: OSError) -> bool:
    """Whether ``exc`` came from writing standard output (its traceback ends in a write or
    flush of ``sys.stdout``) rather than from a file a command opened."""
    if exc.filename is not None:
        return False
    return exc.errno in (errno.ENOSPC, errno.EIO, errno.EDQUOT, errno.EFBIG, errno.EPIPE, errno.EBADF)


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
