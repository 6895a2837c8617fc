"""Worst-start t_mix of a metastable generic pairwise model at 8192 states (issue 15 point 2).

``random_pairwise(2, 13, 1.0, rng=3)`` (independent Gaussian fields and couplings: not
reversible) at ``T = 0.03`` has one slow mode (``lambda_2 = 1 - 8.3e-6``, next
``|lambda| = 0.93``), so ``t_mix`` is about ``10**5``. ``method="lowrank"`` squares ``P``
until ``P^tau - Pi`` is of numerical rank <= 72, then searches with factored powers.

Check beside it: the reported worst start is stepped on its own (one sparse vector product
per step, ``exact.distance_profile``), which must give ``d_x(t_mix - 1) > eps >= d_x(t_mix)``
for that start (the lower half of the answer, independently of the method).

    python benchmarks/exact_tmix_large.py [--n 13] [--T 0.03] [--json out.json]
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import time


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--n", type=int, default=13)
    ap.add_argument("--T", type=float, default=0.03)
    ap.add_argument("--seed", type=int, default=3)
    ap.add_argument("--no-check", action="store_true", help="skip stepping the worst start")
    ap.add_argument("--json", default=None)
    args = ap.parse_args(argv)

    from exact import distance_profile, glauber_kernel, mixing_time, stationary
    from toolkit.models import random_pairwise

    rec = {"model": f"random_pairwise(2, {args.n}, 1.0, rng={args.seed})", "T": args.T, "states": 2**args.n,
           "load_before": os.getloadavg(), "cpus": os.cpu_count()}
    K = glauber_kernel(random_pairwise(2, args.n, 1.0, rng=args.seed), temperature=args.T)
    t0 = time.perf_counter()
    pi = stationary(K)
    rec["pi_s"] = round(time.perf_counter() - t0, 2)
    t0 = time.perf_counter()
    r = mixing_time(K, pi=pi, method="lowrank")
    rec.update(tmix_s=round(time.perf_counter() - t0, 1), t_mix=r.t_mix, worst_start=r.worst_start, method=r.method,
               evaluations=len(r.times), peak_gib=round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 2**20, 2),
               load_after=os.getloadavg())
    print(json.dumps(rec), flush=True)
    if not args.no_check and r.t_mix is not None:
        t0 = time.perf_counter()
        prof = distance_profile(K, r.t_mix, pi=pi, starts=[r.worst_start])
        rec.update(check_s=round(time.perf_counter() - t0, 1), worst_d_at_t_mix_minus_1=float(prof[-2]),
                   worst_d_at_t_mix=float(prof[-1]), check_ok=bool(prof[-2] > r.eps >= prof[-1] - 1e-12))
        print(json.dumps({k: rec[k] for k in ("check_s", "worst_d_at_t_mix_minus_1", "worst_d_at_t_mix",
                                              "check_ok")}), flush=True)
    if args.json:
        with open(args.json, "w") as fh:
            json.dump(rec, fh, indent=1)


if __name__ == "__main__":
    main()
