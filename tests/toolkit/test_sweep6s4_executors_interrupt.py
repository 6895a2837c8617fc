"""Contract pins of toolkit.app.sweep.executors and toolkit.app._interrupt (issue 30, sweep6s4):
the serial runner goes on after a failed task and keeps the order, the local pool is a spawn pool of
min(N, tasks) workers, failed futures come back as exceptions; one Ctrl-C the command ignores ends it
after the grace period (status 130, 'glauber: interrupted' without a command name), GRACE_S = 1 s."""

import inspect
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

import toolkit
from toolkit.app import _interrupt
from toolkit.app.sweep import executors as ex

ROOT = Path(toolkit.__file__).resolve().parents[1]


def test_serial_runner_keeps_order_and_goes_on_after_a_failure(monkeypatch):
    def fake(t):
        if t == "bad":
            raise ValueError("no")
        return t * 2

    monkeypatch.setattr(ex, "run_task", fake)
    out = list(ex._run_serial(["a", "bad", "c"]))
    assert [t for t, _ in out] == ["a", "bad", "c"]
    assert out[0][1] == "aa" and isinstance(out[1][1], ValueError) and out[2][1] == "cc"


class _Future:
    def __init__(self, fn, arg):
        try:
            self._r, self._e = fn(arg), None
        except Exception as e:  # noqa: BLE001
            self._r, self._e = None, e

    def exception(self):
        return self._e

    def result(self):
        if self._e is not None:
            raise self._e
        return self._r


class _Pool:
    made = []

    def __init__(self, max_workers, mp_context, initializer, initargs):
        _Pool.made.append(dict(max_workers=max_workers, ctx=mp_context.get_start_method(), init=initializer,
                               initargs=initargs))

    def submit(self, fn, arg):
        return _Future(fn, arg)

    def shutdown(self, wait, cancel_futures):
        pass


def test_local_pool_is_spawn_with_min_workers_and_yields_exceptions(monkeypatch):
    def fake(t):
        if t == "bad":
            raise ValueError("no")
        return t.upper()

    monkeypatch.setattr(ex, "run_task", fake)
    monkeypatch.setattr(ex, "ProcessPoolExecutor", _Pool)
    monkeypatch.setattr(ex, "_futures_as_completed", lambda fs: list(fs))
    _Pool.made.clear()
    out = dict(ex._run_local(["a", "bad", "c"], workers=8))
    assert _Pool.made == [dict(max_workers=3, ctx="spawn", init=ex._exit_with_parent, initargs=(os.getpid(),))]
    assert out["a"] == "A" and out["c"] == "C" and isinstance(out["bad"], ValueError)
    _Pool.made.clear()
    list(ex._run_local(["a", "c", "d"], workers=2))
    assert _Pool.made[0]["max_workers"] == 2   # fewer workers than tasks: the workers asked for


def test_grace_default_is_one_second():
    assert _interrupt.GRACE_S == 1.0
    assert inspect.signature(_interrupt.guard_interrupts).parameters["grace"].default == 1.0


_STUCK = (
    "import signal, time\n"
    "from toolkit.app._interrupt import guard_interrupts\n"
    "signal.signal(signal.SIGINT, lambda s, f: None)\n"
    "with guard_interrupts(None, grace=0.6):\n"
    "    print('ready', flush=True)\n"
    "    time.sleep(60)\n"
)


@pytest.mark.skipif(sys.platform == "win32", reason="POSIX signals")
def test_one_ignored_ctrl_c_ends_the_command_after_the_grace():
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    with subprocess.Popen([sys.executable, "-c", _STUCK], stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env,
                          text=True, cwd=ROOT) as proc:
        try:
            assert proc.stdout.readline().strip() == "ready"
            t0 = time.monotonic()
            proc.send_signal(signal.SIGINT)
            _, err = proc.communicate(timeout=20)
            dt = time.monotonic() - t0
        finally:
            if proc.poll() is None:
                proc.kill()
                proc.communicate()
    # one Ctrl-C, not acted on: ended after the grace (0.6 s), not at once and not never
    assert proc.returncode == 130 and err == "glauber: interrupted\n"
    assert 0.5 <= dt < 15
