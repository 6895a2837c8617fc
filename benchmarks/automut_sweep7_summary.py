"""Add up the automatic mutation sweep before the seventh blind audit (issue 30).

Four helpers (groups a1-a4) each took a quarter of the 124 modules of toolkit/ and exact/ with
at least 20 statements (in a seeded random order, blind to the audit's draw), ran
``scripts/automut.py <modules> --seed 2026120371 --run`` in batches, and killed every
non-equivalent survivor with a test. Each batch's first run (before those tests) is a record
``benchmarks/results/automut-sweep7<group>-[seed2-]batch<K>-2026-12-03.json``. This script adds
them up: the first-run score per group, per operator and in all, and what became of each
survivor (a catalogue entry of scripts/mutants.py with the same snippet and replacement, run
and killed by its helper; or an equivalence reason given in the helper's report, listed in
``EQUIVALENT`` below)::

    python benchmarks/automut_sweep7_summary.py   # writes benchmarks/results/automut-sweep7-2026-12-03.{md,json}

The eighth stop's sweep (groups s1, s2: the 23 modules the seventh's did not reach, same seed)
is added up the same way::

    python benchmarks/automut_sweep7_summary.py --sweep 8   # writes benchmarks/results/automut-sweep8-2026-12-03.{md,json}
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import re
import sys
from collections import Counter, defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
RESULTS = ROOT / "benchmarks" / "results"
#: per sweep: the batch records' pattern, the record written, the title's words
SWEEPS = {
    7: ("automut-sweep7a*-batch*-2026-12-03.json", "automut-sweep7-2026-12-03", "before the seventh blind audit"),
    8: ("automut-sweep8s*-batch*-2026-12-03.json", "automut-sweep8-2026-12-03",
        "of the modules the seventh's did not reach, before the eighth blind audit"),
}

# survivors a helper showed equivalent (id of the automatic sample -> reason, from its report)
EQUIVALENT: dict[str, str] = {
    "auto.app_report_reference.85": "the lazy = 0.4 of a self-check case feeds both the kernel and its closed "
                                    "form: only the case's label changes (a1)",
    "auto.results.93": "dtype.kind in 'biuf_x' is true exactly when in 'biuf': no numpy dtype kind is '_' or 'x' (a1)",
    "auto._harmonic_ritz.11": "math.exp(-inf) is already 0.0 and NaN fails both > and >= (a2)",
    "auto.sampling.269": "differs only when a uniform draw equals `lazy` exactly (probability <= 2**-53 per "
                         "draw): the law P(move) = 1 - lazy is unchanged (a3)",
    "auto.pairwise_logits.35": "_block_axis(i) is 1 for i = 0 and 0 otherwise, so never equals i; at n = 1 the "
                               "other condition is already false (a3)",
    "auto.pairwise_logits.38": "as pairwise_logits.35: _block_axis(i) never equals i (a3)",
}
# survivors left open: they differ only where two computed floats tie exactly (helpers' reports)
OPEN: dict[str, str] = {
    "auto._lowrank_tmix.110": "pruning of active starts at a distance equal to the threshold to the last bit (a1)",
    "auto._lowrank_tmix.162": "as _lowrank_tmix.110 (a1)",
    "auto.spectral.321": "the high-precision interval's relative width exactly equal to the float64 one (a3)",
    "auto.stationary.369": "`moved > target` at an exact tie inside the refinement loop (a4)",
    "auto.stationary.384": "`> REFINE_WARN` at an exact tie inside the refinement loop (a4)",
}


def _catalogue():
    spec = importlib.util.spec_from_file_location("_mutants", ROOT / "scripts" / "mutants.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod.MUTANTS


def _group(name: str) -> str:
    return re.match(r"automut-sweep\d([as]\d)", name).group(1)


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sweep", type=int, choices=sorted(SWEEPS), default=7, help="which stop's sweep (default 7)")
    args = parser.parse_args(argv)
    pattern, name, title = SWEEPS[args.sweep]
    out = RESULTS / name
    sys.path.insert(0, str(ROOT / "scripts"))
    import automut

    files = sorted(RESULTS.glob(pattern))
    if not files:
        raise SystemExit(f"no records {pattern} under {RESULTS}")
    catalogue = {(m["file"], m["original"], m["replacement"]): m for m in _catalogue()}
    sys.path.insert(0, str(ROOT / "benchmarks"))
    from blind_audit_5_draw import population

    records = []
    for path in files:
        text = path.read_text(encoding="utf-8")
        clean = automut.PATH_RE.sub("<path>", text)  # no machine path in a committed record
        if clean != text:
            path.write_text(clean, encoding="utf-8")
        data = json.loads(clean)
        seed = 2026120372 if "-seed2-" in path.name else 2026120371
        records.append((path, data, seed, data.get("mutants") or data.get("results") or []))
    wanted = {(seed, o["id"].split(".")[1]) for _, _, seed, runs in records for o in runs}
    samples = {}  # (seed, id) -> the sampled entry (the records' ids name the module's stem)
    for module, _ in population(20):
        stem = "_".join(Path(module).with_suffix("").parts[1:]) or Path(module).stem
        for seed in {s for s, st in wanted if st == stem}:
            samples.update({(seed, e["id"]): e for e in automut.sample(module, "auto", seed)})
    by_group: dict = defaultdict(Counter)
    by_op: dict = defaultdict(Counter)
    survivors, seconds, partial, reached = [], 0.0, [], set()
    for path, data, seed, runs in records:
        group = _group(path.name)
        if data.get("partial"):
            partial.append(path.name)
        seconds += data.get("duration_s") or sum(r.get("seconds") or r.get("duration_s") or 0.0 for r in runs)
        for o in runs:
            entry = samples[(seed, o["id"])]
            op = re.match(r"automatic (\w+),", entry["description"]).group(1)
            status = o.get("status") or o.get("outcome")
            status = "killed" if status in ("killed", "timeout") else status
            if status in ("killed", "survived"):
                reached.add(entry["file"])
            by_group[group][status] += 1
            by_op[op][status] += 1
            if status == "survived":
                key = (entry["file"], entry["original"], entry["replacement"])
                fate = "?"
                if key in catalogue and catalogue[key].get("equivalent"):
                    fate = f"equivalent ({catalogue[key]['id']}): {catalogue[key]['equivalent']}"
                elif key in catalogue:
                    fate = "killed by a new test: " + catalogue[key]["id"]
                elif o["id"] in EQUIVALENT:
                    fate = "equivalent: " + EQUIVALENT[o["id"]]
                elif o["id"] in OPEN:
                    fate = "open (no test): " + OPEN[o["id"]]
                survivors.append({"group": group, "seed": seed, "id": o["id"], "file": entry["file"],
                                  "description": entry["description"], "fate": fate})

    def row(name, c):
        scored = c["killed"] + c["survived"]
        pct = f"{100 * c['killed'] / scored:.1f} %" if scored else "-"
        return f"| {name} | {c['killed']}/{scored} ({pct}) | {c['error'] + c['stale']} |"

    total = sum(by_group.values(), Counter())
    command = "python benchmarks/automut_sweep7_summary.py" + ("" if args.sweep == 7 else f" --sweep {args.sweep}")
    lines = [f"# Automatic mutation sweep {title} (issue 30)", "",
             f"Generated by `{command}` from the batch records",
             f"`benchmarks/results/{pattern}` (first runs, before the helpers' tests; the",
             "commands and the load at each batch are in the helpers' reports quoted in the closing note).",
             f"{len(files)} batch runs, {seconds:.0f} s of runs in all"
             + (f"; partial (stopped at the helper's deadline): {', '.join(partial)}"
                f" ({total['not run']} sampled mutants not run)." if partial else "."),
             f"Modules with at least one mutant run: {len(reached)}.", "",
             "| group | first run killed/scored | harness errors |", "|---|---|---|"]
    lines += [row(g, by_group[g]) for g in sorted(by_group)]
    lines += [row("**all**", total), "", "| operator | first run killed/scored | harness errors |", "|---|---|---|"]
    lines += [row(op, by_op[op]) for op in sorted(by_op)]
    lines += ["", f"## Survivors ({len(survivors)}) and what became of them", "",
              "| group | id | where | fate |", "|---|---|---|---|"]
    lines += [f"| {s['group']} | `{s['id']}` (seed {s['seed']}) | {s['description']} | {s['fate']} |"
              for s in survivors]
    out.with_suffix(".md").write_text("\n".join(lines) + "\n", encoding="utf-8")
    out.with_suffix(".json").write_text(json.dumps({
        "records": [p.name for p in files], "partial": partial, "seconds": round(seconds, 1),
        "groups": {g: dict(c) for g, c in sorted(by_group.items())}, "operators": {o: dict(c) for o, c in
                                                                                    sorted(by_op.items())},
        "total": dict(total), "modules_reached": sorted(reached), "survivors": survivors}, indent=2) + "\n", encoding="utf-8")
    print("\n".join(lines))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
