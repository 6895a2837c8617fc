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
    the exact chain (:func:`exact.analysis.analyze`): ``t_mix``, spectral gap,
    relaxation time, reversibility, ``pi_min``, and the exact susceptibility
    ``n * Var_pi(m)`` of the order parameter ``m(x)`` = fraction of sites holding token 0.
    Deterministic, so a grid runs it once per ``(n, T)`` (at the first seed).
``exact-phase``
    for phase diagrams (:mod:`toolkit.phase`): the exact ``t_mix`` and the susceptibility
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
    ESTIMATORS, register_estimator, run_task, TaskFailedError
"""

from __future__ import annotations

import contextlib
import datetime
import functools
import hashlib
import inspect
import itertools
import json
import math
import multiprocessing
import os
import sqlite3
import sys
import threading
import time
from collections.abc import Callable, Iterable, Mapping
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures import as_completed as _futures_as_completed
from dataclasses import dataclass, field
from functools import cached_property

import numpy as np

from ._validation import check_eps, check_int, check_scan, check_temperature
from .exceptions import GlauberError, InvalidInputError
from .results import format_table

STORE_FORMAT = "glauber-results"
SCHEMA_VERSION = 1
TASK_FIELDS = ("model", "n", "temperature", "seed", "estimator")


class TaskFailedError(GlauberError, RuntimeError):
    """A task of a sweep raised a domain error; the tasks stored before it are kept.

    Attributes
    ----------
    task : Task
    cause : GlauberError
    """

    def __init__(self, task: Task, cause: BaseException):
        self.task, self.cause = task, cause
        super().__init__(f"task {task.label()} failed: {cause}")


# --------------------------------------------------------------------------- tasks


def _freeze(value):
    """A JSON-able, hashable form of a parameter value (lists become tuples)."""
    if isinstance(value, (list, tuple)):
        return tuple(_freeze(v) for v in value)
    if isinstance(value, (np.integer,)):
        return int(value)
    if isinstance(value, (np.floating,)):
        return float(value)
    if isinstance(value, (np.bool_,)):
        return bool(value)
    if value is None or isinstance(value, (bool, int, float, str)):
        return value
    raise InvalidInputError(f"sweep parameters must be numbers, strings or lists of them; got {value!r}")


@dataclass(frozen=True)
class Task:
    """One run of one estimator: ``(model, n, temperature, seed, estimator)`` plus the
    fixed model ``params`` and estimator ``options`` (sorted ``(name, value)`` pairs)."""

    model: str
    n: int
    temperature: float
    seed: int
    estimator: str
    params: tuple = ()
    options: tuple = ()

    def spec(self) -> dict:
        return {"model": self.model, "n": self.n, "temperature": self.temperature, "seed": self.seed,
                "estimator": self.estimator, "params": dict(self.params), "options": dict(self.options)}

    @cached_property
    def canonical(self) -> str:
        """The task as canonical JSON (sorted keys, no spaces): what :attr:`key` hashes."""
        return json.dumps(self.spec(), sort_keys=True, separators=(",", ":"))

    @cached_property
    def key(self) -> str:
        return hashlib.sha256(self.canonical.encode()).hexdigest()[:24]

    def option(self, name: str):
        return dict(self.options)[name]

    def rng(self) -> np.random.Generator:
        """The estimator's random generator: ``np.random.default_rng(seed)``."""
        return np.random.default_rng(self.seed)

    def build_model(self):
        """The task's model (cached per process, so a worker builds each model once)."""
        return _cached_model(self.model, self.n, self.params)

    def label(self) -> str:
        return (f"{self.estimator} on {self.model}(n={self.n}) at T={self.temperature:g}, "
                f"seed={self.seed}")


@functools.lru_cache(maxsize=16)
def _cached_model(name: str, n: int, params: tuple):
    from .models.registry import make_model

    kwargs = {k: (list(v) if isinstance(v, tuple) else v) for k, v in params}
    return make_model(name, n=n, **kwargs)


# ---------------------------------------------------------------------- estimators


