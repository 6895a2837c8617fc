"""Metastability by sampling: exit and dwell times of sets, basins, margins, trajectories.

A set ``B`` of states is given by a predicate ``in_set(states (k, n)) -> bool (k,)``;
builders: :func:`threshold_set` (an observable between two thresholds),
:func:`state_set` (explicit states), :func:`basin_set` (states whose zero-temperature
quench lands on given fixed points).

- Exit time from ``x in B``: ``tau = min{t >= 1 : X_t not in B}``, with ``X_0 = x``. Its
  mean solves ``(I - P_BB) tau = 1`` on ``B`` (what ``exact`` computes); here it is
  estimated from ``n_chains`` independent chains with a Student-t interval.
  Chains still inside after ``max_steps`` are censored; the mean is then reported as a
  lower estimate (its method says so).
- Dwell times: lengths of the completed sojourns inside and outside ``B`` along long
  trajectories.
- Uniform local margin of ``x``: ``gamma(x) = min_i [l_i(x_i; x_-i) - max_{a != x_i} l_i(a; x_-i)]``.
  A strict local argmax (``gamma > 0``) is left with probability at most
  ``(q - 1) e^{-gamma/T}`` per step, so ``E[tau_exit] >= e^{gamma/T} / (q - 1)``
  (:func:`escape_time_lower_bound`).
- Quench: zero-temperature sweeps ``x_i <- argmax_a l_i(a; x_-i)`` until nothing changes;
  the fixed point labels the basin of ``x``.

The rejection-free sampler (:mod:`toolkit.sampling`) is used where it pays
(``method="auto"``): when the mean holding time at the start states (the first 256
chains', a probe) exceeds the cost of one all-sites call in single-site calls (``n``, or 1
for models with ``all_conditionals``). Exit times at low temperature then cost one model call per
change of state rather than per step.

Two-state example: ``n = 1``, ``q = 2``, logits ``(0, log 3)``, ``B = {0}``: the chain
leaves ``0`` with probability ``3/4`` per step, so ``E[tau] = 4/3``.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

import numpy as np

from . import _states
from ._active import advance_active
from ._margins import deficits, state_margins
from ._validation import as_rng, check_int, check_probability, check_states, check_temperature
from .chain import tempered_conditionals
from .exceptions import InvalidInputError
from .models.base import format_state, model_tokens
from .results import Estimate, Result
from .sampling import (
    all_site_logits,
    glauber_step,
    initial_states,
    model_logits,
    model_size,
    progress_bar,
    rejection_free_jump,
)
from .theory import escape_lower_bound

__all__ = [
    "threshold_set",
    "state_set",
    "basin_set",
    "exit_times",
    "ExitTimeResult",
    "mean_exit_time",
    "dwell_times",
    "DwellResult",
    "local_margin",
    "escape_time_lower_bound",
    "quench",
    "jump_trajectory",
    "Trajectory",
    "exit_rate",
]

METHODS = ("auto", "glauber", "rejection-free")


# ------------------------------------------------------------------ sets
def threshold_set(observable, *, low: float | None = None, high: float | None = None):
    """Predicate ``low <= observable(x) <= high`` (either side may be open)."""
    if low is None and high is None:
        raise InvalidInputError("`threshold_set` needs `low`, `high` or both")
    if not callable(observable):
        raise InvalidInputError(f"`observable` must be callable; got {observable!r}")
    lo = -math.inf if low is None else float(low)
    hi = math.inf if high is None else float(high)

    def in_set(x):
        v = np.asarray(observable(x), dtype=float)
        return (v >= lo) & (v <= hi)

    return in_set


def _radix_index(x: np.ndarray, q: int) -> np.ndarray:
    n = x.shape[1]
    if n * math.log2(q) > 62:
        raise InvalidInputError(f"`state_set` needs q**n < 2**62; got q={q}, n={n}")
    return _states.encode(x, q)


def state_set(states, *, q: int):
    """Predicate: membership in the explicit list of ``states`` (shape ``(k, n)``)."""
    arr = np.asarray(states)
    if arr.ndim != 2:
        raise InvalidInputError(f"`states` must have shape (k, n); got {arr.shape}")
    S = check_states(arr, q=q, n=arr.shape[1], name="states")
    keys = np.unique(_radix_index(S, q))

    def in_set(x):
        return np.isin(_radix_index(np.asarray(x, dtype=np.int64), q), keys)

    return in_set


def basin_set(model, fixed_points, *, max_sweeps: int = 100):
    """Predicate: the zero-temperature quench of ``x`` lands on one of ``fixed_points``."""
    q, n = model_size(model)
    fp = check_states(fixed_points, q=q, n=n, name="fixed_points")
    keys = np.unique(_radix_index(fp, q))

    def in_set(x):
        y, _ = quench(model, x, max_sweeps=max_sweeps)
        return np.isin(_radix_index(y, q), keys)

    return in_set


def _membership(in_set, x: np.ndarray, name: str = "in_set") -> np.ndarray:
    try:
        v = np.asarray(in_set(x))
    except (TypeError, ValueError) as exc:
        raise InvalidInputError(f"`{name}` failed on states of shape {x.shape}: {exc}") from None
    if v.shape != (x.shape[0],):
        raise InvalidInputError(f"`{name}` must return shape ({x.shape[0]},) for {x.shape[0]} states; got {v.shape}")
    if v.dtype != bool:
        if not np.isin(v, (0, 1)).all():
            raise InvalidInputError(f"`{name}` must return booleans; got dtype {v.dtype}")
        v = v.astype(bool)
    return v


# ------------------------------------------------------------------ margins and quench
def local_margin(model, x) -> np.ndarray:
    """``gamma(x) = min_i [l_i(x_i; x_-i) - max_{a != x_i} l_i(a; x_-i)]`` for each state (one call)."""
    q, n = model_size(model)
    x = check_states(x, q=q, n=n)
    return state_margins(all_site_logits(model, x), x)  # the one copy of the formula (toolkit._margins)


def escape_time_lower_bound(margin, q: int, temperature: float) -> np.ndarray:
    """``e^{gamma/T} / (q - 1)``: a lower bound on ``E[tau_exit]`` from a strict argmax state.

    Only meaningful for ``gamma > 0``; leaving such a state takes probability at most
    ``(1/n) sum_i (q - 1) e^{-gamma/T}`` per step. The formula is
    :func:`toolkit.theory.escape_lower_bound` (arguments ``(gamma, temperature, q)``); this
    name keeps its own order ``(margin, q, temperature)`` and returns an array (``inf`` beyond
    float64's range).
    """
    return np.asarray(escape_lower_bound(margin, temperature, q))


#: the quench keeps ``x_i`` when its deficit ``max_a l_i(a) - l_i(x_i)`` is at most this: exactly
#: 0, a tie with the maximum (``exact.basins`` draws its zero-temperature graph with 1e-9)
QUENCH_TIE_ATOL = 0.0


def quench(model, x, *, max_sweeps: int = 100):
    """Zero-temperature systematic sweeps ``x_i <- argmax l_i(. ; x_-i)`` (ties: keep ``x_i``;
    else the first argmax).

    Returns ``(fixed_points, converged)``; a state not fixed after ``max_sweeps`` (possible
    for incompatible conditionals, which can cycle) is returned as reached, flagged.
    """
    q, n = model_size(model)
    y = check_states(x, q=q, n=n).copy()
    max_sweeps = check_int(max_sweeps, "max_sweeps", minimum=1)
    B = y.shape[0]
    converged = np.zeros(B, dtype=bool)

    def sweep(active, _):
        ya = y[active]
        changed = np.zeros(active.size, dtype=bool)
        for i in range(n):
            L = model_logits(model, ya, np.full(active.size, i), q)
            keep = deficits(L)[np.arange(active.size), ya[:, i]] <= QUENCH_TIE_ATOL
            new = np.where(keep, ya[:, i], L.argmax(axis=1))
            changed |= new != ya[:, i]
            ya[:, i] = new
        y[active] = ya
        converged[active[~changed]] = True
        return active[changed]

    advance_active(sweep, np.arange(B), max_rounds=max_sweeps)
    return y, converged


# ------------------------------------------------------------------ movers
def _choose_method(model, method, x, T, lazy, rng) -> str:
    if method not in METHODS:
        raise InvalidInputError(f"`method` must be one of {METHODS}; got {method!r}")
    if method != "auto":
        return method
    _, n = model_size(model)
    probe = x[: min(len(x), 256)]
    _, _, rate = rejection_free_jump(model, probe, temperature=T, lazy=lazy, rng=rng)
    hold = float(np.mean(1.0 / np.maximum(rate, 1e-300)))
    threshold = 1.0 if getattr(model, "all_conditionals", None) is not None else float(n)
    return "rejection-free" if hold > threshold else "glauber"


def _advance(model, x, clock, method, T, lazy, rng):
    """Next event of each chain: ``(new_clock, new_x)``; plain steps are events of length 1."""
    if method == "glauber":
        y = x.copy()
        glauber_step(model, y, temperature=T, lazy=lazy, rng=rng)
        return clock + 1.0, y
    hold, y, _ = rejection_free_jump(model, x, temperature=T, lazy=lazy, rng=rng)
    return clock + hold, y


# ------------------------------------------------------------------ exit times
def mean_exit_time(times, censored=None, *, level: float = 0.95, method: str = "exit time") -> Estimate:
    """Mean of i.i.d. exit times with a Student-t interval.

    Censored times (``censored`` mask) enter at their censoring value and the result is
    labelled a lower estimate.
    """
    v = np.asarray(times, dtype=float).reshape(-1)
    if v.size < 2:
        raise InvalidInputError(f"`times` needs at least 2 values for an interval; got {v.size}")
    level = check_probability(level, "level")
    n_cens = 0 if censored is None else int(np.asarray(censored).sum())
    if n_cens:
        method += f", {n_cens} censored: lower estimate"
    mean, se, h = _t_interval(v, level)
    return Estimate(mean, stderr=se, ci=(mean - h, mean + h), n_samples=int(v.size), method=method, level=level)


def _t_interval(v: np.ndarray, level: float = 0.95) -> tuple[float, float, float]:
    """``(mean, standard error, half-width)`` of the Student-t interval of ``v`` (>= 2 values)."""
    from scipy.stats import t as student_t

    se = float(v.std(ddof=1) / math.sqrt(v.size))
    return float(v.mean()), se, float(student_t.ppf(0.5 + level / 2, v.size - 1)) * se


@dataclass(frozen=True, eq=False)
class ExitTimeResult(Result):
    """Exit times of ``n_chains`` chains from a set.

    ``times[b]``: the exit step of chain ``b`` (``max_steps`` if censored);
    ``exit_states[b]``: the first state outside the set (the last state if censored).
    """

    times: np.ndarray
    censored: np.ndarray
    exit_states: np.ndarray
    max_steps: int
    temperature: float
    method: str
    n_model_calls: int = field(default=0, compare=False)
    level: float = 0.95

    @property
    def n_censored(self) -> int:
        return int(self.censored.sum())

    @property
    def mean(self) -> Estimate:
        return mean_exit_time(self.times, self.censored, level=self.level, method=f"exit time ({self.method})")

    def __str__(self) -> str:
        return (f"ExitTimeResult({self.times.size} chains, {self.method}, T={self.temperature:g}): "
                f"mean {self.mean}, {self.n_censored} censored at {self.max_steps}")


def exit_times(model, in_set, *, start, temperature: float = 1.0, n_chains: int = 100,
               max_steps: int = 1_000_000, method: str = "auto", lazy: float = 0.0, level: float = 0.95,
               progress: bool | None = None, rng=None) -> ExitTimeResult:
    """Exit times from the set ``in_set`` of chains started at ``start`` (each must be inside).

    ``start``: a state ``(n,)``, states ``(n_chains, n)`` or a callable ``(rng, m) -> (m, n)``.
    ``method``: ``"glauber"`` (plain steps), ``"rejection-free"`` (random scan; one model
    call per change) or ``"auto"``.
    """
    q, n = model_size(model)
    T = check_temperature(temperature)
    n_chains = check_int(n_chains, "n_chains", minimum=2)
    max_steps = check_int(max_steps, "max_steps", minimum=1)
    lazy = check_probability(lazy, "lazy")
    level = check_probability(level, "level")  # before the run, not when .mean is read
    if level == 0:
        raise InvalidInputError("`level` must be in (0, 1) (the confidence level of the mean); got 0")
    rng = as_rng(rng)
    x = initial_states(model, n_chains, start, rng=rng)
    inside = _membership(in_set, x)
    if not inside.all():
        b = int(np.argmin(inside))
        raise InvalidInputError(f"`start` state {x[b].tolist()} (chain {b}) is not in the set `in_set`")
    method = _choose_method(model, method, x, T, lazy, rng)
    clock = np.zeros(n_chains)
    times = np.full(n_chains, float(max_steps))
    censored = np.zeros(n_chains, dtype=bool)

    def event(active, _):
        """The next event of every chain still inside; it stops on leaving the set (its
        exit time) or past ``max_steps`` (censored)."""
        new_clock, y = _advance(model, x[active], clock[active], method, T, lazy, rng)
        late = new_clock > max_steps
        censored[active[late]] = True
        go = ~late
        idx, y, new_clock = active[go], y[go], new_clock[go]
        x[idx], clock[idx] = y, new_clock
        out = ~_membership(in_set, y)
        times[idx[out]] = new_clock[out]
        return idx[~out]

    bar = progress_bar(max_steps, f"exit times ({method})", progress, work=max_steps * n_chains)
    calls = advance_active(event, np.arange(n_chains), bar=bar, clock=clock)  # one model call per round
    return ExitTimeResult(times, censored, x.copy(), max_steps, T, method, calls, level)


# ------------------------------------------------------------------ dwell times
@dataclass(frozen=True, eq=False)
class DwellResult(Result):
    """Completed sojourn lengths inside (``inside``) and outside (``outside``) a set."""

    inside: np.ndarray
    outside: np.ndarray
    n_steps: int
    n_chains: int
    method: str
    fraction_inside: Estimate

    def mean_inside(self) -> Estimate | None:
        return mean_exit_time(self.inside, method="dwell inside") if self.inside.size >= 2 else None

    def mean_outside(self) -> Estimate | None:
        return mean_exit_time(self.outside, method="dwell outside") if self.outside.size >= 2 else None

    def __str__(self) -> str:
        return (f"DwellResult({self.n_chains} chains x {self.n_steps} steps, {self.method}): "
                f"{self.inside.size} sojourns inside (mean {self.mean_inside()}), "
                f"{self.outside.size} outside (mean {self.mean_outside()}), "
                f"fraction of time inside {self.fraction_inside}")


def dwell_times(model, in_set, *, temperature: float = 1.0, n_chains: int = 16, n_steps: int = 100_000,
                start=None, method: str = "auto", lazy: float = 0.0, progress: bool | None = None,
                rng=None) -> DwellResult:
    """Lengths of the completed visits inside and outside ``in_set`` over ``n_steps`` steps.
    ``rng`` (Generator, int or None) draws the chains: the same seed gives the same sojourns.

    The first (started at 0) and last (cut at ``n_steps``) sojourns of each chain are not
    complete and are left out; ``fraction_inside`` uses all the time (mean over chains,
    stderr across chains).
    """
    q, n = model_size(model)
    T = check_temperature(temperature)
    n_chains = check_int(n_chains, "n_chains", minimum=1)
    n_steps = check_int(n_steps, "n_steps", minimum=1)
    lazy = check_probability(lazy, "lazy")
    rng = as_rng(rng)
    x = initial_states(model, n_chains, start, rng=rng)
    method = _choose_method(model, method, x, T, lazy, rng)
    status = _membership(in_set, x)
    clock = np.zeros(n_chains)
    entered = np.full(n_chains, np.nan)  # NaN: the current sojourn began at 0 (not complete)
    time_in = np.zeros(n_chains)
    ins, outs = [], []

    def event(active, _):
        """The next event of every chain: a change of side completes a sojourn; a chain
        whose next event falls after ``n_steps`` stops."""
        new_clock, y = _advance(model, x[active], clock[active], method, T, lazy, rng)
        end = np.minimum(new_clock, n_steps)
        time_in[active] += np.where(status[active], end - clock[active], 0.0)
        go = new_clock <= n_steps
        idx, y, new_clock = active[go], y[go], new_clock[go]
        new_status = _membership(in_set, y)
        flip = new_status != status[idx]
        f_idx = idx[flip]
        dur = new_clock[flip] - entered[f_idx]
        ok = ~np.isnan(dur)
        was_in = status[f_idx]
        ins.append(dur[ok & was_in])
        outs.append(dur[ok & ~was_in])
        entered[f_idx] = new_clock[flip]
        status[idx] = new_status
        x[idx], clock[idx] = y, new_clock
        return idx

    bar = progress_bar(n_steps, f"dwell times ({method})", progress, work=n_steps * n_chains)
    advance_active(event, np.arange(n_chains), bar=bar, clock=clock)
    frac = time_in / n_steps
    if n_chains > 1:  # a Student-t interval over chains (the normal one covered 74% with 2 chains, 84% with 4)
        mid, se, h = _t_interval(frac)
        fraction = Estimate(mid, stderr=se, ci=(max(0.0, mid - h), min(1.0, mid + h)), n_samples=n_chains,
                            method="time fraction across chains (Student-t interval)")
    else:  # one chain: no spread to estimate, so no interval (not a zero-width one)
        fraction = Estimate(float(frac.mean()), stderr=math.nan, ci=(0.0, 1.0), n_samples=1,
                            method="time fraction of one chain: no interval (run >= 2 chains)")
    return DwellResult(np.concatenate(ins) if ins else np.zeros(0), np.concatenate(outs) if outs else np.zeros(0),
                       n_steps, n_chains, method, fraction)


# ------------------------------------------------------------------ semantic trajectories
@dataclass(frozen=True, eq=False)
class Trajectory(Result):
    """The changes of one chain: at step ``times[k]`` site ``sites[k]`` went ``old[k] -> new[k]``.

    ``states[k]`` is the state after change ``k`` (``states[0]`` is the start, so
    ``len(states) == len(times) + 1``).
    """

    times: np.ndarray
    sites: np.ndarray
    old: np.ndarray
    new: np.ndarray
    states: np.ndarray
    n_steps: int
    temperature: float

    def lines(self, model, *, max_lines: int = 50) -> list[str]:
        """Readable lines ``t=...  site i: 'a' -> 'b'  |  state as text``."""
        toks = model_tokens(model)
        out = [f"t=0  start  |  {format_state(model, self.states[0])}"]
        for k in range(min(len(self.times), max_lines)):
            out.append(f"t={int(self.times[k])}  site {int(self.sites[k])}: {toks[int(self.old[k])]!r} -> "
                       f"{toks[int(self.new[k])]!r}  |  {format_state(model, self.states[k + 1])}")
        if len(self.times) > max_lines:
            out.append(f"... {len(self.times) - max_lines} more changes")
        return out


def jump_trajectory(model, start, *, temperature: float = 1.0, n_steps: int = 10_000, max_jumps: int = 1000,
                    lazy: float = 0.0, rng=None) -> Trajectory:
    """The sequence of changes of one random-scan chain (rejection-free), up to ``n_steps``
    steps or ``max_jumps`` changes, for reading what a model's chain does (e.g. which
    words an MLM swaps at low temperature)."""
    q, n = model_size(model)
    T = check_temperature(temperature)
    n_steps = check_int(n_steps, "n_steps", minimum=1)
    max_jumps = check_int(max_jumps, "max_jumps", minimum=1)
    rng = as_rng(rng)
    x = initial_states(model, 1, start, rng=rng)
    states = [x[0].copy()]
    times, sites, old, new = [], [], [], []
    clock = 0.0
    for _ in range(max_jumps):
        hold, y, _ = rejection_free_jump(model, x, temperature=T, lazy=lazy, rng=rng)
        if clock + hold[0] > n_steps:
            break
        clock += hold[0]
        i = int(np.flatnonzero(y[0] != x[0])[0])
        times.append(int(clock))
        sites.append(i)
        old.append(int(x[0, i]))
        new.append(int(y[0, i]))
        x = y
        states.append(x[0].copy())
    return Trajectory(np.array(times, dtype=np.int64), np.array(sites, dtype=np.int64),
                      np.array(old, dtype=np.int64), np.array(new, dtype=np.int64), np.array(states),
                      n_steps, T)


def exit_rate(model, x, *, temperature: float = 1.0, lazy: float = 0.0) -> np.ndarray:
    """``r(x) = (1 - lazy) (1/n) sum_i (1 - p_i(x_i | x_-i))``: probability of a change in one step.

    ``1 / r(x)`` is the mean holding time at ``x``.
    """
    q, n = model_size(model)
    x = check_states(x, q=q, n=n)
    p = tempered_conditionals(all_site_logits(model, x), check_temperature(temperature))
    p[np.arange(x.shape[0])[:, None], np.arange(n)[None, :], x] = 0.0
    return (1.0 - check_probability(lazy, "lazy")) * p.sum(axis=(1, 2)) / n
