"""``glauber phase``: transition or finite-size crossover? The calibrated verdict on a (T, n) grid.

Length: the command's parser, its toy, real-MLM and masked-toy routes, the dynamic diagram and
the output share one argument set and one store; split, each would re-read it.
"""

from __future__ import annotations

import math
import os
import sys
import time

import numpy as np

from toolkit._progress import working
from toolkit.app.mixing_diagram import REAL_OPTIONS, REAL_WINDOWS, mixing_diagram, window_family
from toolkit.app.mixing_summary import plain_words
from toolkit.app.output import emit_json
from toolkit.app.phase import (
    MASKED_TOYS,
    PHASE_ESS_MIN,
    PHASE_RHAT_MAX,
    REAL_GRIDS,
    REAL_TEMPLATES,
    phase_scaling_data,
    point_convergence,
    point_method,
    preset_for,
    real_phase_data,
    real_phase_params,
)
from toolkit.app.records import calibration_lines, family_rows
from toolkit.app.sweep import load_results, make_grid, parse_executor
from toolkit.exceptions import InvalidInputError
from toolkit.finite_size import fss_verdict, mixing_change
from toolkit.models.registry import MODEL_NAMES, make_model

from ._common import (
    GRID_HELP,
    MEMORY_HINT_FIXED,
    TOY_OPTIONS,
    check_real_options,
    check_store,
    guard_toy,
    json_parent,
    parse_grid,
    progress_parent,
    reject_toy_options,
    seed_value,
)

#: Recorded sweeps per chain and replicate groups of lattice sampling when not given.
DEFAULT_SWEEPS, DEFAULT_GROUPS = 1000, 8
#: Fewest recorded sweeps per chain this command recommends for lattice sampling (a quarter
#: of the default): shorter runs get a warning beside the verdict, whatever R-hat says (all
#: chains start ordered, so they can agree while still drifting together).
MIN_LATTICE_SWEEPS = 100
#: Fewest recorded sweeps that give an autocorrelation time (and R-hat): 4 per chain.
MIN_SAMPLED_SWEEPS = 4
#: The presets' measured cost, quoted from benchmarks/results/phase-presets.md (python
#: benchmarks/phase_presets.py; regenerate it, never edit these figures by hand).
PRESET_TIMES = (
    "Preset grids, timed by benchmarks/phase_presets.py (benchmarks/results/phase-presets.md; 2 CPUs at "
    "load 1.2-2.1): CPU time curie-weiss 7 s, mean-field-potts --q 3 / 4 / 5 55 / 26 / 35 s, independent 4 s, "
    "potts --q 2 --graph cycle / path 12 / 10 s, potts --q 3 --graph torus 107 s, nn-chain --q 3 --disorder 0.5 "
    "--scale 1 10 s, with --disorder 1 --asymmetric 19 s; wall time is that CPU time over the process's share "
    "of the machine (5-108 s at those loads).")


def _numbers(text: str, name: str, *, integer: bool = False) -> list:
    """``--NAME`` in the grid syntax of every command (:func:`._common.parse_grid`)."""
    return parse_grid(text, f"--{name}", integer=integer)


# ---------------------------------------------------------------------- checks before any work
def _check_sizes(ns: list, *, most: int | None = None, where: str = "") -> list[int]:
    """``--n`` as the sorted distinct sizes: integers >= 1 (at most ``most``), at least two.
    ``where``: put after the allowed range in the error (where the limit ``most`` comes from)."""
    for n in ns:
        if n < 1 or (most is not None and n > most):
            span = f"1..{most}" if most is not None else ">= 1"
            raise InvalidInputError(f"`--n` sizes must be integers {span}{where}; got {n}")
    sizes = sorted(set(ns))
    if len(sizes) < 2:
        raise InvalidInputError(f"`--n` needs >= 2 distinct sizes for finite-size scaling; got {sizes}")
    return sizes


def _check_temperatures(temps: list) -> list[float]:
    """``--temperature`` as the sorted distinct values: finite, > 0, at least three."""
    for t in temps:
        if not (math.isfinite(t) and t > 0):
            raise InvalidInputError(f"`--temperature` values must be finite and > 0; got {t:g}")
    ts = sorted(set(temps))
    if len(ts) < 3:
        raise InvalidInputError(f"`--temperature` needs >= 3 distinct temperatures (the Binder crossings and "
                                f"susceptibility peaks are located between them); got {ts}")
    return ts


