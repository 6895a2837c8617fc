"""The jump branch of the polynomial rule (toolkit.growth, 2026-12-03): verdicts with and
without it on data whose truth is known.

1. The near-exact relaxation times of the masked 1-D Potts chain with ``N(0, 1)`` fields
   (``q = 20``, ``benchmarks/chain_truth.py``; its record's JSON, read back): every
   ``(seed, T)`` row resolved at ``n = 4, 8, 16`` is given the verdict of the old rule
   (``jump=False``) and of the new one, on the larger cut's value as an exact value
   (``low = high``) and on the bracket the two cuts span (``[min, max]``). The truth of this
   family is polynomial at every fixed ``T`` (1-D, finite range).
2. The exact calibration families of ``benchmarks/mixing_calibration.py`` (``exact_families``:
   independent sites, 1-D chains, contracting random models, Curie-Weiss, mean-field Potts q = 3,
   4, 5; diagrams computed here or read back from ``--cache``), scored with both rules against
   ``toolkit.app.mixing_truth.truth_label``: right / wrong / undetermined per family, every cell
   whose verdict changes, the change temperature ``T*(n)`` per window, and the threshold grid
   (wrong, decided) of mixing_calibration under both rules.
3. With ``--sampled``: the same for its sampled families through the real-MLM path (toy models
   wrapped like a real MLM: independent sites, 1-D chains, mean-field Potts q = 20), 20 seeds.
4. The real MLMs' CPU diagrams (``benchmarks/results/mixing-real-cpu.json``, cells read back):
   the verdict per temperature under both rules (no truth: what the change does to them).

Writes ``OUT.json`` and ``OUT.md``::

    python benchmarks/growth_rule.py --sampled --out benchmarks/results/growth-rule-2026-12-03

About 3 minutes for the exact families and 8 more with ``--sampled`` on one free core.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import shlex
import shutil
import subprocess
import sys
import tempfile
import time

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, ROOT)
sys.path.insert(0, HERE)

import mixing_calibration as mc  # noqa: E402

from toolkit import growth  # noqa: E402

CHAIN_TRUTH = os.path.join(HERE, "results", "chain-truth-2026-12-02.json")
REAL = os.path.join(HERE, "results", "mixing-real-cpu.json")
TRUTH_SIZES = (4, 8, 16)
SAMPLED_TAG = "real-MLM path"


def _load() -> str:
    return " ".join(f"{v:.2f}" for v in os.getloadavg())


def chain_truth_rows(path: str) -> list[dict]:
    """Old and new verdicts of every (seed, T) row of the chain-truth record resolved at n = 4, 8, 16."""
    with open(path) as fh:
        rec = json.load(fh)
    truth = rec["truth"]
    keys = sorted({tuple(k.split()[:2]) for k in truth}, key=lambda st: (float(st[1]), int(st[0])))
    rows = []
    for s, T in keys:
        cells = [truth.get(f"{s} {T} {n}") for n in TRUTH_SIZES]
        if not all(c and c["resolved"] for c in cells):
            continue
        n = np.array(TRUTH_SIZES, dtype=float)
        t = np.array([c["t_rel"][1] for c in cells])  # the larger cut (more states kept)
        lo = np.array([min(c["t_rel"]) for c in cells])
        hi = np.array([max(c["t_rel"]) for c in cells])
        row = {"seed": int(s), "T": float(T), "t_rel": t.tolist(), "cut_brackets": [lo.tolist(), hi.tolist()],
               "slopes": np.diff(np.log(t)) / np.diff(np.log(n)), "window_slope": math.log(t[-1] / t[0]) / math.log(4)}
        for tag, (a, b) in (("exact", (t, t)), ("cuts", (lo, hi))):
            old = growth.growth_verdict(n, a, b, temperature=float(T), jump=False)
            new = growth.growth_verdict(n, a, b, temperature=float(T))
            row[f"old_{tag}"], row[f"new_{tag}"] = old.verdict, new.verdict
            row[f"new_{tag}_summary"] = new.summary()
        row["slopes"] = row["slopes"].tolist()
        rows.append(row)
    return rows


def real_grids(path: str):
    """``(model record, n_values, temperatures, cells)`` per real MLM of the diagram record
    ``path``, its cells rebuilt (rows: sizes, columns: temperatures)."""
    from toolkit.app.mixing_diagram import Cell

    with open(path) as fh:
        rec = json.load(fh)
    for m in rec["models"]:
        ns, Ts = m["n_values"], m["temperatures"]
        grid = [[None] * len(Ts) for _ in ns]
        for c in m["cells"]:
            ts = tuple(growth.Timescale(**{**t, "high": math.inf if t["high"] is None else t["high"]})
                       for t in c["timescales"])
            grid[ns.index(c["n"])][Ts.index(c["T"])] = Cell(c["n"], c["T"], ts, c["method"], notes=tuple(c["notes"]))
        yield m, ns, Ts, grid


def real_rows(path: str) -> list[dict]:
    """Old and new verdicts of the real MLMs' diagrams saved in ``path`` (cells rebuilt)."""
    from toolkit.app.mixing_diagram import diagram_verdicts

    out = []
    for m, ns, Ts, grid in real_grids(path):
        old, ch_old = diagram_verdicts(ns, Ts, grid, jump=False)
        new, ch_new = diagram_verdicts(ns, Ts, grid)
        out.append({"model": m["model"], "n_values": ns, "recorded": [v["verdict"] for v in m["verdicts"]],
                    "temperatures": Ts, "old": [v.verdict for v in old], "new": [v.verdict for v in new],
                    "new_summaries": [v.summary() for v, w in zip(new, old, strict=True) if v.verdict != w.verdict],
                    "change_old": [str(c) for c in ch_old], "change_new": [str(c) for c in ch_new]})
    return out


