"""The twelfth blind mutation audit (issue 30) in one table: parts 12a, 12b and 12c together.

Each part wrote its own record (``benchmarks/results/blind-audit-12{a,b,c}-2026-12-05.json``,
made by ``benchmarks/blind_audit_12{a,b,c}.py --summarize``); this script only adds them up, per
module in the order of the draw (``python benchmarks/blind_audit_5_draw.py --audit 12 --seed
2026120512``), and lists every survivor of the first run. Test sets were each module's targeted
tests (``scripts/automut.py MODULE --list-tests``). Before the first runs, five sessions swept the
eleventh audit's survivor classes over the whole package with ``scripts/automut.py``
(``--operators abs``, ``reduce``, ``ignore``), blind to the draw, and killed their survivors
(entries ``abs13*``, ``ops13*``; ``benchmarks/results/sweeps-13-2026-12-05.md``).

    python benchmarks/blind_audit_12_summary.py    # writes benchmarks/results/blind-audit-12-2026-12-05.md
"""

from __future__ import annotations

from blind_audit_5_summary import write_summary

PARTS = ("12a", "12b", "12c")
NAME = "blind-audit-12-2026-12-05"
#: the main commit named in the auditors' GO file (the first runs' commit)
FIRST_RUN_COMMIT = "dbe2957"
HEADER = [
    "# Twelfth blind mutation audit (issue 30): 36 modules drawn at random, parts 12a-12c together",
    "",
    "Command: `python benchmarks/blind_audit_12_summary.py` (adds up the three parts' records; each",
    "part's command, commit, load and time are in its own record, named below).",
    "",
    "Protocol: `benchmarks/blind_audit_12_protocol.md`. Modules: 36 of the 124 modules of toolkit/",
    "and exact/ with >= 20 statements, drawn uniformly (`python benchmarks/blind_audit_5_draw.py",
    "--audit 12 --seed 2026120512`). Catalogues were committed before any run. Test sets: each",
    "module's targeted tests (`python scripts/automut.py MODULE --list-tests` on the GO commit), as in",
    "the eleventh audit. Before the first runs, five sessions blind to the draw swept the eleventh",
    "audit's three survivor classes over the whole package on fresh lines with `scripts/automut.py`:",
    "the dropped absolute value (`--operators abs`, the places stop 46 left), and the new operators",
    "`reduce` (the largest over a sequence replaced by its last value) and `ignore` (a keyword argument",
    "replaced by its default): 101 of 191 killed on their first runs, 173 of the 173 non-equivalent",
    "after new tests, three real bugs fixed (`benchmarks/results/sweeps-13-2026-12-05.md`).",
    f"Every first run ran on {FIRST_RUN_COMMIT}, the main commit named in the GO file, which holds those",
    "sweeps. A mutant is *fresh* when it is not the same bug as an entry of `scripts/mutants.py` at",
    "that commit.",
    "",
    "Disclosures from the parts' records: 12b saw, in benchmarks/blind_audit_4a.py (open to auditors",
    "for its structure), the ids of the fourth audit's four logits mutants before writing its",
    "catalogue, and wrote different bugs; after committing its catalogue it grepped tests/conftest.py",
    "(the hypothesis profile lines). 12c wrote tests against its own mutants in a scratch copy outside",
    "the repository before the GO, deleted it, and added only the two survivors' tests after the",
    "first run (which used only the GO commit's tests).",
    "",
]


def main() -> int:
    return write_summary(PARTS, NAME, HEADER, "2026-12-05")


if __name__ == "__main__":
    raise SystemExit(main())
