"""The fifth blind mutation audit (issue 30) in one table: parts 5a, 5b and 5c together.

Each part wrote its own record (``benchmarks/results/blind-audit-5{a,b,c}-2026-12-03.json``, made
by ``benchmarks/blind_audit_5{a,b,c}.py --summarize``); this script only adds them up, per
module in the order of the draw (``benchmarks/blind_audit_5_draw.py``), and lists every survivor
of the first run.

    python benchmarks/blind_audit_5_summary.py     # writes benchmarks/results/blind-audit-5-2026-12-03.md
"""

from __future__ import annotations

import json
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
RESULTS = ROOT / "benchmarks" / "results"
PARTS = ("5a", "5b", "5c")
NAME = "blind-audit-5-2026-12-03"


def _pct(killed: int, total: int) -> str:
    return f"{killed}/{total} ({100.0 * killed / total:.1f} %)" if total else "-"


HEADER = [
    "# Fifth blind mutation audit (issue 30): 36 modules drawn at random, parts 5a-5c together",
    "",
    "Command: `python benchmarks/blind_audit_5_summary.py` (adds up the three parts' records; each",
    "part's command, commit, load and time are in its own record, named below).",
    "",
    "Protocol: `benchmarks/blind_audit_5_protocol.md`. Modules: 36 of the 124 modules of toolkit/",
    "and exact/ with >= 20 statements, drawn uniformly (`python benchmarks/blind_audit_5_draw.py`,",
    "seed 20261203). Catalogues were committed before any run and before the coverage-driven tests",
    "(cov5h1-3) landed; every first run ran on de3f438, which holds those tests. A mutant is",
    "*fresh* when it is not the same bug as an entry of `scripts/mutants.py` at that commit",
    "(the cov5h* entries of this stop's hardening included).",
    "",
]


def subset_score(records: dict, keep) -> dict:
    """First-run counts over the drawn modules for which ``keep(module)`` holds: modules ``m``,
    killed ``k`` of ``n`` non-equivalent, fresh ``fk`` of ``fn``."""
    out = {"m": 0, "k": 0, "n": 0, "fk": 0, "fn": 0}
    for r in records.values():
        for module, row in r["per_module"].items():
            if keep(module):
                out["m"] += 1
                out["k"] += row["first_run"]["killed"]
                out["n"] += row["first_run"]["non_equivalent"]
                out["fk"] += row["first_run_fresh"]["killed"]
                out["fn"] += row["first_run_fresh"]["non_equivalent"]
    return out


def swept_modules(prefix) -> set[str]:
    """The files that catalogue entries whose id starts with ``prefix`` (a string or a tuple of them) mutate."""
    import sys

    sys.path.insert(0, str(ROOT / "scripts"))
    from mutants import MUTANTS  # noqa: PLC0415 (the catalogue is a script, not a package)

    return {m["file"] for m in MUTANTS if m["id"].startswith(prefix)}


def sweep_split_lines(sweeps) -> callable:
    """An ``extra`` for :func:`summary_lines`: for each ``(id prefix, description)`` of
    ``sweeps``, the score over the drawn modules that sweep reached, and over the others."""

    def lines(records: dict) -> list[str]:
        out = [""]
        for prefix, what in sweeps:
            swept = swept_modules(prefix)
            for reached, label in ((True, "reached by"), (False, "not reached by")):
                s = subset_score(records, lambda module, reached=reached, swept=swept: (module in swept) == reached)
                out.append(f"Over the {s['m']} drawn modules {label} {what}: {_pct(s['k'], s['n'])} over "
                           f"all, {_pct(s['fk'], s['fn'])} over the fresh ones.")
        return out

    return lines


