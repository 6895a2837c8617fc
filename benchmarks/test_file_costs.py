"""CPU seconds each test file's default tier takes, for the targeted-test rule (issue 30).

``scripts/automut.py``'s targeted tests of a module add the files the catalogue runs on it,
cheapest first, while the set stays within ``automut.CATALOGUE_BUDGET`` seconds; this script
records the per-file costs that rule reads. One pytest run of the default tier (not slow, not
gpu) in this process; each test's setup, call and teardown are charged to its file in CPU
seconds of this process and of the children it waited for (``os.times``), which depend far less
on the machine's load than wall time does. Module-scoped fixtures are charged to the first test
that uses them, so a file's cost is what running it alone costs, less pytest's start::

    OMP_NUM_THREADS=1 python benchmarks/test_file_costs.py   # writes benchmarks/results/test-file-costs-<date>.json
    python benchmarks/test_file_costs.py tests/exact --out OUT.json
"""

from __future__ import annotations

import argparse
import datetime
import json
import os
import subprocess
import sys
from collections import defaultdict
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


def _cpu() -> float:
    t = os.times()
    return t.user + t.system + t.children_user + t.children_system


class _Costs:
    """A pytest plugin charging each test's CPU seconds to its file."""

    def __init__(self):
        self.seconds: dict[str, float] = defaultdict(float)

    @pytest.hookimpl(hookwrapper=True)
    def pytest_runtest_protocol(self, item, nextitem):
        start = _cpu()
        yield
        self.seconds[item.nodeid.split("::")[0]] += _cpu() - start


def _load() -> str:
    return " ".join(f"{x:.2f}" for x in os.getloadavg())


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("paths", nargs="*", default=["tests"], help="test paths (default: tests)")
    ap.add_argument("--out", type=Path, help="JSON record (default benchmarks/results/test-file-costs-<date>.json)")
    args = ap.parse_args(argv)
    now = datetime.datetime.now(datetime.timezone.utc)
    out = args.out or ROOT / "benchmarks" / "results" / f"test-file-costs-{now:%Y-%m-%d}.json"
    commit = subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=ROOT, capture_output=True,
                            text=True).stdout.strip()
    load_start, plugin = _load(), _Costs()
    rc = pytest.main([*args.paths, "-q", "-p", "no:cacheprovider", "-m", "not slow and not gpu"], plugins=[plugin])
    if rc not in (0, 1):
        print(f"pytest exited {rc}; no record written", file=sys.stderr)
        return int(rc)
    record = {
        "command": "python benchmarks/test_file_costs.py " + " ".join(args.paths),
        "commit": commit, "started_utc": f"{now:%Y-%m-%d %H:%M}",
        "load_start": load_start, "load_end": _load(), "pytest_exit": int(rc),
        "unit": "CPU seconds of the test process and its waited-for children, setup + call + teardown",
        "total": round(sum(plugin.seconds.values()), 2),
        "seconds": {k: round(v, 3) for k, v in sorted(plugin.seconds.items())},
    }
    out.write_text(json.dumps(record, indent=1) + "\n", encoding="utf-8")
    print(f"{len(plugin.seconds)} files, {record['total']} CPU s; record {out.relative_to(ROOT) if out.is_relative_to(ROOT) else out.name}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
