"""The ``glauber`` entry point (``console_scripts``): the CLI lives in :mod:`toolkit.app.cli`.

From the command line (no ``argv`` given), Ctrl-C is answered within about a second even
inside a long numpy call or while the commands are being imported
(:mod:`toolkit.app._interrupt`); with an explicit ``argv`` this is
:func:`toolkit.app.cli.main` itself.

>>> main(["--version"])  # doctest: +ELLIPSIS
glauber ...
0
"""

from __future__ import annotations

import sys

from toolkit.app import cli  # light: the subcommands are imported when the parser is built
from toolkit.app._interrupt import guard_interrupts


def main(argv=None) -> int:
    if argv is not None:
        return cli.main(argv)

    words = [a for a in sys.argv[1:] if not a.startswith("-")]
    command = words[0] if words and words[0] in cli.COMMANDS else None
    try:
        with guard_interrupts(command):
            return cli.main(None)
    except KeyboardInterrupt:  # before the command's own handler (building the parser)
        print(f"glauber{' ' + command if command else ''}: interrupted", file=sys.stderr)
        return 130
