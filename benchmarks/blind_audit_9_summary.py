"""The ninth blind mutation audit (issue 30) in one table: parts 9a, 9b and 9c together.

Each part wrote its own record (``benchmarks/results/blind-audit-9{a,b,c}-2026-12-04.json``, made
by ``benchmarks/blind_audit_9{a,b,c}.py --summarize``); this script only adds them up, per
module in the order of the draw (``python benchmarks/blind_audit_5_draw.py --audit 9 --seed
2026120409``), and lists every survivor of the first run. Before the first runs a hand sweep
blind to the draw, aimed at degenerate inputs and option combinations, took the modules no
earlier hand sweep had reached in a seeded random order, and exact/lumped*.py (entries
``harden9*``); the score is also given over the drawn modules each hand sweep (this stop's and
the eighth's, ``harden8*``) reached and those it did not.

    python benchmarks/blind_audit_9_summary.py     # writes benchmarks/results/blind-audit-9-2026-12-04.md
"""

from __future__ import annotations

import json
from pathlib import Path

from blind_audit_5_summary import _pct, summary_lines, sweep_split_lines

ROOT = Path(__file__).resolve().parents[1]
RESULTS = ROOT / "benchmarks" / "results"
PARTS = ("9a", "9b", "9c")
NAME = "blind-audit-9-2026-12-04"
#: the main commit named in the auditors' GO file (the first runs' commit)
FIRST_RUN_COMMIT = "fc3e01f"
SWEEPS = ((("harden9b", "harden9c", "harden9l"), "this stop's degenerate-input sweep before the audit (harden9b/c/l)"),
                                             ("harden8", "the eighth stop's degenerate-input sweep (harden8)"))
HEADER = [
    "# Ninth blind mutation audit (issue 30): 36 modules drawn at random, parts 9a-9c together",
    "",
    "Command: `python benchmarks/blind_audit_9_summary.py` (adds up the three parts' records; each",
    "part's command, commit, load and time are in its own record, named below).",
    "",
    "Protocol: `benchmarks/blind_audit_9_protocol.md`. Modules: 36 of the 124 modules of toolkit/",
    "and exact/ with >= 20 statements, drawn uniformly (`python benchmarks/blind_audit_5_draw.py",
    "--audit 9 --seed 2026120409`). Catalogues were committed before any run. Every first run ran on",
    f"{FIRST_RUN_COMMIT}, the main commit named in the GO file, which holds the tests of this stop's hand",
    "sweeps (harden9b, harden9c, harden9l: degenerate inputs and options combined, over the modules no",
    "earlier hand sweep had reached, in a seeded order fixed before the draw, and exact/lumped*.py). A",
    "mutant is *fresh* when it is not the same bug as an entry of `scripts/mutants.py` at that commit.",
    "",
]


def main() -> int:
    records = {p: json.loads((RESULTS / f"blind-audit-{p}-2026-12-04.json").read_text(encoding="utf-8"))
               for p in PARTS}
    lines, tot = summary_lines(records, HEADER, sweep_split_lines(SWEEPS), date="2026-12-04")
    (RESULTS / f"{NAME}.md").write_text("\n".join(lines), encoding="utf-8")
    print(f"all {_pct(tot['k'], tot['n'])}, fresh {_pct(tot['fk'], tot['fn'])}; record benchmarks/results/{NAME}.md")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
