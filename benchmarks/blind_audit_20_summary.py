"""The twentieth blind mutation audit (issue 30) in one table: parts 20a, 20b and 20c together.

Each part wrote its own record (``benchmarks/results/blind-audit-20{a,b,c}-2026-12-06.json``,
made by ``benchmarks/blind_audit_20{a,b,c}.py --summarize``); this script only adds them up, per
module in the order of the draw (``python benchmarks/blind_audit_5_draw.py --audit 20 --seed
2026120720``), and lists every survivor of the first run. Test sets were each module's targeted
tests (``scripts/automut.py MODULE --list-tests`` on the GO commit). While the catalogues were
written, five sessions (prm22a-e) swept the package a fifth time for one-sided boundaries, skipped
refinements and dropped terms (``benchmarks/results/sweeps-22-2026-12-06.md``; entries ``prm22*``).

    python benchmarks/blind_audit_20_summary.py    # writes benchmarks/results/blind-audit-20-2026-12-06.md
"""

from __future__ import annotations

from blind_audit_5_summary import write_summary

PARTS = ("20a", "20b", "20c")
NAME = "blind-audit-20-2026-12-06"
#: the main commit named in the auditors' GO file (the first runs' commit)
FIRST_RUN_COMMIT = "7b62b8b"
HEADER = [
    "# Twentieth blind mutation audit (issue 30): 36 modules drawn at random, parts 20a-20c together",
    "",
    "Command: `python benchmarks/blind_audit_20_summary.py` (adds up the three parts' records; each",
    "part's command, commit, load and time are in its own record, named below).",
    "",
    "Protocol: `benchmarks/blind_audit_20_protocol.md` (committed before the draw, 306d231). Modules: 36",
    "of the 124 modules of toolkit/ and exact/ with >= 20 statements, drawn uniformly (`python",
    "benchmarks/blind_audit_5_draw.py --audit 20 --seed 2026120720`). Catalogues were written without",
    "opening `scripts/mutants.py`, tests/, any other audit's runner or the prm22 sessions' work, and",
    "committed before any run (06:02-06:04 UTC), while five sessions (prm22a-e) swept the package for",
    "one-sided boundaries, skipped refinements and dropped terms (`benchmarks/results/sweeps-22-2026-12-06.md`):",
    "142 mutants, 82 of 140 non-equivalent killed by a test on their first run, 140/140 after new tests.",
    f"Every first run ran on {FIRST_RUN_COMMIT}, the main commit named in the GO file (it holds prm22a-e",
    "and the lead's fixes of the morning), plus the part's catalogue commit; the three ran side by side",
    "on the two shared cores, 06:29-06:56 UTC (load 3-9: a diagnosis session's calibration runs beside",
    "them, reniced to 19 at 06:41), with no timeout; every baseline passed. No mutant was marked",
    "equivalent before the run.",
    "A mutant is *fresh* when it is not the same bug as an entry of `scripts/mutants.py` at that commit",
    "(each part's `DUPLICATE_OF`, filled by the part after its first run; judgement calls in the part's",
    "file). 136 of the 160 mutants were duplicates, so the fresh sample is 24 mutants.",
    "",
    "One fresh survivor, `audit20a._gth.lu_keeps_diagonal`, is equivalent (`_gth_lu` never reads a",
    "diagonal entry of `Wk`; the same reason as `audit7a._gth.solve_keeps_self_loops`), found after the",
    "run; by the protocol it still counts here. Without it the fresh figure is 19/23 (82.6 %).",
    "",
    "Steps 6-8, by the parts: the four other fresh survivors are killed by new tests (after-runs 2/2,",
    "1/1, 1/1), and the parts' fresh mutants are the `audit20*` entries at the end of",
    "`scripts/mutants.py` (20a 10/10 plus 1 equivalent, 20b 7/7, 20c 6/6 killed).",
    "",
]


def main() -> int:
    return write_summary(PARTS, NAME, HEADER, "2026-12-06")


if __name__ == "__main__":
    raise SystemExit(main())
