"""The nineteenth blind mutation audit (issue 30) in one table: parts 18a, 18b and 18c together.

Each part wrote its own record (``benchmarks/results/blind-audit-19{a,b,c}-2026-12-06.json``,
made by ``benchmarks/blind_audit_19{a,b,c}.py --summarize``); this script only adds them up, per
module in the order of the draw (``python benchmarks/blind_audit_5_draw.py --audit 19 --seed
2026120619``), and lists every survivor of the first run. Test sets were each module's targeted
tests (``scripts/automut.py MODULE --list-tests`` on the GO commit). Before the draw, five sessions
(prm21a-e) swept the package a fourth time for loose assertions
(``benchmarks/results/sweeps-21-2026-12-06.md``; entries ``prm21*``).

    python benchmarks/blind_audit_19_summary.py    # writes benchmarks/results/blind-audit-19-2026-12-06.md
"""

from __future__ import annotations

from blind_audit_5_summary import write_summary

PARTS = ("19a", "19b", "19c")
NAME = "blind-audit-19-2026-12-06"
#: the main commit named in the auditors' GO file (the first runs' commit)
FIRST_RUN_COMMIT = "b543f0f"
HEADER = [
    "# Nineteenth blind mutation audit (issue 30): 36 modules drawn at random, parts 19a-19c together",
    "",
    "Command: `python benchmarks/blind_audit_19_summary.py` (adds up the three parts' records; each",
    "part's command, commit, load and time are in its own record, named below).",
    "",
    "Protocol: `benchmarks/blind_audit_19_protocol.md` (committed before the draw, b543f0f). Modules: 36",
    "of the 124 modules of toolkit/ and exact/ with >= 20 statements, drawn uniformly (`python",
    "benchmarks/blind_audit_5_draw.py --audit 19 --seed 2026120619`). Catalogues were written without",
    "opening `scripts/mutants.py`, tests/, any other audit's runner or the prm21 sessions' work, and",
    "committed before any run (04:37 UTC). Before the draw, five sessions (prm21a-e) swept the package",
    "for loose assertions (`benchmarks/results/sweeps-21-2026-12-06.md`): 147 mutants, 109 of 146",
    "non-equivalent killed by a test on their first run, 146/146 after new tests, one real bug.",
    f"Every first run ran on {FIRST_RUN_COMMIT}, the main commit of the draw (named in the GO file), plus the",
    "part's catalogue commit; the three ran side by side on the two shared cores, 04:37-05:07 UTC (load",
    "2-5, with a fresh-clone `make test` beside them), with no timeout; every baseline passed. No mutant",
    "was marked equivalent before the run.",
    "A mutant is *fresh* when it is not the same bug as an entry of `scripts/mutants.py` at that commit",
    "(each part's `DUPLICATE_OF`; 19b and 19c filled theirs, the lead filled 19a's after its session, by",
    "holding each mutant against the entries on the same lines: judgement calls in the part's file).",
    "124 of the 156 mutants were duplicates, so the fresh sample is 32 mutants.",
    "",
    "Two survivors of 19a, `lumped.rest_bound_t_not_2t` and `lumped.all_classes_tie_last`, are the same",
    "bugs as `i30c.rest_crude_t` and `audit5c.lumped.worst_class_last_tie`, which the catalogue marks",
    "equivalent; by the protocol they still count here. Without them the first run is 149/154 (96.8 %).",
    "",
    "Steps 6-8: 19b's one survivor and 19a's four fresh ones are killed by tests the lead wrote after the",
    "parts' sessions (the last two, `lumped.mono_worst_at_tmix` and `window.near_without_diff`, in the next",
    "session). The parts' 32 fresh mutants are the `audit19*` entries at the end of `scripts/mutants.py`:",
    "32/32 killed (`python scripts/mutation.py --id 'audit19*' --no-baseline --jobs 1 --timeout 300`, commit",
    "a1d4340, 05:33-05:58 UTC, load 1.4-9.8, 1460 s; `benchmarks/results/mutation-audit19-2026-12-06.json`).",
    "",
]


def main() -> int:
    return write_summary(PARTS, NAME, HEADER, "2026-12-06")


if __name__ == "__main__":
    raise SystemExit(main())
