"""Which catalogue mutants could depend on a test one means to mark ``slow`` (issue 30, point 2).

A module's targeted tests must run in under a minute; the way to get there is often to move a
heavy test to the ``slow`` tier. A mutant the catalogue (``scripts/mutants.py``) counts as
killed may, though, be killed *only* by that test, and ``make mutation`` runs the default tier.
This script narrows down which mutants to rerun before the test moves:

1. it runs each given test (a pytest node id) alone under coverage.py and keeps the lines of
   ``toolkit/`` and ``exact/`` it executes;
2. a catalogue entry is *at risk* when its test list names the node's file and the statement
   around its snippet (the smallest statement of the module that contains the snippet's first
   line, so a default changed on a ``def`` line counts the whole function) has a line the node
   executes. A test that never runs the mutated statement cannot be what kills the mutant.

    python scripts/slow_candidates.py 'tests/exact/test_lumped.py::test_curie_weiss_cutoff_above_critical'
    python scripts/slow_candidates.py NODE... --ids-only > at_risk.txt

Then mark the candidates ``slow`` in a working tree and run the at-risk entries the way ``make
mutation`` does (the default marker expression leaves ``slow`` out)::

    python scripts/mutation.py $(sed 's/^/--id /' at_risk.txt) --no-baseline --jobs 1

Every non-equivalent entry must still be killed; one that survives names the test to keep.
"""

from __future__ import annotations

import argparse
import ast
import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "scripts"))

import mutants as catalogue  # noqa: E402


def executed_lines(node: str, python: str) -> dict[str, set[int]]:
    """Lines of ``toolkit/`` and ``exact/`` that the pytest node ``node`` executes, per file."""
    with tempfile.TemporaryDirectory() as tmp:
        data = Path(tmp) / ".coverage"
        out = Path(tmp) / "cov.json"
        rc = Path(tmp) / "coveragerc"
        # patch = subprocess: a test that runs the toolkit in a child process (the pytest
        # plugin's end-to-end test, a CLI run) is measured there too, not counted as running nothing
        rc.write_text(f"[run]\nsource =\n    {ROOT / 'toolkit'}\n    {ROOT / 'exact'}\n"
                      f"data_file = {data}\npatch = subprocess\n")
        env = dict(os.environ, PYTHONPATH=str(ROOT), COVERAGE_RCFILE=str(rc))
        env.pop("COVERAGE_FILE", None)
        cmd = [python, "-m", "coverage", "run", f"--rcfile={rc}", "-m", "pytest", node,
               "-p", "no:cacheprovider", "-q", "-m", "", "-x"]
        run = subprocess.run(cmd, cwd=ROOT, env=env, capture_output=True, text=True)
        if run.returncode != 0:
            raise SystemExit(f"the node {node!r} did not pass alone (exit {run.returncode}):\n"
                             f"{run.stdout[-2000:]}{run.stderr[-2000:]}")
        subprocess.run([python, "-m", "coverage", "combine", f"--rcfile={rc}"], cwd=ROOT, env=env,
                       capture_output=True)
        subprocess.run([python, "-m", "coverage", "json", f"--rcfile={rc}", "-o", str(out)],
                       cwd=ROOT, env=env, check=True, capture_output=True)
        files = json.loads(out.read_text())["files"]
    return {Path(f).resolve().relative_to(ROOT).as_posix(): set(v["executed_lines"])
            for f, v in files.items()}


def statement_span(source: str, tree: ast.Module, snippet: str) -> tuple[int, int]:
    """First and last line of the smallest statement holding the snippet's first line."""
    start = source.index(snippet)
    first = source.count("\n", 0, start) + 1
    last = first + snippet.count("\n")
    best = (first, last)
    width = None
    for node in ast.walk(tree):
        if isinstance(node, ast.stmt) and node.lineno <= first <= (node.end_lineno or node.lineno):
            w = (node.end_lineno or node.lineno) - node.lineno
            if width is None or w < width:
                width, best = w, (node.lineno, max(node.end_lineno or node.lineno, last))
    return best


def at_risk(nodes: list[str], python: str) -> dict[str, list[str]]:
    """``{node: [ids of catalogue entries that node may be the one to kill]}``."""
    trees: dict[str, tuple[str, ast.Module]] = {}
    out = {}
    for node in nodes:
        test_file = node.split("::", 1)[0]
        lines = executed_lines(node, python)
        ids = []
        for m in catalogue.MUTANTS:
            if test_file not in m["tests"] or m.get("equivalent"):
                continue
            path = m["file"]
            if path not in lines:
                continue
            if path not in trees:
                text = (ROOT / path).read_text(encoding="utf-8")
                trees[path] = (text, ast.parse(text))
            text, tree = trees[path]
            if m["original"] not in text:
                continue
            lo, hi = statement_span(text, tree, m["original"])
            if any(lo <= k <= hi for k in lines[path]):
                ids.append(m["id"])
        out[node] = ids
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("nodes", nargs="+", help="pytest node ids one means to mark slow")
    ap.add_argument("--python", default=sys.executable, help="interpreter that runs pytest")
    ap.add_argument("--ids-only", action="store_true", help="print only the union of the ids, one per line")
    args = ap.parse_args(argv)
    risk = at_risk(args.nodes, args.python)
    if args.ids_only:
        for i in sorted({i for ids in risk.values() for i in ids}):
            print(i)
        return 0
    for node, ids in risk.items():
        print(f"{node}: {len(ids)} entries at risk")
        for i in ids:
            print(f"  {i}")
    print(f"union: {len({i for ids in risk.values() for i in ids})} entries")
    return 0


if __name__ == "__main__":
    sys.exit(main())
