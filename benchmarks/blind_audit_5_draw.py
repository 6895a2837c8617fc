"""Draw the modules of the fifth blind mutation audit (issue 30) at random.

The first four audits chose their modules by hand (audit 4: the modules no audit had
covered). The fifth measures the whole package as it stands: its modules are drawn
uniformly, without replacement, from every module of ``toolkit/`` and ``exact/`` that holds
at least ``--min-statements`` statements (an ``__init__`` that only re-exports names gives
an auditor nothing to mutate), with a fixed seed, then dealt round-robin to the parts.

    python benchmarks/blind_audit_5_draw.py               # the draw used (seed 20261203)
    python benchmarks/blind_audit_5_draw.py --json        # the same, machine-readable

The sixth audit is drawn the same way, from the package as it then stands, with its own seed
(chosen and written in ``benchmarks/blind_audit_6_protocol.md`` before the draw was run):

    python benchmarks/blind_audit_5_draw.py --audit 6 --seed 2026120306

and the seventh (seed in ``benchmarks/blind_audit_7_protocol.md``):

    python benchmarks/blind_audit_5_draw.py --audit 7 --seed 2026120307

and the eighth (seed in ``benchmarks/blind_audit_8_protocol.md``):

    python benchmarks/blind_audit_5_draw.py --audit 8 --seed 2026120308

and the ninth (seed in ``benchmarks/blind_audit_9_protocol.md``):

    python benchmarks/blind_audit_5_draw.py --audit 9 --seed 2026120409
"""

from __future__ import annotations

import argparse
import ast
import json
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
PACKAGES = ("toolkit", "exact")


def statement_count(path: Path) -> int:
    """Number of statements in a module (every ast.stmt node, nested ones included)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    return sum(isinstance(node, ast.stmt) for node in ast.walk(tree))


def population(min_statements: int) -> list[tuple[str, int]]:
    """Every module of the packages with at least ``min_statements`` statements, sorted by path."""
    rows = []
    for package in PACKAGES:
        for path in sorted((ROOT / package).rglob("*.py")):
            count = statement_count(path)
            if count >= min_statements:
                rows.append((path.relative_to(ROOT).as_posix(), count))
    return sorted(rows)


def draw(seed: int, size: int, parts: int, min_statements: int, audit: int = 5) -> dict:
    """The drawn modules, dealt round-robin (in draw order) to ``parts`` auditors.

    The parts are named by the audit's number and a letter (``5a``, ``5b``, ... for ``audit=5``).
    """
    pool = population(min_statements)
    if not 1 <= size <= len(pool):
        raise SystemExit(f"--size must lie in 1..{len(pool)}, got {size}")
    order = np.random.default_rng(seed).permutation(len(pool))[:size]
    chosen = [pool[int(i)] for i in order]
    letters = "abcdefgh"[:parts]
    return {
        "audit": audit,
        "seed": seed,
        "min_statements": min_statements,
        "population": len(pool),
        "parts": {
            f"{audit}{letter}": [name for name, _ in chosen[k::parts]]
            for k, letter in enumerate(letters)
        },
        "statements": {name: count for name, count in chosen},
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--audit", type=int, default=5, help="the audit's number (names the parts)")
    parser.add_argument("--seed", type=int, default=20261203)
    parser.add_argument("--size", type=int, default=36)
    parser.add_argument("--parts", type=int, default=3)
    parser.add_argument("--min-statements", type=int, default=20)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    result = draw(args.seed, args.size, args.parts, args.min_statements, args.audit)
    if args.json:
        print(json.dumps(result, indent=2))
        return 0
    print(f"seed {result['seed']}: {args.size} of {result['population']} modules "
          f"(>= {result['min_statements']} statements)")
    for part, names in result["parts"].items():
        print(f"{part}:")
        for name in names:
            print(f"  {name} ({result['statements'][name]} statements)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
