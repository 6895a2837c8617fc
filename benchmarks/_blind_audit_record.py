"""The record and command line shared by the blind mutation audits (``blind_audit_3.py``,
``blind_audit_4a.py`` .. ``blind_audit_4e.py``, ``blind_audit_5a.py`` .. ``blind_audit_5c.py``): each of those modules is a catalogue
(``MUTANTS`` and, where it has them, ``EQUIVALENT``, ``DUPLICATE_OF``, ``SURVIVOR_NOTES``,
``AFTER_TESTS``) whose ``main`` calls :func:`main` here with the module itself. Each audit's
protocol (its modules, how its test sets were chosen) is in its catalogue's docstring.

The runner is the first audit's (``_copy_tree``, ``_run_tests``, ``run_mutant`` of
``benchmarks/blind_audit.py``): each mutant replaces one exact snippet of one file (it must
occur there exactly once) in a copy of the repository, runs ``python -m pytest -x -q -p
no:cacheprovider -m "not slow and not gpu" <tests>`` there (``CI=1``, one BLAS/OpenMP thread),
one mutant at a time, and restores the file. Exit code 1 with a FAILED test: killed; 0:
survived; ``timeout``: the test set ran past ``--timeout`` without a failure (not a kill);
anything else: an error (not a kill).
"""

from __future__ import annotations

import argparse
import fnmatch
import json
import os
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from blind_audit import _copy_tree, _run_tests, run_mutant  # noqa: E402  (the first audit's runner)

ROOT = Path(__file__).resolve().parents[1]


def _table(cat, name: str) -> dict:
    """The catalogue's table ``name`` (``{}`` where it has none)."""
    return getattr(cat, name, None) or {}


def _killed_by_doctest(r) -> bool:
    """A kill whose first failure is the mutated module's own doctest (``FAILED toolkit/x.py::...``)."""
    return r["outcome"] == "killed" and r["last"].startswith(f"FAILED {r['file']}::")


def _score(rows, key):
    n = sum(not r["equivalent"] for r in rows)
    k = sum(r[key] == "killed" and not r["equivalent"] for r in rows)
    return {"killed": k, "non_equivalent": n, "score": round(k / n, 4) if n else None}


def summarize(cat, before_path, after_paths) -> dict:
    """The record: the first run (the acceptance figure; over all mutants, over the fresh ones,
    and with kills by the module's own doctest counted as survivors) and each mutant's outcome
    after the audit's tests (later runs of single mutants), with the survivor notes."""
    before = json.loads(Path(before_path).read_text())
    after = {}
    for p in after_paths:
        for r in json.loads(Path(p).read_text())["results"]:
            after[r["id"]] = r
    rows = []
    for r in before["results"]:
        a = after.get(r["id"])
        note = _table(cat, "SURVIVOR_NOTES").get(r["id"], {})
        rows.append({"id": r["id"], "file": r["file"], "description": r["description"], "tests": r["tests"],
                     "outcome_first_run": r["outcome"], "wall_s": r["wall_s"], "last": r["last"],
                     "first_run_tests_only": "survived" if _killed_by_doctest(r) else r["outcome"],
                     "equivalent": r["id"] in _table(cat, "EQUIVALENT"),
                     "equivalent_reason": _table(cat, "EQUIVALENT").get(r["id"], ""),
                     "note": note.get("note", ""), "duplicate_of": _table(cat, "DUPLICATE_OF").get(r["id"], ""),
                     "outcome_after": a["outcome"] if a else r["outcome"], "killed_by": note.get("killed_by", "")})
    fresh = [r for r in rows if not r["duplicate_of"]]
    per_module = {}
    for f in dict.fromkeys(r["file"] for r in rows):
        mine = [r for r in rows if r["file"] == f]
        mine_fresh = [r for r in mine if not r["duplicate_of"]]
        per_module[f] = {"mutants": len(mine), "fresh": len(mine_fresh),
                         "first_run": _score(mine, "outcome_first_run"),
                         "first_run_fresh": _score(mine_fresh, "outcome_first_run"),
                         "first_run_tests_only": _score(mine, "first_run_tests_only"),
                         "after": _score(mine, "outcome_after")}
    return {"command": before["command"], "commit": before.get("commit", ""),
            "load_at_start": before["load_at_start"], "load_at_end": before.get("load_at_end"),
            "timeout_s": before["timeout_s"], "seconds": before.get("seconds"),
            "baseline": before.get("baseline", {}), "n_mutants": len(rows), "n_fresh": len(fresh),
            "n_equivalent": sum(r["equivalent"] for r in rows),
            "first_run": _score(rows, "outcome_first_run"), "first_run_fresh": _score(fresh, "outcome_first_run"),
            "first_run_tests_only": _score(rows, "first_run_tests_only"),
            "first_run_fresh_tests_only": _score(fresh, "first_run_tests_only"),
            "n_timeouts": sum(r["outcome_first_run"] == "timeout" for r in rows),
            "after": _score(rows, "outcome_after"), "after_fresh": _score(fresh, "outcome_after"),
            "per_module": per_module, "mutants": rows}


