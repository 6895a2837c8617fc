"""Two-sided sampled bounds on the mixing time ``t_mix(eps)`` from one set of coupled runs.

Pairs of chains start at ``(x0_k, y0_k)`` (``k = 1..P``, ``R`` replicates each) and move by a
coupling of :mod:`toolkit.coupling` (``"maximal"``, ``"crn"`` or ``"ot"``); each chain alone
is the Glauber chain, so one run gives both sides.

Upper side (coupling inequality): ``TV(P^t(x0), P^t(y0)) <= P(tau_k > t)``. With ``U_k(t)``
the Wilson upper end of the fraction of pair ``k``'s replicates still apart at ``t``::

    d(t) <= dbar(t) = max_{x,y} TV(P^t(x,.), P^t(y,.)) <= max_k U_k(t)

when the pairs include the worst pair (``starts="all"`` on a small space makes that
certain; otherwise it is the bound over the pairs tried). ``t_upper`` is the smaller of
``t_1``, the first grid time with ``max_k U_k <= eps``, and ``2 t_2``, with ``t_2`` the first
with ``max_k U_k <= sqrt(eps)`` (sub-multiplicativity: ``d(2t) <= dbar(2t) <= dbar(t)^2``).
Each uses a one-sided 97.5% end, so both hold together at 95%; a grid time picked from the
data is no problem because ``P(tau > t)`` and the counts both fall with ``t`` (a miss at the
picked time is a miss at the last time where the truth is above the threshold).

Lower side (a distinguishing event fixed before sampling): ``A_k = {z : h_k(z) > 0}`` with
``h_k(z) = #{i : z_i = x0_k,i} - #{i : z_i = y0_k,i}``. For every pair
``TV(P^t(x0), P^t(y0)) >= P_x0(A_k) - P_y0(A_k)``; averaging over the pairs (those at least
90% as far apart in Hamming distance as the farthest: a choice made from the starts alone,
before any step) and using ``dbar(t) <= 2 d(t)``::

    d(t) >= (1/2) [ mean_k P_x0k(X_t in A_k) - mean_k P_y0k(Y_t in A_k) ]

Both means are estimated from all ``P R`` chains of each side. A second event
``{h_k > c}`` (with ``R >= 4`` replicates per pair: two or more per half) has its threshold
``c`` chosen, at each grid time, on the first half of every pair's replicates (where ``h`` of
the X and Y chains separate best) and is counted on the other half only, so it too is fixed
before the data that test it; the bound is the larger of the two. Wilson ends at one-sided
level ``1 - alpha / (4 G)`` (two events, two ends, ``G`` grid times): the whole lower curve
holds at ``1 - alpha``.
``t_lower`` is the largest grid time whose lower bound exceeds ``eps``; as ``d`` does not
increase, ``t_mix(eps) > t_lower``. Pairs that met contribute 0 from then on and need no
more steps. For ``n`` independent sites the lower side reaches about ``n ln(n) / 2`` and the
maximal coupling's upper side about ``n ln(n / eps)``.

>>> from toolkit.models import IndependentSites
>>> b = mixing_bounds(IndependentSites([[0.0, 0.0]] * 6), starts="extremes", n_replicates=64,
...                   max_steps=200, rng=0)
>>> b.t_lower < b.t_upper < 200
True
"""

from __future__ import annotations

import math
import time
from dataclasses import dataclass, field

import numpy as np

from ._validation import as_rng, check_int, check_probability, check_temperature
from .coupling import check_coupling, coupled_step, start_pairs, token_order
from .exceptions import InvalidInputError
from .results import Result, _z, format_table
from .sampling import model_size

__all__ = ["MixingBounds", "mixing_bounds", "CouplingPilot", "coupling_pilot", "wilson_bounds"]