def _check_sampling(args, *, min_sweeps: int) -> None:
    if args.sweeps is not None and args.sweeps < min_sweeps:
        raise InvalidInputError(f"`--sweeps` must be >= {min_sweeps} (recorded sweeps per chain: the "
                                f"autocorrelation time needs them); got {args.sweeps}")
    if args.groups is not None and args.groups < 2:
        raise InvalidInputError(f"`--groups` must be >= 2 (independent replicate groups give the error bars); "
                                f"got {args.groups}")


def _check_torus(ns: list, params: dict, method: str) -> None:
    """Potts on a torus: every size a square ``L*L``; sampled by checkerboard sweeps
    (``auto``, ``lattice``): ``L`` even and >= 4."""
    if params.get("graph") != "torus":
        return
    lattice = method in ("auto", "lattice")
    for n in ns:
        L = math.isqrt(n)
        if L * L != n or L < 3 or (lattice and (L < 4 or L % 2)):
            need = ("L even and >= 4 (n = 16, 36, 64, 100, ...): it is sampled by checkerboard sweeps"
                    if lattice else "L >= 3")
            raise InvalidInputError(f"`--n` {n}: --graph torus has n = L*L sites with {need}")


def _toy_grid(args, params: dict, ns: list, temps: list, options: dict):
    """Every check of a toy family's grid, before any task runs or the store exists: each
    size's memory guard, its model (built once; the sweep reuses it) and the method that
    computes its points. Returns ``(model parameters with the family's defaults, q)``."""
    _check_torus(ns, params, args.method)
    for n in sorted(ns, reverse=True):  # the largest first: the memory guard before any array
        guard_toy(args.model, {**params, "n": n}, hint=MEMORY_HINT_FIXED)
    tasks = make_grid(args.model, n=ns, temperature=temps[:1], seed=[args.seed], estimator=["phase"],
                      params=params, options=options)
    methods, q = set(), None
    for task in tasks:
        model = task.build_model()
        q = int(model.vocab_size)
        try:
            methods.add(point_method(model, args.method))
        except InvalidInputError as exc:
            flag = "`--n`" if args.method == "auto" else "`--method` " + args.method + " with `--n`"
            raise InvalidInputError(f"{flag} {task.n}: {exc}") from None
    if "lattice" in methods:
        _check_sampling(args, min_sweeps=MIN_SAMPLED_SWEEPS)
    return dict(tasks[0].params), q


