"""Section "phase": the (T, n) phase diagram, transition or finite-size crossover."""

from __future__ import annotations

import os

import numpy as np

from toolkit._validation import as_rng
from toolkit.app.phase import exact_phase_grid
from toolkit.phase import (
    EXACT_TEMPERATURES,
    FiniteSizeAnalysis,
    PhaseGrid,
    plot_heat_map,
    plot_susceptibility,
    sampled_phase_grid,
)
from toolkit.plot import save

from ._model import ReportClaim, Section, md_table

KEY = "phase"
STREAM = 3
NEEDS_REAL = False


#: Smaller grids of ``report_section(quick=True)``.
QUICK_EXACT_TEMPERATURES = (0.4, 0.55, 0.7, 0.85, 1.0, 1.15, 1.5, 2.2)
QUICK_SAMPLED_TEMPERATURES = (0.3, 0.58, 0.8, 1.1, 1.5)


def _grid_rows(grid: PhaseGrid, a: np.ndarray, fmt, resolved=None):
    rows = []
    for i, n in enumerate(grid.n_values):
        cells = []
        for j in range(grid.temperatures.size):
            c = fmt(a[i, j])
            if resolved is not None and np.isfinite(a[i, j]) and not resolved[i, j]:
                c = ">" + c
            cells.append(c)
        rows.append((int(n), *cells))
    return rows


def _fsa_rows(a: FiniteSizeAnalysis):
    return [(int(n), f"{h:.4g}", f"{t:.3g}" + (" (edge)" if e else ""), f"{s:.4g}", f"{ts:.3g}")
            for n, h, t, e, s, ts in zip(a.n_values, a.peak_heights, a.peak_temperatures, a.peak_at_edge, a.slopes,
                                         a.slope_temperatures, strict=True)]


def _loglin_rate(n: np.ndarray, t: np.ndarray) -> tuple[float, float]:
    """Least squares ``ln t = a + c n``: ``(c, R^2)``."""
    ok = np.isfinite(t) & (t > 0)
    x, y = n[ok].astype(float), np.log(t[ok])
    c, a = np.polyfit(x, y, 1)
    resid = y - (a + c * x)
    ss = float(((y - y.mean()) ** 2).sum())
    return float(c), (1.0 - float(resid @ resid) / ss) if ss > 0 else 1.0


