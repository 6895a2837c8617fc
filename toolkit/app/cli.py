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
import importlib
import sys

from toolkit.exceptions import GlauberError

COMMANDS = ("exact", "check", "scan", "sample", "rectangle", "window", "phase", "sweep", "verify", "study")


class _Exit(Exception):
    """How a parser's own ``exit`` (``--help``, ``--version``, a bad option) leaves :func:`main`."""

    def __init__(self, status: int):
        self.status = status


class Parser(argparse.ArgumentParser):
    """An ArgumentParser whose errors are one line (``glauber sample: error: argument --n:
    invalid int value: 'x' (see glauber sample --help)``) and whose exits return from
    :func:`main` with the status instead of raising ``SystemExit`` in the caller."""

    def error(self, message):
        print(f"{self.prog}: error: {message} (see {self.prog} --help)", file=sys.stderr)
        raise _Exit(2)

    def exit(self, status=0, message=None):
        if message:
            print(message, file=sys.stderr, end="")
        raise _Exit(status)


def _version() -> str:
    import toolkit

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
        return int(args._run(args) or 0)
    except GlauberError as exc:
        msg = " ".join(str(exc).split("\n"))
        print(f"glauber {args.command}: error: {msg}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print(f"glauber {args.command}: interrupted", file=sys.stderr)
        return 130
    except BrokenPipeError:  # `glauber ... | head`: the reader left; say nothing more
        import os

        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 141


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
