"""Time every preset grid of ``glauber phase`` (the default command of each calibration family)
and record its verdict: the figures the command's help quotes.

Each preset runs as its own ``python -m toolkit phase --model ... --json`` process on a fresh
store, one after the other, with its CPU time (user + system, stable under load), its wall
time and the machine load beside it (wall times on a shared machine are noisy: the load
says how busy it was).

Writes ``OUT/phase-presets.json`` and ``OUT/phase-presets.md``.

    python benchmarks/phase_presets.py                       # every preset, one after another
    python benchmarks/phase_presets.py --only potts-torus-3
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)

PRESETS = {
    "curie-weiss": ["--model", "curie-weiss"],
    "mean-field-potts-3": ["--model", "mean-field-potts", "--q", "3"],
    "mean-field-potts-4": ["--model", "mean-field-potts", "--q", "4"],
    "mean-field-potts-5": ["--model", "mean-field-potts", "--q", "5"],
    "independent": ["--model", "independent"],
    "potts-cycle": ["--model", "potts", "--q", "2", "--graph", "cycle"],
    "potts-path": ["--model", "potts", "--q", "2", "--graph", "path"],
    "potts-torus-3": ["--model", "potts", "--q", "3", "--graph", "torus"],
    "nn-chain-symmetric-3": ["--model", "nn-chain", "--q", "3", "--disorder", "0.5", "--scale", "1"],
    "nn-chain-asymmetric-3": ["--model", "nn-chain", "--q", "3", "--disorder", "1", "--asymmetric"],
}


def _load() -> str:
    return " ".join(f"{v:.2f}" for v in os.getloadavg())


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--out", default=os.path.join(HERE, "results"))
    p.add_argument("--only", default=None, help="comma-separated presets: " + ", ".join(PRESETS))
    args = p.parse_args(argv)
    only = None if args.only is None else args.only.split(",")
    res = {"command": "python benchmarks/phase_presets.py " + " ".join(sys.argv[1:] if argv is None else argv),
           "cpus": os.cpu_count(), "runs": []}
    d = tempfile.mkdtemp(prefix="glauber-presets-")
    env = {**os.environ, "PYTHONPATH": ROOT, "OMP_NUM_THREADS": "1"}
    for name, flags in PRESETS.items():
        if only is not None and name not in only:
            continue
        cmd = [sys.executable, "-m", "toolkit", "phase", *flags, "--store", os.path.join(d, name + ".sqlite"), "--json"]
        load0, t0 = _load(), time.perf_counter()
        cpu0 = resource.getrusage(resource.RUSAGE_CHILDREN)
        proc = subprocess.run(cmd, capture_output=True, text=True, env=env, cwd=ROOT)
        secs = time.perf_counter() - t0
        cpu1 = resource.getrusage(resource.RUSAGE_CHILDREN)
        cpu = (cpu1.ru_utime - cpu0.ru_utime) + (cpu1.ru_stime - cpu0.ru_stime)
        run = {"preset": name, "command": "glauber phase " + " ".join(flags), "exit": proc.returncode,
               "seconds": secs, "cpu_seconds": cpu, "load_start": load0, "load_end": _load()}
        if proc.returncode == 0:
            out = json.loads(proc.stdout)
            run.update({k: out.get(k) for k in ("verdict", "critical_temperature", "critical_temperature_stderr",
                                                 "n", "mixing_change")})
            run["warnings"] = [w["kind"] for w in out.get("warnings", [])]
        else:
            run["stderr_tail"] = proc.stderr[-2000:]
        res["runs"].append(run)
        print(f"{name}: exit {proc.returncode}, {run.get('verdict')}, {secs:.0f} s (load {run['load_end']})",
              flush=True)
        os.makedirs(args.out, exist_ok=True)
        with open(os.path.join(args.out, "phase-presets.json"), "w") as f:
            json.dump(res, f, indent=1)
        lines = ["# Preset grids of `glauber phase`: time and verdict", "",
                 f"Command: `{res['command']}` on {res['cpus']} shared CPUs, each preset its own process on a fresh "
                 "store (CPU seconds: the process's own, stable under load; wall seconds grow with the load shown).", "",
                 "| preset | command | verdict | T_c | mixing change | CPU seconds | wall seconds | load (1, 5, 15 min) "
                 "at the end |", "|---|---|---|---|---|---|---|---|"]
        for r in res["runs"]:
            tc = r.get("critical_temperature")
            mc = (r.get("mixing_change") or {}).get("T_change")
            lines.append(f"| {r['preset']} | `{r['command']}` | {r.get('verdict', 'exit ' + str(r['exit']))} | "
                         f"{'-' if tc is None else f'{tc:.4g}'} | {'-' if mc is None else f'{mc:.4g}'} | "
                         f"{r['cpu_seconds']:.0f} | {r['seconds']:.0f} | {r['load_end']} |")
        with open(os.path.join(args.out, "phase-presets.md"), "w") as f:
            f.write("\n".join(lines) + "\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
