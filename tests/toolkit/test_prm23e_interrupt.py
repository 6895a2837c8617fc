"""prm23e sixth sweep (issue 30): :func:`toolkit.app._interrupt.guard_interrupts` ends the
process with status 130 after the grace period even when its one line cannot be written
(stderr closed: ``os.write`` raises OSError). Module docstring: "prints the usual ``glauber
CMD: interrupted`` line and leaves with status 130 through os._exit"; the print is best
effort, the exit is not."""

import os
import signal

from toolkit.app import _interrupt
from toolkit.app._interrupt import guard_interrupts

from .test_gap15b_interrupt import exits  # noqa: F401  (the fixture: os._exit recorded, Ctrl-C ignored)


def test_exit_130_even_when_stderr_refuses_the_line(exits, monkeypatch):  # noqa: F811
    codes, called = exits
    real_write = os.write

    def closed_stderr(fd, data):
        if fd == 2:
            raise OSError(9, "Bad file descriptor")
        return real_write(fd, data)

    monkeypatch.setattr(os, "write", closed_stderr)
    with guard_interrupts("exact", grace=0.1):
        os.kill(os.getpid(), signal.SIGINT)
        assert called.wait(5.0)
    assert codes == [130]
    assert _interrupt.GRACE_S > 0
