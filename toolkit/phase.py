"""The phase picture over ``(T, n)``: mixing time, susceptibility and the finite-size question.

Mixing is fast (about ``n log n``) at high temperature and exponentially slow at low
temperature. Whether the change in between is a *transition* or a finite-size
*crossover* is measured, not asserted, from an order parameter ``m`` on a grid of
``(T, n)``:

- susceptibility ``chi(T, n) = n * Var(m)`` (exactly under ``pi_T``, or across chains);
- for each ``n``: the peak height ``max_T chi``, its location ``T*(n)`` (refined by a
  parabola in ``log T`` through the three grid points around the maximum) and the
  steepest slope ``max_T |d<m>/dT|`` (finite differences);
- the finite-size exponents: least-squares slopes ``b`` of ``log peak`` and ``s`` of
  ``log slope`` against ``log n``, with their standard errors.

The verdict is the project's one finite-size verdict, :func:`toolkit.finite_size.fss_verdict`
(Binder crossings, susceptibility peaks and their extrapolation, calibrated thresholds):
:meth:`PhaseGrid.finite_size` builds its :class:`~toolkit.finite_size.ScalingData` from the
grid's Binder cumulant and susceptibility.

Two grids:

- exact, on a toy family with basins (Curie-Weiss by default: ``q = 2``, coupling
  ``beta = 1``, mean-field critical temperature ``T_c = 1``), through
  :func:`toolkit.app.phase.exact_phase_grid` (the application's resumable sweep store), so an
  interrupted grid resumes where it stopped. The order parameter is the majority
  fraction ``m_max(x) = max_a #{i : x_i = a} / n`` (``(1 + |magnetization|) / 2``), whose
  variance has a peak in ``T`` (the plain fraction of token 0 has mean ``1/2`` at every
  ``T`` by symmetry);
- sampled, on ``tiny-en``: ``n`` word slots of a fixed sentence, the whole 200-word
  vocabulary, ``n_chains`` chains started at the sentence's zero-temperature fixed point
  ``x*`` (the quench of its own words: each slot holds the most likely word given the
  others). Order parameter: the fraction of slots holding the word of ``x*``;
  susceptibility: ``n`` times the across-chain variance, averaged over the records after
  burn-in (standard error from independent groups of chains); mixing proxy: the
  integrated autocorrelation time of ``m`` in sweeps (``n`` steps).

Public API
    sampled_phase_grid, PhaseGrid, order_parameter, majority_fraction
    plot_heat_map, plot_susceptibility
    (the exact grid through the sweep store: :func:`toolkit.app.phase.exact_phase_grid`;
    the report section: :mod:`toolkit.app.report.phase`)
"""

from __future__ import annotations

import math
import time
from dataclasses import dataclass, field

import numpy as np

from ._validation import as_rng, check_int, check_temperature
from .diagnostics import integrated_autocorrelation_time
from .exceptions import InvalidInputError
from .finite_size import FSSVerdict, ScalingData, fss_verdict
from .metastable import quench
from .models import make_model
from .plot import pyplot
from .results import format_table
from .sampling import run_chains

__all__ = [
    "EXACT_TEMPERATURES",
    "SAMPLED_TEMPERATURES",
    "SENTENCE",
    "SENTENCE_SLOTS",
    "PhaseGrid",
    "sampled_phase_grid",
    "majority_fraction",
    "order_parameter",
    "plot_heat_map",
    "plot_susceptibility",
]

#: Default temperatures of the exact grid (Curie-Weiss, ``T_c = 1``): denser near ``T_c``.
EXACT_TEMPERATURES = (0.4, 0.55, 0.7, 0.85, 1.0, 1.15, 1.3, 1.5, 1.8, 2.2, 2.8)
#: Default temperatures of the sampled tiny-en grid.
SAMPLED_TEMPERATURES = (0.2, 0.3, 0.42, 0.58, 0.8, 1.1, 1.5, 2.0)
#: The fixed sentence of the sampled grid (every word is in tiny-en's vocabulary) and the
#: order in which its words become free slots: ``n`` slots are the first ``n`` of these
#: token indices (king, people, israel, judah, said, all).
SENTENCE = "and the king of israel said to all the people of judah"
SENTENCE_SLOTS = (2, 9, 4, 11, 5, 7)


# ---------------------------------------------------------------------- order parameters
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


