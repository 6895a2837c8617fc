"""Sampled dynamic quantities at one ``(model, T, n)``, from starts in several basins.

What :func:`dynamic_point` measures, each a :class:`~toolkit.growth.Timescale` with its kind:

- **basins**: zero-temperature quenches (:func:`toolkit.metastable.quench`) of the model's
  own sequence (``model.initial_state()``, a real MLM's input) and of uniform random states;
  the distinct fixed points found, ``x*`` (the input's) first, then by how many random
  starts fell into each (:func:`find_basins`);
- **chains from every start** (the fixed points, the input itself and a uniform random
  state), ``chains_per_start`` each, run ``n_sweeps`` sweeps of random-scan Glauber steps
  (:func:`sweep_records`). After every sweep they record three observables that cost no
  extra forward pass: the **energy-like** mean over the sweep of ``log p_i^T(a | x_-i)``
  of the token ``a`` just drawn at the site ``i`` just updated (the sampler holds that
  conditional when it draws), the Hamming distance to ``x*`` and the **replica overlap**
  (fraction of equal sites) with a partner chain from another start, every quarter sweep;
- **relaxation time** from the integrated autocorrelation time ``tau`` (in records,
  :func:`toolkit.diagnostics.integrated_autocorrelation_time`, over the second half of
  every chain) of each observable: for a reversible chain whose slowest mode has
  ``lambda >= 0`` an observable in that mode has ``tau = (1 + lambda^k) / (1 - lambda^k)``
  when recorded every ``k`` steps, so :func:`relaxation_from_iat` inverts it,
  ``t_rel = 1 / (1 - ((tau - 1) / (tau + 1))^(1/k))``. Any other observable gives less: the
  random-scan heat bath is ``P = (1/n) sum_i P_i`` with each ``P_i`` an orthogonal projection
  in ``L2(pi)``, so ``P >= 0`` and ``tau = sum_j w_j (1 + lambda_j^k) / (1 - lambda_j^k)``
  (weights ``w_j >= 0`` summing to 1) is at most the slowest mode's. The largest over the
  observables is therefore a *lower* bound on ``t_rel`` (low end: the lower end of its 95%
  interval) for a reversible chain; for a non-reversible chain it is an indication only
  (:data:`IAT_LOWER`). It is not censored when the chains from every start agree (below), the
  window was reached and the half-run holds at least :data:`MIN_TAUS` ``tau``; otherwise it
  is a lower value limited by the run (censored). It is never an *estimate*: on 1-D chains with
  fields it fell below near-exact ``t_rel`` in 33 of 34 cells (benchmarks/chain_truth.py,
  record chain-truth-2026-12-02);
- **disagreement between starts** (the metastability signal): a one-way ANOVA of each
  chain's mean Hamming distance to ``x*`` over the second half, grouped by start (chains are
  independent); the starts disagree when its p-value is below :data:`DISAGREE_P`;
- **escape times** from each basin: the first sweep at which a chain started at a fixed
  point lies at Hamming distance at least ``ceil((1 - 1/q) n / 2)`` from it (half a random
  state's distance), censored at the run's end; where no chain from that point escaped
  within the run and the chain barely moves (strictly fewer than :data:`RF_CHANGES_PER_SWEEP`
  changes per sweep expected at the fixed point) they are measured by the rejection-free
  sampler instead (:func:`toolkit.metastable.exit_times`), to ``escape_sweeps`` sweeps;
- **mixing-time bounds**: the distinguishing statistic ``#(z = x0) - #(z = y0)`` on the same
  chains gives a *lower* bound on ``t_mix(1/4)`` at 95% (:func:`distinguishing_lower_bound`)
  for each pair of starts fixed in advance (:func:`distinguishing_pairs`): ``x*`` against the
  start farthest from it, and every pair of distinct fixed points, whose statistic counts only
  the sites where the two basins differ (a local two-well spot, which a count against a random
  start does not see); the largest, with the Bonferroni count over pairs x times
  (:func:`best_distinguishing_bound`), is the bound; coupled pairs (:func:`toolkit.bounds.mixing_bounds`,
  maximal coupling) between every pair of distinct starts (:func:`coupling_pairs`: the
  distinguishing pair first, at most ``max_pairs``) an *upper* bound when they meet: an upper
  bound for the start pairs tried, not over every start (a start from an unfound basin can
  take longer). A lower bound equal to the run's length is censored, one of at most one step
  vacuous;
- **one quantity from the other**: for any chain (reversible or not), if ``P f = lambda f``
  then ``|lambda|^t |f(x)| <= 2 d(t) ||f||_inf``, so ``t_mix(1/4) >= (t_rel - 1) ln 2`` with
  ``t_rel = 1 / (1 - max nontrivial |lambda|)`` (Levin-Peres, Theorem 12.5 and its proof). The
  coupling's upper bound ``U`` gives ``t_rel <= 1 + U / ln 2`` (as good as ``U``: for the pairs
  tried); the IAT's lower bound ``L`` (not censored) gives ``t_mix >= (L - 1) ln 2`` for a
  reversible chain, added where it exceeds one step.

Independent sites (heat bath, random scan) have ``t_rel = n`` exactly: the Hamming
distance to any state is a sum of one-site functions, each in the eigenspace ``1 - 1/n``.

>>> import numpy as np
>>> round(relaxation_from_iat((1 + np.exp(-1.0)) / (1 - np.exp(-1.0)), 10), 6)   # lambda^10 = e^-1: 1/(1 - e^-0.1)
10.508332
"""

from __future__ import annotations

