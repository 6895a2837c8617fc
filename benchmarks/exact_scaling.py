"""Exact kernels at scale, three routes side by side in one run: time and peak memory of
each stage (kernel build, stationary law, spectral gap, worst-start t_mix) for

- ``toolkit``: ``exact.glauber_kernel``, ``stationary_law``, ``spectral_summary``, ``mixing_time``;
- ``scipy``: what a scipy user would write: the kernel as CSR (``GlauberKernel.sparse()``),
  ``pi`` by ``scipy.sparse.linalg.eigs`` on ``P^T``, the gap by ``eigs`` on ``P`` (second
  largest modulus), ``t_mix`` by stepping every start with sparse products;
- ``dense``: ``np.linalg.eig`` on the full matrix for ``pi`` and the gap (one call gives both),
  ``t_mix`` by repeated dense products.

Chains (``--chains``, each with its own ladder of sizes):

- ``potts`` (reversible): Potts on a cycle, T = 1.5, coupling 1.0; q = 2 up to 2**20 states,
  then q = 10 (n = 4 is 1e4 states, n = 7 is 1e7, n = 8 is 1e8); float32 conditionals from
  1e7 states on (toolkit). scipy: ``eigs(P^T, k=1, tol=1e-12)``, ``eigs(P, k=3, tol=1e-10)``;
  the toolkit is told the chain is reversible.
- non-reversible (incompatible conditionals), T = 1: ``pairwise`` = ``random_pairwise(2, n,
  0.5, rng=0)`` (asymmetric couplings), ``table`` = ``random_table(2, n, 1.0, rng=0)``,
  ``exchangeable`` = ``random_exchangeable(3, n, 1.0, rng=0)`` enumerated on all ``3**n``
  states like any other model (``exact.lumped`` would reduce it; here it measures the generic
  engine on a chain with that structure). scipy: ``eigs(P^T, k=1)`` and ``eigs(P, k=4)`` at
  ARPACK's default tolerance (machine precision); the toolkit decides reversibility itself and
  computes pi (with its relative error) and the gap with its error estimate
  (``spectral_summary(..., nonreversible_k=0)``: the reversibilization gaps, which scipy's line
  does not give either, are left out; ``--full-spectrum`` times them too).

Each (chain, size, route) runs in a fresh subprocess, so its peak RSS (``getrusage``) is its
own, and records the load average when it starts. Stages shorter than a second are the median
of 5 runs. A route stops growing once a stage takes longer than ``--limit`` seconds (default
60) or its next size would need more than ``--mem-gib`` (default 12) by the scaling of its last
peak. Printed: one table with each stage's time per route and the ratios ``route / toolkit``,
peak memory, the largest size each route finishes each stage within the limit, and for the
non-reversible chains a table of pi + gap, toolkit over scipy. ``--json`` writes every row.

    python benchmarks/exact_scaling.py                 # potts, 1e3 .. 1e7 states (~20-30 min on 2 cores)
    python benchmarks/exact_scaling.py --quick         # up to 65536 states
    python benchmarks/exact_scaling.py --stretch       # also 1e8 states (toolkit only, q=10, n=8)
    python benchmarks/exact_scaling.py --chains potts,pairwise,table,exchangeable --limit 300
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import time

CHILD = r"""
import json, os, resource, sys, time, warnings
import numpy as np
chain, q, n, approach, limit, dtype = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), sys.argv[4], float(sys.argv[5]), sys.argv[6]
do_tmix, full = sys.argv[7] == "1", sys.argv[8] == "1"
from toolkit.models import potts, random_exchangeable, random_pairwise, random_table
from exact import glauber_kernel, stationary, stationary_law, spectral_summary, mixing_time
from exact.mixing import tv_rows
MODELS = {"potts": (lambda: potts(q, n, 1.0, graph="cycle"), 1.5),
          "pairwise": (lambda: random_pairwise(q, n, 0.5, rng=0), 1.0),
          "table": (lambda: random_table(q, n, 1.0, rng=0), 1.0),
          "exchangeable": (lambda: random_exchangeable(q, n, 1.0, rng=0), 1.0)}
