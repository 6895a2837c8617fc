"""The power table of ``toolkit.testing.check_sampler`` (issue 28, point 5): for each planted
mistake (:data:`toolkit.testing.MISTAKES`), the fraction of ``--reps`` seeded runs that fail
(caught) and that name the mistake (diagnosed), at each number of draws per start; the
smallest number of draws at which it is caught with probability >= 0.95 (at least
``ceil(0.95 reps)`` of the runs); and the false-failure rate of the correct step.

Usage: ``python benchmarks/sampler_power.py [--reps 20] [--out benchmarks/results/sampler-power-DATE]``
(writes ``.json`` and ``.md``).
"""

from __future__ import annotations

import argparse
import datetime
import json
import math
import os
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

from toolkit.models import random_pairwise  # noqa: E402
from toolkit.testing import MISTAKES, check_sampler, planted_step  # noqa: E402

SIZES = (25, 50, 100, 200, 400, 800, 1600)


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--reps", type=int, default=20)
    p.add_argument("--out", default=os.path.join(ROOT, "benchmarks", "results",
                                                 f"sampler-power-{datetime.date.today().isoformat()}"))
    args = p.parse_args()
    q, n, scale, T, starts = 3, 4, 0.8, 0.7, 24
    model = random_pairwise(q, n, scale, rng=1)
    commit = subprocess.run(["git", "rev-parse", "--short", "HEAD"], capture_output=True, text=True,
                            cwd=ROOT).stdout.strip()
    load0 = os.getloadavg()
    t0 = time.process_time()
    rows = []
    for mistake in ["none", *MISTAKES]:
        step = planted_step(model, T, mistake)
        for size in SIZES:
            reps = [check_sampler(step, model, T, n_samples=size, max_starts=starts, rng=1000 * size + r)
                    for r in range(args.reps)]
            caught = sum(not x.passed for x in reps)
            named = sum(x.diagnosis == MISTAKES.get(mistake, "") and not x.passed for x in reps)
            rows.append({"mistake": mistake, "n_samples": size, "caught": caught, "diagnosed": named,
                         "reps": args.reps, "detectable_tv": reps[0].detectable_tv})
            print(f"{mistake:22s} {size:5d}: caught {caught}/{args.reps}, named {named}", flush=True)
            if mistake != "none" and caught == args.reps and named == args.reps:
                break  # larger sizes only add certainty
    need = math.ceil(0.95 * args.reps)
    first = {}
    for m in MISTAKES:
        hits = [r["n_samples"] for r in rows if r["mistake"] == m and r["caught"] >= need]
        named = [r["n_samples"] for r in rows if r["mistake"] == m and r["diagnosed"] >= need]
        first[m] = {"caught": hits[0] if hits else None, "diagnosed": named[0] if named else None}
    cpu = time.process_time() - t0
    record = {"script": "benchmarks/sampler_power.py", "date": datetime.date.today().isoformat(), "commit": commit,
              "model": f"random_pairwise(q={q}, n={n}, scale={scale}, rng=1)", "temperature": T,
              "starts": starts, "alpha": 1e-3, "reps": args.reps, "cpu_s": round(cpu, 1),
              "load_before": [round(x, 2) for x in load0], "load_after": [round(x, 2) for x in os.getloadavg()],
              "rows": rows, "first_size_at_95": first}
    with open(args.out + ".json", "w") as fh:
        json.dump(record, fh, indent=1)
    lines = [f"# Power of check_sampler (issue 28, {record['date']}, commit {commit})", "",
             f"`python benchmarks/sampler_power.py --reps {args.reps}`: model {record['model']}, T = {T}, "
             f"random scan, {starts} starts stratified by pi (of 81 states), alpha = 1e-3 (Holm); "
             f"{args.reps} seeds per cell; {cpu:.0f} s of CPU (load {load0[0]:.1f} at the start).", "",
             "Smallest draws per start at which a mistake is caught (and named) in at least "
             f"{need} of {args.reps} runs (probability >= 0.95):", "",
             "| mistake | caught at | named at |", "|---|---|---|"]
    for m, d in first.items():
        lines.append(f"| {MISTAKES[m]} | {d['caught']} | {d['diagnosed']} |")
    none = [r for r in rows if r["mistake"] == "none"]
    lines += ["", "False failures of the correct step (caught / runs) by draws per start: "
              + ", ".join(f"{r['n_samples']}: {r['caught']}/{r['reps']}" for r in none), "",
              "| mistake | draws per start | caught | named | detectable TV (95 % power) |", "|---|---|---|---|---|"]
    lines += [f"| {r['mistake']} | {r['n_samples']} | {r['caught']}/{r['reps']} | {r['diagnosed']}/{r['reps']} | "
              f"{r['detectable_tv']:.3f} |" for r in rows]
    with open(args.out + ".md", "w") as fh:
        fh.write("\n".join(lines) + "\n")
    print(f"written to {os.path.relpath(args.out, ROOT)}.json/.md")
    return 0


if __name__ == "__main__":
    sys.exit(main())