import math
import time
from dataclasses import dataclass, field

import numpy as np

from ._validation import as_rng, check_int, check_states, check_temperature
from .bounds import mixing_bounds, wilson_bounds
from .chain import tempered_conditionals
from .diagnostics import integrated_autocorrelation_time, rhat
from .exceptions import InvalidInputError
from .growth import Timescale
from .metastable import exit_times, mean_exit_time, quench, threshold_set
from .results import Estimate, Result, _z, format_table
from .sampling import all_site_conditionals, hamming_to, inverse_cdf, model_logits, model_size

__all__ = ["BasinSearch", "find_basins", "SweepRecords", "sweep_records", "relaxation_from_iat", "Escape",
           "DynamicPoint", "dynamic_point", "distinguishing_lower_bound", "distinguishing_pairs",
           "best_distinguishing_bound", "coupling_pairs", "t_rel_upper_from_t_mix",
           "t_mix_lower_from_t_rel", "MIN_TAUS", "DISAGREE_P", "IAT_LOWER"]

#: A relaxation time from an IAT is a (not censored) lower bound only when the half-run holds this many taus.
MIN_TAUS = 10
#: What a converged IAT relaxation time is (module docstring): the method text of its Timescale.
IAT_LOWER = ("a lower bound on t_rel for a reversible chain (heat bath: P >= 0, so every observable's tau is at "
             "most (1 + lambda_2)/(1 - lambda_2)); for a non-reversible chain an indication only")
#: Chains from different starts disagree when the ANOVA of their mean distance to ``x*`` has a
#: p-value below this.
DISAGREE_P = 1e-3
#: ``ln 2``: ``(t_rel - 1) ln 2 <= t_mix(1/4)`` (Levin-Peres, Theorem 12.5).
LN2 = math.log(2.0)
#: Escape times by the rejection-free sampler when fewer changes per sweep are expected at the start.
RF_CHANGES_PER_SWEEP = 0.25


# ---------------------------------------------------------------------- basins
@dataclass(frozen=True, eq=False)
class BasinSearch(Result):
    """Fixed points of zero-temperature quenches: ``points`` (k, n), ``hits`` (how many of
    the ``n_random`` random starts fell into each), ``from_input`` (the index of the input's
    fixed point ``x*``, or -1 without an input), ``converged`` (every quench reached a fixed
    point; incompatible conditionals can cycle)."""

    points: np.ndarray
    hits: np.ndarray
    from_input: int
    n_random: int
    converged: bool

    @property
    def n_basins(self) -> int:
        return int(self.points.shape[0])

    def __str__(self) -> str:
        return (f"{self.n_basins} fixed point(s) from {self.n_random} random quench(es)"
                + (" and the input" if self.from_input >= 0 else "")
                + f"; hits {self.hits.tolist()}" + ("" if self.converged else "; some quenches did not converge"))


def find_basins(model, *, n_random: int = 8, start=None, max_sweeps: int = 50, rng=None) -> BasinSearch:
    """Quench ``start`` (default: ``model.initial_state()`` when the model has it) and
    ``n_random`` uniform random states; the distinct fixed points, the input's first, then
    by hits.

    >>> from toolkit.models import potts
    >>> b = find_basins(potts(2, 4, 1.0), n_random=16, start=np.zeros(4, dtype=int), rng=0)
    >>> b.points.tolist(), b.from_input
    ([[0, 0, 0, 0], [1, 1, 1, 1]], 0)
    """
    q, n = model_size(model)
    n_random = check_int(n_random, "n_random", minimum=0)
    rng = as_rng(rng)
    if start is None and hasattr(model, "initial_state"):
        start = model.initial_state()
    rows = []
    if start is not None:
        rows.append(check_states(np.asarray(start)[None, :], q=q, n=n, name="start")[0])
    X = np.array(rows + list(rng.integers(0, q, size=(n_random, n))), dtype=np.int64).reshape(-1, n)
    if X.shape[0] == 0:
        raise InvalidInputError("`n_random` must be >= 1 when no start is given (the basins are found from "
                                "random starts); got 0")
    Y, conv = quench(model, X, max_sweeps=max_sweeps)
    keys = [y.tobytes() for y in Y]
    first = start is not None
    order, hits = [], {}
    for k, key in enumerate(keys):
        if key not in hits:
            hits[key] = 0
            order.append(k)
        if k >= int(first):
            hits[key] += 1
    head = order[:1] if first else []
    rest = sorted(order[1:] if first else order, key=lambda k: (-hits[keys[k]], k))
    idx = head + rest
    return BasinSearch(Y[idx].copy(), np.array([hits[keys[k]] for k in idx]), 0 if first else -1, n_random,
                       bool(conv.all()))


# ---------------------------------------------------------------------- plain runs
@dataclass(frozen=True, eq=False)
class SweepRecords(Result):
    """Observables of ``B`` chains recorded every ``record_every`` random-scan steps (``R``
    records): ``energy`` (B, R) the mean over the interval of the log-probability of each
    drawn token under its own conditional, ``hamming_ref`` (B, R) the Hamming distance to
    ``reference``, ``hamming_start`` (B, R) to the chain's own start, ``overlap`` (B, R) the
    fraction of sites equal to the partner chain ``partner[b]``; ``states`` (B, G, n) the
    states at the steps ``state_times`` (G). ``start_index[b]``: the start of chain ``b``.
    ``last`` (B, n) the states after the last step and ``pending`` (B,) the log-probabilities
    summed since the last record: what :func:`sweep_records` needs to resume the run
    (``resume=``)."""

    energy: np.ndarray
    hamming_ref: np.ndarray
    hamming_start: np.ndarray
    overlap: np.ndarray
    start_index: np.ndarray
    partner: np.ndarray
    states: np.ndarray
    state_times: np.ndarray
    record_every: int
    n_model_calls: int = 0
    last: np.ndarray | None = None
    pending: np.ndarray | None = None

    @property
    def times(self) -> np.ndarray:
        """Steps of the records."""
        return self.record_every * np.arange(1, self.energy.shape[1] + 1)


