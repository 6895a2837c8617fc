"""The seventh blind mutation audit (issue 30) in one table: parts 7a, 7b and 7c together.

Each part wrote its own record (``benchmarks/results/blind-audit-7{a,b,c}-2026-12-03.json``, made
by ``benchmarks/blind_audit_7{a,b,c}.py --summarize``); this script only adds them up, per
module in the order of the draw (``python benchmarks/blind_audit_5_draw.py --audit 7 --seed
2026120307``), and lists every survivor of the first run. Before the first runs an automatic
mutation sweep (``scripts/automut.py``, record ``automut-sweep7-2026-12-03``) reached part of the
population; the score is also given over the drawn modules it reached and those it did not.

    python benchmarks/blind_audit_7_summary.py     # writes benchmarks/results/blind-audit-7-2026-12-03.md
"""

from __future__ import annotations

import json
from pathlib import Path

from blind_audit_5_draw import population
from blind_audit_5_summary import _pct, subset_score, summary_lines

ROOT = Path(__file__).resolve().parents[1]
RESULTS = ROOT / "benchmarks" / "results"
PARTS = ("7a", "7b", "7c")
NAME = "blind-audit-7-2026-12-03"
#: the main commit named in the auditors' GO file (the first runs' commit)
FIRST_RUN_COMMIT = "4304322"
HEADER = [
    "# Seventh blind mutation audit (issue 30): 36 modules drawn at random, parts 7a-7c together",
    "",
    "Command: `python benchmarks/blind_audit_7_summary.py` (adds up the three parts' records; each",
    "part's command, commit, load and time are in its own record, named below).",
    "",
    "Protocol: `benchmarks/blind_audit_7_protocol.md`. Modules: 36 of the 124 modules of toolkit/",
    "and exact/ with >= 20 statements, drawn uniformly (`python benchmarks/blind_audit_5_draw.py",
    "--audit 7 --seed 2026120307`). Catalogues were committed before any run and before the",
    "automatic mutation sweep's tests (sweep7a1-a4, blind to the draw) landed; the first runs ran on",
    f"{FIRST_RUN_COMMIT}, which holds those tests. A mutant is *fresh* when it is not the same bug as an",
    "entry of `scripts/mutants.py` at that commit (the sweep7* entries included).",
    "",
]


def swept_modules() -> set[str]:
    """The modules the automatic sweep ran mutants on (from its batch records)."""
    stems = set()
    for path in RESULTS.glob("automut-sweep7a*-batch*-2026-12-03.json"):
        data = json.loads(path.read_text(encoding="utf-8"))
        stems |= {o["id"].split(".")[1] for o in data.get("mutants") or data.get("results") or []
                  if (o.get("status") or o.get("outcome")) in ("killed", "timeout", "survived")}
    return {module for module, _ in population(20)
            if ("_".join(Path(module).with_suffix("").parts[1:]) or Path(module).stem) in stems}


def swept_lines(records: dict) -> list[str]:
    """The score over the drawn modules the automatic sweep reached, and over the others."""
    swept = swept_modules()
    out = [""]
    for reached, label in ((True, "reached by"), (False, "not reached by")):
        s = subset_score(records, lambda module, reached=reached: (module in swept) == reached)
        out.append(f"Over the {s['m']} drawn modules {label} the automatic sweep: {_pct(s['k'], s['n'])} over "
                   f"all, {_pct(s['fk'], s['fn'])} over the fresh ones.")
    return out


def main() -> int:
    records = {p: json.loads((RESULTS / f"blind-audit-{p}-2026-12-03.json").read_text(encoding="utf-8"))
               for p in PARTS}
    lines, tot = summary_lines(records, HEADER, swept_lines)
    (RESULTS / f"{NAME}.md").write_text("\n".join(lines), encoding="utf-8")
    print(f"all {_pct(tot['k'], tot['n'])}, fresh {_pct(tot['fk'], tot['fn'])}; record benchmarks/results/{NAME}.md")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