@dataclass(frozen=True)
class Estimator:
    """A registered estimator: ``fn(task) -> dict``, its option defaults and their check."""

    name: str
    fn: Callable = field(repr=False)
    defaults: Mapping = field(default_factory=dict)
    check: Callable | None = field(default=None, repr=False)
    hidden: bool = False
    seeded: bool = True
    description: str = ""


ESTIMATORS: dict[str, Estimator] = {}


def register_estimator(name: str, *, defaults: Mapping | None = None, check: Callable | None = None,
                       seeded: bool = True, hidden: bool = False):
    """Decorator adding ``fn(task) -> dict`` to :data:`ESTIMATORS` under ``name``.

    ``defaults`` are the options the estimator reads with ``task.option(name)``; a grid
    fills in every default, so a task's key names all its settings. ``check(options)``
    validates (and may normalize) them when the grid is made, before anything runs.
    ``seeded=False`` marks a deterministic estimator: a grid gives it one task per
    ``(n, T)``, at the grid's first seed, instead of repeating it for every seed.
    Workers of ``local:N`` and ``dask:`` executors find estimators by name, so register
    them in a module those workers import.
    """

    def decorate(fn):
        doc = inspect.getdoc(fn) or ""
        ESTIMATORS[name] = Estimator(name, fn, dict(defaults or {}), check, hidden, seeded,
                                     doc.split("\n")[0])
        return fn

    return decorate


def order_parameter(x) -> np.ndarray:
    """``m(x)``: the fraction of sites holding token 0, for states of shape (B, n)."""
    return (np.asarray(x) == 0).mean(axis=-1)


def majority_fraction(x, q: int) -> np.ndarray:
    """``m_max(x) = max_a #{i : x_i = a} / n``: the fraction of sites holding the most
    common token (the Potts order parameter; ``(1 + |2 m - 1|) / 2`` for ``q = 2``), for
    states of shape (B, n) with tokens in ``0..q-1``."""
    x = np.asarray(x, dtype=np.int64)
    B, n = x.shape
    counts = np.bincount((x + q * np.arange(B)[:, None]).ravel(), minlength=B * q).reshape(B, q)
    return counts.max(axis=1) / n


def _check_exact_options(opts):
    return {**opts, "eps": check_eps(opts["eps"]), "scan": check_scan(opts["scan"])}


@register_estimator("exact", defaults={"eps": 0.25, "scan": "random"}, check=_check_exact_options,
                    seeded=False)
def _exact(task: Task) -> dict:
    """Exact t_mix, spectral gap, relaxation time, pi_min and susceptibility n*Var_pi(m)."""
    from exact.analysis import analyze  # toolkit never imports exact at module level
    from exact.kernel import glauber_kernel
    from exact.space import StateSpace
    from exact.stationary import stationary

    model = task.build_model()
    K = glauber_kernel(model, temperature=task.temperature, scan=task.option("scan"), progress=False)
    report = analyze(model, temperature=task.temperature, scan=task.option("scan"), eps=task.option("eps"),
                     kernel=K, name=task.model)
    pi = stationary(K)
    m = order_parameter(StateSpace(K.q, K.n, max_states=K.n_states).all_states())
    mean = float(pi @ m)
    var = float(pi @ (m - mean) ** 2)
    return {
        "t_mix": report.t_mix, "spectral_gap": report.spectral_gap,
        "relaxation_time": report.relaxation_time, "reversible": report.reversible,
        "pi_min": report.pi_min, "n_states": report.n_states,
        "t_mix_lower_bound": report.t_mix_lower_bound, "t_mix_upper_bound": report.t_mix_upper_bound,
        "order_mean": mean, "order_mean_stderr": 0.0,
        "susceptibility": K.n * var, "susceptibility_stderr": 0.0,
    }


def _check_sampled_options(opts):
    return {**opts, "n_chains": check_int(opts["n_chains"], "n_chains", minimum=2),
            "n_sweeps": check_int(opts["n_sweeps"], "n_sweeps", minimum=1), "scan": check_scan(opts["scan"])}


