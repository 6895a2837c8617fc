"""The sixth blind mutation audit (issue 30) in one table: parts 6a, 6b and 6c together.

Each part wrote its own record (``benchmarks/results/blind-audit-6{a,b,c}-2026-12-03.json``, made
by ``benchmarks/blind_audit_6{a,b,c}.py --summarize``); this script only adds them up, per
module in the order of the draw (``python benchmarks/blind_audit_5_draw.py --audit 6 --seed
2026120306``), and lists every survivor of the first run. The sixth draw is over the whole
population, so it can draw modules the fifth audit had drawn (whose survivors then got tests);
the score is also given over the modules new to a random draw.

    python benchmarks/blind_audit_6_summary.py     # writes benchmarks/results/blind-audit-6-2026-12-03.md
"""

from __future__ import annotations

import json
from pathlib import Path

from blind_audit_5_draw import draw

ROOT = Path(__file__).resolve().parents[1]
RESULTS = ROOT / "benchmarks" / "results"
PARTS = ("6a", "6b", "6c")
NAME = "blind-audit-6-2026-12-03"
#: the main commit named in the auditors' GO file (the first runs' commit)
FIRST_RUN_COMMIT = "fc3477a"


def _pct(killed: int, total: int) -> str:
    return f"{killed}/{total} ({100.0 * killed / total:.1f} %)" if total else "-"


def main() -> int:
    records = {p: json.loads((RESULTS / f"blind-audit-{p}-2026-12-03.json").read_text(encoding="utf-8"))
               for p in PARTS}
    lines = [
        "# Sixth blind mutation audit (issue 30): 36 modules drawn at random, parts 6a-6c together",
        "",
        "Command: `python benchmarks/blind_audit_6_summary.py` (adds up the three parts' records; each",
        "part's command, commit, load and time are in its own record, named below).",
        "",
        "Protocol: `benchmarks/blind_audit_6_protocol.md`. Modules: 36 of the 124 modules of toolkit/",
        "and exact/ with >= 20 statements, drawn uniformly (`python benchmarks/blind_audit_5_draw.py",
        "--audit 6 --seed 2026120306`). Catalogues were committed before any run and before the",
        f"contract sweep's tests (sweep6s1-s5) landed; the first runs ran on {FIRST_RUN_COMMIT}, which holds",
        "those tests. A mutant is *fresh* when it is not the same bug as an entry of `scripts/mutants.py`",
        "at that commit (the sweep6* entries included).",
        "",
        "| part | record | first run (all) | first run (fresh) | equivalent found after | after |",
        "|---|---|---|---|---|---|",
    ]
    tot = {"k": 0, "n": 0, "fk": 0, "fn": 0, "eq": 0, "ak": 0, "an": 0}
    for p, r in records.items():
        # survivors the auditor showed equivalent after the run (their note says so); the
        # first-run figures keep them as survivors, as the protocol asks
        eq_after = sum(1 for m in r["mutants"] if m.get("outcome_first_run") != "killed"
                       and (m.get("note") or "").lower().startswith("equivalent"))
        fr, ff, af = r["first_run"], r["first_run_fresh"], r["after"]
        lines.append(f"| {p} | `blind-audit-{p}-2026-12-03.md` | {_pct(fr['killed'], fr['non_equivalent'])} | "
                     f"{_pct(ff['killed'], ff['non_equivalent'])} | {eq_after} | "
                     f"{_pct(af['killed'], af['non_equivalent'])} |")
        tot["k"] += fr["killed"]
        tot["n"] += fr["non_equivalent"]
        tot["fk"] += ff["killed"]
        tot["fn"] += ff["non_equivalent"]
        tot["eq"] += eq_after
        tot["ak"] += af["killed"]
        tot["an"] += af["non_equivalent"]
    lines.append(f"| **all** | | **{_pct(tot['k'], tot['n'])}** | **{_pct(tot['fk'], tot['fn'])}** | "
                 f"{tot['eq']} | {_pct(tot['ak'], tot['an'])} |")
    if tot["eq"]:
        lines += ["", f"Without the {tot['eq']} mutant(s) found equivalent after the first run (all survivors): "
                  f"{_pct(tot['k'], tot['n'] - tot['eq'])} over all, "
                  f"{_pct(tot['fk'], tot['fn'] - tot['eq'])} over the fresh ones."]
    fifth = set(draw(20261203, 36, 3, 20, 5)["statements"])
    new = {"k": 0, "n": 0, "fk": 0, "fn": 0, "modules": 0}
    for r in records.values():
        for module, row in r["per_module"].items():
            if module not in fifth:
                new["modules"] += 1
                new["k"] += row["first_run"]["killed"]
                new["n"] += row["first_run"]["non_equivalent"]
                new["fk"] += row["first_run_fresh"]["killed"]
                new["fn"] += row["first_run_fresh"]["non_equivalent"]
    lines += ["", f"Over the {new['modules']} modules the fifth audit had not drawn (the other "
              f"{36 - new['modules']} were drawn again): {_pct(new['k'], new['n'])} over all, "
              f"{_pct(new['fk'], new['fn'])} over the fresh ones."]
    lines += ["", "## Per module (first run)", "",
              "| part | module | mutants | first run (all) | first run (fresh) |", "|---|---|---|---|---|"]
    for p, r in records.items():
        for module, row in r["per_module"].items():
            lines.append(f"| {p} | {module} | {row['mutants']} | "
                         f"{_pct(row['first_run']['killed'], row['first_run']['non_equivalent'])} | "
                         f"{_pct(row['first_run_fresh']['killed'], row['first_run_fresh']['non_equivalent'])} |")
    lines += ["", "## Survivors of the first run", ""]
    for r in records.values():
        for m in r["mutants"]:
            if m.get("outcome_first_run") != "killed" and not m.get("equivalent"):
                after = m.get("outcome_after") or "-"
                lines.append(f"- `{m['id']}` ({m['file']}; first run: {m['outcome_first_run']}; after: {after}): "
                             f"{m['description']} *Why it survived:* {m.get('note') or '-'}")
    lines.append("")
    (RESULTS / f"{NAME}.md").write_text("\n".join(lines), encoding="utf-8")
    print(f"all {_pct(tot['k'], tot['n'])}, fresh {_pct(tot['fk'], tot['fn'])}; record benchmarks/results/{NAME}.md")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
