"""Exact truth at scale by symmetry: time of the full spectral gap and the worst-start
``t_mix`` of Curie-Weiss (beta = 1, eps = 1/4) from :mod:`exact.lumped`, at n = 500 and
1000 and T = 2, 1, 0.8 (above, at and below T_c = 1).

Targets (issue "Exact at scale by symmetry"): each of gap and t_mix within 30 s at
n = 500, within 2 minutes at n = 1000 on a 2-core machine. The t_mix column is the
certified worst start (``starts="certified"``): classes evaluated exactly / certified by
the sector bound are shown, and ``+-`` the round-off of ``d(t)`` where it leaves the last
step uncertain (metastable scales).

    python benchmarks/lumped_scaling.py                 # n = 500, 1000 (~1 min)
    python benchmarks/lumped_scaling.py --n 200 500     # other sizes
    python benchmarks/lumped_scaling.py --threads 1     # BLAS threads (default: all)
"""

from __future__ import annotations

import argparse
import math
import os
import time


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--n", type=int, nargs="+", default=[500, 1000])
    ap.add_argument("--temperatures", type=float, nargs="+", default=[2.0, 1.0, 0.8])
    ap.add_argument("--threads", type=int, default=None, help="BLAS threads (sets OMP_NUM_THREADS)")
    args = ap.parse_args()
    if args.threads:
        os.environ["OMP_NUM_THREADS"] = str(args.threads)
        os.environ["OPENBLAS_NUM_THREADS"] = str(args.threads)

    from exact.lumped import lumped_mixing_time, lumped_spectral_gap
    from toolkit.models.exchangeable import CurieWeiss

    rows = []
    for n in args.n:
        for T in args.temperatures:
            m = CurieWeiss(n, 1.0)
            t0 = time.perf_counter()
            g = lumped_spectral_gap(m, temperature=T)
            tg = time.perf_counter() - t0
            t0 = time.perf_counter()
            r = lumped_mixing_time(m, temperature=T, eps=0.25)
            tm = time.perf_counter() - t0
            tmix = "-" if r.t_mix is None else (f"{r.t_mix}" + (f" +-{r.t_mix_round_off}" if r.t_mix_round_off else ""))
            ratio = "-" if r.t_mix is None else f"{r.t_mix / (n * math.log(n)):.4g}"
            rows.append((n, T, f"{g.gap:.10g}", f"{g.gap_error:.1e}", g.sector, f"{tg:.2f}", tmix, ratio,
                         f"{r.classes_evaluated}/{r.classes_certified}/{r.classes_total}", "yes" if r.exact else "no",
                         f"{tm:.2f}"))
            print(*rows[-1], sep="\t", flush=True)
    head = ("n", "T", "gap", "gap err", "sector", "gap s", "t_mix", "t/(n ln n)", "eval/cert/classes", "exact",
            "t_mix s")
    widths = [max(len(str(h)), *(len(str(r[k])) for r in rows)) for k, h in enumerate(head)]
    print()
    print("  ".join(str(h).ljust(w) for h, w in zip(head, widths, strict=True)))
    print("  ".join("-" * w for w in widths))
    for r in rows:
        print("  ".join(str(c).ljust(w) for c, w in zip(r, widths, strict=True)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
