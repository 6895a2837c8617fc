"""`glauber sweep` end to end: kill a real sweep process with SIGKILL, resume it; bad input."""

import os
import signal
import sqlite3
import subprocess
import sys
import time

import pytest

from toolkit.app.sweep import load_results, make_grid
from toolkit.cli import main

# 2 sizes x 10 temperatures x 2 seeds = 40 tasks of the hidden test estimator `_sleep`
# (sleeps, then returns one draw from the task's seed): long enough to be killed mid-run.
GRID_ARGS = ["--model", "potts", "--q", "2", "--n", "2,3", "--temperature", "0.5:2:10", "--seed", "0,1",
             "--estimator", "_sleep", "--option", "sleep=0.1"]
GRID_SIZE = 40


def _grid_keys():
    import numpy as np

    tasks = make_grid("potts", n=[2, 3], temperature=list(np.linspace(0.5, 2, 10)), seed=[0, 1],
                      estimator=["_sleep"], params={"q": 2}, options={"sleep": 0.1})
    assert len(tasks) == GRID_SIZE
    return {t.key for t in tasks}


def _sigint_default():
    """In the child before exec: SIGINT's default action, whatever disposition the test process
    carries (an ignored SIGINT is inherited across exec, and Python then keeps ignoring it; the
    full suite on a loaded machine failed the Ctrl-C tests that way, each passing alone)."""
    import signal

    signal.signal(signal.SIGINT, signal.SIG_DFL)


def _sweep_process(store, executor):
    return subprocess.Popen(
        [sys.executable, "-m", "toolkit", "sweep", *GRID_ARGS, "--store", str(store), "--executor", executor],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, preexec_fn=_sigint_default,
    )


def _rows(store):
    """(key, result, created, duration) of every stored row; [] while the store is not there yet."""
    try:
        con = sqlite3.connect(store, timeout=10)
        try:
            return con.execute("SELECT key, result, created, duration_s FROM results ORDER BY key").fetchall()
        finally:
            con.close()
    except sqlite3.OperationalError:  # no results table yet
        return []


def _children(pid):
    """Live (non-zombie) processes whose parent is ``pid`` (Linux /proc)."""
    out = []
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/stat") as f:
                fields = f.read().rsplit(")", 1)[1].split()
        except OSError:
            continue
        if int(fields[1]) == pid and fields[0] != "Z":
            out.append(int(entry))
    return out


def _alive(pid):
    try:
        with open(f"/proc/{pid}/stat") as f:
            return f.read().rsplit(")", 1)[1].split()[0] != "Z"
    except OSError:
        return False


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="SIGKILL and /proc: Linux")
@pytest.mark.parametrize("executor", ["serial", "local:2"])
def test_sigkill_mid_run_then_resume_completes_each_task_once(tmp_path, executor):
    store = tmp_path / "results.sqlite"
    proc = _sweep_process(store, executor)
    try:
        deadline = time.monotonic() + 60
        while len(_rows(store)) < 5:
            assert proc.poll() is None, proc.communicate()
            assert time.monotonic() < deadline, "the sweep wrote nothing within 60 s"
            time.sleep(0.05)
        workers = _children(proc.pid)
        os.kill(proc.pid, signal.SIGKILL)
        proc.communicate(timeout=30)
    finally:
        if proc.poll() is None:  # pragma: no cover - only when an assertion above failed
            proc.kill()
            proc.communicate()
    assert proc.returncode == -signal.SIGKILL
    before = _rows(store)
    assert 5 <= len(before) < GRID_SIZE, "the sweep was not killed mid-run"
    if executor.startswith("local"):
        # the killed sweep's worker processes notice and exit instead of idling as orphans
        assert workers
        deadline = time.monotonic() + 15
        while any(_alive(w) for w in workers):
            assert time.monotonic() < deadline, f"orphaned sweep workers still alive: {workers}"
            time.sleep(0.1)

    again = subprocess.run(
        [sys.executable, "-m", "toolkit", "sweep", *GRID_ARGS, "--store", str(store), "--executor", "local:2"],
        capture_output=True, text=True, timeout=120,
    )
    assert again.returncode == 0, again.stderr
    after = _rows(store)
    keys = [r[0] for r in after]
    assert len(after) == GRID_SIZE and len(set(keys)) == GRID_SIZE
    assert set(keys) == _grid_keys()
    assert set(before) <= set(after)  # rows written before the kill are unchanged
    assert f"already stored (skipped)  {len(before)} " in again.stdout
    assert f"run now (new)             {GRID_SIZE - len(before)} " in again.stdout


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="SIGINT and /proc: Linux")
def test_ctrl_c_stops_a_local_sweep_without_waiting_for_its_tasks(tmp_path):
    # tasks of 300 s each: a sweep that waited for the tasks in flight would not exit for
    # minutes; Ctrl-C (SIGINT to the sweep process alone, as `kill -INT` sends it) must end
    # it and its workers at once, with exit status 130, one line and no traceback
    store = tmp_path / "results.sqlite"
    args = ["--model", "potts", "--q", "2", "--n", "2", "--temperature", "1,2", "--estimator", "_sleep",
            "--option", "sleep=300"]
    proc = subprocess.Popen([sys.executable, "-m", "toolkit", "sweep", *args, "--store", str(store),
                             "--executor", "local:2"], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            preexec_fn=_sigint_default)
    try:
        deadline = time.monotonic() + 60
        while len(_children(proc.pid)) < 2:  # both workers started
            assert proc.poll() is None, proc.communicate()
            assert time.monotonic() < deadline, "the sweep started no workers within 60 s"
            time.sleep(0.1)
        time.sleep(1.0)  # the tasks are running
        workers = _children(proc.pid)
        os.kill(proc.pid, signal.SIGINT)
        _, err = proc.communicate(timeout=60)
    finally:
        if proc.poll() is None:  # pragma: no cover - only when an assertion above failed
            proc.kill()
            proc.communicate()
    assert proc.returncode == 130, err
    assert err.strip() == "glauber sweep: interrupted", err
    # the workers were told to stop; on a loaded machine they may take a moment to exit, far
    # less than their 300 s tasks
    deadline = time.monotonic() + 10
    while any(_alive(w) for w in workers) and time.monotonic() < deadline:
        time.sleep(0.1)
    assert not any(_alive(w) for w in workers)
    assert _rows(store) == []  # nothing half-done was stored


