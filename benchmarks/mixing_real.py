"""The dynamic ``(T, n)`` diagram of the real masked LMs (issue 24, item 7): over the windows
each model allows, at each temperature, does mixing grow polynomially or faster with ``n``?

For each model, nested windows of ``n`` consecutive free sites of a full-length template
(:func:`toolkit.app.mixing_diagram.window_family`), on the temperatures :data:`REAL_T`, every
cell by :func:`toolkit.app.mixing_diagram.mixing_diagram`: windows of at most 65,536 states
exactly (enumeration: ``t_rel`` and ``t_mix``), the others sampled with
:data:`toolkit.app.mixing_diagram.REAL_OPTIONS` (the options the toy models run through the
same path get in ``benchmarks/mixing_calibration.py``): chains from several basins (quenches
of the input and of random states, the input, a random state), IATs of the energy-like
log-probability of the drawn token, the distance to ``x*`` and the replica overlap, the
distinguishing lower bound, coupled pairs for the upper bound, escapes and the disagreement
between starts. Then the growth verdict per temperature and ``T*(n)`` on sliding windows.

Templates (``--grid cpu``, the default): tiny-en on a 14-word sentence of its held-out text
(every word free at ``n = 14``); SCEPTR on the 14-residue CDR3B of its reference TCR (every
residue free at 14); Sapiens VH and AntiBERTy on windows of trastuzumab's VH centred on CDR-H3
(Sapiens VH up to 16 residues at 4 temperatures; AntiBERTy, whose forward pass of the 122-residue
chain costs about 25 times Sapiens VH's on one CPU core (about 0.1 s against 4 ms a masked row,
measured for the project's notes on the real models), only n = 1, 2 (exact) and 4 (sampled)
at T = 0.3 and 4.5; both with :data:`toolkit.app.mixing_diagram.REAL_OPTIONS_LIGHT`: what the
CPU allows). ``--n`` and ``--temperatures`` shrink a grid further; the record keeps each
model's sizes, temperatures and command. ``--grid gpu`` (``benchmarks/gpu_phase.sh``):
the same sentence and loop, and VH windows up to the full 120 residues, with the same sampling
options. ``--grid smoke``: the plumbing in a few minutes a model.

``--update-readme`` rewrites the README's block between :data:`README_START` and
:data:`README_END` from the committed CPU record (:func:`readme_block`; nothing is computed);
``tests/test_readme_mixing.py`` checks that the block is the record's.

Writes ``OUT/mixing-real-GRID.json`` (every cell's timescales, the verdicts, ``T*(n)``, the
seconds, the command and the machine load) and ``OUT/mixing-real-GRID.md``; each model's cells
are kept in ``--store-dir`` as they are computed, so an interrupted run resumes.

    python benchmarks/mixing_real.py                          # the CPU record: hours on 2 busy cores
    python benchmarks/mixing_real.py --models sceptr,tiny-en  # some models
    python benchmarks/mixing_real.py --grid smoke             # plumbing only
    python benchmarks/mixing_real.py --grid gpu --device cuda --out $OUT   # benchmarks/gpu_phase.sh
"""

from __future__ import annotations

import argparse
import glob
import json
import math
import os
import platform
import subprocess
import sys
import time

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))

from toolkit.app.mixing_diagram import (  # noqa: E402
    REAL_OPTIONS,
    REAL_OPTIONS_LIGHT,
    REAL_WINDOWS,
    WINDOWS,
    mixing_diagram,
)

MODELS = ("tiny-en", "sceptr", "sapiens-vh", "antiberty")
README = os.path.join(os.path.dirname(HERE), "README.md")
#: the CPU record the README quotes, and the markers of its block there
README_RECORD = os.path.join(HERE, "results", "mixing-real-cpu.json")
README_START, README_END = "<!-- mixing-real:start -->", "<!-- mixing-real:end -->"
#: A 14-word sentence of tiny-en's held-out text (toolkit/data/tiny-en/heldout.txt), every word
#: in its vocabulary.
SENTENCE = "they are my servants whom i brought forth out of the land of egypt"
REAL_T = (0.15, 0.3, 0.6, 1.2, 2.4, 4.5)
GRIDS = {
    "cpu": {"tiny-en": (2, 4, 7, 14), "sceptr": (2, 4, 7, 14), "sapiens-vh": (4, 8, 16),
            "antiberty": (1, 2, 4)},
    "gpu": {"tiny-en": (2, 4, 7, 14), "sceptr": (2, 4, 7, 14), "sapiens-vh": (15, 30, 60, 120),
            "antiberty": (15, 30, 60, 120)},
    "smoke": {m: (1, 2, 4) for m in MODELS},
}
#: Sapiens VH and AntiBERTy run a forward pass of the whole 122-residue chain per masked row
#: (AntiBERTy ~10x Sapiens): fewer temperatures and the lighter options on the CPU.
TEMPERATURES = {"cpu": {"sapiens-vh": (0.15, 0.6, 2.4, 4.5), "antiberty": (0.3, 4.5)},
                "smoke": {m: (0.3, 1.0, 3.0) for m in MODELS}}