def summary_lines(records: dict, header: list[str], extra=None, date: str = "2026-12-03") -> tuple[list[str], dict]:
    """The record's lines under ``header``: the parts' table, ``extra(records)``'s lines if given,
    the per-module table and the survivors; with the totals."""
    lines = [
        *header,
        "| part | record | first run (all) | first run (fresh) | equivalent found after | after |",
        "|---|---|---|---|---|---|",
    ]
    tot = {"k": 0, "n": 0, "fk": 0, "fn": 0, "eq": 0, "feq": 0, "ak": 0, "an": 0}
    for p, r in records.items():
        # survivors the auditor showed equivalent after the run (their note says so); the
        # first-run figures keep them as survivors, as the protocol asks
        # (a part whose record already leaves one out of its figures, ``equivalent`` set, is not
        # counted again; nor is a duplicate left out of the fresh figure)
        after_eq = [m for m in r["mutants"] if m.get("outcome_first_run") != "killed" and not m.get("equivalent")
                    and (m.get("note") or "").lower().startswith("equivalent")]
        eq_after = len(after_eq)
        tot["feq"] += sum(1 for m in after_eq if not m.get("duplicate_of"))
        fr, ff, af = r["first_run"], r["first_run_fresh"], r["after"]
        lines.append(f"| {p} | `blind-audit-{p}-{date}.md` | {_pct(fr['killed'], fr['non_equivalent'])} | "
                     f"{_pct(ff['killed'], ff['non_equivalent'])} | {eq_after} | "
                     f"{_pct(af['killed'], af['non_equivalent'])} |")
        tot["k"] += fr["killed"]
        tot["n"] += fr["non_equivalent"]
        tot["fk"] += ff["killed"]
        tot["fn"] += ff["non_equivalent"]
        tot["eq"] += eq_after
        tot["ak"] += af["killed"]
        tot["an"] += af["non_equivalent"]
    lines.append(f"| **all** | | **{_pct(tot['k'], tot['n'])}** | **{_pct(tot['fk'], tot['fn'])}** | "
                 f"{tot['eq']} | {_pct(tot['ak'], tot['an'])} |")
    if tot["eq"]:
        lines += ["", f"Without the {tot['eq']} mutant(s) found equivalent after the first run (all survivors): "
                  f"{_pct(tot['k'], tot['n'] - tot['eq'])} over all, "
                  f"{_pct(tot['fk'], tot['fn'] - tot['feq'])} over the fresh ones."]
    if extra is not None:
        lines += extra(records)
    lines += ["", "## Per module (first run)", "",
              "| part | module | mutants | first run (all) | first run (fresh) |", "|---|---|---|---|---|"]
    for p, r in records.items():
        for module, row in r["per_module"].items():
            lines.append(f"| {p} | {module} | {row['mutants']} | "
                         f"{_pct(row['first_run']['killed'], row['first_run']['non_equivalent'])} | "
                         f"{_pct(row['first_run_fresh']['killed'], row['first_run_fresh']['non_equivalent'])} |")
    lines += ["", "## Survivors of the first run", ""]
    for r in records.values():
        for m in r["mutants"]:
            if m.get("outcome_first_run") != "killed" and not m.get("equivalent"):
                after = m.get("outcome_after") or "-"
                lines.append(f"- `{m['id']}` ({m['file']}; first run: {m['outcome_first_run']}; after: {after}): "
                             f"{m['description']} *Why it survived:* {m.get('note') or '-'}")
    lines.append("")
    return lines, tot


def write_summary(parts, name: str, header: list[str], date: str) -> int:
    """Add up the parts' records ``blind-audit-<part>-<date>.json`` into ``<name>.md`` (the
    ``main`` of the per-audit summary scripts that need no extra section) and print the totals."""
    records = {p: json.loads((RESULTS / f"blind-audit-{p}-{date}.json").read_text(encoding="utf-8"))
               for p in parts}
    lines, tot = summary_lines(records, header, date=date)
    (RESULTS / f"{name}.md").write_text("\n".join(lines), encoding="utf-8")
    print(f"all {_pct(tot['k'], tot['n'])}, fresh {_pct(tot['fk'], tot['fn'])}; record benchmarks/results/{name}.md")
    return 0


def main() -> int:
    records = {p: json.loads((RESULTS / f"blind-audit-{p}-2026-12-03.json").read_text(encoding="utf-8"))
               for p in PARTS}
    lines, tot = summary_lines(records, HEADER)
    (RESULTS / f"{NAME}.md").write_text("\n".join(lines), encoding="utf-8")
    print(f"all {_pct(tot['k'], tot['n'])}, fresh {_pct(tot['fk'], tot['fn'])}; record benchmarks/results/{NAME}.md")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
