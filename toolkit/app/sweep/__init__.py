"""Resumable grids of runs over ``(model, T, n, seed, estimator)``.

A *sweep* is the Cartesian grid of tasks ``model x n x T x seed x estimator`` with the
model's other parameters (``q``, ``coupling``, ``graph``, ...) and the estimators'
options held fixed. A :class:`Task` is a frozen dataclass whose :attr:`Task.key` is a
hash of its canonical JSON, so the same task always has the same key.

Each finished task is inserted at once, in its own transaction, into a results store:
one SQLite file with a row per task key (``INSERT OR IGNORE``). A sweep killed at any
moment therefore loses at most the tasks in flight and never writes duplicates, and
running the same sweep again skips the tasks already stored. Only the parent process
writes; workers return their results to it.

Estimators are named functions ``fn(task) -> dict`` (JSON-serializable values) in
:data:`ESTIMATORS`, added with :func:`register_estimator`:

``exact``
    the exact chain (:func:`exact.markov.analyze`): ``t_mix``, spectral gap,
    relaxation time, reversibility, ``pi_min``, and the exact susceptibility
    ``n * Var_pi(m)`` of the order parameter ``m(x)`` = fraction of sites holding token 0.
    Deterministic, so a grid runs it once per ``(n, T)`` (at the first seed).
``exact-phase``
    for phase diagrams (:mod:`toolkit.phase`, :mod:`toolkit.app.phase`): the exact ``t_mix`` and the susceptibility
    ``n * Var_pi(m_max)`` of the majority fraction ``m_max(x)`` = the fraction of sites
    holding the most common token (:func:`majority_fraction`), which, unlike ``m``, has a
    peak in ``T`` for symmetric models. Deterministic, like ``exact``.
``sampled-order``
    ``n_chains`` independent Glauber chains (:func:`toolkit.sampling.run_chains`) from
    uniform random starts, run for ``n_sweeps * n`` single-site updates with
    ``rng = task.seed``; the across-chain variance of ``m`` at the end, times ``n``, is
    the sampled susceptibility (with its stderr). At a temperature where the chains
    have mixed it estimates the exact value.

The task's ``seed`` seeds the estimator's randomness (``np.random.default_rng(seed)``);
a random toy model's own seed is the model parameter ``seed`` (``--model-seed``), held
fixed across the grid. Same seeds give identical results whichever executor runs them.

Executors: ``serial`` (or ``local:1``) runs in this process; ``local:N`` runs N worker
processes (spawned: a script calling :func:`run_sweep` with ``local:N`` needs the usual
``if __name__ == "__main__":`` guard); ``dask:ADDRESS`` submits to a Dask distributed
scheduler (the optional ``distributed`` extra; workers need this package installed).

>>> tasks = make_grid("potts", n=[2, 3], temperature=[1.0, 2.0], seed=[0], estimator=["exact"],
...                   params={"q": 2})
>>> len(tasks), tasks[0].params
(4, (('coupling', 1.0), ('graph', 'complete'), ('q', 2)))
>>> tasks[0].key == make_grid("potts", n=[2], temperature=[1.0], seed=[0], estimator=["exact"],
...                           params={"q": 2, "coupling": 1.0})[0].key
True

Public API
    Task, make_grid, run_sweep, SweepSummary, parse_executor
    ResultStore, load_results
    ESTIMATORS, Estimator, register_estimator, run_task, TaskFailedError
    STORE_FORMAT, SCHEMA_VERSION, TASK_FIELDS (the store's format and a task's fields)
    order_parameter, majority_fraction (re-exported from :mod:`toolkit.phase`)
"""

from __future__ import annotations

from toolkit.phase import majority_fraction, order_parameter

from .estimators import ESTIMATORS, Estimator, register_estimator, run_task
from .executors import parse_executor
from .runners import SweepSummary, run_sweep
from .store import ResultStore, load_results
from .tasks import SCHEMA_VERSION, STORE_FORMAT, TASK_FIELDS, Task, TaskFailedError, make_grid

__all__ = ["ESTIMATORS", "Estimator", "register_estimator", "run_task", "parse_executor", "SweepSummary",
           "run_sweep", "ResultStore", "load_results", "Task", "TaskFailedError", "make_grid", "order_parameter",
           "majority_fraction", "STORE_FORMAT", "SCHEMA_VERSION", "TASK_FIELDS"]
