"""What the dynamic diagrams establish, in plain words: for ``glauber phase``, ``glauber
study`` and the report's phase section.

- :func:`plain_words`: the sentences for one :class:`~toolkit.app.mixing_diagram.MixingDiagram`
  (or its ``to_dict()``): which temperatures have an established class and over which sizes,
  which are undetermined and why (bounds only, a lower end censored at the run's length,
  starts that disagree), the change temperature, and the vacuous bounds;
- :func:`load_record`: a committed record of ``benchmarks/results`` (the real MLMs,
  ``mixing-real-cpu.json``), or None; the calibration is split over several records
  (:data:`toolkit.app.records.CALIBRATION_RECORDS`: ``mixing-calibration-exact.json``,
  ``mixing-calibration-sampled.json``, ...), read by :func:`toolkit.app.records.calibration_records`;
- :func:`calibration_table` and :func:`real_table`: markdown rows quoted from those records.

>>> plain_words({"label": "toy", "n_values": [8, 16, 32], "temperatures": [0.5, 1.0],
...              "verdicts": [{"verdict": "undetermined", "temperature": 0.5, "n_values": [8, 16, 32],
...                            "reasons": ["no upper end at every size of the window: polynomial growth is "
...                                        "not established"]},
...                           {"verdict": "polynomial", "temperature": 1.0, "n_values": [8, 16, 32],
...                            "exponent": 1.1}], "changes": [], "cells": []})[:2]
['toy: polynomial growth with n is established at T = 1 (over n = 8..32; fitted exponent 1.1).', 'Not established (undetermined) at T = 0.5: no upper end at every size of the window: polynomial growth is not established.']
"""

from __future__ import annotations

import math
import os

from toolkit.app import records as _records
from toolkit.app.claims import ReportClaim, md_table
from toolkit.app.mixing_diagram import mixing_diagram
from toolkit.app.mixing_truth import curie_weiss_spinodal, truth_label
from toolkit.app.records import (
    RESULTS_DIR,
    calibration_lines,
    calibration_records,
    family_rows,
    load_record,
)
from toolkit.growth import FASTER, POLYNOMIAL
from toolkit.models.exchangeable import CurieWeiss
from toolkit.plot import pyplot, save

__all__ = [
    "RESULTS_DIR",
    "load_record",
    "plain_words",
    "calibration_table",
    "real_table",
    "real_gpu_records",
    "plot_diagram",
    "growth_claim",
    "report_dynamic",
]


def growth_claim(key: str, name: str, n_values, verdict: str, reasons=()):
    """A claims-table row for one temperature's growth verdict (issue 26: a verdict word on
    every row): ``holds`` where the growth class (polynomial, or faster than polynomial) is
    established on the sizes ``n_values``, ``not resolved`` where it is undetermined; the
    reason is the verdict's first piece of evidence.

    >>> growth_claim("phase", "dynamic verdict at T = 2", [4, 8, 16], "polynomial").status()
    'holds'
    >>> growth_claim("phase", "dynamic verdict at T = 0.1", [4, 8, 16], "faster than polynomial").status()
    'holds'
    >>> c = growth_claim("phase", "dynamic verdict at T = 0.1", [4, 8], "undetermined", ["only lower ends"])
    >>> c.status(), c.reason
    ('not resolved', 'only lower ends')
    """
    decided = verdict in (POLYNOMIAL, FASTER)
    why = next(iter(reasons), "") or (f"the growth class is established on n = {n_values[0]}..{n_values[-1]}"
                                       if decided else "the growth class is not established on these sizes")
    return ReportClaim(key, name, f"n = {n_values[0]}..{n_values[-1]}", None, "-", verdict, True if decided else None,
                       kind="comparison", reason=why)  # status: holds / not resolved, by holds



def _as_dict(diagram) -> dict:
    return diagram if isinstance(diagram, dict) else diagram.to_dict()


def _ts(values) -> str:
    return ", ".join(f"{float(t):g}" for t in values)


