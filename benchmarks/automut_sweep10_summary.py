"""The automatic fresh-line sweep before the tenth blind audit (issue 30), added up.

Six helper sessions ran ``scripts/automut.py --fresh-lines`` (mutants only on source lines no
entry of ``scripts/mutants.py`` changes) over the modules of toolkit/ and exact/ with >= 20
statements, split in three seeded thirds fixed before the audit's draw: harden10a/b/c with 2
mutants per module, then harden10f/d/e over the same thirds with another seed and 2, 2 and 1 per
module (each started from the catalogue holding the first pass's entries). Their first-run
records are ``benchmarks/results/automut-harden10*-2026-12-04*.json``; the fates of the survivors
(killed by a new test, equivalent with a reason, left) are the ``harden10*`` entries of
``scripts/mutants.py`` and the helpers' records ``benchmarks/results/harden10?-2026-12-04.md``.

    python benchmarks/automut_sweep10_summary.py   # writes benchmarks/results/automut-sweep10-2026-12-04.md
"""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
RESULTS = ROOT / "benchmarks" / "results"
PARTS = ("harden10a", "harden10b", "harden10c", "harden10d", "harden10e", "harden10f")


def _totals(path: Path) -> tuple[int, int]:
    data = json.loads(path.read_text(encoding="utf-8"))
    batches = data["batches"] if "batches" in data else [data]
    return (sum(b["total"]["killed"] for b in batches), sum(b["total"]["mutants"] for b in batches))


def main() -> int:
    spec = importlib.util.spec_from_file_location("_catalogue", ROOT / "scripts" / "mutants.py")
    cat = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(cat)
    lines = ["# Automatic fresh-line sweep before the tenth blind audit (issue 30)", "",
             "Command: `python benchmarks/automut_sweep10_summary.py` (adds up the first-run records; each",
             "helper's commands, commit, load and times are in its record `harden10?-2026-12-04.md`).", "",
             "| sweep | first-run records | first run killed | survivors killed by a new test | equivalent | left |",
             "|---|---|---|---|---|---|"]
    tot = [0, 0, 0, 0]
    for part in PARTS:
        files = sorted(RESULTS.glob(f"automut-{part}-*2026-12-04*.json"))
        k = n = 0
        for f in files:
            a, b = _totals(f)
            k, n = k + a, n + b
        entries = [m for m in cat.MUTANTS if m["id"].startswith(part + ".")]
        eq = sum(1 for m in entries if m.get("equivalent"))
        new = len(entries) - eq
        left = n - k - eq - new
        tot = [tot[0] + k, tot[1] + n, tot[2] + new, tot[3] + eq]
        lines.append(f"| {part} | {', '.join(f'`{f.name}`' for f in files)} | {k}/{n} ({100 * k / n:.1f} %) "
                     f"| {new} | {eq} | {left} |")
    k, n, new, eq = tot
    lines.append(f"| **all** | | **{k}/{n} ({100 * k / n:.1f} %)** | {new} | {eq} | {n - k - new - eq} |")
    lines += ["", f"Non-equivalent mutants killed on the first run: {k}/{n - eq} ({100 * k / (n - eq):.1f} %); after the "
              f"helpers' tests: {k + new}/{n - eq} ({100 * (k + new) / (n - eq):.1f} %). 'Left' are survivors neither "
              "tested nor shown equivalent (each named in its helper's record with the reason).", ""]
    (RESULTS / "automut-sweep10-2026-12-04.md").write_text("\n".join(lines), encoding="utf-8")
    print("\n".join(lines))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
