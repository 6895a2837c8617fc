"""The twenty-third blind mutation audit (issue 30) in one table: parts 23a, 23b and 23c together.

Each part wrote its own record (``benchmarks/results/blind-audit-23{a,b,c}-2026-12-06.json``,
made by ``benchmarks/blind_audit_23{a,b,c}.py --summarize``); this script only adds them up, per
module in the order of the draw (``python benchmarks/blind_audit_5_draw.py --audit 23 --seed
2026120723``), and lists every survivor of the first run. Test sets were each module's targeted
tests (``scripts/automut.py MODULE --list-tests`` on the GO commit). While the catalogues were
written, five sessions (prm27a-e) swept the package a tenth time for rules that read one of several
values, cumulative stopping rules and censored values counted as evidence
(``benchmarks/results/sweeps-27-2026-12-06.md``; entries ``prm27*``).

    python benchmarks/blind_audit_23_summary.py    # writes benchmarks/results/blind-audit-23-2026-12-06.md
"""

from __future__ import annotations

from blind_audit_5_summary import write_summary

PARTS = ("23a", "23b", "23c")
NAME = "blind-audit-23-2026-12-06"
#: the main commit named in the auditors' GO file (the first runs' commit)
FIRST_RUN_COMMIT = "e151579"
HEADER = [
    "# Twenty-third blind mutation audit (issue 30): 36 modules drawn at random, parts 23a-23c together",
    "",
    "Command: `python benchmarks/blind_audit_23_summary.py` (adds up the three parts' records; each",
    "part's command, commit, load and time are in its own record, named below).",
    "",
    "Protocol: `benchmarks/blind_audit_23_protocol.md` (committed before the draw, 6743e75). Modules: 36",
    "of the 124 modules of toolkit/ and exact/ with >= 20 statements, drawn uniformly (`python",
    "benchmarks/blind_audit_5_draw.py --audit 23 --seed 2026120723`). Catalogues were written without",
    "opening `scripts/mutants.py`, tests/, any other audit's runner or the prm27 sessions' work, and",
    "committed before any run (13:33-13:34 UTC), while five sessions (prm27a-e) swept the package for rules",
    "that read one of several values, loops and stopping rules driven by a cumulative quantity, and",
    "censored or missing values counted as evidence (`benchmarks/results/sweeps-27-2026-12-06.md`): 137",
    "mutants, 108 of 135 non-equivalent killed by a test on their first run, 136/136 after new tests.",
    f"Every first run ran on {FIRST_RUN_COMMIT}, the main commit named in the GO file (it holds prm27a-e),",
    "plus the part's catalogue commit; the three ran side by side on the two shared cores, 14:13-14:35",
    "UTC, with no timeout; every baseline passed. Load: 0.7-1.7 at the starts, about 3 at the ends (the",
    "lead's timing of five targeted sets ran beside them at nice 19). No mutant was marked equivalent",
    "before the run.",
    "A mutant is *fresh* when it is not the same bug as an entry of `scripts/mutants.py` at that commit",
    "(each part's `DUPLICATE_OF`, filled by the part after its first run; judgement calls in the part's",
    "file). 111 of the 143 mutants were duplicates, so the fresh sample is 32 mutants.",
    "",
    "Steps 6-8, by the parts: the four fresh survivors are killed by new tests: a gap counted as converged",
    "when only one Lanczos end converged (`toolkit.exact_torch`); a bound kept from the last token-pair",
    "block instead of the largest over all (`exact.lumped_checks`); an overlap reference read from the",
    "first chain's first record instead of its last (`toolkit.app.phase_point`); an escape-bound claim",
    "showing the first fixed point instead of the tightest (`exact.checks`). No real bug. The parts' fresh",
    "mutants are the `audit23*` entries at the end of `scripts/mutants.py` (23a 10/10, 23b 12/12, 23c 10/10",
    "killed).",
    "",
]


def main() -> int:
    return write_summary(PARTS, NAME, HEADER, "2026-12-06")


if __name__ == "__main__":
    raise SystemExit(main())
