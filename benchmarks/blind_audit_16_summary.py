"""The sixteenth blind mutation audit (issue 30) in one table: parts 16a, 16b and 16c together.

Each part wrote its own record (``benchmarks/results/blind-audit-16{a,b,c}-2026-12-05.json``,
made by ``benchmarks/blind_audit_16{a,b,c}.py --summarize``); this script only adds them up, per
module in the order of the draw (``python benchmarks/blind_audit_5_draw.py --audit 16 --seed
2026120516``), and lists every survivor of the first run. Test sets were each module's targeted
tests (``scripts/automut.py MODULE --list-tests`` on the GO commit). Before the first runs, four
sessions blind to the draw (prm18a-d) swept the whole package for documented promises no test
checked (``benchmarks/results/sweeps-18-2026-12-05.md``; entries ``prm18*``).

    python benchmarks/blind_audit_16_summary.py    # writes benchmarks/results/blind-audit-16-2026-12-05.md
"""

from __future__ import annotations

from blind_audit_5_summary import write_summary

PARTS = ("16a", "16b", "16c")
NAME = "blind-audit-16-2026-12-05"
#: the main commit named in the auditors' GO file (the first runs' commit)
FIRST_RUN_COMMIT = "5e2b85e"
HEADER = [
    "# Sixteenth blind mutation audit (issue 30): 36 modules drawn at random, parts 16a-16c together",
    "",
    "Command: `python benchmarks/blind_audit_16_summary.py` (adds up the three parts' records; each",
    "part's command, commit, load and time are in its own record, named below).",
    "",
    "Protocol: `benchmarks/blind_audit_16_protocol.md` (committed before the draw, 2a6505b). Modules: 36",
    "of the 124 modules of toolkit/ and exact/ with >= 20 statements, drawn uniformly (`python",
    "benchmarks/blind_audit_5_draw.py --audit 16 --seed 2026120516`). Catalogues were written without",
    "opening `scripts/mutants.py`, tests/, the earlier catalogues or the prm18 sessions' work, and",
    "committed before any run (21:14-21:15 UTC). Test sets: each module's targeted tests (`python",
    "scripts/automut.py MODULE --list-tests` on the GO commit), as in the fifteenth audit. Before the",
    "first runs, four sessions blind to the draw (prm18a-d) swept the 124 modules for documented promises",
    "no test checked (`benchmarks/results/sweeps-18-2026-12-05.md`): 136 mutants, 93 killed on their",
    "first run, 134/134 non-equivalent after new tests, one real bug fixed (a coupling bound printed",
    "\"upper 95%\" at every level).",
    f"Every first run ran on {FIRST_RUN_COMMIT}, the main commit named in the GO file (22:04 UTC), plus",
    "the part's catalogue commit; the three ran side by side on the two shared cores, 22:04-22:42 UTC",
    "(load 1.3-5.2, with the lead's timing runs beside them), with no timeout; every baseline passed. No",
    "mutant was marked equivalent, before or after.",
    "A mutant is *fresh* when it is not the same bug as an entry of `scripts/mutants.py` at that commit",
    "(each part's `DUPLICATE_OF`, with its judgement calls noted beside it). 114 of the 148 mutants were",
    "duplicates, so the fresh sample is 34 mutants, where 95 % allows one survivor.",
    "",
    "Disclosure from 16c's record: reading the structure of `benchmarks/blind_audit_4a.py`, as the",
    "protocol allows, printed two of its `exact/space.py` mutants and four `AFTER_TESTS` keys on",
    "`exact/logits.py`; 16c used none of those bugs.",
    "",
]


def main() -> int:
    return write_summary(PARTS, NAME, HEADER, "2026-12-05")


if __name__ == "__main__":
    raise SystemExit(main())
