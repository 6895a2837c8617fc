"""The twenty-sixth blind mutation audit (issue 30) in one table: parts 26a, 26b and 26c together.

Each part wrote its own record (``benchmarks/results/blind-audit-26{a,b,c}-2026-12-06.json``,
made by ``benchmarks/blind_audit_26{a,b,c}.py --summarize``); this script only adds them up, per
module in the order of the draw (``python benchmarks/blind_audit_5_draw.py --audit 26 --seed
2026120726``), and lists every survivor of the first run. Test sets were each module's targeted
tests (``scripts/automut.py MODULE --list-tests`` on the GO commit). No sweep ran between the
twenty-fifth audit and this one (a replication); prm30a-e ran beside it and landed after its first runs.

    python benchmarks/blind_audit_26_summary.py    # writes benchmarks/results/blind-audit-26-2026-12-06.md
"""

from __future__ import annotations

from blind_audit_5_summary import write_summary

PARTS = ("26a", "26b", "26c")
NAME = "blind-audit-26-2026-12-06"
#: the main commit named in the auditors' GO file (the first runs' commit)
FIRST_RUN_COMMIT = "527430a"
HEADER = [
    "# Twenty-sixth blind mutation audit (issue 30): 36 modules drawn at random, parts 26a-26c together",
    "",
    "Command: `python benchmarks/blind_audit_26_summary.py` (adds up the three parts' records; each",
    "part's command, commit, load and time are in its own record, named below).",
    "",
    "Protocol: `benchmarks/blind_audit_26_protocol.md` (committed before the draw, 527430a): a",
    "replication of the twenty-fifth audit, with no sweep between them. Modules: 36 of the 124 modules of",
    "toolkit/ and exact/ with >= 20 statements, drawn uniformly (`python benchmarks/blind_audit_5_draw.py",
    "--audit 26 --seed 2026120726`). Catalogues were written without opening `scripts/mutants.py`,",
    "tests/, any other audit's runner or the prm30 sessions' work, and committed before any run.",
    f"Every first run ran on {FIRST_RUN_COMMIT}, the main commit named in the GO file before the auditors",
    "started, plus the part's catalogue commit; the three ran side by side on the two shared cores,",
    "17:50-18:52 UTC, beside five sweep sessions' first runs (prm30a-e, started 17:46), with a 300 s",
    "timeout that no mutant reached; every baseline passed. Load: 7.6-9.3 at the starts, 4.1-4.3 at the",
    "ends. No mutant was marked equivalent before the run.",
    "A mutant is *fresh* when it is not the same bug as an entry of `scripts/mutants.py` at that commit",
    "(each part's `DUPLICATE_OF`, filled by the part after its first run; judgement calls in the part's",
    "file). 135 of the 152 mutants were duplicates (121 the same mutated file), so the fresh sample is",
    "17 mutants: a thin sample (Wilson 95 % interval of 17/17: 81.6-100 %).",
    "",
    "Steps 6-8, by the parts: the one survivor (`_fmt`'s `abs(x) >= 1e6` made `>`: both branches print",
    "`1e+06` at |x| = 1e6) was found equivalent after the run; the identical catalogue entry",
    "`audit5c.results.fmt_million_boundary` is marked equivalent for that reason. It still counts in the",
    "first-run figure. No test was needed; no real bug. The parts' fresh mutants are the `audit26*`",
    "entries at the end of `scripts/mutants.py`.",
    "",
]


def main() -> int:
    return write_summary(PARTS, NAME, HEADER, "2026-12-06")


if __name__ == "__main__":
    raise SystemExit(main())
