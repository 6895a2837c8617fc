"""Line and branch coverage of ``toolkit/`` and ``exact/`` by the default test tier.

A mutant on a line that no test executes always survives, so the lines and branches the
default suite (``-m "not slow and not gpu"``, doctests included) never runs are the first
place an outside mutation audit wins (issue 30). This script runs that suite under
coverage.py (branch mode) and writes a record: the totals, each package's, and the modules
with the most missed lines and branches, with their line numbers.

    make coverage                                          # runs the suite, writes the record
    python benchmarks/coverage.py --name coverage-DATE     # the same, by hand
    python benchmarks/coverage.py --from-json cov.json --name coverage-DATE  # an earlier run's JSON

Code that runs only in a subprocess (the CLI tested through ``python -m toolkit``) counts as
missed: coverage does not follow subprocesses here.
"""

from __future__ import annotations

import argparse
import datetime as _dt
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


def run_suite(workdir: Path, pytest_args: list[str]) -> tuple[Path, float, int]:
    """Run the default tier under coverage; return the JSON report, seconds and pytest's code."""
    rc_file = workdir / ".coveragerc"
    data = workdir / ".coverage"
    rc_file.write_text(
        "[run]\nbranch = True\nsource = " + ",".join(SOURCES) + f"\ndata_file = {data}\n",
        encoding="utf-8",
    )
    env = dict(os.environ, OMP_WAIT_POLICY="PASSIVE")
    start = time.perf_counter()
    code = subprocess.call(
        [sys.executable, "-m", "coverage", "run", f"--rcfile={rc_file}", "-m", "pytest",
         "-m", "not slow and not gpu", "-p", "no:cacheprovider", "-q", *pytest_args],
        cwd=ROOT, env=env,
    )
    seconds = time.perf_counter() - start
    report = workdir / "coverage.json"
    subprocess.check_call(
        [sys.executable, "-m", "coverage", "json", f"--rcfile={rc_file}", "-o", str(report), "-q"],
        cwd=ROOT,
    )
    return report, seconds, code


def summarize(report: dict) -> dict:
    """Totals, per-package totals and per-module rows (missed lines, partial branches)."""
    modules = []
    for name, info in sorted(report["files"].items()):
        s = info["summary"]
        modules.append({
            "module": name,
            "statements": s["num_statements"],
            "missing_lines": s["missing_lines"],
            "branches": s.get("num_branches", 0),
            "partial_branches": s.get("num_partial_branches", 0),
            "percent": round(s["percent_covered"], 1),
            "lines": info["missing_lines"],
        })
    packages = {}
    for package in ("exact/", "toolkit/app/", "toolkit/"):
        rows = [m for m in modules if m["module"].startswith(package)
                and not (package == "toolkit/" and m["module"].startswith("toolkit/app/"))]
        key = package.rstrip("/") + (" (outside app/)" if package == "toolkit/" else "")
        packages[key] = {
            "modules": len(rows),
            "statements": sum(m["statements"] for m in rows),
            "missing_lines": sum(m["missing_lines"] for m in rows),
            "branches": sum(m["branches"] for m in rows),
            "partial_branches": sum(m["partial_branches"] for m in rows),
        }
    t = report["totals"]
    totals = {
        "statements": t["num_statements"], "missing_lines": t["missing_lines"],
        "branches": t.get("num_branches", 0), "partial_branches": t.get("num_partial_branches", 0),
        "percent": round(t["percent_covered"], 1),
    }
    return {"totals": totals, "packages": packages, "modules": modules}


