"""The thirteenth blind mutation audit (issue 30) in one table: parts 13a, 13b and 13c together.

Each part wrote its own record (``benchmarks/results/blind-audit-13{a,b,c}-2026-12-05.json``,
made by ``benchmarks/blind_audit_13{a,b,c}.py --summarize``); this script only adds them up, per
module in the order of the draw (``python benchmarks/blind_audit_5_draw.py --audit 13 --seed
2026120513``), and lists every survivor of the first run. Test sets were each module's targeted
tests (``scripts/automut.py MODULE --list-tests`` on the GO commit). Before the first runs, five
sessions swept the twelfth audit's main survivor class (a boundary comparison, ``all`` read as
``any``) over the whole package with ``scripts/automut.py --operators compare,call``, three places
per module, blind to the draw, and killed their survivors (entries ``cmp14*``;
``benchmarks/results/sweeps-14-2026-12-05.md``).

    python benchmarks/blind_audit_13_summary.py    # writes benchmarks/results/blind-audit-13-2026-12-05.md
"""

from __future__ import annotations

from blind_audit_5_summary import write_summary

PARTS = ("13a", "13b", "13c")
NAME = "blind-audit-13-2026-12-05"
#: the main commit named in the auditors' GO file (the first runs' commit)
FIRST_RUN_COMMIT = "f4120c5"
HEADER = [
    "# Thirteenth blind mutation audit (issue 30): 36 modules drawn at random, parts 13a-13c together",
    "",
    "Command: `python benchmarks/blind_audit_13_summary.py` (adds up the three parts' records; each",
    "part's command, commit, load and time are in its own record, named below).",
    "",
    "Protocol: `benchmarks/blind_audit_13_protocol.md` (committed before the draw, d7a0373). Modules: 36",
    "of the 124 modules of toolkit/ and exact/ with >= 20 statements, drawn uniformly (`python",
    "benchmarks/blind_audit_5_draw.py --audit 13 --seed 2026120513`). Catalogues were written without",
    "opening `scripts/mutants.py`, tests/ or the earlier catalogues, and committed before any run",
    "(03:26-03:50 UTC). Test sets: each module's targeted tests (`python scripts/automut.py MODULE",
    "--list-tests` on the GO commit), as in the twelfth audit. Before the first runs, five sessions",
    "blind to the draw swept boundaries and calls (`--operators compare,call`, three untried places per",
    "module on fresh lines): 111 of 190 killed on their first runs, 69 of the 69 non-equivalent after",
    "new tests (`benchmarks/results/sweeps-14-2026-12-05.md`).",
    f"Every first run ran on {FIRST_RUN_COMMIT}, the main commit named in the GO file (04:10 UTC), which",
    "holds those sweeps; the three ran side by side on the two shared cores, 04:11-04:32 UTC (load",
    "1.4-3.0). A mutant is *fresh* when it is not the same bug as an entry of `scripts/mutants.py` at",
    "that commit (each part's `DUPLICATE_OF`, with its judgement calls noted beside it).",
    "",
    "Equivalent after the run: `audit13b.mixing_truth.potts_first_well` (`mins[-1]` read as `mins[0]`):",
    "along the line on which the mean-field Potts profile is computed, phi'(x) = (x - y)(g(t) - K) with",
    "t = x / y and g(t) = (t + q - 1) ln t / (t - 1), which falls then rises, so the profile has at most",
    "one interior local minimum and the first and last are the same point (13b's record; checked there",
    "numerically for q = 3..200). The first-run figures below keep it as a survivor, as the protocol",
    "asks; the line under the table gives the figures without it.",
    "",
    "Disclosure from 13b's record: one baseline test set (masked_toy) exited 1 with no failed test, from",
    "pytest's own temporary-directory cleanup race with other sessions' runs; it passed when rerun and",
    "all five masked_toy mutants were killed by real test failures.",
    "",
]


def main() -> int:
    return write_summary(PARTS, NAME, HEADER, "2026-12-05")


if __name__ == "__main__":
    raise SystemExit(main())