@register_estimator("sampled-order", defaults={"n_chains": 256, "n_sweeps": 50, "scan": "random"},
                    check=_check_sampled_options)
def _sampled_order(task: Task) -> dict:
    """Sampled susceptibility: n * across-chain variance of m after n_sweeps * n updates."""
    from .sampling import run_chains

    model = task.build_model()
    C, n, sweeps, scan = task.option("n_chains"), int(model.length), task.option("n_sweeps"), task.option("scan")
    # a systematic step of run_chains is a whole sweep; a random-scan step is one site update
    n_steps = sweeps * n if scan == "random" else sweeps
    run = run_chains(model, temperature=task.temperature, n_chains=C, n_steps=n_steps, scan=scan,
                     record_times=[n_steps], record_states=False, progress=False, rng=task.rng())
    m = order_parameter(run.final)
    mean, var = float(m.mean()), float(m.var(ddof=1))
    d = m - mean
    mu2, mu4 = float(np.mean(d**2)), float(np.mean(d**4))
    # large-sample variance of the sample variance: (mu4 - (C-3)/(C-1) mu2^2) / C
    var_se = math.sqrt(max(mu4 - (C - 3) / (C - 1) * mu2**2, 0.0) / C)
    return {
        "order_mean": mean, "order_mean_stderr": math.sqrt(var / C),
        "susceptibility": n * var, "susceptibility_stderr": n * var_se,
        "n_steps": sweeps * n,  # single-site updates per chain
    }


@register_estimator("exact-phase", defaults={"eps": 0.25, "scan": "random"}, check=_check_exact_options,
                    seeded=False)
def _exact_phase(task: Task) -> dict:
    """Exact t_mix and susceptibility n*Var_pi(m_max) of the majority fraction (phase diagrams)."""
    from exact.kernel import glauber_kernel  # toolkit never imports exact at module level
    from exact.mixing import mixing_time
    from exact.space import StateSpace
    from exact.stationary import stationary

    model = task.build_model()
    K = glauber_kernel(model, temperature=task.temperature, scan=task.option("scan"), progress=False)
    pi = stationary(K)
    mix = mixing_time(K, eps=task.option("eps"), pi=pi)
    m = majority_fraction(StateSpace(K.q, K.n, max_states=K.n_states).all_states(), K.q)
    mean = float(pi @ m)
    var = float(pi @ (m - mean) ** 2)
    return {
        "t_mix": mix.t_mix, "pi_min": float(pi.min()), "n_states": K.n_states,
        "order_mean": mean, "order_mean_stderr": 0.0,
        "susceptibility": K.n * var, "susceptibility_stderr": 0.0,
    }


@register_estimator("_sleep", defaults={"sleep": 0.2}, hidden=True)
def _sleep(task: Task) -> dict:
    """For tests of interruption and resume: sleeps `sleep` seconds, returns one seeded draw."""
    time.sleep(float(task.option("sleep")))
    return {"u": float(task.rng().random())}


def _jsonable(obj):
    if isinstance(obj, Mapping):
        return {str(k): _jsonable(v) for k, v in obj.items()}
    if isinstance(obj, (list, tuple, np.ndarray)):
        return [_jsonable(v) for v in obj]
    if isinstance(obj, np.bool_):
        return bool(obj)
    if isinstance(obj, np.integer):
        return int(obj)
    if isinstance(obj, np.floating):
        return float(obj)
    return obj


def run_task(task: Task) -> tuple[str, dict, float]:
    """Run one task where it is called (a worker); return ``(key, result, seconds)``."""
    try:
        est = ESTIMATORS[task.estimator]
    except KeyError:
        raise InvalidInputError(f"unknown estimator {task.estimator!r}; known: {_estimator_names()}") from None
    t0 = time.perf_counter()
    result = est.fn(task)
    if not isinstance(result, Mapping):
        raise TypeError(f"estimator {task.estimator!r} must return a dict; got {type(result).__name__}")
    result = _jsonable(result)
    json.dumps(result)  # fail in the worker, naming nothing stored, if it is not serializable
    return task.key, result, time.perf_counter() - t0


