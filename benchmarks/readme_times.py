"""Times of ``make demo`` and of every command the README shows, measured, so that the
README's times are quotations of a record and never typed by hand (issue 26).

Each command runs in a fresh temporary directory (no results store of an earlier run is
reused), as a subprocess; recorded per command: wall time, CPU time (user + system of the
command and its children, from ``getrusage``), the exit status, the load average before and
after, and the last lines of its output. The record
``benchmarks/results/readme-times-<date>.json`` also holds the commit, the machine (CPU
count) and the date.

Usage::

    python benchmarks/readme_times.py                   # every command, a new record of today
    python benchmarks/readme_times.py --only phase-cw,phase-cycle --resume
                                                        # re-time these, keep the others of today's record
    python benchmarks/readme_times.py --resume          # after a kill: run only what today's record lacks
    python benchmarks/readme_times.py --list            # the command ids
    python benchmarks/readme_times.py --update-readme   # write the README's "Times" table from the latest record

``--resume`` keeps the commands already in today's record and runs the rest (a run killed
half way continues where it stopped). ``tests/test_readme_times.py`` checks that the
README's table is exactly :func:`render_table` of the latest record: a figure changed by hand
fails it.
"""

from __future__ import annotations

import argparse
import datetime
import glob
import json
import os
import re
import resource
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
RESULTS = os.path.join(ROOT, "benchmarks", "results")
README = os.path.join(ROOT, "README.md")
START, END = "<!-- readme-times:start -->", "<!-- readme-times:end -->"

VH = ("EVQLVESGGGLVQPGGSLRLSCAASGFNIKDTYIHWVRQAPGKGLEWVARIYPTNGYTRYADSVKGRFTISADTSKNTAYLQMNSLRAEDTAVYYCS"
      "RWGGDGFYAMDYWGQGTLVTVSS")
TEXT = "and the king said to the people of israel"

#: ``id -> (what the README shows, the argv after ``glauber``, or "python" for the README's
#: Python snippet)``, in the README's order. ``demo`` is what ``make demo`` runs.
COMMANDS = {
    "demo": ("make demo", ["verify", "--out", "report"]),  # what make demo runs, its set-up done
    "exact-potts": ("glauber exact --model potts --q 3 --n 6 --coupling 1.0 --graph cycle --temperature 1.5",
                    ["exact", "--model", "potts", "--q", "3", "--n", "6", "--coupling", "1.0", "--graph", "cycle",
                     "--temperature", "1.5"]),
    "check-asym": ("glauber check --model asymmetric-pairwise --q 3 --n 5 --temperature 1.0",
                   ["check", "--model", "asymmetric-pairwise", "--q", "3", "--n", "5", "--temperature", "1.0"]),
    "scan-nlogn": ("glauber scan nlogn --model potts --q 2 --graph cycle --n-max 10 --temperature 1.5",
                   ["scan", "nlogn", "--model", "potts", "--q", "2", "--graph", "cycle", "--n-max", "10",
                    "--temperature", "1.5"]),
    "exact-cw500": ("glauber exact --model curie-weiss --n 500 --beta 1 -T 2 --json",
                    ["exact", "--model", "curie-weiss", "--n", "500", "--beta", "1", "-T", "2", "--json"]),
    "sample-potts": ("glauber sample --model potts --q 2 --n 6 --temperature 3.0 --chains 64 --steps 20000 "
                     "--compare-exact",
                     ["sample", "--model", "potts", "--q", "2", "--n", "6", "--temperature", "3.0", "--chains",
                      "64", "--steps", "20000", "--compare-exact"]),
    "rectangle-tiny": (f'glauber rectangle --model tiny-en --text "{TEXT}"',
                       ["rectangle", "--model", "tiny-en", "--text", TEXT]),
    "phase-cw": ("glauber phase --model curie-weiss", ["phase", "--model", "curie-weiss"]),
    "phase-cycle": ("glauber phase --model potts --q 2 --graph cycle",
                    ["phase", "--model", "potts", "--q", "2", "--graph", "cycle"]),
    "study-tiny": (f'glauber study --model tiny-en --text "{TEXT}" --free all --quick --out study',
                   ["study", "--model", "tiny-en", "--text", TEXT, "--free", "all", "--quick", "--out", "study"]),
    "python-snippet": ("the Python snippet below (random_pairwise, spectral_summary, mixing_time, "
                       "rectangle_summary, a tiny-en window)", "python"),
    "sweep-cw": ("glauber sweep --model curie-weiss --n 2:10 --temperature 0.4:2.8:11 --estimator exact-phase "
                 "--store results.sqlite --executor local:2",
                 ["sweep", "--model", "curie-weiss", "--n", "2:10", "--temperature", "0.4:2.8:11", "--estimator",
                  "exact-phase", "--store", "results.sqlite", "--executor", "local:2"]),
    "study-vh": ('glauber study --model sapiens-vh --text "$VH" --free all --quick --out study_vh',
                 ["study", "--model", "sapiens-vh", "--text", VH, "--free", "all", "--quick", "--out", "study_vh"]),
    "sample-vh": ('glauber sample --model sapiens-vh --text "$VH" --free 90:110',
                  ["sample", "--model", "sapiens-vh", "--text", VH, "--free", "90:110"]),
}


