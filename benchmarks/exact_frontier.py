"""pi + spectral gap at the CPU frontier, stage by stage, with wall time, peak resident memory
(``getrusage``) and the accuracy estimates (the stationary law's relative balance residual and
error estimate, the gap's error).

- reversible (issue 15 point 1): ``potts(q, n, 1.0, graph="cycle")`` at ``T = 1.5`` with
  float32 conditionals and pairwise logits built on the fly;
- non-reversible (issue 31 point 3): ``--model pairwise``, ``random_pairwise(q, n, 0.5, rng=0)``
  (independent asymmetric couplings: incompatible conditionals) at ``T = 1``, float64
  conditionals by default, logits on the fly above ``2**22`` states; the gap by left and right
  Krylov-Schur runs and the two-sided Rayleigh quotient (``spectral_summary(...,
  nonreversible_k=0)``: the reversibilization gaps are left out).

    python benchmarks/exact_frontier.py --q 10 --n 7                # 10**7 states, ~2 min
    python benchmarks/exact_frontier.py --q 10 --n 8 --json out.json  # 10**8 states, ~10 min, ~10 GiB
    python benchmarks/exact_frontier.py --model pairwise --q 10 --n 7 --json out.json  # 10**7, not reversible

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
    ap.add_argument("--temperature", type=float, default=None, help="default 1.5 (potts), 1.0 (pairwise)")
    ap.add_argument("--model", choices=("potts", "pairwise"), default="potts")
    ap.add_argument("--dtype", choices=("float32", "float64"), default=None,
                    help="stored conditionals (default float32 for potts, float64 for pairwise)")
    ap.add_argument("--json", default=None, help="write the record to this file")
    args = ap.parse_args(argv)

    import numpy as np

    from exact import glauber_kernel, spectral_summary, stationary_law
    from toolkit.models import potts, random_pairwise

    if args.model == "potts":
        model, name = potts(args.q, args.n, 1.0, graph="cycle"), f"potts({args.q}, {args.n}, 1.0, graph='cycle')"
    else:
        model, name = random_pairwise(args.q, args.n, 0.5, rng=0), f"random_pairwise({args.q}, {args.n}, 0.5, rng=0)"
    T = args.temperature if args.temperature is not None else (1.5 if args.model == "potts" else 1.0)
    dtype = args.dtype or ("float32" if args.model == "potts" else "float64")
    logits = "on-the-fly" if args.model == "potts" or args.q**args.n > 2**22 else "auto"
    rec = {"model": name, "temperature": T, "states": args.q**args.n, "dtype": dtype, "logits": logits,
           "cpus": os.cpu_count(), "machine": platform.machine(), "load_before": os.getloadavg()}

    def stage(name, t0):
        rec[f"{name}_s"] = round(time.perf_counter() - t0, 2)
        rec[f"{name}_peak_gib"] = round(peak_gib(), 3)
        print(f"{name:>6}: {rec[f'{name}_s']:8.1f} s, peak {rec[f'{name}_peak_gib']:.2f} GiB, "
              f"load {os.getloadavg()[0]:.1f}", flush=True)

    t_all = t0 = time.perf_counter()
    K = glauber_kernel(model, temperature=T, dtype=np.dtype(dtype), max_states=2e8, logits=logits)
    stage("build", t0)
    t0 = time.perf_counter()
    law = stationary_law(K)
    stage("pi", t0)
    rec.update(pi_method=law.method, pi_residual_l1=law.residual,
               pi_max_relative_residual=law.max_relative_residual, pi_relative_error=law.relative_error,
               pi_min=float(law.pi.min()))
    t0 = time.perf_counter()
    s = spectral_summary(K, law, nonreversible_k=0)
    stage("gap", t0)
    rec.update(gap=s.spectral_gap, gap_error=s.gap_error, gap_relative_error=s.gap_error / s.spectral_gap,
               gap_method=s.method, lambda_2=s.lambda_2, relaxation_time=s.relaxation_time,
               reversible=s.reversible, reversibility_rule=s.reversibility_rule,
               pi_plus_gap_s=round(rec["pi_s"] + rec["gap_s"], 2),
               total_s=round(time.perf_counter() - t_all, 2), peak_gib=round(peak_gib(), 3),
               load_after=os.getloadavg())
    print(json.dumps(rec, indent=1))
    if args.json:
        with open(args.json, "w") as fh:
            json.dump(rec, fh, indent=1)


if __name__ == "__main__":
    main()