def _estimator_names(hidden: bool = False) -> str:
    return ", ".join(k for k, e in ESTIMATORS.items() if hidden or not e.hidden)


# ---------------------------------------------------------------------------- grids


def _as_list(values, name: str) -> list:
    if values is None:
        raise InvalidInputError(f"`{name}` grid is empty")
    if isinstance(values, (str, bytes)) or not isinstance(values, Iterable):
        values = [values]
    values = list(values)
    if not values:
        raise InvalidInputError(f"`{name}` grid is empty")
    return values


def _model_params(model: str, params: Mapping) -> dict:
    from .models import registry

    if model in registry.TOY_MODELS:
        sig = inspect.signature(registry.TOY_MODELS[model])
        accepted = {k: p.default for k, p in sig.parameters.items() if k not in ("_", "n")}
        unknown = sorted(set(params) - set(accepted))
        if unknown:
            raise InvalidInputError(
                f"`{unknown[0]}` is not a parameter of model {model!r} (it takes n, {', '.join(accepted)})"
            )
        return {**accepted, **params}
    if model in registry.REAL_MODELS or model.startswith(("hf:", "pairwise:")):
        return dict(params)
    registry.make_model(model)  # raises the registry's "unknown model name" error
    raise InvalidInputError(f"unknown model name {model!r}")  # pragma: no cover


def make_grid(model: str, *, n, temperature, seed=(0,), estimator=("exact",), params: Mapping | None = None,
              options: Mapping | None = None) -> list[Task]:
    """The tasks of the grid ``n x temperature x seed x estimator`` for one model.

    ``params`` are the model's fixed parameters (the family's defaults fill in the rest,
    so keys name every setting); ``options`` are estimator options, each of which must
    belong to at least one of the estimators (each task gets its own estimator's).
    Raises :class:`InvalidInputError` for an empty grid ("`temperature` grid is empty"),
    an unknown model or estimator, or a bad value. Duplicates are dropped, and a
    deterministic estimator (``exact``) gets one task per ``(n, T)``, at the first seed.
    """
    if not isinstance(model, str) or not model:
        raise InvalidInputError(f"`model` must be a model name; got {model!r}")
    ns = [check_int(v, "n", minimum=1) for v in _as_list(n, "n")]
    temps = [check_temperature(v) for v in _as_list(temperature, "temperature")]
    seeds = [check_int(v, "seed", minimum=0) for v in _as_list(seed, "seed")]
    ests = [str(e) for e in _as_list(estimator, "estimator")]
    for e in ests:
        if e not in ESTIMATORS:
            raise InvalidInputError(f"unknown estimator {e!r}; known: {_estimator_names()}")
    params = {k: _freeze(v) for k, v in (params or {}).items() if v is not None}
    for k in ("n", "temperature"):
        if k in params:
            raise InvalidInputError(f"`{k}` is a grid dimension, not a model parameter")
    params = _model_params(model, params)
    options = dict(options or {})
    known = set().union(*(ESTIMATORS[e].defaults for e in ests))
    unknown = sorted(set(options) - known)
    if unknown:
        raise InvalidInputError(
            f"unknown estimator option `{unknown[0]}` for {', '.join(ests)}; known: {', '.join(sorted(known))}"
        )
    per_estimator = {}
    for e in ests:
        est = ESTIMATORS[e]
        opts = {k: _coerce(options.get(k, d), d, k) for k, d in est.defaults.items()}
        if est.check is not None:
            opts = est.check(opts)
        per_estimator[e] = tuple(sorted((k, _freeze(v)) for k, v in opts.items()))
    frozen_params = tuple(sorted((k, _freeze(v)) for k, v in params.items()))
    from .models.registry import TOY_MODELS

    if model in TOY_MODELS:  # cheap: build each size once so bad parameters fail before any task runs
        for size in dict.fromkeys(ns):
            _cached_model(model, size, frozen_params)
    tasks = {}
    for e, size, T, s in itertools.product(ests, ns, temps, seeds):
        if not ESTIMATORS[e].seeded:
            s = seeds[0]
        t = Task(model, size, T, s, e, frozen_params, per_estimator[e])
        tasks.setdefault(t.key, t)
    return list(tasks.values())


