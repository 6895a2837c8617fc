"""Worst-start t_mix of a non-reversible chain at 10**5 states by stepping every start
(issue 31 point 3).

``random_pairwise(10, 5, 0.5, rng=0)`` (independent asymmetric couplings: incompatible
conditionals, so the chain is not reversible) at ``T = 1`` has ``10**5`` states. Every start's
distribution is stepped until it is within ``eps = 1/4`` of ``pi`` (``mixing_time(...,
method="stepping")``), in blocks of starts through the kernel's per-site products (``3 n``
operations per entry and step, against ``2 (n (q - 1) + 1)`` for the CSR matrix), in float64,
with ``--workers`` threads. ``pi`` comes from ``stationary_law`` (every entry to relative
accuracy).

Check beside it: the reported worst start is stepped on its own (``exact.distance_profile``),
which must give ``d_x(t_mix - 1) > eps >= d_x(t_mix)`` for that start.

    python benchmarks/exact_tmix_stepping.py [--q 10] [--n 5] [--workers 2] [--json out.json]

Run it under ``/usr/bin/time -v`` for the peak; the load average is recorded beside the times
(the 2 cores are shared).
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import time


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--q", type=int, default=10)
    ap.add_argument("--n", type=int, default=5)
    ap.add_argument("--T", type=float, default=1.0)
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--block", type=int, default=256)
    ap.add_argument("--json", default=None)
    args = ap.parse_args(argv)

    from exact import distance_profile, glauber_kernel, mixing_time, stationary_law
    from toolkit.models import random_pairwise

    rec = {"model": f"random_pairwise({args.q}, {args.n}, 0.5, rng=0)", "T": args.T, "states": args.q**args.n,
           "eps": 0.25, "workers": args.workers, "block": args.block, "dtype": "float64",
           "load_before": os.getloadavg(), "cpus": os.cpu_count()}
    K = glauber_kernel(random_pairwise(args.q, args.n, 0.5, rng=0), temperature=args.T)
    t0 = time.perf_counter()
    law = stationary_law(K)
    rec.update(pi_s=round(time.perf_counter() - t0, 2), pi_relative_error=law.relative_error)
    t0, c0 = time.perf_counter(), time.process_time()
    r = mixing_time(K, pi=law.pi, method="stepping", workers=args.workers, block=args.block)
    rec.update(tmix_s=round(time.perf_counter() - t0, 1), tmix_cpu_s=round(time.process_time() - c0, 1),
               t_mix=r.t_mix, worst_start=r.worst_start, method=r.method,
               d_profile=[round(float(d), 6) for d in r.distances],
               peak_gib=round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 2**20, 2),
               load_after=os.getloadavg())
    print(json.dumps(rec), flush=True)
    if r.t_mix is not None:
        t0 = time.perf_counter()
        prof = distance_profile(K, r.t_mix, pi=law.pi, starts=[r.worst_start])
        rec.update(check_s=round(time.perf_counter() - t0, 1),
                   worst_d_at_t_mix_minus_1=float(prof[r.t_mix - 1]), worst_d_at_t_mix=float(prof[r.t_mix]),
                   check_ok=bool(prof[r.t_mix - 1] > 0.25 >= prof[r.t_mix]))
    print(json.dumps(rec, indent=1))
    if args.json:
        with open(args.json, "w") as fh:
            json.dump(rec, fh, indent=1)


if __name__ == "__main__":
    main()
