"""A pilot of ``mixing_calibration.py --kind long`` (issue 24): some temperatures of its grid.

The calibration's long families (:func:`benchmarks.mixing_calibration.long_chain_families`:
the 1-D chain families of the real-MLM path on a 128-site template, windows n = 4..128) cost
hours of CPU (the pilot's T = 0.15 cells alone: 3.2 CPU hours, record dyn24-long-pilot-2026-12-06.md).
This script computes the cells of chosen temperatures only (default T = 0.15, where 22 of the 25
misses of the windows-to-32 families lie), with **the cell
seeds of the whole grid** (drawn row by row over ``n x REAL_T`` as
:func:`toolkit.app.mixing_diagram.mixing_diagram` draws them; the draws of the other
temperatures are made and skipped) and stores each cell where ``mixing_calibration.py --kind
long --cache CACHE`` reads it back: the pilot is a part of the full run, not a different one.

Per (family, seed, T) it prints and writes the verdict on the window 8..32 (the sizes to 32
only) and on the top window 32..128, with the t_rel brackets of the top sizes.

    python benchmarks/dyn24_long_pilot.py --cache CACHE --family 0 --seed-list 0,1,2
    python benchmarks/dyn24_long_pilot.py --cache CACHE --md OUT.md     # every family, seeds 0..19
"""

from __future__ import annotations

import argparse
import math
import os
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))

from benchmarks.dyn24_diagnose import grid_cells  # noqa: E402
from benchmarks.mixing_calibration import REAL_T, cell_store, long_chain_families  # noqa: E402
from toolkit.app.mixing_diagram import Cell, diagram_verdicts  # noqa: E402


def pilot_cells(fam: dict, seed: int, temps, cache: str, log=print) -> dict:
    """``{(n, T): Cell}`` for ``T`` in ``temps``, computed or read back from the store."""
    store = cell_store(fam, seed, cache)
    os.makedirs(store, exist_ok=True)
    # mixing_diagram's draw: one seed per (n, T) of the sorted grid, row by row
    return grid_cells(fam["build"](seed), sorted(fam["ns"]), sorted(fam["temps"]), temps, seed,
                      lambda n, T: os.path.join(store, f"cell-n{n}-T{T:.6g}.json"), fam["method"], fam["options"],
                      log=lambda line: log(f"   {fam['name']} {line.strip()}"))


def verdicts(fam: dict, cells: dict, temps, top: int):
    ns = [n for n in sorted(fam["ns"]) if n <= top]
    grid = [[cells[(n, T)] for T in temps] for n in ns]
    return diagram_verdicts(ns, temps, grid)[0]


def _br(c: Cell) -> str:
    lo, hi, cens, _ = c.bracket("t_rel")
    a = "-" if lo <= 0 else f"{lo:.3g}" + ("c" if cens else "")
    return f"{a}..{'inf' if not math.isfinite(hi) else f'{hi:.3g}'}"


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--cache", required=True, help="the --cache of mixing_calibration.py --kind long")
    ap.add_argument("--family", action="append", type=int, default=None,
                    help="index into long_chain_families (0: Potts coupling 1, 1: asymmetric, 2: light options)")
    ap.add_argument("--seed-list", default=None, help="comma-separated (default 0..19)")
    ap.add_argument("--temps", default="0.15", help=f"comma-separated, from {REAL_T}")
    ap.add_argument("--md", default=None, help="write the table here")
    args = ap.parse_args(argv)
    temps = sorted(float(t) for t in args.temps.split(","))
    if not all(any(abs(t - r) < 1e-12 for r in REAL_T) for t in temps):
        ap.error(f"--temps: every temperature must be one of {REAL_T}; got {args.temps!r}")
    seeds = [int(s) for s in args.seed_list.split(",")] if args.seed_list else list(range(20))
    fams = long_chain_families(False, 20)
    chosen = [fams[i] for i in (args.family if args.family is not None else range(len(fams)))]
    load0 = " ".join(f"{v:.2f}" for v in os.getloadavg())
    t0 = time.perf_counter()
    rows, counts = [], {}
    for fam in chosen:
        for seed in seeds:
            cells = pilot_cells(fam, seed, temps, args.cache, log=lambda s: print(s, flush=True))
            short, long_ = verdicts(fam, cells, temps, 32), verdicts(fam, cells, temps, max(fam["ns"]))
            for j, T in enumerate(temps):
                v = long_[j]
                secs = sum(cells[(n, T)].seconds for n in fam["ns"])
                c = counts.setdefault((fam["name"], T), {"short": {}, "long": {}, "s": 0.0})
                c["short"][short[j].verdict] = c["short"].get(short[j].verdict, 0) + 1
                c["long"][v.verdict] = c["long"].get(v.verdict, 0) + 1
                c["s"] += secs
                exp = "" if not math.isfinite(v.exponent) else f"{v.exponent:.2f}"
                rows.append(f"| {fam['name']} | {seed} | {T:g} | {short[j].verdict} | {v.verdict} | {exp} | "
                            + " | ".join(_br(cells[(n, T)]) for n in (32, 64, 128)) + f" | {secs:.0f} |")
                print(rows[-1], flush=True)
    commit = subprocess.run(["git", "rev-parse", "--short", "HEAD"], capture_output=True, text=True,
                            cwd=os.path.dirname(HERE)).stdout.strip() or "unknown"
    head = [f"Command: `python benchmarks/dyn24_long_pilot.py {' '.join(argv if argv is not None else sys.argv[1:])}`  ",
            f"Commit {commit}; load {load0} at the start, {' '.join(f'{v:.2f}' for v in os.getloadavg())} at the "
            f"end; {time.perf_counter() - t0:.0f} s wall for this invocation (cells read back from the store "
            "count their own seconds in the table, not this).", "",
            "| family | T | verdicts on windows to 32 | verdicts on windows to 128 | cells' seconds |",
            "|---|---|---|---|---|"]
    for (name, T), c in counts.items():
        head.append(f"| {name} | {T:g} | " + ", ".join(f"{k} {n}" for k, n in sorted(c["short"].items())) + " | "
                    + ", ".join(f"{k} {n}" for k, n in sorted(c["long"].items())) + f" | {c['s']:.0f} |")
    table = ["", "| family | seed | T | window 8..32 | window 32..128 | exponent | t_rel n=32 | n=64 | n=128 | s |",
             "|---|---|---|---|---|---|---|---|---|---|"] + rows
    text = "\n".join(head + table) + "\n"
    print(text)
    if args.md:
        with open(args.md, "w") as fh:
            fh.write(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
