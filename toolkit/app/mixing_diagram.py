"""The dynamic ``(T, n)`` diagram: how mixing grows with ``n`` at each ``T``, and where that changes.

For a family of models (a callable ``n -> model``: nested windows of one sequence, sizes of
a toy family, windows of a real MLM's template) on a grid of sizes and temperatures, every
cell holds labelled timescales (:class:`toolkit.growth.Timescale`):

- exact where a method applies (:func:`exact_timescales`): independent sites in closed form
  (random-scan heat bath: ``t_rel = n`` exactly, the product chain's gap ``1/n``);
  exchangeable models on their lumped chains (:func:`exact.lumped.lumped_spectral_gap`: the
  full chain's gap, or the count chain's alone, a *lower* bound on ``t_rel``; where
  ``alpha < 1`` the contraction bound is an *upper* bound on ``t_mix`` and, the chain being
  reversible, ``t_rel <= 1 + t_mix / ln 2``); the q = 2 zero-field uniform cycle by
  Glauber's gap; any model of at most :data:`MAX_ENUMERATE` states (and
  :data:`MAX_KERNEL_ENTRIES` kernel entries) by enumeration
  (:class:`exact.ExactChain`: ``t_rel``, and ``t_mix`` up to :data:`MAX_TMIX_STATES`);
- sampled otherwise (:func:`toolkit.dynamics.dynamic_point`: IAT, distinguishing statistic,
  coupling, escapes, disagreement between starts from several basins).

A quantity that fails to converge (ARPACK, a Krylov solve) is left out of its cell with the
reason in the cell's notes; it never ends the run.

Each temperature gets the growth verdict (:func:`toolkit.growth.growth_verdict` on the
brackets of ``t_rel`` and of ``t_mix``, combined), over the top sizes; sliding windows of
sizes give the change temperature ``T*(n)`` (:func:`toolkit.growth.change_temperature`) and
its drift. :func:`mixing_diagram` assembles it as a :class:`MixingDiagram` (a
:class:`~toolkit.results.Result`: ``save``/``load``, ``to_dict`` for ``--json``).

Length: the cell, the exact method of each model class, the sampling options of the real-MLM
path and the verdicts over the grid are read together (a cell's notes feed its verdict's reasons).

>>> from toolkit.models import IndependentSites
>>> import numpy as np
>>> h = np.random.default_rng(0).normal(size=(64, 3))
>>> d = mixing_diagram(lambda n: IndependentSites(h[:n]), [8, 16, 32, 64], [0.5, 1.0, 2.0])
>>> [v.verdict for v in d.verdicts], d.verdicts[0].n_range
(['polynomial', 'polynomial', 'polynomial'], (16, 64))
"""

from __future__ import annotations

import json
import math
import os
import time
from dataclasses import dataclass, field, replace

import numpy as np

from exact.lumped_checks import count_influence
from exact.markov import ExactChain
from exact.transfer import glauber_cycle_gap, nearest_neighbour_chain
from toolkit._validation import as_rng
from toolkit.app.phase import MASKED_TOYS, REAL_TEMPLATES, real_phase_params
from toolkit.app.phase_point import _nearest_neighbour_graph, _states_at_most
from toolkit.dynamics import dynamic_point
from toolkit.exceptions import InvalidInputError
from toolkit.growth import (
    FASTER,
    POLYNOMIAL,
    QUANTITIES,
    UNDETERMINED,
    WINDOW,
    Z_FAST,
    Z_POLY,
    ChangeTemperature,
    Timescale,
    bracket,
    change_temperature,
    combine_verdicts,
    growth_verdict,
)
from toolkit.models.exchangeable import is_exchangeable
from toolkit.models.registry import make_model
from toolkit.models.toy import IndependentSites
from toolkit.results import Result, format_table, to_jsonable

__all__ = ["REAL_OPTIONS", "REAL_OPTIONS_LIGHT", "MAX_ENUMERATE", "MAX_TMIX_STATES", "WINDOWS", "REAL_WINDOWS",
           "Cell", "exact_timescales", "sampled_cell", "window_starts", "slowest_cell", "MixingDiagram", "mixing_diagram",
           "diagram_verdicts", "window_family", "check_store", "STORE_RECORD"]

