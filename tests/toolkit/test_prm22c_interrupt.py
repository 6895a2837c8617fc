"""prm22c fifth sweep (boundaries, issue 30): :func:`toolkit.app._interrupt.guard_interrupts`
ends a Ctrl-C'd command after ``grace`` seconds, no later.

Contract (function docstring): "a Ctrl-C that the main thread has not acted on after ``grace``
seconds ends the process with status 130". The earlier tests bound the wait from below
(``>= 0.15`` at grace 0.2) or at grace 0 from above by a whole second, so a floor on the grace
(at least 0.5 s) passed them. Here the grace is 0.1 s and the end must come well before 0.5 s.
"""

import os
import signal
import time

from toolkit.app._interrupt import guard_interrupts

from .test_gap15b_interrupt import exits  # noqa: F401  (the fixture: os._exit recorded, Ctrl-C ignored)


def test_short_grace_is_not_lengthened(exits):  # noqa: F811
    codes, called = exits
    with guard_interrupts("exact", grace=0.1):
        t0 = time.monotonic()
        os.kill(os.getpid(), signal.SIGINT)
        assert called.wait(5.0), "a Ctrl-C not acted on was never forced"
        waited = time.monotonic() - t0
    assert codes == [130]
    assert 0.08 <= waited < 0.45, waited  # grace 0.1 s: after it, and long before 0.5 s
