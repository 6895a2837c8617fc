"""Tasks of a sweep: one frozen, hashable run ``(model, n, T, seed, estimator, options)``, and
the Cartesian grids of them (:func:`make_grid`)."""

from __future__ import annotations

import functools
import hashlib
import inspect
import itertools
import json
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from functools import cached_property

import numpy as np

from toolkit._validation import check_int, check_temperature
from toolkit.exceptions import GlauberError, InvalidInputError
from toolkit.models import registry
from toolkit.models.registry import TOY_MODELS, make_model

from .estimators import ESTIMATORS, _estimator_names

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
    kwargs = {k: (list(v) if isinstance(v, tuple) else v) for k, v in params}
    return make_model(name, n=n, **kwargs)


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
