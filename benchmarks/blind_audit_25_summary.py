"""The twenty-fifth blind mutation audit (issue 30) in one table: parts 25a, 25b and 25c together.

Each part wrote its own record (``benchmarks/results/blind-audit-25{a,b,c}-2026-12-06.json``,
made by ``benchmarks/blind_audit_25{a,b,c}.py --summarize``); this script only adds them up, per
module in the order of the draw (``python benchmarks/blind_audit_5_draw.py --audit 25 --seed
2026120725``), and lists every survivor of the first run. Test sets were each module's targeted
tests (``scripts/automut.py MODULE --list-tests`` on the GO commit). While the catalogues were
written, five sessions (prm29a-e) swept the package a twelfth time for a boundary at equality, one inner
item offending and a side or an index (``benchmarks/results/sweeps-29-2026-12-06.md``; entries ``prm29*``).

    python benchmarks/blind_audit_25_summary.py    # writes benchmarks/results/blind-audit-25-2026-12-06.md
"""

from __future__ import annotations

from blind_audit_5_summary import write_summary

PARTS = ("25a", "25b", "25c")
NAME = "blind-audit-25-2026-12-06"
#: the main commit named in the auditors' GO file (the first runs' commit)
FIRST_RUN_COMMIT = "617b5ca"
HEADER = [
    "# Twenty-fifth blind mutation audit (issue 30): 36 modules drawn at random, parts 25a-25c together",
    "",
    "Command: `python benchmarks/blind_audit_25_summary.py` (adds up the three parts' records; each",
    "part's command, commit, load and time are in its own record, named below).",
    "",
    "Protocol: `benchmarks/blind_audit_25_protocol.md` (committed before the draw, 2cee5da). Modules: 36",
    "of the 124 modules of toolkit/ and exact/ with >= 20 statements, drawn uniformly (`python",
    "benchmarks/blind_audit_5_draw.py --audit 25 --seed 2026120725`). Catalogues were written without",
    "opening `scripts/mutants.py`, tests/, any other audit's runner or the prm29 sessions' work, and",
    "committed before any run (16:40 UTC), while five sessions (prm29a-e) swept the package for a",
    "boundary at equality, one inner item offending and a side or an index",
    "(`benchmarks/results/sweeps-29-2026-12-06.md`): 136 mutants, 95 non-equivalent killed by a test on",
    "their first run, every one after new tests.",
    f"Every first run ran on {FIRST_RUN_COMMIT}, the main commit named in the GO file (it holds prm29a-e),",
    "plus the part's catalogue commit; the three ran side by side on the two shared cores, 17:17-17:44",
    "UTC, with no timeout; every baseline passed. Load: about 1 at the starts, 3-4 at the ends. No mutant",
    "was marked equivalent before the run.",
    "A mutant is *fresh* when it is not the same bug as an entry of `scripts/mutants.py` at that commit",
    "(each part's `DUPLICATE_OF`, filled by the part after its first run; judgement calls in the part's",
    "file). 128 of the 142 mutants were duplicates (most of them the same edit on the same line), so",
    "the fresh sample is 14 mutants: a thin sample (Wilson 95 % interval of 14/14: 78.5-100 %).",
    "",
    "Steps 6-8, by the parts: the one survivor (window's T_0 tolerance without its factor n, the same",
    "bug as audit 4c's open survivor `audit4c.window.t0_tolerance_one_site`) is killed by a new test",
    "(`tests/toolkit/test_audit25b_window.py`: a 10-site model whose logits drift by exactly the declared",
    "error). No real bug. The parts' fresh mutants are the `audit25*` entries at the end of",
    "`scripts/mutants.py`.",
    "",
]


def main() -> int:
    return write_summary(PARTS, NAME, HEADER, "2026-12-06")


if __name__ == "__main__":
    raise SystemExit(main())
