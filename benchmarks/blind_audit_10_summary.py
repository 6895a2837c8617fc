"""The tenth blind mutation audit (issue 30) in one table: parts 10a, 10b and 10c together.

Each part wrote its own record (``benchmarks/results/blind-audit-10{a,b,c}-2026-12-04.json``,
made by ``benchmarks/blind_audit_10{a,b,c}.py --summarize``); this script only adds them up, per
module in the order of the draw (``python benchmarks/blind_audit_5_draw.py --audit 10 --seed
2026120410``), and lists every survivor of the first run. Test sets were each module's targeted
tests (``scripts/automut.py MODULE --list-tests``). Before the first runs, automatic mutants on
*fresh lines* (``scripts/automut.py --fresh-lines``: lines no catalogue entry changes) were run
over every module, blind to the draw, and their survivors killed (entries ``harden10*``).

    python benchmarks/blind_audit_10_summary.py    # writes benchmarks/results/blind-audit-10-2026-12-04.md
"""

from __future__ import annotations

import json
from pathlib import Path

from blind_audit_5_summary import _pct, summary_lines

ROOT = Path(__file__).resolve().parents[1]
RESULTS = ROOT / "benchmarks" / "results"
PARTS = ("10a", "10b", "10c")
NAME = "blind-audit-10-2026-12-04"
#: the main commit named in the auditors' GO file (the first runs' commit)
FIRST_RUN_COMMIT = "c35aae8"
HEADER = [
    "# Tenth blind mutation audit (issue 30): 36 modules drawn at random, parts 10a-10c together",
    "",
    "Command: `python benchmarks/blind_audit_10_summary.py` (adds up the three parts' records; each",
    "part's command, commit, load and time are in its own record, named below).",
    "",
    "Protocol: `benchmarks/blind_audit_10_protocol.md`. Modules: 36 of the 124 modules of toolkit/",
    "and exact/ with >= 20 statements, drawn uniformly (`python benchmarks/blind_audit_5_draw.py",
    "--audit 10 --seed 2026120410`). Catalogues were committed before any run. Test sets: each",
    "module's targeted tests (`python scripts/automut.py MODULE --list-tests` on the GO commit).",
    f"Every first run ran on {FIRST_RUN_COMMIT}, the main commit named in the GO file, which holds the",
    "tests of this stop's automatic sweep (harden10a-f: `scripts/automut.py --fresh-lines` over every",
    "module, in three seeded thirds fixed before the draw, each third twice: 2 mutants per module, then 1",
    "with another seed; every module was reached, so no reached/not-reached split). A mutant is *fresh*",
    "when it is not the same bug as an entry of `scripts/mutants.py` at that commit.",
    "",
    "Test-set misses (from the parts' records): 3 of the 12 survivors are killed by existing test files",
    "outside the targeted set: `audit10b.mixing.profile_last_block_only` by tests/exact/test_pinned_mixing.py",
    "and `audit10c.toy.symmetric_no_transpose` by tests/exact/test_compat.py (both import the function",
    "through the package, `from exact import distance_profile`, `from toolkit.models import",
    "random_pairwise`; both duplicates), `audit10a.study_cmd.json_no_censored` by",
    "tests/test_json_reference.py (it drives `glauber study` without naming the module; fresh). Counted as",
    "killed, the first run is 142/151 (94.0 %) over all and 32/40 (80.0 %) over the fresh ones.",
    "",
]


def main() -> int:
    records = {p: json.loads((RESULTS / f"blind-audit-{p}-2026-12-04.json").read_text(encoding="utf-8"))
               for p in PARTS}
    lines, tot = summary_lines(records, HEADER, date="2026-12-04")
    (RESULTS / f"{NAME}.md").write_text("\n".join(lines), encoding="utf-8")
    print(f"all {_pct(tot['k'], tot['n'])}, fresh {_pct(tot['fk'], tot['fn'])}; record benchmarks/results/{NAME}.md")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