def wilson_bounds(k, m, z: float) -> tuple[np.ndarray, np.ndarray]:
    """Wilson score ends ``(lower, upper)`` of the proportions ``k / m`` (arrays) at ``z``.

    >>> [round(float(v), 4) for v in wilson_bounds(0, 16, 1.959963984540054)]
    [0.0, 0.1936]
    """
    k = np.asarray(k, dtype=float)
    p = k / m
    den = 1 + z * z / m
    mid = (p + z * z / (2 * m)) / den
    half = z * np.sqrt(p * (1 - p) / m + z * z / (4 * m * m)) / den
    return np.clip(mid - half, 0.0, 1.0), np.clip(mid + half, 0.0, 1.0)


@dataclass(frozen=True, eq=False)
class MixingBounds(Result):
    """Upper and lower bounds on ``d(t)`` on a grid of times and the bounds they give on
    ``t_mix(eps)`` (module docstring). ``t_upper`` is ``inf`` when the coupling bound never
    fell to ``eps`` within the steps run; ``t_lower`` is 0 when no lower bound exceeded ``eps``.

    ``d_upper[g]``: ``max_k U_k(times[g])`` (one-sided 97.5%); ``d_upper_value[g]``: the
    point estimate ``max_k`` (fraction apart); ``d_lower[g]``: the simultaneous lower bound.
    """

    times: np.ndarray
    d_upper: np.ndarray
    d_upper_value: np.ndarray
    d_lower: np.ndarray
    meeting_times: np.ndarray = field(repr=False)
    eps: float = 0.25
    temperature: float = 1.0
    coupling: str = "maximal"
    n_steps: int = 0
    n_rows: int = 0
    seconds: float = 0.0
    level: float = 0.95
    stopped_by_budget: bool = False
    note: str = ""

    @property
    def n_pairs(self) -> int:
        return int(self.meeting_times.shape[0])

    @property
    def n_replicates(self) -> int:
        return int(self.meeting_times.shape[1])

    @property
    def n_censored(self) -> int:
        return int(np.isinf(self.meeting_times).sum())

    @property
    def t_upper(self) -> float:
        ok1 = np.flatnonzero(self.d_upper <= self.eps)
        ok2 = np.flatnonzero(self.d_upper <= math.sqrt(self.eps))
        cands = [float(self.times[ok1[0]])] if ok1.size else []
        cands += [2.0 * float(self.times[ok2[0]])] if ok2.size else []
        return min(cands) if cands else math.inf

    @property
    def t_lower(self) -> int:
        ok = np.flatnonzero(self.d_lower > self.eps)
        return int(self.times[ok[-1]]) if ok.size else 0

    @property
    def ratio(self) -> float:
        """``t_upper / t_lower`` (``inf`` when either side is uninformative)."""
        lo, up = self.t_lower, self.t_upper
        return up / lo if lo > 0 and math.isfinite(up) else math.inf

    def to_dict(self) -> dict:
        return {"eps": self.eps, "temperature": self.temperature, "coupling": self.coupling,
                "t_upper": self.t_upper, "t_lower": self.t_lower, "ratio": self.ratio,
                "n_pairs": self.n_pairs, "n_replicates": self.n_replicates, "n_censored": self.n_censored,
                "n_steps": self.n_steps, "n_rows": self.n_rows, "seconds": self.seconds, "level": self.level,
                "stopped_by_budget": self.stopped_by_budget, "note": self.note,
                "times": self.times.tolist(), "d_upper": self.d_upper.tolist(),
                "d_upper_value": self.d_upper_value.tolist(), "d_lower": self.d_lower.tolist()}

    def summary(self) -> str:
        up = f"{self.t_upper:.0f}" if math.isfinite(self.t_upper) else f"> {self.n_steps} (not reached)"
        ratio = f"{self.ratio:.3g}" if math.isfinite(self.ratio) else "inf"
        return (f"t_mix({self.eps:g}) at T={self.temperature:g}: {self.t_lower + 1} <= t_mix <= {up} "
                f"(ratio {ratio}; {self.coupling} coupling, {self.n_pairs} start pairs x {self.n_replicates}, "
                f"{self.n_censored} pairs not met in {self.n_steps} steps; {self.level:.0%} level)")

    def __str__(self) -> str:
        rows = [(int(t), u, v, lo) for t, u, v, lo in
                zip(self.times, self.d_upper, self.d_upper_value, self.d_lower, strict=True)]
        return self.summary() + "\n" + format_table(rows, ("t", "d(t) <= (upper)", "max fraction apart",
                                                           "d(t) >= (lower)"))