# the gpu grid keeps REAL_OPTIONS (the procedure the calibration checked); only the sizes grow
MODEL_OPTIONS = {"cpu": {"sapiens-vh": REAL_OPTIONS_LIGHT, "antiberty": REAL_OPTIONS_LIGHT}}
OPTIONS = {"smoke": {**REAL_OPTIONS, "n_sweeps": 6, "chains_per_start": 2, "low_chains": 4, "coupling_sweeps": 4,
                     "n_random": 2}}


def _load() -> str:
    try:
        return " ".join(f"{v:.2f}" for v in os.getloadavg())
    except OSError:  # pragma: no cover
        return "unknown"


def family(name: str, device: str):
    """``n -> model``: windows of the model's template (tiny-en: of :data:`SENTENCE`), with
    ``positions(n)`` and ``window(positions)`` for ``windows="slowest"``."""
    from toolkit.app.mixing_diagram import window_family
    from toolkit.app.phase import window_positions
    from toolkit.models.registry import make_model

    if name != "tiny-en":
        return window_family(name, device=device)
    words = SENTENCE.split()
    cache = {}
    kw = {"device": device} if device != "cpu" else {}

    def positions(n):
        return window_positions(len(words), int(n), len(words) / 2)

    def window(pos):
        return make_model("tiny-en", tokens="all", text=SENTENCE, free_positions=list(pos), n=len(pos), **kw)

    def build(n):
        if n not in cache:
            cache[n] = window(positions(n))
        return cache[n]

    build.__name__ = "tiny-en"
    build.positions, build.window = positions, window
    return build


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


def run_model(name: str, grid: str, device: str, store_dir: str, seed: int, n_values=None,
              temperatures=None, extend: int = 1, windows: str = REAL_WINDOWS,
              coupling_extend: int | None = None) -> dict:
    ns = tuple(n_values) if n_values else GRIDS[grid][name]
    temps = tuple(temperatures) if temperatures else TEMPERATURES.get(grid, {}).get(name, REAL_T)
    opts = {**(MODEL_OPTIONS.get(grid, {}).get(name) or OPTIONS.get(grid, REAL_OPTIONS)), "extend": int(extend),
            "coupling_extend": int(extend if coupling_extend is None else coupling_extend)}
    t0 = time.perf_counter()
    fam = family(name, device)
    caps = "" if (opts["extend"], opts["coupling_extend"]) == (1, 1) else f"-extend{opts['extend']}-{opts['coupling_extend']}"
    store = os.path.join(store_dir, f"mixing-real-{grid}-{name}{caps}")  # other caps, other cells
    # the cells already stored: each (n, T)'s nested window and, with windows="slowest", its other windows
    reused = sum(os.path.exists(os.path.join(store, f"cell-n{n}-T{T:.6g}.json"))
                 + len(glob.glob(os.path.join(glob.escape(store), f"cell-n{n}-T{T:.6g}-at*.json")))
                 for n in ns for T in temps)
    d = mixing_diagram(fam, ns, temps, label=name, sampled=opts, store=store, rng=seed, windows=windows,
                       progress=lambda line: print(line, flush=True))
    q = int(fam(ns[0]).vocab_size)
    cells = []
    for row in d.cells:
        for c in row:
            cells.append({"n": c.n, "T": c.temperature, "method": c.method, "short": c.short(),
                          "timescales": [t.to_dict() for t in c.timescales], "n_basins": c.n_basins,
                          "starts_disagree": c.starts_disagree, "disagreement_p": c.disagreement,
                          "escapes": [list(e) for e in c.escapes], "seconds": c.seconds,
                          "model_calls": c.n_model_calls, "notes": list(c.notes),
                          "vacuous": [str(t) for t in c.vacuous]})
    return {"model": name, "q": q, "n_values": list(d.n_values), "temperatures": list(d.temperatures),
            "options": opts, "cells": cells, "verdicts": [v.to_dict() for v in d.verdicts],
            "verdict_lines": [v.summary() for v in d.verdicts], "changes": [c.to_dict() for c in d.changes],
            "change_lines": [str(c) for c in d.changes], "counts": d.counts(), "statement": d.statement(),
            "table": str(d), "seconds": time.perf_counter() - t0, "cells_reused": int(reused), "windows": d.windows,
            "windows_per_size": [max(len(row[0].window_cells), 1) for row in d.cells],
            "compute_seconds": float(sum(c.seconds for row in d.cells for c in row))}


