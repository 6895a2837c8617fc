"""prm25c (issue 30, eighth sweep): ``guard_interrupts`` closes both ends of its wake-up pipe
when the block ends.

Contract (``toolkit.app._interrupt``): at the end of the block the write end is closed, so
the watcher reads end-of-file and returns, and the read end after it: no descriptor is left
open and the exit does not wait for the join timeout (1 s)."""

import os
import time

import pytest

from toolkit.app._interrupt import guard_interrupts

pytestmark = pytest.mark.skipif(not os.path.isdir("/proc/self/fd"), reason="needs /proc/self/fd")


def test_block_end_closes_the_pipe_and_returns_at_once():
    before = set(os.listdir("/proc/self/fd"))
    t0 = time.perf_counter()
    with guard_interrupts("exact"):
        pass
    took = time.perf_counter() - t0
    assert set(os.listdir("/proc/self/fd")) == before
    assert took < 0.9