def _coerce(value, default, name):
    """Give ``value`` (possibly a string from the command line) the type of ``default``."""
    if isinstance(default, bool):
        if isinstance(value, str):
            if value.lower() in ("1", "true", "yes"):
                return True
            if value.lower() in ("0", "false", "no"):
                return False
            raise InvalidInputError(f"`{name}` must be true or false; got {value!r}")
        return bool(value)
    if isinstance(default, (int, float)):
        try:
            v = float(value)
        except (TypeError, ValueError):
            raise InvalidInputError(f"`{name}` must be a number; got {value!r}") from None
        if isinstance(default, int):
            if not v.is_integer():
                raise InvalidInputError(f"`{name}` must be an integer; got {value!r}")
            return int(v)
        return v
    return value if not isinstance(default, str) else str(value)


# ---------------------------------------------------------------------------- store


_SCHEMA = """
CREATE TABLE IF NOT EXISTS glauber_meta (name TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS results (
    key TEXT PRIMARY KEY,
    model TEXT NOT NULL,
    n INTEGER NOT NULL,
    temperature REAL NOT NULL,
    seed INTEGER NOT NULL,
    estimator TEXT NOT NULL,
    params TEXT NOT NULL,
    options TEXT NOT NULL,
    result TEXT NOT NULL,
    created TEXT NOT NULL,
    duration_s REAL NOT NULL
);
"""


class ResultStore:
    """A results store: one SQLite file, one row per task key.

    ``ResultStore(path)`` opens a store, creating it when the file is missing or empty;
    ``create=False`` requires it to exist. A file that is not a results store (not an
    SQLite database, or one without the ``glauber_meta`` table) raises
    :class:`InvalidInputError` naming the path. Use as a context manager.
    """

    def __init__(self, path, *, create: bool = True):
        self.path = os.fspath(path)
        if os.path.isdir(self.path):
            raise InvalidInputError(f"results store {self.path!r} is a directory, not a file")
        exists = os.path.exists(self.path)
        if not exists and not create:
            raise InvalidInputError(f"no results store at {self.path!r}")
        try:
            # autocommit: each INSERT below is its own transaction
            self._conn = sqlite3.connect(self.path, timeout=30.0, isolation_level=None)
        except sqlite3.Error as exc:
            raise InvalidInputError(f"cannot open results store {self.path!r}: {exc}") from None
        try:
            self._check_or_init(create)
        except BaseException:
            self._conn.close()
            raise

    def _not_a_store(self, why: str):
        return InvalidInputError(f"{self.path!r} is not a glauber results store ({why})")

    def _check_or_init(self, create: bool) -> None:
        c = self._conn
        try:
            tables = {r[0] for r in c.execute("SELECT name FROM sqlite_master WHERE type='table'")}
        except sqlite3.DatabaseError:
            raise self._not_a_store("not an SQLite database") from None
        if "glauber_meta" not in tables:
            if tables:
                raise self._not_a_store(
                    f"an SQLite database without a glauber_meta table; it holds {', '.join(sorted(tables))}"
                )
            if not create:
                raise self._not_a_store("an empty file")
            c.execute("BEGIN IMMEDIATE")
            try:
                # one statement at a time: executescript() would commit the open transaction
                for stmt in filter(str.strip, _SCHEMA.split(";")):
                    c.execute(stmt)
                c.execute("INSERT OR IGNORE INTO glauber_meta VALUES ('format', ?)", (STORE_FORMAT,))
                c.execute("INSERT OR IGNORE INTO glauber_meta VALUES ('schema_version', ?)", (str(SCHEMA_VERSION),))
                c.execute("COMMIT")
            except BaseException:
                c.execute("ROLLBACK")
                raise
        meta = dict(c.execute("SELECT name, value FROM glauber_meta"))
        if meta.get("format") != STORE_FORMAT:
            raise self._not_a_store(f"glauber_meta format is {meta.get('format')!r}")
        version = int(meta.get("schema_version", "0"))
        if version > SCHEMA_VERSION:
            raise InvalidInputError(
                f"results store {self.path!r} has schema version {version}, newer than this toolkit's "
                f"{SCHEMA_VERSION}; upgrade glauber-mlm"
            )

    def __enter__(self) -> ResultStore:
        return self

    def __exit__(self, *exc) -> None:
        self.close()

    def close(self) -> None:
        self._conn.close()

    def __len__(self) -> int:
        return int(self._conn.execute("SELECT count(*) FROM results").fetchone()[0])

    def keys(self) -> set[str]:
        return {r[0] for r in self._conn.execute("SELECT key FROM results")}

    def add(self, task: Task, result: Mapping, duration_s: float) -> bool:
        """Insert one finished task in its own transaction; False if its key was already there."""
        created = datetime.datetime.now(datetime.timezone.utc).isoformat(timespec="milliseconds")
        cur = self._conn.execute(
            "INSERT OR IGNORE INTO results VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (task.key, task.model, task.n, task.temperature, task.seed, task.estimator,
             json.dumps(dict(task.params), sort_keys=True), json.dumps(dict(task.options), sort_keys=True),
             json.dumps(_jsonable(result), sort_keys=True), created, float(duration_s)),
        )
        return cur.rowcount == 1

    def rows(self) -> list[dict]:
        cur = self._conn.execute("SELECT * FROM results ORDER BY model, estimator, n, temperature, seed, key")
        names = [d[0] for d in cur.description]
        return [dict(zip(names, r, strict=True)) for r in cur]


