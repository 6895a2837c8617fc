"""The seventeenth blind mutation audit (issue 30) in one table: parts 17a, 17b and 17c together.

Each part wrote its own record (``benchmarks/results/blind-audit-17{a,b,c}-2026-12-06.json``,
made by ``benchmarks/blind_audit_17{a,b,c}.py --summarize``); this script only adds them up, per
module in the order of the draw (``python benchmarks/blind_audit_5_draw.py --audit 17 --seed
2026120517``), and lists every survivor of the first run. Test sets were each module's targeted
tests (``scripts/automut.py MODULE --list-tests`` on the GO commit). Before the first runs, five
sessions blind to the draw (prm19a-e) swept the package a second time for documented promises and
special-case formulas no test checked (``benchmarks/results/sweeps-19-2026-12-06.md``; entries
``prm19*``).

    python benchmarks/blind_audit_17_summary.py    # writes benchmarks/results/blind-audit-17-2026-12-06.md
"""

from __future__ import annotations

from blind_audit_5_summary import write_summary

PARTS = ("17a", "17b", "17c")
NAME = "blind-audit-17-2026-12-06"
#: the main commit named in the auditors' GO file (the first runs' commit)
FIRST_RUN_COMMIT = "73089b3"
HEADER = [
    "# Seventeenth blind mutation audit (issue 30): 36 modules drawn at random, parts 17a-17c together",
    "",
    "Command: `python benchmarks/blind_audit_17_summary.py` (adds up the three parts' records; each",
    "part's command, commit, load and time are in its own record, named below).",
    "",
    "Protocol: `benchmarks/blind_audit_17_protocol.md` (committed before the draw, a049a4d). Modules: 36",
    "of the 124 modules of toolkit/ and exact/ with >= 20 statements, drawn uniformly (`python",
    "benchmarks/blind_audit_5_draw.py --audit 17 --seed 2026120517`). Catalogues were written without",
    "opening `scripts/mutants.py`, tests/, the earlier catalogues or the prm19 sessions' work, and",
    "committed before any run (23:43-23:44 UTC). Test sets: each module's targeted tests (`python",
    "scripts/automut.py MODULE --list-tests` on the GO commit), as in the sixteenth audit. Before the",
    "first runs, five sessions blind to the draw (prm19a-e) swept the 124 modules a second time",
    "(`benchmarks/results/sweeps-19-2026-12-06.md`): 181 mutants, 117 of 173 non-equivalent killed by a",
    "test on their first run, 180/180 after new tests, no real bug.",
    f"Every first run ran on {FIRST_RUN_COMMIT}, the main commit named in the GO file (00:43 UTC), plus",
    "the part's catalogue commit; the three ran side by side on the two shared cores, 00:44-01:29 UTC",
    "(load 0.9-5.5 at their starts, 3.2-4.0 at their ends, with the lead's runs beside them), with no",
    "timeout; every baseline passed. No mutant was marked equivalent before the run.",
    "A mutant is *fresh* when it is not the same bug as an entry of `scripts/mutants.py` at that commit",
    "(each part's `DUPLICATE_OF`, with its judgement calls noted beside it). 131 of the 151 mutants were",
    "duplicates, so the fresh sample is 20 mutants, where 95 % allows one survivor.",
    "",
    "One survivor, `audit17c.metastable.gth_self_paths`, is the same bug as `metastable.gth_keep_self_loops`,",
    "which the catalogue marks equivalent (the GTH elimination never reads the diagonal it keeps); by the",
    "protocol it still counts here. Over the non-equivalent mutants the first run is 147/150 (98.0 %).",
    "",
    "Disclosures from the parts' records: reading the permitted structure of `benchmarks/blind_audit_4a.py`",
    "(`head -80`) printed some of its mutants or survivor ids to each auditor (exact/space.py and",
    "exact/_rounding.py, not drawn here, for 17a and 17c; four ids on `exact/logits.py` for 17b, which",
    "wrote its logits mutants to avoid those bugs); 17a, copying the header layout of",
    "`benchmarks/blind_audit_16a.py`, saw the descriptions of two of its known_results.py mutants (not drawn",
    "here; one a dropped 1/T, a kind 17a had already chosen for mixing_truth.py).",
    "",
]


def main() -> int:
    return write_summary(PARTS, NAME, HEADER, "2026-12-06")


if __name__ == "__main__":
    raise SystemExit(main())
