"""prm20a third promise sweep (issue 30): :func:`toolkit.app._interrupt.guard_interrupts`.

Contracts (module and function docstrings): after one Ctrl-C the command has ``grace``
seconds, counted from that Ctrl-C, to end by itself; other signals that reach the wakeup fd
meanwhile (SIGCHLD of a worker, SIGWINCH, SIGUSR1) are not Ctrl-Cs and do not restart that
period. Where signals cannot be watched (``set_wakeup_fd`` refuses: a ValueError off the
main interpreter, an OSError where there are no signals) the block just runs.
"""

import os
import signal
import time

import pytest

from toolkit.app import _interrupt
from toolkit.app._interrupt import guard_interrupts

from .test_gap15b_interrupt import exits  # noqa: F401, F811  (the fixture, not a second copy)


@pytest.fixture
def exits_usr1(exits):  # noqa: F811  (pytest passes the imported fixture)
    """gap15b's ``exits`` (``os._exit`` recorded, Ctrl-C ignored) with SIGUSR1 handled too."""
    before = signal.signal(signal.SIGUSR1, lambda signum, frame: None)  # another signal, handled
    try:
        yield exits
    finally:
        signal.signal(signal.SIGUSR1, before)


def test_other_signals_do_not_restart_the_grace(exits_usr1):
    codes, called = exits_usr1
    grace = 0.3
    with guard_interrupts("exact", grace=grace):
        t0 = time.monotonic()
        os.kill(os.getpid(), signal.SIGINT)
        # a stream of SIGUSR1 (each writes its number to the wakeup fd) for 2 s
        while not called.is_set() and time.monotonic() - t0 < 2.0:
            os.kill(os.getpid(), signal.SIGUSR1)
            time.sleep(0.05)
        waited = time.monotonic() - t0
        assert called.wait(5.0)
    assert codes == [130]
    # ended about `grace` after the one Ctrl-C, not after the other signals stopped (2 s)
    assert waited < 1.2, waited


def test_an_oserror_from_set_wakeup_fd_runs_the_block_unguarded(monkeypatch):
    def refuse(*args, **kwargs):
        raise OSError("no signals here")

    monkeypatch.setattr(_interrupt.signal, "set_wakeup_fd", refuse)
    ran = []
    with guard_interrupts("exact"):
        ran.append(1)
    assert ran == [1]