def _grid(max_steps: int, n_times: int, grid_steps: int | None = None) -> np.ndarray:
    """``n_times`` geometric times from 1 to ``grid_steps`` (default ``max_steps``), continued
    past it with the same ratio up to ``max_steps`` (whose last time is ``max_steps``): a run
    capped higher keeps the times, and so the bounds, of the run capped at ``grid_steps``.

    >>> _grid(100, 3).tolist(), _grid(1000, 3, grid_steps=100).tolist()
    ([1, 10, 100], [1, 10, 100, 1000])
    """
    base = max_steps if grid_steps is None else min(int(grid_steps), max_steps)
    times = np.geomspace(1, base, n_times)
    if base < max_steps and n_times > 1:
        ratio = base ** (1.0 / (n_times - 1))
        k = math.ceil(math.log(max_steps / base) / math.log(ratio))  # times past base, the last at or past max_steps
        extra = np.geomspace(base * ratio, base * ratio**k, k)
        times = np.concatenate([times, np.minimum(extra, max_steps)])
    return np.unique(np.round(times).astype(np.int64))


def _score(x: np.ndarray, x0: np.ndarray, y0: np.ndarray) -> np.ndarray:
    """``h = #(z == x0) - #(z == y0)``, row by row."""
    return (x == x0).sum(axis=1) - (x == y0).sum(axis=1)


def _run_pairs(model, xs, ys, R, *, T, coupling, order, max_steps, grid, budget_s, rng):
    """Coupled pairs from ``(xs[k], ys[k])``, ``R`` replicates each: meeting times and, at the
    grid times, the scores ``h`` of every X and Y chain (``-inf`` for pairs that met: such a
    pair is in no event ``{h > c}``, on both sides alike)."""
    x = np.repeat(xs, R, axis=0)
    y = np.repeat(ys, R, axis=0)
    x0, y0 = x.copy(), y.copy()
    tau = np.full(x.shape[0], np.inf)
    tau[(x == y).all(axis=1)] = 0
    hx = np.full((grid.size, x.shape[0]), -np.inf)
    hy = np.full((grid.size, x.shape[0]), -np.inf)
    g, s, rows, stopped = 0, 0, 0, False
    t0 = time.perf_counter()
    while s < max_steps:
        active = np.flatnonzero(np.isinf(tau))
        if active.size == 0:
            break
        if budget_s is not None and time.perf_counter() - t0 > budget_s:
            stopped = True
            break
        xa, ya = x[active], y[active]
        coupled_step(model, xa, ya, temperature=T, coupling=coupling, order=order, rng=rng)
        x[active], y[active] = xa, ya
        rows += 2 * active.size
        s += 1
        met = (xa == ya).all(axis=1)
        tau[active[met]] = s
        while g < grid.size and grid[g] == s:
            apart = np.flatnonzero(np.isinf(tau))
            hx[g, apart] = _score(x[apart], x0[apart], y0[apart])
            hy[g, apart] = _score(y[apart], x0[apart], y0[apart])
            g += 1
    keep = grid <= s
    if not stopped and np.isfinite(tau).all():
        keep = np.ones(grid.size, dtype=bool)  # all met: every later time is known (no pair apart)
    return tau, grid[keep], hx[keep], hy[keep], s, rows, stopped, time.perf_counter() - t0


def _event_bound(hx: np.ndarray, hy: np.ndarray, c, z: float) -> np.ndarray:
    """``(1/2) [lower end of P(h_X > c) - upper end of P(h_Y > c)]`` per grid time (rows)."""
    m = hx.shape[1]
    c = np.asarray(c, dtype=float).reshape(-1, 1)
    lo = wilson_bounds((hx > c).sum(axis=1), m, z)[0]
    up = wilson_bounds((hy > c).sum(axis=1), m, z)[1]
    return np.maximum(0.0, 0.5 * (lo - up))


