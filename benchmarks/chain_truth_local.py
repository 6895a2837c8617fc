"""Before / after of the localized distinguishing statistics (issue 24, branch i24-local), read
from records of ``benchmarks/chain_truth.py`` (same seeds, truth from the same cache).

Per record: the t_mix lower rows held against the truth (sound: at most ``t_rel ln(4 / pi_min)``,
chain_truth's check), the distinguishing rows at each ``(T, n)`` that are non-vacuous (above 1)
and not censored, their median ratio to the truth's own lower end ``(t_rel - 1) ln 2`` (Levin-Peres
Thm 12.5: the true ``t_mix`` is at least that, so a ratio below 1 is no sign of unsoundness, only
of a weak bound), which pair gave them (x* against the farthest start, or a pair of basins on the
sites where they differ), the sampled growth verdicts over n = 8..32 per temperature and the
seeds whose verdict changed, and the sampling cost. The comparison is appended to the ``--after``
record's ``.md`` and stored under ``"comparison"`` in its ``.json``.

Usage::

    python benchmarks/chain_truth_local.py --after benchmarks/results/chain-truth-local-2026-12-03 \\
        --before benchmarks/results/chain-truth-local-before-2026-12-03 --label "integ 642c8cf (24 chains)" \\
        --before benchmarks/results/chain-truth-local-whole48-2026-12-03 --label "integ, low_chains=48"
"""

from __future__ import annotations

import argparse
import json
import math
from collections import Counter

import numpy as np


def summary(rec):
    rows = [c for c in rec["cells"] if c["quantity"] == "t_mix" and c["kind"] == "lower"]
    dist = [c for c in rows if "distinguishing" in c["method"]]
    by = {}
    for c in dist:
        k = f"T={c['T']} n={c['n']}"
        a = by.setdefault(k, dict(cells=0, non_vacuous_uncensored=0, ratios=[], basin_pair=0))
        a["cells"] += 1
        if c["low"] > 1 and not c["censored"]:
            a["non_vacuous_uncensored"] += 1
            a["ratios"].append(c["low"] / ((c["truth"] - 1) * math.log(2)))
        if "two basins differ" in c["method"] and c["low"] > 1:
            a["basin_pair"] += 1
    for a in by.values():
        a["median_ratio_to_truth_lower_end"] = float(np.median(a["ratios"])) if a["ratios"] else None
        a["max_ratio_to_truth_lower_end"] = float(max(a["ratios"])) if a["ratios"] else None
        del a["ratios"]
    verdicts = Counter(f"T={v['T']} {v['sampled_verdict_8_32']}" for v in rec["verdicts"])
    with_reasons = [v for v in rec["verdicts"] if "sampled_reasons" in v]
    jump = (sum(any("jump" in x for x in v["sampled_reasons"]) for v in with_reasons) if with_reasons else None)
    return dict(commit=rec.get("commit"), command=rec["command"], options=rec["options"],
                t_mix_lower_sound=[sum(c["sound"] for c in rows), len(rows)],
                distinguishing_sound=[sum(c["sound"] for c in dist), len(dist)],
                verdicts_by_the_jump_branch=jump,
                distinguishing_by_cell=dict(sorted(by.items(), key=lambda kv: tuple(
                    float(v.split("=")[1]) for v in kv[0].split()))), verdicts=dict(sorted(verdicts.items())),
                cost=rec["sampled_cost"])


def changed(before, after):
    b = {(v["seed"], v["T"]): v["sampled_verdict_8_32"] for v in before["verdicts"]}
    return [dict(seed=v["seed"], T=v["T"], before=b.get((v["seed"], v["T"])), after=v["sampled_verdict_8_32"])
            for v in after["verdicts"] if b.get((v["seed"], v["T"])) != v["sampled_verdict_8_32"]]


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--after", required=True, help="record path without .json/.md")
    ap.add_argument("--before", action="append", required=True, help="record path without .json (repeatable)")
    ap.add_argument("--label", action="append", help="one per --before (the record's commit may be empty: say it)")
    args = ap.parse_args()
    with open(args.after + ".json") as fh:
        after = json.load(fh)
    labels = args.label or args.before
    if len(labels) != len(args.before):
        raise SystemExit("give one --label per --before")
    runs = [(lab, json.load(open(p + ".json"))) for lab, p in zip(labels, args.before, strict=True)]
    runs.append(("after (this branch)", after))
    comp = {lab: summary(r) for lab, r in runs}
    for lab, r in runs[:-1]:
        comp[lab]["verdicts_changed_in_after"] = changed(r, after)
    after["comparison"] = comp
    with open(args.after + ".json", "w") as fh:
        json.dump(after, fh, indent=1)
    lines = ["", "## Before / after (benchmarks/chain_truth_local.py)", ""]
    for lab, s in comp.items():
        lines += [f"### {lab}", "", f"Command: `{s['command']}`; commit {s['commit'] or '(see label)'}; "
                  f"low_chains {s['options']['low_chains']}.", "",
                  f"- t_mix lower rows sound: {s['t_mix_lower_sound'][0]} of {s['t_mix_lower_sound'][1]} "
                  f"(distinguishing rows {s['distinguishing_sound'][0]} of {s['distinguishing_sound'][1]})",
                  "- sampled verdicts over n = 8..32: " + ", ".join(f"{k}: {v}" for k, v in s["verdicts"].items())
                  + ("" if s["verdicts_by_the_jump_branch"] is None else
                     f"; decided by the jump branch: {s['verdicts_by_the_jump_branch']}"),
                  "- sampling cost: " + "; ".join(f"T = {T}: {c['seconds']} s, {c['model_calls']} model calls"
                                                   for T, c in sorted(s["cost"].items())), "",
                  "| cell | resolved cells | distinguishing bound > 1, not censored | from a pair of basins | "
                  "median / max ratio to (t_rel - 1) ln 2 |", "|---|---|---|---|---|"]
        for k, a in s["distinguishing_by_cell"].items():
            med = a["median_ratio_to_truth_lower_end"]
            rat = "-" if med is None else f"{med:.3g} / {a['max_ratio_to_truth_lower_end']:.3g}"
            lines.append(f"| {k} | {a['cells']} | {a['non_vacuous_uncensored']} | {a['basin_pair']} | {rat} |")
        ch = s.get("verdicts_changed_in_after")
        if ch is not None:
            why = {(v["seed"], v["T"]): v.get("sampled_reasons", []) for v in after["verdicts"]}
            lines += ["", "Verdicts that differ in the after run (with the after run's first reasons): " + ("; ".join(
                f"seed {c['seed']} T = {c['T']}: {c['before']} -> {c['after']} ("
                + " / ".join(why[(c["seed"], c["T"])][:3]) + ")" for c in ch) or "none")]
        lines.append("")
    with open(args.after + ".md", "a") as fh:
        fh.write("\n".join(lines) + "\n")
    print("\n".join(lines))


if __name__ == "__main__":
    main()
