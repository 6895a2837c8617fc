"""prm20a third promise sweep (issue 30): :func:`toolkit.app.cli.main`.

Contracts (``main``'s code comments and the module docstring): standard output is flushed
before ``main`` returns, so that a full disk on the buffered output is reported there as a
user error (status 2, one line naming standard output and the errno) rather than by the
interpreter at exit; ``--quiet`` / ``--no-progress`` means no progress anywhere below the
command (``toolkit._progress.defaults``), also in library calls that are not handed
``progress`` explicitly.
"""

import errno
import io
import sys

from toolkit import _progress
from toolkit.app import cli  # noqa: F401  (the module under test, for automut's targeted set)
from toolkit.app.cli import main
from toolkit.app.commands import exact as exact_cmd


class _FullStdout(io.StringIO):
    """A stdout whose writes are buffered and whose flush finds the disk full."""

    def flush(self):
        raise OSError(errno.ENOSPC, "No space left on device")


def test_a_full_disk_at_the_final_flush_is_status_2(monkeypatch, capsys):
    monkeypatch.setattr(exact_cmd, "run", lambda args: print("result") or 0)
    monkeypatch.setattr(sys, "stdout", _FullStdout())
    rc = main(["exact", "--quiet"])
    err = capsys.readouterr().err
    assert rc == 2, err
    assert err == (f"glauber exact: error: cannot write the output to standard output: No space left on device "
                   f"(errno {errno.ENOSPC}); free space or redirect it elsewhere\n")


def test_quiet_is_the_progress_default_below_the_command(monkeypatch):
    monkeypatch.setenv("GLAUBER_PROGRESS", "lines")  # on, unless --quiet says otherwise
    seen = []
    monkeypatch.setattr(exact_cmd, "run", lambda args: seen.append(_progress.resolve(None)) or 0)
    assert main(["exact", "--quiet"]) == 0
    assert main(["exact"]) == 0
    assert seen == ["off", "lines"]