# ---------------------------------------------------------------------- grids
@dataclass(frozen=True)
class PhaseGrid:
    """Quantities on a ``(n, T)`` grid, one row per ``n``.

    ``mixing`` is the exact ``t_mix(eps)`` in steps (``method="exact"``) or the sampled
    escape time from the fixed point in sweeps (``method="sampled"``); ``mixing_label``
    says which. ``mixing_resolved`` is False where the value is only a lower bound (some
    chains never escaped within the run). ``extra`` holds further arrays by name (the
    sampled grid: ``iat_sweeps``, the integrated autocorrelation time of the order
    parameter after burn-in, NaN where it never moved, and ``iat_resolved``, False where
    Sokal's window was not reached; ``binder_groups`` and ``susceptibility_groups``, shape
    ``(n, T, groups)``, the two quantities on each independent group of chains, which
    :meth:`scaling_data` hands on as replicates). ``binder`` is the Binder cumulant
    ``1 - <m^4> / (3 <m^2>^2)`` of the Potts order parameter ``|m|`` (``q = 2``:
    ``|2 m_max - 1|``) that :meth:`finite_size` reads (None: no verdict), ``binder_err``
    its standard error (sampled grids).
    """

    label: str
    method: str
    temperatures: np.ndarray
    n_values: np.ndarray
    mixing: np.ndarray
    mixing_label: str
    susceptibility: np.ndarray
    susceptibility_stderr: np.ndarray
    order_mean: np.ndarray
    order_label: str
    mixing_resolved: np.ndarray
    notes: tuple = ()
    extra: dict = field(default_factory=dict)
    n_computed: int = 0
    n_reused: int = 0
    seconds: float = field(default=0.0, compare=False)
    binder: np.ndarray | None = None
    binder_err: np.ndarray | None = None

    def scaling_data(self) -> ScalingData:
        """The grid as :class:`~toolkit.finite_size.ScalingData`: Binder cumulant, the
        susceptibility (with its standard error when sampled) and ``mixing`` as the
        relaxation time; a sampled grid whose ``extra`` holds ``binder_groups`` and
        ``susceptibility_groups`` hands them on as ``replicates`` (shape ``(n, T, groups, 2)``),
        which the verdict bootstraps for its errors."""
        if self.binder is None:
            raise InvalidInputError(f"the grid {self.label!r} has no Binder cumulant: the finite-size verdict "
                                    "needs one (a grid from exact_phase_grid or sampled_phase_grid)")
        sampled = self.method != "exact"
        reps = None
        if sampled and "binder_groups" in self.extra and "susceptibility_groups" in self.extra:
            reps = np.stack([np.asarray(self.extra["binder_groups"], dtype=float),
                             np.asarray(self.extra["susceptibility_groups"], dtype=float)], axis=-1)
        return ScalingData(self.temperatures, self.n_values, binder=self.binder, susceptibility=self.susceptibility,
                           binder_err=self.binder_err if sampled else None,
                           susceptibility_err=self.susceptibility_stderr if sampled else None,
                           relaxation=np.where(self.mixing_resolved, self.mixing, np.nan), replicates=reps,
                           method=self.method, label=self.label)

    def finite_size(self, *, rng=None) -> FSSVerdict:
        """The finite-size verdict of this grid: :func:`toolkit.finite_size.fss_verdict` of
        :meth:`scaling_data` (``rng`` draws its bootstrap over the groups of chains of a sampled
        grid)."""
        return fss_verdict(self.scaling_data(), rng=rng)

    def table(self, quantity: str = "mixing") -> str:
        """One row per ``n``, one column per ``T``, of ``mixing``, ``susceptibility`` or ``order_mean``."""
        if quantity not in ("mixing", "susceptibility", "order_mean"):
            raise InvalidInputError(f"`quantity` must be 'mixing', 'susceptibility' or 'order_mean'; got {quantity!r}")
        a = getattr(self, quantity)
        rows = [(int(n), *row.tolist()) for n, row in zip(self.n_values, a, strict=True)]
        return format_table(rows, ("n \\ T", *(f"{t:g}" for t in self.temperatures)))

    def __str__(self) -> str:
        return (f"PhaseGrid({self.label}, {self.method}, n = {self.n_values.tolist()}, "
                f"{self.temperatures.size} temperatures, {self.seconds:.1f} s)\n"
                f"{self.mixing_label}:\n{self.table('mixing')}\nsusceptibility n Var(m), {self.order_label}:\n"
                f"{self.table('susceptibility')}")

    def to_dict(self) -> dict:
        return {"label": self.label, "method": self.method, "temperatures": self.temperatures.tolist(),
                "n_values": self.n_values.tolist(), "mixing_label": self.mixing_label,
                "mixing": self.mixing.tolist(), "mixing_resolved": self.mixing_resolved.tolist(),
                "susceptibility": self.susceptibility.tolist(),
                "susceptibility_stderr": self.susceptibility_stderr.tolist(),
                "order_mean": self.order_mean.tolist(), "order_label": self.order_label, "notes": list(self.notes),
                "extra": {k: np.asarray(v).tolist() for k, v in self.extra.items()},
                "n_computed": self.n_computed, "n_reused": self.n_reused, "seconds": self.seconds}