def add_parser(sub):
    p = sub.add_parser(
        "phase",
        parents=[progress_parent(), json_parent()],
        help="transition or finite-size crossover: the calibrated finite-size-scaling verdict",
        description="Compute the order parameter's Binder cumulant and susceptibility on a grid of sizes n and "
                    "temperatures T (exactly where a symmetry allows: lumped exchangeable chains, transfer "
                    "matrices for 1-D chains, enumeration; sampled on lattices) through the resumable sweep "
                    "store, and print the verdict (transition, crossover or inconclusive) with the critical "
                    "temperature, the exponents and their errors. Calibration families have default grids that "
                    "follow q and the coupling: curie-weiss, mean-field-potts (also the mixing change, at the "
                    "spinodal), independent, potts --graph cycle/path/torus, nn-chain (nearest-neighbour chains, "
                    "--asymmetric for incompatible ones). A sampled point that does not converge (R-hat, effective "
                    "sample size) is warned of and makes the verdict inconclusive; a quantity whose solver fails "
                    "is reported missing. Real masked LMs (tiny-en, sapiens-vh, antiberty, sceptr) and the masked "
                    "toys (masked-independent, masked-chain, masked-mean-field-potts, masked-curie-weiss) run a "
                    "budget grid (--grid) of windows of n sites of their template, sampled from several starts "
                    "(x*, random states, quenches) with the connected two-replica overlap as the order parameter "
                    "and the energy indicators beside it.",
    )
    p.epilog = PRESET_TIMES
    g = p.add_argument_group("model")
    g.add_argument("--model", default="curie-weiss", help=f"model name: {', '.join(MODEL_NAMES)} (default: %(default)s)")
    g.add_argument("--q", type=int, default=None, help="number of tokens (toy families)")
    g.add_argument("--coupling", type=float, default=None, help="Potts coupling (default 1.0)")
    g.add_argument("--graph", choices=("complete", "cycle", "path", "torus"), default=None,
                   help="Potts interaction graph (torus: n = L*L; nn-chain: cycle or path)")
    g.add_argument("--beta", type=float, default=None, help="Curie-Weiss / mean-field Potts coupling (default 1.0)")
    g.add_argument("--scale", type=float, default=None, help="scale of random fields")
    g.add_argument("--field", type=float, default=None, help="Curie-Weiss field (default 0)")
    g.add_argument("--disorder", type=float, default=None,
                   help="nn-chain: scale of the random q x q coupling matrix of every edge (default 0)")
    g.add_argument("--asymmetric", action="store_true", default=None,
                   help="nn-chain: the two directions of an edge draw their random couplings independently "
                        "(incompatible conditionals; default: symmetric)")
    g.add_argument("--model-seed", type=seed_value, default=None, help="seed of random models")
    p.add_argument("--n", default=None, help="sizes: " + GRID_HELP + " (default: the model's preset)")
    p.add_argument("--temperature", "-T", default=None,
                   help="temperatures: " + GRID_HELP + " (default: the model's preset)")
    p.add_argument("--seed", type=seed_value, default=0, help="seed of the sampled points (default: %(default)s)")
    p.add_argument("--store", default=None,
                   help="results store (SQLite; default: glauber-phase-MODEL.sqlite in the current directory); "
                        "an interrupted run resumes from it")
    p.add_argument("--executor", default="serial", help="serial, local:N or dask:ADDRESS (default: %(default)s)")
    p.add_argument("--method", default="auto", choices=("auto", "lumped", "transfer", "enumeration", "lattice", "mlm"),
                   help="how each point is computed (default: %(default)s)")
    p.add_argument("--sweeps", type=int, default=None,
                   help=f"sampling: recorded sweeps per chain (default: {DEFAULT_SWEEPS} on lattices, at least "
                        f"{MIN_SAMPLED_SWEEPS}, with a warning below {MIN_LATTICE_SWEEPS}; the budget grid's for real "
                        "models); unconverged sampled points (R-hat > 1.01, ESS < 400) are warned of too")
    p.add_argument("--groups", type=int, default=None,
                   help="sampling: replicate groups (default: 8 on lattices, the budget grid's for real models)")
    r = p.add_argument_group("real masked LMs (tiny-en, sapiens-vh, antiberty, sceptr)")
    r.add_argument("--grid", default=None, choices=("cpu", "gpu", "quick", "smoke"),
                   help="budget grid of sizes (windows of the full-length template), temperatures and chains: "
                        "cpu (minutes on one thread), gpu (the full-length grid of benchmarks/gpu_phase.sh), "
                        "quick (glauber verify --quick), smoke (seconds) (default: cpu)")
    r.add_argument("--device", default=None, help="torch device of the model (default: cpu)")
    p.add_argument("--dynamic", action="store_true",
                   help="also the dynamic diagram on the same grid: at each T, does t_rel / t_mix grow polynomially "
                        "or faster with n (exact where a method applies, else sampled from several basins), the "
                        "change temperature T*(n), which cells are exact and which only bounds "
                        "(toolkit.app.mixing_diagram; costly on sampled grids)")
    return p


def _dynamic(args, ns, temps, build, windows: str = "nested"):
    """The dynamic diagram of ``--dynamic`` (None without it): cells kept next to the store; a
    real MLM's with the real-MLM path's ``windows`` (the slowest window of each size)."""
    if not getattr(args, "dynamic", False):
        return None

    store = f"{os.path.splitext(os.path.abspath(args.store_path))[0]}-mixing"
    say = (lambda line: print(line, file=sys.stderr, flush=True)) if args.progress is not False else None
    return mixing_diagram(build, ns, temps, label=args.model, sampled=REAL_OPTIONS, store=store, progress=say,
                          rng=args.seed, windows=windows)


