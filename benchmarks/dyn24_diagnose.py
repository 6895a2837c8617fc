"""Why does the real-MLM path leave some 1-D chain cells undetermined at low T (issue 24)?

Re-runs the cells of the three 1-D chain families of ``benchmarks/mixing_calibration.py``
run through the real-MLM path (Potts coupling 1 with REAL_OPTIONS, asymmetric random
couplings, Potts coupling 1 with REAL_OPTIONS_LIGHT) at the chosen temperatures, with the
*same* cell seeds as the calibration (a diagram draws one seed per cell over the whole grid
``n x REAL_T``, row by row: the draws of the other temperatures are made and skipped), and
prints, for every (family, seed, T), the verdict and, where it is undetermined, the evidence:
per size the brackets of ``t_rel`` and ``t_mix`` with the kind and censoring of each end,
the run's length against the IAT, the cell's notes, and the growth test's slopes.

    python benchmarks/dyn24_diagnose.py --cache CACHE --temps 0.15,0.3 --json OUT.json
    python benchmarks/dyn24_diagnose.py --family light --seed-list 3,7 --set extend=32
"""

from __future__ import annotations

import argparse
import json
import math
import os
import sys
import time

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))

from benchmarks.mixing_calibration import REAL_T, sampled_families  # noqa: E402
from toolkit.app.mixing_diagram import Cell, _cell, diagram_verdicts  # noqa: E402
from toolkit.growth import UNDETERMINED, Z_POLY  # noqa: E402

FAMILIES = {"chain": "1-D chain with fields, Potts coupling 1 (real-MLM path)",
            "asym": "1-D chain with fields, asymmetric random couplings (real-MLM path)",
            "light": "1-D chain with fields, Potts coupling 1 (real-MLM path, light options)"}


def _parse_set(items):
    out = {}
    for it in items or ():
        k, v = it.split("=", 1)
        out[k] = json.loads(v)
    return out


def grid_cells(family, ns, grid_temps, temps, seed: int, path_of, method: str, options: dict,
               log=None) -> dict:
    """``{(n, T): Cell}`` for ``T`` in ``temps``, with the cell seeds of the whole grid ``ns x
    grid_temps`` (drawn from ``seed`` row by row, as :func:`toolkit.app.mixing_diagram.mixing_diagram`
    draws them: the draws of the other temperatures are made and skipped); each cell is read back
    from ``path_of(n, T)`` or computed and saved there (``log``: a line per computed cell)."""
    rng = np.random.default_rng(seed)
    out = {}
    for n in ns:
        for T in grid_temps:
            cs = int(rng.integers(2**63))
            if not any(abs(T - t) < 1e-12 for t in temps):
                continue
            path = path_of(n, T)
            if os.path.exists(path):
                out[(n, T)] = Cell.load(path)
                continue
            t0 = time.perf_counter()
            out[(n, T)] = c = _cell(family(n), n, T, method, options, cs)
            c.save(path)
            if log:
                log(f"   seed {seed} n={n} T={T:g}: {time.perf_counter() - t0:.0f} s")
    return out


def run_family(key: str, seeds, temps, cache: str, overrides: dict, tag: str):
    fam = next(f for f in sampled_families(False, 20) if f["name"] == FAMILIES[key])
    opts = {**fam["options"], **overrides}
    out = []
    for seed in seeds:
        grid = grid_cells(fam["build"](seed), fam["ns"], REAL_T, temps, seed,
                          lambda n, T, seed=seed: os.path.join(cache, f"{key}{tag}-s{seed}-n{n}-T{T:g}.json"),
                          "auto", opts)
        ns = list(fam["ns"])
        cells = [[grid[(n, T)] for T in temps] for n in ns]
        verdicts, _ = diagram_verdicts(ns, temps, cells)
        for j, v in enumerate(verdicts):
            out.append({"family": key, "seed": seed, "T": temps[j], "verdict": v.verdict, "v": v,
                         "cells": [cells[i][j] for i in range(len(ns))]})
        print(f"  {key} seed {seed}: " + ", ".join(f"T={temps[j]:g} {v.verdict}" for j, v in enumerate(verdicts)),
              flush=True)
    return out


def _end(x):
    return "-" if x <= 0 else ("inf" if not math.isfinite(x) else f"{x:.4g}")


