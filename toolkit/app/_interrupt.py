"""Ctrl-C answered within about a second, even inside one long numpy call.

Python runs its SIGINT handler (the ``KeyboardInterrupt``) only between bytecodes, so a
single numpy operation of several seconds (the 763 MiB coupling array of ``potts`` at
``n=200, q=50``, one ``all_site_logits`` call over it) delays Ctrl-C until it returns. The C
signal handler still writes the signal number to the wakeup file descriptor at once
(:func:`signal.set_wakeup_fd`); a watcher thread reads it and, when the command has not
ended :data:`GRACE_S` seconds later (a second Ctrl-C: at once), prints the usual
``glauber CMD: interrupted`` line and leaves with status 130 through :func:`os._exit`.
What that skips is what a kill skips: a sweep keeps every result stored before it (each
is committed as it finishes) and its workers exit with their parent.

Only the command line uses it (``glauber`` and ``python -m toolkit``); calls of
:func:`toolkit.app.cli.main` with an explicit ``argv`` (tests, scripts) are left alone.

>>> with guard_interrupts("exact"):
...     pass
"""

from __future__ import annotations

import contextlib
import os
import select
import signal
import threading
import time

#: Seconds the command has to end by itself after Ctrl-C (its ``finally`` blocks, the one
#: line on stderr) before it is ended.
GRACE_S = 1.0


@contextlib.contextmanager
def guard_interrupts(command: str | None, grace: float = GRACE_S):
    """Within the block, a Ctrl-C that the main thread has not acted on after ``grace``
    seconds ends the process with status 130 (``command`` names it in the message)."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    r, w = os.pipe()
    os.set_blocking(w, False)
    try:
        old = signal.set_wakeup_fd(w, warn_on_full_buffer=False)
    except (ValueError, OSError):  # not the main interpreter, or no signals here
        os.close(r)
        os.close(w)
        yield
        return
    done = threading.Event()

    def force():
        name = f"glauber {command}" if command else "glauber"
        with contextlib.suppress(OSError):
            os.write(2, f"{name}: interrupted\n".encode())
        os._exit(130)

    def watch():
        seen, deadline = 0, None
        while True:
            # during the grace period wait on the pipe, not on `done`, so that a second Ctrl-C
            # is read (and acted on) at once; the command's end closes the pipe (end-of-file)
            wait = None if deadline is None else max(0.0, deadline - time.monotonic())
            try:
                ready, _, _ = select.select([r], [], [], wait)
            except (OSError, ValueError):
                return
            if done.is_set():
                return
            if not ready:  # the grace period passed and the command has not ended
                force()
            try:
                data = os.read(r, 64)
            except OSError:
                return
            if not data or done.is_set():
                return
            seen += data.count(int(signal.SIGINT))
            if seen >= 2:  # a second Ctrl-C: now
                force()
            if seen == 1 and deadline is None:
                deadline = time.monotonic() + grace

    thread = threading.Thread(target=watch, name="glauber-interrupt-watch", daemon=True)
    thread.start()
    try:
        yield
    finally:
        done.set()
        signal.set_wakeup_fd(old)
        os.close(w)  # the watcher reads end-of-file and returns
        thread.join(timeout=1.0)
        os.close(r)
