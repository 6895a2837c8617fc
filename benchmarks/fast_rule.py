"""The steepening test of the faster-than-polynomial rule (toolkit.growth, 2026-12-03): verdicts
with the older "not slowing down" test and with the new one on data whose truth is known.

Old: the lower ends' slopes over both pairs of the window at least ``Z_FAST`` and the top one
at least 95 % of the lower one (``FAST_SLACK``). New: the top slope at least what a stretched
exponential ``exp(r n^b)``, ``b = FAST_POWER = 1/2``, with a polynomial prefactor of at most
``n^Z_POLY`` needs, ``s_1 + (s_1 - Z_POLY) (m_2 / m_1 - 1)`` with ``m_k = (n_{k+1}^b - n_k^b) /
ln(n_{k+1} / n_k)`` (module docstring of toolkit.growth).
The finding that asked for it (growth-rule-2026-12-03): the exact symmetric 1-D chain with
fields, seed 6, has exact ``t_mix = 10, 136, 830`` at ``n = 4, 6, 8`` (``T = 0.25``): two jumps
of slopes 6.44 and 6.29, called *faster than polynomial* by ``t_mix`` alone (hidden by ``t_rel``'s
polynomial verdict as a conflict) and giving that window a change temperature on a family with
none.

Scored, old against new, with ``toolkit.app.mixing_truth.truth_label``:

1. the exact calibration families of ``benchmarks/mixing_calibration.py`` (computed here or
   read back from ``--cache``);
2. with ``--sampled-cache DIR``: its sampled real-MLM-path families (``--every-sampled``: also
   the 2-D Potts tori and random pairwise models) read back from that cache
   (``mixing_calibration.py --kind sampled --keep-cache``'s key names; missing diagrams are
   computed);
3. the real MLMs' CPU diagrams (``benchmarks/results/mixing-real-cpu.json``), no truth.

For each family: per-temperature verdicts (right / wrong / undetermined), each *quantity's*
own "faster" verdicts on a polynomial truth (the ones a conflict hides), and the windows of
three sizes that locate a change temperature on a family whose truth has no change
(polynomial at every grid temperature).

    python benchmarks/fast_rule.py --sampled-cache CACHE --out benchmarks/results/fast-rule-2026-12-03
"""

from __future__ import annotations

import argparse
import json
import math
import os
import platform
import shlex
import subprocess
import sys
import tempfile
import time

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, ROOT)
sys.path.insert(0, HERE)

import growth_rule as gr  # noqa: E402
import mixing_calibration as mc  # noqa: E402

from toolkit import growth  # noqa: E402
from toolkit.app.mixing_diagram import diagram_verdicts  # noqa: E402


def quantity_fast_on_polynomial(fam: dict, diagrams: list, accelerate: bool) -> list[dict]:
    """Cells where one quantity alone says *faster than polynomial* and the truth is polynomial."""
    out = []
    for seed, d in diagrams:
        ns = np.asarray(d.n_values, dtype=float)
        for j, T in enumerate(d.temperatures):
            truth = mc.truth_label(fam["truth"], T, int(ns[-1]), **fam.get("truth_params", {}))
            if truth != "polynomial":
                continue
            for qn in growth.QUANTITIES:
                b = np.array([d.cells[i][j].bracket(qn)[:3] for i in range(ns.size)], dtype=float)
                v = growth.growth_verdict(ns, b[:, 0], b[:, 1], censored=b[:, 2].astype(bool), temperature=T,
                                          quantity=qn, accelerate=accelerate)
                if v.verdict == growth.FASTER:
                    out.append({"seed": seed, "T": T, "quantity": qn, "n": list(v.n_values),
                                "low_slopes": [s[4] for s in v.slopes]})
    return out


def spurious_changes(fam: dict, diagrams: list, accelerate: bool) -> list[dict]:
    """Windows that locate a change temperature on a diagram whose truth is polynomial at every
    grid temperature."""
    out = []
    for seed, d in diagrams:
        n_max = int(d.n_values[-1])
        if any(mc.truth_label(fam["truth"], T, n_max, **fam.get("truth_params", {})) != "polynomial"
               for T in d.temperatures):
            continue
        _, changes = diagram_verdicts(d.n_values, d.temperatures, d.cells, accelerate=accelerate)
        out += [{"seed": seed, "n": list(c.n_values), "low": c.low, "high": c.high} for c in changes
                if math.isfinite(c.low)]
    return out


