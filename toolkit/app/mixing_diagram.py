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
from toolkit.results import Result, format_table

__all__ = ["REAL_OPTIONS", "REAL_OPTIONS_LIGHT", "MAX_ENUMERATE", "MAX_TMIX_STATES", "Cell", "exact_timescales", "sampled_cell", "MixingDiagram",
           "mixing_diagram", "diagram_verdicts", "window_family"]

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
REAL_OPTIONS = {"n_sweeps": 30, "chains_per_start": 6, "low_chains": 48, "n_times": 4, "n_replicates": 12,
                "coupling_sweeps": 100, "max_pairs": 6, "max_basins": 3, "n_random": 6, "extend": 8}
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
    (rows ``(basin, mean steps, stderr, censored, chains)``), the seconds and model calls."""

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


def window_family(name: str, params: dict | None = None, *, device: str = "cpu"):
    """``n -> model``: the window of ``n`` sites of a real MLM's full-length template
    (:data:`toolkit.app.phase.REAL_TEMPLATES`), or of a masked toy's template
    (:data:`toolkit.app.phase.MASKED_TOYS`, with its family's ``params``): the nested windows
    the real-MLM path runs on. Models are built once per size.

    >>> f = window_family("masked-independent", {"q": 5, "length": 12, "seed": 0})
    >>> f(4).length, f(4).free_positions.tolist()
    (4, [4, 5, 6, 7])
    """
    if name not in MASKED_TOYS and name not in REAL_TEMPLATES:
        raise InvalidInputError(f"`name` must be a real MLM {sorted(REAL_TEMPLATES)} or a masked toy "
                                f"{list(MASKED_TOYS)}; got {name!r}")
    cache: dict = {}

    def family(n: int):
        if n not in cache:
            p = real_phase_params(name, int(n), params)
            if device != "cpu" and name in REAL_TEMPLATES:
                p["device"] = device
            cache[n] = make_model(name, n=int(n), **p)
        return cache[n]

    family.__name__ = name
    return family


# ---------------------------------------------------------------------- the diagram
@dataclass(frozen=True, eq=False)
class MixingDiagram(Result):
    """The dynamic diagram of one family (module docstring): ``cells[i][j]`` at
    ``n_values[i]``, ``temperatures[j]``; ``verdicts[j]`` the growth class at each temperature
    over the top sizes; ``changes`` the change temperature on sliding windows of sizes
    (``T*(n)``, its interval and drift); ``label``, the seconds it took and notes."""

    label: str
    n_values: tuple
    temperatures: tuple
    cells: tuple
    verdicts: tuple
    changes: tuple
    seconds: float = 0.0
    notes: tuple = ()
    thresholds: dict = field(default_factory=dict)

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
        return f"{self.label}, n = {n_lo}..{n_hi}: " + "; ".join(parts) + where

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
                     z_fast: float = Z_FAST, jump: bool = True, accelerate: bool = True) -> tuple[tuple, tuple]:
    """``(verdicts, changes)`` from a grid of cells (rows: sizes, columns: temperatures):
    the combined verdict per temperature on all sizes, and the change temperature on each
    window of :data:`toolkit.growth.WINDOW` consecutive sizes (``jump``, ``accelerate``: passed to
    :func:`toolkit.growth.growth_verdict`)."""
    ns = np.asarray(n_values, dtype=float)
    Ts = list(temperatures)

    def verdict(rows, j):
        col = [cells[i][j] for i in rows]
        vs = []
        for qn in ("t_rel", "t_mix"):
            lo, hi, cens = _series(col, qn)
            vs.append(growth_verdict(ns[rows], lo, hi, censored=cens, temperature=Ts[j], quantity=qn,
                                     z_poly=z_poly, z_fast=z_fast, jump=jump,
                                     accelerate=accelerate))
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


def mixing_diagram(family, n_values, temperatures, *, method: str = "auto", label: str = "",
                   sampled: dict | None = None, store=None, progress=None, rng=None) -> MixingDiagram:
    """The dynamic diagram of ``family`` (``n -> model``) on ``n_values x temperatures``.

    ``method``: ``"auto"`` (exact where :func:`exact_timescales` applies, sampled otherwise),
    ``"exact"`` (no sampling: a cell without an exact method stays empty), ``"sampled"``;
    ``sampled``: options of :func:`toolkit.dynamics.dynamic_point`; ``store``: a directory
    where each cell is saved as it is computed and from which it is read back (an
    interrupted diagram resumes; a cell's seed is drawn from ``rng`` whether or not it is
    computed, so a resumed diagram equals an uninterrupted one); ``progress``: a callable
    taking one line per size.
    """
    if method not in ("auto", "exact", "sampled"):
        raise InvalidInputError(f"`method` must be 'auto', 'exact' or 'sampled'; got {method!r}")
    ns = sorted({int(v) for v in n_values})
    Ts = sorted({float(t) for t in temperatures})
    if len(ns) < 1 or len(Ts) < 1:
        raise InvalidInputError("`n_values` and `temperatures` need at least one value each")
    rng = as_rng(rng)
    t0 = time.perf_counter()
    if store is not None:
        os.makedirs(store, exist_ok=True)
    cells = []
    for n in ns:
        model = None
        row = []
        for T in Ts:
            seed = int(rng.integers(2**63))
            path = None if store is None else os.path.join(store, f"cell-n{n}-T{T:.6g}.json")
            if path is not None and os.path.exists(path):
                row.append(Cell.load(path))
                continue
            model = family(n) if model is None else model
            row.append(_cell(model, n, T, method, sampled, seed))
            if path is not None:
                row[-1].save(path)
        cells.append(tuple(row))
        if progress:
            progress(f"[mixing] {label or 'family'}: n = {n} done ({time.perf_counter() - t0:.0f} s)")
    verdicts, changes = diagram_verdicts(ns, Ts, cells)
    return MixingDiagram(label or getattr(family, "__name__", "family"), tuple(ns), tuple(Ts), tuple(cells), verdicts,
                         changes, time.perf_counter() - t0, (), {"z_poly": Z_POLY, "z_fast": Z_FAST,
                                                                  "window": WINDOW})