def _sizes(n_values, minimum: int = 1) -> list[int]:
    ns = [check_int(v, "n_values", minimum=minimum) for v in np.asarray(list(n_values)).reshape(-1)]
    if len(ns) < 1:
        raise InvalidInputError("`n_values` is empty")
    return sorted(set(ns))


def _temps(temperatures) -> list[float]:
    ts = sorted({check_temperature(t) for t in np.asarray(list(temperatures), dtype=float).reshape(-1)})
    if not ts:
        raise InvalidInputError("`temperature` grid is empty")
    return ts


def sampled_phase_grid(model=None, *, text: str = SENTENCE, slots=SENTENCE_SLOTS, n_values=range(2, 7),
                       temperatures=SAMPLED_TEMPERATURES, n_chains: int = 64, n_sweeps: int = 50,
                       burn_in_sweeps: int = 20, n_groups: int = 8, rng=None) -> PhaseGrid:
    """Sampled susceptibility and mixing proxy of a masked LM over ``n_values x temperatures``.

    ``model``: a :class:`~toolkit.models.mlm.MaskedLM` (default: ``tiny-en`` with its whole
    vocabulary); for each ``n`` its free sites are the first ``n`` of ``slots`` (token
    indices into ``text``). ``n_chains`` chains start at the quench ``x*`` of the
    sentence's own words and run ``n_sweeps * n`` random-scan steps; the first
    ``burn_in_sweeps * n`` are discarded. Per cell: ``<m>`` and ``chi = n * mean_t Var_chains(m_t)``
    with ``m`` the fraction of slots holding the word of ``x*``, the Binder cumulant of the
    centred overlap ``(m - 1/q) / (1 - 1/q)`` (standard errors from ``n_groups`` independent
    groups of chains, whose per-group values ``extra["binder_groups"]`` and
    ``extra["susceptibility_groups"]`` the verdict bootstraps), and the integrated autocorrelation time
    of ``m`` after burn-in in sweeps (``extra["iat_sweeps"]``). The mixing proxy of the
    grid (``mixing``) is the escape time from ``x*``: the mean over chains of the first
    sweep at which ``m <= 1/2`` (chains that never get there count at the run's end and
    the cell is marked unresolved). At low temperature the chain barely leaves ``x*``,
    so the IAT of its small excursions is short although mixing is slow; the escape
    time shows the slowness. About 60 s for the defaults on one CPU thread.
    """
    t0 = time.perf_counter()
    rng = as_rng(rng)
    ns, ts = _sizes(n_values), _temps(temperatures)
    slots = [check_int(s, "slots", minimum=0) for s in slots]
    if max(ns) > len(slots):
        raise InvalidInputError(f"`n_values` go up to {max(ns)} but only {len(slots)} `slots` are given")
    n_chains = check_int(n_chains, "n_chains", minimum=4)
    n_sweeps = check_int(n_sweeps, "n_sweeps", minimum=2)
    burn_in_sweeps = check_int(burn_in_sweeps, "burn_in_sweeps", minimum=0)
    if burn_in_sweeps >= n_sweeps:
        raise InvalidInputError(f"`burn_in_sweeps` must be < n_sweeps={n_sweeps}; got {burn_in_sweeps}")
    n_groups = check_int(n_groups, "n_groups", minimum=2)
    if n_groups > n_chains // 2:
        raise InvalidInputError(f"`n_groups` must be <= n_chains/2 = {n_chains // 2}; got {n_groups}")
    if model is None:
        model = make_model("tiny-en", tokens="all", text=text, free_positions=list(slots[:max(ns)]))
    shape = (len(ns), len(ts))
    chi, chi_se, mean = np.full(shape, np.nan), np.full(shape, np.nan), np.full(shape, np.nan)
    iat, iat_ok = np.full(shape, np.nan), np.zeros(shape, dtype=bool)
    binder, binder_se = np.full(shape, np.nan), np.full(shape, np.nan)
    binder_g, chi_g = np.full((*shape, n_groups), np.nan), np.full((*shape, n_groups), np.nan)
    q = int(model.vocab_size)

    def cumulant(c):
        m2, m4 = float((c**2).mean()), float((c**4).mean())
        return 1.0 - m4 / (3.0 * m2 * m2) if m2 > 0 else math.nan

    escape, resolved = np.full(shape, np.nan), np.zeros(shape, dtype=bool)
    notes = []
    groups = np.array_split(np.arange(n_chains), n_groups)
    for i, n in enumerate(ns):
        m_n = model.with_template(text=text, free_positions=list(slots[:n]))
        start = m_n.initial_state()
        ground, _ = quench(m_n, start[None, :])
        ground = ground[0]
        notes.append(f"n={n}: sentence words {m_n.decode(start)!r} -> fixed point x* {m_n.decode(ground)!r}")

        def overlap(x, ground=ground):
            return (np.asarray(x) == ground).mean(axis=-1)

        n_steps, burn = n_sweeps * n, burn_in_sweeps * n
        for j, T in enumerate(ts):
            run = run_chains(m_n, temperature=T, n_chains=n_chains, n_steps=n_steps, start=ground,
                             record_states=False, observables={"m": overlap}, progress=False, rng=rng)
            full = run.observables["m"]  # (n_chains, n_steps + 1): records at every step
            below = full <= 0.5
            first = np.where(below.any(axis=1), below.argmax(axis=1), n_steps)
            escape[i, j] = float(first.mean()) / n
            resolved[i, j] = bool(below.any(axis=1).all())
            v = full[:, burn + 1:]
            chi_g[i, j] = [n * v[g].var(axis=0, ddof=1).mean() for g in groups]
            chi[i, j] = n * float(v.var(axis=0, ddof=1).mean())
            chi_se[i, j] = float(chi_g[i, j].std(ddof=1) / math.sqrt(n_groups))
            mean[i, j] = float(v.mean())
            c = (v - 1.0 / q) / (1.0 - 1.0 / q)  # the centred overlap: 1 at x*, 0 for uniform tokens
            binder[i, j] = cumulant(c)
            binder_g[i, j] = [cumulant(c[g]) for g in groups]
            binder_se[i, j] = float(np.std(binder_g[i, j], ddof=1) / math.sqrt(n_groups))
            if np.ptp(v) > 0:
                est = integrated_autocorrelation_time(v)
                iat[i, j] = est.value / n
                iat_ok[i, j] = "not reached" not in est.method
    name = getattr(model, "name", None) or type(model).__name__
    notes.insert(0, f"sentence {text!r}; free slots: the first n of token positions {list(slots)}")
    return PhaseGrid(label=f"{name}, q={model.vocab_size}, n slots of a sentence", method="sampled",
                     temperatures=np.array(ts), n_values=np.array(ns), mixing=escape,
                     mixing_label="escape time from x* (sweeps)", susceptibility=chi, susceptibility_stderr=chi_se,
                     order_mean=mean, order_label="m = fraction of slots holding the word of x*",
                     mixing_resolved=resolved, notes=tuple(notes), extra={"iat_sweeps": iat, "iat_resolved": iat_ok, "binder_groups": binder_g,
                                                                  "susceptibility_groups": chi_g},
                     n_computed=len(ns) * len(ts), seconds=time.perf_counter() - t0, binder=binder,
                     binder_err=binder_se)