def describe(row) -> list[str]:
    lines = [f"### {row['family']} seed {row['seed']} T = {row['T']:g}: {row['verdict']}", ""]
    lines.append("| n | model calls | seconds | t_rel lo | t_rel hi | t_mix lo | t_mix hi | timescales | notes |")
    lines.append("|---|---|---|---|---|---|---|---|---|")
    for c in row["cells"]:
        br = {}
        for q in ("t_rel", "t_mix"):
            lo, hi, cens, conf = c.bracket(q)
            br[q] = (_end(lo) + ("c" if cens else "") + ("!" if conf else ""), _end(hi))
        ts = "; ".join(f"{t.quantity} {t.kind} [{_end(t.low)}, {_end(t.high)}]" + (" censored" if t.censored else "")
                       + (" vacuous" if t.vacuous else "") + " (" + t.method.split("(")[0].strip()
                       + (", " + t.method.split("tau ")[1].split(",")[0] + " records tau" if "tau " in t.method else "")
                       + ")" for t in c.timescales)
        sweeps = c.n_model_calls
        lines.append(f"| {c.n} | {sweeps} calls | {c.seconds:.1f} | {br['t_rel'][0]} | {br['t_rel'][1]} | "
                     f"{br['t_mix'][0]} | {br['t_mix'][1]} | {ts} | {' / '.join(c.notes)} |")
    lines.append("")
    lines += [f"- {r}" for r in row["v"].reasons]
    lines.append("")
    return lines


def cause(row) -> tuple[str, str]:
    """``(category, why)``: why the t_rel verdict is undetermined, in the terms of
    toolkit.growth's rules on the top window ``(n_1, n_2, n_3)``:

    - ``A``: no upper end at some size of the window (coupled pairs not met within the cap);
    - ``B``: the upper ends rise faster than ``n^Z_POLY`` over the top pair. No lower end can
      help: the jump branch's ``s_max = ln(hi_3 / lo_2) / ln(n_3 / n_2)`` is at least that
      slope, as ``lo_2 <= hi_2``;
    - ``C``: the top pair is fine but the window's rise exceeds ``n^Z_POLY`` (a jump on the
      lower pair): the jump branch would decide with an uncensored lower end at ``n_2`` of at
      least ``hi_3 (n_2 / n_3)^Z_POLY``; the factor by which the present lower end falls short.
    """
    cells = row["cells"][-3:]
    br = [c.bracket("t_rel") for c in cells]
    lo = [b[0] for b in br]
    hi = [b[1] for b in br]
    n1, n2, n3 = (c.n for c in cells)
    if not all(math.isfinite(h) for h in hi):
        miss = [c.n for c, h in zip(cells, hi, strict=True) if not math.isfinite(h)]
        return "A", f"no upper end at n = {', '.join(map(str, miss))} (coupled pairs not met within the cap)"
    span = math.log(hi[2] / hi[0]) / math.log(n3 / n1)
    top = math.log(hi[2] / hi[1]) / math.log(n3 / n2)
    if top > Z_POLY:
        return "B", (f"upper ends rise like n^{top:.2f} over n = {n2}..{n3} (> {Z_POLY:g}; window n^{span:.2f}); "
                     f"s_max >= {top:.2f} whatever the lower end at n = {n2}")
    need = hi[2] * (n2 / n3) ** Z_POLY
    have = f"{lo[1]:.4g}" + (" (censored)" if br[1][2] else "")
    return "C", (f"upper ends rise like n^{span:.2f} over the window (> {Z_POLY:g}), n^{top:.2f} over the top pair; "
                 f"the jump branch needs an uncensored lower end >= {need:.4g} at n = {n2}, has {have}: "
                 f"{need / max(lo[1], 1e-300):.3g}x short" + (" (beyond the upper end there: the window's upper "
                                                               "ends alone rule it out)" if need > hi[1] else ""))


def compact(row, other=None) -> str:
    cells = row["cells"]
    br = []
    for c in cells:
        lo, hi, cens, _ = c.bracket("t_rel")
        br.append(f"{_end(lo)}{'c' if cens else ''}..{_end(hi)}")
    capped = sorted({c.n for c in cells if any(x.startswith("cap reached") for x in c.notes)})
    cat, why = cause(row)
    return (f"| {row['family']} | {row['seed']} | {row['T']:g} | " + " | ".join(br) + f" | {cat} | {why} | "
            + (", ".join(map(str, capped)) or "-") + " |" + (f" {other} |" if other is not None else ""))


