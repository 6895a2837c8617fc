"""prm28b: the interrupt watcher never ends the process for Ctrl-C bytes it reads once the
command has ended (``done`` set): the read's two conditions (end-of-file, done) are told apart
by a stand-in Event that turns set between the watcher's select and its read."""
import os
import signal
import threading
import time

import toolkit.app._interrupt as itr


class _SetAfterFirstLook(threading.Event):
    """is_set(): False at the first look (after a pause that lets both Ctrl-C bytes arrive),
    True from then on: the command ends between the watcher's select and its read."""

    def __init__(self):
        super().__init__()
        self.looks = 0

    def is_set(self):
        self.looks += 1
        if self.looks == 1:
            time.sleep(0.3)
            return False
        return True


def test_bytes_read_after_the_command_ended_do_not_force_an_exit(monkeypatch):
    exits = []
    monkeypatch.setattr(itr.threading, "Event", _SetAfterFirstLook)
    monkeypatch.setattr(itr.os, "_exit", lambda code: exits.append(code))
    old = signal.signal(signal.SIGINT, lambda *a: None)   # no KeyboardInterrupt; the wakeup byte is still written
    try:
        with itr.guard_interrupts("x", grace=5.0):
            os.kill(os.getpid(), signal.SIGINT)
            time.sleep(0.05)
            os.kill(os.getpid(), signal.SIGINT)            # both bytes are in the pipe before the read
            time.sleep(0.8)
    finally:
        signal.signal(signal.SIGINT, old)
    assert exits == []