def _split_threshold(hx: np.ndarray, hy: np.ndarray) -> np.ndarray:
    """Per grid time, the threshold ``c`` that best separates ``h_X`` from ``h_Y`` in these
    (selection) samples: the largest ``frac(h_X > c) - frac(h_Y > c)``."""
    out = np.zeros(hx.shape[0])
    for g in range(hx.shape[0]):
        cand = np.unique(np.concatenate([hx[g], hy[g]]))
        cand = cand[np.isfinite(cand)]
        if cand.size == 0:
            continue
        gap = (hx[g][None, :] > cand[:, None]).mean(axis=1) - (hy[g][None, :] > cand[:, None]).mean(axis=1)
        out[g] = cand[int(np.argmax(gap))]
    return out


def mixing_bounds(model, *, temperature: float = 1.0, eps: float = 0.25, coupling: str = "maximal",
                  starts="extremes+random", n_pairs: int = 4, n_replicates: int = 16, max_steps: int = 10_000,
                  n_times: int = 48, order=None, level: float = 0.95, budget_s: float | None = None,
                  grid_steps: int | None = None, rng=None) -> MixingBounds:
    """Upper and lower bounds on ``d(t)`` and ``t_mix(eps)`` from one coupled run (module docstring).

    ``starts``: as in :func:`toolkit.coupling.start_pairs` (or a pair of state arrays);
    ``order``: the token order of the ``"ot"`` coupling; ``budget_s``: stop after this many
    seconds (pairs not met by then are censored; later grid times are dropped); ``grid_steps``:
    the ``n_times`` grid times span ``1..grid_steps`` and go on with the same ratio to
    ``max_steps`` (:func:`_grid`; default ``max_steps``), so raising ``max_steps`` past
    ``grid_steps`` changes nothing of a run whose pairs all met by ``grid_steps``.
    """
    q, n = model_size(model)
    T = check_temperature(temperature)
    eps = check_probability(eps, "eps")
    if not 0 < eps < 1:
        raise InvalidInputError(f"`eps` must be in (0, 1); got {eps}")
    coupling = check_coupling(coupling)
    R = check_int(n_replicates, "n_replicates", minimum=2)
    max_steps = check_int(max_steps, "max_steps", minimum=1)
    n_times = check_int(n_times, "n_times", minimum=2)
    level = check_probability(level, "level")
    rng = as_rng(rng)
    if coupling == "ot":
        order = token_order(model, order)
    xs, ys = start_pairs(model, starts, n_pairs=n_pairs, rng=rng)
    if grid_steps is not None:
        grid_steps = check_int(grid_steps, "grid_steps", minimum=1)
    grid = _grid(max_steps, n_times, grid_steps)
    tau, times, hx, hy, s, rows, stopped, secs = _run_pairs(
        model, xs, ys, R, T=T, coupling=coupling, order=order, max_steps=max_steps, grid=grid,
        budget_s=budget_s, rng=rng)
    P = xs.shape[0]
    alpha = 1.0 - level
    z_up = _z(1.0 - alpha)  # each upper end one-sided 1 - alpha/2 (two ways to t_upper)
    apart = (tau.reshape(P, R)[:, :, None] > times[None, None, :]).sum(axis=1)  # (P, G)
    d_up = wilson_bounds(apart, R, z_up)[1].max(axis=0)
    d_val = (apart / R).max(axis=0)
    # lower side: the fixed event {h > 0} on every chain, and {h > c} with c chosen on the
    # first half of each pair's replicates and counted on the second; alpha/2 each, and
    # Bonferroni over the G grid times and the two ends: one-sided 1 - alpha/(4G) per end
    G = max(times.size, 1)
    z_lo = _z(1.0 - alpha / (2 * G))
    far = (xs != ys).sum(axis=1)  # pooled: the pairs at least 90% as far apart as the farthest
    use = np.repeat(far >= 0.9 * far.max(), R)
    hx, hy = hx[:, use], hy[:, use]
    d_lo = _event_bound(hx, hy, np.zeros(G), z_lo)
    if R >= 4:
        sel = (np.flatnonzero(use) % R) < R // 2
        c = _split_threshold(hx[:, sel], hy[:, sel])
        d_lo = np.maximum(d_lo, _event_bound(hx[:, ~sel], hy[:, ~sel], c, z_lo))
    note = ("bound over the start pairs tried" if not (isinstance(starts, str) and starts == "all")
            else "every pair of states")
    return MixingBounds(times=times, d_upper=d_up, d_upper_value=d_val, d_lower=d_lo,
                        meeting_times=tau.reshape(P, R), eps=eps, temperature=T, coupling=coupling, n_steps=s,
                        n_rows=rows, seconds=secs, level=level, stopped_by_budget=stopped, note=note)


