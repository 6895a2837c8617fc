"""The eleventh blind mutation audit (issue 30) in one table: parts 11a, 11b and 11c together.

Each part wrote its own record (``benchmarks/results/blind-audit-11{a,b,c}-2026-12-04.json``,
made by ``benchmarks/blind_audit_11{a,b,c}.py --summarize``); this script only adds them up, per
module in the order of the draw (``python benchmarks/blind_audit_5_draw.py --audit 11 --seed
2026120411``), and lists every survivor of the first run. Test sets were each module's targeted
tests (``scripts/automut.py MODULE --list-tests``: the files naming the module and, within a cost
budget, the files the catalogue runs on it). Before the first runs, five sessions wrote hand
mutants of documented promises over the whole package, blind to the draw, and killed their
survivors (entries ``harden11*``).

    python benchmarks/blind_audit_11_summary.py    # writes benchmarks/results/blind-audit-11-2026-12-04.md
"""

from __future__ import annotations

import json
from pathlib import Path

from blind_audit_5_summary import _pct, summary_lines

ROOT = Path(__file__).resolve().parents[1]
RESULTS = ROOT / "benchmarks" / "results"
PARTS = ("11a", "11b", "11c")
NAME = "blind-audit-11-2026-12-04"
#: the main commit named in the auditors' GO file (the first runs' commit)
FIRST_RUN_COMMIT = "65ed5f6"
HEADER = [
    "# Eleventh blind mutation audit (issue 30): 36 modules drawn at random, parts 11a-11c together",
    "",
    "Command: `python benchmarks/blind_audit_11_summary.py` (adds up the three parts' records; each",
    "part's command, commit, load and time are in its own record, named below).",
    "",
    "Protocol: `benchmarks/blind_audit_11_protocol.md`. Modules: 36 of the 124 modules of toolkit/",
    "and exact/ with >= 20 statements, drawn uniformly (`python benchmarks/blind_audit_5_draw.py",
    "--audit 11 --seed 2026120411`). Catalogues were committed before any run. Test sets: each",
    "module's targeted tests (`python scripts/automut.py MODULE --list-tests` on the GO commit): the",
    "files that name the module and, new in this audit, the files the catalogue runs on it, cheapest",
    "first within a recorded cost of 36 s (`automut.CATALOGUE_BUDGET`), so a file reaching the module",
    "through a package re-export or the CLI is in the set (3 of the tenth audit's 12 survivors were",
    f"such misses). Every first run ran on {FIRST_RUN_COMMIT}, the main commit named in the GO file, which",
    "holds the tests of this stop's documented-contract sweep (harden11a-e: the package in five seeded",
    "fifths balanced by statements, fixed before the draw; 115 hand mutants of promises a docstring,",
    "message or docs/json.md states, 56 killed by the tests of their first runs, all 115 after). A mutant is *fresh*",
    "when it is not the same bug as an entry of `scripts/mutants.py` at that commit.",
    "",
    "Disclosures from the parts' records: 11b saw, in benchmarks/blind_audit_4a.py's survivor notes",
    "(open to auditors for its structure), the names of three of the fourth audit's pairwise_logits",
    "mutants, and wrote none of them; 11c printed the docstring of the closed benchmarks/blind_audit_10c.py",
    "(its 12 module names, no mutant), and drafted tests outside the repository against its own mutants",
    "before the GO (the first run used only the GO commit's tests).",
    "",
]


def main() -> int:
    records = {p: json.loads((RESULTS / f"blind-audit-{p}-2026-12-04.json").read_text(encoding="utf-8"))
               for p in PARTS}
    lines, tot = summary_lines(records, HEADER, date="2026-12-04")
    (RESULTS / f"{NAME}.md").write_text("\n".join(lines), encoding="utf-8")
    print(f"all {_pct(tot['k'], tot['n'])}, fresh {_pct(tot['fk'], tot['fn'])}; record benchmarks/results/{NAME}.md")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