#: The sampling options of the real-MLM path (:func:`toolkit.dynamics.dynamic_point`): the real
#: MLMs' diagrams (benchmarks/mixing_real.py) and the toys run through the same path in the
#: calibration (benchmarks/mixing_calibration.py) use these, so the calibration is of the
#: procedure the real models get. ``low_chains`` 48 (was 24) from every start of a distinguishing
#: pair (x*, the farthest start and the other fixed points: toolkit.dynamics.distinguishing_pairs):
#: the bound counts 4 + 3 record times (the extension's) x up to 4 pairs, and even chains that
#: never leave their starts certify d > 1/4 only with more than 3 z^2 = 33 a side (z the normal
#: quantile of 1 - 0.05 / (4 x 28)); with 24 and one pair (7 times) the most is d >= 0.239, so the
#: bound was 1 in every cell of chain-truth-2026-12-03. With 48 on the masked chain (20 seeds,
#: record chain-truth-local-2026-12-03): all 55 distinguishing rows of resolved cells non-vacuous,
#: not censored and sound (a pair of basins gives the largest in 13 of 37 at T = 0.15), but at
#: T = 0.15 only 4-11 % of the truth's (t_rel - 1) ln 2 (medians by n): the basins found rarely hold the
#: slow spot's two wells, and the growth verdict's jump branch decides no cell with them. Sampling
#: 113 s against 68 s at T = 0.15, 78 against 37 s at T = 0.3 (all cells, 20 seeds, load ~2).
#: 12 coupled replicates give an upper bound (Wilson end <= 1/4 once all have met).
#: ``extend``: the adaptive extension (:func:`toolkit.dynamics.dynamic_point`): where the starts
#: disagree or the IAT relaxation time is censored, the same chains run on, doubling, to at
#: most 8 x ``n_sweeps``, and coupled pairs not met run to 8 x ``coupling_sweeps``; a point's
#: ``budget_s`` (when given) stops it first. Low temperatures need it: escapes from a basin of
#: a 1-D chain with fields take ``e^{J/T}``-like times (benchmarks/results/mixing-calibration-sampled.md).
#: ``max_pairs`` 6 (was 2): the coupling's upper bound on ``t_mix`` holds only for the start pairs
#: tried. On the masked 1-D chain (q = 20, 20 seeds, n = 4, 8, 16, near-exact ``t_rel``:
#: benchmarks/chain_truth.py) it fell below ``(t_rel - 1) ln 2`` at T = 0.15 in 5 of 37 cells
#: with 2 pairs (e.g. seed 0, n = 16: <= 684 against 4608; record
#: chain-truth-max-pairs-2-2026-12-03) and in 1 of 36 with 6 of the pairs of distinct starts
#: (toolkit.dynamics.coupling_pairs; seed 12, n = 4: <= 26 against 27.2, where only x*, the
#: input and a random start were found; record chain-truth-2026-12-03); none at T = 0.3 either
#: way. Cost, all cells n = 4..32 of the 20 seeds: 102 s against 59 s of sampling at T = 0.15
#: (model calls 1.01 M against 0.86 M: the extra rows are in the coupling's batch), 55 s
#: against 36 s at T = 0.3, on a shared 2-core machine (load 2-2.6). On 8 of the seeds 10 pairs
#: gave the same rows; more basins (max_basins 5, n_random 12, every pair) 2 unsound of 17 at
#: 2.2x the time of 6 pairs, so max_basins and n_random stay 3 and 6.
#: ``coupling_extend`` 32 (was ``extend``, 8): coupled pairs not met by 8 x ``coupling_sweeps``
#: run on to 32 x ``coupling_sweeps`` on the same grid of times (the sweeps' extension keeps
#: 8). Only the pairs not met are stepped, so only points whose pairs had not met change. On
#: the calibration's 1-D chains with the slowest windows (benchmarks/results/
#: mixing-calibration-sampled-slowest.md, 20 seeds x 6 T a family), 5 of the 6 undetermined
#: (seed, T), all at T = 0.15, lacked a coupling upper end with the cap 8 (the record at commit
#: 88fa5fa); with 32 the Potts and asymmetric chains are polynomial in 120 of 120 and the light
#: options in 119 (118 without the growth rule's envelope), the cells' time 3983 s against 5035 s
#: (loads 0.2-2.2 against 3-4: not a cost ratio). Where pairs never meet (below a barrier) the
#: coupling now runs 4x as long: the mean-field Potts q = 20 family's cells took 3273 s against
#: 516 s (mixing-calibration-sampled-all, 2026-12-07 against 2026-12-06). The real models' CPU
#: records keep the cap of their sweeps (benchmarks/mixing_real.py sets it to ``--extend``).
REAL_OPTIONS = {"n_sweeps": 30, "chains_per_start": 6, "low_chains": 48, "n_times": 4, "n_replicates": 12,
                "coupling_sweeps": 100, "max_pairs": 6, "max_basins": 3, "n_random": 6, "extend": 8,
                "coupling_extend": 32}
#: The lighter options of the costly real MLMs on a CPU (Sapiens VH, AntiBERTy: a forward pass
#: of the whole 122-token chain per row): fewer sweeps, two coupled pairs (x* against the start
#: farthest from it, then the next pair of :func:`toolkit.dynamics.coupling_pairs`) for 40
#: sweeps. Calibrated on the same toys as :data:`REAL_OPTIONS`. ``max_pairs`` 2 (was 1): on 8 of
#: those seeds (0, 1, 3, 5, 8, 9, 12, 14) at T = 0.15 with these options the coupling's bound fell
#: below ``(t_rel - 1) ln 2`` in 4 of 15 cells against 5 of 16 with one pair, at the same toy
#: sampling time (29 against 30 s); on a real MLM the coupling's batch grows from 24 to 48 rows.
#: ``low_chains`` stays 24 here (the rows of a costly model's batch): with the extension's 7
#: times its distinguishing bound is 1 (vacuous) by construction (at most d >= 0.239, comment
#: above); without the extension (the real models' CPU diagrams) 4 times and one pair certify.
#: ``max_tests`` 1: x* against the farthest start only (the distinguishing test before
#: 2026-12-03): with every pair of basins tested on 24 chains the Bonferroni count made the
#: bound vacuous in all 12 cells of Sapiens VH's CPU diagram (mixing-real-cpu, run of 2026-12-03
#: at commit 6101091), against none with one pair.
REAL_OPTIONS_LIGHT = {**REAL_OPTIONS, "n_sweeps": 20, "coupling_sweeps": 40, "max_pairs": 2, "low_chains": 24,
                      "max_tests": 1}

