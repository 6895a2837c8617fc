"""``glauber phase``: transition or finite-size crossover? The calibrated verdict on a (T, n) grid."""

from __future__ import annotations

import os
import sys
import time

from toolkit.exceptions import InvalidInputError

from ._common import emit_json, json_parent, progress_parent, seed_value


def _numbers(text: str, name: str, *, integer: bool = False) -> list:
    """``a,b,c`` or ``start:stop:count`` (linear; ``geom:start:stop:count`` geometric)."""
    import numpy as np

    try:
        if ":" in text:
            parts = text.split(":")
            geom = parts[0] == "geom"
            a, b, k = (float(parts[-3]), float(parts[-2]), int(parts[-1]))
            vals = (np.geomspace if geom else np.linspace)(a, b, k).tolist()
        else:
            vals = [float(t) for t in text.split(",") if t.strip()]
    except (ValueError, IndexError):
        raise InvalidInputError(f"`--{name}` must be comma-separated numbers or START:STOP:COUNT "
                                f"(geom:START:STOP:COUNT); got {text!r}") from None
    if integer:
        if any(v != int(v) for v in vals):
            raise InvalidInputError(f"`--{name}` must be integers; got {text!r}")
        vals = [int(v) for v in vals]
    if not vals:
        raise InvalidInputError(f"`--{name}` is empty")
    return vals


def add_parser(sub):
    from toolkit.models.registry import MODEL_NAMES

    p = sub.add_parser(
        "phase",
        parents=[progress_parent(), json_parent()],
        help="transition or finite-size crossover: the calibrated finite-size-scaling verdict",
        description="Compute the order parameter's Binder cumulant and susceptibility on a grid of sizes n and "
                    "temperatures T (exactly where a symmetry allows: lumped exchangeable chains, transfer "
                    "matrices for 1-D chains, enumeration; sampled on lattices) through the resumable sweep "
                    "store, and print the verdict (transition, crossover or inconclusive) with the critical "
                    "temperature, the exponents and their errors. Calibration families have default grids: "
                    "curie-weiss, mean-field-potts, independent, potts --graph cycle/path/torus. Real masked LMs "
                    "(tiny-en, sapiens-vh, antiberty, sceptr) run a budget grid (--grid) of windows of n sites of "
                    "their full-length template, sampled from the zero-temperature fixed point x* with the "
                    "centred overlap with x* as the order parameter.",
    )
    g = p.add_argument_group("model")
    g.add_argument("--model", default="curie-weiss", help=f"model name: {', '.join(MODEL_NAMES)} (default: %(default)s)")
    g.add_argument("--q", type=int, default=None, help="number of tokens (toy families)")
    g.add_argument("--coupling", type=float, default=None, help="Potts coupling (default 1.0)")
    g.add_argument("--graph", choices=("complete", "cycle", "path", "torus"), default=None,
                   help="Potts interaction graph (torus: n = L*L)")
    g.add_argument("--beta", type=float, default=None, help="Curie-Weiss / mean-field Potts coupling (default 1.0)")
    g.add_argument("--scale", type=float, default=None, help="scale of random fields")
    g.add_argument("--model-seed", type=seed_value, default=None, help="seed of random models")
    p.add_argument("--n", default=None, help="sizes: comma-separated or START:STOP:COUNT (default: the model's preset)")
    p.add_argument("--temperature", "-T", default=None,
                   help="temperatures: comma-separated, START:STOP:COUNT or geom:START:STOP:COUNT "
                        "(default: the model's preset)")
    p.add_argument("--seed", type=seed_value, default=0, help="seed of the sampled points (default: %(default)s)")
    p.add_argument("--store", default=None,
                   help="results store (SQLite; default: glauber-phase-MODEL.sqlite in the current directory); "
                        "an interrupted run resumes from it")
    p.add_argument("--executor", default="serial", help="serial, local:N or dask:ADDRESS (default: %(default)s)")
    p.add_argument("--method", default="auto", choices=("auto", "lumped", "transfer", "enumeration", "lattice", "mlm"),
                   help="how each point is computed (default: %(default)s)")
    p.add_argument("--sweeps", type=int, default=None,
                   help="sampling: recorded sweeps per chain (default: 400 on lattices, the budget grid's for real models)")
    p.add_argument("--groups", type=int, default=None,
                   help="sampling: replicate groups (default: 8 on lattices, the budget grid's for real models)")
    r = p.add_argument_group("real masked LMs (tiny-en, sapiens-vh, antiberty, sceptr)")
    r.add_argument("--grid", default="cpu", choices=("cpu", "gpu", "quick", "smoke"),
                   help="budget grid of sizes (windows of the full-length template), temperatures and chains: "
                        "cpu (minutes on one thread), gpu (the full-length grid of benchmarks/gpu_phase.sh), "
                        "quick (glauber verify --quick), smoke (seconds) (default: %(default)s)")
    r.add_argument("--device", default="cpu", help="torch device of the model (default: %(default)s)")
    return p