# ------------------------------------------------------------------ which coupling
@dataclass(frozen=True)
class CouplingPilot:
    """A short run of each coupling from the same start pairs: the fraction of pairs met and
    the mean Hamming distance left after ``n_steps`` steps; ``chosen`` met most, then has the
    smallest distance."""

    n_steps: int
    met: dict
    distance: dict
    seconds: dict
    chosen: str

    def to_dict(self) -> dict:
        return {"n_steps": self.n_steps, "met": self.met, "distance": self.distance, "seconds": self.seconds,
                "chosen": self.chosen}

    def __str__(self) -> str:
        rows = [(c, self.met[c], self.distance[c], self.seconds[c]) for c in self.met]
        return (f"coupling pilot ({self.n_steps} steps): chosen {self.chosen}\n"
                + format_table(rows, ("coupling", "fraction met", "mean Hamming left", "seconds")))


def coupling_pilot(model, couplings=("maximal", "crn", "ot"), *, temperature: float = 1.0, starts="extremes+random",
                   n_pairs: int = 4, n_replicates: int = 2, n_steps: int = 200, order=None, rng=None) -> CouplingPilot:
    """Run each coupling ``n_steps`` steps from the same start pairs (same seed) and pick
    the one that coalesces fastest (most pairs met, then the least Hamming distance left).
    ``n_replicates``: independent runs of each start pair (``n_pairs * n_replicates`` coupled
    chains per coupling; ``met`` and ``distance`` are over all of them).

    >>> from toolkit.models import potts
    >>> coupling_pilot(potts(2, 4, 0.5), n_steps=50, rng=0).chosen in ("maximal", "crn", "ot")
    True
    """
    T = check_temperature(temperature)
    n_steps = check_int(n_steps, "n_steps", minimum=1)
    R = check_int(n_replicates, "n_replicates", minimum=1)
    if not couplings:
        raise InvalidInputError("`couplings` is empty")
    rng = as_rng(rng)
    xs, ys = start_pairs(model, starts, n_pairs=n_pairs, rng=rng)
    seed = int(rng.integers(2**63))
    met, dist, secs = {}, {}, {}
    for c in couplings:
        c = check_coupling(c)
        o = token_order(model, order) if c == "ot" else None
        r = np.random.default_rng(seed)
        x, y = np.repeat(xs, R, axis=0), np.repeat(ys, R, axis=0)
        t0 = time.perf_counter()
        for _ in range(n_steps):
            active = np.flatnonzero((x != y).any(axis=1))
            if active.size == 0:
                break
            xa, ya = x[active], y[active]
            coupled_step(model, xa, ya, temperature=T, coupling=c, order=o, rng=r)
            x[active], y[active] = xa, ya
        secs[c] = time.perf_counter() - t0
        met[c] = float((x == y).all(axis=1).mean())
        dist[c] = float((x != y).sum(axis=1).mean())
    chosen = min(met, key=lambda c: (-met[c], dist[c]))
    return CouplingPilot(n_steps, met, dist, secs, chosen)
