"""Section "metastability": exact exit times against the escape bound, exponential in 1/T."""

from __future__ import annotations

import numpy as np

from exact.scans import metastability_scan
from toolkit.models import make_model
from toolkit.models.basins import planted_margin
from toolkit.plot import plot_escape, save
from toolkit.results import slack_equal, slack_lower_log

from ._model import ReportClaim, Section, md_table

KEY = "metastability"
#: the seed's stream number of this section (None: draws nothing); fixed, so adding a
#: section leaves the others' random numbers as they were
STREAM = 2
NEEDS_REAL = False


def section_metastability(out_dir: str, *, quick: bool = False) -> Section:
    """Exit times from planted fixed points against e^{gamma/T}/(q-1), and the slope."""
    s = Section("metastability", "Low temperature: metastability and exponential escape")
    s.text.append(
        "A strict argmax state `x*` with uniform local margin `gamma` is left with probability at most "
        "`(q-1) e^{-gamma/T}` per step, so `E[tau_exit] >= e^{gamma/T}/(q-1)`: escape is exponential in "
        "`1/T`, with slope `gamma` for leaving the fixed point itself. For a basin that needs `k` uphill "
        "moves, `k * gamma` is a heuristic for the slope, reported beside the measured one.")
    gamma = 1.0
    Ts = gamma * np.array([2, 1.5, 1, 0.7, 0.5, 0.35, 0.25, 0.18, 0.14, 0.12])
    model = planted_margin(2, 4, gamma, rng=0)
    fp = metastability_scan(model, Ts)
    rows = [(r.temperature, r.inv_temperature, r.exit_time, r.bound, r.holds) for r in fp.rows]
    s.text.append(f"Planted-margin model (`q = 2`, `n = 4`, `gamma = {gamma:g}`), exit from the fixed point "
                  f"[{fp.state}]:")
    s.text.append(md_table(rows, ("`T`", "`1/T`", "exact `E[tau_exit]`", "`e^(gamma/T)/(q-1)`", "holds")))
    for r in fp.rows:
        s.claims.append(ReportClaim(s.key, f"E[tau_exit] >= e^(gamma/T)/(q-1), T={r.temperature:.3g}",
                                    f"margin gamma={fp.gamma:g} > 0", True, r.bound, r.exit_time, r.holds,
                                    slack=slack_lower_log(r.log_exit_time, r.log_bound)))
    s.claims.append(ReportClaim(s.key, "slope of ln E[tau] vs 1/T within 10% of gamma", "fixed point, lowest T",
                                True, f"gamma = {fp.gamma:g}", fp.slope, fp.slope_rel_error <= 0.10,
                                slack=slack_equal(fp.slope_rel_error, 0.10)))
    basin_rows = []
    for label, name, params in [("Potts complete q=2 n=5", "potts", dict(q=2, n=5, coupling=1.0)),
                                ("Potts complete q=3 n=4", "potts", dict(q=3, n=4, coupling=1.0))]:
        if quick and basin_rows:
            break
        m = make_model(name, **params)
        b = metastability_scan(m, np.array([1.0, 0.7, 0.5, 0.35, 0.25, 0.2, 0.16]), set_kind="basin")
        basin_rows.append((label, b.set_size, b.gamma, b.k, b.k_gamma, b.cost, b.slope))
        s.claims.append(ReportClaim(s.key, f"basin exit slope vs k*gamma: {label}", f"k={b.k} uphill moves", None,
                                    f"k*gamma = {b.k_gamma:g}", b.slope, abs(b.slope - b.k_gamma) <= 0.1 * b.k_gamma,
                                    kind="comparison"))
    s.text.append("Exit from a whole zero-temperature basin (comparison, not asserted): the fitted slope "
                  "follows the least exit cost V (sum of logit deficits along the cheapest exit path); "
                  "`k * gamma` overestimates once k > 1.")
    s.text.append(md_table(basin_rows, ("model", "basin size", "`gamma`", "`k`", "`k * gamma`", "`V`",
                                        "fitted slope")))
    s.data = {"fixed_point": fp.to_dict(), "basins": [dict(zip(("model", "basin_size", "gamma", "k", "k_gamma",
                                                                "V", "slope"), r, strict=True)) for r in basin_rows]}
    ax = plot_escape(fp, title=r"Escape from a planted fixed point is exponential in $1/T$")
    s.figures.append((save(ax.figure, out_dir, "metastability.png"),
                      "Exact exit time against `1/T` with the escape bound."))
    return s


def section(out_dir: str, *, quick: bool = False, real: bool = True, rng=None) -> Section:
    """The registry's entry point (uniform signature)."""
    return section_metastability(out_dir, quick=quick)
