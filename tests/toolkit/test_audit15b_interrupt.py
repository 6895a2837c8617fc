"""The ``grace`` argument of :func:`toolkit.app._interrupt.guard_interrupts` (issue 30, blind audit
15b: its mutant ``audit15b._interrupt.grace_ignored``, the module default ``GRACE_S`` waited
whatever ``grace`` says, survived the first run: the targeted tests' grace periods were either
below the default, asserted only from below, or ended by a second Ctrl-C).

Contract (the function's docstring): "a Ctrl-C that the main thread has not acted on after
``grace`` seconds ends the process with status 130". The module default is set to 30 s here and
the block is given ``grace=0.2``: the forced exit comes after about 0.2 s, not 30 s. Slowness of a
loaded machine can only make the exit later, so the 10 s wait leaves a margin of 50 times the
grace on one side and 20 s on the other. ``os._exit`` is replaced by a recorder and the SIGINT
handler by a no-op (the command "does not act" on Ctrl-C), as in test_gap15b_interrupt.py.
"""

import os
import signal
import threading
import time

from toolkit.app import _interrupt
from toolkit.app._interrupt import guard_interrupts


def test_the_grace_argument_not_the_module_default_decides_when_the_process_ends(monkeypatch, capfd):
    codes, called = [], threading.Event()

    def fake_exit(code):
        codes.append(code)
        called.set()

    monkeypatch.setattr(os, "_exit", fake_exit)
    monkeypatch.setattr(_interrupt, "GRACE_S", 30.0)  # the default; the call below gives its own grace
    before = signal.signal(signal.SIGINT, lambda signum, frame: None)  # the command ignores Ctrl-C
    try:
        with guard_interrupts("window", grace=0.2):
            t0 = time.monotonic()
            os.kill(os.getpid(), signal.SIGINT)
            assert called.wait(10.0), "no forced exit 10 s after one Ctrl-C with grace=0.2"
            waited = time.monotonic() - t0
    finally:
        signal.signal(signal.SIGINT, before)
    assert codes == [130]
    assert waited >= 0.15  # and not before the grace period has passed
    assert capfd.readouterr().err == "glauber window: interrupted\n"