#: Cell notes (of :func:`toolkit.dynamics.dynamic_point`) that say a sampled run stopped short of
#: convergence at its cap or budget: an undetermined verdict lists them among its reasons.
STOP_NOTES = ("cap reached", "no upper bound on t_mix", "run extended to")

#: ``windows`` of :func:`mixing_diagram`: at each size the one nested window of the family, or
#: the slowest of the windows of that size inside the largest window (:func:`window_starts`,
#: :func:`slowest_cell`).
WINDOWS = ("nested", "slowest")

#: The real-MLM path's ``windows`` (benchmarks/mixing_real.py, ``glauber phase --dynamic`` on a
#: real MLM, and the toys run through the path in benchmarks/mixing_calibration.py).
REAL_WINDOWS = "slowest"

#: Enumerate the chain (``t_rel``) up to this many states ...
MAX_ENUMERATE = 65536
#: ... and this many kernel entries ``q^n (n (q - 1) + 1)`` (tiny-en's 200 tokens at n = 2 are
#: 40,000 states but 16 M entries: a non-reversible Krylov solve of many minutes on a busy CPU).
MAX_KERNEL_ENTRIES = 2_000_000
#: ... and its worst-start ``t_mix`` up to this many.
MAX_TMIX_STATES = 512


# ---------------------------------------------------------------------- one cell
@dataclass(frozen=True, eq=False)
class Cell(Result):
    """The dynamic quantities at one ``(n, T)``: ``timescales``, how they were computed
    (``method``: ``"exact (...)"`` or ``"sampled"``), and for sampled cells the number of
    basins found, whether the starts disagree (and the p-value), the escape times
    (rows ``(basin, mean steps, stderr, censored, chains)``), the seconds and model calls.
    A cell of ``windows="slowest"`` (:func:`slowest_cell`) also holds the cells of its windows,
    ``window_cells``, with the first free position of each, ``window_starts``."""

    n: int
    temperature: float
    timescales: tuple
    method: str
    n_basins: int = 0
    starts_disagree: bool = False
    disagreement: float = math.nan
    escapes: tuple = ()
    seconds: float = 0.0
    n_model_calls: int = 0
    notes: tuple = ()
    window_starts: tuple = ()
    window_cells: tuple = ()

    def bracket(self, quantity: str) -> tuple[float, float, bool, bool]:
        return bracket(self.timescales, quantity)

    @property
    def vacuous(self) -> tuple:
        return tuple(t for t in self.timescales if t.vacuous)

    def short(self) -> str:
        """One table cell: ``rel lo..hi`` and ``mix lo..hi`` with the kind of each end."""
        parts = []
        for q, tag in (("t_rel", "rel"), ("t_mix", "mix")):
            own = [t for t in self.timescales if t.quantity == q]
            if not own:
                continue
            lo, hi, cens, conflict = self.bracket(q)
            if any(t.kind == "exact" for t in own) and hi <= lo * 1.001:
                parts.append(f"{tag} {lo:.3g}")
                continue
            a = "-" if lo <= 0 else f"{lo:.3g}" + ("c" if cens else "")
            b = "-" if not math.isfinite(hi) else f"{hi:.3g}"
            parts.append(f"{tag} {a}..{b}" + ("!" if conflict else ""))
        if self.starts_disagree:
            parts.append("disagree")
        if self.window_cells:
            parts.append(f"slowest of {len(self.window_cells)}")
        return "; ".join(parts) or "-"


def _exact_rel(value: float, rel_err: float, method: str, n: int, T: float, kind: str = "exact") -> Timescale:
    err = abs(value) * max(rel_err, 1e-12)
    hi = math.inf if kind == "lower" else value + err
    return Timescale("t_rel", kind, value, max(value - err, 0.0) if kind != "upper" else 0.0, hi, method, n, T)