def _cached(key, tag, seed, temps, cache):
    fam = next(f for f in sampled_families(False, 20) if f["name"] == FAMILIES[key])
    paths = {(n, T): os.path.join(cache, f"{key}{tag}-s{seed}-n{n}-T{T:g}.json") for n in fam["ns"] for T in temps}
    if not all(os.path.exists(p) for p in paths.values()):
        return None
    ns = list(fam["ns"])
    cells = [[Cell.load(paths[(n, T)]) for T in temps] for n in ns]
    verdicts, _ = diagram_verdicts(ns, temps, cells)
    return [{"family": key, "seed": seed, "T": temps[j], "verdict": v.verdict, "v": v,
             "cells": [cells[i][j] for i in range(len(ns))]} for j, v in enumerate(verdicts)]


def compare(args, temps, seeds) -> int:
    print(f"| family | seed | T | default options | cause | s | with {args.compare} | cause | s |")
    print("|---|---|---|---|---|---|---|---|---|")
    for key in args.family or sorted(FAMILIES):
        for seed in seeds:
            a, b = _cached(key, "", seed, temps, args.cache), _cached(key, args.compare, seed, temps, args.cache)
            if a is None or b is None:
                continue
            for ra, rb in zip(a, b, strict=True):
                ca = cause(ra)[0] if ra["verdict"] == UNDETERMINED else "-"
                cb = cause(rb)[0] if rb["verdict"] == UNDETERMINED else "-"
                sa, sb = (sum(c.seconds for c in r["cells"]) for r in (ra, rb))
                print(f"| {key} | {seed} | {ra['T']:g} | {ra['verdict']} | {ca} | {sa:.0f} | {rb['verdict']} | {cb} | "
                      f"{sb:.0f} |")
    return 0


def main(argv=None) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--family", action="append", choices=sorted(FAMILIES), default=None)
    ap.add_argument("--temps", default="0.15,0.3")
    ap.add_argument("--seed-list", default=None)
    ap.add_argument("--cache", required=True)
    ap.add_argument("--set", action="append", help="override an option: key=json value")
    ap.add_argument("--tag", default="", help="cache-name tag for overridden options")
    ap.add_argument("--md", default=None, help="write the undetermined cells' evidence here")
    ap.add_argument("--compare", default=None, help="a --tag: print, from the cache only, the verdict and cause "
                                                    "with the default options against those with the tag's options "
                                                    "for every (family, seed, T) cached under both")
    args = ap.parse_args(argv)
    temps = [float(t) for t in args.temps.split(",")]
    seeds = [int(s) for s in args.seed_list.split(",")] if args.seed_list else list(range(20))
    os.makedirs(args.cache, exist_ok=True)
    overrides = _parse_set(args.set)
    if args.compare:
        return compare(args, temps, seeds)
    t0 = time.perf_counter()
    load0 = " ".join(f"{v:.2f}" for v in os.getloadavg())
    rows = []
    for key in args.family or sorted(FAMILIES):
        f0 = time.perf_counter()
        rows += run_family(key, seeds, temps, args.cache, overrides, args.tag)
        print(f"[{key}: {time.perf_counter() - f0:.0f} s]", flush=True)
    summary = {}
    for r in rows:
        c = summary.setdefault((r["family"], r["T"]), {"polynomial": 0, "faster than polynomial": 0,
                                                        "undetermined": 0, "cell_s": 0.0})
        c[r["verdict"]] += 1
        c["cell_s"] += sum(x.seconds for x in r["cells"])
    lines = [f"load {load0} -> {' '.join(f'{v:.2f}' for v in os.getloadavg())}; "
             f"{time.perf_counter() - t0:.0f} s wall; overrides {overrides}", ""]
    for (fam, T), c in summary.items():
        lines.append(f"- {fam} T={T:g}: polynomial {c['polynomial']} / faster {c['faster than polynomial']} / "
                     f"undetermined {c['undetermined']} (cells' sampling {c['cell_s']:.0f} s)")
    lines.append("")
    lines += ["| family | seed | T | t_rel n=" + " | n=".join(str(c.n) for c in rows[0]["cells"])
              + " | category | why (t_rel) | IAT cap reached at n |", "|---" * (6 + len(rows[0]["cells"])) + "|"]
    lines += [compact(r) for r in rows if r["verdict"] == UNDETERMINED]
    lines.append("")
    for r in rows:
        if r["verdict"] == UNDETERMINED:
            lines += describe(r)
    text = "\n".join(lines)
    print(text)
    if args.md:
        with open(args.md, "w") as fh:
            fh.write(text + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