def _run_real(args):
    from toolkit.app.phase import real_phase_data

    ns = _numbers(args.n, "n", integer=True) if args.n is not None else None
    temps = _numbers(args.temperature, "temperature") if args.temperature is not None else None
    options = {k: v for k, v in (("n_sweeps", args.sweeps), ("n_groups", args.groups)) if v is not None}
    store = args.store or f"glauber-phase-{args.model}-{args.grid}.sqlite"
    data, summary, spec = real_phase_data(store, args.model, grid=args.grid, n_values=ns, temperatures=temps,
                                          seed=args.seed, device=args.device, options=options,
                                          executor=args.executor, progress=args.progress)
    return data, summary, store, {"grid": args.grid, **spec}


def run(args) -> int:
    from toolkit.app.phase import REAL_TEMPLATES, phase_scaling_data, preset_for
    from toolkit.finite_size import fss_verdict

    t0 = time.perf_counter()
    if args.model in REAL_TEMPLATES:
        data, summary, store, params = _run_real(args)
        return _emit(args, data, summary, store, params, fss_verdict(data, rng=args.seed), t0)

    params = {k: v for k, v in dict(q=args.q, coupling=args.coupling, graph=args.graph, beta=args.beta,
                                     scale=args.scale, seed=args.model_seed).items() if v is not None}
    preset = preset_for(args.model, params)
    if (args.n is None or args.temperature is None) and preset is None:
        raise InvalidInputError(f"model {args.model!r} has no preset grid: give --n and --temperature")
    ns = _numbers(args.n, "n", integer=True) if args.n is not None else list(preset[0])
    temps = _numbers(args.temperature, "temperature") if args.temperature is not None else list(preset[1])
    store = args.store or f"glauber-phase-{args.model}.sqlite"
    options = {"method": args.method, "n_sweeps": 400 if args.sweeps is None else args.sweeps,
               "n_groups": 8 if args.groups is None else args.groups}
    data, summary = phase_scaling_data(store, model=args.model, params=params, n_values=ns, temperatures=temps,
                                       seed=args.seed, options=options, executor=args.executor,
                                       progress=args.progress, label=args.model)
    return _emit(args, data, summary, store, params, fss_verdict(data, rng=args.seed), t0)


def _emit(args, data, summary, store, params, verdict, t0) -> int:
    seconds = time.perf_counter() - t0
    if args.json:
        out = {"model": args.model, "params": params, **verdict.to_dict(),
               "temperatures": [float(t) for t in data.temperatures], "store": os.path.abspath(store)}
        emit_json(args, out, timings={"seconds": seconds, "tasks_run": summary.n_new,
                                      "tasks_reused": summary.n_skipped})
    else:
        print(verdict)
        print(f"\n{len(data.n_values)} sizes x {data.temperatures.size} temperatures ({data.method}); "
              f"{summary.n_new} points computed, {summary.n_skipped} reused from {store}; {seconds:.1f} s",
              file=sys.stderr)
    return 0