def _pct(s) -> str:
    return f"{s['killed']}/{s['non_equivalent']} ({100 * s['score']:.1f} %)" if s["non_equivalent"] else "-"


def markdown(doc: dict, head: str = "") -> str:
    """The record as markdown: ``head`` (protocol, commands, load), the figures, the per-module
    table, the survivors with their notes, then every mutant."""
    out = [head.rstrip(), "",
           "## First run (the acceptance figure)", "",
           f"- all {doc['n_mutants']} mutants: **{_pct(doc['first_run'])}** killed of the non-equivalent "
           f"({doc['n_equivalent']} marked equivalent before the run; {doc['n_timeouts']} timeouts, not kills)",
           f"- the {doc['n_fresh']} fresh ones (not the same bug as an entry of scripts/mutants.py): "
           f"**{_pct(doc['first_run_fresh'])}**",
           f"- counting kills by the mutated module's own doctest as survivors (tests/ only): all "
           f"{_pct(doc['first_run_tests_only'])}, fresh {_pct(doc['first_run_fresh_tests_only'])}",
           f"- after the tests this audit appended: all {_pct(doc['after'])}, fresh {_pct(doc['after_fresh'])}", "",
           "| module | mutants | fresh | first run (all) | first run (fresh) | tests/ only | after |",
           "|---|---|---|---|---|---|---|"]
    for f, m in doc["per_module"].items():
        out.append(f"| {f} | {m['mutants']} | {m['fresh']} | {_pct(m['first_run'])} | "
                   f"{_pct(m['first_run_fresh'])} | {_pct(m['first_run_tests_only'])} | {_pct(m['after'])} |")
    out += ["", "## Survivors of the first run", ""]
    for r in doc["mutants"]:
        if r["outcome_first_run"] != "killed":
            out += [f"- `{r['id']}` ({r['file']}, {r['outcome_first_run']}): {r['description']}. {r['note']}. "
                    f"After: {r['outcome_after']}" + (f", by `{r['killed_by']}`." if r["killed_by"] else ".")]
    out += ["", "## Every mutant", "",
            "| id | file | first run | s | first failure | after | same bug as (scripts/mutants.py) |",
            "|---|---|---|---|---|---|---|"]
    for r in doc["mutants"]:
        first = r["last"].split(" | ")[0].replace("|", "/")[:90]
        out.append(f"| {r['id']} | {r['file']} | {r['outcome_first_run']} | {r['wall_s']} | {first or '-'} | "
                   f"{r['outcome_after']} | {r['duplicate_of'] or '-'} |")
    return "\n".join(out) + "\n"


def _commit() -> str:
    import subprocess

    try:
        return subprocess.run(["git", "rev-parse", "HEAD"], cwd=ROOT, capture_output=True, text=True,
                              check=True).stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        return ""


