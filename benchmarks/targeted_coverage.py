"""Which lines of each module its *targeted tests* never execute (issue 30).

A mutation run (``scripts/mutation.py``, ``scripts/automut.py``, a blind audit) runs only a
module's targeted tests (``python scripts/automut.py MODULE --list-tests``), not the whole suite.
A mutant on a line those tests never execute survives for certain, even when some other test
file executes the line. ``benchmarks/coverage.py`` measures the whole suite's coverage (98.4 %
on 2026-12-03) and so cannot see these lines. This script runs the default tier once under
coverage.py with one *context* per test file (a small pytest plugin switches the context at each
test's setup), then, for each module of ``toolkit/`` and ``exact/``, takes the union over its
targeted files and reports the executable lines outside it, split into

- *reached elsewhere*: some other test file executes the line (the targeted set misses a file,
  or the test exists but the module's name is not in it), and
- *never run*: no test of the default tier executes it (what ``benchmarks/coverage.py`` lists).

    python benchmarks/targeted_coverage.py --name targeted-coverage-DATE     # runs the suite
    python benchmarks/targeted_coverage.py --from-data .coverage --name ...  # an earlier run's data

The record lists, per module, the line numbers and the source text of each such line, and for a
line reached elsewhere up to three test files that reach it (a developer's worklist: write a test
from the documented contract that runs the line, in a file that names the module), most lines
first.
"""

from __future__ import annotations

import argparse
import datetime as _dt
import importlib.util
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
RESULTS = ROOT / "benchmarks" / "results"
SOURCES = ("toolkit", "exact")
# this directory holds benchmarks/coverage.py, which would shadow coverage.py itself
sys.path[:] = [p for p in sys.path if Path(p or ".").resolve() != Path(__file__).resolve().parent]
sys.path.insert(0, str(ROOT / "scripts"))

PLUGIN = '''
import coverage
import pytest


def _switch(item):
    cov = coverage.Coverage.current()
    if cov is not None:
        cov.switch_context(item.nodeid.split("::", 1)[0])


@pytest.hookimpl(tryfirst=True)
def pytest_runtest_setup(item):
    _switch(item)
'''


def run_suite(workdir: Path, pytest_args: list[str]) -> tuple[Path, float, int]:
    """Run the default tier under coverage, one context per test file; return the data file."""
    rc_file = workdir / ".coveragerc"
    data = workdir / ".coverage"
    rc_file.write_text("[run]\nsource = " + ",".join(SOURCES) + f"\ndata_file = {data}\n",
                       encoding="utf-8")
    (workdir / "_tcov_context.py").write_text(PLUGIN, encoding="utf-8")
    env = dict(os.environ, OMP_WAIT_POLICY="PASSIVE",
               PYTHONPATH=os.pathsep.join(filter(None, [str(workdir), os.environ.get("PYTHONPATH")])))
    start = time.perf_counter()
    code = subprocess.call(
        [sys.executable, "-m", "coverage", "run", f"--rcfile={rc_file}", "-m", "pytest",
         "-p", "_tcov_context", "-m", "not slow and not gpu", "-p", "no:cacheprovider", "-q",
         *pytest_args],
        cwd=ROOT, env=env,
    )
    return data, time.perf_counter() - start, code


def split_lines(statements, contexts_by_line: dict, targeted: set) -> tuple[list, list]:
    """The statements outside the targeted files: ``(line, up to 3 files that run it)`` for a
    line another file runs, and the lines no file runs. Context ``""`` (code run outside any
    test: imports at collection) counts as run under every test set.

    >>> split_lines([1, 2, 3, 4], {1: [""], 2: ["t/a.py"], 3: ["t/b.py", "t/c.py"]}, {"t/a.py"})
    ([(3, ['t/b.py', 't/c.py'])], [4])
    """
    elsewhere, never = [], []
    for line in statements:
        contexts = set(contexts_by_line.get(line, ()))
        if contexts & (targeted | {""}):
            continue
        if contexts:
            elsewhere.append((line, sorted(contexts)[:3]))
        else:
            never.append(line)
    return elsewhere, never


def module_gaps(data_file: Path, modules: list[str] | None = None) -> list[dict]:
    """Per module: statements, lines its targeted tests miss (reached elsewhere / never run)."""
    import automut
    import coverage

    cov = coverage.Coverage(data_file=str(data_file))
    cov.load()
    data = cov.get_data()
    measured = {Path(f).resolve().relative_to(ROOT).as_posix(): f for f in data.measured_files()
                if Path(f).resolve().is_relative_to(ROOT)}
    if modules is None:
        modules = sorted(m for m in measured if m.split("/")[0] in SOURCES)
    rows = []
    for module in modules:
        filename = measured.get(module)
        if filename is None:
            continue
        _, statements, _, _, _ = cov.analysis2(filename)
        targeted = set(automut.default_tests(module))
        elsewhere, never = split_lines(statements, data.contexts_by_lineno(filename), targeted)
        source = (ROOT / module).read_text(encoding="utf-8").splitlines()
        rows.append({
            "module": module,
            "statements": len(statements),
            "targeted_files": len(targeted),
            "reached_elsewhere": [[n, source[n - 1].strip(), files] for n, files in elsewhere],
            "never_run": [[n, source[n - 1].strip()] for n in never],
        })
    rows.sort(key=lambda r: -(len(r["reached_elsewhere"]) + len(r["never_run"])))
    return rows


