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
    python benchmarks/lumped_scaling.py --command       # time the whole command instead:
        glauber exact --model curie-weiss --n N --beta 1 -T T --json   (wall seconds, one process each)

    python benchmarks/lumped_scaling.py --potts         # mean-field Potts q = 3 around beta_s
    python benchmarks/lumped_scaling.py --potts-sectors # the same, every Gelfand-Tsetlin sector: where the full gap sits
    python benchmarks/lumped_scaling.py --table [--full-gap]   # the incompatible exchangeable table, q = 3, n = 200
    python benchmarks/lumped_scaling.py --table-starts  # same family, n = 8..20: worst start vs monochromatic

Every line also records the 1-minute load average before it ran (a shared machine: wall
times scale with the load; ``user s`` is the CPU time of the process, less sensitive).
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
    ap.add_argument("--command", action="store_true", help="time `glauber exact ... --json` end to end")
    ap.add_argument("--potts", action="store_true", help="mean-field Potts q = 3 at 5 temperatures around beta_s")
    ap.add_argument("--potts-sectors", action="store_true",
                    help="mean-field Potts q = 3 around beta_s: every sector at n = 50, 100 (the full gap), the "
                         "sectors with lambda_1 >= n - 2 at n = 200")
    ap.add_argument("--table", action="store_true", help="random exchangeable table q = 3 at n = 200")
    ap.add_argument("--full-gap", action="store_true",
                    help="--table: also the full chain's gap from every sector (about 15 minutes here)")
    ap.add_argument("--table-starts", action="store_true",
                    help="random exchangeable tables q = 3, n = 8..20, 10 seeds each: the exact worst start "
                         "over all classes against the monochromatic starts and the count chain's worst start")
    ap.add_argument("--ratios", type=float, nargs="+", default=[0.9, 0.95, 1.0, 1.05, 1.1],
                    help="--potts: beta/beta_s values (default: %(default)s)")
    ap.add_argument("--t-max", type=float, default=1e6, help="--potts: longest stepping (default: %(default)g)")
    args = ap.parse_args()
    if args.threads:
        os.environ["OMP_NUM_THREADS"] = str(args.threads)
        os.environ["OPENBLAS_NUM_THREADS"] = str(args.threads)
    if args.command:
        return _command(args)
    if args.potts:
        return _potts(args)
    if args.potts_sectors:
        return _potts_sectors(args)
    if args.table:
        return _table(args.full_gap)
    if args.table_starts:
        return _table_starts()

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
            rows.append((n, T, f"{g.spectral_gap:.10g}", f"{g.gap_error:.1e}", g.sector, f"{tg:.2f}", tmix, ratio,
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


def _command(args) -> int:
    """One ``glauber exact`` process per (n, T): wall and user seconds, and what it reported."""
    import json
    import resource
    import subprocess
    import sys

    head = ("n", "T", "load", "method", "states", "classes eval/total", "gap", "t_mix", "wall s", "user s")
    print(*head, sep="\t", flush=True)
    for n in args.n:
        for T in args.temperatures:
            load = os.getloadavg()[0]
            cmd = [sys.executable, "-m", "toolkit", "exact", "--model", "curie-weiss", "--n", str(n), "--beta", "1",
                   "-T", f"{T:g}", "--json"]
            before = resource.getrusage(resource.RUSAGE_CHILDREN).ru_utime
            t0 = time.perf_counter()
            out = subprocess.run(cmd, capture_output=True, text=True, check=True).stdout
            wall = time.perf_counter() - t0
            user = resource.getrusage(resource.RUSAGE_CHILDREN).ru_utime - before
            r = json.loads(out)
            print(n, f"{T:g}", f"{load:.1f}", r["method"], r["n_lumped_states"],
                  f"{r['start_classes_evaluated']}/{r['start_classes_total']}", f"{r['spectral_gap']:.10g}",
                  r["t_mix"], f"{wall:.1f}", f"{user:.1f}", sep="\t", flush=True)
    return 0


def _potts(args) -> int:
    """Mean-field Potts q = 3 (coupling beta/n per pair, model beta = 1, T = 1/(f beta_s)) at
    f = 0.9, 0.95, 1, 1.05, 1.1 and n = 50, 100, 200 (``--n`` to change): the symmetric-sector
    gap (an upper bound on the full gap), ``t_mix`` from the three monochromatic starts
    (exact for them, a lower bound on the worst start's; skipped where the stepping would
    pass ``--t-max`` steps: then the spectral lower bound (t_rel - 1) ln 2 stands in), and the
    exponent of ``t_mix`` in ``n`` at each ``f`` beside Cuff et al.'s 4/3 at beta_s."""
    import numpy as np

    from exact.lumped import lumped_mixing_time, lumped_spectral_gap
    from exact.scans import potts_spinodal
    from toolkit.models.exchangeable import MeanFieldPotts

    ns = [n for n in args.n if n <= 400] if args.n != [500, 1000] else [50, 100, 200]
    bs = potts_spinodal(3)
    print(f"mean-field Potts q = 3: beta_s = {bs:.9f}, beta_c = 4 ln 2 = {4 * math.log(2):.9f}")
    print("f = beta/beta_s", "n", "load", "gap (sym. sector)", "t_mix mono", "t_rel-lower", "s", sep="\t", flush=True)
    for f in args.ratios:
        T = 1.0 / (f * bs)
        ts = []
        for n in ns:
            load = os.getloadavg()[0]
            t0 = time.perf_counter()
            m = MeanFieldPotts(3, n, 1.0)
            g = lumped_spectral_gap(m, temperature=T, sectors="symmetric").spectral_gap
            lower = (1.0 / g - 1.0) * math.log(2.0)
            t = None
            if lower < args.t_max:
                t = lumped_mixing_time(m, temperature=T, starts="monochromatic", t_max=int(args.t_max)).t_mix
            ts.append(t)
            print(f"{f:g}", n, f"{load:.1f}", f"{g:.10g}", t, f"{lower:.4g}", f"{time.perf_counter() - t0:.1f}",
                  sep="\t", flush=True)
        if all(t is not None for t in ts) and len(ts) >= 2:
            a = np.polyfit(np.log(ns), np.log(ts), 1)[0]
            print(f"f = {f:g}: t_mix ~ n^a with a = {a:.3f} on n = {ns}" + ("  (Cuff et al. 2012: 4/3 at beta_s, "
                  "asymptotically)" if f == 1.0 else ""), flush=True)
    return 0


def _potts_sectors(args) -> int:
    """Where does the full gap of mean-field Potts q = 3 sit around beta_s? Every
    Gelfand-Tsetlin sector at n = 50, 100, 200 (``--n`` to change): ``lumped_spectral_gap(...,
    sectors="all")``, each sector certified below the symmetric one by a Collatz-Wielandt
    bound or solved. Printed: the full gap, the sector holding it, the symmetric sector's
    gap, how many sectors were certified and solved, and the smallest gap among the solved
    non-symmetric sectors where there were any."""
    from exact.lumped import lumped_spectral_gap
    from exact.lumped_sectors import total_dimension
    from exact.scans import potts_spinodal
    from toolkit.models.exchangeable import MeanFieldPotts

    bs = potts_spinodal(3)
    print("f = beta/beta_s", "n", "rows", "full gap", "+-", "in", "gap (symmetric)", "certified/sectors", "load", "s",
          sep="\t", flush=True)
    for n in (args.n if args.n != [500, 1000] else [50, 100, 200]):
        for f in args.ratios:
            T = 1.0 / (f * bs)
            m = MeanFieldPotts(3, n, 1.0)
            load = os.getloadavg()[0]
            t0 = time.perf_counter()
            sym = lumped_spectral_gap(m, temperature=T, sectors="symmetric").spectral_gap
            g = lumped_spectral_gap(m, temperature=T, sectors="all")
            print(f"{f:g}", n, total_dimension(n), f"{g.spectral_gap:.10g}", f"{g.gap_error:.1e}", g.sector, f"{sym:.10g}",
                  f"{g.sectors_certified}/{g.n_sectors - 1}", f"{load:.1f}", f"{time.perf_counter() - t0:.1f}",
                  sep="\t", flush=True)
    return 0


def _table(full_gap: bool = False) -> int:
    """The incompatible exchangeable table (q = 3, n = 200, scale 1, seed 0): count rectangles
    certified, the count chain's reversibility, and ``t_mix`` from the monochromatic starts
    (the worst start over all classes is out of reach for q = 3 at this n)."""
    from exact.lumped import (
        count_chain,
        count_chain_reversibility,
        count_stationary_law,
        lumped_mixing_time,
    )
    from exact.lumped_checks import count_rectangles
    from toolkit.models.exchangeable import random_exchangeable

    m = random_exchangeable(3, 200, 1.0, rng=0)
    load = os.getloadavg()[0]
    t0 = time.perf_counter()
    rect = count_rectangles(m, temperature=1.0)
    chain = count_chain(m, temperature=1.0)
    rev, resid = count_chain_reversibility(chain, count_stationary_law(m, chain=chain))
    mix = lumped_mixing_time(m, temperature=1.0, starts="monochromatic")
    print(f"exchangeable table q = 3, n = 200, T = 1 (load {load:.1f}): {chain.n_states} count vectors; "
          f"count rectangles certified {rect.n_count_certified} of {rect.n_count_rectangles}; count chain reversible: {rev} "
          f"(balance residual {resid:.3g}); {mix}; {time.perf_counter() - t0:.1f} s", flush=True)
    if full_gap:
        from exact.lumped import lumped_spectral_gap

        t0 = time.perf_counter()
        g = lumped_spectral_gap(m, temperature=1.0, sectors="all")
        print(f"full chain's gap from every Gelfand-Tsetlin sector: {g}; {time.perf_counter() - t0:.1f} s", flush=True)
    return 0


def _table_starts() -> int:
    """Is the monochromatic start the worst one for the incompatible exchangeable tables?
    Random tables (q = 3, scale 1, T = 1, seeds 0..9) at n = 8, 12, 16, 20, where every start
    class can be evolved exactly: the worst start's ``t_mix`` (``starts="all"``) against the
    monochromatic starts' and against the count chain's own worst start (the largest
    ``TV(K^t(c, .), nu)`` over all count vectors ``c``: a lower bound, since lumping contracts
    TV). Both are lower bounds on the worst start's ``t_mix``; this measures how far below."""
    import numpy as np

    from exact.lumped import count_chain, count_stationary_law, lumped_mixing_time
    from toolkit.models.exchangeable import random_exchangeable

    print("n\tseed\tworst start (all classes)\tt_mix\tmonochromatic\tcount chain\ts", flush=True)
    below_mono, below_count, cases, worst_ratio = 0, 0, 0, 1.0
    for n in (8, 12, 16, 20):
        for seed in range(10):
            m = random_exchangeable(3, n, 1.0, rng=seed)
            t0 = time.perf_counter()
            exact = lumped_mixing_time(m, temperature=1.0, starts="all")
            mono = lumped_mixing_time(m, temperature=1.0, starts="monochromatic")
            chain = count_chain(m, temperature=1.0)
            nu = count_stationary_law(m, chain=chain).pi
            K, D, t_count = chain.P.toarray(), np.eye(chain.n_states), 0
            while 0.5 * np.abs(D - nu[None, :]).sum(axis=1).max() > 0.25:
                D, t_count = D @ K, t_count + 1
            cases += 1
            below_mono += mono.t_mix < exact.t_mix
            below_count += t_count < exact.t_mix
            worst_ratio = max(worst_ratio, exact.t_mix / mono.t_mix)
            print(n, seed, exact.worst_counts, exact.t_mix, mono.t_mix, t_count, f"{time.perf_counter() - t0:.1f}",
                  sep="\t", flush=True)
    print(f"monochromatic below the worst start in {below_mono} of {cases} cases (largest ratio "
          f"{worst_ratio:.3f}); the count chain's worst start below it in {below_count} of {cases}", flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
