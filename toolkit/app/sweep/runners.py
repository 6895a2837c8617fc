"""Running a sweep: the tasks not yet in the store, through an executor, into the store."""

from __future__ import annotations

import contextlib
import os
import time
from dataclasses import dataclass, field

from toolkit._progress import Progress, power_law_rest
from toolkit.exceptions import GlauberError, InvalidInputError
from toolkit.results import Result, format_table

from .executors import _dask_client, _run_dask, _run_local, _run_serial, parse_executor
from .store import ResultStore
from .tasks import TaskFailedError

# ---------------------------------------------------------------------------- sweep


@dataclass(frozen=True, eq=False)
class SweepSummary(Result):
    """What one :func:`run_sweep` call did."""

    store: str
    executor: str
    n_tasks: int
    n_skipped: int
    n_new: int
    n_stored: int
    seconds: float
    keys: tuple = field(repr=False, default=())

    def __str__(self) -> str:
        rows = [
            ("tasks in grid", self.n_tasks, ""),
            ("already stored (skipped)", self.n_skipped, "from an earlier run"),
            ("run now (new)", self.n_new, f"executor {self.executor}, {self.seconds:.1f} s"),
            ("rows in store", self.n_stored, self.store),
        ]
        return format_table(rows, ("sweep", "count", "note"))


def run_sweep(tasks, store, *, executor: str = "serial", progress: bool | None = None,
              connect_timeout: float = 5.0, progress_label: str | None = None) -> SweepSummary:
    """Run the tasks not yet in ``store`` and insert each result as it finishes.

    Parameters
    ----------
    tasks : list of Task
        Usually from :func:`make_grid`.
    store : path
        The results store (created if missing).
    executor : str
        ``"serial"``, ``"local:N"`` or ``"dask:ADDRESS"`` (see :func:`parse_executor`).
    progress : bool or None
        Progress over the tasks (:mod:`toolkit._progress`: a bar on a terminal, a line every
        10 s with the fraction done and an estimate of the rest elsewhere; False: none).
    progress_label : str, optional
        The start of each progress line (default ``sweep``).
    connect_timeout : float
        Seconds to wait for a Dask scheduler before giving up.

    Notes
    -----
    A task that raises a domain error stops the sweep with :class:`TaskFailedError`
    naming it; the results finished before it stay stored, so running again resumes.
    """
    tasks = list(tasks)
    if not tasks:
        raise InvalidInputError("the sweep has no tasks")
    kind, arg = parse_executor(executor)
    t0 = time.perf_counter()
    with ResultStore(store) as st:
        done = st.keys()
        pending = [t for t in dict((t.key, t) for t in tasks).values() if t.key not in done]
        n_new = 0
        if pending:
            client = _dask_client(arg, connect_timeout) if kind == "dask" else None
            if kind == "serial":
                results = _run_serial(pending)
            elif kind == "local":
                results = _run_local(pending, arg)
            else:
                results = _run_dask(pending, client)
            timed, left = [], {t.key: t.n for t in pending}  # the rest from (n, seconds) of finished tasks
            workers = int(arg) if kind == "local" and str(arg).isdigit() else 1
            bar = Progress(len(pending), progress_label or "sweep", unit="task", progress=progress,
                           rest=lambda: power_law_rest(timed, list(left.values()), workers=workers))
            try:
                with contextlib.closing(results):
                    for task, out in results:
                        if isinstance(out, BaseException):
                            if isinstance(out, GlauberError):
                                raise TaskFailedError(task, out) from out
                            out.add_note(f"while running sweep task {task.label()}")
                            raise out
                        key, result, seconds = out
                        n_new += st.add(task, result, seconds)
                        timed.append((task.n, seconds))
                        left.pop(task.key, None)
                        bar.update(1)
            finally:
                bar.close()
                if client is not None:
                    client.close()
        n_stored = len(st)
    unique = tuple(dict.fromkeys(t.key for t in tasks))
    return SweepSummary(store=os.fspath(store), executor=executor, n_tasks=len(unique),
                        n_skipped=len(unique) - len(pending), n_new=n_new, n_stored=n_stored,
                        seconds=time.perf_counter() - t0, keys=unique)