def _run_real(args):
    args.grid, args.device = args.grid or "cpu", args.device or "cpu"  # recorded as run
    # a real model's grid takes its own token set and template: these would be ignored
    reject_toy_options(args, options=("q", *TOY_OPTIONS, "disorder", "asymmetric"), why=" (its tokens and template are fixed by the model)")
    check_real_options(args)  # --device, before the model loads
    spec = REAL_GRIDS[args.grid][args.model]
    template = REAL_TEMPLATES[args.model]
    ns = _numbers(args.n, "n", integer=True) if args.n is not None else list(spec["n_values"])
    ns = _check_sizes(ns, most=template["length"], where=f" (windows of the {template['length']} sites of "
                                                         f"{args.model}'s template)")
    temps = _numbers(args.temperature, "temperature") if args.temperature is not None else spec["temperatures"]
    temps = _check_temperatures(list(temps))
    _check_sampling(args, min_sweeps=2)
    options = {k: v for k, v in (("n_sweeps", args.sweeps), ("n_groups", args.groups)) if v is not None}
    store = check_store(f"glauber-phase-{args.model}-{args.grid}.sqlite" if args.store is None else args.store)
    data, summary, spec = real_phase_data(store, args.model, grid=args.grid, n_values=ns, temperatures=temps,
                                          seed=args.seed, device=args.device, options=options,
                                          executor=args.executor, progress=args.progress)

    args.store_path = store
    args._dynamic = _dynamic(args, ns, temps, window_family(args.model, device=args.device), REAL_WINDOWS)
    window = {k: v for k, v in real_phase_params(args.model, max(ns)).items() if k != "free_positions"}
    args._model_info = {"name": args.model, "params": {**window, "q": spec["q"], "template_sites": template["length"],
                                                       "window_centre": template["centre"], "device": args.device}}
    return data, summary, store, {"grid": args.grid, **spec}


def _toy_params(args) -> dict:
    return {k: v for k, v in dict(q=args.q, coupling=args.coupling, graph=args.graph, beta=args.beta,
                                  scale=args.scale, field=args.field, disorder=args.disorder,
                                  symmetric=None if args.asymmetric is None else not args.asymmetric,
                                  seed=args.model_seed).items() if v is not None}


def _run_masked(args):
    """A masked toy through the real-MLM path: the budget grid of tiny-en (``--grid``), every
    site of the template free, the toy's own parameters from the flags."""
    args.grid = args.grid or "cpu"
    if args.device not in (None, "cpu"):
        raise InvalidInputError(f"`--device` {args.device!r}: a masked toy runs on the CPU")
    spec = REAL_GRIDS[args.grid]["tiny-en"]
    ns = _check_sizes(_numbers(args.n, "n", integer=True) if args.n is not None else list(spec["n_values"]))
    temps = _check_temperatures(_numbers(args.temperature, "temperature") if args.temperature is not None
                                else list(spec["temperatures"]))
    _check_sampling(args, min_sweeps=2)
    options = {k: v for k, v in (("n_sweeps", args.sweeps), ("n_groups", args.groups)) if v is not None}
    params = _toy_params(args)
    store = check_store(f"glauber-phase-{args.model}-{args.grid}.sqlite" if args.store is None else args.store)
    data, summary, spec = real_phase_data(store, args.model, grid=args.grid, n_values=ns, temperatures=temps,
                                          seed=args.seed, options=options, params=params, executor=args.executor,
                                          progress=args.progress)
    args._model_info = {"name": args.model, "params": {**params, "q": spec["q"]}}
    return data, summary, store, {"grid": args.grid, **spec}


def run(args) -> int:
    t0 = time.perf_counter()
    parse_executor(args.executor)  # every check before the first task
    if args.model in REAL_TEMPLATES or args.model in MASKED_TOYS:
        if args.method not in ("auto", "mlm"):  # their points are sampled: the other methods would be ignored
            kind = "a real masked LM" if args.model in REAL_TEMPLATES else "a masked toy"
            raise InvalidInputError(f"`--method` {args.method!r}: {args.model} is {kind}, whose points are sampled "
                                    "from several starts (method 'mlm', the default); leave --method out")
        data, summary, store, spec = (_run_real if args.model in REAL_TEMPLATES else _run_masked)(args)
        return _emit(args, data, summary, store, _verdict(fss_verdict, data, args), t0, q=spec["q"],
                     extra={"params": spec})

    real_only = [f"--{k}" for k in ("grid", "device") if getattr(args, k) is not None]
    if real_only:  # a toy family's points are computed on the CPU, on the grid of --n and --temperature
        noun = "applies" if len(real_only) == 1 else "apply"
        raise InvalidInputError(f"{', '.join(real_only)} {noun} to real masked LMs ({', '.join(REAL_TEMPLATES)}); "
                                f"got `--model` {args.model!r}, a toy family")
    params = _toy_params(args)
    preset = preset_for(args.model, params)
    if (args.n is None or args.temperature is None) and preset is None:
        raise InvalidInputError(f"model {args.model!r} has no preset grid: give --n and --temperature")
    ns = _check_sizes(_numbers(args.n, "n", integer=True) if args.n is not None else list(preset[0]))
    temps = _check_temperatures(_numbers(args.temperature, "temperature") if args.temperature is not None
                                else [float(t) for t in preset[1]])
    _check_sampling(args, min_sweeps=1)
    store = check_store(f"glauber-phase-{args.model}.sqlite" if args.store is None else args.store)
    options = {"method": args.method, "n_sweeps": DEFAULT_SWEEPS if args.sweeps is None else args.sweeps,
               "n_groups": DEFAULT_GROUPS if args.groups is None else args.groups}
    effective, q = _toy_grid(args, params, ns, temps, options)
    data, summary = phase_scaling_data(store, model=args.model, params=params, n_values=ns, temperatures=temps,
                                       seed=args.seed, options=options, executor=args.executor,
                                       progress=args.progress, label=args.model)
    # the JSON envelope's model_params, q and seeds.model_seed: what the store records
    args._model_info = {"name": args.model, "params": effective}

    args.store_path = store
    args._dynamic = _dynamic(args, ns, temps, lambda n: make_model(args.model, **{**effective, "n": int(n)}))
    extra = {}
    if args.model in ("mean-field-potts", "curie-weiss"):
        extra["mixing_change"] = mixing_change_of(data)
    return _emit(args, data, summary, store, _verdict(fss_verdict, data, args), t0, q=q, extra=extra)