def load_results(path):
    """The store at ``path`` as a pandas DataFrame, one row per task.

    Columns: ``key``, the task fields (``model``, ``estimator``, ``n``, ``temperature``,
    ``seed``), the model parameters, the estimator options and the result fields, each
    expanded into its own column (a name that would clash gets a ``model_``, ``option_``
    or ``result_`` prefix), then ``duration_s`` and ``created``. Fields an estimator does
    not return are NaN.
    """
    import pandas as pd

    with ResultStore(path, create=False) as store:
        rows = store.rows()
    base = ["key", "model", "estimator", "n", "temperature", "seed"]
    records, order = [], list(base)
    for r in rows:
        rec = {k: r[k] for k in base}
        for prefix, blob in (("model_", r["params"]), ("option_", r["options"]), ("result_", r["result"])):
            for k, v in json.loads(blob).items():
                name = k if k not in rec and k not in ("duration_s", "created") else prefix + k
                rec[name] = v
                if name not in order:
                    order.append(name)
        rec["duration_s"], rec["created"] = r["duration_s"], r["created"]
        records.append(rec)
    return pd.DataFrame.from_records(records, columns=order + ["duration_s", "created"])


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
    try:
        futures = {ex.submit(run_task, t): t for t in tasks}
        for f in _futures_as_completed(futures):
            exc = f.exception()
            yield futures[f], (f.result() if exc is None else exc)
    finally:
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


# ---------------------------------------------------------------------------- sweep


@dataclass(frozen=True)
class SweepSummary:
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
              connect_timeout: float = 5.0) -> SweepSummary:
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
        Show a progress bar over tasks (None: only when stderr is a terminal).
    connect_timeout : float
        Seconds to wait for a Dask scheduler before giving up.

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
            from tqdm import tqdm

            client = _dask_client(arg, connect_timeout) if kind == "dask" else None
            if kind == "serial":
                results = _run_serial(pending)
            elif kind == "local":
                results = _run_local(pending, arg)
            else:
                results = _run_dask(pending, client)
            bar = tqdm(total=len(pending), desc="sweep", unit="task", file=sys.stderr,
                       disable=(None if progress is None else not progress))
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
