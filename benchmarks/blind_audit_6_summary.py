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
from blind_audit_5_summary import _pct, subset_score, summary_lines

ROOT = Path(__file__).resolve().parents[1]
RESULTS = ROOT / "benchmarks" / "results"
PARTS = ("6a", "6b", "6c")
NAME = "blind-audit-6-2026-12-03"
#: the main commit named in the auditors' GO file (the first runs' commit)
FIRST_RUN_COMMIT = "fc3477a"
HEADER = [
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
]


def new_modules_lines(records: dict) -> list[str]:
    """The score over the drawn modules the fifth audit had not drawn."""
    fifth = set(draw(20261203, 36, 3, 20, 5)["statements"])
    new = subset_score(records, lambda module: module not in fifth)
    return ["", f"Over the {new['m']} modules the fifth audit had not drawn (the other "
            f"{36 - new['m']} were drawn again): {_pct(new['k'], new['n'])} over all, "
            f"{_pct(new['fk'], new['fn'])} over the fresh ones."]


def main() -> int:
    records = {p: json.loads((RESULTS / f"blind-audit-{p}-2026-12-03.json").read_text(encoding="utf-8"))
               for p in PARTS}
    lines, tot = summary_lines(records, HEADER, new_modules_lines)
    (RESULTS / f"{NAME}.md").write_text("\n".join(lines), encoding="utf-8")
    print(f"all {_pct(tot['k'], tot['n'])}, fresh {_pct(tot['fk'], tot['fn'])}; record benchmarks/results/{NAME}.md")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