def markdown(rows: list[dict], command: str, meta: dict) -> str:
    statements = sum(r["statements"] for r in rows)
    elsewhere = sum(len(r["reached_elsewhere"]) for r in rows)
    never = sum(len(r["never_run"]) for r in rows)
    clean = sum(1 for r in rows if not r["reached_elsewhere"] and not r["never_run"])
    lines = [
        "# Lines each module's targeted tests never execute",
        "",
        f"Command: `{command}`",
        "",
        f"Commit {meta['commit']}; {meta['when']}; load at start {meta['load_start']}, at end "
        f"{meta['load_end']}; {meta['seconds']}.",
        "",
        "Targeted tests: `automut.default_tests(module)` (what `scripts/mutation.py` and the blind "
        "audits run). A mutant on a line below survives any mutation run of the module.",
        "",
        f"**{elsewhere + never} of {statements} statements** ({100 * (elsewhere + never) / max(statements, 1):.1f} %) "
        f"are outside their module's targeted tests: {elsewhere} reached by another test file, "
        f"{never} by no test of the default tier. {clean} of {len(rows)} modules have none.",
        "",
        "| module | statements | reached elsewhere | never run |",
        "|---|---|---|---|",
    ]
    for r in rows:
        if r["reached_elsewhere"] or r["never_run"]:
            lines.append(f"| {r['module']} | {r['statements']} | {len(r['reached_elsewhere'])} | "
                         f"{len(r['never_run'])} |")
    lines += ["", "## The lines", ""]
    for r in rows:
        if not (r["reached_elsewhere"] or r["never_run"]):
            continue
        lines += [f"### {r['module']}", ""]
        for n, text, files in r["reached_elsewhere"]:
            lines.append(f"- {n} (reached by {', '.join(files)}): `{text[:100]}`")
        for n, text in r["never_run"]:
            lines.append(f"- {n} (never run): `{text[:100]}`")
        lines.append("")
    return "\n".join(lines)


def _load() -> str:
    """The load averages as benchmarks/coverage.py writes them (loaded by path: its name would
    shadow coverage.py itself)."""
    spec = importlib.util.spec_from_file_location("coverage_record", Path(__file__).with_name("coverage.py"))
    record = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(record)
    return record._load()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--name", default=f"targeted-coverage-{_dt.date.today().isoformat()}",
                        help="record name under benchmarks/results")
    parser.add_argument("--from-data", type=Path, default=None,
                        help="read an earlier run's coverage data file instead of running the suite")
    parser.add_argument("--keep-data", type=Path, default=None,
                        help="copy the run's coverage data file here (to re-read it with --from-data)")
    parser.add_argument("--commit", default=None, help="the commit measured (default: HEAD)")
    parser.add_argument("pytest_args", nargs="*", help="extra pytest arguments (after --)")
    args = parser.parse_args(argv)
    commit = args.commit or subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=ROOT,
                                           capture_output=True, text=True).stdout.strip() or "unknown"
    meta = {"commit": commit, "when": _dt.datetime.now().strftime("%Y-%m-%d %H:%M UTC"),
            "load_start": _load()}
    code = 0
    with tempfile.TemporaryDirectory() as tmp:
        if args.from_data is not None:
            data_file = args.from_data
            command = f"python benchmarks/targeted_coverage.py --from-data DATA --commit {commit} --name {args.name}"
            meta["seconds"] = "read back from an earlier run's data"
        else:
            data_file, seconds, code = run_suite(Path(tmp), args.pytest_args)
            command = f"python benchmarks/targeted_coverage.py --name {args.name}"
            meta["seconds"] = f"{seconds:.0f} s (pytest under coverage)"
            if args.keep_data is not None:
                args.keep_data.write_bytes(data_file.read_bytes())
        rows = module_gaps(data_file)
    meta["load_end"] = _load()
    RESULTS.mkdir(parents=True, exist_ok=True)
    (RESULTS / f"{args.name}.json").write_text(
        json.dumps({"meta": meta, "command": command, "modules": rows}, indent=1) + "\n", encoding="utf-8")
    (RESULTS / f"{args.name}.md").write_text(markdown(rows, command, meta), encoding="utf-8")
    print(f"record benchmarks/results/{args.name}.md")
    if code != 0:
        print(f"pytest exited {code}: the suite did not pass, coverage is of a failing run", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