def score_both(fam: dict, diagrams: list) -> dict:
    res = {"name": fam["name"], "n_seeds": len(diagrams), "ns": list(fam["ns"]), "temps": list(fam["temps"])}
    cells = {}
    for tag, acc in (("old", False), ("new", True)):
        s = mc.score(fam, diagrams, growth.Z_POLY, growth.Z_FAST, accelerate=acc)
        res[tag] = {k: s[k] for k in ("right", "wrong", "undetermined", "wrong_cells")}
        res[tag]["quantity_fast_on_polynomial"] = quantity_fast_on_polynomial(fam, diagrams, acc)
        res[tag]["spurious_changes"] = spurious_changes(fam, diagrams, acc)
        cells[tag] = s["cells"]
    res["changed"] = [{"seed": a[0], "T": a[1], "old": a[2], "new": b[2], "truth": a[3]}
                      for a, b in zip(cells["old"], cells["new"], strict=True) if a[2] != b[2]]
    return res


def real_rows(path: str) -> list[dict]:
    """The real MLMs' diagrams re-scored under both tests (cells rebuilt as growth_rule does)."""
    out = []
    for m, ns, Ts, grid in gr.real_grids(path):
        old, ch_old = diagram_verdicts(ns, Ts, grid, accelerate=False)
        new, ch_new = diagram_verdicts(ns, Ts, grid)
        out.append({"model": m["model"], "n_values": ns, "temperatures": Ts,
                    "recorded": [v["verdict"] for v in m["verdicts"]],
                    "old": [v.verdict for v in old], "new": [v.verdict for v in new],
                    "change_old": [str(c) for c in ch_old], "change_new": [str(c) for c in ch_new]})
    return out