def exact_timescales(model, temperature: float, *, t_mix: bool = True) -> tuple[tuple, str, tuple]:
    """``(timescales, method, notes)`` of ``model`` at ``temperature`` computed exactly, or
    ``((), "", notes)`` when no exact method applies (module docstring). Failures of a solver
    are notes, not errors."""
    T = float(temperature)
    q, n = int(model.vocab_size), int(model.length)
    notes, out = [], []
    if isinstance(model, IndependentSites):
        out.append(_exact_rel(float(n), 0.0, "closed form: random-scan heat bath on independent sites, gap 1/n",
                              n, T))
        return tuple(out), "exact (closed form)", ()
    if is_exchangeable(model):
        from exact.lumped import lumped_spectral_gap

        try:
            g = lumped_spectral_gap(model, temperature=T, sectors="auto")
            if g.spectral_gap > 0:
                rel = float(g.gap_error / g.spectral_gap) if math.isfinite(g.gap_error) else 1e-9
                if g.sector_kind == "full":
                    out.append(_exact_rel(g.relaxation_time, rel, f"lumped chain, every sector ({g.method})", n, T))
                else:
                    out.append(_exact_rel(g.relaxation_time * (1 - rel), 0.0, "lumped count chain only: its gap is "
                                          "an upper bound on the full chain's, so a lower bound on t_rel", n, T,
                                          kind="lower"))
            elif 0 < g.gap_error < math.inf:
                # the gap underflows to 0 (below float64's range): it is at most its error (an upper
                # bound on the full chain's gap either way), so t_rel >= 1 / error
                out.append(_exact_rel(1.0 / g.gap_error, 0.0, "lumped chain: its gap underflows to 0, at most "
                                      f"its error {g.gap_error:.3g}, so a lower bound on t_rel", n, T, kind="lower"))
            else:
                notes.append(f"lumped gap not computed: the gap is 0 with error {g.gap_error!r}")
        except Exception as exc:  # noqa: BLE001 - any solver failure is reported, never fatal
            notes.append(f"lumped gap not computed: {type(exc).__name__}: {exc}")
        try:
            inf = count_influence(model, temperature=T)
            if inf.contraction_bound is not None:
                b = float(inf.contraction_bound)
                out.append(Timescale("t_mix", "upper", b, 0.0, b, f"contraction bound, alpha = {inf.alpha_col:.3g}",
                                     n, T))
                if getattr(model, "compatible", False):
                    out.append(Timescale("t_rel", "upper", 1 + b / math.log(2), 0.0, 1 + b / math.log(2),
                                         "reversible: (t_rel - 1) ln 2 <= t_mix <= the contraction bound", n, T))
        except Exception as exc:  # noqa: BLE001
            notes.append(f"influences not computed: {type(exc).__name__}: {exc}")
        return tuple(out), "exact (lumped)", tuple(notes)
    if q == 2 and n >= 3 and _nearest_neighbour_graph(model) and model.is_compatible() and not np.any(model.h):
        try:
            ch = nearest_neighbour_chain(model)
            c = float(model.J[0, 1, 0, 0] - model.J[0, 1, 0, 1])
            if ch.boundary == "cycle" and ch.is_uniform:
                out.append(_exact_rel(1.0 / glauber_cycle_gap(n, c, temperature=T), 1e-12,
                                      "Glauber's gap (uniform zero-field cycle)", n, T))
                return tuple(out), "exact (transfer)", ()
        except Exception as exc:  # noqa: BLE001
            notes.append(f"Glauber's gap not used: {type(exc).__name__}: {exc}")
    if _states_at_most(q, n, MAX_ENUMERATE) and q**n * (n * (q - 1) + 1) <= MAX_KERNEL_ENTRIES:
        try:
            chain = ExactChain(model, temperature=T)
            s = chain.spectrum
            rel = float(s.gap_error / s.spectral_gap) if s.gap_error and s.spectral_gap > 0 else 1e-9
            what = "reversible" if s.reversible else "non-reversible: absolute gap"
            out.append(_exact_rel(float(s.relaxation_time), rel, f"enumeration ({what}; {s.method})", n, T))
            if t_mix and chain.n_states <= MAX_TMIX_STATES:
                m = chain.mixing()
                if m.t_mix is not None:
                    out.append(Timescale("t_mix", "exact", float(m.t_mix), float(m.t_mix), float(m.t_mix),
                                         f"enumeration ({m.method})", n, T))
        except Exception as exc:  # noqa: BLE001
            notes.append(f"enumeration failed: {type(exc).__name__}: {exc}")
        return tuple(out), "exact (enumeration)", tuple(notes)
    return (), "", tuple(notes)


def sampled_cell(model, temperature: float, *, rng=None, **options) -> Cell:
    """A sampled :class:`Cell` from :func:`toolkit.dynamics.dynamic_point` (``options``)."""
    p = dynamic_point(model, temperature, rng=rng, **options)
    esc = tuple((e.basin, float(e.mean.value), float(e.mean.stderr), e.n_censored, e.n_chains) for e in p.escapes)
    return Cell(p.n, p.temperature, p.timescales, "sampled", p.basins.n_basins, p.starts_disagree, p.disagreement,
                esc, p.seconds, p.n_model_calls, p.notes)