def _md(rec: dict) -> str:
    out = [f"# Real-MLM dynamic diagrams, grid `{rec['grid']}` on {rec['device']}", "",
           f"Latest invocation: `{rec['command']}` (each model's own command and load are under its heading)  ",
           f"Commit: {rec['commit']}; machine: {rec['machine']}; load average {rec['load_start']} at the start, "
           f"{rec['load_end']} at the end; {rec['seconds']:.0f} s wall for this invocation (cells already in the "
           "store are reused); compute behind the cells per model in the table (timings noisy: shared cores).", "",
           "Sampling options (the toy models of benchmarks/mixing_calibration.py run through the same path with "
           f"the same ones): `{rec['options']}`; per model where they differ: "
           + ("; ".join(f"{m['model']}: `{m['options']}`" for m in rec["models"] if m["options"] != rec["options"])
              or "none") + ".", "",
           "Windows: *nested* (each size's one window, centred) or *slowest* (at each size the slowest of the "
           "windows of that size inside the largest; the count per size in brackets; "
           "toolkit.app.mixing_diagram.mixing_diagram).", "",
           "| model | q | n | windows | verdicts (per T) | T*(n) (largest window) | cells: exact / estimate / bounds only | "
           "vacuous bounds | starts disagree | compute s |", "|---|---|---|---|---|---|---|---|---|---|"]
    for m in rec["models"]:
        vs = "; ".join(f"T={v['temperature']:g}: {v['verdict']}" for v in m["verdicts"])
        ch = m["change_lines"][-1] if m["change_lines"] else "-"
        c = m["counts"]
        win = m.get("windows", "nested") + (f" ({', '.join(map(str, m['windows_per_size']))})"
                                            if m.get("windows") == "slowest" else "")
        out.append(f"| {m['model']} | {m['q']} | {', '.join(map(str, m['n_values']))} | {win} | {vs} | {ch} | "
                   f"{c['exact']} / {c['estimate']} / {c['bounds only']} | {c['vacuous bounds']} | "
                   f"{c['starts disagree']} | {m['compute_seconds']:.0f} |")
    for m in rec["models"]:
        reused = f"; {m['cells_reused']} cell(s) read back from the store" if m.get("cells_reused") else ""
        out += ["", f"## {m['model']}", "", f"Command: `{m.get('command', rec['command'])}`; commit "
                f"{m.get('commit', rec['commit'])}; load average {m.get('load_start', '?')} at the start, "
                f"{m.get('load_end', '?')} at the end of this model; {m['seconds']:.0f} s wall, "
                f"{m['compute_seconds']:.0f} s behind the cells{reused}.", "", "```", m["table"], "```"]
    return "\n".join(out) + "\n"


def _span(values) -> str:
    vs = sorted(values)
    return f"{vs[0]:g}" if len(vs) == 1 else f"{vs[0]:g}..{vs[-1]:g}"


