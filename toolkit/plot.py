"""Figures from result objects: every function takes a result and returns a matplotlib Axes.

Each ``plot_*`` function draws on the Axes ``ax`` when one is given (so panels compose
into one figure) and on a new figure otherwise, and returns the Axes; labels use
matplotlib's mathtext (``$t_{\\mathrm{mix}}$``) and every text is at least
:data:`SMALL` points at the figure's own size. The report (``glauber verify``) draws its
figures with these functions.

- :func:`plot_tv_curve`: ``d(t)`` of a :class:`~toolkit.results.MixingResult` (or an array
  of ``d(0), d(1), ...``), with ``eps`` and ``t_mix`` marked;
- :func:`plot_spectrum`: eigenvalues in the complex plane (an array, an ``exact.ExactChain``
  or an ``exact.GlauberKernel``), the unit circle and ``lambda_*``; of a
  :class:`~toolkit.results.SpectralSummary` (or an ``exact.ExactReport``) the circle
  ``|z| = lambda_*`` and ``lambda_2``;
- :func:`plot_rectangles`: the distribution of ``|log R|`` of an exact
  ``exact.rectangles.RectangleTable`` or a sampled ``toolkit.incompat.RectangleResult``; the
  quantiles of a :class:`~toolkit.results.RectangleSummary`;
- :func:`plot_trace`: an observable's trace per chain of a
  :class:`~toolkit.sampling.ChainRun`, with the mean over chains;
- :func:`plot_phase`: Binder cumulant or susceptibility against ``T``, one curve per ``n``,
  of :class:`~toolkit.finite_size.ScalingData` (``T_c`` of a verdict marked);
- :func:`plot_escape`: ``ln E[tau_exit]`` against ``1/T`` of an ``exact.scans.MetastabilityScan``
  with the escape bound and the fitted slope;
- :func:`plot_nlogn`: exact ``t_mix`` against ``n`` of an ``exact.scans.NlognScan`` with the
  contraction bound and the ``c n ln n`` fit.

:func:`pyplot` returns ``matplotlib.pyplot`` on the Agg backend (no screen needed);
:func:`save` writes a figure beside a report and closes it (narrowed to the report's column and
with no text under :data:`SMALL` points, whoever drew it); :func:`fit_to_content` sets an
Axes' limits to what is drawn on it, labels included. matplotlib is the ``plot`` extra;
importing this module does not import it.

Length: one function per kind of result, each with its argument checks, plus the layout
helpers they share; split by figure kind they would only import each other.

>>> from toolkit.plot import plot_tv_curve
>>> ax = plot_tv_curve([1.0, 0.5, 0.25, 0.125], eps=0.25)
>>> ax.get_xlabel(), len(ax.lines) >= 1
('$t$ (steps)', True)
>>> pyplot().close(ax.figure)
"""

from __future__ import annotations

import math
import os

import numpy as np

from .exceptions import InvalidInputError, InvalidTypeError

__all__ = ["pyplot", "save", "plot_tv_curve", "plot_spectrum", "plot_rectangles", "plot_trace", "plot_phase",
           "plot_escape", "plot_nlogn", "fit_to_content", "FONT", "SMALL"]

#: font size (points) of axis labels and titles
FONT = 10.0
#: the smallest font size (points) of any text: tick labels, legends, annotations
SMALL = 9.0
#: below this many pixels of width a saved figure is never scaled down by the report's HTML
#: (its column is 1000 px wide), so ``SMALL`` points stay ``SMALL`` points on screen
MAX_WIDTH_IN = 8.8


