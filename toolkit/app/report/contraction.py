"""Section "contraction": exact t_mix against the contraction bound and n log n."""

from __future__ import annotations

import numpy as np

from exact.scans import nlogn_scan
from toolkit.models import model_family
from toolkit.plot import plot_nlogn, save
from toolkit.results import slack_upper

from ._model import ReportClaim, Section, md_table

KEY = "contraction"
#: the seed's stream number of this section (None: draws nothing); fixed, so adding a
#: section leaves the others' random numbers as they were
STREAM = 1
NEEDS_REAL = False


def section_contraction(out_dir: str, *, quick: bool = False) -> Section:
    """Exact t_mix against the contraction bound and n ln n on a bounded-influence family."""
    s = Section("contraction", "High temperature: O(n log n) mixing under bounded influence")
    T = 1.5
    n_max = 9 if quick else 11
    scan = nlogn_scan(model_family("potts", q=2, coupling=1.0, graph="cycle"), range(2, n_max + 1), temperature=T)
    s.text.append(
        "With `alpha = max_j sum_i R_ij(T) < 1` (bounded cross-token influence), the one-site maximal "
        "coupling contracts Hamming distance by `1 - (1 - alpha)/n` per step, so "
        "`t_mix(1/4) <= ceil(n ln(4n) / (1 - alpha))`. Family: nearest-neighbour Potts, q = 2, on a cycle, "
        f"coupling 1, T = {T} (above T_0 = {scan.rows[-1].T0:.3g}).")
    rows = [(r.n, r.alpha_col, r.bound, r.t_mix, r.ratio, r.holds) for r in scan.rows]
    s.text.append(md_table(rows, ("n", "`alpha`", "contraction bound", "exact `t_mix`", "`t_mix / (n ln n)`",
                                   "`t_mix <= bound`")))
    for r in scan.rows:
        s.claims.append(ReportClaim(s.key, f"t_mix <= contraction bound, n={r.n}", "alpha < 1",
                                    r.alpha_col < 1, r.bound, r.t_mix, r.holds,
                                    slack=slack_upper(r.t_mix, r.bound)))
    ns = np.array([r.n for r in scan.rows if r.n >= 3], dtype=float)
    ts = np.array([r.t_mix for r in scan.rows if r.n >= 3], dtype=float)
    x = ns * np.log(ns)
    c = float((x @ ts) / (x @ x))
    resid = ts - c * x
    r2 = float(1 - (resid @ resid) / ((ts - ts.mean()) @ (ts - ts.mean())))
    lo, hi = scan.ratio_band
    s.text.append(f"Fit `t_mix ~ c n ln n` over `n >= 3`: `c = {c:.3f}`, `R^2 = {r2:.4f}`; "
                  f"`t_mix/(n ln n)` stays in [{lo:.3f}, {hi:.3f}].")
    bounded = all(r.alpha_col < 1 for r in scan.rows)   # the band's hypothesis, read off the scan
    s.claims.append(ReportClaim(s.key, "t_mix/(n ln n) in a constant band", "alpha < 1 for all n", bounded,
                                "max/min ratio <= 2", f"{hi / lo:.3f}", hi / lo <= 2, slack=2 - hi / lo,
                                kind="comparison"))
    s.data = {"scan": scan.to_dict(), "fit_c": c, "fit_r2": r2}
    ax = plot_nlogn(scan, fit_c=c, title=rf"Potts $q=2$ cycle, $T={T:g}$: mixing is $O(n \log n)$")
    s.figures.append((save(ax.figure, out_dir, "contraction.png"),
                      "Exact `t_mix`, the contraction bound and the `n ln n` fit."))
    return s


def section(out_dir: str, *, quick: bool = False, real: bool = True, rng=None) -> Section:
    """The registry's entry point (uniform signature)."""
    return section_contraction(out_dir, quick=quick)