def readme_block(rec: dict, path: str = README_RECORD) -> str:
    """The README's block for the real-MLM record ``rec`` (saved at ``path``): per model the
    sizes, the temperatures by verdict, ``T*`` on the largest window, what the cells hold, and
    the compute behind them with the load it ran under.

    >>> rec = {"models": [{"model": "toy", "n_values": [2, 4, 8], "q": 3, "verdicts": [
    ...     {"temperature": 0.5, "verdict": "undetermined"}, {"temperature": 2.0, "verdict": "polynomial",
    ...      "quantity": "t_mix", "exponent": 1.2, "exponent_interval": [0.5, 2.1]}], "change_lines": ["n = 2..8: T* in [-, 2]"], "compute_seconds": 61.2,
    ...     "counts": {"exact": 1, "estimate": 0, "bounds only": 5, "vacuous bounds": 0, "starts disagree": 2},
    ...     "load_start": "1.00 1.10 1.20", "load_end": "2.00 2.10 2.20"}]}
    >>> print(readme_block(rec, README_RECORD).splitlines()[-2])
    | toy | 3 | 2, 4, 8 | 2 (t_mix ~ n^1.2, allowed 0.5..2.1) | - | 0.5 | n = 2..8: T* in [-, 2] | 1 / 0 / 5 | 2 | 61 s at load 1.00 -> 2.00 |
    """
    rel = os.path.relpath(path, os.path.dirname(HERE))
    md = os.path.splitext(rel)[0] + ".md"
    lines = [README_START,
             f"Quoted from `{rel}` by `python benchmarks/mixing_real.py --update-readme` (diagrams, every cell and "
             f"each model's command in `{md}`). Compute is the seconds behind the cells on one thread of a shared "
             "2-core machine, with the 1-minute load average at the start and end of the model: timings noisy.", "",
             "| model | q | n | polynomial at T | faster than polynomial at T | undetermined at T | "
             "T*(n), largest window | cells exact / estimate / bounds only | starts disagree | compute |",
             "|---|---|---|---|---|---|---|---|---|---|"]
    for m in rec.get("models", []):
        by = {"polynomial": [], "faster than polynomial": [], "undetermined": []}
        for v in m["verdicts"]:
            text = f"{v['temperature']:g}"
            if v.get("exponent") is not None:
                lo, hi = v.get("exponent_interval") or (None, None)
                text += (f" ({v.get('quantity', 't')} ~ n^{v['exponent']:.2g}"
                         + (f", allowed {lo:.2g}..{hi:.2g}" if lo is not None and hi is not None else "") + ")")
            by.setdefault(v["verdict"], []).append(text)
        c = m["counts"]
        reused = (f" ({m['cells_reused']} cell(s) computed by an earlier invocation, under its own load)"
                  if m.get("cells_reused") else "")
        load = (f" at load {str(m['load_start']).split()[0]} -> {str(m['load_end']).split()[0]}"
                if m.get("load_start") else "")
        lines.append(f"| {m['model']} | {m['q']} | {', '.join(map(str, m['n_values']))} | "
                     + " | ".join(", ".join(by[k]) or "-" for k in ("polynomial", "faster than polynomial",
                                                                     "undetermined"))
                     + f" | {m['change_lines'][-1] if m.get('change_lines') else '-'} | "
                     f"{c['exact']} / {c['estimate']} / {c['bounds only']} | {c['starts disagree']} | "
                     f"{m['compute_seconds']:.0f} s{load}{reused} |")
    lines.append(README_END)
    return "\n".join(lines)


