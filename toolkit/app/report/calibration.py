"""Section "calibration": sampled estimators beside the exact values."""

from __future__ import annotations

from toolkit._validation import as_rng
from toolkit.app.compare import calibration_table
from toolkit.models import make_model
from toolkit.results import slack_upper

from ._model import ReportClaim, Section, md_table

KEY = "calibration"
#: the seed's stream number of this section (None: draws nothing); fixed, so adding a
#: section leaves the others' random numbers as they were
STREAM = 4
NEEDS_REAL = False


def section_calibration(out_dir: str, *, quick: bool = False, rng=None, progress=None) -> Section:
    """Sampled estimators beside the exact values on four toy families, all at ``q = 2``,
    ``n = 4`` (16 states; ``quick``: the middle two only; ``progress``: one line per family)."""
    rng = as_rng(rng)
    s = Section("calibration", "Exact vs sampled: the estimators against the truth")
    s.text.append("Each sampled estimate (batched chains, couplings, autocorrelation) beside the exact value "
                  "computed by enumeration on the same chain; coupling rows are upper bounds on d(t).")
    families = [("independent sites", "independent", dict(q=2, n=4, seed=0)),
                ("symmetric Potts", "potts", dict(q=2, n=4, coupling=0.8, graph="cycle")),
                ("asymmetric pairwise", "asymmetric-pairwise", dict(q=2, n=4, seed=1)),
                ("random table", "random-table", dict(q=2, n=4, seed=2))]
    if quick:
        families = families[1:3]
    all_rows, n_ok, n_rows = [], 0, 0
    for k, (label, name, params) in enumerate(families, 1):
        if progress is not None:
            progress(f"[{KEY}] family {k}/{len(families)}: {label}")
        tab = calibration_table(make_model(name, **params), temperature=1.0, n_chains=32,
                                n_steps=1000 if quick else 2000, progress=False, rng=rng, name=label)
        for r in tab.rows:
            all_rows.append((label, r.name, r.kind, r.sampled.value, f"[{r.sampled.ci[0]:.4g}, {r.sampled.ci[1]:.4g}]",
                             "-" if r.exact is None else r.exact.value,
                             "-" if r.ok is None else ("yes" if r.ok else "no")))
            if r.ok is not None:
                n_rows += 1
                n_ok += bool(r.ok)
            if r.ok is not None and r.kind == "upper bound":
                s.claims.append(ReportClaim(s.key, f"coupling bound >= exact d(t): {label}, {r.name}",
                                            "coupling inequality", True, r.sampled.ci[1], r.exact.value, r.ok,
                                            slack=slack_upper(r.exact.value, r.sampled.ci[1])))
        s.data[label] = tab.to_dict()
    s.text.append(md_table(all_rows, ("family", "quantity", "kind", "sampled", "95% interval", "exact", "agrees")))
    s.claims.append(ReportClaim(s.key, "sampled estimates agree with the exact values", "calibrated estimators",
                                None, ">= 80% of rows", f"{n_ok}/{n_rows}", n_ok >= 0.8 * n_rows,
                                kind="comparison"))
    return s


def section(out_dir: str, *, quick: bool = False, real: bool = True, rng=None, progress=None) -> Section:
    """The registry's entry point (uniform signature)."""
    return section_calibration(out_dir, quick=quick, rng=rng, progress=progress)