def section(out_dir: str, *, quick: bool = False, real: bool = True, rng=None, store=None) -> Section:
    """The phase-diagram section of ``glauber verify``: the exact Curie-Weiss grid (resumable
    store ``store``, default ``OUT/phase.sqlite``), the sampled tiny-en grid (when
    ``real``), both finite-size analyses with their verdicts, heat maps and susceptibility
    curves. Verdicts and fits are comparisons (reported, not asserted)."""
    rng = as_rng(rng)
    s = Section("phase", "Phase diagram over (T, n): transition or finite-size crossover?")
    store = os.path.join(out_dir, "phase.sqlite") if store is None else os.fspath(store)
    s.text.append(
        "Mixing is fast at high temperature and exponentially slow at low temperature. Whether the change "
        "in between is a transition or a finite-size crossover is measured: the susceptibility "
        "`chi = n Var(m)` of an order parameter `m`, its peak height and location for each `n`, and the "
        "steepest slope of `<m>` against `T`. A peak that grows with `n` (fitted exponent `b` of "
        "`peak ~ n^b` significantly above 0) together with a steepening slope indicates a transition; "
        "a peak that shrinks (`b < 0`, `b = -1` for independent fluctuations) a crossover; anything "
        "else is reported as inconclusive.")
    # exact toy family
    ns = range(2, 9) if quick else range(2, 11)
    temps = QUICK_EXACT_TEMPERATURES if quick else EXACT_TEMPERATURES
    g = exact_phase_grid(store, n_values=ns, temperatures=temps)
    a = g.finite_size()
    s.text.append(
        f"**Exact, Curie-Weiss** (q = 2, coupling beta = 1, mean-field critical temperature T_c = 1): "
        f"`m` = majority fraction, `chi = n Var_pi(m)` and `t_mix(1/4)` computed exactly through the "
        f"resumable sweep store `{os.path.basename(store)}` ({g.n_computed} tasks computed now, "
        f"{g.n_reused} reused). Exact t_mix (steps):")
    temps_h = tuple(f"T={t:g}" for t in g.temperatures)
    s.text.append(md_table(_grid_rows(g, g.mixing, lambda v: f"{v:.0f}"), ("n", *temps_h)))
    s.text.append("Exact susceptibility n Var_pi(m):")
    s.text.append(md_table(_grid_rows(g, g.susceptibility, lambda v: f"{v:.4f}"), ("n", *temps_h)))
    s.text.append(f"Finite-size analysis: **{a.verdict}**. {a.reason.capitalize()}; peak ~ n^{a.exponent:.3f} "
                  f"(± {a.exponent_stderr:.3f}), steepest slope ~ n^{a.slope_exponent:.3f} "
                  f"(± {a.slope_exponent_stderr:.3f}).")
    s.text.append(md_table(_fsa_rows(a), ("n", "peak chi", "T at peak", "max abs d<m>/dT", "T at max slope")))
    s.claims.append(ReportClaim(s.key, "phase verdict, Curie-Weiss (exact)", "known: mean-field transition at T_c=1",
                                True, "transition", f"{a.verdict} (b = {a.exponent:.3f} ± {a.exponent_stderr:.3f})",
                                a.verdict == "transition", kind="comparison"))
    s.claims.append(ReportClaim(s.key, "chi peak exponent vs mean-field 1/2 (exact)",
                                f"n = {g.n_values.min()}..{g.n_values.max()} only", None,
                                0.5, a.exponent, abs(a.exponent - 0.5) <= max(2 * a.exponent_stderr, 0.2),
                                slack=max(2 * a.exponent_stderr, 0.2) - abs(a.exponent - 0.5), kind="comparison"))
    n_arr = g.n_values.astype(float)
    c_low, r2_low = _loglin_rate(n_arr[n_arr >= 4], g.mixing[n_arr >= 4, 0])
    s.claims.append(ReportClaim(s.key, f"exact t_mix exponential in n at T={g.temperatures[0]:g}",
                                "fit ln t_mix = a + c n, n >= 4", None, "c > 0, R^2 >= 0.98",
                                f"c = {c_low:.3f}, R^2 = {r2_low:.4f}", c_low > 0 and r2_low >= 0.98,
                                kind="comparison"))
    hi = g.mixing[:, -1] / (n_arr * np.log(n_arr))
    band = float(np.nanmax(hi[n_arr >= 3]) / np.nanmin(hi[n_arr >= 3]))
    s.claims.append(ReportClaim(s.key, f"exact t_mix ~ n ln n at T={g.temperatures[-1]:g}",
                                "t_mix/(n ln n) over n >= 3", None, "max/min <= 2", f"{band:.3f}", band <= 2,
                                slack=2 - band, kind="comparison"))
    s.figures.append((save(plot_heat_map(g), out_dir, "phase_exact_tmix.png"),
                      "Exact t_mix over (T, n) for Curie-Weiss (log colour scale)."))
    s.figures.append((save(plot_susceptibility(g, analysis=a), out_dir, "phase_exact_chi.png"),
                      "Exact susceptibility of the majority fraction against T, one curve per n, with the peaks; "
                      "right: the order parameter's mean."))
    s.data = {"exact": {"grid": g.to_dict(), "analysis": a.to_dict()}}
    if not real:
        s.text.append("The sampled tiny-en grid is left out (`--no-real`).")
        return s
    # sampled tiny-en
    kw = dict(n_values=range(2, 5), temperatures=QUICK_SAMPLED_TEMPERATURES, n_chains=32, n_sweeps=30,
              burn_in_sweeps=10, n_groups=4) if quick else {}
    sg = sampled_phase_grid(rng=rng, **kw)
    sa = sg.finite_size()
    temps_h = tuple(f"T={t:g}" for t in sg.temperatures)
    s.text.append(
        "**Sampled, tiny-en** (the whole 200-word vocabulary on n word slots of a fixed sentence; chains "
        "start at the sentence's zero-temperature fixed point x*; `m` = fraction of slots holding the word "
        "of x*; `chi` = n times the variance of `m` across chains after burn-in). " + "; ".join(sg.notes) + ".")
    s.text.append("Escape time from x* (sweeps until m <= 1/2, mean over chains; `>`: some chains never "
                  "escaped, a lower bound):")
    s.text.append(md_table(_grid_rows(sg, sg.mixing, lambda v: f"{v:.3g}", sg.mixing_resolved), ("n", *temps_h)))
    s.text.append("Sampled susceptibility n Var(m) (± standard error from independent groups of chains):")
    s.text.append(md_table([(int(n), *(f"{c:.3f} ± {e:.3f}" for c, e in zip(row, err, strict=True)))
                            for n, row, err in zip(sg.n_values, sg.susceptibility, sg.susceptibility_stderr,
                                                   strict=True)], ("n", *temps_h)))
    s.text.append("Integrated autocorrelation time of m after burn-in (sweeps; `>`: Sokal's window not reached, "
                  "a lower bound; `-`: m never moved):")
    s.text.append(md_table(_grid_rows(sg, sg.extra["iat_sweeps"], lambda v: f"{v:.3g}" if np.isfinite(v) else "-",
                                      sg.extra["iat_resolved"]), ("n", *temps_h)))
    s.text.append(f"Finite-size analysis: **{sa.verdict}**. {sa.reason.capitalize()}; peak ~ n^{sa.exponent:.3f} "
                  f"(± {sa.exponent_stderr:.3f}), steepest slope ~ n^{sa.slope_exponent:.3f} "
                  f"(± {sa.slope_exponent_stderr:.3f}). Only n = {sg.n_values.min()}..{sg.n_values.max()} "
                  "slots are sampled, and where the escape time is a lower bound the chains have not "
                  "mixed, so the spread there is a non-equilibrium one: read the verdict as a statement "
                  "about these sizes, not a limit.")
    s.text.append(md_table(_fsa_rows(sa), ("n", "peak chi", "T at peak", "max abs d<m>/dT", "T at max slope")))
    s.claims.append(ReportClaim(s.key, "phase verdict, tiny-en (sampled)",
                                f"n = {sg.n_values.min()}..{sg.n_values.max()} slots", None,
                                "transition or crossover", f"{sa.verdict} (b = {sa.exponent:.3f} ± "
                                f"{sa.exponent_stderr:.3f}, slope exp. {sa.slope_exponent:.3f})", None,
                                kind="comparison"))
    s.figures.append((save(plot_heat_map(sg), out_dir, "phase_tiny_escape.png"),
                      "tiny-en: escape time from the fixed point over (T, n) (log colour scale; > lower bound)."))
    s.figures.append((save(plot_susceptibility(sg, analysis=sa), out_dir, "phase_tiny_chi.png"),
                      "tiny-en: sampled susceptibility against T per n (error bars: standard errors), and <m>."))
    s.data["sampled"] = {"grid": sg.to_dict(), "analysis": sa.to_dict()}
    return s
