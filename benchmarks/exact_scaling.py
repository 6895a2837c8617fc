"""Exact kernels at scale: time and peak memory of kernel build, stationary law, spectral
gap and worst-start t_mix, beside the dense approach a user would otherwise write
(``np.linalg.eig`` on the full matrix for pi and the gap; repeated dense products for
t_mix), measured in the same run.

Each (size, approach) runs in a fresh subprocess so its peak RSS is its own. Toolkit
stages shorter than a second are timed as the median of 5 runs. Prints a
table, the ratios at 4096 states, and the largest size each stage finishes within the
time limit (default 60 s). At 4096 states the dense t_mix may run up to 900 s so that the ratio
there is measured, not capped.

    python benchmarks/exact_scaling.py                 # 1e3 .. 1e7 states (~10 min)
    python benchmarks/exact_scaling.py --stretch       # also 1e8 states (q=10, n=8)
    python benchmarks/exact_scaling.py --quick         # 1e3 .. 6.5e4 only

Model: Potts on a cycle (reversible), T = 1.5, coupling 1.0; q = 2 up to 2**20 states,
then q = 10 (n = 4 is 1e4 states, n = 7 is 1e7, n = 8 is 1e8).
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import time

CHILD = r"""
import json, resource, sys, time
import numpy as np
q, n, approach, limit, dtype = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3], float(sys.argv[4]), sys.argv[5]
from toolkit.models import potts
from exact import glauber_kernel, stationary, spectral_summary, mixing_time
from exact.mixing import tv_rows
model = potts(q, n, 1.0, graph="cycle")
out = {"q": q, "n": n, "states": q ** n, "approach": approach}
def peak():
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024  # MiB
t0 = time.perf_counter()
K = glauber_kernel(model, temperature=1.5, max_states=2e8, dtype=np.float32 if dtype == "float32" else np.float64,
                   progress=False)
out["build_s"] = time.perf_counter() - t0
def timed(fn, repeats):
    # median of `repeats` runs when one run is short (sub-second timings are noisy here)
    ts, val = [], None
    for _ in range(repeats):
        t0 = time.perf_counter(); val = fn(); ts.append(time.perf_counter() - t0)
        if ts[0] > 1.0:
            break
    return val, float(np.median(ts))
if approach == "toolkit":
    pi, out["pi_s"] = timed(lambda: stationary(K), 5)
    s, out["gap_s"] = timed(lambda: spectral_summary(K, pi, reversible=True), 5)
    out["gap"] = s.spectral_gap
    if q ** n <= 20000:
        t0 = time.perf_counter()
        r = mixing_time(K, pi=pi, dtype=np.float32, workers=2)
        out["tmix_s"] = time.perf_counter() - t0; out["t_mix"] = r.t_mix
else:  # dense: what a user would write
    P = K.dense()
    t0 = time.perf_counter()
    w, V = np.linalg.eig(P.T)
    k = np.argmin(np.abs(w - 1)); pi = np.abs(np.real(V[:, k])); pi /= pi.sum()
    mods = np.sort(np.abs(np.delete(w, k)))[::-1]
    out["pi_s"] = out["gap_s"] = time.perf_counter() - t0  # one eig gives both
    out["gap"] = 1 - mods[0]
    t0 = time.perf_counter(); M = P.copy(); t = 1
    while tv_rows(M, pi).max() > 0.25:
        M = M @ P; t += 1
        if time.perf_counter() - t0 > (max(limit, 900) if q ** n <= 4096 else limit):
            t = None; break
    out["tmix_s"] = time.perf_counter() - t0; out["t_mix"] = t
