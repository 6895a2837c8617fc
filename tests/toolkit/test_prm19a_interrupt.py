"""prm19a second promise sweep (issue 30): :func:`toolkit.app._interrupt.guard_interrupts`
leaves the process as it found it.

Contract (module docstring): the guard installs its own wakeup fd for the block only, and
"calls of main with an explicit argv are left alone": on leaving, the wakeup fd installed
before it (an event loop's, another guard's) is back, and the pipe it opened is closed
(no file descriptor left open per guarded command).
"""

import os
import signal

from toolkit.app import _interrupt  # noqa: F401  (the module under test, for automut's targeted set)
from toolkit.app._interrupt import guard_interrupts


def test_the_wakeup_fd_installed_before_is_restored():
    r, w = os.pipe()
    os.set_blocking(w, False)
    before = signal.set_wakeup_fd(w)
    try:
        with guard_interrupts("exact"):
            inside = signal.set_wakeup_fd(-1)  # read the guard's own fd, and put it back
            signal.set_wakeup_fd(inside, warn_on_full_buffer=False)
            assert inside not in (-1, w)
        assert signal.set_wakeup_fd(w) == w  # ours again after the block
    finally:
        signal.set_wakeup_fd(before)
        os.close(r)
        os.close(w)


def _open_fds() -> set:
    return set(os.listdir("/proc/self/fd"))


def test_no_file_descriptor_is_left_open():
    before = _open_fds()
    for _ in range(3):
        with guard_interrupts("exact"):
            pass
    assert _open_fds() == before