def plain_words(diagram) -> list[str]:
    """Sentences saying what ``diagram`` establishes and what it does not (module docstring)."""
    d = _as_dict(diagram)
    label = d.get("label", "model")
    out = []
    groups: dict = {}
    for v in d["verdicts"]:
        groups.setdefault(v["verdict"], []).append(v)
    for word in ("polynomial", "faster than polynomial"):
        vs = groups.get(word, [])
        if not vs:
            continue
        ns = vs[0]["n_values"]
        extra = ""
        if word == "polynomial":
            zs = [v.get("exponent") for v in vs if v.get("exponent") is not None and math.isfinite(v["exponent"])]
            if zs:
                extra = (f"; fitted exponent {zs[0]:.2g}" if len(zs) == 1 else
                         f"; fitted exponents {min(zs):.2g} to {max(zs):.2g}")
        qs = sorted({q for v in vs for q in str(v.get("quantity", "")).split(" + ") if q})
        src = f"; from {' and '.join(qs)}" if qs else ""
        windows = [(v["temperature"], v["n_values"]) for v in vs]
        if all(w[0] == ns[0] and w[-1] == ns[-1] for _, w in windows):
            over = f"n = {ns[0]}..{ns[-1]}"
        else:  # each verdict is about its own window of sizes
            over = ", ".join(f"n = {w[0]}..{w[-1]} at T = {_ts([T])}" for T, w in windows)
        out.append(f"{label}: {word} growth with n is established at T = {_ts(v['temperature'] for v in vs)} "
                   f"(over {over}{extra}{src}).")
    und = groups.get("undetermined", [])
    if und:
        parts = []
        for v in und:
            rs = v.get("reasons") or []
            best = next((r for r in rs if "grow like" in r), None) or next(
                (r for r in rs if "not established" in r or "censored" in r or "size" in r), rs[0] if rs else "")
            parts.append(f"T = {float(v['temperature']):g}: {best}")
        out.append("Not established (undetermined) at " + "; ".join(parts) + ".")
    if not out:
        out.append(f"{label}: no temperature decided.")
    changes = d.get("changes") or []
    if changes:
        c = changes[-1]
        lo, hi = c.get("low"), c.get("high")
        fin = [x for x in (lo, hi) if x is not None and math.isfinite(x)]
        if len(fin) == 2:
            drift = [f"{ch['n_values'][0]}..{ch['n_values'][-1]}: {ch['estimate']:.3g}" for ch in changes
                     if ch.get("estimate") is not None and math.isfinite(ch["estimate"])]
            out.append(f"The class changes between T = {lo:.3g} and T = {hi:.3g} on n = {c['n_values'][0]}.."
                       f"{c['n_values'][-1]}" + (f"; T*(n) on the windows: {', '.join(drift)}." if drift else "."))
        else:
            out.append("No change of class is resolved on the largest sizes (" + (c.get("note") or "") + ").")
    cells = [c for row in d.get("cells", []) for c in (row if isinstance(row, list) else [row])]
    if d.get("windows") == "slowest":
        # a diagram's dict has rows of cells; a benchmarks/mixing_real.py record flat cells and the counts
        counts = d.get("windows_per_size") or [max(len(row[0].get("window_cells") or ()), 1)
                                               for row in d.get("cells", []) if isinstance(row, list) and row]
        out.append("At each n the cell is the slowest of the windows of n sites inside the largest window"
                   + (f" ({', '.join(map(str, counts))} windows by size)" if counts else "") + ": the verdict is "
                   "about how the slowest stretch of n sites mixes, not one centred window.")
    vac = sum(1 for c in cells for t in c.get("timescales", []) if t.get("vacuous"))
    if vac:
        out.append(f"{vac} bound(s) are vacuous (a lower bound of one step: it says nothing).")
    return out


def calibration_table(records) -> tuple[list, tuple]:
    """``(rows, headers)`` of the calibration records ``[(file name, record), ...]``
    (:func:`toolkit.app.records.calibration_records`; one record dict alone is read as one
    unnamed record): per family and record its kind, truth, verdicts and error rate."""
    if isinstance(records, dict):
        records = [("(record)", records)]
    rows = [(r["family"], r["kind"], r["truth"], r["n"], r["right"], r["wrong"], r["undetermined"],
             f"{100 * r['wrong'] / max(r['n'], 1):.1f}%", r["record"]) for r in family_rows("dynamic", records)]
    return rows, ("family", "kind", "truth", "verdicts", "right", "wrong", "undetermined", "wrong rate", "record")


def real_table(rec: dict) -> tuple[list, tuple]:
    """``(rows, headers)`` of the real-MLM record: per model the sizes, the verdict per
    temperature, ``T*`` on the largest window, and how many cells hold an exact value, an
    estimate or only bounds."""
    rows = []
    for m in rec.get("models", []):
        vs = "; ".join(f"{v['temperature']:g}: {v['verdict']}" for v in m["verdicts"])
        c = m["counts"]
        rows.append((m["model"], ", ".join(map(str, m["n_values"])), vs,
                     m["change_lines"][-1] if m.get("change_lines") else "-",
                     f"{c['exact']} / {c['estimate']} / {c['bounds only']}", c["vacuous bounds"]))
    return rows, ("model", "n", "verdict by T", "T*(n), largest window", "cells exact / estimate / bounds only",
                  "vacuous bounds")


