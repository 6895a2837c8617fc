"""Exact kernels at scale, three routes side by side in one run: time and peak memory of
each stage (kernel build, stationary law, spectral gap, worst-start t_mix) for

- ``toolkit``: ``exact.glauber_kernel``, ``stationary``, ``spectral_summary``, ``mixing_time``;
- ``scipy``: what a scipy user would write: the kernel as CSR (``GlauberKernel.sparse()``),
  ``pi`` by ``scipy.sparse.linalg.eigs`` on ``P^T``, the gap by ``eigs(P, k=3)`` (second
  largest modulus), ``t_mix`` by stepping every start with sparse products;
- ``dense``: ``np.linalg.eig`` on the full matrix for ``pi`` and the gap (one call gives both),
  ``t_mix`` by repeated dense products.

Each (size, route) runs in a fresh subprocess, so its peak RSS (``getrusage``) is its own.
Stages shorter than a second are the median of 5 runs. A route stops growing once a stage
takes longer than ``--limit`` seconds (default 60) or its next size would need more than
``--mem-gib`` (default 12) by the scaling of its last peak. Printed: one table with each
stage's time per route and the ratios ``route / toolkit``, peak memory, and the largest size
each route finishes each stage within the limit. ``--json`` writes every row.

    python benchmarks/exact_scaling.py                 # 1e3 .. 1e7 states (~20-30 min on 2 cores)
    python benchmarks/exact_scaling.py --quick         # up to 65536 states
    python benchmarks/exact_scaling.py --stretch       # also 1e8 states (toolkit only, q=10, n=8)

Model: Potts on a cycle (reversible), T = 1.5, coupling 1.0; q = 2 up to 2**20 states,
then q = 10 (n = 4 is 1e4 states, n = 7 is 1e7, n = 8 is 1e8); float32 conditionals from
1e7 states on (toolkit).
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import time

CHILD = r"""
import json, resource, sys, time, warnings
import numpy as np
q, n, approach, limit, dtype = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3], float(sys.argv[4]), sys.argv[5]
do_tmix = sys.argv[6] == "1"
from toolkit.models import potts
from exact import glauber_kernel, stationary, spectral_summary, mixing_time
from exact.mixing import tv_rows
model = potts(q, n, 1.0, graph="cycle")
N = q ** n
out = {"q": q, "n": n, "states": N, "approach": approach}
def peak():
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024  # MiB
def timed(fn, repeats):
    # median of `repeats` runs when one run is short (sub-second timings are noisy here)
    ts, val = [], None
    for _ in range(repeats):
        t0 = time.perf_counter(); val = fn(); ts.append(time.perf_counter() - t0)
        if ts[0] > 1.0:
            break
    return val, float(np.median(ts))
t0 = time.perf_counter()
K = glauber_kernel(model, temperature=1.5, max_states=2e8, dtype=np.float32 if dtype == "float32" else np.float64,
                   progress=False)
out["build_s"] = time.perf_counter() - t0
if approach == "toolkit":
    pi, out["pi_s"] = timed(lambda: stationary(K), 5)
    s, out["gap_s"] = timed(lambda: spectral_summary(K, pi, reversible=True), 5)
    out["gap"] = s.spectral_gap
    if N <= 20000 and do_tmix:
        r, out["tmix_s"] = timed(lambda: mixing_time(K, pi=pi, dtype=np.float32, workers=2), 5)
        out["t_mix"] = r.t_mix
