"""Named estimators ``fn(task) -> dict`` that a sweep runs (:data:`ESTIMATORS`), and
:func:`run_task`."""

from __future__ import annotations

import inspect
import json
import math
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

import numpy as np

from exact.markov import ExactChain
from exact.space import StateSpace
from toolkit._validation import check_eps, check_int, check_scan
from toolkit.app.phase_point import _order_moments, phase_point
from toolkit.exceptions import InvalidInputError, InvalidTypeError
from toolkit.phase import majority_fraction, order_parameter
from toolkit.results import to_jsonable
from toolkit.sampling import run_chains

if TYPE_CHECKING:  # the tasks module imports this one
    from .tasks import Task

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


def _check_exact_options(opts):
    return {**opts, "eps": check_eps(opts["eps"]), "scan": check_scan(opts["scan"])}


@register_estimator("exact", defaults={"eps": 0.25, "scan": "random"}, check=_check_exact_options,
                    seeded=False)
def _exact(task: Task) -> dict:
    """Exact t_mix, spectral gap, relaxation time, pi_min and susceptibility n*Var_pi(m)."""
    model = task.build_model()
    chain = ExactChain(model, temperature=task.temperature, scan=task.option("scan"), name=task.model)
    report = chain.report(task.option("eps"))
    K, pi = chain.kernel, chain.pi
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
    model = task.build_model()
    chain = ExactChain(model, temperature=task.temperature, scan=task.option("scan"), name=task.model)
    K, pi = chain.kernel, chain.pi
    mix = chain.mixing(task.option("eps"))

    X = StateSpace(K.q, K.n, max_states=K.n_states).all_states()
    m = majority_fraction(X, K.q)
    mean = float(pi @ m)
    var = float(pi @ (m - mean) ** 2)
    rho = np.stack([(X == a).mean(axis=1) for a in range(K.q)], axis=1)
    m2, m4, _ = _order_moments(rho, pi, K.q)  # the Potts order parameter's moments (Binder cumulant)
    return {
        "t_mix": mix.t_mix, "pi_min": float(pi.min()), "n_states": K.n_states,
        "order_mean": mean, "order_mean_stderr": 0.0,
        "susceptibility": K.n * var, "susceptibility_stderr": 0.0, "m2": m2, "m4": m4,
    }


def _check_phase_options(opts):
    method = str(opts["method"])
    if method not in ("auto", "lumped", "transfer", "enumeration", "lattice", "mlm"):
        raise InvalidInputError(f"`method` must be auto, lumped, transfer, enumeration, lattice or mlm; "
                                f"got {method!r}")
    return {**opts, "method": method, "n_groups": check_int(opts["n_groups"], "n_groups", minimum=2),
            "chains_per_group": check_int(opts["chains_per_group"], "chains_per_group", minimum=1),
            "n_sweeps": check_int(opts["n_sweeps"], "n_sweeps", minimum=1),
            "burn_in": check_int(opts["burn_in"], "burn_in", minimum=0)}


@register_estimator("phase", defaults={"method": "auto", "n_groups": 8, "chains_per_group": 4, "n_sweeps": 400,
                                       "burn_in": 300}, check=_check_phase_options)
def _phase(task: Task) -> dict:
    """Order-parameter moments, Binder cumulant, susceptibility and a relaxation time for the
    finite-size-scaling verdict (exact where a symmetry allows, sampled on lattices)."""
    return phase_point(task.build_model(), task.temperature, method=task.option("method"),
                       n_groups=task.option("n_groups"), chains_per_group=task.option("chains_per_group"),
                       n_sweeps=task.option("n_sweeps"), burn_in=task.option("burn_in"), rng=task.rng())


@register_estimator("_sleep", defaults={"sleep": 0.2}, hidden=True)
def _sleep(task: Task) -> dict:
    """For tests of interruption and resume: sleeps `sleep` seconds, returns one seeded draw."""
    time.sleep(float(task.option("sleep")))
    return {"u": float(task.rng().random())}


def run_task(task: Task) -> tuple[str, dict, float]:
    """Run one task where it is called (a worker); return ``(key, result, seconds)``."""
    try:
        est = ESTIMATORS[task.estimator]
    except KeyError:
        raise InvalidInputError(f"unknown estimator {task.estimator!r}; known: {_estimator_names()}") from None
    t0 = time.perf_counter()
    result = est.fn(task)
    if not isinstance(result, Mapping):
        raise InvalidTypeError(f"estimator {task.estimator!r} must return a dict; got {type(result).__name__}")
    result = to_jsonable(result, keep_nonfinite=True)  # the one encoder; NaN stays NaN in the store
    json.dumps(result)  # fail in the worker, naming nothing stored, if it is not serializable
    return task.key, result, time.perf_counter() - t0


def _estimator_names(hidden: bool = False) -> str:
    return ", ".join(k for k, e in ESTIMATORS.items() if hidden or not e.hidden)
