"""Check benchmarks/default_only_args.py's prediction on a seeded sample: are the listed arguments' mutants survivors?

Draws ``--k`` of the arguments a ``default-only-args`` record lists (never off their default, or
only outside the module's targeted tests), builds each one's ``ignore`` mutant with
``scripts/automut.py`` (``name = default`` as the function's first statement) and writes them as a
catalogue for ``scripts/mutation.py --catalogue``. Every one should survive; one that a test kills
is a fault of the trace (a call it did not see, a default it misread).

    python benchmarks/default_only_args_sample.py --record benchmarks/results/default-only-args-2026-12-06.json \\
        --k 12 --seed 2026120624 --out CATALOGUE.py
    python scripts/mutation.py --catalogue CATALOGUE.py --no-baseline --jobs 1 --json sample.json
"""

from __future__ import annotations

import argparse
import ast
import json
import random
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "scripts"))
import automut  # noqa: E402  (a function's first statement after its docstring)


def first_statement_lines(path: Path, name: str, param: str) -> list[int]:
    """The line of the first statement after the docstring of each function ``name`` that takes ``param``."""
    out = []
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and node.name == name:
            a = node.args
            first = automut.first_statement(node)
            if first is not None and param in [x.arg for x in a.posonlyargs + a.args + a.kwonlyargs]:
                out.append(first.lineno)
    return out


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--record", type=Path, required=True, help="a default-only-args JSON record")
    ap.add_argument("--k", type=int, default=12, help="how many arguments to draw (default 12)")
    ap.add_argument("--seed", type=int, required=True)
    ap.add_argument("--out", type=Path, required=True, help="the catalogue file to write")
    args = ap.parse_args(argv)
    rec = json.loads(args.record.read_text())
    flagged = [(rel, item) for rel, m in rec["modules"].items()
                     for item in m["never_off_default"] + m["targeted_only_default"]]   # record order
    if not 0 < args.k <= len(flagged):
        ap.error(f"--k must be in 1..{len(flagged)}, got {args.k}")
    entries = []
    automut = [sys.executable, str(ROOT / "scripts" / "automut.py")]
    for rel, item in random.Random(args.seed).sample(flagged, args.k):
        qual, param = re.match(r"(.*)\((\w+)\)$", item).groups()
        lines = first_statement_lines(ROOT / rel, qual.split(".")[-1], param)
        listing = subprocess.run([*automut, rel, "--operators", "ignore", "--per-module", "100000"],
                                 capture_output=True, text=True, cwd=ROOT, check=True).stdout
        ids = [ln.split()[0] for ln in listing.splitlines() if f"argument `{param}` ignored" in ln
               and any(f"line {n}:" in ln for n in lines)]
        if not ids:
            print(f"{rel} {item}: no ignore place found", file=sys.stderr)
            continue
        emitted = subprocess.run([*automut, rel, "--operators", "ignore", "--per-module", "100000", "--emit", ids[0]],
                                 capture_output=True, text=True, cwd=ROOT, check=True).stdout
        entries.append("\n".join(ln for ln in emitted.splitlines() if not ln.startswith("#")))
        print(f"{rel} {item}: {ids[0]}")
    args.out.write_text("MUTANTS = [\n" + "\n".join(entries) + "\n]\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
