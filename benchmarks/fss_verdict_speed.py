"""Time the static verdict step, ``toolkit.finite_size.fss_verdict``, before and after the
vectorised collapse quality, in one run on the same data: the Curie-Weiss and mean-field
Potts q = 3 presets of ``glauber phase``.

"Before" is the point-by-point Houdayer-Hartmann quality and its per-size collapse loop as
they were (kept verbatim below, swapped into ``toolkit.finite_size.collapse`` for that run);
"after" is the module as it is. Everything else (the Nelder-Mead fits, their starts and
tolerances, the jackknife) is the same, so the verdicts, T_c and exponents must come out the
same: the record says whether they are bit-identical. CPU seconds (this process's own) are
the figure to read; wall seconds and the load are beside them (a shared machine).

The data (exact lumped points) are computed once into ``--store-dir`` (reused if there),
with the options ``glauber phase`` gives them, so ``glauber phase ... --store DIR/NAME.sqlite``
finds them stored; ``--cli`` then also times that whole command with its results stored.

Writes ``OUT/fss-verdict-speed.json`` and ``OUT/fss-verdict-speed.md``.

    python benchmarks/fss_verdict_speed.py --cli
"""

from __future__ import annotations

import argparse
import json
import math
import os
import resource
import subprocess
import sys
import tempfile
import time

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, ROOT)

PRESETS = {"curie-weiss": ("curie-weiss", {}, ["--model", "curie-weiss"]),
           "mean-field-potts-3": ("mean-field-potts", {"q": 3}, ["--model", "mean-field-potts", "--q", "3"])}


# ------------------------------------------------------------- the code before, verbatim
def _interp_quality_before(xs, ys, errs=None) -> float:
    COUNT["before"] += 1
    total, count = 0.0, 0
    scale = np.nanmax([np.nanmax(y) for y in ys]) - np.nanmin([np.nanmin(y) for y in ys])
    scale = scale if scale > 0 else 1.0
    for i, (xi, yi) in enumerate(zip(xs, ys, strict=True)):
        for k in range(xi.size):
            preds, perrs = [], []
            for j, (xj, yj) in enumerate(zip(xs, ys, strict=True)):
                if j == i or not (xj[0] <= xi[k] <= xj[-1]):
                    continue
                pos = int(np.searchsorted(xj, xi[k]))
                pos = min(max(pos, 1), xj.size - 1)
                w = (xi[k] - xj[pos - 1]) / (xj[pos] - xj[pos - 1]) if xj[pos] > xj[pos - 1] else 0.0
                preds.append(yj[pos - 1] + w * (yj[pos] - yj[pos - 1]))
                if errs is not None:
                    perrs.append(max(errs[j][pos - 1], errs[j][pos]))
            if not preds:
                continue
            d = yi[k] - float(np.mean(preds))
            if errs is not None:
                var = errs[i][k] ** 2 + (float(np.mean(perrs)) ** 2 if perrs else 0.0)
                total += d * d / var if var > 0 else d * d / (1e-12 * scale) ** 2
            else:
                total += (d / scale) ** 2
            count += 1
    return total / count if count else math.inf


def collapse_before(T, n, Y, *, tc_guess: float, window: float = 3.0, errs=None, y_exponent: bool = False,
                    fixed=None) -> dict:
    from scipy.optimize import minimize

    T = np.asarray(T, dtype=float)
    n = np.asarray(n, dtype=float)
    Y = np.asarray(Y, dtype=float)
    fixed = fixed or {}

    def quality(p):
        tc = fixed.get("tc", p[0])
        a = fixed.get("a", p[1] if "tc" not in fixed else p[0])
        b = p[-1] if y_exponent else 0.0
        if not (0.02 < a < 3.0) or not (-3.0 < b < 3.0):
            return 1e6
        xs, ys, es = [], [], []
        for i in range(n.size):
            x = (T - tc) * n[i] ** a
            sel = np.abs(x) <= window
            if sel.sum() < 2:
                continue
            xs.append(x[sel])
            ys.append(Y[i, sel] * n[i] ** (-b))
            if errs is not None:
                es.append(errs[i, sel] * n[i] ** (-b))
        if len(xs) < 2:
            return 1e6
        return _interp_quality_before(xs, ys, es if errs is not None else None)

    if "tc" in fixed and "a" in fixed:
        starts = [[0.5], [1.0], [0.0]]
    else:
        starts = [[tc_guess, a0] + ([b0] if y_exponent else []) for a0 in (0.3, 0.5, 0.8)
                  for b0 in ((0.25, 0.5, 0.9) if y_exponent else (None,))]
        starts = [[v for v in s if v is not None] for s in starts]
    best = None
    for s in starts:
        r = minimize(quality, np.array(s, dtype=float), method="Nelder-Mead",
                     options={"xatol": 1e-5, "fatol": 1e-10, "maxiter": 2000})
        if best is None or r.fun < best.fun:
            best = r
    p = list(best.x)
    tc = fixed.get("tc", p[0] if "tc" not in fixed else None)
    if "tc" in fixed and "a" in fixed:
        a, b = fixed["a"], p[0]
    else:
        a = p[1]
        b = p[2] if y_exponent else math.nan
    return {"tc": float(tc), "a": float(a), "b": float(b), "quality": float(best.fun)}


