"""The power table of ``toolkit.testing.check_sampler`` (issue 28, point 5): for each planted
mistake (:data:`toolkit.testing.MISTAKES`), in a numpy and a torch sampler, on a toy model
and on a tiny-en window, the fraction of ``--reps`` seeded runs that
fail (caught) and that name the mistake (diagnosed), at each number of draws per start; the
smallest number of draws at which it is caught with probability >= 0.95 (at least
``ceil(0.95 reps)`` of the runs); and the false failures of the correct step over
``--false-alarm-runs`` seeded runs.

The special-tokens mistake needs extra token logits: the toy gets two (logits -1 and -2 at
every site, :func:`toolkit.testing.with_specials`); the tiny-en window has its own, the whole
vocabulary (every token outside the window's set) and the tokenizer's 5 special tokens, whose
share of the softmax at T = 0.7 moves no start's row by more than TV 0.001 (beyond any affordable
number of draws), so that variant is measured at T = 2. Each variant in range (a drawn extra token
holds the site) and, on the toy, written out of range (the state holds token ``q + k``).

Usage: ``python benchmarks/sampler_power.py [--reps 20] [--out benchmarks/results/sampler-power-DATE]``
(writes ``.json`` and ``.md``); ``--mistakes special-tokens --merge PATH.json`` runs only those
mistakes and puts their rows into the record at PATH (its other rows kept), rewriting PATH.json/.md.
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

import numpy as np  # noqa: E402
from scipy import stats  # noqa: E402

from exact import ExactChain  # noqa: E402
from toolkit.app import testing as tt  # noqa: E402
from toolkit.models import random_pairwise  # noqa: E402
from toolkit.testing import MISTAKES, check_sampler, planted_step, with_specials  # noqa: E402

SIZES = (25, 50, 100, 200, 400, 800, 1600)
#: the special-tokens variants: (label, planted_step keywords, temperature or None for the record's, sizes)
TOY_SPECIAL_VARIANTS = (("", {}, None, SIZES),
                        ("written out of range", {"on_special": "write"}, None, SIZES))
WINDOW_SPECIAL_VARIANTS = (("whole vocabulary", {"specials": "outside"}, None, SIZES),
                           ("special tokens, T = 2", {"specials": "special"}, 2.0, (400, 800, 1600, 3200, 6400)))


def _effect(model, T, mistake, kw):
    """Exact TV between the claimed and the planted kernel's rows, median and max over every
    start (the hold variants; None for a step written out of range or a kernel not built)."""
    if kw.get("on_special") == "write":
        return None
    chain = ExactChain(model, temperature=T)
    S = np.arange(chain.n_states)
    if mistake == "special-tokens":
        alt = tt._special_rows(chain, model, S, T, "random", 0.0, kw.get("specials", "special"))
    else:
        alt = tt._mistake_rows(mistake, chain, model, S, T, "random", 0.0)
    if alt is None:
        return None
    d = 0.5 * np.abs(tt._rows(chain, S, 1) - alt).sum(axis=1)
    return [round(float(np.median(d)), 5), round(float(d.max()), 5)]


def _power(model, special_model, T, starts, backend, reps, label, rows, mistakes, variants):
    for mistake in mistakes:
        if mistake == "special-tokens":
            model = special_model
        for variant, kw, T_v, sizes in (variants if mistake == "special-tokens" else (("", {}, None, SIZES),)):
            T_run = T if T_v is None else T_v
            step = planted_step(model, T_run, mistake, backend=backend, **kw)
            effect = _effect(model, T_run, mistake, kw)
            for size in sizes:
                res = [check_sampler(step, model, T_run, n_samples=size, max_starts=starts, rng=1000 * size + r)
                       for r in range(reps)]
                caught = sum(not x.passed for x in res)
                named = sum(x.diagnosis == MISTAKES[mistake] and not x.passed for x in res)
                row = {"case": label, "mistake": mistake, "n_samples": size, "caught": caught, "diagnosed": named,
                       "reps": reps, "detectable_tv": res[0].detectable_tv}
                if variant or T_run != T:
                    row.update(variant=variant, temperature=T_run)
                if effect is not None:
                    row["exact_tv_median_max"] = effect
                rows.append(row)
                print(f"{label:24s} {mistake:16s} {variant:22s} {size:5d}: caught {caught}/{reps}, named {named}",
                      flush=True)
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
    p.add_argument("--mistakes", default=",".join(MISTAKES), help="comma-separated MISTAKES keys to run")
    p.add_argument("--merge", default=None, help="a record (.json) whose rows for the other mistakes are kept")
    p.add_argument("--out", default=os.path.join(ROOT, "benchmarks", "results",
                                                 f"sampler-power-{datetime.date.today().isoformat()}"))
    args = p.parse_args()
    T = 0.7
    mistakes = [m for m in args.mistakes.split(",") if m]
    bad = [m for m in mistakes if m not in MISTAKES]
    if bad:
        p.error(f"--mistakes: unknown {bad}; known {list(MISTAKES)}")
    toy = random_pairwise(3, 4, 0.8, rng=1)
    toy_s = with_specials(toy, [-1.0, -2.0])  # used for the special-tokens mistake only
    cases = [("toy, numpy", toy, toy_s, 24, "numpy"), ("toy, torch", toy, toy_s, 24, "torch")]
    if not args.no_mlm:
        from toolkit.models.mlm import load_model

        window = load_model("tiny-en", tokens=["the", "king", "people"], prefix="and", suffix="said to moses", n=2)
        cases += [("tiny-en window, numpy", window, window, 9, "numpy"),
                  ("tiny-en window, torch", window, window, 9, "torch")]
    commit = subprocess.run(["git", "rev-parse", "--short", "HEAD"], capture_output=True, text=True,
                            cwd=ROOT).stdout.strip()
    load0 = os.getloadavg()
    t0, w0 = time.process_time(), time.perf_counter()
    rows, alarms = [], []
    for label, model, special_model, starts, backend in cases:
        if not args.merge:  # a merged run keeps the record's false alarms
            alarms.append(_false_alarms(model, T, starts, backend, args.false_alarm_runs, 400, label))
        variants = TOY_SPECIAL_VARIANTS if label.startswith("toy") else WINDOW_SPECIAL_VARIANTS
        _power(model, special_model, T, starts, backend, args.reps, label, rows, mistakes, variants)
    cpu, wall = time.process_time() - t0, time.perf_counter() - w0
    run = {"command": " ".join(["python", "benchmarks/sampler_power.py", *sys.argv[1:]]), "commit": commit,
           "date": datetime.date.today().isoformat(), "mistakes": mistakes, "cpu_s": round(cpu, 1),
           "wall_s": round(wall, 1), "load_before": [round(x, 2) for x in load0],
           "load_after": [round(x, 2) for x in os.getloadavg()]}
    if args.merge:
        with open(args.merge) as fh:
            record = json.load(fh)
        record["rows"] = [r for r in record["rows"] if r["mistake"] not in mistakes] + rows
        record.setdefault("added", []).append(run)
        args.out = args.merge.removesuffix(".json")
    else:
        record = {"script": "benchmarks/sampler_power.py", "date": run["date"], "commit": commit,
                  "toy": "random_pairwise(q=3, n=4, scale=0.8, rng=1), 24 starts stratified by pi (of 81 states)",
                  "window": "tiny-en, 2 slots of 'and _ _ said to moses', tokens the/king/people (9 states, "
                            "every start)",
                  "temperature": T, "alpha": 1e-3, "reps": args.reps, "cpu_s": run["cpu_s"], "wall_s": run["wall_s"],
                  "load_before": run["load_before"], "load_after": run["load_after"], "false_alarms": alarms,
                  "rows": rows}
    record["special_tokens"] = ("toy: with_specials(toy, [-1, -2]) (two extra tokens, logits -1 and -2 at every "
                                "site); window: the whole vocabulary (202 tokens outside the 3) or the tokenizer's "
                                "5 special tokens (T = 2); in range a drawn extra token holds the site, 'written "
                                "out of range' writes it as token q + k")
    if not args.no_mlm and "special-tokens" in mistakes:  # why the special set is measured at T = 2
        record["window_special_set_exact_tv_median_max_at_T"] = _effect(window, T, "special-tokens",
                                                                         {"specials": "special"})
    record["first_size_at_95"] = _first(record["rows"], math.ceil(0.95 * record["reps"]))
    with open(args.out + ".json", "w") as fh:
        json.dump(record, fh, indent=1)
    _write_md(record, args.out + ".md")
    print(f"written to {os.path.relpath(args.out, ROOT)}.json/.md")
    return 0


def _key(r):
    return (r["case"], r["mistake"], r.get("variant", ""))


def _first(rows, need):
    first = {}
    for key in dict.fromkeys(_key(r) for r in rows):
        mine = [r for r in rows if _key(r) == key]
        hits = [r["n_samples"] for r in mine if r["caught"] >= need]
        named = [r["n_samples"] for r in mine if r["diagnosed"] >= need]
        first[": ".join(k for k in key if k)] = {
            "case": key[0], "mistake": key[1], "variant": key[2], "temperature": mine[0].get("temperature"),
            "caught": hits[0] if hits else None, "diagnosed": named[0] if named else None,
            "largest_tried": max(r["n_samples"] for r in mine), "exact_tv_median_max": mine[0].get("exact_tv_median_max")}
    return first


def _write_md(record, path):
    T, reps, need = record["temperature"], record["reps"], math.ceil(0.95 * record["reps"])
    alarms = record["false_alarms"]
    first = record["first_size_at_95"]
    lines = [f"# Power of check_sampler (issue 28, {record['date']}, commit {record['commit']})", "",
             f"`python benchmarks/sampler_power.py --reps {reps} --false-alarm-runs {alarms[0]['runs']}`: "
             f"T = {T}, random scan, alpha = 1e-3 (Holm over the starts); toy {record['toy']}; window "
             f"{record['window']}; {reps} seeds per cell; {record['cpu_s']:.0f} s of CPU, {record['wall_s']:.0f} s "
             f"wall (load {record['load_before'][0]:.1f} at the start, shared cores)."]
    for run in record.get("added", []):
        lines += ["", f"Rows of {', '.join(run['mistakes'])} added by `{run['command']}` (commit {run['commit']}, "
                      f"{run['date']}): {run['cpu_s']:.0f} s of CPU, {run['wall_s']:.0f} s wall (load "
                      f"{run['load_before'][0]:.1f} at the start); the other rows are the first run's."]
    if "special_tokens" in record:
        lines += ["", f"Special tokens: {record['special_tokens']}."]
    if record.get("window_special_set_exact_tv_median_max_at_T"):
        med, top = record["window_special_set_exact_tv_median_max_at_T"]
        lines += ["", f"At T = {T} the window's 5 special tokens move its rows by exact TV {med:.2g} (median "
                      f"over the 9 starts) to {top:.2g} (largest): out of reach of any number of draws tried here, "
                      "hence their row at T = 2."]
    lines += ["", "False failures of the correct step (400 draws per start; the rate should be at most alpha = 0.001):",
              "", "| case | runs | failures | binomial p (rate > 0.001) |", "|---|---|---|---|"]
    lines += [f"| {a['case']} | {a['runs']} | {a['failures']} | {a['binomial_p_rate_above_alpha']:.3g} |"
              for a in alarms]
    lines += ["", "Smallest draws per start at which a mistake is caught (and named) in at least "
              f"{need} of {reps} runs (probability >= 0.95); a dash: not within the sizes tried (up to the "
              "largest shown). Exact TV: between the claimed and the mistake's row, median and largest over every "
              "start (measured for the rows added with it):", "",
              "| case | mistake | T | caught at | named at | exact TV per start (median / max) |",
              "|---|---|---|---|---|---|"]
    for d in first.values():
        what = MISTAKES[d["mistake"]] + (f" ({d['variant']})" if d.get("variant") else "")
        tvs = d.get("exact_tv_median_max")
        lines.append(f"| {d['case']} | {what} | {d.get('temperature') or T:g} | "
                     f"{d['caught'] if d['caught'] is not None else '- (' + str(d['largest_tried']) + ')'} | "
                     f"{d['diagnosed'] if d['diagnosed'] is not None else '-'} | "
                     f"{f'{tvs[0]:.3g} / {tvs[1]:.3g}' if tvs else ''} |")
    lines += ["", "| case | mistake | draws per start | caught | named | detectable TV (95 % power) |",
              "|---|---|---|---|---|---|"]
    lines += [f"| {r['case']} | {r['mistake']}{' (' + r['variant'] + ')' if r.get('variant') else ''}"
              f"{', T = ' + format(r['temperature'], 'g') if r.get('temperature') not in (None, T) else ''} | "
              f"{r['n_samples']} | {r['caught']}/{r['reps']} | "
              f"{r['diagnosed']}/{r['reps']} | {r['detectable_tv']:.3f} |" for r in record["rows"]]
    with open(path, "w") as fh:
        fh.write("\n".join(lines) + "\n")


if __name__ == "__main__":
    sys.exit(main())
