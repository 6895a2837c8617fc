"""The calibrated transition-vs-crossover verdict on real masked LMs (issue 13, part 4).

For each model (tiny-en, sapiens-vh, antiberty, sceptr) the budget grid ``--grid`` of
:data:`toolkit.app.phase.REAL_GRIDS` is run through a resumable sweep store: at each size
``n`` (a window of ``n`` consecutive free sites of the model's full-length template,
:data:`toolkit.app.phase.REAL_TEMPLATES`, nested as ``n`` grows) and temperature ``T``,
sampled Glauber chains start from several basins (the zero-temperature fixed point ``x*``,
uniform random states and quenches of others; rejection-free where every start barely
moves) and record the connected two-replica overlap (issue 24: it needs no symmetry
between tokens; results recorded before used the overlap with ``x*``, which cannot tell a
model with fields from an ordered one) and the log pseudo-likelihood; replicate groups of
chains give the Binder cumulant and the connected susceptibility with bootstrap errors and
the energy indicators, a point that does not converge makes the verdict inconclusive, and
:func:`toolkit.finite_size.fss_verdict` gives the verdict.

Writes ``OUT/phase-real-GRID.json`` (verdicts, grids, the Binder/chi/tau arrays, seconds
per model, the command, the machine load) and ``OUT/phase-real-GRID.md``.

    python benchmarks/phase_real.py --grid cpu                    # this CPU: tens of minutes
    python benchmarks/phase_real.py --grid gpu --device cuda --out $OUT   # benchmarks/gpu_phase.sh
    python benchmarks/phase_real.py --smoke                       # plumbing only, tiny sizes
    python benchmarks/phase_real.py --stage-models .models         # copy SCEPTR for the GPU machine

``--stage-models DIR`` copies the installed ``sceptr`` wheel (its ``SCEPTR_MLM_only`` save
only, 0.6 MB) and the pure-Python packages its model code needs (``libtcrlm``,
``tidytcells``, ``blosum``; 2.5 MB in all) into ``DIR`` (``.models``, git-ignored, next to
AntiBERTy and Sapiens from ``scripts/make_antiberty_fp16.py``), so that the GPU machine,
which has none of them, loads SCEPTR from ``PYTHONPATH``.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import platform
import sys
import tempfile
import time

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))

from toolkit.app.phase import REAL_GRIDS, REAL_TEMPLATES, real_phase_data  # noqa: E402
from toolkit.finite_size import fss_verdict  # noqa: E402

MODELS = ("tiny-en", "sceptr", "sapiens-vh", "antiberty")


def _clean(obj):
    if isinstance(obj, dict):
        return {str(k): _clean(v) for k, v in obj.items()}
    if isinstance(obj, (list, tuple, np.ndarray)):
        return [_clean(v) for v in obj]
    if isinstance(obj, (np.floating, float)):
        return float(obj) if math.isfinite(obj) else None
    if isinstance(obj, np.integer):
        return int(obj)
    if isinstance(obj, np.bool_):
        return bool(obj)
    return obj


def _load() -> str:
    try:
        return "load average " + " ".join(f"{v:.2f}" for v in os.getloadavg())
    except OSError:  # pragma: no cover - no getloadavg
        return "load average unknown"


def run_model(name: str, grid: str, device: str, store_dir: str, seed: int) -> dict:
    store = os.path.join(store_dir, f"phase-real-{grid}-{name}.sqlite")
    t0 = time.perf_counter()
    data, summary, spec = real_phase_data(store, name, grid=grid, device=device, seed=seed)
    seconds = time.perf_counter() - t0
    v = fss_verdict(data, rng=seed)
    from toolkit.app.sweep import load_results

    df = load_results(store)  # the store holds this model's grid: compute time and model calls per point
    out = {"model": name, "template": REAL_TEMPLATES[name], "grid": spec, **v.to_dict(),
           "binder": data.binder, "binder_err": data.binder_err, "susceptibility": data.susceptibility,
           "susceptibility_err": data.susceptibility_err, "relaxation": data.relaxation,
           "seconds": seconds, "tasks_run": summary.n_new, "tasks_reused": summary.n_skipped,
           "compute_seconds": float(df["seconds"].sum()), "model_calls": int(df["n_model_calls"].sum()),
           "command": f"glauber phase --model {name}" + ("" if grid == "cpu" else f" --grid {grid}")
                      + ("" if device == "cpu" else f" --device {device}")}
    print(f"{name}: {v.verdict}, {seconds:.1f} s, {out['compute_seconds']:.0f} s in the points "
          f"({summary.n_new} points run, {summary.n_skipped} reused; "
          f"{_load()})", flush=True)
    print("  " + "\n  ".join(v.reasons), flush=True)
    return out


def markdown(result: dict) -> str:
    lines = [f"# Real-MLM phase verdicts, grid `{result['grid']}` on {result['device']}", "",
             f"Command: `{result['command']}`  ", f"Machine: {result['machine']}; {result['load_start']} at the "
             f"start, {result['load_end']} at the end; this run {result['seconds']:.0f} s wall (points already "
             f"in the sweep store are reused, not rerun); compute behind the points "
             f"{sum(r.get('compute_seconds') or 0 for r in result['models']):.0f} s in all (per model in the "
             "table).", "",
             "| model | verdict | T_c | n | temperatures | chains x sweeps | compute s (points) | model calls "
             "| Binder crossings (largest pairs) |",
             "|---|---|---|---|---|---|---|---|---|"]
    for r in result["models"]:
        if "error" in r:
            lines.append(f"| {r['model']} | error: {r['error']} | | | | | | | |")
            continue
        g = r["grid"]
        tc = (f"{r['critical_temperature']:.3g} ± {r['critical_temperature_stderr']:.2g}"
              if r["critical_temperature"] is not None else "none")
        cr = "; ".join(f"{int(c['n_a'])}/{int(c['n_b'])}: " + (", ".join(f"{t:.3g}" for t in c["crossings"]) or "-")
                       for c in r["binder_crossings"][-2:])
        lines.append(f"| {r['model']} | {r['verdict']} | {tc} | {', '.join(str(int(n)) for n in r['n_values'])} | "
                     f"{len(g['temperatures'])} in {min(g['temperatures']):g}..{max(g['temperatures']):g} | "
                     f"{g['n_groups'] * g['chains_per_group']} x ({g['burn_in']}+{g['n_sweeps']}) | "
                     f"{r['compute_seconds']:.0f} | {r['model_calls']} | {cr} |")
    lines.append("")
    for r in result["models"]:
        if "error" in r:
            continue
        lines += [f"## {r['model']}", "", *(f"- {x}" for x in r["reasons"]), ""]
        lines.append("| n | " + " | ".join(f"T={t:g}" for t in r["grid"]["temperatures"]) + " |")
        lines.append("|---" * (1 + len(r["grid"]["temperatures"])) + "|")
        for i, n in enumerate(r["n_values"]):
            cells = []
            for u, e, c in zip(r["binder"][i], (r["binder_err"] or [[None] * 99])[i], r["susceptibility"][i],
                               strict=False):
                cells.append("-" if u is None else f"U {u:.3f}" + (f"±{e:.3f}" if e is not None else "")
                             + ("" if c is None else f", chi {c:.3g}"))
            lines.append(f"| {int(n)} | " + " | ".join(cells) + " |")
        lines.append("")
    return "\n".join(lines)


def stage_models(dest: str) -> None:
    """Copy SCEPTR and its pure-Python dependencies into ``dest`` (module docstring)."""
    import importlib.util
    import shutil

    for name in ("sceptr", "libtcrlm", "tidytcells", "blosum"):
        spec = importlib.util.find_spec(name)
        if spec is None or not spec.submodule_search_locations:
            print(f"{name}: not installed, not staged")
            continue
        src = list(spec.submodule_search_locations)[0]
        dst = os.path.join(dest, name)
        shutil.rmtree(dst, ignore_errors=True)

        def skip(folder, names, src=src):
            out = {"__pycache__"} & set(names)
            if os.path.basename(folder) == "_model_saves":
                out |= {x for x in names if x != "SCEPTR_MLM_only" and os.path.isdir(os.path.join(folder, x))}
            return out

        shutil.copytree(src, dst, ignore=skip)
        size = sum(os.path.getsize(os.path.join(r, f)) for r, _, fs in os.walk(dst) for f in fs)
        print(f"{name}: {size / 2**20:.1f} MiB -> {dst}")


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--grid", default="cpu", choices=sorted(REAL_GRIDS))
    p.add_argument("--smoke", action="store_true", help="the 'smoke' grid (tiny sizes, seconds per model)")
    p.add_argument("--models", default=",".join(MODELS), help="comma-separated (default: all four)")
    p.add_argument("--device", default="cpu")
    p.add_argument("--out", default=os.path.join(HERE, "results"), help="output folder (default: benchmarks/results)")
    p.add_argument("--store-dir", default=None, help="folder of the resumable stores (default: TMPDIR/glauber-phase-real)")
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--suffix", default="", help="appended to the output names (phase-real-GRID{SUFFIX}.json)")
    p.add_argument("--stage-models", default=None, metavar="DIR", help="copy SCEPTR for the GPU machine and exit")
    args = p.parse_args(argv)
    if args.stage_models:
        stage_models(args.stage_models)
        return 0
    grid = "smoke" if args.smoke else args.grid
    os.makedirs(args.out, exist_ok=True)
    store_dir = args.store_dir or os.path.join(tempfile.gettempdir(), "glauber-phase-real")
    os.makedirs(store_dir, exist_ok=True)
    result = {"grid": grid, "device": args.device, "command": "python benchmarks/phase_real.py " + " ".join(
        sys.argv[1:] if argv is None else argv), "machine": f"{platform.machine()}, {os.cpu_count()} CPUs",
        "load_start": _load(), "models": []}
    t0 = time.perf_counter()
    status = 0
    for name in [m.strip() for m in args.models.split(",") if m.strip()]:
        try:
            result["models"].append(run_model(name, grid, args.device, store_dir, args.seed))
        except Exception as exc:  # noqa: BLE001 - one model failing must not lose the others
            status = 1
            print(f"{name}: failed: {type(exc).__name__}: {exc}", flush=True)
            result["models"].append({"model": name, "error": f"{type(exc).__name__}: {exc}"})
    result["seconds"] = time.perf_counter() - t0
    result["load_end"] = _load()
    base = os.path.join(args.out, f"phase-real-{grid}{args.suffix}")
    with open(base + ".json", "w") as f:
        json.dump(_clean(result), f, indent=1)
    with open(base + ".md", "w") as f:
        f.write(markdown(_clean(result)))
    print(f"wrote {base}.json and {base}.md ({result['seconds']:.0f} s)")
    return status


if __name__ == "__main__":
    raise SystemExit(main())