# ---------------------------------------------------------------------- figures
def _edges(v: np.ndarray, log: bool) -> np.ndarray:
    """Cell edges around grid values (geometric midpoints when ``log``)."""
    x = np.log(v) if log else v.astype(float)
    if x.size == 1:
        e = np.array([x[0] - 0.5, x[0] + 0.5])
    else:
        mid = 0.5 * (x[1:] + x[:-1])
        e = np.concatenate([[x[0] - (mid[0] - x[0])], mid, [x[-1] + (x[-1] - mid[-1])]])
    return np.exp(e) if log else e


def _compact(v: float) -> str:
    if not np.isfinite(v):
        return "-"
    if v >= 1e4:
        return f"{v / 1e3:.0f}k"
    if v >= 1e3:
        return f"{v / 1e3:.1f}k"
    if v >= 10:
        return f"{v:.0f}"
    return f"{v:.2g}"


def plot_heat_map(grid: PhaseGrid, *, quantity: str = "mixing", ax=None, annotate: bool = True, path=None):
    """Heat map over ``(T, n)``: T on x (log scale), n on y; ``quantity`` ``"mixing"``
    (log color scale) or ``"susceptibility"``. Cells without a value are grey;
    unresolved sampled mixing values (lower bounds) are marked ``>``. Returns the figure."""
    from matplotlib.colors import LogNorm

    plt = pyplot()
    if quantity not in ("mixing", "susceptibility"):
        raise InvalidInputError(f"`quantity` must be 'mixing' or 'susceptibility'; got {quantity!r}")
    if ax is None:
        fig, ax = plt.subplots(figsize=(7.5, 4.6))
    else:
        fig = ax.figure
    a = grid.mixing if quantity == "mixing" else grid.susceptibility
    data = np.ma.masked_invalid(a)
    xe, ye = _edges(grid.temperatures, True), _edges(grid.n_values, False)
    pos = a[np.isfinite(a) & (a > 0)]
    norm = LogNorm(vmin=pos.min(), vmax=pos.max()) if quantity == "mixing" and pos.size else None
    cmap = plt.get_cmap("viridis").with_extremes(bad="0.85")
    mesh = ax.pcolormesh(xe, ye, data, cmap=cmap, norm=norm, shading="flat")
    ax.set_xscale("log")
    ax.set_xticks(grid.temperatures)
    ax.set_xticklabels([f"{t:g}" for t in grid.temperatures], rotation=45)
    ax.minorticks_off()
    ax.set_yticks(grid.n_values)
    ax.set_xlabel("temperature T")
    ax.set_ylabel("n (sites)")
    label = grid.mixing_label if quantity == "mixing" else "susceptibility n Var(m)"
    cb = fig.colorbar(mesh, ax=ax)
    cb.set_label(label + (" (log scale)" if norm is not None else ""))
    if annotate:
        mid = np.log(pos).mean() if (norm is not None and pos.size) else (np.nanmean(a) if pos.size else 0)
        for i, n in enumerate(grid.n_values):
            for j, t in enumerate(grid.temperatures):
                v = a[i, j]
                txt = _compact(v) if np.isfinite(v) else ("const" if quantity == "mixing" else "-")
                if quantity == "mixing" and np.isfinite(v) and not grid.mixing_resolved[i, j]:
                    txt = ">" + txt
                dark = np.isfinite(v) and ((np.log(v) if norm is not None and v > 0 else v) < mid)
                ax.text(t, n, txt, ha="center", va="center", fontsize=7, color="white" if dark else "black")
    ax.set_title(f"{grid.label}: {label}", fontsize=9)
    if path is not None:
        fig.tight_layout()
        fig.savefig(path, dpi=110)
    return fig