def _md(rec: dict) -> str:
    out = ["# The steepening test of the faster-than-polynomial rule: old against new (issue 24)", "",
           f"Command: `{rec['command']}`  ",
           f"Commit: {rec['commit']}; machine: {rec['machine']}; load average {rec['load_start']} at the start, "
           f"{rec['load_end']} at the end; {rec['seconds']:.0f} s in all; diagrams read back from caches: "
           f"{rec['read_back']} of {rec['n_diagrams']}.", "",
           *([f"Note: {rec['note']}", ""] if rec.get("note") else []),
           "Rules (toolkit/growth.py): *old* = lower ends' slopes >= Z_FAST over both pairs of the window and the "
           "top one >= 95 % of the lower one; *new* = the top one >= s_1 + (s_1 - Z_POLY)(m_2/m_1 - 1), m_k = "
           "(n_(k+1)^b - n_k^b) / ln(n_(k+1) / n_k) with b = FAST_POWER: what exp(r n^b) with a prefactor of at "
           f"most n^Z_POLY needs. FAST_POWER = {growth.FAST_POWER:g}, Z_POLY = {growth.Z_POLY:g}, "
           f"Z_FAST = {growth.Z_FAST:g}.", ""]
    for part, title in (("exact", "Exact calibration families"), ("sampled", "Sampled families")):
        fams = rec.get(part)
        if not fams:
            continue
        out += [f"## {title}", "",
                "| family | seeds | sizes | right | wrong | undetermined | one quantity 'faster' on a polynomial "
                "truth | windows locating a change on a no-change diagram |", "|---|---|---|---|---|---|---|---|"]
        for f in fams:
            o, n = f["old"], f["new"]
            out.append(f"| {f['name']} | {f['n_seeds']} | {', '.join(map(str, f['ns']))} | {o['right']} -> "
                       f"{n['right']} | {o['wrong']} -> {n['wrong']} | {o['undetermined']} -> {n['undetermined']} | "
                       f"{len(o['quantity_fast_on_polynomial'])} -> {len(n['quantity_fast_on_polynomial'])} | "
                       f"{len(o['spurious_changes'])} -> {len(n['spurious_changes'])} |")
        tot = {t: {k: sum(f[t][k] for f in fams) for k in ("right", "wrong", "undetermined")} for t in ("old", "new")}
        out += ["", f"In all: right {tot['old']['right']} -> {tot['new']['right']}, wrong {tot['old']['wrong']} -> "
                f"{tot['new']['wrong']}, undetermined {tot['old']['undetermined']} -> {tot['new']['undetermined']}.",
                "", "Cells whose verdict changed:", ""]
        out += [f"- {f['name']}: seed {c['seed']}, T = {c['T']:g}: {c['old']} -> {c['new']} (truth {c['truth']})"
                for f in fams for c in f["changed"]] or ["- none"]
        out += ["", "One quantity alone 'faster than polynomial' on a polynomial truth (old rule; lower-end slopes):",
                ""]
        out += [f"- {f['name']}: seed {x['seed']}, T = {x['T']:g}, {x['quantity']} over n = {x['n'][0]}..{x['n'][-1]}"
                f" (slopes {', '.join(f'{s:.2f}' for s in x['low_slopes'])}); new rule: "
                + ("still faster" if x in f["new"]["quantity_fast_on_polynomial"] else "not faster")
                for f in fams for x in f["old"]["quantity_fast_on_polynomial"]] or ["- none"]
        out += [""]
    if rec.get("real"):
        out += ["## Real MLMs (mixing-real-cpu record, cells read back; no truth)", "",
                "| model | T | recorded | old | new |", "|---|---|---|---|---|"]
        for m in rec["real"]:
            out += [f"| {m['model']} | {T:g} | {r} | {o} | {n} |"
                    for T, r, o, n in zip(m["temperatures"], m["recorded"], m["old"], m["new"], strict=True)]
        out += [""] + [f"- {m['model']}: T*(n) old {'; '.join(m['change_old'])} -> new {'; '.join(m['change_new'])}"
                       for m in rec["real"] if m["change_old"] != m["change_new"]] + [""]
    out += ["## Checks", ""] + [f"- {c}" for c in rec["checks"]]
    return "\n".join(out) + "\n"


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--out", default=os.path.join(HERE, "results", "fast-rule-2026-12-03"))
    ap.add_argument("--cache", default=None, help="exact diagrams' cache (default: a temporary folder)")
    ap.add_argument("--sampled-cache", default=None, help="read the sampled families from this cache")
    ap.add_argument("--every-sampled", action="store_true", help="every sampled family of mixing_calibration "
                                                                 "(2-D Potts tori, random pairwise), not only "
                                                                 "the real-MLM path's")
    ap.add_argument("--real", default=gr.REAL)
    ap.add_argument("--note", default="")
    args = ap.parse_args(argv)
    t0, load0 = time.perf_counter(), gr._load()
    cache = args.cache or tempfile.mkdtemp(prefix="fast-rule-")
    os.makedirs(cache, exist_ok=True)

    def run(fams, where):
        done = []
        for fam in fams:
            done.append((fam, [(s, mc._run(fam, s, where)) for s in fam["seeds"]]))
            print(f"[{time.perf_counter() - t0:.0f} s] {fam['name']}", flush=True)
        return done

    exact = [score_both(f, d) for f, d in run(mc.exact_families(False), cache)]
    sampled = []
    if args.sampled_cache:
        fams = [f for f in mc.sampled_families(False, 20) if args.every_sampled or gr.SAMPLED_TAG in f["name"]]
        sampled = [score_both(f, d) for f, d in run(fams, args.sampled_cache)]
    real = real_rows(args.real)
    checks = []
    for f in exact + sampled:
        lost = [c for c in f["changed"] if c["old"] == growth.FASTER and c["truth"] == "faster"]
        if lost:
            checks.append(f"note: {f['name']}: {len(lost)} right 'faster' verdict(s) lost")
        if f["new"]["wrong"] > f["old"]["wrong"]:
            checks.append(f"FAIL: {f['name']}: more wrong verdicts ({f['old']['wrong']} -> {f['new']['wrong']})")
        if len(f["new"]["quantity_fast_on_polynomial"]) > len(f["old"]["quantity_fast_on_polynomial"]):
            checks.append(f"FAIL: {f['name']}: more 'faster' on a polynomial truth")
    nw = sum(f["new"]["wrong"] for f in exact)
    checks.append(f"{'ok' if nw == 0 else 'FAIL'}: exact families, new rule: {nw} wrong verdict(s)")
    for m in real:
        if m["new"] != m["old"]:
            checks.append(f"note: {m['model']}: verdicts change under the new rule")
    commit = subprocess.run(["git", "rev-parse", "--short", "HEAD"], capture_output=True, text=True,
                            cwd=ROOT).stdout.strip() or "unknown"
    rec = {"command": "python benchmarks/fast_rule.py " + shlex.join(argv if argv is not None else sys.argv[1:]),
           "commit": commit, "machine": f"{platform.machine()}, {os.cpu_count()} CPUs", "note": args.note,
           "load_start": load0, "load_end": gr._load(), "seconds": time.perf_counter() - t0,
           "read_back": len(mc.READ_BACK), "n_diagrams": sum(f["n_seeds"] for f in exact + sampled),
           "exact": exact, "sampled": sampled, "real": real, "checks": checks}
    rec = mc._clean(rec)
    with open(args.out + ".json", "w") as fh:
        json.dump(rec, fh, indent=1)
    with open(args.out + ".md", "w") as fh:
        fh.write(_md(rec))
    print(_md(rec))
    return 0 if not any(c.startswith("FAIL") for c in checks) else 1


if __name__ == "__main__":
    sys.exit(main())