def pyplot():
    """``matplotlib.pyplot`` on the Agg backend (imported on first use)."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    return plt


def save(fig, out_dir: str, name: str, *, dpi: int = 110, min_font: float | None = SMALL,
         max_width: float | None = MAX_WIDTH_IN) -> str:
    """Write ``fig`` to ``out_dir/name`` (tight layout), close it, return ``name``.

    The report's readability floor, whoever drew the figure: a figure wider than
    ``max_width`` inches is narrowed to it (its height kept), so the report's HTML never
    scales it down, and every text under ``min_font`` points (tick labels, legends,
    annotations) is raised to it. ``None`` leaves either as drawn.

    >>> plt = pyplot()
    >>> fig, ax = plt.subplots(figsize=(11, 4))
    >>> note = ax.text(0.5, 0.5, "a 6 pt note", fontsize=6)
    >>> import tempfile
    >>> save(fig, tempfile.mkdtemp(), "f.png")
    'f.png'
    >>> note.get_fontsize(), float(fig.get_size_inches()[0])
    (9.0, 8.8)
    """
    path = os.path.join(out_dir, name)
    _readable(fig, min_font, max_width)
    fig.tight_layout()
    fig.savefig(path, dpi=dpi)
    pyplot().close(fig)
    return name


def _readable(fig, min_font: float | None, max_width: float | None) -> None:
    """Narrow ``fig`` to ``max_width`` inches and raise its texts under ``min_font`` points to
    it (texts at or above it, tick labels included, are left as drawn)."""
    from matplotlib.text import Text

    w, h = fig.get_size_inches()
    if max_width is not None and w > max_width:
        fig.set_size_inches(max_width, h)
    if min_font is None:
        return
    for ax in fig.axes:  # tick labels: through tick_params, so ticks made at draw time follow
        for axis, name in ((ax.xaxis, "x"), (ax.yaxis, "y")):
            for which in ("major", "minor"):
                labels = axis.get_ticklabels(which=which)
                if labels and min(t.get_fontsize() for t in labels) < min_font:
                    ax.tick_params(axis=name, which=which, labelsize=min_font)
    for t in fig.findobj(Text):
        if t.get_fontsize() < min_font:
            t.set_fontsize(min_font)


def _axes(ax, figsize=(6.4, 4.2)):
    """``ax`` (checked) or the Axes of a new figure."""
    if ax is None:
        _, ax = pyplot().subplots(figsize=figsize)
        return ax
    if not hasattr(ax, "plot") or not hasattr(ax, "figure"):
        raise InvalidTypeError(f"`ax` must be a matplotlib Axes; got {type(ax).__name__}")
    return ax


def _finish(ax, *, legend: bool = True, **legend_kw):
    ax.tick_params(labelsize=SMALL)
    ax.xaxis.label.set_fontsize(FONT)
    ax.yaxis.label.set_fontsize(FONT)
    ax.title.set_fontsize(FONT)
    if legend and ax.get_legend_handles_labels()[1]:
        ax.legend(fontsize=SMALL, **legend_kw)
    return ax


def _float_array(x, name: str, *, ndim=None) -> np.ndarray:
    if x is None:  # np.asarray(None, dtype=float) would be a nan
        raise InvalidTypeError(f"`{name}` must be a result object or an array of numbers; got NoneType")
    try:
        a = np.asarray(x, dtype=float)
    except (TypeError, ValueError):
        raise InvalidTypeError(f"`{name}` must be a result object or an array of numbers; "
                               f"got {type(x).__name__}") from None
    if ndim is not None and a.ndim not in ((ndim,) if isinstance(ndim, int) else ndim):
        raise InvalidInputError(f"`{name}` must be {ndim}-dimensional; got shape {a.shape}")
    return a


# ---------------------------------------------------------------------- mixing
def plot_tv_curve(result, *, ax=None, eps: float | None = None, label: str | None = None, **line_kw):
    """``d(t) = max_x TV(P^t(x, .), pi)`` on a log scale, with ``eps`` and ``t_mix`` marked.

    ``result``: a :class:`~toolkit.results.MixingResult` (its evaluated points ``times`` /
    ``distances``, its ``eps`` and ``t_mix``) or an array of ``d(0), d(1), ...``
    (``eps`` then only when given). Zeros are left off the log scale. Returns the Axes.
    """
    if hasattr(result, "distances") and hasattr(result, "times"):
        t = np.asarray(result.times, dtype=float)
        d = np.asarray(result.distances, dtype=float)
        eps = result.eps if eps is None else eps
        t_mix = getattr(result, "t_mix", None)
    else:
        d = _float_array(result, "result", ndim=1)
        t = np.arange(d.size, dtype=float)
        t_mix = None
        if eps is not None:
            below = np.flatnonzero(d <= eps)
            t_mix = int(below[0]) if below.size else None
    ax = _axes(ax)
    keep = d > 0
    style = {"marker": "o", "markersize": 3.5, **line_kw}
    ax.plot(t[keep], d[keep], label=label or r"$d(t)$", **style)
    ax.set_yscale("log")
    if eps is not None:
        ax.axhline(eps, color="0.5", linestyle="--", linewidth=1, label=rf"$\varepsilon = {eps:g}$")
    if t_mix is not None:
        ax.axvline(t_mix, color="0.3", linestyle=":", linewidth=1.2, label=rf"$t_{{\mathrm{{mix}}}} = {t_mix}$")
    ax.set_xlabel("$t$ (steps)")
    ax.set_ylabel(r"$d(t) = \max_x \|P^t(x,\cdot) - \pi\|_{\mathrm{TV}}$")
    return _finish(ax)


_SPECTRUM_TYPES = ("an array of eigenvalues, an exact chain (exact.ExactChain), a kernel (exact.glauber_kernel) "
                   "or a SpectralSummary")


def _is_summary(obj) -> bool:
    """A spectral summary (or an exact report): ``lambda_star`` and ``spectral_gap``, no eigenvalues."""
    return all(isinstance(getattr(obj, k, None), (int, float, np.number)) and not isinstance(getattr(obj, k), bool)
               for k in ("lambda_star", "spectral_gap"))


def _dense_eigenvalues(kernel, max_states: int, what: str) -> np.ndarray:
    n_states = int(getattr(kernel, "n_states", 0) or 0)
    if n_states > max_states:
        raise InvalidInputError(f"the {what} has {n_states} states, above `max_states`={max_states} for a "
                                "dense eigendecomposition; pass the eigenvalues you need instead")
    dense = kernel.dense() if hasattr(kernel, "dense") else np.asarray(kernel, dtype=float)
    return np.linalg.eigvals(np.asarray(dense, dtype=float))


def _lambda_star(vals: np.ndarray) -> float:
    """Largest modulus among the eigenvalues other than the one closest to 1 (the unit eigenvalue)."""
    if vals.size < 2:
        return 0.0
    rest = np.delete(vals, int(np.argmin(np.abs(vals - 1.0))))
    return float(min(np.abs(rest).max(), 1.0))


def plot_spectrum(spectrum, *, summary=None, ax=None, max_states: int = 4096):
    """Eigenvalues of a kernel in the complex plane, the unit circle and ``|z| = lambda_*``.

    ``spectrum``: an array of eigenvalues (e.g. ``exact.eigenvalues(kernel)``), a chain with
    ``kernel`` and ``spectrum`` attributes (an ``exact.ExactChain``) or a kernel (an
    ``exact.GlauberKernel`` from ``exact.glauber_kernel``), of at most ``max_states`` states:
    their dense eigenvalues are computed here; or a
    :class:`~toolkit.results.SpectralSummary` (or an ``exact.ExactReport``), which holds no
    eigenvalues: then the unit circle, ``|z| = lambda_*`` and ``lambda_2`` (a cross on the
    real axis) are drawn. ``summary``: a :class:`~toolkit.results.SpectralSummary` whose
    ``lambda_star`` and absolute gap are marked (default: the chain's own; for a kernel,
    ``lambda_star`` from its eigenvalues). Returns the Axes.
    """
    if summary is not None and not _is_summary(summary):
        raise InvalidTypeError(f"`summary` must be a SpectralSummary (lambda_star, spectral_gap); "
                               f"got {type(summary).__name__}")
    lam2 = None
    if hasattr(spectrum, "kernel") and hasattr(spectrum, "spectrum"):
        vals = _dense_eigenvalues(spectrum.kernel, max_states, "chain")
        summary = spectrum.spectrum if summary is None else summary
    elif callable(getattr(spectrum, "dense", None)) and hasattr(spectrum, "n_states"):
        vals = _dense_eigenvalues(spectrum, max_states, "kernel")
    elif _is_summary(spectrum):
        vals = np.zeros(0, dtype=complex)
        summary = spectrum if summary is None else summary
        lam2 = getattr(spectrum, "lambda_2", None)
    else:
        if spectrum is None or isinstance(spectrum, (str, bytes, dict)):  # np.asarray(None) would be a nan
            raise InvalidTypeError(f"`spectrum` must be {_SPECTRUM_TYPES}; got {type(spectrum).__name__}")
        try:
            vals = np.asarray(spectrum, dtype=complex)
        except (TypeError, ValueError):
            raise InvalidTypeError(f"`spectrum` must be {_SPECTRUM_TYPES}; got {type(spectrum).__name__}") from None
        if vals.ndim == 0:
            raise InvalidTypeError(f"`spectrum` must be {_SPECTRUM_TYPES}; got the single number {spectrum!r}")
        if vals.ndim != 1 or vals.size == 0:
            raise InvalidInputError(f"`spectrum` must be {_SPECTRUM_TYPES}; got an array of shape {vals.shape}")
    if summary is not None:
        ls, gap = float(summary.lambda_star), float(summary.spectral_gap)
    elif vals.size >= 2 and hasattr(spectrum, "n_states"):  # a kernel: lambda_* of its own eigenvalues
        ls = _lambda_star(vals)
        gap = 1.0 - ls
    else:
        ls = None
    ax = _axes(ax, figsize=(5.2, 5.0))
    th = np.linspace(0, 2 * np.pi, 400)
    ax.plot(np.cos(th), np.sin(th), color="0.6", linewidth=1, label="unit circle")
    if vals.size:
        ax.plot(vals.real, vals.imag, "o", markersize=4, fillstyle="none", label=f"{vals.size} eigenvalues")
    if ls is not None:
        ax.plot(ls * np.cos(th), ls * np.sin(th), "--", color="tab:red", linewidth=1,
                label=rf"$|z| = \lambda_* = {ls:.4g}$ (gap ${gap:.3g}$)")
    if lam2 is not None and np.isfinite(float(lam2)):
        ax.plot([float(lam2)], [0.0], "x", color="tab:blue", markersize=8, mew=1.5,
                label=rf"$\lambda_2 = {float(lam2):.4g}$")
    ax.axhline(0, color="0.85", linewidth=0.8, zorder=0)
    ax.axvline(0, color="0.85", linewidth=0.8, zorder=0)
    ax.set_aspect("equal")
    ax.set_xlim(-1.1, 1.1)
    ax.set_ylim(-1.1, 1.1)
    ax.set_xlabel(r"$\mathrm{Re}\,\lambda$")
    ax.set_ylabel(r"$\mathrm{Im}\,\lambda$")
    return _finish(ax, loc="upper left")


# ---------------------------------------------------------------------- rectangles
def _abs_log_r(result) -> tuple[np.ndarray, np.ndarray | None]:
    table = getattr(result, "table", None)
    if isinstance(table, dict) and "log_r" in table:  # a sampled RectangleResult
        return np.abs(np.asarray(table["log_r"], dtype=float)), np.asarray(table.get("bound", []), dtype=float)
    if hasattr(result, "log_r"):  # an exact RectangleTable
        bound = getattr(result, "bound", None)
        return np.abs(np.asarray(result.log_r, dtype=float)), None if bound is None else np.asarray(bound, float)
    if isinstance(result, (str, bytes, dict)):
        raise InvalidTypeError(f"`result` must be {_RECTANGLE_TYPES}; got {type(result).__name__}")
    v = _float_array(result, "result")
    if v.ndim == 0:
        raise InvalidTypeError(f"`result` must be {_RECTANGLE_TYPES}; got the single number {result!r}")
    return np.abs(v.ravel()), None


_RECTANGLE_TYPES = ("a RectangleTable (exact.rectangles.all_rectangles), a RectangleResult "
                    "(toolkit.incompat.rectangle_test), a RectangleSummary or an array of log R")


def _is_rectangle_summary(obj) -> bool:
    """A summary without its rectangles (the enumerated table and the sampled result are
    summaries too, issue 27, but carry every ``log R``: those get the histogram)."""
    has_rows = hasattr(obj, "log_r") or isinstance(getattr(obj, "table", None), dict)
    return (isinstance(getattr(obj, "quantiles", None), dict) and hasattr(obj, "max_bound") and hasattr(obj, "count")
            and not has_rows)


def _plot_rectangle_quantiles(s, ax, label, floor, roundoff):
    """A :class:`~toolkit.results.RectangleSummary` keeps no histogram, only the quantiles
    of ``|log R|``: drawn as points ``(q_p, p)`` of the distribution function."""
    levels = {"q50": 0.5, "q90": 0.9, "q99": 0.99, "max": 1.0}
    keys = [k for k in levels if k in s.quantiles]
    x = np.clip(np.array([float(s.quantiles[k]) for k in keys]), floor, None)
    y = np.array([levels[k] for k in keys])
    ax = _axes(ax, figsize=(7.5, 4.4))
    ax.plot(x, y, "o:", drawstyle="steps-post", markersize=5,
            label=label or f"quantiles of {s.count} rectangles ({', '.join(keys)})")
    if roundoff is None and s.max_bound is not None and math.isfinite(float(s.max_bound)):
        roundoff = (floor, max(float(s.max_bound), floor * 10))
    if roundoff:
        ax.axvspan(*roundoff, color="0.92", zorder=0)
        ax.text(roundoff[0] * 3, 0.04, "round-off level", transform=ax.get_xaxis_transform(), fontsize=SMALL)
    ax.set_xscale("log")
    ax.set_xlim(floor / 3, max(10 ** 1.5, float(x.max()) * 3) if x.size else 10 ** 1.5)
    ax.set_ylim(0, 1.05)
    ax.set_title(f"{s.n_certified} of {s.count} rectangles certified ({getattr(s, 'method', '')})")
    ax.set_xlabel(rf"$|\log R|$  (values below {floor:.0e} drawn at {floor:.0e})")
    ax.set_ylabel(r"fraction of rectangles with $|\log R| \leq x$")
    return _finish(ax, loc="lower right")


def plot_rectangles(result, *, ax=None, label: str | None = None, floor: float = 1e-17, bins=None,
                    roundoff=None, **hist_kw):
    """The distribution of ``|log R|`` (fraction of rectangles per bin, log axis).

    ``result``: an exact ``RectangleTable``, a sampled ``RectangleResult`` or an array of
    ``log R``; or a :class:`~toolkit.results.RectangleSummary` (``exact.rectangle_summary``,
    ``RectangleResult.summary()``), which keeps only the quantiles of ``|log R|``: they are
    drawn as points of the distribution function (fraction of rectangles with
    ``|log R| <= x``), the histogram needs the table. Values below ``floor`` are drawn at
    ``floor``. ``roundoff``: ``(low, high)`` of a shaded round-off band (default: up to the
    largest error bound of ``result`` when it has bounds; ``False``: none). Returns the Axes.
    """
    if _is_rectangle_summary(result):
        return _plot_rectangle_quantiles(result, ax, label, floor, roundoff)
    v, bound = _abs_log_r(result)
    ax = _axes(ax, figsize=(7.5, 4.4))
    if v.size:
        v = np.clip(v, floor, None)
        bins = np.logspace(math.log10(floor), max(1.5, math.log10(v.max()) + 0.2), 50) if bins is None else bins
        ax.hist(v, bins=bins, histtype="step", linewidth=1.6, weights=np.full(v.size, 1.0 / v.size),
                label=label or f"{v.size} rectangles", **hist_kw)
    if roundoff is None and bound is not None and bound.size and np.isfinite(bound).any():
        roundoff = (floor, max(float(np.nanmax(bound)), floor * 10))
    if roundoff:
        ax.axvspan(*roundoff, color="0.92", zorder=0)
        ax.text(roundoff[0] * 3, 0.96, "round-off level", transform=ax.get_xaxis_transform(), fontsize=SMALL,
                va="top")
    ax.set_xscale("log")
    ax.set_xlabel(rf"$|\log R|$  (values below {floor:.0e} drawn at {floor:.0e})")
    ax.set_ylabel("fraction of rectangles")
    return _finish(ax)


# ---------------------------------------------------------------------- sampled chains
def plot_trace(run, observable: str | None = None, *, ax=None, chains=None, max_chains: int = 16):
    """Trace of one scalar observable per chain against the step, and the mean over chains.

    ``run``: a :class:`~toolkit.sampling.ChainRun` (``observable`` names one of its recorded
    scalar observables; default: the first, or for a run that recorded none
    ``hamming_to_start`` from its states: ``ChainRun.traces``) or an array
    ``(n_chains, n_draws)``.
    ``chains``: indices of the chains to draw (default: the first ``max_chains``); the
    mean is over all chains. Returns the Axes.
    """
    if hasattr(run, "observables") and hasattr(run, "times"):
        traces = run.traces() if callable(getattr(run, "traces", None)) else dict(run.observables)
        if not traces:
            raise InvalidInputError("the run recorded neither an observable nor its states; pass "
                                    "observables=['hamming_to_start'] (or callables) to the sampler")
        name = observable if observable is not None else next(iter(traces))
        v = np.asarray(traces[name] if name in traces else run.observable(name), dtype=float)
        t = np.asarray(run.times, dtype=float)
        if v.ndim != 2:
            raise InvalidInputError(f"observable {name!r} is a vector (shape {v.shape}); plot one component "
                                    "from the array: plot_trace(run.observable(name)[:, :, k])")
    else:
        v = _float_array(run, "run", ndim=2)
        t = np.arange(v.shape[1], dtype=float)
        name = observable or "observable"
    idx = np.arange(min(v.shape[0], max_chains)) if chains is None else np.asarray(chains, dtype=int).ravel()
    if idx.size and (idx.min() < 0 or idx.max() >= v.shape[0]):
        raise InvalidInputError(f"`chains` must be indices in 0..{v.shape[0] - 1}; got {idx.tolist()}")
    ax = _axes(ax, figsize=(7.5, 3.6))
    for k in idx:
        ax.plot(t, v[k], linewidth=0.8, alpha=0.45)
    ax.plot(t, v.mean(axis=0), color="k", linewidth=2, label=f"mean over {v.shape[0]} chains")
    ax.set_xlabel("step $t$")
    ax.set_ylabel(name)
    return _finish(ax, loc="upper right")


# ---------------------------------------------------------------------- finite size
_PHASE_LABELS = {
    "binder": r"Binder cumulant $U = 1 - \langle m^4\rangle / 3\langle m^2\rangle^2$",
    "susceptibility": r"susceptibility $\chi = n\,\mathrm{Var}(m)$",
}


def plot_phase(data, *, quantity: str = "binder", verdict=None, ax=None):
    """Finite-size data against ``T``, one curve per ``n`` (error bars for sampled data).

    ``data``: a :class:`~toolkit.finite_size.ScalingData`; ``quantity``: ``"binder"`` or
    ``"susceptibility"``. ``verdict``: its :class:`~toolkit.finite_size.FSSVerdict`,
    whose ``T_c`` (with its error) and susceptibility peaks are marked. Returns the Axes.
    """
    if quantity not in _PHASE_LABELS:
        raise InvalidInputError(f"`quantity` must be one of {sorted(_PHASE_LABELS)}; got {quantity!r}")
    if not (hasattr(data, "temperatures") and hasattr(data, "n_values") and hasattr(data, quantity)):
        raise InvalidTypeError(f"`data` must be a ScalingData (toolkit.finite_size); got {type(data).__name__}")
    T = np.asarray(data.temperatures, dtype=float)
    ns = np.asarray(data.n_values)
    y = np.asarray(getattr(data, quantity), dtype=float)
    err = getattr(data, f"{quantity}_err", None)
    ax = _axes(ax, figsize=(6.8, 4.4))
    colors = pyplot().get_cmap("viridis")(np.linspace(0, 0.9, max(ns.size, 2)))
    for i, n in enumerate(ns):
        kw = dict(color=colors[i], marker="o", markersize=3, linewidth=1.2, label=f"$n = {int(n)}$")
        if err is not None and np.any(np.asarray(err)[i] > 0):
            ax.errorbar(T, y[i], yerr=np.asarray(err)[i], capsize=2, **kw)
        else:
            ax.plot(T, y[i], **kw)
    if verdict is not None:
        tc, se = float(verdict.critical_temperature), float(verdict.critical_temperature_stderr)
        if math.isfinite(tc):
            ax.axvline(tc, color="tab:red", linestyle="--", linewidth=1.2,
                       label=rf"$T_c = {tc:.4g} \pm {se:.2g}$" if math.isfinite(se) else rf"$T_c = {tc:.4g}$")
            if math.isfinite(se) and se > 0:
                ax.axvspan(tc - se, tc + se, color="tab:red", alpha=0.12, zorder=0)
        if quantity == "susceptibility":
            ax.plot(verdict.peak_temperatures, verdict.peak_heights, "kx", markersize=7, mew=1.5, label="peaks")
        ax.set_title(f"{getattr(data, 'label', '') or 'finite-size data'}: {verdict.verdict}")
    ax.set_xlabel("temperature $T$")
    ax.set_ylabel(_PHASE_LABELS[quantity])
    ax.grid(alpha=0.3)
    return _finish(ax, ncol=2 if ns.size > 4 else 1)


# ---------------------------------------------------------------------- exact scans
def plot_escape(scan, *, ax=None, title: str | None = None):
    """``ln E[tau_exit]`` against ``1/T`` with the escape bound ``ln(e^{gamma/T}/(q-1))`` and
    the least-squares line over the lowest temperatures.

    ``scan``: an ``exact.scans.MetastabilityScan`` (rows with ``inv_temperature``,
    ``log_exit_time`` and ``log_bound``; ``slope``, ``intercept``, ``gamma``). Returns the Axes.
    """
    rows = getattr(scan, "rows", None)
    if rows is None or not all(hasattr(r, "log_exit_time") for r in rows):
        raise InvalidTypeError(f"`scan` must be a MetastabilityScan (exact.scans); got {type(scan).__name__}")
    ax = _axes(ax)
    inv = np.array([r.inv_temperature for r in rows], dtype=float)
    ax.plot(inv, [r.log_exit_time for r in rows], "o-", label=r"exact $\ln E[\tau_{\mathrm{exit}}]$")
    ax.plot(inv, [r.log_bound for r in rows], "--", label=r"bound $\ln\!\left(e^{\gamma/T}/(q-1)\right)$")
    grid = np.linspace(inv.min(), inv.max(), 50)
    ax.plot(grid, scan.intercept + scan.slope * grid, ":", color="0.3",
            label=rf"fit: slope ${scan.slope:.3f}$ ($\gamma = {scan.gamma:g}$)")
    ax.set_xlabel("$1/T$")
    ax.set_ylabel(r"$\ln E[\tau_{\mathrm{exit}}]$")
    if title is not None:
        ax.set_title(title)
    return _finish(ax)


def plot_nlogn(scan, *, ax=None, fit_c: float | None = None, title: str | None = None):
    """Exact ``t_mix`` against ``n`` with the contraction bound ``ceil(n ln(n/eps)/(1-alpha))``
    and the least-squares fit ``c n ln n`` (over ``n >= 3``; ``fit_c`` to give ``c``).

    ``scan``: an ``exact.scans.NlognScan`` (rows with ``n``, ``t_mix``, ``bound``); ``ax``: the
    Axes to draw on (None: a new figure's). Returns the Axes.
    """
    rows = getattr(scan, "rows", None)
    if rows is None or not all(hasattr(r, "t_mix") and hasattr(r, "n") for r in rows):
        raise InvalidTypeError(f"`scan` must be an NlognScan (exact.scans); got {type(scan).__name__}")
    n = np.array([r.n for r in rows], dtype=float)
    t = np.array([np.nan if r.t_mix is None else r.t_mix for r in rows], dtype=float)
    b = np.array([np.nan if r.bound is None else r.bound for r in rows], dtype=float)
    if fit_c is None:
        ok = (n >= 3) & np.isfinite(t)
        x = n[ok] * np.log(n[ok])
        fit_c = float(x @ t[ok] / (x @ x)) if ok.any() else math.nan
    eps = getattr(scan, "eps", 0.25)
    ax = _axes(ax)
    ax.plot(n, t, "o-", label=rf"exact $t_{{\mathrm{{mix}}}}({eps:g})$")
    ax.plot(n, b, "s--", label=r"bound $\lceil n\ln(n/\varepsilon)/(1-\alpha)\rceil$")
    if math.isfinite(fit_c):
        grid = np.linspace(max(2.0, n.min()), n.max(), 100)
        ax.plot(grid, fit_c * grid * np.log(grid), ":", color="0.3", label=rf"fit ${fit_c:.2f}\,n\ln n$")
    ax.set_xlabel("$n$ (sites)")
    ax.set_ylabel("steps")
    if title is not None:
        ax.set_title(title)
    return _finish(ax)


# ---------------------------------------------------------------------- layout
def _content_pixels(ax) -> np.ndarray | None:
    """Corners (display pixels) of everything drawn on ``ax``: texts with their boxes, patches,
    lines, and markers (their centres widened by their radius)."""
    fig = ax.figure
    fig.canvas.draw()
    pix = [a.get_window_extent().get_points() for a in (*ax.texts, *ax.patches, *ax.lines) if a.get_visible()]
    for c in ax.collections:
        offsets = np.asarray(c.get_offsets(), dtype=float).reshape(-1, 2)
        if not c.get_visible() or offsets.size == 0:
            continue
        centre = c.get_offset_transform().transform(offsets)
        sizes = np.asarray(c.get_sizes(), dtype=float)
        r = np.sqrt(sizes) / 2 * fig.dpi / 72 if sizes.size else np.zeros(1)
        r = (r if r.size == centre.shape[0] else np.full(centre.shape[0], r.max()))[:, None]
        pix += [centre - r, centre + r]
    pix = [p for p in pix if np.all(np.isfinite(p))]
    return np.vstack(pix) if pix else None


def fit_to_content(ax, *, pad: float = 0.03, resize: bool = False, title_in: float = 0.8):
    """Set ``ax``'s limits to the extent of what is drawn on it, text boxes and marker sizes
    included (matplotlib's autoscaling ignores texts), with ``pad`` (a fraction of the
    span) around.

    ``resize`` (a drawing on a figure of its own whose labels and markers are sized in
    points, such as a graph layout, with limits that fix its scale already set): the x
    limits and both scales are kept, only the vertical extent is fitted, and the figure's
    height becomes the drawing's height plus ``title_in`` inches, so a wide drawing leaves
    no empty band above and below it. Returns the Axes.
    """
    if not resize:
        # texts and markers keep their size in points, so their extent in data units moves
        # with the x scale: re-measure until the limits stop moving (a contraction whenever
        # the drawing is wider than its widest text)
        for _ in range(60):
            pix = _content_pixels(ax)
            if pix is None:
                return ax
            data = ax.transData.inverted().transform(pix)
            x0, x1 = data[:, 0].min(), data[:, 0].max()
            dx = max(x1 - x0, 1e-12)
            new, old = (x0 - pad * dx, x1 + pad * dx), ax.get_xlim()
            ax.set_xlim(*new)
            if max(abs(new[0] - old[0]), abs(new[1] - old[1])) <= 1e-6 * dx:
                break
    pix = _content_pixels(ax)
    if pix is None:
        return ax
    data = ax.transData.inverted().transform(pix)
    y0, y1 = data[:, 1].min(), data[:, 1].max()
    dy = max(y1 - y0, 1e-12)
    if resize:  # the same pixels per unit on y in a figure as high as the drawing
        fig = ax.figure
        height_px = (pix[:, 1].max() - pix[:, 1].min()) * (1 + 2 * pad)
        fig.set_figheight(max(1.5, height_px / fig.dpi + title_in))
    ax.set_ylim(y0 - pad * dy, y1 + pad * dy)
    return ax
