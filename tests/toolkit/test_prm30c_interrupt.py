"""prm30c: guard_interrupts counts a Ctrl-C that arrives in the same read of the wakeup pipe
as another signal's byte, after it (issue 30, thirteenth sweep: one inner item offending).

SIGUSR1 and SIGINT are blocked, raised and unblocked together, so both C handlers write their
bytes before the main thread lets the watcher run (it holds the GIL until its sleep): the watcher
reads the two bytes at once, on Linux in the order ``[SIGUSR1, SIGINT]`` (measured). The main
thread ignores the Ctrl-C (a Python handler that does nothing), so only the guard ends the
process, with status 130, after its grace."""

import os
import signal
import subprocess
import sys
import textwrap

import pytest

CODE = textwrap.dedent("""
    import os, signal, time
    from toolkit.app._interrupt import guard_interrupts
    signal.signal(signal.SIGINT, lambda *a: None)
    signal.signal(signal.SIGUSR1, lambda *a: None)
    both = {signal.SIGUSR1, signal.SIGINT}
    with guard_interrupts("demo", grace=0.2):
        signal.pthread_sigmask(signal.SIG_BLOCK, both)
        os.kill(os.getpid(), signal.SIGUSR1)
        os.kill(os.getpid(), signal.SIGINT)
        signal.pthread_sigmask(signal.SIG_UNBLOCK, both)
        time.sleep(4)
    print("ended by itself")
""")


@pytest.mark.skipif(not hasattr(signal, "pthread_sigmask") or os.name != "posix", reason="POSIX signals")
def test_ctrl_c_after_another_signal_in_one_read():
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    env = {**os.environ, "PYTHONPATH": root + os.pathsep + os.environ.get("PYTHONPATH", "")}
    p = subprocess.run([sys.executable, "-c", CODE], capture_output=True, text=True, timeout=60, env=env)
    assert p.returncode == 130, (p.returncode, p.stdout, p.stderr)
    assert "glauber demo: interrupted" in p.stderr
    assert "ended by itself" not in p.stdout