elif approach == "scipy":
    from scipy.sparse.linalg import eigs
    t0 = time.perf_counter(); P = K.sparse(); PT = P.T.tocsr(); out["build_s"] += time.perf_counter() - t0
    def pi_eigs():
        w, V = eigs(PT, k=1, which="LM", tol=1e-12, maxiter=100000)
        p = np.abs(np.real(V[:, 0])); return p / p.sum()
    pi, out["pi_s"] = timed(pi_eigs, 5)
    def gap_eigs():
        w = eigs(P, k=3, which="LM", tol=1e-10, maxiter=100000, return_eigenvectors=False)
        return 1 - np.sort(np.abs(w))[::-1][1]
    out["gap"], out["gap_s"] = timed(gap_eigs, 5)
    if N <= 8192 and do_tmix:
        t0 = time.perf_counter(); D = np.eye(N); t = 0
        while (0.5 * np.abs(D - pi[:, None]).sum(axis=0)).max() > 0.25:
            D = PT @ D; t += 1
            if time.perf_counter() - t0 > limit:
                t = None; break
        out["tmix_s"] = time.perf_counter() - t0; out["t_mix"] = t
else:  # dense: what a user would write
    P = K.dense()
    t0 = time.perf_counter()
    w, V = np.linalg.eig(P.T)
    k = np.argmin(np.abs(w - 1)); pi = np.abs(np.real(V[:, k])); pi /= pi.sum()
    mods = np.sort(np.abs(np.delete(w, k)))[::-1]
    out["pi_s"] = out["gap_s"] = time.perf_counter() - t0  # one eig gives both
    out["gap"] = 1 - mods[0]
    t0 = time.perf_counter(); M = P.copy(); t = 1
    while do_tmix and tv_rows(M, pi).max() > 0.25:
        M = M @ P; t += 1
        if time.perf_counter() - t0 > (max(limit, 900) if N <= 4096 else limit):
            t = None; break
    if do_tmix:
        out["tmix_s"] = time.perf_counter() - t0; out["t_mix"] = t