def _verdict(fss_verdict, data, args):
    """The finite-size-scaling verdict, with a progress line while it runs (it can take
    minutes: the data collapses over the sizes)."""
    with working("glauber phase: finite-size-scaling verdict (data collapse over the sizes)", args.progress):
        return fss_verdict(data, rng=args.seed)


def mixing_change_of(data) -> dict:
    """Where mixing changes from polynomial to exponential in ``n`` (the spinodal of mean-field
    Potts): :func:`toolkit.finite_size.mixing_change` on the sizes whose relaxation time is
    known at every temperature (at least 3), or why not."""
    tau = np.asarray(data.relaxation, dtype=float) if data.relaxation is not None else None
    rows = [] if tau is None else [i for i in range(tau.shape[0]) if np.all(np.isfinite(tau[i]) & (tau[i] > 0))]
    if len(rows) < 3:
        return {"T_change": None, "T_change_stderr": None, "n_values": [int(data.n_values[i]) for i in rows],
                "note": f"relaxation times at every temperature for {len(rows)} size(s): 3 are needed"}
    r = mixing_change(data.temperatures, data.n_values[rows], tau[rows])
    fin = np.isfinite(r["T_change"])
    return {"T_change": float(r["T_change"]) if fin else None,
            "T_change_stderr": float(r["T_change_stderr"]) if np.isfinite(r["T_change_stderr"]) else None,
            "n_values": [int(data.n_values[i]) for i in rows],
            "note": "crossing of the local dynamic exponents d ln tau / d ln n of consecutive sizes"
                    + ("" if fin else ": the curves of the largest sizes do not cross in the grid")}