out["peak_mib"] = peak()
print(json.dumps(out))
"""


def run(q, n, approach, limit, dtype="float64", timeout=1500):
    t0 = time.perf_counter()
    try:
        p = subprocess.run([sys.executable, "-c", CHILD, str(q), str(n), approach, str(limit), dtype],
                           capture_output=True, text=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return {"q": q, "n": n, "states": q**n, "approach": approach, "error": f"timeout {timeout}s"}
    if p.returncode != 0:
        return {"q": q, "n": n, "states": q**n, "approach": approach, "error": p.stderr.strip().splitlines()[-1]}
    out = json.loads(p.stdout.strip().splitlines()[-1])
    out["wall_s"] = time.perf_counter() - t0
    return out


def fmt(x, spec=".3g"):
    return "-" if x is None else format(x, spec)


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--limit", type=float, default=60.0, help="seconds a stage may take (default 60)")
    ap.add_argument("--stretch", action="store_true", help="also run 1e8 states")
    ap.add_argument("--quick", action="store_true", help="only up to 65536 states")
    ap.add_argument("--json", default=None, help="write all rows to this JSON file")
    args = ap.parse_args(argv)
    sizes = [(2, 10), (2, 12), (10, 4), (2, 14), (2, 16)]
    if not args.quick:
        sizes += [(2, 18), (2, 20), (10, 7)]
    if args.stretch:
        sizes += [(10, 8)]
    rows, dense_alive = [], True
    for q, n in sizes:
        dtype = "float32" if q**n >= 10**7 else "float64"
        r = run(q, n, "toolkit", args.limit, dtype)
        rows.append(r)
        print(json.dumps(r), flush=True)
        if dense_alive and q**n <= 8192:
            d = run(q, n, "dense", args.limit)
            rows.append(d)
            print(json.dumps(d), flush=True)
            if "error" in d or d.get("pi_s", 0) > args.limit or d.get("t_mix") is None:
                dense_alive = False
    print()
    hdr = f"{'states':>10} {'approach':>8} {'build s':>8} {'pi s':>8} {'gap s':>8} {'t_mix s':>8} {'t_mix':>6} {'gap':>9} {'peak MiB':>9}"
    print(hdr)
    print("-" * len(hdr))
    for r in rows:
        if "error" in r:
            print(f"{r['states']:>10} {r['approach']:>8}  error: {r['error']}")
            continue
        print(f"{r['states']:>10} {r['approach']:>8} {fmt(r.get('build_s')):>8} {fmt(r.get('pi_s')):>8} "
              f"{fmt(r.get('gap_s')):>8} {fmt(r.get('tmix_s')):>8} {fmt(r.get('t_mix'), 'd') if r.get('t_mix') is not None else '-':>6} "
              f"{fmt(r.get('gap'), '.5f'):>9} {fmt(r.get('peak_mib'), '.0f'):>9}")
    by = {(r["states"], r["approach"]): r for r in rows if "error" not in r}
    tk, de = by.get((4096, "toolkit")), by.get((4096, "dense"))
    if tk and de:
        pg_tk, pg_de = tk["pi_s"] + tk["gap_s"], de["pi_s"]
        print(f"\nat 4096 states: pi + spectral gap  dense {pg_de:.3g} s / toolkit {pg_tk:.3g} s = {pg_de / pg_tk:.0f}x")
        if de.get("t_mix") is not None:
            print(f"at 4096 states: worst-start t_mix  dense {de['tmix_s']:.3g} s / toolkit {tk['tmix_s']:.3g} s = "
                  f"{de['tmix_s'] / tk['tmix_s']:.0f}x (same t_mix: {de['t_mix'] == tk['t_mix']})")
        tot_de = de["pi_s"] + de["tmix_s"]
        tot_tk = tk["pi_s"] + tk["gap_s"] + tk["tmix_s"]
        print(f"at 4096 states: all three          dense {tot_de:.3g} s / toolkit {tot_tk:.3g} s = {tot_de / tot_tk:.0f}x")
    for approach in ("toolkit", "dense"):
        for stage in ("pi_s", "gap_s", "tmix_s"):
            ok = [r["states"] for r in rows if r["approach"] == approach and "error" not in r
                  and r.get(stage) is not None and r[stage] <= args.limit
                  and (stage != "tmix_s" or r.get("t_mix") is not None)]
            print(f"largest size within {args.limit:g} s: {approach:>7} {stage[:-2]:>5}: {max(ok) if ok else '-'}")
    if args.json:
        with open(args.json, "w") as fh:
            json.dump(rows, fh, indent=1)


if __name__ == "__main__":
    main()