def sweep_records(model, starts, *, temperature: float = 1.0, chains_per_start: int = 8, n_sweeps: int = 40,
                  records_per_sweep: int = 4, state_times=(), reference=None, resume: SweepRecords | None = None,
                  rng=None) -> SweepRecords:
    """Run ``chains_per_start`` (one count, or one per start) random-scan chains from each of ``starts`` (S, n) for
    ``n_sweeps`` sweeps, one batched model call per step, recording every
    ``max(1, n // records_per_sweep)`` steps (:class:`SweepRecords`) and keeping the states
    at the steps ``state_times``. Each step is the update of
    :func:`toolkit.sampling.glauber_step` (the same draws from the same generator: site,
    uniform, inverse CDF), and also keeps ``log p`` of the drawn token. ``reference``
    (default ``starts[0]``) is the state the Hamming distance is measured to; the partner of
    chain ``c`` of start ``s`` is chain ``c`` (modulo its count) of start ``s + 1`` (cyclically).

    ``resume``: the records of an earlier call with the same ``starts``, ``chains_per_start``
    and ``reference``; the chains go on from where it stopped for ``n_sweeps`` more sweeps and
    the records of both parts are returned together (``state_times`` are steps counted from
    the first part's start). With the generator that ran the first part, the result equals
    one call of the summed length (same draws in the same order).

    >>> from toolkit.models import potts
    >>> m, x = potts(3, 4, 1.0), np.array([[0, 0, 0, 0], [1, 1, 1, 1]])
    >>> g = np.random.default_rng(5)
    >>> two = sweep_records(m, x, n_sweeps=3, resume=sweep_records(m, x, n_sweeps=2, rng=g), rng=g)
    >>> one = sweep_records(m, x, n_sweeps=5, rng=5)
    >>> bool(np.array_equal(two.energy, one.energy) and np.array_equal(two.overlap, one.overlap))
    True
    """
    q, n = model_size(model)
    T = check_temperature(temperature)
    S0 = check_states(np.atleast_2d(starts), q=q, n=n, name="starts")
    S = S0.shape[0]
    counts = np.broadcast_to(np.asarray(chains_per_start), (S,)).astype(np.int64)
    for c in counts:
        check_int(int(c), "chains_per_start", minimum=1)
    N = check_int(n_sweeps, "n_sweeps", minimum=1)
    k = max(1, n // check_int(records_per_sweep, "records_per_sweep", minimum=1))
    rng = as_rng(rng)
    ref = S0[0] if reference is None else check_states(np.asarray(reference)[None, :], q=q, n=n,
                                                       name="reference")[0]
    x0 = np.repeat(S0, counts, axis=0)
    B = x0.shape[0]
    t_done = 0
    if resume is not None:
        if resume.last is None or resume.last.shape != x0.shape or resume.record_every != k:
            raise InvalidInputError("`resume` must be the records of a call with the same starts, chains_per_start "
                                    "and records_per_sweep")
        t_done = int(resume.n_model_calls)
    x = x0.copy() if resume is None else resume.last.copy()
    start_index = np.repeat(np.arange(S), counts)
    first = np.concatenate([[0], np.cumsum(counts)[:-1]])
    within = np.arange(B) - first[start_index]
    nxt = (start_index + 1) % S
    partner = first[nxt] + within % counts[nxt]
    rows = np.arange(B)
    n_steps = N * n
    r0 = t_done // k
    R = (t_done + n_steps) // k - r0
    energy, h_ref, h_start, ov = (np.zeros((B, R)) for _ in range(4))
    st = np.asarray(sorted({int(t) for t in state_times if t_done < int(t) <= t_done + n_steps}), dtype=np.int64)
    states = np.zeros((B, st.size, n), dtype=np.int64)
    acc = np.zeros(B) if resume is None else resume.pending.copy()
    g = r = 0
    for t in range(t_done + 1, t_done + n_steps + 1):
        sites = rng.integers(0, n, size=B)
        u = rng.random(B)
        p = tempered_conditionals(model_logits(model, x, sites, q), T)
        a = inverse_cdf(p, u)
        with np.errstate(divide="ignore"):
            acc += np.log(p[rows, a])
        x[rows, sites] = a
        if t % k == 0 and r < R:
            energy[:, r] = acc / k
            acc[:] = 0.0
            h_ref[:, r] = (x != ref).sum(axis=1)
            h_start[:, r] = (x != x0).sum(axis=1)
            ov[:, r] = (x == x[partner]).mean(axis=1)
            r += 1
        if g < st.size and st[g] == t:
            states[:, g] = x
            g += 1
    if resume is not None:
        energy, h_ref, h_start, ov = (np.concatenate([a, b], axis=1) for a, b in (
            (resume.energy, energy), (resume.hamming_ref, h_ref), (resume.hamming_start, h_start),
            (resume.overlap, ov)))
        states = np.concatenate([resume.states, states], axis=1)
        st = np.concatenate([resume.state_times, st])
    return SweepRecords(energy, h_ref, h_start, ov, start_index, partner, states, st, k, t_done + n_steps, x,
                        acc)


def distinguishing_lower_bound(states, start_index, starts, pair, times, *, eps: float = 0.25,
                               level: float = 0.95, n_tests: int | None = None) -> tuple[int, bool]:
    """``(t, censored)``: ``t_mix(eps) > t`` at level ``level`` from chains run from two of
    the ``starts`` (``pair = (a, b)``; ``states`` (B, G, n) at the steps ``times`` (G), chain
    ``b`` from ``starts[start_index[b]]``).

    With ``x0, y0`` the two starts, ``D`` the sites where they differ and
    ``h(z) = #(z = x0) - #(z = y0)``, two events fixed before sampling, ``{h > 0}`` (closer to
    ``x0``) and ``{h >= D}`` (``x0``'s tokens on every site where the starts differ: a site
    not yet updated keeps its start's token), each give
    ``d(t) >= (P_x0(X_t in A) - P_y0(Y_t in A)) / 2``; the two probabilities have Wilson ends
    at one-sided level ``1 - alpha / (4 G)`` (Bonferroni over the ``G`` times, the two events
    and the two ends), as in :mod:`toolkit.bounds`. ``t`` is the largest time at which one of
    them certifies ``d(t) > eps`` (``d`` does not increase, so ``t_mix(eps) > t``; 0: none);
    ``censored`` when that is the last time recorded (the bound is the run's length).
    ``n_tests``: the Bonferroni count of times when it must exceed ``G`` (a run extended
    after looking at its data: every time it could have recorded).

    >>> z = np.array([[[0, 0]]] * 40 + [[[1, 1]]] * 40)   # 40 chains per start, one time, stuck
    >>> distinguishing_lower_bound(z, np.repeat([0, 1], 40), np.array([[0, 0], [1, 1]]), (0, 1), [5])
    (5, True)
    """
    states = np.asarray(states)
    times = np.asarray(times, dtype=np.int64)
    starts = np.asarray(starts)
    a, b = pair
    xa, xb = starts[a], starts[b]
    D = int((xa != xb).sum())
    ra, rb = np.flatnonzero(start_index == a), np.flatnonzero(start_index == b)
    G = times.size
    if D == 0 or ra.size == 0 or rb.size == 0 or G == 0:
        return 0, False
    z = _z(1.0 - 2.0 * (1.0 - level) / (4 * max(G, int(n_tests or 0))))  # two-sided level 1 - 2 a' gives the one-sided end 1 - a'
    best = 0
    for g in range(G):
        ha = (states[ra, g] == xa).sum(axis=1) - (states[ra, g] == xb).sum(axis=1)
        hb = (states[rb, g] == xa).sum(axis=1) - (states[rb, g] == xb).sum(axis=1)
        for c in (0, D - 1):
            lo = wilson_bounds(int((ha > c).sum()), ra.size, z)[0]
            hi = wilson_bounds(int((hb > c).sum()), rb.size, z)[1]
            if 0.5 * (float(lo) - float(hi)) > eps:
                best = max(best, int(times[g]))
    return best, bool(best > 0 and best == int(times[-1]))


def distinguishing_pairs(starts, n_basins: int, far: int) -> list:
    """The start pairs of the distinguishing statistics of :func:`dynamic_point`, fixed by the
    starts before any step: ``(0, far)`` (``x*`` against the start farthest from it) first, then
    every pair ``(a, b)``, ``a < b``, of distinct fixed points (the first ``n_basins`` rows of
    ``starts``). A pair's statistic ``#(z = x_a) - #(z = x_b)`` counts only the sites ``D`` where
    the two starts differ (elsewhere the two terms cancel): for two basins that differ on a local
    two-well spot, ``D`` is that spot, and the event ``{z = x_a on D}`` sees an escape that a
    count over the whole sequence against a random start drowns in the relaxation of every other
    site.

    >>> distinguishing_pairs(np.array([[0, 0, 0], [0, 1, 1], [0, 0, 0], [2, 2, 2]]), 3, 3)
    [(0, 3), (0, 1), (1, 2)]
    """
    X = np.asarray(starts)
    out = [(0, int(far))] if far > 0 and not (X[0] == X[far]).all() else []
    for a in range(n_basins):
        for b in range(a + 1, n_basins):
            if (a, b) not in out and not (X[a] == X[b]).all():
                out.append((a, b))
    return out


def best_distinguishing_bound(states, start_index, starts, pairs, times, *, n_times: int | None = None,
                              eps: float = 0.25, level: float = 0.95) -> tuple[int, bool, tuple | None]:
    """``(t, censored, pair)``: the largest :func:`distinguishing_lower_bound` over ``pairs``
    (every one fixed before sampling), each at the Bonferroni count ``n_times x len(pairs)``
    (``n_times``: the times that could have been recorded, default ``len(times)``), so that the
    largest is a lower bound on ``t_mix(eps)`` at ``level`` jointly over the pairs; ``pair``: the
    one that gives it (the first on a tie; ``None`` without pairs).

    Stuck chains, 40 a side, one time: both pairs certify ``d > 1/4`` at the count of two
    (the first is reported):

    >>> z = np.array([[[0, 0]]] * 40 + [[[1, 1]]] * 40 + [[[0, 1]]] * 40)
    >>> best_distinguishing_bound(z, np.repeat([0, 1, 2], 40), np.array([[0, 0], [1, 1], [0, 1]]),
    ...                           [(0, 1), (0, 2)], [5])
    (5, True, (0, 1))
    """
    pairs = list(pairs)
    G = max(len(np.asarray(times).reshape(-1)), int(n_times or 0))
    best = (0, False, pairs[0] if pairs else None)
    for pr in pairs:
        t, cens = distinguishing_lower_bound(states, start_index, starts, pr, times, eps=eps, level=level,
                                             n_tests=G * len(pairs))
        if t > best[0]:
            best = (t, cens, tuple(pr))
    return best


def t_rel_upper_from_t_mix(t_mix_upper: float) -> float:
    """``1 + U / ln 2``: an upper bound on ``t_rel`` from one ``U`` on ``t_mix(1/4)``, for any
    chain (``(t_rel - 1) ln 2 <= t_mix(1/4)``, module docstring).

    >>> round(t_rel_upper_from_t_mix(math.log(2) * 9), 12)
    10.0
    """
    return 1.0 + float(t_mix_upper) / LN2


def t_mix_lower_from_t_rel(t_rel_lower: float) -> float:
    """``(L - 1) ln 2``: a lower bound on ``t_mix(1/4)`` from one ``L`` on ``t_rel`` (the
    inverse of :func:`t_rel_upper_from_t_mix`).

    >>> round(t_mix_lower_from_t_rel(10.0) / math.log(2), 12)
    9.0
    """
    return (float(t_rel_lower) - 1.0) * LN2


def coupling_pairs(starts, first=None) -> list:
    """Every pair ``(a, b)``, ``a < b``, of distinct rows of ``starts`` (S, n): ``first`` (the
    distinguishing pair) leads, the rest in lexicographic order. :func:`dynamic_point` couples
    the first ``max_pairs``.

    >>> coupling_pairs(np.array([[0, 0], [1, 1], [0, 0], [0, 1]]), (0, 3))
    [(0, 3), (0, 1), (1, 2), (1, 3), (2, 3)]
    """
    X = np.asarray(starts)
    out = [(a, b) for a in range(len(X)) for b in range(a + 1, len(X)) if not (X[a] == X[b]).all()]
    return sorted(out, key=lambda ab: (ab != tuple(first or ()), ab))


def relaxation_from_iat(tau: float, record_every: int) -> float:
    """``t_rel`` in steps of a chain whose slowest mode (``lambda >= 0``) gives the integrated
    autocorrelation time ``tau`` when recorded every ``record_every`` steps:
    ``1 / (1 - ((tau - 1)/(tau + 1))^(1/k))`` (module docstring); 1 for ``tau <= 1``.

    >>> relaxation_from_iat(3.0, 1)      # AR(1) with a = 1/2: tau = 3, t_rel = 2
    2.0
    """
    k = check_int(record_every, "record_every", minimum=1)
    tau = float(tau)
    if math.isnan(tau):
        return math.nan
    if tau <= 1.0:
        return 1.0
    if math.isinf(tau):
        return math.inf
    log_r = math.log((tau - 1.0) / (tau + 1.0))
    return float(-1.0 / math.expm1(log_r / k))


# ---------------------------------------------------------------------- the point
@dataclass(frozen=True, eq=False)
class Escape(Result):
    """Escape times (steps) of the chains started at one fixed point: ``mean`` (an Estimate;
    its method says "lower estimate" when some were censored), ``n_censored`` of
    ``n_chains``, ``radius`` (the Hamming distance that counts as escaped), ``method``."""

    basin: int
    mean: Estimate
    n_censored: int
    n_chains: int
    radius: int
    method: str


@dataclass(frozen=True, eq=False)
class DynamicPoint(Result):
    """Every sampled dynamic quantity at one ``(T, n)`` (module docstring): ``timescales``
    (labelled), the basins, escapes, the disagreement between starts (``disagreement``: the
    p-value of the ANOVA, :data:`DISAGREE_P`), the IATs per
    observable (in sweeps) and the cost."""

    n: int
    temperature: float
    timescales: tuple
    basins: BasinSearch
    escapes: tuple
    disagreement: float
    starts_disagree: bool
    iat: dict = field(default_factory=dict)
    start_labels: tuple = ()
    n_model_calls: int = 0
    seconds: float = 0.0
    notes: tuple = ()

    def __str__(self) -> str:
        out = [f"n={self.n}, T={self.temperature:g}: {self.basins}; starts {', '.join(self.start_labels)}"]
        out += [f"  {t}" for t in self.timescales]
        if self.escapes:
            out.append(format_table([(e.basin, str(e.mean), e.n_censored, e.n_chains, e.method) for e in self.escapes],
                                    ("basin", "escape time (steps)", "censored", "chains", "method")))
        out.append(f"  starts {'disagree' if self.starts_disagree else 'agree'} "
                   f"(ANOVA of the distance to x* by start: p = {self.disagreement:.3g})")
        out += [f"  note: {v}" for v in self.notes]
        return "\n".join(out)


def _disagreement(rec: SweepRecords) -> float:
    """p-value of a one-way ANOVA of the chains' mean Hamming distance to ``x*`` over the
    second half, grouped by start (chains are independent; one start: 1; every chain
    constant: 1 when all agree, 0 when the starts hold different values)."""
    from scipy.stats import f_oneway

    R = rec.hamming_ref.shape[1]
    m = rec.hamming_ref[:, R - R // 2:].mean(axis=1)
    groups = [m[rec.start_index == s] for s in np.unique(rec.start_index)]
    if len(groups) < 2:
        return 1.0
    within = sum(float(((g - g.mean()) ** 2).sum()) for g in groups)
    if within == 0:
        return 1.0 if np.ptp(m) == 0 else 0.0
    if any(g.size < 2 for g in groups):
        return 1.0
    return float(f_oneway(*groups).pvalue)


def _iat_timescale(rec: SweepRecords, n: int, T: float, disagree: bool) -> tuple[Timescale | None, dict]:
    """The relaxation time from the IATs of the three observables (second half of the run)."""
    R = rec.energy.shape[1]
    half = R // 2
    k = rec.record_every
    taus, best = {}, None
    for name, arr in (("energy", rec.energy), ("hamming to x*", rec.hamming_ref), ("replica overlap", rec.overlap)):
        v = arr[:, R - half:]
        if half < 4 or not np.isfinite(v).all() or np.ptp(v) == 0:
            taus[name] = math.nan
            continue
        est = integrated_autocorrelation_time(v)
        taus[name] = float(est.value) * k / n  # in sweeps
        if best is None or est.value > best[1].value:
            best = (name, est, v)
    if best is None:
        return None, taus
    name, est, v = best
    tau, se = float(est.value), float(est.stderr)
    t_rel = relaxation_from_iat(tau, k)
    lo_t = relaxation_from_iat(max(tau - 1.96 * se, 1.0), k)
    hi_t = relaxation_from_iat(tau + 1.96 * se, k)
    short = half < MIN_TAUS * tau
    reached = "not reached" not in est.method
    method = (f"IAT of the {name} ({half} records every {k} steps x {v.shape[0]} chains, tau {tau:.3g} records, "
              f"R-hat {rhat(v):.3g}; point {t_rel:.4g}, 95% interval [{lo_t:.4g}, {hi_t:.4g}])")
    if reached and not short and not disagree:
        return Timescale("t_rel", "lower", t_rel, lo_t, math.inf, method + ": " + IAT_LOWER, n, T,
                         vacuous=lo_t <= 1.0), taus
    why = ("chains from different starts disagree" if disagree else
           f"the half-run holds fewer than {MIN_TAUS} tau" if short else "Sokal window not reached")
    return Timescale("t_rel", "lower", t_rel, lo_t, math.inf, method + f": not converged ({why}), a lower value "
                     "limited by the run", n, T, censored=True, vacuous=lo_t <= 1.0), taus


def _escapes(model, rec: SweepRecords, points, T: float, *, escape_sweeps: int, rng) -> tuple:
    q, n = model_size(model)
    radius = max(1, math.ceil((1.0 - 1.0 / q) * n / 2.0))
    k, R = rec.record_every, rec.energy.shape[1]
    out = []
    for s, fp in enumerate(points):
        rows = rec.start_index == s
        hit = rec.hamming_start[rows] >= radius
        esc = np.where(hit.any(axis=1), hit.argmax(axis=1) + 1, R).astype(float) * k
        cens = ~hit.any(axis=1)
        method = f"first record at distance >= {radius} (every {k} steps)"
        if cens.all() and escape_sweeps * n > R * k:
            p = all_site_conditionals(model, fp[None, :], temperature=T)[0]
            changes = float((1.0 - p[np.arange(n), fp]).clip(min=0.0).sum())
            if changes < RF_CHANGES_PER_SWEEP:
                res = exit_times(model, threshold_set(hamming_to(fp), high=radius - 1), start=fp,
                                 n_chains=max(2, int(rows.sum())), temperature=T, max_steps=escape_sweeps * n,
                                 method="auto", progress=False, rng=rng)
                esc, cens = res.times, res.censored
                method = f"exit time to distance >= {radius} ({res.method}, to {escape_sweeps} sweeps)"
        if esc.size >= 2:
            out.append(Escape(s, mean_exit_time(esc, cens, method=method), int(cens.sum()), int(esc.size), radius,
                              method))
    return tuple(out)


def _extend_until_converged(model, X, counts, ref, rec: SweepRecords, T: float, n_sweeps: int, extend: int,
                            budget_s: float | None, t0: float, rng):
    """The adaptive extension of :func:`dynamic_point`: ``(records, p-value, t_rel timescale,
    IATs, notes)``. The chains of ``rec`` run on for as many sweeps as they have run (the run
    doubles) while the starts disagree (:data:`DISAGREE_P`) or the relaxation time from the
    IATs is censored (not converged), up to ``extend * n_sweeps`` sweeps and within ``budget_s``
    seconds of the point (started at ``t0``; the doubling is skipped when the time so far,
    which predicts it, would end past the budget). The notes say how far it went and, when it
    stopped short of convergence, whether the cap or the budget stopped it."""
    _, n = model_size(model)
    done = n_sweeps
    p_dis = _disagreement(rec)
    ts, taus = _iat_timescale(rec, n, T, bool(p_dis < DISAGREE_P))
    notes = []

    def converged():
        return p_dis >= DISAGREE_P and ts is not None and not ts.censored

    while not converged() and 2 * done <= extend * n_sweeps:
        spent = time.perf_counter() - t0
        if budget_s is not None and 2 * spent > budget_s:
            notes.append(f"run extended to {done} sweeps, not further: the next doubling would pass the point's "
                         f"budget of {budget_s:g} s ({spent:.3g} s spent)")
            break
        rec = sweep_records(model, X, temperature=T, chains_per_start=counts, n_sweeps=done,
                            state_times=(2 * done * n,), reference=ref, resume=rec, rng=rng)
        done *= 2
        p_dis = _disagreement(rec)
        ts, taus = _iat_timescale(rec, n, T, bool(p_dis < DISAGREE_P))
    if done > n_sweeps:
        notes.append(f"run extended adaptively from {n_sweeps} to {done} sweeps (the starts disagreed or the "
                     "IAT relaxation time was censored)")
    if not converged() and extend > 1 and 2 * done > extend * n_sweeps:
        why = "the starts still disagree" if p_dis < DISAGREE_P else "the IAT relaxation time is still censored"
        notes.append(f"cap reached: {done} = {extend} x {n_sweeps} sweeps and {why}")
    return rec, p_dis, ts, taus, notes


def dynamic_point(model, temperature: float, *, n_random: int = 8, chains_per_start: int = 8, n_sweeps: int = 40,
                  low_chains: int = 32, max_basins: int = 3, n_replicates: int = 16, coupling_sweeps: int = 60,
                  max_pairs: int = 6, max_tests: int | None = None,
                  escape_sweeps: int = 0, n_times: int = 6, budget_s: float | None = None, basins=None,
                  extend: int = 1, coupling_extend: int | None = None, rng=None) -> DynamicPoint:
    """Every sampled dynamic quantity of ``model`` at ``temperature`` (module docstring).

    ``n_random`` random quenches find the basins; at most ``max_basins`` fixed points, the
    input (if it is not one of them) and one uniform random state are the starts;
    ``chains_per_start`` chains from each run ``n_sweeps`` sweeps, ``low_chains`` from each start
    of a distinguishing pair (:func:`distinguishing_pairs`: ``x*``, the start farthest from it, the
    last such start on a tie: the random start or the input before a fixed point, whose pair with
    ``x*`` the pairs of fixed points do not already hold, and the other fixed points; the statistics at ``n_times`` times geometric in the steps, with the
    Bonferroni count over those times, the extension's and the pairs: a bound above 1/4 needs at
    least ``3 z^2`` chains a side, ``z`` the normal quantile of ``1 - 0.05 / (4 x times x pairs)``,
    e.g. 34 with 7 times and 4 pairs, 29 with 6 times and 2 pairs: the default 32 is enough
    for two pairs only, :data:`toolkit.app.mixing_diagram.REAL_OPTIONS` has 48);
    ``n_replicates`` coupled replicates of pairs of distinct starts (:func:`coupling_pairs`: the
    distinguishing pair first, then every other pair, the first ``max_pairs`` of them) run at most
    ``coupling_sweeps`` sweeps (0 sweeps: no coupling); ``escape_sweeps`` (0: off) the
    rejection-free escape runs where the chain barely moves. ``basins``: fixed points to start
    from (k, n) instead of the search (the first plays ``x*``).

    ``max_tests``: at most this many distinguishing pairs, in the order of
    :func:`distinguishing_pairs` (``None``: all of them; 1: ``x*`` against the farthest start
    only). Each pair adds ``low_chains`` chains on its starts and widens the Bonferroni count, so
    a costly model with few chains keeps one (with 24 chains a side and 4 record times one pair
    certifies ``d >= 1/4``; with 4 pairs it cannot).

    ``extend`` (a power of 2; 1: off): the adaptive extension (:func:`_extend_until_converged`).
    While the starts disagree or the IAT relaxation time is censored, the same chains run
    on for as many sweeps again (doubling the run, up to ``extend * n_sweeps``); the coupled
    pairs run until all have met or ``coupling_extend * coupling_sweeps`` sweeps
    (``coupling_extend``: default ``extend``; a larger one steps only the pairs not met by
    ``extend * coupling_sweeps``, on the same grid of times, so a point whose pairs all met by
    then is the same with either, :func:`toolkit.bounds.mixing_bounds`). ``budget_s``: the
    point's seconds; no doubling starts that would end past them (the time of the run so
    far predicts the next doubling's) and the coupling stops at them. Where a cap or the
    budget stops a run that has not converged, the point's notes say which and why.

    >>> from toolkit.models import IndependentSites
    >>> p = dynamic_point(IndependentSites(np.zeros((6, 2))), 1.0, n_sweeps=20, rng=0)
    >>> sorted({(t.quantity, t.kind) for t in p.timescales})   # sampled: bounds only
    [('t_mix', 'lower'), ('t_mix', 'upper'), ('t_rel', 'lower'), ('t_rel', 'upper')]
    """
    t0 = time.perf_counter()
    q, n = model_size(model)
    T = check_temperature(temperature)
    n_sweeps = check_int(n_sweeps, "n_sweeps", minimum=4)
    max_basins = check_int(max_basins, "max_basins", minimum=1)
    coupling_sweeps = check_int(coupling_sweeps, "coupling_sweeps", minimum=0)
    escape_sweeps = check_int(escape_sweeps, "escape_sweeps", minimum=0)
    n_times = check_int(n_times, "n_times", minimum=1)
    extend = check_int(extend, "extend", minimum=1)
    if extend & (extend - 1):
        raise InvalidInputError(f"`extend` must be a power of 2 (the run doubles); got {extend}")
    coupling_extend = extend if coupling_extend is None else check_int(coupling_extend, "coupling_extend", minimum=1)
    if coupling_extend < extend:
        raise InvalidInputError(f"`coupling_extend` must be at least `extend` ({extend}); got {coupling_extend}")
    rng = as_rng(rng)
    if basins is None:
        basins = find_basins(model, n_random=n_random, rng=rng)
    else:
        pts0 = check_states(np.atleast_2d(basins), q=q, n=n, name="basins")
        basins = BasinSearch(pts0.copy(), np.zeros(pts0.shape[0], dtype=np.int64), -1, 0, True)
    pts = basins.points[:max_basins]
    starts = list(pts)
    labels = [("x*" if basins.from_input == 0 and k == 0 else f"basin {k}") for k in range(len(pts))]
    notes = []
    if hasattr(model, "initial_state"):
        x_in = np.asarray(model.initial_state(), dtype=np.int64)
        if not any((x_in == p).all() for p in starts):
            starts.append(x_in)
            labels.append("input")
    starts.append(rng.integers(0, q, size=n))
    labels.append("random")
    X = np.array(starts)
    # the distinguishing pairs, fixed before any step: x* and the start farthest from it, then
    # every pair of distinct fixed points (on the sites where the two differ)
    dist = (X != X[0]).sum(axis=1)
    far = int(len(X) - 1 - np.argmax(dist[::-1]))
    tests = distinguishing_pairs(X, len(pts), far)
    if max_tests is not None:
        tests = tests[:check_int(max_tests, "max_tests", minimum=1)]
    counts = np.full(len(X), chains_per_start)
    counts[sorted({s for pr in tests for s in pr})] = max(chains_per_start, low_chains)
    grid = np.unique(np.round(np.geomspace(1, n_sweeps * n, n_times)).astype(np.int64))
    rec = sweep_records(model, X, temperature=T, chains_per_start=counts, n_sweeps=n_sweeps,
                        state_times=grid, reference=pts[0], rng=rng)
    rec, p_dis, ts, taus, ext = _extend_until_converged(model, X, counts, pts[0], rec, T, n_sweeps, extend,
                                                        budget_s, t0, rng)
    notes += ext
    calls = rec.n_model_calls
    done_sweeps = rec.n_model_calls // n
    disagree = bool(p_dis < DISAGREE_P)
    timescales = []
    if ts is not None:
        timescales.append(ts)
    else:
        notes.append("no observable moved in the second half of the run: no relaxation time from IATs")
    if tests:
        t_low, cens, (a, b) = best_distinguishing_bound(rec.states, rec.start_index, X, tests, rec.state_times,
                                                        n_times=grid.size + extend.bit_length() - 1)
        where = (f"the {int((X[a] != X[b]).sum())} sites where the two basins differ" if (a, b) != (0, far) else
                 f"the {int((X[a] != X[b]).sum())} sites where the two starts differ")
        timescales.append(Timescale("t_mix", "lower", float(t_low + 1), float(t_low + 1), math.inf,
                                    f"distinguishing statistic ({labels[a]} against {labels[b]}, on {where}; "
                                    f"{counts[a]} and {counts[b]} chains, {done_sweeps} sweeps; the largest of "
                                    f"{len(tests)} start pairs, Bonferroni over pairs x times)", n, T,
                                    censored=cens, vacuous=t_low < 1))
    if ts is not None and not ts.censored and t_mix_lower_from_t_rel(ts.low) > 1.0:
        m = t_mix_lower_from_t_rel(ts.low)
        timescales.append(Timescale("t_mix", "lower", m, m, math.inf,
                                    f"from the IAT lower bound t_rel >= {ts.low:.4g}: t_mix(1/4) >= (t_rel - 1) ln 2 "
                                    "(Levin-Peres Thm 12.5), for a reversible chain (where the IAT bounds t_rel)",
                                    n, T))
    # coupled pairs: every pair of distinct starts, the distinguishing pair first
    every = coupling_pairs(X, (0, far))
    pairs = every[:max_pairs]
    pair_note = ", ".join(f"{labels[a]}/{labels[b]}" for a, b in pairs)
    if len(pairs) < len(every):
        pair_note += f"; {len(pairs)} of the {len(every)} pairs of distinct starts"
    escapes = _escapes(model, rec, pts, T, escape_sweeps=escape_sweeps, rng=rng)
    if coupling_sweeps and pairs:
        xs, ys = X[[a for a, _ in pairs]], X[[b for _, b in pairs]]
        left = None if budget_s is None else max(budget_s - (time.perf_counter() - t0), 0.0)
        mb = mixing_bounds(model, temperature=T, starts=(xs, ys), n_replicates=n_replicates,
                           max_steps=coupling_extend * coupling_sweeps * n,
                           grid_steps=extend * coupling_sweeps * n, budget_s=left, rng=rng)
        calls += 2 * mb.n_steps
        if math.isfinite(mb.t_upper):
            U = float(mb.t_upper)
            timescales.append(Timescale("t_mix", "upper", U, 0.0, U,
                                        f"maximal coupling: an upper bound for the start pairs tried ({pair_note}; "
                                        f"{n_replicates} replicates each), not a worst-case bound over all starts",
                                        n, T))
            timescales.append(Timescale("t_rel", "upper", t_rel_upper_from_t_mix(U), 0.0, t_rel_upper_from_t_mix(U),
                                        f"from the coupling's t_mix <= {U:.4g}: t_rel <= 1 + t_mix / ln 2, since "
                                        "(t_rel - 1) ln 2 <= t_mix(1/4) for any chain (Levin-Peres Thm 12.5, t_rel "
                                        "of the largest nontrivial |lambda|); as good as that upper bound, which "
                                        "holds for the start pairs tried", n, T))
        else:
            why = ("stopped by the point's budget of " f"{budget_s:g} s" if mb.stopped_by_budget else
                   f"the cap of {coupling_extend} x {coupling_sweeps} sweeps" if coupling_extend > 1 else
                   "the run's length")
            notes.append(f"no upper bound on t_mix: {mb.n_censored} of {mb.meeting_times.size} coupled pairs not "
                         f"met in {mb.n_steps} steps ({why})")
    return DynamicPoint(n, T, tuple(timescales), basins, escapes, p_dis, disagree, taus, tuple(labels), int(calls),
                        time.perf_counter() - t0, tuple(notes))
