"""Coverage-driven pins of :mod:`toolkit.app.cli`'s error statuses in process and of
:mod:`toolkit.app._interrupt` (issue 30, branch cov5h3): Ctrl-C ends a command with 130 and one
line, a closed pipe with 141 and nothing, a full standard output with 2 and the errno, an
OSError of a file the command opened is not hidden; a value that looks like an option gets the
``=`` hint; the interrupt guard leaves a single Ctrl-C to the command when it acts within the
grace period, and does nothing outside the main thread."""

import errno
import os
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

import toolkit
from toolkit.app import cli
from toolkit.app._interrupt import guard_interrupts
from toolkit.app.commands import verify as vcmd


def _raising(monkeypatch, exc):
    def run(args):
        raise exc

    monkeypatch.setattr(vcmd, "run", run)


def test_ctrl_c_is_status_130_with_one_line(capsys, monkeypatch, tmp_path):
    _raising(monkeypatch, KeyboardInterrupt())
    assert cli.main(["verify", "--out", str(tmp_path)]) == 130
    assert capsys.readouterr().err == "glauber verify: interrupted\n"


def test_a_closed_pipe_is_status_141_and_silent(capsys, monkeypatch, tmp_path):
    _raising(monkeypatch, BrokenPipeError(errno.EPIPE, "Broken pipe"))
    assert cli.main(["verify", "--out", str(tmp_path)]) == 141
    assert capsys.readouterr().err == ""


def test_a_full_stdout_is_status_2_with_the_errno(capsys, monkeypatch, tmp_path):
    _raising(monkeypatch, OSError(errno.ENOSPC, "No space left on device"))
    assert cli.main(["verify", "--out", str(tmp_path)]) == 2
    assert capsys.readouterr().err == (
        "glauber verify: error: cannot write the output to standard output: No space left on device "
        f"(errno {errno.ENOSPC}); free space or redirect it elsewhere\n")


def test_an_error_of_an_opened_file_is_not_hidden(monkeypatch, tmp_path):
    _raising(monkeypatch, OSError(errno.ENOSPC, "No space left on device", str(tmp_path / "x.json")))
    with pytest.raises(OSError) as info:
        cli.main(["verify", "--out", str(tmp_path)])
    assert info.value.filename == str(tmp_path / "x.json")
    _raising(monkeypatch, PermissionError(errno.EACCES, "Permission denied"))
    with pytest.raises(PermissionError):  # not an output error of stdout
        cli.main(["verify", "--out", str(tmp_path)])


def test_a_value_like_an_option_gets_the_equals_hint(capsys):
    assert cli.main(["exact", "--text", "-x"]) == 2
    err = capsys.readouterr().err
    assert "a value that starts with '-' is given with '=': --text=VALUE" in err


def test_guard_does_nothing_outside_the_main_thread():
    seen = []

    def body():
        with guard_interrupts("x", grace=0.0):
            seen.append(threading.current_thread().name)

    t = threading.Thread(target=body, name="worker")
    t.start()
    t.join(5)
    assert seen == ["worker"]


_HANDLED = """
import os, signal, time
from toolkit.app._interrupt import guard_interrupts
signal.signal(signal.SIGINT, lambda signum, frame: None)  # the command handles Ctrl-C itself
with guard_interrupts("x", grace=30.0):
    os.kill(os.getpid(), signal.SIGINT)
    time.sleep(0.5)  # the watcher reads the one SIGINT and waits its grace (a second one: at once)
print("ran on")
"""


def test_one_ctrl_c_that_the_command_handles_waits_for_the_grace():
    # in a child process: a wrong guard ends it with status 130 instead of this test's process
    root = str(Path(toolkit.__file__).resolve().parents[1])
    env = {**os.environ, "PYTHONPATH": root + os.pathsep + os.environ.get("PYTHONPATH", "")}
    r = subprocess.run([sys.executable, "-c", _HANDLED], capture_output=True, text=True, env=env, timeout=60)
    assert (r.returncode, r.stdout, r.stderr) == (0, "ran on\n", "")


def test_one_ctrl_c_is_left_to_the_command_within_the_grace():
    # the command acts on it (KeyboardInterrupt) at once: the watcher must not end the process
    # Python's own handler, whatever this process inherited (a background job starts with SIGINT ignored)
    before = signal.signal(signal.SIGINT, signal.default_int_handler)
    try:
        fd_before = signal.set_wakeup_fd(-1)
        signal.set_wakeup_fd(fd_before)
        with pytest.raises(KeyboardInterrupt):
            with guard_interrupts("x", grace=30.0):
                os.kill(os.getpid(), signal.SIGINT)
                time.sleep(5)
        assert signal.getsignal(signal.SIGINT) is signal.default_int_handler
    finally:
        signal.signal(signal.SIGINT, before)
    fd_after = signal.set_wakeup_fd(fd_before)
    assert fd_after == fd_before  # the guard's pipe is no longer the wakeup fd
    time.sleep(0.2)
    assert not [t for t in threading.enumerate() if t.name == "glauber-interrupt-watch"]  # the watcher is gone