def sampling_warnings(store, keys) -> list[dict]:
    """The signs that a grid's points are not to be trusted, one dict per kind with the
    ``points`` ``[n, T]``, a ``value``, a ``threshold`` and a one-line ``message``:
    ``sweeps`` (lattice runs below :data:`MIN_LATTICE_SWEEPS` recorded sweeps; real MLMs below
    :data:`MIN_SAMPLED_SWEEPS`), ``unconverged`` (sampled points that fail
    :func:`toolkit.app.phase.point_convergence`: R-hat above ``PHASE_RHAT_MAX`` or not
    estimated, effective sample size below ``PHASE_ESS_MIN``; the verdict is then
    inconclusive, the same rule) and ``missing`` (a quantity of a point whose numerical
    routine failed, with the reason: reported, not fatal)."""
    wanted = set(keys)
    rows = [r for r in load_results(store).to_dict("records") if r["key"] in wanted]
    out = []
    missing = [(r, k, why) for r in rows if isinstance(r.get("missing"), dict) for k, why in r["missing"].items()
               if not str(why).startswith("not computed")]
    if missing:
        r0, k0, why0 = missing[0]
        out.append({"kind": "missing", "quantity": sorted({k for _, k, _ in missing}), "value": len(missing),
                    "threshold": 0, "points": [[int(r["n"]), float(r["temperature"])] for r, _, _ in missing],
                    "message": f"{len(missing)} quantity(ies) could not be computed and are reported missing "
                               f"(e.g. the {k0} at n={int(r0['n'])}, T={r0['temperature']:.4g}: {why0})"})
    rows = [r for r in rows if str(r.get("computed_by", "")).startswith("sampled")]
    if not rows:
        return out
    sweeps = min(int(r["n_sweeps"]) for r in rows)
    if sweeps < MIN_LATTICE_SWEEPS and any("checkerboard" in r["computed_by"] for r in rows):
        out.append({"kind": "sweeps", "quantity": "--sweeps", "value": sweeps, "threshold": MIN_LATTICE_SWEEPS,
                    "message": f"--sweeps {sweeps} is below the recommended minimum of {MIN_LATTICE_SWEEPS} recorded "
                               f"sweeps per chain for lattice sampling (default {DEFAULT_SWEEPS}): the sampled "
                               "points and the exponents from them are not to be trusted; run more --sweeps"})
    elif sweeps < MIN_SAMPLED_SWEEPS:  # a real MLM's budget grid (smoke: 3 sweeps)
        out.append({"kind": "sweeps", "quantity": "--sweeps", "value": sweeps, "threshold": MIN_SAMPLED_SWEEPS,
                    "message": f"{sweeps} recorded sweeps per chain (--sweeps) is below the {MIN_SAMPLED_SWEEPS} that "
                               "R-hat and the autocorrelation time need: the sampled points' convergence is not "
                               "checked and the exponents from them are not to be trusted; run more --sweeps "
                               "(or a larger --grid)"})
    bad = [(r, why) for r in rows for ok, why in [point_convergence(r)] if not ok]
    if bad:
        r0, why0 = bad[0]
        out.append({"kind": "unconverged", "quantity": "R-hat and effective sample size of the order parameter",
                    "value": len(bad), "threshold": {"rhat": PHASE_RHAT_MAX, "ess": PHASE_ESS_MIN},
                    "points": [[int(r["n"]), float(r["temperature"])] for r, _ in bad],
                    "message": f"{len(bad)} of {len(rows)} sampled points did not converge (R-hat <= {PHASE_RHAT_MAX}"
                               f" and effective sample size >= {PHASE_ESS_MIN:g} needed; e.g. n={int(r0['n'])}, "
                               f"T={r0['temperature']:.4g}: {why0}): the verdict is inconclusive; run more --sweeps "
                               "or --groups"})
    return out


def _emit(args, data, summary, store, verdict, t0, *, q=None, extra=None) -> int:
    warnings = sampling_warnings(store, summary.keys)
    seconds = time.perf_counter() - t0
    dynamic = getattr(args, "_dynamic", None)
    if args.json:
        out = {"model": args.model, "q": q, "n": [int(n) for n in data.n_values], **(extra or {}),
               **verdict.to_dict(), "temperatures": [float(t) for t in data.temperatures],
               "store": os.path.abspath(store), "warnings": warnings}
        if dynamic is not None:
            out["dynamic"] = {**dynamic.to_dict(), "statement": plain_words(dynamic)}
        out["calibration"] = {k: family_rows(k) for k in ("static",) + (("dynamic",) if dynamic is not None else ())}
        emit_json(args, out, timings={"seconds": seconds, "tasks_run": summary.n_new,
                                      "tasks_reused": summary.n_skipped})
    else:
        print(verdict)
        mc = (extra or {}).get("mixing_change")
        if mc:
            where = f"n = {', '.join(map(str, mc['n_values']))}"
            if mc["T_change"] is None:
                print(f"mixing change: not located ({mc['note']}; {where})")
            else:
                err = f" +- {mc['T_change_stderr']:.2g}" if mc["T_change_stderr"] is not None else " (no error: 2 pairs)"
                print(f"mixing change (polynomial -> exponential in n): T = {mc['T_change']:.4g}{err} ({mc['note']}; "
                      f"{where})")
        for w in warnings:
            print(f"warning: {w['message']}")
        if dynamic is not None:
            print(f"\n{dynamic}\n" + "\n".join(plain_words(dynamic)))
        for kind in ("static",) + (("dynamic",) if dynamic is not None else ()):
            print("\n" + "\n".join(calibration_lines(kind)))
        print(f"\n{len(data.n_values)} sizes x {data.temperatures.size} temperatures ({data.method}); "
              f"{summary.n_new} points computed, {summary.n_skipped} reused from {store}; {seconds:.1f} s",
              file=sys.stderr)
    return 0
