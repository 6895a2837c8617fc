"""The ``glauber`` command (also ``python -m toolkit``).

Each subcommand lives in ``toolkit/app/commands/<name>.py`` with ``add_parser(subparsers)``
and ``run(args) -> int``; a new subcommand is one such file plus its name in
:data:`COMMANDS`.
"""

from __future__ import annotations

import argparse
import importlib
import sys

from toolkit.exceptions import GlauberError

COMMANDS = ("exact", "check", "scan", "sample", "rectangle", "window", "phase", "sweep", "verify")


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="glauber",
        description="Exact and sampled checks of Glauber dynamics on masked language models.",
    )
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    sub.required = True
    for name in COMMANDS:
        mod = importlib.import_module(f"toolkit.app.commands.{name}")
        p = mod.add_parser(sub)
        p.set_defaults(_run=mod.run)
    return parser


def main(argv=None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        return int(args._run(args) or 0)
    except GlauberError as exc:
        print(f"glauber {args.command}: error: {exc}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:  # pragma: no cover
        print("interrupted", file=sys.stderr)
        return 130


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
