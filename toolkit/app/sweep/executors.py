"""Executors: ``serial``, ``local:N`` worker processes, ``dask:ADDRESS``."""

from __future__ import annotations

import contextlib
import multiprocessing
import os
import threading
import time
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures import as_completed as _futures_as_completed

from toolkit.exceptions import InvalidInputError

from .estimators import run_task

# ------------------------------------------------------------------------ executors


def parse_executor(spec: str) -> tuple[str, object]:
    """``"serial"`` / ``"local:1"`` -> ``("serial", None)``; ``"local:N"`` -> ``("local", N)``
    (``"local"`` alone uses every CPU); ``"dask:ADDRESS"`` -> ``("dask", ADDRESS)``."""
    if not isinstance(spec, str):
        raise InvalidInputError(f"`executor` must be 'serial', 'local:N' or 'dask:ADDRESS'; got {spec!r}")
    kind, _, arg = spec.partition(":")
    if spec == "serial":
        return "serial", None
    if kind == "local":
        if not arg:
            n = os.cpu_count() or 1
        else:
            try:
                n = int(arg)
            except ValueError:
                raise InvalidInputError(f"`executor` local:N needs an integer N >= 1; got {spec!r}") from None
            if n < 1:
                raise InvalidInputError(f"`executor` local:N needs an integer N >= 1; got {spec!r}")
        return ("serial", None) if n == 1 else ("local", n)
    if kind == "dask":
        if not arg:
            raise InvalidInputError(f"`executor` dask:ADDRESS needs a scheduler address; got {spec!r}")
        return "dask", arg
    raise InvalidInputError(f"`executor` must be 'serial', 'local:N' or 'dask:ADDRESS'; got {spec!r}")


def _run_serial(tasks):
    for t in tasks:
        try:
            yield t, run_task(t)
        except Exception as exc:
            yield t, exc


def _exit_with_parent(parent_pid: int) -> None:
    """Worker initializer: exit when the sweep process dies (e.g. SIGKILL) instead of
    idling forever as an orphan waiting for tasks that will never come."""

    def watch():
        while True:
            time.sleep(0.5)
            if os.getppid() != parent_pid:
                os._exit(1)

    threading.Thread(target=watch, name="glauber-sweep-exit-with-parent", daemon=True).start()


def _run_local(tasks, workers: int):
    # spawn: never fork a parent that may hold threads (tqdm, dask, BLAS), and leave no
    # server process behind (forkserver's would outlive the sweep)
    ex = ProcessPoolExecutor(max_workers=min(workers, len(tasks)), mp_context=multiprocessing.get_context("spawn"),
                             initializer=_exit_with_parent, initargs=(os.getpid(),))
    finished = False
    try:
        futures = {ex.submit(run_task, t): t for t in tasks}
        for f in _futures_as_completed(futures):
            exc = f.exception()
            yield futures[f], (f.result() if exc is None else exc)
        finished = True
    finally:
        if not finished:
            # stopped early (Ctrl-C, a failed task, the caller closed us): the tasks in flight
            # are lost anyway (only finished results are stored), so end the workers now
            # rather than wait for them: Ctrl-C answers in a second, not after the longest task
            for proc in list((getattr(ex, "_processes", None) or {}).values()):
                with contextlib.suppress(Exception):
                    proc.terminate()
        ex.shutdown(wait=True, cancel_futures=True)


def _dask_client(address: str, timeout: float):
    try:
        from distributed import Client
    except ImportError:
        raise InvalidInputError(
            f"executor 'dask:{address}' needs Dask distributed: pip install 'glauber-mlm[distributed]'"
        ) from None
    try:
        return Client(address, timeout=f"{timeout}s", set_as_default=False)
    except (OSError, TimeoutError, ValueError) as exc:
        why = str(exc)
    # raised outside the except block so that no traceback keeps the half-made Client alive:
    # it is collected (and its event loop stopped) now rather than at interpreter exit
    raise InvalidInputError(f"cannot reach the Dask scheduler at {address!r} within {timeout:g} s: {why}")


def _run_dask(tasks, client):
    from distributed import as_completed

    futures = {}
    try:
        for t in tasks:
            futures[client.submit(run_task, t, key=f"glauber-sweep-{t.key}", pure=False)] = t
        for f in as_completed(list(futures), loop=client.loop):
            if f.status == "error":
                yield futures[f], f.exception()
            else:
                yield futures[f], f.result()
    finally:
        with contextlib.suppress(Exception):
            client.cancel(list(futures))