COUNT = {"before": 0, "after": 0}


# ------------------------------------------------------------------------------ timing
def _load() -> str:
    return " ".join(f"{v:.2f}" for v in os.getloadavg())


def _summary(v) -> dict:
    return {"verdict": v.verdict, "T_c": v.critical_temperature, "T_c_stderr": v.critical_temperature_stderr,
            "T_peak": v.peak_tc, "T_peak_stderr": v.peak_tc_stderr,
            "exponents": {k: [e.value, e.stderr] for k, e in v.exponents.items()}, "reasons": list(v.reasons)}


def _timed(fn, *args, **kwargs) -> tuple:
    load0, c0, w0 = _load(), time.process_time(), time.perf_counter()
    out = fn(*args, **kwargs)
    return out, {"cpu_seconds": time.process_time() - c0, "seconds": time.perf_counter() - w0,
                 "load_start": load0, "load_end": _load()}


def _same(a: dict, b: dict) -> tuple[bool, float]:
    """(bit-identical, largest relative difference) of two verdict summaries' numbers."""
    xa = [a["T_c"], a["T_c_stderr"], a["T_peak"], a["T_peak_stderr"]] + [x for k in sorted(a["exponents"])
                                                                         for x in a["exponents"][k]]
    xb = [b["T_c"], b["T_c_stderr"], b["T_peak"], b["T_peak_stderr"]] + [x for k in sorted(b["exponents"])
                                                                         for x in b["exponents"][k]]
    if len(xa) != len(xb) or a["verdict"] != b["verdict"] or a["reasons"] != b["reasons"]:
        return False, math.inf
    ident = all(x == y or (math.isnan(x) and math.isnan(y)) for x, y in zip(xa, xb, strict=True))
    rel = max([abs(x - y) / max(abs(x), 1e-300) for x, y in zip(xa, xb, strict=True)
               if math.isfinite(x) and math.isfinite(y)] or [0.0])
    return ident, rel


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--out", default=os.path.join(HERE, "results"))
    p.add_argument("--store-dir", default=None, help="where the presets' stores are (default: a new temporary "
                   "folder; a folder that holds them already skips their computation)")
    p.add_argument("--only", default=None, help="comma-separated presets: " + ", ".join(PRESETS))
    p.add_argument("--cli", action="store_true", help="also time `glauber phase` on each preset with its results "
                   "stored (a process of its own)")
    args = p.parse_args(argv)
    import toolkit.finite_size as fs
    from toolkit.app.commands.phase import DEFAULT_GROUPS, DEFAULT_SWEEPS
    from toolkit.app.phase import phase_scaling_data, preset_for

    only = None if args.only is None else args.only.split(",")
    d = args.store_dir or tempfile.mkdtemp(prefix="glauber-fss-speed-")
    argv_ = list(sys.argv[1:] if argv is None else argv)
    for i, a in enumerate(argv_):  # no machine path in the record
        if a == "--store-dir" and i + 1 < len(argv_):
            argv_[i + 1] = "DIR"
        elif a.startswith("--store-dir="):
            argv_[i] = "--store-dir=DIR"
    res = {"command": "python benchmarks/fss_verdict_speed.py " + " ".join(argv_),
           "cpus": os.cpu_count(), "runs": []}
    options = {"method": "auto", "n_sweeps": DEFAULT_SWEEPS, "n_groups": DEFAULT_GROUPS}  # glauber phase's
    after_quality = fs._hh_quality

    def counted(*a, **k):
        COUNT["after"] += 1
        return after_quality(*a, **k)

    for name, (model, params, flags) in PRESETS.items():
        if only is not None and name not in only:
            continue
        store = os.path.join(d, name + ".sqlite")
        ns, ts = preset_for(model, params)
        (data, _), t_data = _timed(
            phase_scaling_data, store, model=model, params=params, n_values=list(ns),
            temperatures=[float(t) for t in ts], seed=0, options=options, label=model)
        run = {"preset": name, "command": "glauber phase " + " ".join(flags), "n": [int(v) for v in ns],
               "temperatures": len(ts), "data": t_data}
        collapse_after = fs.collapse
        fs.collapse = collapse_before
        try:
            v0, run["before"] = _timed(fs.fss_verdict, data, rng=0)
        finally:
            fs.collapse = collapse_after
        fs._hh_quality = counted
        try:
            v1, run["after"] = _timed(fs.fss_verdict, data, rng=0)
        finally:
            fs._hh_quality = after_quality
        run["before"].update(_summary(v0), quality_evaluations=COUNT["before"])
        run["after"].update(_summary(v1), quality_evaluations=COUNT["after"])
        COUNT.update(before=0, after=0)
        run["cpu_ratio"] = run["before"]["cpu_seconds"] / run["after"]["cpu_seconds"]
        run["wall_ratio"] = run["before"]["seconds"] / run["after"]["seconds"]
        run["identical"], run["largest_relative_difference"] = _same(run["before"], run["after"])
        if args.cli:
            env = {**os.environ, "PYTHONPATH": ROOT, "OMP_NUM_THREADS": "1"}
            cmd = [sys.executable, "-m", "toolkit", "phase", *flags, "--store", store, "--json"]
            cpu0, load0, w0 = resource.getrusage(resource.RUSAGE_CHILDREN), _load(), time.perf_counter()
            proc = subprocess.run(cmd, capture_output=True, text=True, env=env, cwd=ROOT)
            cpu1 = resource.getrusage(resource.RUSAGE_CHILDREN)
            cli = {"exit": proc.returncode, "seconds": time.perf_counter() - w0, "load_start": load0,
                   "load_end": _load(),
                   "cpu_seconds": (cpu1.ru_utime - cpu0.ru_utime) + (cpu1.ru_stime - cpu0.ru_stime)}
            if proc.returncode == 0:
                out = json.loads(proc.stdout)
                cli.update(verdict=out.get("verdict"), T_c=out.get("critical_temperature"),
                           points_computed=(out.get("timings") or {}).get("tasks_run"))
            else:
                cli["stderr_tail"] = proc.stderr[-2000:]
            run["cli_stored"] = cli
        res["runs"].append(run)
        print(f"{name}: before {run['before']['cpu_seconds']:.1f} CPU s, after {run['after']['cpu_seconds']:.2f} "
              f"CPU s, ratio {run['cpu_ratio']:.1f}; {v0.verdict} -> {v1.verdict}, identical {run['identical']} "
              f"(load {run['after']['load_end']})", flush=True)
        _write(res, args.out)
    return 0