def _changes(s: dict) -> list:
    return [(seed, [(list(c["n_values"]), c["low"], c["high"], c["monotone"]) for c in chs])
            for seed, chs in s["changes"]]


def why_undetermined(fam: dict, diagrams: list) -> list[dict]:
    """For each cell left undetermined by the new rule where the truth is polynomial: each
    quantity's own verdict (window, top pair's ``s_max``) as the rule reads it, and for
    ``t_mix`` a permissive ``s_max`` (censored lower ends accepted, the middle's lower end
    raised to ``(lo_rel - 1) ln 2``, Levin-Peres Theorem 12.5 for a reversible chain): what a
    looser branch could have decided."""
    from toolkit.app.mixing_diagram import diagram_verdicts

    rows = []
    for seed, d in diagrams:
        verdicts, _ = diagram_verdicts(d.n_values, d.temperatures, d.cells)
        ns = np.asarray(d.n_values, dtype=float)
        for j, v in enumerate(verdicts):
            truth = mc.truth_label(fam["truth"], v.temperature, int(ns[-1]), **fam.get("truth_params", {}))
            if v.verdict != growth.UNDETERMINED or truth != "polynomial":
                continue
            row = {"seed": seed, "T": v.temperature}
            br = {qn: np.array([d.cells[i][j].bracket(qn)[:3] for i in range(ns.size)], dtype=float)
                  for qn in growth.QUANTITIES}
            for qn, b in br.items():
                vq = growth.growth_verdict(ns, b[:, 0], b[:, 1], censored=b[:, 2].astype(bool))
                row[qn] = {"verdict": vq.verdict, "window": list(vq.n_values),
                           "s_max_top": vq.slopes[-1][3] if vq.slopes else math.inf}
            w = row["t_mix"]["window"]
            if len(w) >= 2:
                i, k = list(ns).index(w[-2]), list(ns).index(w[-1])
                lo = max(br["t_mix"][i, 0], (br["t_rel"][i, 0] - 1.0) * math.log(2.0))
                row["t_mix"]["s_max_permissive"] = _s_max(br["t_mix"][k, 1], lo, math.log(w[-1] / w[-2]))
            rows.append(row)
    return rows


def _s_max(hi: float, lo: float, span: float) -> float:
    return math.log(hi / lo) / span if lo > 0 and math.isfinite(hi) else math.inf


def score_both(fam: dict, diagrams: list) -> dict:
    old = mc.score(fam, diagrams, growth.Z_POLY, growth.Z_FAST, jump=False)
    new = mc.score(fam, diagrams, growth.Z_POLY, growth.Z_FAST)
    changed = [{"seed": a[0], "T": a[1], "old": a[2], "new": b[2], "truth": a[3]}
               for a, b in zip(old["cells"], new["cells"], strict=True) if a[2] != b[2]]
    return {"name": fam["name"], "n_seeds": len(diagrams), "ns": list(fam["ns"]), "temps": list(fam["temps"]),
            "old": {k: old[k] for k in ("right", "wrong", "undetermined", "wrong_cells")},
            "new": {k: new[k] for k in ("right", "wrong", "undetermined", "wrong_cells")},
            "changed": changed, "fast_on_poly_new": sum(c["verdict"] == growth.FASTER for c in new["wrong_cells"]),
            "changes_old": mc._clean(_changes(old)), "changes_new": mc._clean(_changes(new)),
            "undetermined_polynomial": why_undetermined(fam, diagrams)}