def window_starts(first: int, length: int, n: int, nested: int | None = None) -> tuple:
    """The first positions of the windows of ``n`` consecutive sites inside the window of
    ``length`` sites that starts at ``first``: every ``ceil(n / 2)`` sites from its left end,
    its right end, and ``nested`` (the nested window's start), sorted. Every run of at most
    ``floor(n / 2) + 1`` consecutive sites of the window lies wholly inside one of them (the
    window of stride ``k = floor((p - first) / ceil(n / 2))`` starts at most ``ceil(n / 2) - 1``
    sites before the run's first site ``p``, or the right end's window holds it).

    >>> window_starts(0, 8, 4), window_starts(10, 8, 3, nested=13), window_starts(0, 8, 8)
    ((0, 2, 4), (10, 12, 13, 14, 15), (0,))
    """
    if not 1 <= n <= length:
        raise InvalidInputError(f"`n` must be in 1..{length} (the window's sites); got {n}")
    stride = -(-n // 2)
    out = set(range(first, first + length - n + 1, stride)) | {first + length - n}
    if nested is not None:
        if not first <= nested <= first + length - n:
            raise InvalidInputError(f"`nested` must start a window inside {first}..{first + length - 1}; got {nested}")
        out.add(int(nested))
    return tuple(sorted(out))


def slowest_cell(starts, cells) -> Cell:
    """The cell of the slowest of several windows of one size at one temperature: ``cells``
    (one :class:`Cell` per window, each of the same ``n`` and ``T``) with the first free
    position of each in ``starts``. Per quantity, the bracket of the largest timescale is
    ``[max low, max high]`` of the windows' brackets: if each window's timescale lies in its
    own bracket, the largest lies in this one (the largest low end is below its own window's
    value, and every value is below the largest high end). A window without a high end leaves
    the largest without one. The lower end is *censored* when no window's uncensored lower
    bound reaches it. Exact where every window's brackets are exact.

    >>> a = Cell(4, 1.0, (Timescale("t_rel", "exact", 4.0, 4.0, 4.0, "closed form", 4, 1.0),), "exact")
    >>> b = Cell(4, 1.0, (Timescale("t_rel", "exact", 9.0, 8.5, 9.5, "enumeration", 4, 1.0),), "exact")
    >>> c = slowest_cell((0, 2), (a, b))
    >>> c.bracket("t_rel"), c.short()
    ((8.5, 9.5, False, False), 'rel 8.5..9.5; slowest of 2')
    """
    cells = tuple(cells)
    starts = tuple(int(v) for v in starts)
    if not cells or len(starts) != len(cells):
        raise InvalidInputError(f"`starts` and `cells` need one entry per window; got {len(starts)} and {len(cells)}")
    n, T = cells[0].n, cells[0].temperature
    if any(c.n != n or c.temperature != T for c in cells):
        raise InvalidInputError("`cells` must all be of one size and temperature")
    k = len(cells)
    out = []
    for qn in QUANTITIES:
        own = [[t for t in c.timescales if t.quantity == qn] for c in cells]
        if not any(own):
            continue
        br = [c.bracket(qn) for c in cells]
        lo = max(b[0] for b in br)
        hi = max(b[1] for b in br)
        at_lo = starts[int(np.argmax([b[0] for b in br]))]
        at_hi = starts[int(np.argmax([b[1] for b in br]))]
        where = f"slowest of {k} windows of {n} sites"
        if all(o and all(t.kind == "exact" for t in o) for o in own):
            value = max(max(t.value for t in o) for o in own)
            out.append(Timescale(qn, "exact", min(max(value, lo), hi), lo, hi,
                                 f"{where}: the largest exact value (window at {at_hi})", n, T))
            continue
        uncensored = max((t.low for o in own for t in o if not t.censored and t.kind != "upper"), default=0.0)
        if lo > 0:
            out.append(Timescale(qn, "lower", lo, lo, math.inf, f"{where}: the largest lower end (window at {at_lo})",
                                 n, T, censored=uncensored < lo, vacuous=lo <= 1.0))
            if 0 < uncensored < lo:
                out.append(Timescale(qn, "lower", uncensored, uncensored, math.inf,
                                     f"{where}: the largest uncensored lower end", n, T, vacuous=uncensored <= 1.0))
        if math.isfinite(hi):
            out.append(Timescale(qn, "upper", hi, 0.0, hi, f"{where}: the largest upper end (window at {at_hi})", n, T))
    # the escapes of the window with the largest t_rel (upper end, then lower end: bracket[1::-1])
    slow = max(cells, key=lambda c: c.bracket("t_rel")[1::-1])
    notes = [f"the slowest of {k} windows of {n} sites (first positions {', '.join(map(str, starts))})"]
    for c in cells:
        notes += [v for v in c.notes if v not in notes]
    p_values = [c.disagreement for c in cells if math.isfinite(c.disagreement)]
    methods = sorted({c.method for c in cells})
    return Cell(n, T, tuple(out), f"slowest of {k} windows ({', '.join(methods)})", max(c.n_basins for c in cells),
                any(c.starts_disagree for c in cells), min(p_values) if p_values else math.nan, slow.escapes,
                float(sum(c.seconds for c in cells)), int(sum(c.n_model_calls for c in cells)), tuple(notes), starts,
                cells)


def window_family(name: str, params: dict | None = None, *, device: str = "cpu"):
    """``n -> model``: the window of ``n`` sites of a real MLM's full-length template
    (:data:`toolkit.app.phase.REAL_TEMPLATES`), or of a masked toy's template
    (:data:`toolkit.app.phase.MASKED_TOYS`, with its family's ``params``): the nested windows
    the real-MLM path runs on. Models are built once per size.

    The family also has ``positions(n)`` (the free positions of its window of ``n`` sites; None
    where every site of an ``n``-site template is free, so windows of different ``n`` are not
    windows of one template) and ``window(positions)`` (the model with those positions of the
    same template free): :func:`mixing_diagram`'s ``windows="slowest"`` uses them.

    >>> f = window_family("masked-independent", {"q": 5, "length": 12, "seed": 0})
    >>> f(4).length, f(4).free_positions.tolist(), f.positions(4)
    (4, [4, 5, 6, 7], [4, 5, 6, 7])
    >>> f.window([0, 1, 2]).free_positions.tolist(), window_family("masked-independent", {"q": 5}).positions(4)
    ([0, 1, 2], None)
    """
    if name not in MASKED_TOYS and name not in REAL_TEMPLATES:
        raise InvalidInputError(f"`name` must be a real MLM {sorted(REAL_TEMPLATES)} or a masked toy "
                                f"{list(MASKED_TOYS)}; got {name!r}")
    cache: dict = {}

    def build(n: int, positions=None):
        p = real_phase_params(name, int(n), params)
        if positions is not None:
            p["free_positions"] = [int(v) for v in positions]
        if device != "cpu" and name in REAL_TEMPLATES:
            p["device"] = device
        return make_model(name, n=int(n), **p)

    def family(n: int):
        if n not in cache:
            cache[n] = build(n)
        return cache[n]

    def positions(n: int):
        pos = real_phase_params(name, int(n), params)["free_positions"]
        return None if isinstance(pos, str) else [int(v) for v in pos]

    family.__name__ = name
    family.positions = positions
    family.window = lambda pos: build(len(pos), pos)
    return family


# ---------------------------------------------------------------------- the diagram
@dataclass(frozen=True, eq=False)
class MixingDiagram(Result):
    """The dynamic diagram of one family (module docstring): ``cells[i][j]`` at
    ``n_values[i]``, ``temperatures[j]``; ``verdicts[j]`` the growth class at each temperature
    over the top sizes; ``changes`` the change temperature on sliding windows of sizes
    (``T*(n)``, its interval and drift); ``label``, the seconds it took and notes; ``windows``:
    whether each size's cell is the family's nested window or the slowest window of that size
    (:func:`mixing_diagram`)."""

    label: str
    n_values: tuple
    temperatures: tuple
    cells: tuple
    verdicts: tuple
    changes: tuple
    seconds: float = 0.0
    notes: tuple = ()
    thresholds: dict = field(default_factory=dict)
    windows: str = "nested"

    def cell(self, n: int, temperature: float) -> Cell:
        i = list(self.n_values).index(int(n))
        j = int(np.argmin(np.abs(np.asarray(self.temperatures) - float(temperature))))
        return self.cells[i][j]

    @property
    def change(self) -> ChangeTemperature | None:
        """``T*`` on the largest sizes (the last window)."""
        return self.changes[-1] if self.changes else None

    def counts(self) -> dict:
        """How many cells hold an exact value, an estimate, only bounds; and the vacuous bounds."""
        out = {"exact": 0, "estimate": 0, "bounds only": 0, "vacuous bounds": 0, "starts disagree": 0}
        for row in self.cells:
            for c in row:
                kinds = {t.kind for t in c.timescales}
                if "exact" in kinds:
                    out["exact"] += 1
                elif "estimate" in kinds:
                    out["estimate"] += 1
                else:
                    out["bounds only"] += 1
                out["vacuous bounds"] += len(c.vacuous)
                out["starts disagree"] += int(c.starts_disagree)
        return out

    def statement(self) -> str:
        """What the diagram establishes, in plain words."""
        n_lo, n_hi = int(self.n_values[0]), int(self.n_values[-1])
        by = {}
        for v in self.verdicts:
            by.setdefault(v.verdict, []).append(v.temperature)
        parts = []
        for word in (POLYNOMIAL, FASTER, UNDETERMINED):
            if word in by:
                parts.append(f"{word} at T = {', '.join(f'{t:g}' for t in by[word])}")
        ch = self.change
        where = f"; change {ch}" if ch is not None else ""
        which = " (at each n the slowest window of n sites)" if self.windows == "slowest" else ""
        return f"{self.label}, n = {n_lo}..{n_hi}{which}: " + "; ".join(parts) + where

    def __str__(self) -> str:
        head = ["n \\ T"] + [f"{t:g}" for t in self.temperatures]
        rows = [[str(n)] + [c.short() for c in row] for n, row in zip(self.n_values, self.cells, strict=True)]
        out = [f"Dynamic diagram: {self.label} (steps; 'c' a censored lower end, '!' conflicting bounds)",
               format_table(rows, head), "", "Verdicts (growth of t_rel / t_mix with n):"]
        out += [f"  {v.summary()}" for v in self.verdicts]
        out.append("Change temperature T*(n) on sliding windows of sizes:")
        out += [f"  {c}" for c in self.changes] or ["  (fewer sizes than a window)"]
        cnt = self.counts()
        out.append("Cells: " + ", ".join(f"{k} {v}" for k, v in cnt.items()))
        if cnt["vacuous bounds"]:
            out.append(f"  {cnt['vacuous bounds']} vacuous bound(s) (a lower bound of at most one step): they say "
                       "nothing")
        out += [f"note: {v}" for v in self.notes]
        out.append(self.statement())
        return "\n".join(out)


def _cell(model, n: int, T: float, method: str, sampled: dict | None, seed: int) -> Cell:
    c0 = time.perf_counter()
    ts, how, notes = exact_timescales(model, T) if method != "sampled" else ((), "", ())
    if ts or method == "exact":
        return Cell(n, T, ts, how or "none", seconds=time.perf_counter() - c0, notes=notes)
    c = sampled_cell(model, T, rng=seed, **(sampled or {}))
    return Cell(c.n, c.temperature, c.timescales, c.method, c.n_basins, c.starts_disagree, c.disagreement, c.escapes,
                c.seconds, c.n_model_calls, notes + c.notes)


def _series(cells_T, quantity):
    lo, hi, cens = [], [], []
    for c in cells_T:
        a, b, cs, _ = c.bracket(quantity)
        lo.append(a)
        hi.append(b)
        cens.append(cs)
    return np.array(lo), np.array(hi), np.array(cens)


def diagram_verdicts(n_values, temperatures, cells, *, z_poly: float = Z_POLY,
                     z_fast: float = Z_FAST, jump: bool = True, accelerate: bool = True,
                     envelope: bool = True) -> tuple[tuple, tuple]:
    """``(verdicts, changes)`` from a grid of cells (rows: sizes, columns: temperatures):
    the combined verdict per temperature on all sizes, and the change temperature on each
    window of :data:`toolkit.growth.WINDOW` consecutive sizes (``jump``, ``accelerate``,
    ``envelope``: passed to :func:`toolkit.growth.growth_verdict`)."""
    ns = np.asarray(n_values, dtype=float)
    Ts = list(temperatures)

    def verdict(rows, j):
        col = [cells[i][j] for i in rows]
        vs = []
        for qn in ("t_rel", "t_mix"):
            lo, hi, cens = _series(col, qn)
            vs.append(growth_verdict(ns[rows], lo, hi, censored=cens, temperature=Ts[j], quantity=qn,
                                     z_poly=z_poly, z_fast=z_fast, jump=jump,
                                     accelerate=accelerate, envelope=envelope))
        v = combine_verdicts(vs)
        if v.verdict != UNDETERMINED:
            return v
        window = set(v.n_values)
        stops = tuple(f"sampling stopped short at n = {c.n}: {note}" for c in col if c.n in window
                      for note in c.notes if note.startswith(STOP_NOTES))
        return replace(v, reasons=v.reasons + stops) if stops else v

    allrows = list(range(len(ns)))
    verdicts = tuple(verdict(allrows, j) for j in range(len(Ts)))
    changes = []
    for k in range(0, len(ns) - WINDOW + 1):
        rows = list(range(k, k + WINDOW))
        words = [verdict(rows, j).verdict for j in range(len(Ts))]
        changes.append(change_temperature(Ts, words, n_values=[int(ns[i]) for i in rows]))
    return verdicts, tuple(changes)


def _top_window(family, ns) -> tuple[list | None, str]:
    """``(positions, note)``: the free positions of ``family``'s largest window, or None (with
    the reason) when its windows are not windows of one template."""
    positions = getattr(family, "positions", None)
    if not callable(positions) or not callable(getattr(family, "window", None)):
        raise InvalidInputError("`windows='slowest'` needs a family of windows of one template (with `positions(n)` "
                                "and `window(positions)`, as toolkit.app.mixing_diagram.window_family gives); got "
                                f"{getattr(family, '__name__', type(family).__name__)!r} without them")
    top = positions(ns[-1])
    if top is None:
        return None, ("windows='slowest': every site of each size's template is free (the sizes are not windows of one "
                      "template), so each size has one window, the nested one")
    if list(top) != list(range(top[0], top[0] + ns[-1])):
        raise InvalidInputError(f"`windows='slowest'` needs consecutive free positions; the largest window has {top}")
    return list(top), ""


#: The file in a diagram's ``store`` that records what its cells were made with.
STORE_RECORD = "diagram-options.json"


def check_store(store, made_with: dict) -> None:
    """Create ``store`` or check that its cells were made with ``made_with`` (a JSON-able dict:
    the diagram's ``method`` and ``sampled`` options); raise
    :class:`InvalidInputError` naming the store and the settings that differ. A store without
    the record (:data:`STORE_RECORD`) gets it.

    >>> import tempfile
    >>> d = tempfile.mkdtemp()
    >>> check_store(d, {"method": "sampled", "sampled": {"extend": 1}})
    >>> check_store(d, {"method": "sampled", "sampled": {"extend": 8}})
    Traceback (most recent call last):
    ...
    toolkit.exceptions.InvalidInputError: `store` ... holds cells made with other settings (sampled: {'extend': 1} in the store, {'extend': 8} asked); use another store
    """
    os.makedirs(store, exist_ok=True)
    want = to_jsonable(made_with)
    path = os.path.join(store, STORE_RECORD)
    if not os.path.exists(path):
        with open(path, "w") as fh:
            json.dump(want, fh, indent=1, sort_keys=True)
        return
    with open(path) as fh:
        have = json.load(fh)
    diff = [f"{k}: {have.get(k)!r} in the store, {want.get(k)!r} asked" for k in sorted(set(have) | set(want))
            if have.get(k) != want.get(k)]
    if diff:
        raise InvalidInputError(f"`store` {os.fspath(store)!r} holds cells made with other settings ({'; '.join(diff)}); "
                                "use another store")


def mixing_diagram(family, n_values, temperatures, *, method: str = "auto", label: str = "",
                   sampled: dict | None = None, store=None, progress=None, rng=None,
                   windows: str = "nested") -> MixingDiagram:
    """The dynamic diagram of ``family`` (``n -> model``) on ``n_values x temperatures``.

    ``method``: ``"auto"`` (exact where :func:`exact_timescales` applies, sampled otherwise),
    ``"exact"`` (no sampling: a cell without an exact method stays empty), ``"sampled"``;
    ``sampled``: options of :func:`toolkit.dynamics.dynamic_point`; ``store``: a directory
    where each cell is saved as it is computed and from which it is read back (an
    interrupted diagram resumes; a cell's seed is drawn from ``rng`` whether or not it is
    computed, so a resumed diagram equals an uninterrupted one); ``progress``: a callable
    taking one line per size. The store records what its cells were made with (``method`` and
    ``sampled``: :func:`check_store`) and refuses a diagram with other ones, whose cells it would
    otherwise pass off as its own; a store without that record (made before 2026-12-07) is taken
    as made with these and stamped. ``windows`` is not part of it: the nested windows' cells are
    the same in both (below).

    ``windows``: ``"nested"`` (each size's cell is ``family(n)``) or ``"slowest"`` (a family of
    windows of one template, :func:`window_family`: each size's cell is the slowest of the
    windows of ``n`` sites inside the largest window, :func:`window_starts` and
    :func:`slowest_cell`). Why: on a template with a random landscape (random fields, a real
    MLM's text) the nested window of one centre jumps where a growing window takes in a slow
    local spot, and a jump is not growth; the slowest window of each size has every spot of at
    most ``n / 2 + 1`` sites inside one of its windows, so it grows with ``n`` only as mixing
    does, and the verdict is about how the slowest stretch of ``n`` sites of the text mixes. Its
    rise from any size to the largest is at most the nested window's (the largest size has one
    window; the slowest of a smaller size is at least the nested one), so it softens only a rise that one
    window shows and the others do not; a barrier every window has (mean-field, an ordered
    phase) rises in it the same (tests/test_slowest_windows.py: an exact Curie-Weiss template). The
    nested window is one of them and keeps its cell seed (a store of nested cells is reused);
    each other window draws its seed from the cell seed and its start, and is stored as
    ``cell-n{n}-T{T}-at{start}.json``. Cost: about ``2 N / n`` windows at size ``n`` (``N`` the
    largest size), one at ``N``.

    >>> from toolkit.app.mixing_diagram import window_family
    >>> f = window_family("masked-independent", {"q": 3, "length": 8, "seed": 0})
    >>> d = mixing_diagram(f, [2, 4, 8], [1.0], windows="slowest")
    >>> [len(row[0].window_cells) for row in d.cells], [round(v, 6) for v in d.cell(4, 1.0).bracket("t_rel")[:2]]
    ([7, 3, 0], [4.0, 4.0])
    """
    if method not in ("auto", "exact", "sampled"):
        raise InvalidInputError(f"`method` must be 'auto', 'exact' or 'sampled'; got {method!r}")
    if windows not in WINDOWS:
        raise InvalidInputError(f"`windows` must be one of {WINDOWS}; got {windows!r}")
    ns = sorted({int(v) for v in n_values})
    Ts = sorted({float(t) for t in temperatures})
    if len(ns) < 1 or len(Ts) < 1:
        raise InvalidInputError("`n_values` and `temperatures` need at least one value each")
    top, why = _top_window(family, ns) if windows == "slowest" else (None, "")
    rng = as_rng(rng)
    t0 = time.perf_counter()
    if store is not None:
        check_store(store, {"method": method, "sampled": sampled})
    cells = []
    for n in ns:
        nested = family.positions(n) if top is not None else None
        starts = window_starts(top[0], len(top), n, nested[0]) if top is not None else ()
        models: dict = {}
        row = []
        for T in Ts:
            seed = int(rng.integers(2**63))
            parts = []
            for start in starts or (None,):
                own = start is None or start == nested[0]
                name = f"cell-n{n}-T{T:.6g}" + ("" if own else f"-at{start}")
                path = None if store is None else os.path.join(store, name + ".json")
                if path is not None and os.path.exists(path):
                    parts.append(Cell.load(path))
                    continue
                cell_seed = seed if own else int(np.random.default_rng([seed, start]).integers(2**63))
                if start not in models:  # built once per window, for the temperatures that need it
                    models[start] = family(n) if own else family.window(list(range(start, start + n)))
                parts.append(_cell(models[start], n, T, method, sampled, cell_seed))
                if path is not None:
                    parts[-1].save(path)
            row.append(parts[0] if len(parts) == 1 else slowest_cell(starts, parts))
        cells.append(tuple(row))
        if progress:
            count = f", {len(starts)} windows" if len(starts) > 1 else ""
            progress(f"[mixing] {label or 'family'}: n = {n} done{count} ({time.perf_counter() - t0:.0f} s)")
    verdicts, changes = diagram_verdicts(ns, Ts, cells)
    return MixingDiagram(label or getattr(family, "__name__", "family"), tuple(ns), tuple(Ts), tuple(cells), verdicts,
                         changes, time.perf_counter() - t0, (why,) if why else (),
                         {"z_poly": Z_POLY, "z_fast": Z_FAST, "window": WINDOW}, windows)