def test_sweep_summary_and_show(tmp_path, capsys):
    store = tmp_path / "r.sqlite"
    args = ["sweep", "--model", "potts", "--q", "2", "--n", "2:3", "--temperature", "0.5,2", "--seed", "0,1",
            "--estimator", "exact,sampled-order", "--option", "n_chains=32", "--option", "n_sweeps=5",
            "--store", str(store), "--no-progress"]
    assert main(args) == 0
    out = capsys.readouterr().out
    # exact: 2 sizes x 2 temperatures (seed-independent); sampled-order: x 2 seeds
    assert "tasks in grid             12" in out and "run now (new)             12" in out
    assert main([*args, "--show"]) == 0
    out = capsys.readouterr().out
    assert "already stored (skipped)  12" in out and "run now (new)             0" in out
    assert "spectral_gap" in out and "susceptibility_stderr" in out and "n_chains" in out
    df = load_results(store)
    assert len(df) == 12 and sorted(df.n.unique()) == [2, 3]


@pytest.mark.parametrize("args, msg", [
    (["--temperature", ""], "`temperature` grid is empty"),
    (["--temperature", " , "], "`temperature` grid is empty"),
    (["--n", ""], "`n` grid is empty"),
    (["--seed", ","], "`seed` grid is empty"),
    (["--estimator", ""], "`estimator` grid is empty"),
    (["--temperature", "1,hot"], "`temperature` grid: cannot read 'hot' as a number"),
    (["--temperature", "0"], "`temperature` must be > 0"),
    (["--n", "4:2"], "`n` grid: '4:2' is an empty range"),
    (["--model", "nope"], "unknown model name 'nope'"),
    (["--estimator", "exact,magic"], "unknown estimator 'magic'"),
    (["--option", "n_chains"], "`option` must be NAME=VALUE"),
    (["--executor", "local:zero"], "`executor` local:N needs an integer N >= 1"),
    (["--executor", "dask:tcp://127.0.0.1:{port}", "--connect-timeout", "1"],
     "cannot reach the Dask scheduler at 'tcp://127.0.0.1:{port}'"),
])
def test_sweep_bad_input(tmp_path, capsys, args, msg):
    if "{port}" in msg:
        pytest.importorskip("distributed")
        import socket

        with socket.socket() as s:  # a port nobody listens on
            s.bind(("127.0.0.1", 0))
            port = s.getsockname()[1]
        args = [a.format(port=port) for a in args]
        msg = msg.format(port=port)
    assert main(["sweep", "--store", str(tmp_path / "r.sqlite"), "--no-progress", *args]) == 2
    err = capsys.readouterr().err
    assert err.startswith("glauber sweep: error: ") and msg in err


def test_sweep_refuses_a_file_that_is_not_a_results_store(tmp_path, capsys):
    path = tmp_path / "results.csv"
    path.write_text("model,n,T\npotts,3,1.0\n")
    assert main(["sweep", "--store", str(path), "--no-progress"]) == 2
    err = capsys.readouterr().err
    assert f"{str(path)!r} is not a glauber results store (not an SQLite database)" in err
    assert path.read_text() == "model,n,T\npotts,3,1.0\n"


def test_console_script_runs_a_sweep(tmp_path):
    out = subprocess.run([sys.executable, "-m", "toolkit", "sweep", "--n", "2", "--q", "2",
                          "--store", str(tmp_path / "r.sqlite")], capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    assert "rows in store             1" in out.stdout
