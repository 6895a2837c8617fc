"""In-process pins of :mod:`toolkit.app._interrupt`'s forced exit (issue 30, branch gap15b): the
paths that end the process ran only in child processes, which the targeted tests' coverage and a
mutant run do not see. ``os._exit`` is replaced by a recorder, the SIGINT handler by a no-op (the
command "does not act" on Ctrl-C), so the watcher's decision is observed here.

Contract (module docstring): after one Ctrl-C the command has ``grace`` seconds to end by itself,
then ``glauber CMD: interrupted`` is printed and the process leaves with status 130; a second
Ctrl-C ends it at once; where signals cannot be watched the block just runs."""

import os
import signal
import threading
import time

import pytest

from toolkit.app import _interrupt
from toolkit.app._interrupt import guard_interrupts


@pytest.fixture
def exits(monkeypatch):
    codes = []
    called = threading.Event()

    def fake_exit(code):
        codes.append(code)
        called.set()

    monkeypatch.setattr(os, "_exit", fake_exit)
    before = signal.signal(signal.SIGINT, lambda signum, frame: None)  # the command ignores Ctrl-C
    try:
        yield codes, called
    finally:
        signal.signal(signal.SIGINT, before)


def test_one_ctrl_c_not_acted_on_ends_with_130_after_the_grace(exits, capfd):
    codes, called = exits
    with guard_interrupts("exact", grace=0.2):
        t0 = time.monotonic()
        os.kill(os.getpid(), signal.SIGINT)
        assert called.wait(5.0)
        waited = time.monotonic() - t0
    assert codes == [130]
    assert waited >= 0.15  # not before the grace period has passed
    assert capfd.readouterr().err == "glauber exact: interrupted\n"


def test_a_second_ctrl_c_ends_at_once(exits, capfd):
    codes, called = exits
    with guard_interrupts(None, grace=30.0):
        os.kill(os.getpid(), signal.SIGINT)
        time.sleep(0.05)
        assert not called.is_set()  # one Ctrl-C: the 30 s grace runs
        os.kill(os.getpid(), signal.SIGINT)
        assert called.wait(5.0)  # the second: now, not after 30 s
    assert codes == [130]
    assert capfd.readouterr().err == "glauber: interrupted\n"  # no command: the bare program name


def test_a_command_that_ends_within_the_grace_is_not_forced(exits):
    codes, called = exits
    with guard_interrupts("x", grace=0.5):
        os.kill(os.getpid(), signal.SIGINT)
        time.sleep(0.05)
    time.sleep(0.8)  # past the grace: the watcher has returned at the block's end
    assert codes == []


def _open_fds():
    return set(os.listdir("/proc/self/fd")) if os.path.isdir("/proc/self/fd") else None


def test_no_signals_here_the_block_just_runs_and_leaks_no_pipe(monkeypatch):
    def refuse(*args, **kwargs):
        raise ValueError("set_wakeup_fd only works in main thread of the main interpreter")

    before = _open_fds()
    monkeypatch.setattr(_interrupt.signal, "set_wakeup_fd", refuse)
    ran = []
    with guard_interrupts("x", grace=0.0):
        ran.append(True)
    assert ran == [True]
    if before is not None:
        assert _open_fds() == before  # the pipe made for the watcher is closed again
    assert not [t for t in threading.enumerate() if t.name == "glauber-interrupt-watch"]
