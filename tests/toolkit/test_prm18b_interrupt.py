"""prm18b promise sweep (issue 30): only Ctrl-C counts in
:func:`toolkit.app._interrupt.guard_interrupts`.

Contract (module and function docstrings): a *Ctrl-C* not acted on after ``grace`` seconds, or a
second *Ctrl-C*, ends the process. Python's C signal handler writes the number of every signal
that has a Python handler to the wakeup fd, so another signal (here SIGUSR1, given a no-op
handler) reaches the watcher too: two of them must not end the command. ``os._exit`` is
replaced by a recorder, as in test_audit15b_interrupt.py.
"""

import os
import signal
import threading
import time

from toolkit.app import _interrupt  # noqa: F401  (the module under test, for automut's targeted set)
from toolkit.app._interrupt import guard_interrupts


def test_other_signals_are_not_counted_as_ctrl_c(monkeypatch):
    codes, called = [], threading.Event()

    def fake_exit(code):
        codes.append(code)
        called.set()

    monkeypatch.setattr(os, "_exit", fake_exit)
    seen = []
    before = signal.signal(signal.SIGUSR1, lambda signum, frame: seen.append(signum))
    try:
        with guard_interrupts("exact", grace=30.0):
            os.kill(os.getpid(), signal.SIGUSR1)
            time.sleep(0.05)
            os.kill(os.getpid(), signal.SIGUSR1)
            # a forced exit would come at once (two "Ctrl-C"): wait well past the watcher's reaction
            assert not called.wait(1.0)
    finally:
        signal.signal(signal.SIGUSR1, before)
    assert codes == [] and len(seen) == 2
