"""The fourteenth blind mutation audit (issue 30) in one table: parts 14a, 14b and 14c together.

Each part wrote its own record (``benchmarks/results/blind-audit-14{a,b,c}-2026-12-05.json``,
made by ``benchmarks/blind_audit_14{a,b,c}.py --summarize``); this script only adds them up, per
module in the order of the draw (``python benchmarks/blind_audit_5_draw.py --audit 14 --seed
2026120514``), and lists every survivor of the first run. Test sets were each module's targeted
tests (``scripts/automut.py MODULE --list-tests`` on the GO commit). Before the first runs, five
sessions blind to the draw swept boundaries and calls once more (``--operators compare,call``, up
to four places per module; entries ``cmp15*``; ``benchmarks/results/sweeps-15-2026-12-05.md``).

    python benchmarks/blind_audit_14_summary.py    # writes benchmarks/results/blind-audit-14-2026-12-05.md
"""

from __future__ import annotations

from blind_audit_5_summary import write_summary

PARTS = ("14a", "14b", "14c")
NAME = "blind-audit-14-2026-12-05"
#: the main commit named in the auditors' GO file (the first runs' commit)
FIRST_RUN_COMMIT = "ac41eb9"
HEADER = [
    "# Fourteenth blind mutation audit (issue 30): 36 modules drawn at random, parts 14a-14c together",
    "",
    "Command: `python benchmarks/blind_audit_14_summary.py` (adds up the three parts' records; each",
    "part's command, commit, load and time are in its own record, named below).",
    "",
    "Protocol: `benchmarks/blind_audit_14_protocol.md` (committed before the draw, f3f067a). Modules: 36",
    "of the 124 modules of toolkit/ and exact/ with >= 20 statements, drawn uniformly (`python",
    "benchmarks/blind_audit_5_draw.py --audit 14 --seed 2026120514`). Catalogues were written without",
    "opening `scripts/mutants.py`, tests/ or the earlier catalogues, and committed before any run",
    "(05:55-05:57 UTC). Test sets: each module's targeted tests (`python scripts/automut.py MODULE",
    "--list-tests` on the GO commit), as in the thirteenth audit. Before the first runs, five sessions",
    "blind to the draw swept boundaries and calls (`--operators compare,call`, up to four untried places",
    "per module on fresh lines): 82 of 138 killed on their first runs, 43 of the 43 non-equivalent after",
    "new tests (`benchmarks/results/sweeps-15-2026-12-05.md`).",
    f"Every first run ran on {FIRST_RUN_COMMIT}, the main commit named in the GO file (06:38 UTC), plus",
    "the part's catalogue commit; the three ran side by side on the two shared cores, 06:38-07:09 UTC",
    "(load 0.6-3.8), with no timeout. A mutant is *fresh* when it is not the same bug as an entry of",
    "`scripts/mutants.py` at that commit (each part's `DUPLICATE_OF`, with its judgement calls noted",
    "beside it).",
    "",
    "Equivalent after the run: `audit14b.soundness.gap_ignores_negative` (the section's reference",
    "kernel never has a negative eigenvalue large enough to set the gap; the catalogue's twin",
    "`audit7a.soundness.sym_gap_no_negative_end` is marked equivalent for the same reason). 14b's",
    "record leaves it out of its figures (57 non-equivalent mutants), and so does the table below; it",
    "is a duplicate, so the fresh figure is the same with or without it.",
    "",
    "Not killed after the run: `audit14b.diagnostics.split_odd` (a duplicate of",
    "`audit7a.diagnostics.split_odd`) ends as an *error*, not a kill: under it, a fixture of the first",
    "file of its test set fails in setup and pytest's `-x` stops there (run alone, its own file fails).",
    "",
    "Disclosure from 14a's record: two listings of files 14a was allowed to read printed seven mutants",
    "of earlier catalogues (the first audit's three `exact/_mp_spectrum.py` mutants, audit 4a's four",
    "`exact/space.py` mutants); 14a used none of them, and its catalogue says so. Both modules had a",
    "fresh survivor in this audit.",
    "",
]


def main() -> int:
    return write_summary(PARTS, NAME, HEADER, "2026-12-05")


if __name__ == "__main__":
    raise SystemExit(main())