def plot_diagram(diagram, *, quantity: str = "t_rel", ax=None):
    """The brackets of ``quantity`` against ``n`` at each temperature (log-log; a bar from the
    low to the high end, a marker at their geometric middle, an open marker at a lower end
    alone), coloured by temperature, the verdict in the legend; returns the axes."""
    if ax is None:
        _, ax = pyplot().subplots(figsize=(6.4, 4.2))
    cmap = pyplot().get_cmap("viridis")
    Ts = list(diagram.temperatures)
    for j, (T, v) in enumerate(zip(Ts, diagram.verdicts, strict=True)):
        color = cmap(j / max(len(Ts) - 1, 1))
        xs, mids, los, his, open_x, open_y = [], [], [], [], [], []
        for i, n in enumerate(diagram.n_values):
            lo, hi, _, _ = diagram.cells[i][j].bracket(quantity)
            if lo > 0 and math.isfinite(hi):
                xs.append(n)
                mids.append(math.sqrt(lo * hi))
                los.append(lo)
                his.append(hi)
            elif lo > 0:
                open_x.append(n)
                open_y.append(lo)
        if xs:
            ax.errorbar(xs, mids, yerr=[[m - a for m, a in zip(mids, los, strict=True)],
                                        [b - m for m, b in zip(mids, his, strict=True)]], fmt="o-", color=color,
                        ms=4, capsize=2, label=f"T={T:g}: {v.verdict}")
        if open_x:
            ax.plot(open_x, open_y, "^", mfc="none", color=color, label=None if xs else f"T={T:g}: {v.verdict}")
    ax.set_xscale("log")
    ax.set_yscale("log")
    ax.set_xlabel("n (sites)")
    ax.set_ylabel(f"{quantity} (steps)")
    ax.legend(fontsize=8)
    return ax


#: The exact case the report computes (Curie-Weiss with a field: the change at its spinodal).
REPORT_CASE = {"field": 0.1, "n_values": {False: (32, 64, 128, 256), True: (32, 64, 128)},
               "temperatures": (0.5, 0.6, 0.9, 1.1)}


