"""The default test tier's time on this tree against an earlier commit, in one run.

Both suites run at the same time, each on its own core (``taskset``) with one BLAS thread,
so that whatever else loads the machine loads both alike; the figures that count are the
ratios, above all that of CPU seconds (user + system of pytest and every process it waited
for: a core shared with other work stretches wall time, not CPU time). Besides the totals, the tests present in both trees (same node id) are summed from
pytest's junit XML, so that tests added since the baseline do not hide a slowdown of the old
ones (or pass for one).

    python benchmarks/suite_time.py --baseline 603adc7 [--head REV] --out benchmarks/results/suite-time-DATE

writes ``DATE.json`` and ``DATE.md``. Both commits are checked out into temporary git
worktrees and run from the same virtual environment, each with its own tree first on the
path. Each test's CPU seconds (its process and the children it waited for) are recorded by a
small plugin, so the tests present in both trees can be compared by CPU, which a shared
core stretches far less than wall time.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import threading
import time
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
MARKERS = "not slow and not gpu"
#: A pytest plugin (written to a temporary folder, loaded with ``-p``) that records each test's
#: CPU seconds: the process's own (setup, call and teardown) plus those of the child processes
#: it waited for meanwhile (the CLI tests' subprocesses), and the ids of the tests that failed.
PLUGIN = """
import json, os, resource, time

_cpu, _failed, _t0 = {}, [], {}


def _now():
    c = resource.getrusage(resource.RUSAGE_CHILDREN)
    return time.process_time() + c.ru_utime + c.ru_stime


def pytest_runtest_logstart(nodeid, location):
    _t0[nodeid] = _now()


def pytest_runtest_logreport(report):
    if report.failed:
        _failed.append(report.nodeid)


def pytest_runtest_logfinish(nodeid, location):
    _cpu[nodeid] = _now() - _t0.pop(nodeid, _now())


def pytest_sessionfinish(session, exitstatus):
    with open(os.environ["SUITE_TIME_OUT"], "w") as f:
        json.dump({"cpu": _cpu, "failed": sorted(set(_failed))}, f)
