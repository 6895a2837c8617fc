"""How fast long ``glauber`` commands answer Ctrl-C (issue 14 point 3: "within a second or two").

Starts each command as a subprocess (``python -m toolkit ... --no-progress``), sends SIGINT
after a delay, and measures the time from the signal to the process's exit, with its exit
status (130 expected; -2, death by SIGINT, is what a shell also shows as 130) and whether
stderr is the one line ``glauber CMD: interrupted``. From the command line a Ctrl-C that the
command has not answered within a second ends it (:mod:`toolkit.app._interrupt`), so the
latencies stay near 1 s even inside one long numpy call.

    .venv/bin/python benchmarks/cli_interrupt.py [--out FILE.json] [--delays 2,8,20]

Wall-clock latencies depend on the machine's load: record ``uptime`` beside them.
"""

from __future__ import annotations

import argparse
import json
import os
import signal
import subprocess
import sys
import tempfile
import time

SCENARIOS = {
    # a 763 MiB coupling array (n=200, q=50), then 64 chains x 2000 steps and the couplings
    "sample-potts-n200-q50": ["sample", "--model", "potts", "--q", "50", "--n", "200"],
    # 3**14 = 4.8e6 states: logits, kernel, stationary law, spectrum, t_mix
    "exact-potts-q3-n14": ["exact", "--model", "potts", "--q", "3", "--n", "14"],
    # the report's toy sections
    "verify-quick-no-real": ["verify", "--quick", "--no-real", "--out", "{tmp}/report"],
    # a sweep on 2 worker processes
    "sweep-local2": ["sweep", "--model", "potts", "--q", "2", "--n", "8:12", "--temperature", "0.5:2:6",
                     "--estimator", "exact,sampled-order", "--store", "{tmp}/r.sqlite", "--executor", "local:2"],
}


def measure(argv: list[str], delay: float, timeout: float = 120.0) -> dict:
    with tempfile.TemporaryDirectory() as tmp:
        cmd = [sys.executable, "-m", "toolkit", *[a.format(tmp=tmp) for a in argv], "--no-progress"]
        proc = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
        time.sleep(delay)
        if proc.poll() is not None:
            return {"delay_s": delay, "finished_before_signal": True, "rc": proc.returncode}
        sent = time.perf_counter()
        proc.send_signal(signal.SIGINT)
        try:
            _, err = proc.communicate(timeout=timeout)
        except subprocess.TimeoutExpired:
            proc.kill()
            _, err = proc.communicate()
            return {"delay_s": delay, "latency_s": None, "rc": "killed after timeout"}
        latency = time.perf_counter() - sent
        lines = err.strip().splitlines()
        return {"delay_s": delay, "latency_s": round(latency, 3), "rc": proc.returncode,
                "one_line": len(lines) == 1 and lines[0].endswith(": interrupted"),
                "traceback": "Traceback" in err}


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", default=None, help="write the results as JSON here")
    ap.add_argument("--delays", default="2,8,20", help="seconds before SIGINT, comma-separated")
    ap.add_argument("--only", default=None, help="comma-separated scenario names")
    args = ap.parse_args(argv)
    delays = [float(d) for d in args.delays.split(",")]
    names = args.only.split(",") if args.only else list(SCENARIOS)
    out = {"load_before": os.getloadavg(), "cpus": os.cpu_count(), "runs": {}}
    for name in names:
        out["runs"][name] = []
        for d in delays:
            r = measure(SCENARIOS[name], d)
            out["runs"][name].append(r)
            print(name, json.dumps(r), flush=True)
    out["load_after"] = os.getloadavg()
    print("load average before/after:", out["load_before"], out["load_after"])
    if args.out:
        with open(args.out, "w") as fh:
            json.dump(out, fh, indent=1)
    return 0


if __name__ == "__main__":
    sys.exit(main())
