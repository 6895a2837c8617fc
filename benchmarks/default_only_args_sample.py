"""Check benchmarks/default_only_args.py's prediction on a seeded sample: are the listed arguments' mutants survivors?

Draws ``--k`` of the arguments a ``default-only-args`` record lists (never off their default, or
only outside the module's targeted tests), builds each one's ``ignore`` mutant with
``scripts/automut.py`` (``name = default`` as the function's first statement) and writes them as a
catalogue for ``scripts/mutation.py --catalogue``. Every one should survive; one that a test kills
is a fault of the trace (a call it did not see, a default it misread).

    python benchmarks/default_only_args_sample.py --record benchmarks/results/default-only-args-2026-12-06.json \\
        --k 12 --seed 2026120624 --out CATALOGUE.py
    python scripts/mutation.py --catalogue CATALOGUE.py --no-baseline --jobs 1 --json sample.json

``--sites`` takes a ``default-only-sites`` record (``default_only_args.py --sites``) instead and
builds, for each drawn call site, the mutant that drops the keyword there (the callee then uses its
default): ``inner(x, batch_size=batch_size)`` -> ``inner(x)``.
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

sys.path.insert(0, str(ROOT))
from benchmarks import default_only_args as doa  # noqa: E402  (the keyword call at a site)


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


def drop_keyword(src: str, line: int, callee: str, param: str) -> tuple[str, str] | None:
    """``(original, replacement)``: the whole source lines of the call on ``line`` to ``callee``
    that writes ``param=``, widened by following lines until the snippet occurs once in ``src``,
    and the same lines with that keyword (and one comma beside it) removed.

    >>> drop_keyword("a = f(1, k=2, j=3)\\nb = f(1, k=2)\\n", 2, "f", "k")
    ('b = f(1, k=2)\\n', 'b = f(1)\\n')
    >>> drop_keyword("a = f(\\n    k=2,\\n    j=3)\\n", 1, "f", "k")
    ('a = f(\\n    k=2,\\n    j=3)\\n', 'a = f(\\n    \\n    j=3)\\n')
    """
    call = doa.keyword_call(ast.parse(src), line, callee, param)
    if call is None:
        return None
    kw = next(k for k in call.keywords if k.arg == param)
    lines = src.splitlines(keepends=True)
    starts = [0]
    for ln in lines:
        starts.append(starts[-1] + len(ln))

    def offset(lineno, col):   # ast columns count UTF-8 bytes
        return starts[lineno - 1] + len(lines[lineno - 1].encode()[:col].decode())
    a, b = offset(kw.lineno, kw.col_offset), offset(kw.end_lineno, kw.end_col_offset)
    rest = src[b:]
    if rest.lstrip().startswith(","):               # "k=2, j=3" -> "j=3"; "k=2,\\n" -> "\\n"
        b += len(rest) - len(rest.lstrip()) + 1
        while b < len(src) and src[b] == " ":
            b += 1
    else:                                           # "x, k=2)" -> "x)"
        head = src[:a].rstrip()
        if head.endswith(","):
            a = len(head) - 1
    first, last = call.lineno, call.end_lineno
    while True:
        lo, hi = starts[first - 1], starts[last]
        original = src[lo:hi]
        if src.count(original) == 1 or last >= len(lines):
            break
        last += 1
    return original, src[lo:a] + src[b:hi]


def parse_site(item: str) -> tuple[str, str, str]:
    """``(line, qualified callee, parameter)`` of a site as the record writes it.

    >>> parse_site("line 42: Box.size(n) [toolkit/fake.py]")
    ('42', 'Box.size', 'n')
    """
    return re.match(r"line (\d+): (.*)\((\w+)\) \[", item).groups()


def site_entries(record: dict, k: int, seed: int) -> list[dict]:
    """``k`` call sites drawn from a ``default-only-sites`` record, each as a catalogue entry."""
    flagged = [(rel, item) for rel, r in record.items() for item in r["never_off_default"] + r["targeted_only_default"]]
    if not 0 < k <= len(flagged):
        raise SystemExit(f"--k must be in 1..{len(flagged)}, got {k}")
    out = []
    for n, (rel, item) in enumerate(random.Random(seed).sample(flagged, k)):
        line, qual, param = parse_site(item)
        got = drop_keyword((ROOT / rel).read_text(), int(line), doa._callee_name(qual), param)
        if got is None:
            print(f"{rel} {item}: no keyword call found", file=sys.stderr)
            continue
        short = Path(rel).stem.lstrip("_")
        out.append({"id": f"sites.{short}.{n}_{param}_dropped", "file": rel, "original": got[0], "replacement": got[1],
                    "description": f"keyword `{param}` not handed on to {qual} at line {line} (its default used)",
                    "tests": automut.default_tests(rel)})
        print(f"{rel} {item}")
    return out


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--record", type=Path, required=True, help="a default-only-args JSON record")
    ap.add_argument("--sites", action="store_true", help="the record is a default-only-sites one: drop keywords")
    ap.add_argument("--k", type=int, default=12, help="how many arguments to draw (default 12)")
    ap.add_argument("--seed", type=int, required=True)
    ap.add_argument("--out", type=Path, required=True, help="the catalogue file to write")
    args = ap.parse_args(argv)
    rec = json.loads(args.record.read_text())
    if args.sites:
        entries = site_entries(rec, args.k, args.seed)
        args.out.write_text("MUTANTS = [\n" + "".join(f"    {e!r},\n" for e in entries) + "]\n")
        return 0
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
