"""prm21a fourth sweep (loose assertions, issue 30): :func:`toolkit.app._interrupt.guard_interrupts`
at the boundary of its grace period.

Contract (function docstring): "a Ctrl-C that the main thread has not acted on after ``grace``
seconds ends the process with status 130". At ``grace = 0`` that is at once: the watcher's
remaining wait is then 0 or already past, and a wait already past is still "the grace period
passed" (not a reason to stop watching). The earlier tests used grace 0.2-0.3 s, where the
remaining wait is always positive when it is computed.
"""

import os
import signal
import time

from toolkit.app._interrupt import guard_interrupts

from .test_gap15b_interrupt import exits  # noqa: F401  (the fixture: os._exit recorded, Ctrl-C ignored)


def test_zero_grace_ends_at_once(exits, capfd):  # noqa: F811
    codes, called = exits
    with guard_interrupts("exact", grace=0.0):
        t0 = time.monotonic()
        os.kill(os.getpid(), signal.SIGINT)
        assert called.wait(3.0), "a Ctrl-C with grace 0 was never acted on"
        waited = time.monotonic() - t0
    assert codes == [130]
    assert waited < 1.0, waited
    assert capfd.readouterr().err == "glauber exact: interrupted\n"


def test_grace_already_spent_when_the_watcher_looks(exits, monkeypatch):  # noqa: F811
    # a grace so short that it is over before the watcher computes its wait: the wait is
    # negative before clamping (max(0, deadline - now) = 0): the command is ended, not forgotten
    codes, called = exits
    with guard_interrupts("exact", grace=1e-9):
        os.kill(os.getpid(), signal.SIGINT)
        assert called.wait(3.0), "a Ctrl-C whose grace was already spent was never acted on"
    assert codes == [130]