def threshold_grid(exact: list) -> list[dict]:
    rows = []
    for zp in mc.Z_POLY_GRID:
        for zf in mc.Z_FAST_GRID:
            if zf <= zp:
                continue
            row = {"z_poly": zp, "z_fast": zf}
            for tag, jump in (("old", False), ("new", True)):
                wrong = decided = 0
                for fam, diagrams in exact:
                    s = mc.score(fam, diagrams, zp, zf, jump=jump)
                    wrong += s["wrong"]
                    decided += s["right"] + s["wrong"]
                row[f"wrong_{tag}"], row[f"decided_{tag}"] = wrong, decided
            rows.append(row)
    return rows


# ---------------------------------------------------------------------- report
def _md(rec: dict) -> str:
    out = ["# The jump branch of the polynomial growth rule: old against new (issue 24)", "",
           f"Command: `{rec['command']}`  ",
           f"Commit: {rec['commit']}; machine: {rec['machine']}; load average {rec['load_start']} at the start, "
           f"{rec['load_end']} at the end; {rec['seconds']:.0f} s in all; diagrams read back from the cache: "
           f"{rec['read_back']} of {rec['n_diagrams']}.", "",
           *([f"Note: {rec['note']}", ""] if rec.get("note") else []),
           "Rules (toolkit/growth.py module docstring): *old* = the whole-window rule (upper ends within "
           f"n^{growth.Z_POLY:g} over the window n_(K-2)..n_K and its top pair); *new* = old, or the jump branch: "
           "s_max = ln(hi_K / lo_(K-1)) / ln(n_K / n_(K-1)) <= Z_POLY with lo_(K-1) > 0 not censored and hi_K "
           f"finite. Z_POLY = {growth.Z_POLY:g}, Z_FAST = {growth.Z_FAST:g}.", "",
           "## 1. Near-exact t_rel of the masked 1-D chain with fields (chain-truth-2026-12-02)", "",
           "q = 20, N(0,1) fields, Potts coupling 1; truth: polynomial at every fixed T. Rows resolved at every "
           "n = 4, 8, 16 (both cuts agree within 5 %): "
           f"{len(rec['chain_truth'])} of the record's {rec['chain_truth_rows_total']} (seed, T) rows.", "",
           "| seed | T | t_rel n=4 | n=8 | n=16 | slopes | window slope | old (exact) | new (exact) | old (cuts) | "
           "new (cuts) |", "|---|---|---|---|---|---|---|---|---|---|---|"]
    for r in rec["chain_truth"]:
        out.append(f"| {r['seed']} | {r['T']:g} | " + " | ".join(f"{v:.4g}" for v in r["t_rel"]) + " | "
                   + ", ".join(f"{v:.2f}" for v in r["slopes"]) + f" | {r['window_slope']:.2f} | {r['old_exact']} | "
                   f"{r['new_exact']} | {r['old_cuts']} | {r['new_cuts']} |")
    c = rec["chain_truth_counts"]
    out += ["", f"Polynomial: old rule {c['old_exact']} of {c['rows']}, new rule {c['new_exact']} of {c['rows']} "
            f"(on the cuts' brackets: {c['old_cuts']} and {c['new_cuts']}).", ""]
    for r in rec["chain_truth"]:
        out.append(f"- seed {r['seed']}, new (exact): {r['new_exact_summary']}")
    for part, title in (("exact", "2. Exact calibration families (mixing_calibration.exact_families)"),
                        ("sampled", "3. Sampled families through the real-MLM path (mixing_calibration, 20 seeds)")):
        fams = rec.get(part)
        if not fams:
            continue
        out += ["", f"## {title}", "",
                "Right / wrong / undetermined against toolkit.app.mixing_truth.truth_label, old -> new.", "",
                "| family | seeds | sizes | verdicts | right | wrong | undetermined | changed | new wrong cells |",
                "|---|---|---|---|---|---|---|---|---|"]
        for f in fams:
            o, n = f["old"], f["new"]
            tot = o["right"] + o["wrong"] + o["undetermined"]
            out.append(f"| {f['name']} | {f['n_seeds']} | {', '.join(map(str, f['ns']))} | {tot} | "
                       f"{o['right']} -> {n['right']} | {o['wrong']} -> {n['wrong']} | "
                       f"{o['undetermined']} -> {n['undetermined']} | {len(f['changed'])} | "
                       + ("; ".join(f"seed {w['seed']} T={w['T']:g} {w['verdict']} (truth {w['truth']})"
                                    for w in n["wrong_cells"]) or "-") + " |")
        so = {k: sum(f["old"][k] for f in fams) for k in ("right", "wrong", "undetermined")}
        sn = {k: sum(f["new"][k] for f in fams) for k in ("right", "wrong", "undetermined")}
        out += ["", f"In all: right {so['right']} -> {sn['right']}, wrong {so['wrong']} -> {sn['wrong']}, "
                f"undetermined {so['undetermined']} -> {sn['undetermined']}.", "", "Cells whose verdict changed:", ""]
        ch = [(f["name"], c) for f in fams for c in f["changed"]]
        out += [f"- {name}: seed {c['seed']}, T = {c['T']:g}: {c['old']} -> {c['new']} (truth {c['truth']})"
                for name, c in ch] or ["- none"]
        diff = [(f["name"], seed, a, b) for f in fams
                for (seed, wa), (_, wb) in zip(f["changes_old"], f["changes_new"], strict=True)
                for a, b in zip(wa, wb, strict=True) if a != b]
        und = [(f["name"], r) for f in fams for r in f["undetermined_polynomial"]]
        out += ["", "Cells still undetermined where the truth is polynomial: each quantity's own verdict, its window "
                "and its top pair's s_max as the rule reads it; for t_mix also a permissive s_max (censored lower "
                "ends accepted, the middle's t_mix lower end raised to (lo_rel - 1) ln 2, Levin-Peres Thm 12.5 "
                "for a reversible chain):", ""]
        out += [f"- {name}: seed {r['seed']}, T = {r['T']:g}: " + "; ".join(
            f"{qn} {r[qn]['verdict']} over n = {_span(r[qn]['window'])} (top pair s_max "
            f"{_inf(r[qn]['s_max_top'], '.2f')}"
            + (f", permissive {_inf(r[qn]['s_max_permissive'], '.2f')}" if "s_max_permissive" in r[qn] else "")
            + ")" for qn in growth.QUANTITIES) for name, r in und] or ["- none"]
        out += ["", "Change temperature T*(n) per window (n, [low, high], monotone), where the rules differ:", ""]
        out += [f"- {name}, seed {seed}, n = {a[0][0]}..{a[0][-1]}: old [{_f(a[1])}, {_f(a[2])}] monotone {a[3]}; "
                f"new [{_f(b[1])}, {_f(b[2])}] monotone {b[3]}" for name, seed, a, b in diff] or ["- none"]
    if rec.get("real"):
        out += ["", "## 4. Real MLMs (mixing-real-cpu record, cells read back; no truth)", "",
                "| model | sizes | T | recorded | old | new |", "|---|---|---|---|---|---|"]
        for m in rec["real"]:
            out += [f"| {m['model']} | {', '.join(map(str, m['n_values']))} | {T:g} | {r} | {o} | {n} |"
                    for T, r, o, n in zip(m["temperatures"], m["recorded"], m["old"], m["new"], strict=True)]
        out += [""] + [f"- {m['model']}: {s}" for m in rec["real"] for s in m["new_summaries"]]
        out += [f"- {m['model']}: T*(n) old {'; '.join(m['change_old'])} -> new {'; '.join(m['change_new'])}"
                for m in rec["real"] if m["change_old"] != m["change_new"]]
    if rec.get("grid"):
        out += ["", "## Threshold grid on the exact families (mixing_calibration's grid), old / new", "",
                "| Z_POLY | Z_FAST | wrong old | wrong new | decided old | decided new |", "|---|---|---|---|---|---|"]
        out += [f"| {r['z_poly']} | {r['z_fast']} | {r['wrong_old']} | {r['wrong_new']} | {r['decided_old']} | "
                f"{r['decided_new']} |" for r in rec["grid"]]
    out += ["", "## Checks", ""] + [f"- {a}" for a in rec["checks"]]
    return "\n".join(out) + "\n"