def plot_susceptibility(grid: PhaseGrid, *, analysis: FSSVerdict | None = None, path=None):
    """Two panels: the susceptibility against T, one curve per n (error bars when
    sampled; the refined peaks marked), and the order parameter's mean against T.
    Returns the figure."""
    plt = pyplot()
    analysis = grid.finite_size() if analysis is None else analysis
    fig, (ax1, ax2) = plt.subplots(1, 2, figsize=(11, 4.4))
    colors = plt.get_cmap("viridis")(np.linspace(0, 0.9, grid.n_values.size))
    T = grid.temperatures
    for i, n in enumerate(grid.n_values):
        c = colors[i]
        if np.any(grid.susceptibility_stderr[i] > 0):
            ax1.errorbar(T, grid.susceptibility[i], yerr=grid.susceptibility_stderr[i], color=c, marker="o", ms=3,
                         capsize=2, lw=1.2, label=f"n = {n}")
        else:
            ax1.plot(T, grid.susceptibility[i], "o-", color=c, ms=3, lw=1.2, label=f"n = {n}")
        ax2.plot(T, grid.order_mean[i], "o-", color=c, ms=3, lw=1.2, label=f"n = {n}")
    g_nu = analysis.exponents["gamma/nu (peak height)"].value
    ax1.plot(analysis.peak_temperatures, analysis.peak_heights, "kx", ms=7, mew=1.5,
             label=f"peak (refined)\nheight ~ n^{g_nu:.2f}")
    for ax in (ax1, ax2):
        ax.set_xscale("log")
        ax.set_xticks(T)
        ax.set_xticklabels([f"{t:g}" for t in T], rotation=45)
        ax.minorticks_off()
        ax.set_xlabel("temperature T")
        ax.grid(alpha=0.3)
    ax1.set_ylabel("susceptibility n Var(m)")
    ax1.set_title(f"Susceptibility ({grid.method}); verdict: {analysis.verdict}", fontsize=9)
    ax2.set_ylabel("<m>")
    ax2.set_title(f"Order parameter {grid.order_label}", fontsize=9)
    # one legend, in the order-parameter panel, whose curves fall from upper left to lower right
    handles, labels = ax1.get_legend_handles_labels()
    ax2.legend(handles, labels, loc="upper right", fontsize=7, ncol=2)
    fig.suptitle(grid.label, fontsize=10)
    if path is not None:
        fig.tight_layout()
        fig.savefig(path, dpi=110)
    return fig
