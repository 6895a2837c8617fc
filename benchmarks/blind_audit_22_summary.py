"""The twenty-second blind mutation audit (issue 30) in one table: parts 21a, 21b and 21c together.

Each part wrote its own record (``benchmarks/results/blind-audit-22{a,b,c}-2026-12-06.json``,
made by ``benchmarks/blind_audit_22{a,b,c}.py --summarize``); this script only adds them up, per
module in the order of the draw (``python benchmarks/blind_audit_5_draw.py --audit 22 --seed
2026120722``), and lists every survivor of the first run. Test sets were each module's targeted
tests (``scripts/automut.py MODULE --list-tests`` on the GO commit). While the catalogues were
written, five sessions (prm23a-e) swept the package a sixth time for values taken from the wrong one
of two alike quantities, exact rule boundaries, class-reserved claims and spellings not handed on
(``benchmarks/results/sweeps-23-2026-12-06.md``; entries ``prm23*``).

    python benchmarks/blind_audit_21_summary.py    # writes benchmarks/results/blind-audit-22-2026-12-06.md
"""

from __future__ import annotations

from blind_audit_5_summary import write_summary

PARTS = ("22a", "22b", "22c")
NAME = "blind-audit-22-2026-12-06"
#: the main commit named in the auditors' GO file (the first runs' commit)
FIRST_RUN_COMMIT = "07c90db"
HEADER = [
    "# Twenty-second blind mutation audit (issue 30): 36 modules drawn at random, parts 22a-22c together",
    "",
    "Command: `python benchmarks/blind_audit_22_summary.py` (adds up the three parts' records; each",
    "part's command, commit, load and time are in its own record, named below).",
    "",
    "Protocol: `benchmarks/blind_audit_22_protocol.md` (committed before the draw, ae6aae8). Modules: 36",
    "of the 124 modules of toolkit/ and exact/ with >= 20 statements, drawn uniformly (`python",
    "benchmarks/blind_audit_5_draw.py --audit 22 --seed 2026120722`). Catalogues were written without",
    "opening `scripts/mutants.py`, tests/, any other audit's runner or the prm25 sessions' work, and",
    "committed before any run (10:46 UTC), while five sessions (prm25a-e) swept the package for factors of",
    "allowances the tests' cases do not reach, defaults held per branch, and values handed on at one call",
    "site only (`benchmarks/results/sweeps-25-2026-12-06.md`): 137 mutants, 96 of 135 non-equivalent",
    "killed by a test on their first run, 135/135 after new tests.",
    f"Every first run ran on {FIRST_RUN_COMMIT}, the main commit named in the GO file (it holds prm25a-e),",
    "plus the part's catalogue commit; the three ran side by side on the two shared cores, 11:19-12:09",
    "UTC, with no timeout; every baseline passed. Load: about 1 at the starts, rising to 3-4 (22a, 22c,",
    "ending 11:40-11:42) and 15 (22b, ending 12:09) as a traced run of the default tier by the lead (nice",
    "19, 11:20-11:40), a 12-mutant check (11:42-11:51) and, from 11:46, five more sweep sessions (prm26a-e)",
    "ran beside them. No mutant was marked equivalent before the run.",
    "A mutant is *fresh* when it is not the same bug as an entry of `scripts/mutants.py` at that commit",
    "(each part's `DUPLICATE_OF`, filled by the part after its first run; judgement calls in the part's",
    "file). 126 of the 155 mutants were duplicates, so the fresh sample is 29 mutants.",
    "",
    "Steps 6-8, by the parts: 22a's fresh survivor (a Binder-crossing rule reading the first of the",
    "peaks' distances, not the last) and 22b's two (a jump trajectory stopped by one holding time instead",
    "of the elapsed clock; a censored lower end counted as a slope) are killed by new tests; 22b's third",
    "survivor (a duplicate) and 22c's only one (a duplicate) are equivalent in practice (both catalogue",
    "entries they duplicate are marked so). The parts' fresh mutants are the `audit22*` entries at the end",
    "of `scripts/mutants.py` (22a 9/9, 22b 7/7, 22c 13/13 killed). 22c found a real bug outside its",
    "mutants: `exact.colour_lumped.colour_symmetric_gap` returned NaN or raised where the stationary law",
    "underflows (fixed by the lead, tests/exact/test_colour56_underflow.py).",
    "",
]


def main() -> int:
    return write_summary(PARTS, NAME, HEADER, "2026-12-06")


if __name__ == "__main__":
    raise SystemExit(main())