out["peak_mib"] = peak()
print(json.dumps(out))
"""

STAGES = ("build_s", "pi_s", "gap_s", "tmix_s")
ROUTES = ("toolkit", "scipy", "dense")


def run(q, n, approach, limit, dtype="float64", tmix=True, timeout=2400):
    t0 = time.perf_counter()
    try:
        p = subprocess.run([sys.executable, "-c", CHILD, str(q), str(n), approach, str(limit), dtype,
                            "1" if tmix else "0"],
                           capture_output=True, text=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return {"q": q, "n": n, "states": q**n, "approach": approach, "error": f"timeout {timeout}s"}
    if p.returncode != 0:
        lines = (p.stderr.strip() or f"exit {p.returncode} (killed?)").splitlines()
        return {"q": q, "n": n, "states": q**n, "approach": approach, "error": lines[-1]}
    out = json.loads(p.stdout.strip().splitlines()[-1])
    out["wall_s"] = time.perf_counter() - t0
    return out


def fmt(x, spec=".3g"):
    return "-" if x is None else format(x, spec)


def table(rows, limit) -> str:
    """One line per size: each stage's toolkit time and the scipy and dense times as ratios
    (``route / toolkit``: above 1 the toolkit is faster), then the peaks."""
    by = {(r["states"], r["approach"]): r for r in rows if "error" not in r}
    sizes = sorted({r["states"] for r in rows})
    head = ["states"]
    for st in STAGES:
        name = st[:-2]
        head += [f"{name} tk s", f"{name} scipy", f"{name} dense"]
    head += ["t_mix", "peak tk MiB", "peak scipy", "peak dense"]
    lines = ["| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
    for N in sizes:
        tk = by.get((N, "toolkit"))
        cells = [str(N)]
        for st in STAGES:
            t = tk.get(st) if tk else None
            cells.append(fmt(t))
            for route in ("scipy", "dense"):
                r = by.get((N, route))
                v = r.get(st) if r else None
                if v is None or t is None:
                    cells.append("-")
                else:
                    ok = st != "tmix_s" or r.get("t_mix") is not None
                    cells.append(f"{v:.3g} s ({v / t:.2g}x)" if ok else f">{limit:g} s")
        cells.append(fmt(tk.get("t_mix"), "d") if tk and tk.get("t_mix") is not None else "-")
        for route in ROUTES:
            r = by.get((N, route))
            cells.append(fmt(r.get("peak_mib"), ".0f") if r else "-")
        lines.append("| " + " | ".join(cells) + " |")
    errs = [f"{r['states']} {r['approach']}: {r['error']}" for r in rows if "error" in r]
    return "\n".join(lines + ([""] + ["errors: " + "; ".join(errs)] if errs else []))


def largest(rows, limit) -> str:
    out = []
    for approach in ROUTES:
        for stage in STAGES[1:]:
            ok = [r["states"] for r in rows if r["approach"] == approach and "error" not in r
                  and r.get(stage) is not None and r[stage] <= limit
                  and (stage != "tmix_s" or r.get("t_mix") is not None)]
            out.append(f"largest size within {limit:g} s: {approach:>7} {stage[:-2]:>5}: {max(ok) if ok else '-'}")
    return "\n".join(out)


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--limit", type=float, default=60.0, help="seconds a stage may take (default 60)")
    ap.add_argument("--mem-gib", type=float, default=12.0, help="peak memory a route may reach (default 12)")
    ap.add_argument("--stretch", action="store_true", help="also run 1e8 states (toolkit)")
    ap.add_argument("--quick", action="store_true", help="only up to 65536 states")
    ap.add_argument("--json", default=None, help="write all rows to this JSON file")
    ap.add_argument("--markdown", default=None, help="write the table to this Markdown file")
    ap.add_argument("--sizes", default=None, help="q:n pairs instead of the default ladder, e.g. 2:8,2:10")
    args = ap.parse_args(argv)
    sizes = [(2, 10), (2, 12), (10, 4), (2, 14), (2, 16)]
    if not args.quick:
        sizes += [(2, 18), (2, 20), (10, 7)]
    if args.stretch:
        sizes += [(10, 8)]
    if args.sizes:
        sizes = [tuple(int(v) for v in pair.split(":")) for pair in args.sizes.split(",")]
    rows = []
    alive = {"toolkit": True, "scipy": True, "dense": True}  # pi and gap within the limit so far
    tmix_alive = dict(alive)  # t_mix within the limit so far
    last = {}
    load0 = os.getloadavg()
    t_start = time.perf_counter()
    for q, n in sizes:
        N = q**n
        for route in ROUTES:
            if not alive[route] or (route == "dense" and N > 8192):
                continue
            if route in last:  # memory of the next size, scaled from the last peak
                N0, mib = last[route]
                scale = (N / N0) ** (2 if route == "dense" else 1)
                if mib * scale > args.mem_gib * 1024:
                    alive[route] = False
                    rows.append({"q": q, "n": n, "states": N, "approach": route,
                                 "error": f"skipped: ~{mib * scale / 1024:.0f} GiB by scaling > {args.mem_gib:g} GiB"})
                    continue
            dtype = "float32" if (route == "toolkit" and N >= 10**7) else "float64"
            r = run(q, n, route, args.limit, dtype, tmix=tmix_alive[route])
            rows.append(r)
            print(json.dumps(r), flush=True)
            if "error" in r:
                alive[route] = False
                continue
            last[route] = (N, r["peak_mib"])
            if route != "toolkit" and any((r.get(s) or 0) > args.limit for s in ("pi_s", "gap_s")):
                alive[route] = False
            if (r.get("tmix_s") or 0) > args.limit or ("tmix_s" in r and r.get("t_mix") is None):
                tmix_alive[route] = False  # the other stages go on growing
    md = table(rows, args.limit)
    foot = (f"\n\none run, {time.strftime('%Y-%m-%d')}, {os.cpu_count()} cores; load average before "
            f"{load0[0]:.1f}, after {os.getloadavg()[0]:.1f} (shared machine); total "
            f"{time.perf_counter() - t_start:.0f} s\n")
    print()
    print(md + foot)
    print(largest(rows, args.limit))
    if args.json:
        with open(args.json, "w") as fh:
            json.dump(rows, fh, indent=1)
    if args.markdown:
        with open(args.markdown, "w") as fh:
            fh.write(md + foot + "\n```\n" + largest(rows, args.limit) + "\n```\n")


if __name__ == "__main__":
    main()
