"""Rejection-free (n-fold way) vs plain Glauber: simulated steps per second, one run.

The model is a ferromagnetic Potts model (q = 3, n = 8, complete graph, coupling 1) at a
low temperature, started in the ground state all-0: a chain there stays put for
thousands of steps between changes. The plain sampler pays one model call per step;
the rejection-free sampler one (all-sites) call per change. Both run the same number of
chains from the same start; the script measures each sampler's simulated chain-steps per
second and the mean holding time (simulated steps per change), and exits non-zero if
the holding time is below 1000 steps or the speed-up below 100x.

    python benchmarks/rejection_free.py [--temperature 0.8] [--chains 64] [--json]
"""

from __future__ import annotations

import argparse
import json
import sys

import numpy as np

from toolkit.models import potts
from toolkit.sampling import run_chains, run_rejection_free


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--q", type=int, default=3)
    ap.add_argument("--n", type=int, default=8)
    ap.add_argument("--coupling", type=float, default=1.0)
    ap.add_argument("--temperature", type=float, default=0.8)
    ap.add_argument("--chains", type=int, default=64)
    ap.add_argument("--plain-steps", type=int, default=20_000)
    ap.add_argument("--rf-steps", type=int, default=20_000_000)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args(argv)

    model = potts(args.q, args.n, args.coupling)
    start = np.zeros(args.n, dtype=np.int64)
    common = dict(temperature=args.temperature, n_chains=args.chains, start=start, record_states=True)
    plain = run_chains(model, n_steps=args.plain_steps, record_times=[args.plain_steps], rng=args.seed, **common)
    rf = run_rejection_free(model, n_steps=args.rf_steps, rng=args.seed + 1, **common)
    jumps = int(rf.n_jumps.sum())
    hold = args.chains * args.rf_steps / max(jumps, 1)
    plain_sps = plain.steps_per_second
    rf_sps = rf.steps_per_second
    ratio = rf_sps / plain_sps
    out = {
        "model": repr(model), "coupling": args.coupling, "temperature": args.temperature, "chains": args.chains,
        "plain": {"steps": args.plain_steps, "seconds": plain.wall_time, "steps_per_second": plain_sps,
                  "model_calls": plain.n_model_calls},
        "rejection_free": {"steps": args.rf_steps, "seconds": rf.wall_time, "steps_per_second": rf_sps,
                           "model_calls": rf.n_model_calls, "changes": jumps},
        "mean_holding_steps": hold,
        "speedup": ratio,
    }
    ok = hold >= 1000 and ratio >= 100
    out["ok"] = ok
    if args.json:
        print(json.dumps(out, indent=2))
    else:
        print(f"model {out['model']} (coupling {args.coupling}) at T={args.temperature}, {args.chains} chains from all-0")
        print(f"plain:          {args.plain_steps:>12,d} steps in {plain.wall_time:8.3f} s -> "
              f"{plain_sps:14,.0f} chain-steps/s ({plain.n_model_calls} model calls)")
        print(f"rejection-free: {args.rf_steps:>12,d} steps in {rf.wall_time:8.3f} s -> "
              f"{rf_sps:14,.0f} chain-steps/s ({rf.n_model_calls} model calls, {jumps} changes)")
        print(f"mean holding time {hold:,.0f} steps; speed-up {ratio:,.0f}x  ->  {'OK' if ok else 'FAILED'} "
              "(needs holding >= 1000 and speed-up >= 100)")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
