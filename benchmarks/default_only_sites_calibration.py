"""How well ``default_only_args.py --sites`` predicts: its classes against the ninth sweep's first runs.

The ninth sweep (prm26a-e) catalogued the dropped-keyword mutant of every site on the tool's first
list (``benchmarks/results/default-only-sites-2026-12-06.md``) and ran each before writing any test
(``benchmarks/results/mutation-prm26*-first*.json``). This script puts each mutant's first-run result
beside the class the refined report of the same trace gives its site
(``default-only-sites-b-2026-12-06.json``): *certain* (never off default, or only outside the caller's
targeted tests), *patched* (the callee's name is quoted in a test file that uses monkeypatch or mock:
a spy may check the keyword), or *unlisted* (no longer listed: a closure's call, an import-time
site). A mutant marked equivalent (the keyword written as a constant equal to the default) counts
as a correct prediction of survival.

    python benchmarks/default_only_sites_calibration.py
"""

from __future__ import annotations

import glob
import importlib.util
import json
import re
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
RESULTS = ROOT / "benchmarks" / "results"


def classify(entry: dict, record: dict) -> str:
    """The refined record's class of the site a ``prm26*`` entry drops a keyword at (its id ends ``_L<line>``)."""
    m = re.search(r"_L(\d+)$", entry["id"])
    rows = record.get(entry["file"], {})
    for key, cls in (("never_off_default", "certain"), ("targeted_only_default", "certain"),
                     ("patched_callee", "patched")):
        if m and any(x.startswith(f"line {m.group(1)}:") for x in rows.get(key, [])):
            return cls
    return "unlisted"


def main() -> int:
    spec = importlib.util.spec_from_file_location("catalogue", ROOT / "scripts" / "mutants.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    entries = [e for e in mod.MUTANTS if e["id"].startswith("prm26")]
    first = {}
    for path in sorted(glob.glob(str(RESULTS / "mutation-prm26*-first*.json"))):
        data = json.loads(Path(path).read_text())
        first.update({m["id"]: m["status"] for m in data.get("mutants", data)})
    record = json.loads((RESULTS / "default-only-sites-b-2026-12-06.json").read_text())
    table = Counter()
    unrun = 0
    for e in entries:
        status = first.get(e["id"])
        if status is None:
            unrun += 1
            continue
        survived = status == "survived"
        table[(classify(e, record), "survived" if survived else "killed or timeout", bool(e.get("equivalent")))] += 1
    print("| class | survived (non-equivalent) | survived (equivalent) | killed or timeout | predicted survival held |")
    print("|---|---|---|---|---|")
    for cls in ("certain", "patched", "unlisted"):
        s_ne = table[(cls, "survived", False)]
        s_eq = table[(cls, "survived", True)]
        k = table[(cls, "killed or timeout", False)] + table[(cls, "killed or timeout", True)]
        n = s_ne + s_eq + k
        print(f"| {cls} | {s_ne} | {s_eq} | {k} | {s_ne + s_eq}/{n} |")
    print(f"\n{unrun} entries have no first-run JSON result (their parts' runs were stopped and split; their "
          "results are in the parts' logs and records)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
