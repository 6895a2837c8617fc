"""The twenty-first blind mutation audit (issue 30) in one table: parts 21a, 21b and 21c together.

Each part wrote its own record (``benchmarks/results/blind-audit-21{a,b,c}-2026-12-06.json``,
made by ``benchmarks/blind_audit_21{a,b,c}.py --summarize``); this script only adds them up, per
module in the order of the draw (``python benchmarks/blind_audit_5_draw.py --audit 21 --seed
2026120721``), and lists every survivor of the first run. Test sets were each module's targeted
tests (``scripts/automut.py MODULE --list-tests`` on the GO commit). While the catalogues were
written, five sessions (prm23a-e) swept the package a sixth time for values taken from the wrong one
of two alike quantities, exact rule boundaries, class-reserved claims and spellings not handed on
(``benchmarks/results/sweeps-23-2026-12-06.md``; entries ``prm23*``).

    python benchmarks/blind_audit_21_summary.py    # writes benchmarks/results/blind-audit-21-2026-12-06.md
"""

from __future__ import annotations

from blind_audit_5_summary import write_summary

PARTS = ("21a", "21b", "21c")
NAME = "blind-audit-21-2026-12-06"
#: the main commit named in the auditors' GO file (the first runs' commit)
FIRST_RUN_COMMIT = "9f7d6db"
HEADER = [
    "# Twenty-first blind mutation audit (issue 30): 36 modules drawn at random, parts 21a-21c together",
    "",
    "Command: `python benchmarks/blind_audit_21_summary.py` (adds up the three parts' records; each",
    "part's command, commit, load and time are in its own record, named below).",
    "",
    "Protocol: `benchmarks/blind_audit_21_protocol.md` (committed before the draw, 1570fe2). Modules: 36",
    "of the 124 modules of toolkit/ and exact/ with >= 20 statements, drawn uniformly (`python",
    "benchmarks/blind_audit_5_draw.py --audit 21 --seed 2026120721`). Catalogues were written without",
    "opening `scripts/mutants.py`, tests/, any other audit's runner or the prm23 sessions' work, and",
    "committed before any run (07:57 UTC), while five sessions (prm23a-e) swept the package for values",
    "taken from the wrong one of two alike quantities, exact rule boundaries, class-reserved claims and",
    "spellings not handed on (`benchmarks/results/sweeps-23-2026-12-06.md`): 138 mutants, 83 killed by",
    "a test on their first run, 138/138 after new tests.",
    f"Every first run ran on {FIRST_RUN_COMMIT}, the main commit named in the GO file (it holds prm23a-e),",
    "plus the part's catalogue commit; the three ran side by side on the two shared cores, 08:32-08:56",
    "UTC (load 1-4), with no timeout; every baseline passed. No mutant was marked equivalent before the",
    "run. A traced run of the default tier by the lead (benchmarks/default_only_args.py, nice 19)",
    "ran beside them from 08:36 to 08:55.",
    "A mutant is *fresh* when it is not the same bug as an entry of `scripts/mutants.py` at that commit",
    "(each part's `DUPLICATE_OF`, filled by the part after its first run; judgement calls in the part's",
    "file). 120 of the 145 mutants were duplicates, so the fresh sample is 25 mutants. Eleven fresh",
    "mutants change a line that a catalogue entry also changes, with a different behaviour change (21a",
    "three, 21b eight; reasons in their runners); all eleven were killed. Counted as duplicates, they",
    "would leave the fresh figure at 11/14 (78.6 %).",
    "",
    "Steps 6-8, by the parts: 21a and 21b had no survivor; 21c's three fresh survivors are killed by new",
    "tests (after-run 3/3), and the parts' fresh mutants are the `audit21*` entries at the end of",
    "`scripts/mutants.py` (21a 6/6, 21b 10/10, 21c 9/9 killed).",
    "",
]


def main() -> int:
    return write_summary(PARTS, NAME, HEADER, "2026-12-06")


if __name__ == "__main__":
    raise SystemExit(main())