def main(cat, argv=None) -> int:
    """The command line of the audit whose catalogue is the module ``cat`` (module docstring)."""
    import time

    ap = argparse.ArgumentParser(description=cat.__doc__.splitlines()[0])
    ap.add_argument("--id", default="*", help="glob over mutant ids (several: comma-separated)")
    ap.add_argument("--timeout", type=float, default=300.0)
    ap.add_argument("--jobs", type=int, default=1, help="mutants run at once, each in its own copy (default 1)")
    ap.add_argument("--json", default=None, help="write the results here")
    ap.add_argument("--baseline", action="store_true", help="first run every test set on the unmutated copy")
    ap.add_argument("--list", action="store_true")
    ap.add_argument("--after", action="store_true", help="add AFTER_TESTS to the test sets (runs after the audit's tests)")
    ap.add_argument("--summarize", nargs="+", default=None, metavar="JSON")
    ap.add_argument("--md", default=None, help="with --summarize: write the markdown record here")
    ap.add_argument("--md-head", default=None, help="with --md: a file whose text heads the record (protocol)")
    args = ap.parse_args(argv)
    if args.summarize:
        doc = summarize(cat, args.summarize[0], args.summarize[1:])
        print(f"first run {_pct(doc['first_run'])}, fresh {_pct(doc['first_run_fresh'])}, tests/ only "
              f"{_pct(doc['first_run_tests_only'])}; after {_pct(doc['after'])}")
        if args.json:
            Path(args.json).write_text(json.dumps(doc, indent=1) + "\n")
        if args.md:
            Path(args.md).write_text(markdown(doc, Path(args.md_head).read_text() if args.md_head else ""))
        return 0
    chosen = [m for m in cat.MUTANTS if any(fnmatch.fnmatch(m["id"], g) for g in args.id.split(","))]
    if args.after:
        chosen = [dict(m, tests=[*m["tests"], *_table(cat, "AFTER_TESTS").get(m["id"], [])]) for m in chosen]
    for m in chosen:   # every snippet occurs exactly once
        text = (ROOT / m["file"]).read_text()
        if text.count(m["original"]) != 1:
            raise SystemExit(f"{m['id']}: the original snippet occurs {text.count(m['original'])} times in {m['file']}")
        if m["original"] == m["mutated"]:
            raise SystemExit(f"{m['id']}: the mutant changes nothing")
    if args.list:
        for m in chosen:
            print(m["id"], m["file"], " ".join(m["tests"]))
        print(f"{len(chosen)} mutants in {len({m['file'] for m in chosen})} modules")
        return 0
    jobs = max(1, int(args.jobs))
    load, t0 = os.getloadavg(), time.time()
    results, baseline = [], {}
    script = Path(cat.__file__).name
    command = f"python benchmarks/{script} " + " ".join(argv if argv is not None else sys.argv[1:])

    def dump():
        if args.json:   # after every mutant: an interrupted run keeps what it measured
            doc = {"command": command, "commit": _commit(), "load_at_start": load, "load_at_end": os.getloadavg(),
                   "timeout_s": args.timeout, "seconds": round(time.time() - t0, 1), "baseline": baseline,
                   "results": sorted(results, key=lambda r: [m["id"] for m in chosen].index(r["id"]))}
            Path(args.json).write_text(json.dumps(doc, indent=1) + "\n")

    with tempfile.TemporaryDirectory(prefix=script.replace("_", "-")[:-3] + "-") as tmp:
        trees = []
        for k in range(jobs):
            trees.append(Path(tmp) / f"repo{k}")
            _copy_tree(trees[-1])
        if args.baseline:
            for ts in sorted({tuple(m["tests"]) for m in chosen}):
                outcome, rc, wall, last = _run_tests(trees[0], ts, args.timeout)
                baseline[" ".join(ts)] = {"returncode": rc, "wall_s": round(wall, 1), "last": last}
                print(f"baseline {' '.join(ts)}: rc={rc} {wall:.1f}s {last}", flush=True)
                dump()
        if jobs == 1:
            for m in chosen:
                results.append(run_mutant(trees[0], m, args.timeout))
                dump()
        else:
            free = list(trees)

            def one(m):
                tree = free.pop()
                try:
                    return run_mutant(tree, m, args.timeout)
                finally:
                    free.append(tree)

            with ThreadPoolExecutor(jobs) as ex:
                for r in ex.map(one, chosen):
                    results.append(r)
                    dump()
    killed = sum(r["outcome"] == "killed" for r in results)
    print(f"{killed} of {len(results)} killed; load at start {load[0]:.2f} {load[1]:.2f} {load[2]:.2f}")
    return 0