def readme_python_snippet(readme: str = README) -> str:
    """The README's Python block between its ``tour2`` markers."""
    with open(readme) as fh:
        text = fh.read()
    part = text.split("--8<-- [start:tour2]", 1)[1].split("--8<-- [end:tour2]", 1)[0]
    m = re.search(r"```python\n(.*?)```", part, re.S)
    if m is None:
        raise SystemExit("no ```python block between the README's tour2 markers")
    return m.group(1)


def run_one(cid: str, *, timeout: float) -> dict:
    what, argv = COMMANDS[cid]
    if argv == "python":
        cmd = [sys.executable, "-c", readme_python_snippet()]
    else:
        cmd = [sys.executable, "-m", "toolkit", *argv]
    env = {**os.environ, "PYTHONPATH": ROOT + os.pathsep + os.environ.get("PYTHONPATH", ""),
           "OMP_WAIT_POLICY": "PASSIVE"}  # as make demo runs it
    load0 = os.getloadavg()
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    t0 = time.perf_counter()
    with tempfile.TemporaryDirectory() as cwd:
        try:
            proc = subprocess.run(cmd, cwd=cwd, env=env, stdin=subprocess.DEVNULL, capture_output=True, text=True,
                                  timeout=timeout)
            rc, out, err = proc.returncode, proc.stdout, proc.stderr
        except subprocess.TimeoutExpired as exc:
            rc, out, err = "timeout", exc.stdout or "", exc.stderr or ""
            out, err = (v.decode() if isinstance(v, bytes) else v for v in (out, err))
    wall = time.perf_counter() - t0
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    sections = {m.group(1): float(m.group(2)) for m in
                re.finditer(r"^\[(\w+)\] \d+ claims, \d+ failed, ([\d.]+) s", err, re.M)}
    extra = {"sections_s": sections} if sections else {}  # verify's own per-section times
    return {**extra, "id": cid, "command": what, "commit": _commit(), "argv": argv if argv != "python" else "python -c <README snippet>",
            "exit": rc, "wall_s": round(wall, 2), "cpu_s": round(cpu, 2), "load_before": [round(x, 2) for x in load0],
            "load_after": [round(x, 2) for x in os.getloadavg()],
            "stdout_tail": out.strip().splitlines()[-3:], "stderr_tail": err.strip().splitlines()[-3:]}


def latest_record() -> str | None:
    """The newest ``readme-times-*.json`` (by date in its name, then by name)."""
    paths = sorted(glob.glob(os.path.join(RESULTS, "readme-times-*.json")))
    return paths[-1] if paths else None


_COMMIT_GIVEN: list = []  # --commit: a copy of the tree outside git names its commit


def _commit() -> str:
    if _COMMIT_GIVEN:
        return _COMMIT_GIVEN[0]
    out = subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=ROOT, capture_output=True, text=True)
    dirty = subprocess.run(["git", "status", "--porcelain", "--untracked-files=no"], cwd=ROOT, capture_output=True,
                           text=True).stdout.strip()
    return out.stdout.strip() + ("+changes" if dirty else "")


