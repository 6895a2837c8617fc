"""The growth verdict's thresholds ``Z_POLY`` and ``Z_FAST`` (:mod:`toolkit.growth`) chosen over
the current calibration records jointly (issue 24, item 4).

Each record of ``benchmarks/mixing_calibration.py`` holds a threshold table: every pair of the
grid scored on that run's families, wrong verdicts split by side. This script adds the tables
of :data:`RECORDS` pair by pair (a pair missing from one record is left out) and applies the
rule of :func:`benchmarks.mixing_calibration.choose_thresholds` to the sum: the exact families
(no wrong verdict allowed) and the sampled ones (the toy models through the real-MLM path, on
the windows that path uses, and the 2-D tori, mean-field Potts and random pairwise models)
decide together. ``toolkit.growth``'s constants must be the pair it chooses
(``tests/test_thresholds_choice.py`` reads the committed records and checks).

Reads only the JSON records (seconds); writes ``OUT/mixing-thresholds.{md,json}``.

    python benchmarks/mixing_thresholds.py
"""

from __future__ import annotations

import argparse
import json
import os
import shlex
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))

from benchmarks.mixing_calibration import choose_thresholds, safe_ranges, thresholds_md  # noqa: E402
from toolkit import growth  # noqa: E402

#: The calibration records computed with the current cells' code (the older ones under
#: benchmarks/results are kept as the runs they were, at their commits and options).
RECORDS = ("mixing-calibration-exact", "mixing-calibration-sampled-all", "mixing-calibration-sampled-slowest")
KEYS = ("wrong", "wrong_poly", "wrong_fast", "decided")


def joint_table(records: list[tuple[str, dict]]) -> list[dict]:
    """The records' threshold tables added pair by pair (pairs on every table only).

    >>> a = {"threshold_table": [{"z_poly": 2.0, "z_fast": 3.0, "wrong": 0, "wrong_poly": 0, "wrong_fast": 0,
    ...                           "decided": 5}]}
    >>> b = {"threshold_table": [{"z_poly": 2.0, "z_fast": 3.0, "wrong": 1, "wrong_poly": 1, "wrong_fast": 0,
    ...                           "decided": 2}]}
    >>> joint_table([("a", a), ("b", b)])[0]["decided"], joint_table([("a", a), ("b", b)])[0]["wrong_poly"]
    (7, 1)
    """
    if not records:
        return []
    keyed = [{(r["z_poly"], r["z_fast"]): r for r in rec["threshold_table"]} for _, rec in records]
    pairs = sorted(set.intersection(*(set(k) for k in keyed)))
    return [{"z_poly": zp, "z_fast": zf, **{k: sum(t[(zp, zf)][k] for t in keyed) for k in KEYS}}
            for zp, zf in pairs]


def load(results_dir: str, names=RECORDS) -> list[tuple[str, dict]]:
    out = []
    for name in names:
        with open(os.path.join(results_dir, name + ".json")) as fh:
            out.append((name, json.load(fh)))
    return out


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--results", default=os.path.join(HERE, "results"), help="where the calibration records are")
    ap.add_argument("--out", default=os.path.join(HERE, "results"))
    args = ap.parse_args(argv)
    recs = load(args.results)
    table = joint_table(recs)
    chosen = choose_thresholds(table)
    constants = (growth.Z_POLY, growth.Z_FAST)
    ok_p, ok_f = safe_ranges(table)
    commit = subprocess.run(["git", "rev-parse", "--short", "HEAD"], capture_output=True, text=True,
                            cwd=os.path.dirname(HERE)).stdout.strip() or "unknown"
    rec = {"command": "python benchmarks/mixing_thresholds.py " + shlex.join(argv if argv is not None else sys.argv[1:]),
           "commit": commit, "records": [{"name": n, "command": r["command"], "commit": r["commit"]} for n, r in recs],
           "eligible_z_poly": ok_p, "eligible_z_fast": ok_f, "chosen": list(chosen), "constants": list(constants),
           "same": list(chosen) == list(constants), "table": table}
    md = ["# The growth verdict's thresholds, chosen over the calibration records jointly (issue 24)", "",
          f"Command: `{rec['command']}`; commit {commit}; reads only the records below (no computation).", "",
          "Records (their tables added pair by pair):", ""]
    md += [f"- {r['name']} (commit {r['commit']}): `{r['command']}`" for r in rec["records"]]
    md += ["", *thresholds_md(table, chosen, constants, "every family of these records"), "",
           ("toolkit.growth's constants are the chosen pair." if rec["same"] else
            "**toolkit.growth's constants differ from the chosen pair: update them.**")]
    os.makedirs(args.out, exist_ok=True)
    base = os.path.join(args.out, "mixing-thresholds")
    with open(base + ".json", "w") as fh:
        json.dump(rec, fh, indent=1)
    with open(base + ".md", "w") as fh:
        fh.write("\n".join(md) + "\n")
    print("\n".join(md))
    return 0 if rec["same"] else 1


if __name__ == "__main__":
    sys.exit(main())