def _inf(v, spec: str) -> str:
    """``v`` formatted, ``inf`` where the record holds None (a non-finite number, written as null)."""
    return "inf" if v is None else format(v, spec)


def _span(window) -> str:
    return f"{window[0]}..{window[-1]}" if window else "-"


def _f(v) -> str:
    return "-" if v is None else f"{v:.4g}"


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--out", default=os.path.join(HERE, "results", "growth-rule-2026-12-03"),
                    help="record path without extension")
    ap.add_argument("--chain-truth", default=CHAIN_TRUTH)
    ap.add_argument("--real", default=REAL, help="the real MLMs' diagram record (JSON) to re-score")
    ap.add_argument("--cache", default=None, help="diagram cache (mixing_calibration's key names); default: a "
                                                  "temporary folder removed at the end")
    ap.add_argument("--sampled", action="store_true", help="also the sampled real-MLM-path families (~8 min)")
    ap.add_argument("--note", default="")
    args = ap.parse_args(argv)
    t0 = time.perf_counter()
    load0 = _load()
    cache = args.cache or tempfile.mkdtemp(prefix="growth-rule-")
    os.makedirs(cache, exist_ok=True)

    rows = chain_truth_rows(args.chain_truth)
    with open(args.chain_truth) as fh:
        total_rows = len(json.load(fh)["verdicts"])
    counts = {"rows": len(rows), **{k: sum(r[k] == growth.POLYNOMIAL for r in rows)
                                    for k in ("old_exact", "new_exact", "old_cuts", "new_cuts")}}

    def run(fams):
        done = []
        for fam in fams:
            diagrams = [(s, mc._run(fam, s, cache)) for s in fam["seeds"]]
            print(f"[{time.perf_counter() - t0:.0f} s] {fam['name']}", flush=True)
            done.append((fam, diagrams))
        return done

    real = real_rows(args.real)
    exact = run(mc.exact_families(False))
    exact_scores = [score_both(f, d) for f, d in exact]
    grid = threshold_grid(exact)
    sampled_scores = []
    if args.sampled:
        fams = [f for f in mc.sampled_families(False, 20) if SAMPLED_TAG in f["name"]]
        sampled_scores = [score_both(f, d) for f, d in run(fams)]

    checks = []
    wrong_exact = sum(f["new"]["wrong"] for f in exact_scores)
    checks.append(f"{'ok' if wrong_exact == 0 else 'FAIL'}: exact families, new rule: {wrong_exact} wrong verdict(s)")
    for f in exact_scores + sampled_scores:
        bad = [c for c in f["changed"] if c["new"] == growth.POLYNOMIAL and c["truth"] == "faster"]
        if bad:
            checks.append(f"FAIL: {f['name']}: the jump branch called {len(bad)} faster truth(s) polynomial")
        if f["fast_on_poly_new"]:
            checks.append(f"FAIL: {f['name']}: 'faster than polynomial' on a polynomial truth")
    for f in sampled_scores:
        n = f["new"]["right"] + f["new"]["wrong"] + f["new"]["undetermined"]
        if n and f["new"]["wrong"] / n > 0.05:
            checks.append(f"FAIL: {f['name']}: {100 * f['new']['wrong'] / n:.1f} % wrong (> 5 %)")
    for m in real:
        if m["old"] != m["recorded"]:
            checks.append(f"FAIL: {m['model']}: the old rule does not reproduce the recorded verdicts")
    checks.append(f"{'ok' if counts['new_exact'] >= counts['old_exact'] else 'FAIL'}: chain truth rows polynomial: "
                  f"old {counts['old_exact']}, new {counts['new_exact']} of {counts['rows']}")
    commit = subprocess.run(["git", "rev-parse", "--short", "HEAD"], capture_output=True, text=True,
                            cwd=ROOT).stdout.strip() or "unknown"
    import platform

    rec = {"command": "python benchmarks/growth_rule.py " + shlex.join(argv if argv is not None else sys.argv[1:]),
           "commit": commit, "machine": f"{platform.machine()}, {os.cpu_count()} CPUs", "note": args.note,
           "load_start": load0, "load_end": _load(), "seconds": time.perf_counter() - t0,
           "read_back": len(mc.READ_BACK), "n_diagrams": sum(f["n_seeds"] for f in exact_scores + sampled_scores),
           "z_poly": growth.Z_POLY, "z_fast": growth.Z_FAST, "chain_truth": rows,
           "chain_truth_rows_total": total_rows, "chain_truth_counts": counts, "exact": exact_scores,
           "sampled": sampled_scores, "real": real, "grid": grid, "checks": checks}
    rec = mc._clean(rec)
    with open(args.out + ".json", "w") as fh:
        json.dump(rec, fh, indent=1)
    with open(args.out + ".md", "w") as fh:
        fh.write(_md(rec))
    print(_md(rec))
    if args.cache is None:
        shutil.rmtree(cache, ignore_errors=True)
    return 0 if not any(c.startswith("FAIL") for c in checks) else 1


if __name__ == "__main__":
    sys.exit(main())