def fmt_seconds(s: float) -> str:
    """A time as the README writes it: ``4.2 s``, ``58 s``, ``3 min 10 s``, ``1 h 5 min``."""
    if s < 10:
        return f"{s:.1f} s"
    if s < 60:
        return f"{s:.0f} s"
    if s < 3600:
        m, r = divmod(int(round(s)), 60)
        return f"{m} min {r} s" if r else f"{m} min"
    h, r = divmod(int(round(s)) // 60, 60)
    return f"{h} h {r} min" if r else f"{h} h"


def render_table(record: dict, path: str) -> str:
    """The README's "Times" block for ``record`` (saved at ``path``)."""
    rel = os.path.relpath(path, ROOT)
    cpus = record.get("cpu_count")
    commits = sorted({r.get("commit", record["commit"]) for r in record["commands"].values()})
    lines = [START,
             f"Measured by `python benchmarks/readme_times.py` at commit {', '.join(commits)} on {record['date']} "
             f"({cpus} CPUs; record `{rel}`). Wall time depends on the load (the 1-minute load average at the "
             "start of each command is given: above the CPU count, other work shared the machine); CPU time "
             "much less so.",
             "",
             "| command | wall time | CPU time | load | exit |",
             "|---|---|---|---|---|"]
    for cid in COMMANDS:
        r = record["commands"].get(cid)
        if r is None:
            continue
        what = COMMANDS[cid][0]  # as the README shows it (the record keeps what ran)
        shown = f"`{what}`" if what.startswith(("glauber ", "make ")) else what
        lines.append(f"| {shown.replace('|', '/')} | {fmt_seconds(r['wall_s'])} | {fmt_seconds(r['cpu_s'])} "
                     f"| {r['load_before'][0]:.1f} | {r['exit']} |")
    lines.append(END)
    return "\n".join(lines)


def update_readme(path: str) -> None:
    with open(path) as fh:
        record = json.load(fh)
    with open(README) as fh:
        text = fh.read()
    if START not in text or END not in text:
        raise SystemExit(f"README.md has no {START} ... {END} block")
    head, rest = text.split(START, 1)
    _, tail = rest.split(END, 1)
    with open(README, "w") as fh:
        fh.write(head + render_table(record, path) + tail)


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--only", default=None, help="comma-separated command ids (see --list); default: all")
    p.add_argument("--skip", default=None, help="comma-separated command ids not to run")
    p.add_argument("--resume", action="store_true",
                   help="keep the commands already in today's record: run the missing ones, or re-time those of "
                        "--only")
    p.add_argument("--out", default=None, help="the record (default: benchmarks/results/readme-times-<today>.json)")
    p.add_argument("--timeout", type=float, default=3600.0, help="seconds per command (default: %(default)s)")
    p.add_argument("--list", action="store_true", help="print the command ids and exit")
    p.add_argument("--commit", default=None, help="the commit to record (default: git rev-parse of this tree)")
    p.add_argument("--update-readme", action="store_true",
                   help="write the README's Times table from the latest record (no command is run)")
    args = p.parse_args(argv)
    if args.list:
        for cid, (what, _) in COMMANDS.items():
            print(f"{cid:16s} {what}")
        return 0
    if args.update_readme:
        path = args.out or latest_record()
        if path is None:
            raise SystemExit("no record under benchmarks/results/readme-times-*.json")
        update_readme(path)
        print(f"README.md: Times table written from {os.path.relpath(path, ROOT)}")
        return 0
    if args.commit:
        _COMMIT_GIVEN.append(args.commit)
    ids = list(COMMANDS) if args.only is None else [s.strip() for s in args.only.split(",") if s.strip()]
    unknown = [c for c in ids if c not in COMMANDS]
    if unknown:
        raise SystemExit(f"unknown command id(s) {unknown}; see --list")
    skip = set() if args.skip is None else {s.strip() for s in args.skip.split(",")}
    today = datetime.date.today().isoformat()
    out = args.out or os.path.join(RESULTS, f"readme-times-{today}.json")
    record = {"script": "benchmarks/readme_times.py", "date": today, "commit": _commit(),
              "cpu_count": os.cpu_count(), "python": sys.version.split()[0],
              "env": {k: os.environ[k] for k in ("OMP_NUM_THREADS", "MKL_NUM_THREADS", "OPENBLAS_NUM_THREADS")
                      if k in os.environ}, "commands": {}}
    if args.resume and os.path.exists(out):
        with open(out) as fh:
            old = json.load(fh)
        record["commands"] = old.get("commands", {})
    for cid in ids:
        if cid in skip or (args.resume and args.only is None and cid in record["commands"]):
            continue  # resumed: measured already (a command named by --only is re-timed)
        print(f"{cid}: {COMMANDS[cid][0]} ...", file=sys.stderr, flush=True)
        r = run_one(cid, timeout=args.timeout)
        record["commands"][cid] = r
        print(f"{cid}: exit {r['exit']}, wall {fmt_seconds(r['wall_s'])}, CPU {fmt_seconds(r['cpu_s'])}, load "
              f"{r['load_before'][0]:.1f}", file=sys.stderr, flush=True)
        with open(out, "w") as fh:  # after every command: a killed run keeps what it measured
            json.dump(record, fh, indent=1)
    print(f"written to {os.path.relpath(out, ROOT)}; `python benchmarks/readme_times.py --update-readme` puts it "
          "in the README")
    return 0


if __name__ == "__main__":
    sys.exit(main())
