"""The twenty-fourth blind mutation audit (issue 30) in one table: parts 24a, 24b and 24c together.

Each part wrote its own record (``benchmarks/results/blind-audit-24{a,b,c}-2026-12-06.json``,
made by ``benchmarks/blind_audit_24{a,b,c}.py --summarize``); this script only adds them up, per
module in the order of the draw (``python benchmarks/blind_audit_5_draw.py --audit 24 --seed
2026120724``), and lists every survivor of the first run. Test sets were each module's targeted
tests (``scripts/automut.py MODULE --list-tests`` on the GO commit). While the catalogues were
written, five sessions (prm28a-e) swept the package an eleventh time for a value picked out of several
and combinations of flags (``benchmarks/results/sweeps-28-2026-12-06.md``; entries ``prm28*``).

    python benchmarks/blind_audit_24_summary.py    # writes benchmarks/results/blind-audit-24-2026-12-06.md
"""

from __future__ import annotations

from blind_audit_5_summary import write_summary

PARTS = ("24a", "24b", "24c")
NAME = "blind-audit-24-2026-12-06"
#: the main commit named in the auditors' GO file (the first runs' commit)
FIRST_RUN_COMMIT = "ebbd9f2"
HEADER = [
    "# Twenty-fourth blind mutation audit (issue 30): 36 modules drawn at random, parts 24a-24c together",
    "",
    "Command: `python benchmarks/blind_audit_24_summary.py` (adds up the three parts' records; each",
    "part's command, commit, load and time are in its own record, named below).",
    "",
    "Protocol: `benchmarks/blind_audit_24_protocol.md` (committed before the draw, 03c6864). Modules: 36",
    "of the 124 modules of toolkit/ and exact/ with >= 20 statements, drawn uniformly (`python",
    "benchmarks/blind_audit_5_draw.py --audit 24 --seed 2026120724`). Catalogues were written without",
    "opening `scripts/mutants.py`, tests/, any other audit's runner or the prm28 sessions' work, and",
    "committed before any run (14:45 UTC), while five sessions (prm28a-e) swept the package for a value",
    "picked out of several on lines the tenth sweep did not try and for combinations of flags whose tests",
    "hold every flag equal (`benchmarks/results/sweeps-28-2026-12-06.md`): 139 mutants, 90 of 133",
    "non-equivalent killed by a test on their first run, every one after new tests.",
    f"Every first run ran on {FIRST_RUN_COMMIT}, the main commit named in the GO file (it holds prm28a-e),",
    "plus the part's catalogue commit; the three ran side by side on the two shared cores, 15:24-15:48",
    "UTC, with no timeout; every baseline passed. Load: about 2 at the starts, 3 at the ends. No mutant",
    "was marked equivalent before the run.",
    "A mutant is *fresh* when it is not the same bug as an entry of `scripts/mutants.py` at that commit",
    "(each part's `DUPLICATE_OF`, filled by the part after its first run; judgement calls in the part's",
    "file). 110 of the 148 mutants were duplicates, so the fresh sample is 38 mutants.",
    "",
    "Steps 6-8, by the parts: five of the eight fresh survivors are killed by new tests (a t_lower equal",
    "to the exact t_mix passing the strict claim t_lower < t_mix; U falling with n below the crossing",
    "checked on the last pair of sizes only; a plural chosen by the count of every keyword, not the",
    "unknown ones; a gap error taken from the narrower side of a clipped interval; a random table's",
    "rectangle repaired at the wrong corner); two were found equivalent after the run (a Paulin bound's",
    "`k` and finiteness combined with `or`: the theory returns no `k` exactly when the bound is infinite;",
    "a kept-times rule combined with `or`: a run the budget did not stop keeps every grid time either",
    "way); one (a distance profile read at the first time) makes a fixture of the calibration tests",
    "raise, which the blind runner counts as an error, not a kill; a new test fails under it. No real",
    "bug. The parts' fresh mutants are the `audit24*` entries at the end of `scripts/mutants.py`.",
    "",
]


def main() -> int:
    return write_summary(PARTS, NAME, HEADER, "2026-12-06")


if __name__ == "__main__":
    raise SystemExit(main())
