"""The fifteenth blind mutation audit (issue 30) in one table: parts 15a, 15b and 15c together.

Each part wrote its own record (``benchmarks/results/blind-audit-15{a,b,c}-2026-12-05.json``,
made by ``benchmarks/blind_audit_15{a,b,c}.py --summarize``); this script only adds them up, per
module in the order of the draw (``python benchmarks/blind_audit_5_draw.py --audit 15 --seed
2026120515``), and lists every survivor of the first run. Test sets were each module's targeted
tests (``scripts/automut.py MODULE --list-tests`` on the GO commit). Before the first runs, four
sessions blind to the draw (gap15a-d) wrote tests for the lines each module's targeted tests never
executed (``benchmarks/targeted_coverage.py``; entries ``gap15*``).

    python benchmarks/blind_audit_15_summary.py    # writes benchmarks/results/blind-audit-15-2026-12-05.md
"""

from __future__ import annotations

from blind_audit_5_summary import write_summary

PARTS = ("15a", "15b", "15c")
NAME = "blind-audit-15-2026-12-05"
#: the main commit named in the auditors' GO file (the first runs' commit)
FIRST_RUN_COMMIT = "55c82ba"
HEADER = [
    "# Fifteenth blind mutation audit (issue 30): 36 modules drawn at random, parts 15a-15c together",
    "",
    "Command: `python benchmarks/blind_audit_15_summary.py` (adds up the three parts' records; each",
    "part's command, commit, load and time are in its own record, named below).",
    "",
    "Protocol: `benchmarks/blind_audit_15_protocol.md` (committed before the draw, f497fb5). Modules: 36",
    "of the 124 modules of toolkit/ and exact/ with >= 20 statements, drawn uniformly (`python",
    "benchmarks/blind_audit_5_draw.py --audit 15 --seed 2026120515`). Catalogues were written without",
    "opening `scripts/mutants.py`, tests/, the earlier catalogues or the gap15 sessions' work, and",
    "committed before any run (08:48-08:53 UTC). Test sets: each module's targeted tests (`python",
    "scripts/automut.py MODULE --list-tests` on the GO commit), as in the fourteenth audit. Before the",
    "first runs, four sessions blind to the draw (gap15a-d) worked through the 248 statements that",
    "their module's targeted tests never executed (`benchmarks/results/targeted-coverage-2026-12-05.md`,",
    "whole package, dealt by size): tests for 203 of them, 128 mutants all killed, two real bugs fixed",
    "(`toolkit/__main__.py` ran the CLI on import; `load_sapiens`' tie check could never fail).",
    f"Every first run ran on {FIRST_RUN_COMMIT}, the main commit named in the GO file (09:42 UTC), plus",
    "the part's catalogue commit; the three ran side by side on the two shared cores, 09:42-10:09 UTC",
    "(load 0.7-4), with no timeout; every baseline passed. A mutant is *fresh* when it is not the same",
    "bug as an entry of `scripts/mutants.py` at that commit (each part's `DUPLICATE_OF`, with its",
    "judgement calls noted beside it).",
    "",
    "Not killed in the first run, not a survivor: `audit15a.scans.potts_theory_no_q` was written with",
    "one closing parenthesis too many (the mutated file did not compile): an *error*, counted as not",
    "killed below. It is a duplicate, so the fresh figure is the same with or without it; corrected",
    "(the same bug), it is killed by `tests/exact/test_blind5a.py`.",
    "",
    "Before the run, 15c replaced two mutants it found equivalent while drafting (its record says",
    "which and why); none was marked equivalent after the run.",
    "",
    "Disclosure from 15c's record: reading the structure of `benchmarks/blind_audit_4a.py`, as the",
    "protocol allows, printed its `AFTER_TESTS` table, the ids (not the code) of seven of its mutants;",
    "15c used none of them.",
    "",
]


def main() -> int:
    return write_summary(PARTS, NAME, HEADER, "2026-12-05")


if __name__ == "__main__":
    raise SystemExit(main())