"""


def _load() -> float:
    return os.getloadavg()[0]


def _start(tree: Path, core: int, junit: Path, plugin_dir: Path, out: Path, paths: list[str]) -> subprocess.Popen:
    env = dict(os.environ, OMP_NUM_THREADS="1", OPENBLAS_NUM_THREADS="1",
               MKL_NUM_THREADS="1", OMP_WAIT_POLICY="PASSIVE",
               PYTHONPATH=f"{tree}{os.pathsep}{plugin_dir}", SUITE_TIME_OUT=str(out))
    command = ["taskset", "-c", str(core), sys.executable, "-m", "pytest", "-q",
               "-m", MARKERS, "-p", "no:cacheprovider", "-p", "suite_time_plugin",
               f"--junitxml={junit}", *paths]
    return subprocess.Popen(command, cwd=tree, env=env, stdout=subprocess.PIPE,
                            stderr=subprocess.STDOUT, text=True)


def _times(junit: Path) -> dict[str, float]:
    out: dict[str, float] = {}
    for case in ET.parse(junit).getroot().iter("testcase"):
        if case.find("skipped") is not None:
            continue
        key = f"{case.get('classname')}::{case.get('name')}"
        out[key] = out.get(key, 0.0) + float(case.get("time", 0.0))
    return out


def _tail(text: str) -> str:
    lines = [line for line in text.splitlines() if line.strip()]
    return lines[-1] if lines else ""


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--baseline", required=True, help="the earlier commit")
    parser.add_argument("--head", default="HEAD", help="the later commit (default HEAD)")
    parser.add_argument("paths", nargs="*", help="test paths (default: the whole default tier)")
    parser.add_argument("--out", required=True, help="record path without extension")
    args = parser.parse_args(argv)
    head = subprocess.run(["git", "rev-parse", "--short", args.head], cwd=ROOT, text=True,
                          capture_output=True, check=True).stdout.strip()
    base = subprocess.run(["git", "rev-parse", "--short", args.baseline], cwd=ROOT,
                          text=True, capture_output=True, check=True).stdout.strip()
    with tempfile.TemporaryDirectory() as tmp:
        tmp_path = Path(tmp)
        trees = {"head": tmp_path / "head", "baseline": tmp_path / "baseline"}
        for name, commit in (("head", head), ("baseline", base)):
            subprocess.run(["git", "worktree", "add", "--detach", str(trees[name]), commit], cwd=ROOT,
                           check=True, capture_output=True)
        (tmp_path / "suite_time_plugin.py").write_text(PLUGIN)
        try:
            load_before = _load()
            t0 = time.monotonic()
            runs = {name: _start(trees[name], core, tmp_path / f"{name}.xml", tmp_path, tmp_path / f"{name}.json",
                                 args.paths)
                    for core, name in enumerate(("head", "baseline"))}
            result = {}
            pending = dict(runs)
            loads = []
            outputs = {name: [] for name in runs}
            for name, proc in runs.items():   # drain the pipes so that no child blocks on them
                threading.Thread(target=lambda p=proc, o=outputs[name]: o.append(p.stdout.read()),
                                 daemon=True).start()
            while pending:
                for name, proc in list(pending.items()):
                    pid, status, usage = os.wait4(proc.pid, os.WNOHANG)
                    if pid:
                        wall = time.monotonic() - t0
                        proc.returncode = os.waitstatus_to_exitcode(status)
                        time.sleep(0.5)
                        result[name] = {"returncode": proc.returncode, "wall_s": round(wall, 1),
                                        "cpu_s": round(usage.ru_utime + usage.ru_stime, 1),
                                        "summary": _tail("".join(outputs[name]))}
                        del pending[name]
                loads.append(_load())
                time.sleep(2.0)
            times = {name: _times(tmp_path / f"{name}.xml") for name in runs}
            per_test = {name: json.loads((tmp_path / f"{name}.json").read_text()) for name in runs}
        finally:
            for tree in trees.values():
                subprocess.run(["git", "worktree", "remove", "--force", str(tree)], cwd=ROOT,
                               capture_output=True)
    common = sorted(set(times["head"]) & set(times["baseline"]))
    cpu = {name: per_test[name]["cpu"] for name in runs}
    failed = {name: per_test[name]["failed"] for name in runs}
    # the same tests by node id, passed in both runs (a failing test stops early or late)
    common_cpu = sorted((set(cpu["head"]) & set(cpu["baseline"])) - set(failed["head"]) - set(failed["baseline"]))
    for name in runs:
        result[name]["tests_timed"] = len(times[name])
        result[name]["sum_test_s"] = round(sum(times[name].values()), 1)
        result[name]["sum_common_s"] = round(sum(times[name][k] for k in common), 1)
        result[name]["cpu_tests_s"] = round(sum(cpu[name].values()), 1)
        result[name]["cpu_common_s"] = round(sum(cpu[name][k] for k in common_cpu), 1)
        result[name]["failed"] = failed[name]
    delta = sorted(((cpu["head"][k] - cpu["baseline"][k], k) for k in common_cpu), reverse=True)
    record = {
        "command": " ".join(["python benchmarks/suite_time.py --baseline", args.baseline, "--head", args.head,
                             *args.paths]),
        "head": head, "baseline": base, "markers": MARKERS,
        "method": "both suites at once, one core each (taskset), one BLAS thread",
        "load_before": round(load_before, 2), "load_max": round(max(loads), 2),
        "common_tests": len(common), "common_passed_tests": len(common_cpu), "runs": result,
        "largest_increases": [[k, round(d, 2)] for d, k in delta[:15]],
        "largest_decreases": [[k, round(d, 2)] for d, k in delta[::-1][:15]],
        "ratio_wall": round(result["head"]["wall_s"] / result["baseline"]["wall_s"], 3),
        "ratio_cpu": round(result["head"]["cpu_s"] / result["baseline"]["cpu_s"], 3),
        "ratio_cpu_common": round(result["head"]["cpu_common_s"] / max(result["baseline"]["cpu_common_s"], 1e-9), 3),
        "ratio_common": round(result["head"]["sum_common_s"]
                              / max(result["baseline"]["sum_common_s"], 1e-9), 3),
    }
    out = Path(args.out)
    out.with_suffix(".json").write_text(json.dumps(record, indent=2) + "\n")
    lines = [f"# Default test tier: {head} against {base}", "",
             f"`{record['command']}`; {record['method']}; load before {record['load_before']},"
             f" at most {record['load_max']} during the run.", "",
             "| tree | CPU s | wall s | tests timed | CPU s of the tests | CPU s of the same tests | pytest |",
             "|---|---|---|---|---|---|---|"]
    for name in ("baseline", "head"):
        r = result[name]
        commit = base if name == "baseline" else head
        lines.append(f"| {name} {commit} | {r['cpu_s']} | {r['wall_s']} | {r['tests_timed']} | {r['cpu_tests_s']}"
                     f" | {r['cpu_common_s']} | {r['summary']} |")
    lines += ["", f"Ratio head / baseline: CPU {record['ratio_cpu']}, wall {record['ratio_wall']}; CPU of the"
              f" {len(common_cpu)} tests that ran and passed in both trees (same node id)"
              f" {record['ratio_cpu_common']}.", ""]
    for title, key in (("Largest CPU increases", "largest_increases"), ("Largest CPU decreases", "largest_decreases")):
        lines += [f"{title} among the same tests (head - baseline, s):", ""]
        lines += [f"- {d:+.2f} `{k}`" for k, d in record[key]] + [""]
    for name in ("baseline", "head"):
        if failed[name]:
            lines += [f"Failed in {name}: " + ", ".join(f"`{t}`" for t in failed[name][:40])
                      + (f" and {len(failed[name]) - 40} more" if len(failed[name]) > 40 else ""), ""]
    out.with_suffix(".md").write_text("\n".join(lines))
    print("\n".join(lines))
    return 0 if all(r["returncode"] == 0 for r in result.values()) else 1


if __name__ == "__main__":
    sys.exit(main())
