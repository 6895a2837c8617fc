"""The power table of ``toolkit.testing.check_sampler`` (issue 28, point 5): for each planted
mistake (:data:`toolkit.testing.MISTAKES`), in a numpy and a torch sampler, on a toy model
and on a tiny-en window, the fraction of ``--reps`` seeded runs that
fail (caught) and that name the mistake (diagnosed), at each number of draws per start; the
smallest number of draws at which it is caught with probability >= 0.95 (at least
``ceil(0.95 reps)`` of the runs); and the false failures of the correct step over
``--false-alarm-runs`` seeded runs.

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

from scipy import stats  # noqa: E402

from toolkit.models import random_pairwise  # noqa: E402
from toolkit.testing import MISTAKES, check_sampler, planted_step  # noqa: E402

SIZES = (25, 50, 100, 200, 400, 800, 1600)


def _power(model, T, starts, backend, reps, label, rows):
    for mistake in MISTAKES:
        step = planted_step(model, T, mistake, backend=backend)
        for size in SIZES:
            res = [check_sampler(step, model, T, n_samples=size, max_starts=starts, rng=1000 * size + r)
                   for r in range(reps)]
            caught = sum(not x.passed for x in res)
            named = sum(x.diagnosis == MISTAKES[mistake] and not x.passed for x in res)
            rows.append({"case": label, "mistake": mistake, "n_samples": size, "caught": caught, "diagnosed": named,
                         "reps": reps, "detectable_tv": res[0].detectable_tv})
            print(f"{label:28s} {mistake:22s} {size:5d}: caught {caught}/{reps}, named {named}", flush=True)
            if caught == reps and named == reps:
                break  # larger sizes only add certainty


def _false_alarms(model, T, starts, backend, runs, size, label):
    step = planted_step(model, T, "none", backend=backend)
    fails = sum(not check_sampler(step, model, T, n_samples=size, max_starts=starts, rng=7_000_000 + r).passed
                for r in range(runs))
    print(f"{label:28s} correct step: {fails}/{runs} false failures at {size} draws per start", flush=True)
    return {"case": label, "runs": runs, "n_samples": size, "failures": fails,
            "binomial_p_rate_above_alpha": float(stats.binomtest(fails, runs, 1e-3, alternative="greater").pvalue)}


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--reps", type=int, default=20)
    p.add_argument("--false-alarm-runs", type=int, default=200)
    p.add_argument("--no-mlm", action="store_true", help="leave out the tiny-en window")
    p.add_argument("--out", default=os.path.join(ROOT, "benchmarks", "results",
                                                 f"sampler-power-{datetime.date.today().isoformat()}"))
    args = p.parse_args()
    T = 0.7
    toy = random_pairwise(3, 4, 0.8, rng=1)
    cases = [("toy, numpy", toy, 24, "numpy"), ("toy, torch", toy, 24, "torch")]
    if not args.no_mlm:
        from toolkit.models.mlm import load_model

        window = load_model("tiny-en", tokens=["the", "king", "people"], prefix="and", suffix="said to moses", n=2)
        cases += [("tiny-en window, numpy", window, 9, "numpy"), ("tiny-en window, torch", window, 9, "torch")]
    commit = subprocess.run(["git", "rev-parse", "--short", "HEAD"], capture_output=True, text=True,
                            cwd=ROOT).stdout.strip()
    load0 = os.getloadavg()
    t0, w0 = time.process_time(), time.perf_counter()
    rows, alarms = [], []
    for label, model, starts, backend in cases:
        alarms.append(_false_alarms(model, T, starts, backend, args.false_alarm_runs, 400, label))
        _power(model, T, starts, backend, args.reps, label, rows)
    need = math.ceil(0.95 * args.reps)
    first = {}
    for label, *_ in cases:
        for m in MISTAKES:
            hits = [r["n_samples"] for r in rows if r["case"] == label and r["mistake"] == m and r["caught"] >= need]
            named = [r["n_samples"] for r in rows if r["case"] == label and r["mistake"] == m
                     and r["diagnosed"] >= need]
            first[f"{label}: {m}"] = {"case": label, "mistake": m, "caught": hits[0] if hits else None,
                                      "diagnosed": named[0] if named else None}
    cpu, wall = time.process_time() - t0, time.perf_counter() - w0
    record = {"script": "benchmarks/sampler_power.py", "date": datetime.date.today().isoformat(), "commit": commit,
              "toy": "random_pairwise(q=3, n=4, scale=0.8, rng=1), 24 starts stratified by pi (of 81 states)",
              "window": "tiny-en, 2 slots of 'and _ _ said to moses', tokens the/king/people (9 states, every start)",
              "temperature": T, "alpha": 1e-3, "reps": args.reps, "cpu_s": round(cpu, 1), "wall_s": round(wall, 1),
              "load_before": [round(x, 2) for x in load0], "load_after": [round(x, 2) for x in os.getloadavg()],
              "false_alarms": alarms, "rows": rows, "first_size_at_95": first}
    with open(args.out + ".json", "w") as fh:
        json.dump(record, fh, indent=1)
    lines = [f"# Power of check_sampler (issue 28, {record['date']}, commit {commit})", "",
             f"`python benchmarks/sampler_power.py --reps {args.reps} --false-alarm-runs {args.false_alarm_runs}`: "
             f"T = {T}, random scan, alpha = 1e-3 (Holm over the starts); toy {record['toy']}; window "
             f"{record['window']}; {args.reps} seeds per cell; {cpu:.0f} s of CPU, {wall:.0f} s wall "
             f"(load {load0[0]:.1f} at the start, shared cores).", "",
             "False failures of the correct step (400 draws per start; the rate should be at most alpha = 0.001):", "",
             "| case | runs | failures | binomial p (rate > 0.001) |", "|---|---|---|---|"]
    lines += [f"| {a['case']} | {a['runs']} | {a['failures']} | {a['binomial_p_rate_above_alpha']:.3g} |"
              for a in alarms]
    lines += ["", "Smallest draws per start at which a mistake is caught (and named) in at least "
              f"{need} of {args.reps} runs (probability >= 0.95):", "",
              "| case | mistake | caught at | named at |", "|---|---|---|---|"]
    lines += [f"| {d['case']} | {MISTAKES[d['mistake']]} | {d['caught']} | {d['diagnosed']} |" for d in first.values()]
    lines += ["", "| case | mistake | draws per start | caught | named | detectable TV (95 % power) |",
              "|---|---|---|---|---|---|"]
    lines += [f"| {r['case']} | {r['mistake']} | {r['n_samples']} | {r['caught']}/{r['reps']} | "
              f"{r['diagnosed']}/{r['reps']} | {r['detectable_tv']:.3f} |" for r in rows]
    with open(args.out + ".md", "w") as fh:
        fh.write("\n".join(lines) + "\n")
    print(f"written to {os.path.relpath(args.out, ROOT)}.json/.md")
    return 0


if __name__ == "__main__":
    sys.exit(main())