def markdown(summary: dict, command: str, meta: dict, top: int) -> str:
    t = summary["totals"]
    lines = [
        "# Line and branch coverage of toolkit/ and exact/ by the default tier",
        "",
        f"Command: `{command}`",
        "",
        f"Commit {meta['commit']}; {meta['when']}; load at start {meta['load_start']}, "
        f"at end {meta['load_end']}; {meta['seconds']} (pytest under coverage; coverage slows it).",
        "",
        "Coverage.py in branch mode over the default tier (`-m \"not slow and not gpu\"`, doctests "
        "included). Code run only in a subprocess counts as missed.",
        "",
        f"**Total: {t['percent']} %** ({t['missing_lines']} of {t['statements']} statements and "
        f"{t['partial_branches']} of {t['branches']} branches not taken).",
        "",
        "| package | modules | statements | missed lines | branches | partial branches |",
        "|---|---|---|---|---|---|",
    ]
    for name, p in summary["packages"].items():
        lines.append(f"| {name} | {p['modules']} | {p['statements']} | {p['missing_lines']} | "
                     f"{p['branches']} | {p['partial_branches']} |")
    ranked = sorted(summary["modules"], key=lambda m: -(m["missing_lines"] + m["partial_branches"]))
    lines += ["", f"## The {top} modules with the most missed lines + partial branches", "",
              "| module | % | missed lines | partial branches | missed line numbers |",
              "|---|---|---|---|---|"]
    for m in ranked[:top]:
        numbers = ", ".join(str(n) for n in m["lines"][:30]) + (" ..." if len(m["lines"]) > 30 else "")
        lines.append(f"| {m['module']} | {m['percent']} | {m['missing_lines']} | "
                     f"{m['partial_branches']} | {numbers} |")
    full = sum(1 for m in summary["modules"] if m["missing_lines"] == 0 and m["partial_branches"] == 0)
    lines += ["", f"{full} of {len(summary['modules'])} modules have no missed line or branch.", ""]
    return "\n".join(lines)


def _load() -> str:
    try:
        return " ".join(f"{x:.2f}" for x in os.getloadavg())
    except OSError:
        return "unknown"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--name", default=f"coverage-{_dt.date.today().isoformat()}",
                        help="record name under benchmarks/results (default: coverage-DATE)")
    parser.add_argument("--from-json", type=Path, default=None,
                        help="summarize an existing `coverage json` report instead of running the suite")
    parser.add_argument("--commit", default=None,
                        help="the commit the report was measured on (default: HEAD)")
    parser.add_argument("--top", type=int, default=25, help="modules listed (default 25)")
    parser.add_argument("pytest_args", nargs="*", help="extra pytest arguments (after --)")
    args = parser.parse_args(argv)
    commit = args.commit or subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=ROOT,
                                           capture_output=True, text=True).stdout.strip() or "unknown"
    meta = {"commit": commit, "when": _dt.datetime.now().strftime("%Y-%m-%d %H:%M UTC"),
            "load_start": _load()}
    code = 0
    if args.from_json is not None:
        report = json.loads(args.from_json.read_text(encoding="utf-8"))
        command = (f"python benchmarks/coverage.py --from-json REPORT --commit {commit} "
                   f"--name {args.name}")
        meta["seconds"] = "read back from an earlier run's JSON"
    else:
        with tempfile.TemporaryDirectory() as tmp:
            path, seconds, code = run_suite(Path(tmp), args.pytest_args)
            report = json.loads(path.read_text(encoding="utf-8"))
        command = f"python benchmarks/coverage.py --name {args.name}"
        meta["seconds"] = f"{seconds:.0f} s"
    meta["load_end"] = _load()
    summary = summarize(report)
    RESULTS.mkdir(parents=True, exist_ok=True)
    (RESULTS / f"{args.name}.json").write_text(
        json.dumps({"meta": meta, "command": command, **summary}, indent=1) + "\n", encoding="utf-8")
    (RESULTS / f"{args.name}.md").write_text(markdown(summary, command, meta, args.top), encoding="utf-8")
    print(f"total {summary['totals']['percent']} %; record benchmarks/results/{args.name}.md")
    if code not in (0,):
        print(f"pytest exited {code}: the suite did not pass, coverage is of a failing run", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
