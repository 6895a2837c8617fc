"""Compare two directories written by ``scripts/cli_json_snapshot.sh``: every number and
string of every JSON output, ignoring timing fields (``seconds``), floats within 1e-9
relative. Prints one line per command and exits 1 on any difference.

Usage: python scripts/compare_json_snapshots.py BEFORE_DIR AFTER_DIR
"""

from __future__ import annotations

import json
import pathlib
import sys

IGNORED = {"seconds", "timings", "wall_seconds"}


def diff(x, y, path, out):
    if isinstance(x, dict) and isinstance(y, dict):
        for k in sorted(set(x) | set(y)):
            if k in IGNORED:
                continue
            if k not in x:
                out.append(f"added {path}/{k}")
            elif k not in y:
                out.append(f"removed {path}/{k}")
            else:
                diff(x[k], y[k], f"{path}/{k}", out)
    elif isinstance(x, list) and isinstance(y, list):
        if len(x) != len(y):
            out.append(f"length of {path}: {len(x)} -> {len(y)}")
            return
        for i, (u, v) in enumerate(zip(x, y, strict=True)):
            diff(u, v, f"{path}[{i}]", out)
    elif x != y:
        if isinstance(x, float) and isinstance(y, float) and abs(x - y) <= 1e-9 * max(1.0, abs(x)):
            return
        out.append(f"changed {path}: {str(x)[:60]!r} -> {str(y)[:60]!r}")


def main(argv) -> int:
    before, after = (pathlib.Path(a) for a in argv[1:3])
    bad = 0
    for f in sorted(before.glob("*.json")):
        g = after / f.name
        if not g.exists():
            print(f"{f.name}: missing in {after}")
            bad += 1
            continue
        out = []
        diff(json.loads(f.read_text() or "null"), json.loads(g.read_text() or "null"), "", out)
        print(f"{f.name}: {'identical' if not out else f'{len(out)} difference(s)'}")
        for line in out[:20]:
            print(f"  {line}")
        bad += bool(out)
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