def report_dynamic(section, *, quick: bool = False, say=None, out_dir=None) -> None:
    """Append the dynamic part to the report's phase section ``section``: an exact case
    computed now (Curie-Weiss with field 0.1 on its lumped chain: faster than polynomial below
    the spinodal ``T_s = 0.7287``, polynomial above), the calibration record and the real-MLM
    record, each verdict as a comparison claim, and the plain-word statement per model; with
    ``out_dir``, the computed case's figure (:func:`plot_diagram`)."""
    key = section.key
    h = REPORT_CASE["field"]
    ns = REPORT_CASE["n_values"][bool(quick)]
    if say:
        say(f"[phase] dynamic: Curie-Weiss with field {h}, n = {ns[0]}..{ns[-1]}")
    d = mixing_diagram(lambda n: CurieWeiss(n, 1.0, field=h), ns, REPORT_CASE["temperatures"],
                       label=f"Curie-Weiss, field {h}")
    Ts = curie_weiss_spinodal(1.0, h)
    section.text.append(
        "**Dynamic question** (issue 24): over the sizes a model allows, at each T, does the relaxation or "
        "mixing time grow like a polynomial in n (n log n-like) or faster than any polynomial, and where does "
        "that change? Each cell holds labelled timescales (exact; lower bound; upper bound: a sampled cell "
        "holds bounds only); the "
        "verdict per T reads the top three sizes: *polynomial* when the upper ends grow no faster than "
        "n^Z_POLY, *faster than polynomial* when the lower ends (not censored at a run's length) grow faster "
        "than n^Z_FAST pair after pair and steepen as exp(r sqrt n) with a prefactor of at most n^Z_POLY does "
        "(no power law does), else *undetermined* (toolkit.growth; thresholds chosen over the calibration "
        "records of benchmarks/mixing_calibration.py by benchmarks/mixing_thresholds.py, "
        "benchmarks/results/mixing-thresholds.md).")
    rows = []
    for v in d.verdicts:
        truth = truth_label("curie-weiss", v.temperature, ns[-1], field=h)
        ok = None if v.verdict == "undetermined" else (truth != "polynomial" if v.verdict.startswith("faster")
                                                       else truth != "faster")
        rows.append((f"{v.temperature:g}", truth, v.verdict, f"{v.n_range[0]}..{v.n_range[1]}"))
        section.claims.append(ReportClaim(key, f"dynamic verdict, Curie-Weiss field {h} at T = {v.temperature:g} "
                                          "(exact, computed now)", f"known: {truth} (T_s = {Ts:.4f})", True, truth,
                                          v.verdict, ok, kind="comparison"))
    if out_dir is not None:
        ax = plot_diagram(d)
        section.figures.append((save(ax.figure, out_dir, "phase_dynamic_curie_weiss.png"),
                                f"Curie-Weiss with field {h} (exact relaxation time, lumped chain) against n at each "
                                f"T, with the growth verdict: faster than any polynomial below the spinodal "
                                f"T_s = {Ts:.4f}, polynomial above."))
    section.text.append(f"Computed now: Curie-Weiss with field {h} (lumped, exact t_rel; spinodal T_s = {Ts:.4f}):")
    section.text.append(md_table(rows, ("T", "truth", "verdict", "n")))
    section.text.extend(plain_words(d))
    cal = calibration_records("dynamic")
    if not cal:
        section.text.append("The dynamic calibration is not available here: run `python "
                            "benchmarks/mixing_calibration.py`.")
    else:
        rows, heads = calibration_table(cal)
        section.text.append("**Dynamic calibration**, loaded from benchmarks/results ("
                            + "; ".join(f"{name}: `{rec['command']}`, {rec['seconds']:.0f} s, thresholds Z_POLY = "
                                        f"{rec['constants'][0]}, Z_FAST = {rec['constants'][1]}" for name, rec in cal)
                            + "):")
        section.text.append(md_table(rows, heads))
        section.text.extend(calibration_lines("dynamic", cal)[1:])
        for r in family_rows("dynamic", cal):
            limit = 0.0 if r["kind"] == "exact" else 0.05
            section.claims.append(ReportClaim(key, f"dynamic wrong-verdict rate, {r['family']} (loaded from "
                                              f"{r['record']})", f"{r['seeds']} seed(s), known: {r['truth']}", True,
                                              f"<= {limit:g}", f"{r['wrong'] / max(r['n'], 1):.3f}",
                                              r["wrong"] / max(r["n"], 1) <= limit, kind="comparison"))
    real = load_record("mixing-real-cpu.json")
    if real is not None:
        _quote_real(section, key, real, "**Real MLMs, dynamic diagrams** (loaded from "
                    "benchmarks/results/mixing-real-cpu.json; ", "; each model's load in the record):", "")
    gpu = real_gpu_records()
    for name, rec in gpu:
        _quote_real(section, key, rec, f"**Real MLMs on a GPU, full length** (loaded from benchmarks/results/{name}; ",
                    "; device, calls and load in the record):", "GPU")
    section.data["dynamic"] = {"computed": d.to_dict(), "calibration_loaded": [name for name, _ in cal],
                               "real_gpu_loaded": [name for name, _ in gpu], "real_loaded": real is not None}


def _quote_real(section, key: str, rec: dict, head: str, tail: str, tag: str) -> None:
    """Quote a real-MLM record in the phase section: its commands, table, plain words, and one
    claim per (model, temperature) verdict (``tag``, e.g. "GPU", marks the labels and claims)."""
    rows, heads = real_table(rec)
    cmds = sorted({m.get("command", rec.get("command", "")) for m in rec["models"]})
    section.text.append(head + "commands: " + "; ".join(f"`{c}`" for c in cmds) + tail)
    section.text.append(md_table(rows, heads))
    for m in rec["models"]:
        section.text.extend(plain_words({**m, "label": f"{m['model']} ({tag})" if tag else m["model"]}))
        for v in m["verdicts"]:
            section.claims.append(growth_claim(key, f"dynamic verdict, {m['model']} at T = {v['temperature']:g} "
                                               f"({tag + ', ' if tag else ''}loaded)", v["n_values"], v["verdict"],
                                               v.get("reasons", ())))


def real_gpu_records(results_dir: str | None = None) -> list[tuple[str, dict]]:
    """``[(file name, record), ...]`` of the real MLMs' GPU diagrams (``mixing-real-gpu*.json`` of
    ``benchmarks/results``, written by ``benchmarks/gpu_phase.sh``), sorted by name; ``[]`` when none.

    >>> real_gpu_records(results_dir="no-such-folder")
    []
    """
    folder = results_dir or _records.RESULTS_DIR
    if not os.path.isdir(folder):
        return []
    names = sorted(f for f in os.listdir(folder) if f.startswith("mixing-real-gpu") and f.endswith(".json"))
    return [(f, rec) for f in names if (rec := load_record(f, folder)) is not None]
