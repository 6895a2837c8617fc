"""Two side computations of the dyn24 diagnosis (benchmarks/results/dyn24-diagnosis-2026-12-06.md).

``exact-chains``: the calibration's exact 1-D chain families (enumeration, q = 2): the
undetermined verdicts with their exact t_rel, and by temperature how often the exact slope
``ln(t_b / t_a) / ln(n_b / n_a)`` between consecutive sizes (from n = 6 up) exceeds Z_POLY.

``resample``: one cell of a real-MLM path chain family (``benchmarks/dyn24_diagnose.py``'s keys)
sampled again with other cell seeds: the spread of its t_rel bracket.

    python benchmarks/dyn24_extra.py exact-chains
    python benchmarks/dyn24_extra.py resample chain 6 32 0.15 --cell-seeds 101,202,303
"""

from __future__ import annotations

import argparse
import os
import sys
import time

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))

from benchmarks.dyn24_diagnose import FAMILIES  # noqa: E402
from benchmarks.mixing_calibration import exact_families, sampled_families  # noqa: E402
from toolkit.app.mixing_diagram import _cell, mixing_diagram  # noqa: E402
from toolkit.growth import UNDETERMINED, Z_POLY  # noqa: E402


def exact_chains() -> None:
    t0 = time.perf_counter()
    for fam in exact_families(False):
        if "1-D chain" not in fam["name"]:
            continue
        by = {}
        for s in fam["seeds"]:
            d = mixing_diagram(fam["build"](s), fam["ns"], fam["temps"], method="auto", rng=s)
            for j, T in enumerate(d.temperatures):
                t = np.array([d.cells[i][j].bracket("t_rel")[1] for i in range(len(d.n_values))])
                sl = np.diff(np.log(t)) / np.diff(np.log(d.n_values))
                by.setdefault(T, []).extend(sl[2:].tolist())
                v = d.verdicts[j]
                if v.verdict == UNDETERMINED:
                    print(f"{fam['name']} seed {s} T {T:g}: undetermined; exact t_rel "
                          f"{[float(f'{x:.4g}') for x in t]} at n = {list(d.n_values)}; slopes {np.round(sl, 2).tolist()}")
                    print("   " + " | ".join(v.reasons[1:]))
        print(f"{fam['name']}, sizes {fam['ns']} (pairs from n = 6 up):")
        for T, v in sorted(by.items()):
            v = np.array(v)
            print(f"  T={T:g}: {v.size} pairs, slope > {Z_POLY:g} in {(v > Z_POLY).sum()}, median {np.median(v):.2f}, "
                  f"max {v.max():.2f}")
    print(f"{time.perf_counter() - t0:.0f} s")


def resample(key: str, seed: int, n: int, T: float, cell_seeds) -> None:
    fam = next(f for f in sampled_families(False, 20) if f["name"] == FAMILIES[key])
    m = fam["build"](seed)(n)
    for cs in cell_seeds:
        c = _cell(m, n, T, "auto", fam["options"], cs)
        lo, hi, cens, _ = c.bracket("t_rel")
        print(f"{key} seed {seed} n {n} T {T:g} cell seed {cs}: t_rel {lo:.4g}{'c' if cens else ''}..{hi:.4g} "
              f"({c.seconds:.0f} s)", flush=True)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    sub = ap.add_subparsers(dest="what", required=True)
    sub.add_parser("exact-chains")
    r = sub.add_parser("resample")
    r.add_argument("family", choices=sorted(FAMILIES))
    r.add_argument("seed", type=int)
    r.add_argument("n", type=int)
    r.add_argument("T", type=float)
    r.add_argument("--cell-seeds", default="101,202,303")
    args = ap.parse_args(argv)
    if args.what == "exact-chains":
        exact_chains()
    else:
        resample(args.family, args.seed, args.n, args.T, [int(v) for v in args.cell_seeds.split(",")])
    return 0


if __name__ == "__main__":
    sys.exit(main())