make, T = MODELS[chain]
model = make()
N = q ** n
out = {"chain": chain, "q": q, "n": n, "states": N, "approach": approach, "T": T, "load": os.getloadavg()[0]}
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
K = glauber_kernel(model, temperature=T, max_states=2e8, dtype=np.float32 if dtype == "float32" else np.float64,
                   progress=False)
out["build_s"] = time.perf_counter() - t0
if approach == "toolkit":
    if chain == "potts":
        pi, out["pi_s"] = timed(lambda: stationary(K), 5)
        s, out["gap_s"] = timed(lambda: spectral_summary(K, pi, reversible=True), 5)
    else:
        law, out["pi_s"] = timed(lambda: stationary_law(K), 5)
        pi = law.pi
        s, out["gap_s"] = timed(lambda: spectral_summary(K, law, nonreversible_k=0), 5)
        out.update(pi_method=law.method, pi_relative_error=law.relative_error, gap_error=s.gap_error,
                   gap_method=s.method, reversibility_rule=s.reversibility_rule, reversible=s.reversible)
        if full:
            s8, out["spectrum_s"] = timed(lambda: spectral_summary(K, law), 1)
            out["pseudo_spectral_gap"] = s8.pseudo_spectral_gap
    out["gap"] = s.spectral_gap
    if N <= 20000 and do_tmix:
        r, out["tmix_s"] = timed(lambda: mixing_time(K, pi=pi, dtype=np.float32, workers=2), 5)
        out["t_mix"] = r.t_mix
elif approach == "scipy":
    from scipy.sparse.linalg import eigs
    t0 = time.perf_counter(); P = K.sparse(); PT = P.T.tocsr(); out["build_s"] += time.perf_counter() - t0
    kw_pi, kw_gap = (dict(tol=1e-12, maxiter=100000), dict(k=3, tol=1e-10, maxiter=100000)) if chain == "potts" else ({}, dict(k=4))
    def pi_eigs():
        w, V = eigs(PT, k=1, which="LM", **kw_pi)
        p = np.abs(np.real(V[:, 0])); return p / p.sum()
    pi, out["pi_s"] = timed(pi_eigs, 5)
    def gap_eigs():
        w = eigs(P, which="LM", return_eigenvectors=False, **kw_gap)
        w = np.delete(w, np.argmin(np.abs(w - 1)))  # the unit eigenvalue
        return 1 - float(np.max(np.abs(w)))
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


