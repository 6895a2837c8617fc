"""pi + spectral gap at the CPU frontier (issue 15 point 1): ``potts(q, n, 1.0, graph="cycle")``
at ``T = 1.5`` with float32 conditionals and pairwise logits built on the fly, stage by
stage, with wall time, peak resident memory (``getrusage``) and the accuracy estimates
(the stationary law's relative balance residual and error estimate, the gap's error).

    python benchmarks/exact_frontier.py --q 10 --n 7                # 10**7 states, ~2 min
    python benchmarks/exact_frontier.py --q 10 --n 8 --json out.json  # 10**8 states, ~10 min, ~10 GiB

Run it under ``/usr/bin/time -v`` to cross-check the peak; the machine's load (``uptime``)
is recorded beside the times since other jobs share the cores.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import resource
import time


def peak_gib() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 2**20  # Linux: KiB


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--q", type=int, default=10)
    ap.add_argument("--n", type=int, default=8)
    ap.add_argument("--temperature", type=float, default=1.5)
    ap.add_argument("--json", default=None, help="write the record to this file")
    args = ap.parse_args(argv)

    import numpy as np

    from exact import glauber_kernel, spectral_summary, stationary_law
    from toolkit.models import potts

    rec = {"model": f"potts({args.q}, {args.n}, 1.0, graph='cycle')", "temperature": args.temperature,
           "states": args.q**args.n, "dtype": "float32", "logits": "on-the-fly",
           "cpus": os.cpu_count(), "machine": platform.machine(), "load_before": os.getloadavg()}

    def stage(name, t0):
        rec[f"{name}_s"] = round(time.perf_counter() - t0, 2)
        rec[f"{name}_peak_gib"] = round(peak_gib(), 3)
        print(f"{name:>6}: {rec[f'{name}_s']:8.1f} s, peak {rec[f'{name}_peak_gib']:.2f} GiB, "
              f"load {os.getloadavg()[0]:.1f}", flush=True)

    t_all = t0 = time.perf_counter()
    K = glauber_kernel(potts(args.q, args.n, 1.0, graph="cycle"), temperature=args.temperature,
                       dtype=np.float32, max_states=2e8, logits="on-the-fly")
    stage("build", t0)
    t0 = time.perf_counter()
    law = stationary_law(K)
    stage("pi", t0)
    rec.update(pi_method=law.method, pi_residual_l1=law.residual,
               pi_max_relative_residual=law.max_relative_residual, pi_relative_error=law.relative_error,
               pi_min=float(law.pi.min()))
    t0 = time.perf_counter()
    s = spectral_summary(K, law)
    stage("gap", t0)
    rec.update(gap=s.spectral_gap, gap_error=s.gap_error, gap_method=s.method,
               relaxation_time=s.relaxation_time, reversibility_rule=s.reversibility_rule,
               total_s=round(time.perf_counter() - t_all, 2), peak_gib=round(peak_gib(), 3),
               load_after=os.getloadavg())
    print(json.dumps(rec, indent=1))
    if args.json:
        with open(args.json, "w") as fh:
            json.dump(rec, fh, indent=1)


if __name__ == "__main__":
    main()
