"""The eighth blind mutation audit (issue 30) in one table: parts 8a, 8b and 8c together.

Each part wrote its own record (``benchmarks/results/blind-audit-8{a,b,c}-2026-12-03.json``, made
by ``benchmarks/blind_audit_8{a,b,c}.py --summarize``); this script only adds them up, per
module in the order of the draw (``python benchmarks/blind_audit_5_draw.py --audit 8 --seed
2026120308``), and lists every survivor of the first run. Before the first runs two sweeps blind
to the draw added tests: the automatic mutation sweep reached the modules the seventh stop's
sweep had not (``scripts/automut.py``, entries ``sweep8*``), and a hand sweep aimed at degenerate
inputs and option combinations took modules in a seeded random order (entries ``harden8*``); the
score is also given over the drawn modules each sweep reached and those it did not.

    python benchmarks/blind_audit_8_summary.py     # writes benchmarks/results/blind-audit-8-2026-12-03.md
"""

from __future__ import annotations

import json
from pathlib import Path

from blind_audit_5_summary import _pct, summary_lines, sweep_split_lines

ROOT = Path(__file__).resolve().parents[1]
RESULTS = ROOT / "benchmarks" / "results"
PARTS = ("8a", "8b", "8c")
NAME = "blind-audit-8-2026-12-03"
#: the main commit named in the auditors' GO file (the first runs' commit)
FIRST_RUN_COMMIT = "dfa9c0b"
SWEEPS = (("harden8", "the degenerate-input sweep (harden8)"),
                                             ("sweep8", "the automatic sweep of this stop (sweep8)"))
HEADER = [
    "# Eighth blind mutation audit (issue 30): 36 modules drawn at random, parts 8a-8c together",
    "",
    "Command: `python benchmarks/blind_audit_8_summary.py` (adds up the three parts' records; each",
    "part's command, commit, load and time are in its own record, named below).",
    "",
    "Protocol: `benchmarks/blind_audit_8_protocol.md`. Modules: 36 of the 124 modules of toolkit/",
    "and exact/ with >= 20 statements, drawn uniformly (`python benchmarks/blind_audit_5_draw.py",
    "--audit 8 --seed 2026120308`). Catalogues were committed before any run. The GO commit with the",
    "sweeps' tests (sweep8s1-s2, harden8h1-h2, blind to the draw) came after the auditors' fallback",
    f"time, so every first run ran on {FIRST_RUN_COMMIT} (main WITHOUT those tests): the figures below measure",
    "the suite before this stop's sweeps. A mutant is *fresh* when it is not the same bug as an entry of",
    "`scripts/mutants.py` at that commit. The split by sweep below is descriptive only: the first runs",
    "held none of the sweeps' tests.",
    "",
]


def main() -> int:
    records = {p: json.loads((RESULTS / f"blind-audit-{p}-2026-12-03.json").read_text(encoding="utf-8"))
               for p in PARTS}
    lines, tot = summary_lines(records, HEADER, sweep_split_lines(SWEEPS))
    (RESULTS / f"{NAME}.md").write_text("\n".join(lines), encoding="utf-8")
    print(f"all {_pct(tot['k'], tot['n'])}, fresh {_pct(tot['fk'], tot['fn'])}; record benchmarks/results/{NAME}.md")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
