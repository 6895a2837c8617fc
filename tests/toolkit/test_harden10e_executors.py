"""harden10e: the sweep worker's watcher (toolkit.app.sweep.executors._exit_with_parent) exits
the worker when its parent is gone, and only then (automut --fresh-lines survivor)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import toolkit

ROOT = str(Path(toolkit.__file__).resolve().parents[1])   # the copy under test, for the child

CHILD = """
import os, sys, time
from toolkit.app.sweep.executors import _exit_with_parent
_exit_with_parent(os.getppid() if sys.argv[1] == "parent" else {other})
time.sleep(1.6)   # the watcher looks every 0.5 s
print("alive")
"""


def _child(which: str, other: int):
    env = dict(os.environ, PYTHONPATH=ROOT + os.pathsep + os.environ.get("PYTHONPATH", ""))
    return subprocess.run([sys.executable, "-c", CHILD.format(other=other), which], env=env, cwd=ROOT,
                          capture_output=True, text=True, timeout=60)


def test_worker_lives_while_its_parent_does_and_exits_when_it_is_another():
    # docstring: "exit when the sweep process dies ... instead of idling forever as an orphan".
    # A worker whose parent is the given pid (alive: this test) runs its task to the end;
    # one told another pid (not its parent: the parent it was started for is gone) exits with 1.
    alive = _child("parent", 0)
    assert alive.returncode == 0 and alive.stdout.strip() == "alive", alive.stderr
    gone = _child("other", os.getpid() + 10**6)   # no process has this pid as our child's parent
    assert gone.returncode == 1 and "alive" not in gone.stdout, gone.stderr