def update_readme(record_path: str = README_RECORD, readme: str = README) -> None:
    """Rewrite the README's block from ``record_path`` (no computation)."""
    with open(record_path) as fh:
        rec = json.load(fh)
    with open(readme) as fh:
        text = fh.read()
    if README_START not in text or README_END not in text:
        raise SystemExit(f"{readme} has no {README_START} ... {README_END} block")
    head, rest = text.split(README_START, 1)
    _, tail = rest.split(README_END, 1)
    with open(readme, "w") as fh:
        fh.write(head + readme_block(rec, record_path) + tail)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--grid", default="cpu", choices=sorted(GRIDS))
    ap.add_argument("--models", default=",".join(MODELS))
    ap.add_argument("--device", default="cpu")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--extend", type=int, default=1,
                    help="the adaptive extension's cap (a power of 2; REAL_OPTIONS has 8, the toys' calibration): "
                         "1 (default) keeps the real models' budgets of the committed record, where every "
                         "low-temperature point is unconverged and would run up to this many times longer; the "
                         "coupled pairs' cap is set to the same value unless --coupling-extend is given")
    ap.add_argument("--coupling-extend", type=int, default=None,
                    help="the coupled pairs' cap (REAL_OPTIONS' coupling_extend: 32 with --extend 8, the options the "
                         "calibration checked); at least --extend; default: --extend")
    ap.add_argument("--windows", default=REAL_WINDOWS, choices=WINDOWS,
                    help="each size's cell: the nested window, or the slowest window of that size inside the "
                         "largest (toolkit.app.mixing_diagram.mixing_diagram; default: %(default)s, the real-MLM "
                         "path the calibration checked)")
    ap.add_argument("--out", default=os.path.join(HERE, "results"))
    ap.add_argument("--store-dir", default=None, help="where the cells are kept (default: OUT/mixing-real-stores)")
    ap.add_argument("--suffix", default="", help="appended to the output file names")
    ap.add_argument("--n", default=None, help="comma-separated sizes for every model run (default: the grid's)")
    ap.add_argument("--temperatures", default=None,
                    help="comma-separated temperatures for every model run (default: the grid's)")
    ap.add_argument("--update-readme", action="store_true",
                    help="only rewrite the README's block from the committed CPU record (nothing is computed)")
    args = ap.parse_args(argv)
    if args.update_readme:
        update_readme()
        return 0
    try:
        n_values = [int(v) for v in args.n.split(",")] if args.n else None
        temps = [float(v) for v in args.temperatures.split(",")] if args.temperatures else None
    except ValueError as exc:
        ap.error(f"--n / --temperatures: {exc}")
    if (n_values and min(n_values) < 1) or (temps and min(temps) <= 0):
        ap.error(f"--n must be positive integers and --temperatures positive; got {args.n!r}, {args.temperatures!r}")
    coupling_extend = args.extend if args.coupling_extend is None else args.coupling_extend
    if args.extend < 1 or coupling_extend < args.extend:
        ap.error(f"--extend must be >= 1 and --coupling-extend >= --extend; got {args.extend}, {coupling_extend}")
    os.environ.setdefault("HF_HUB_OFFLINE", "1")
    models = [m.strip() for m in args.models.split(",") if m.strip()]
    bad = [m for m in models if m not in MODELS]
    if bad:
        ap.error(f"--models: unknown {bad}; known {list(MODELS)}")
    t0 = time.perf_counter()
    load0 = _load()
    store_dir = args.store_dir or os.path.join(args.out, "mixing-real-stores")
    os.makedirs(args.out, exist_ok=True)
    base = os.path.join(args.out, f"mixing-real-{args.grid}{args.suffix}")
    done = []
    if os.path.exists(base + ".json"):  # keep the models of an earlier invocation that are not rerun
        with open(base + ".json") as fh:
            old = json.load(fh)
        done = [m for m in old.get("models", []) if m["model"] not in models]
        for m in done:  # records written before the per-model provenance: the invocation's own
            for key in ("command", "commit", "load_start", "load_end"):
                m.setdefault(key, old.get(key, "unknown"))
    commit = subprocess.run(["git", "rev-parse", "--short", "HEAD"], capture_output=True, text=True,
                            cwd=os.path.dirname(HERE)).stdout.strip() or "unknown"
    command = "python benchmarks/mixing_real.py " + " ".join(argv if argv is not None else sys.argv[1:])
    for name in models:
        print(f"== {name}", flush=True)
        load_model = _load()
        done.append(run_model(name, args.grid, args.device, store_dir, args.seed, n_values, temps, args.extend,
                              args.windows, coupling_extend))
        done[-1].update({"command": command, "commit": commit, "load_start": load_model, "load_end": _load()})
        order = {m: k for k, m in enumerate(MODELS)}
        done.sort(key=lambda m: order[m["model"]])
        rec = {"grid": args.grid, "device": args.device, "command": command, "commit": commit,
               "machine": f"{platform.machine()}, {os.cpu_count()} CPUs", "load_start": load0, "load_end": _load(),
               "seconds": time.perf_counter() - t0, "options": {**OPTIONS.get(args.grid, REAL_OPTIONS), "extend": args.extend,
                                                               "coupling_extend": coupling_extend},
               "models": done}
        with open(base + ".json", "w") as fh:
            json.dump(_clean(rec), fh, indent=1)
        with open(base + ".md", "w") as fh:
            fh.write(_md(_clean(rec)))
        print(done[-1]["table"] if done[-1]["model"] == name else "", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