def _fmt(x, e=None) -> str:
    if x is None or not math.isfinite(x):
        return "-"
    return f"{x:.4g}" + (f" ± {e:.2g}" if e is not None and math.isfinite(e) else "")


def _write(res: dict, out: str) -> None:
    os.makedirs(out, exist_ok=True)
    with open(os.path.join(out, "fss-verdict-speed.json"), "w") as f:
        json.dump(res, f, indent=1, default=float)
    L = ["# Speed of the static verdict step (finite_size.fss_verdict), before and after the vectorised "
         "collapse quality", "",
         f"Command: `{res['command']}` on {res['cpus']} shared CPUs; before and after in one process on the same "
         "data (CPU seconds: the process's own; wall seconds and the load beside them, a shared machine: timings "
         "are noisy).", "",
         "| preset | sizes x temperatures | before: CPU s (wall s) | after: CPU s (wall s) | CPU ratio | "
         "collapse-quality evaluations (before / after) | load at the end | verdict before / after | T_c after | "
         "exponents after | identical |", "|---|---|---|---|---|---|---|---|---|---|---|"]
    for r in res["runs"]:
        b, a = r["before"], r["after"]
        ex = "; ".join(f"{k} {_fmt(*v)}" for k, v in a["exponents"].items())
        L.append(f"| {r['preset']} | {len(r['n'])} x {r['temperatures']} | {b['cpu_seconds']:.1f} "
                 f"({b['seconds']:.1f}) | {a['cpu_seconds']:.2f} ({a['seconds']:.2f}) | {r['cpu_ratio']:.1f} | "
                 f"{b['quality_evaluations']} / {a['quality_evaluations']} | {a['load_end']} | {b['verdict']} / "
                 f"{a['verdict']} | {_fmt(a['T_c'], a['T_c_stderr'])} | {ex} | "
                 + ("bit-identical" if r["identical"] else f"largest relative difference "
                    f"{r['largest_relative_difference']:.2g}") + " |")
    cli = [r for r in res["runs"] if "cli_stored" in r]
    if cli:
        L += ["", "The whole command with its results stored (after; its own process, imports included):", "",
              "| command | exit | points computed | verdict | T_c | CPU s | wall s | load at the end |",
              "|---|---|---|---|---|---|---|---|"]
        for r in cli:
            c = r["cli_stored"]
            L.append(f"| `{r['command']} --store DIR/{r['preset']}.sqlite` | {c['exit']} | "
                     f"{c.get('points_computed', '-')} | {c.get('verdict', '-')} | {_fmt(c.get('T_c'))} | "
                     f"{c['cpu_seconds']:.1f} | {c['seconds']:.1f} | {c['load_end']} |")
    with open(os.path.join(out, "fss-verdict-speed.md"), "w") as f:
        f.write("\n".join(L) + "\n")


if __name__ == "__main__":
    raise SystemExit(main())