def run(chain, q, n, approach, limit, dtype="float64", tmix=True, full=False, timeout=2400):
    t0 = time.perf_counter()
    head = {"chain": chain, "q": q, "n": n, "states": q**n, "approach": approach}
    try:
        p = subprocess.run([sys.executable, "-c", CHILD, chain, str(q), str(n), approach, str(limit), dtype,
                            "1" if tmix else "0", "1" if full else "0"],
                           capture_output=True, text=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return {**head, "error": f"timeout {timeout}s"}
    if p.returncode != 0:
        lines = (p.stderr.strip() or f"exit {p.returncode} (killed?)").splitlines()
        return {**head, "error": lines[-1]}
    out = json.loads(p.stdout.strip().splitlines()[-1])
    out["wall_s"] = time.perf_counter() - t0
    return out


def fmt(x, spec=".3g"):
    return "-" if x is None else format(x, spec)


LADDERS = {
    "potts": [(2, 10), (2, 12), (10, 4), (2, 14), (2, 16), (2, 18), (2, 20), (10, 7)],
    "pairwise": [(2, 10), (2, 12), (2, 14), (2, 16), (2, 18), (2, 20)],
    "table": [(2, 10), (2, 12), (2, 14), (2, 16), (2, 18), (2, 20)],
    "exchangeable": [(3, 6), (3, 8), (3, 10), (3, 12)],
}


def table(rows, limit) -> str:
    """One line per chain and size: each stage's toolkit time and the scipy and dense times
    as ratios (``route / toolkit``: above 1 the toolkit is faster), then the peaks and the
    load average when the toolkit's process started."""
    by = {(r.get("chain", "potts"), r["states"], r["approach"]): r for r in rows if "error" not in r}
    keys = sorted({(r.get("chain", "potts"), r["states"]) for r in rows},
                  key=lambda k: (list(LADDERS).index(k[0]) if k[0] in LADDERS else 99, k[1]))
    head = ["chain", "states"]
    for st in STAGES:
        name = st[:-2]
        head += [f"{name} tk s", f"{name} scipy", f"{name} dense"]
    head += ["t_mix", "peak tk MiB", "peak scipy", "peak dense", "load"]
    lines = ["| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
    for chain, N in keys:
        tk = by.get((chain, N, "toolkit"))
        cells = [chain, str(N)]
        for st in STAGES:
            t = tk.get(st) if tk else None
            cells.append(fmt(t))
            for route in ("scipy", "dense"):
                r = by.get((chain, N, route))
                v = r.get(st) if r else None
                if v is None or t is None:
                    cells.append("-")
                else:
                    ok = st != "tmix_s" or r.get("t_mix") is not None
                    cells.append(f"{v:.3g} s ({v / t:.2g}x)" if ok else f">{limit:g} s")
        cells.append(fmt(tk.get("t_mix"), "d") if tk and tk.get("t_mix") is not None else "-")
        for route in ROUTES:
            r = by.get((chain, N, route))
            cells.append(fmt(r.get("peak_mib"), ".0f") if r else "-")
        cells.append(fmt(tk.get("load"), ".1f") if tk else "-")
        lines.append("| " + " | ".join(cells) + " |")
    errs = [f"{r.get('chain', 'potts')} {r['states']} {r['approach']}: {r['error']}" for r in rows if "error" in r]
    return "\n".join(lines + ([""] + ["errors: " + "; ".join(errs)] if errs else []))


def nonreversible_table(rows) -> str:
    """The non-reversible chains: pi + gap of the toolkit (with its error estimates) over
    scipy's ``eigs`` (same kernel, same run), and the two gaps."""
    by = {(r.get("chain"), r["states"], r["approach"]): r for r in rows if "error" not in r}
    head = ["chain", "states", "pi + gap tk s", "pi + gap scipy s", "tk / scipy", "gap tk", "gap scipy",
            "abs. diff", "gap rel. error est.", "pi rel. error est.", "load tk / scipy"]
    lines = ["| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
    for (chain, N, route), tk in sorted(by.items(), key=lambda kv: (str(kv[0][0]), kv[0][1])):
        if route != "toolkit" or chain in (None, "potts"):
            continue
        sc = by.get((chain, N, "scipy"))
        t_tk = tk["pi_s"] + tk["gap_s"]
        cells = [chain, str(N), f"{t_tk:.3g}"]
        if sc is not None:
            t_sc = sc["pi_s"] + sc["gap_s"]
            cells += [f"{t_sc:.3g}", f"{t_tk / t_sc:.2f}"]
        else:
            cells += ["-", "-"]
        cells += [f"{tk['gap']:.12g}", f"{sc['gap']:.12g}" if sc else "-",
                  f"{abs(tk['gap'] - sc['gap']):.1e}" if sc else "-",
                  f"{tk['gap_error'] / tk['gap']:.1e}" if tk.get("gap") else "-",
                  f"{tk['pi_relative_error']:.1e}",
                  f"{tk['load']:.1f} / {sc['load']:.1f}" if sc else f"{tk['load']:.1f}"]
        lines.append("| " + " | ".join(cells) + " |")
    return "\n".join(lines)


def largest(rows, limit) -> str:
    out = []
    chains = sorted({r.get("chain", "potts") for r in rows}, key=lambda c: list(LADDERS).index(c) if c in LADDERS else 99)
    for chain in chains:
        for approach in ROUTES:
            for stage in STAGES[1:]:
                ok = [r["states"] for r in rows if r.get("chain", "potts") == chain and r["approach"] == approach
                      and "error" not in r and r.get(stage) is not None and r[stage] <= limit
                      and (stage != "tmix_s" or r.get("t_mix") is not None)]
                out.append(f"largest size within {limit:g} s: {chain:>12} {approach:>7} {stage[:-2]:>5}: "
                           f"{max(ok) if ok else '-'}")
    return "\n".join(out)


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--limit", type=float, default=60.0, help="seconds a stage may take (default 60)")
    ap.add_argument("--mem-gib", type=float, default=12.0, help="peak memory a route may reach (default 12)")
    ap.add_argument("--stretch", action="store_true", help="also run 1e8 states (toolkit, potts)")
    ap.add_argument("--quick", action="store_true", help="only up to 65536 states")
    ap.add_argument("--chains", default="potts", help=f"comma-separated, from {','.join(LADDERS)} (default potts)")
    ap.add_argument("--dense-max", type=int, default=8192, help="largest size the dense route is run at")
    ap.add_argument("--full-spectrum", action="store_true",
                    help="non-reversible chains: also time the full spectral summary (reversibilization gaps k = 1..8)")
    ap.add_argument("--json", default=None, help="write all rows to this JSON file")
    ap.add_argument("--markdown", default=None, help="write the table to this Markdown file")
    ap.add_argument("--sizes", default=None, help="q:n pairs instead of the default ladder, e.g. 2:8,2:10")
    args = ap.parse_args(argv)
    chains = [c.strip() for c in args.chains.split(",") if c.strip()]
    for c in chains:
        if c not in LADDERS:
            ap.error(f"--chains: unknown chain {c!r}; choose from {', '.join(LADDERS)}")
    rows = []
    load0 = os.getloadavg()
    t_start = time.perf_counter()
    for chain in chains:
        sizes = [qn for qn in LADDERS[chain] if not args.quick or qn[0] ** qn[1] <= 65536]
        if args.stretch and chain == "potts":
            sizes += [(10, 8)]
        if args.sizes:
            sizes = [tuple(int(v) for v in pair.split(":")) for pair in args.sizes.split(",")]
        rows += run_chain(chain, sizes, args)
    md = table(rows, args.limit)
    nr = [r for r in rows if r.get("chain") != "potts"]
    md_nr = ("\n\nNon-reversible chains, pi + gap: toolkit (stationary_law + spectral_summary(nonreversible_k=0), "
             "with error estimates) over scipy (eigs(P^T, k=1) + eigs(P, k=4)), same kernel, same run:\n\n"
             + nonreversible_table(rows)) if nr else ""
    foot = (f"\n\none run, {time.strftime('%Y-%m-%d')}, {os.cpu_count()} cores; load average before "
            f"{load0[0]:.1f}, after {os.getloadavg()[0]:.1f} (shared machine); total "
            f"{time.perf_counter() - t_start:.0f} s\n")
    print()
    print(md + md_nr + foot)
    print(largest(rows, args.limit))
    if args.json:
        with open(args.json, "w") as fh:
            json.dump(rows, fh, indent=1)
    if args.markdown:
        with open(args.markdown, "w") as fh:
            fh.write(md + md_nr + foot + "\n```\n" + largest(rows, args.limit) + "\n```\n")


def run_chain(chain, sizes, args) -> list:
    rows = []
    alive = {"toolkit": True, "scipy": True, "dense": True}  # pi and gap within the limit so far
    tmix_alive = dict(alive)  # t_mix within the limit so far
    last = {}
    for q, n in sizes:
        N = q**n
        for route in ROUTES:
            if not alive[route] or (route == "dense" and N > args.dense_max):
                continue
            if route in last:  # memory of the next size, scaled from the last peak
                N0, mib = last[route]
                scale = (N / N0) ** (2 if route == "dense" else 1)
                if mib * scale > args.mem_gib * 1024:
                    alive[route] = False
                    rows.append({"chain": chain, "q": q, "n": n, "states": N, "approach": route,
                                 "error": f"skipped: ~{mib * scale / 1024:.0f} GiB by scaling > {args.mem_gib:g} GiB"})
                    continue
            dtype = "float32" if (route == "toolkit" and N >= 10**7) else "float64"
            r = run(chain, q, n, route, args.limit, dtype, tmix=tmix_alive[route], full=args.full_spectrum)
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
    return rows


if __name__ == "__main__":
    main()
