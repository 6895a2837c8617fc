"""``glauber sweep``: run or resume a grid of tasks into a results store.

``--n``, ``--temperature`` and ``--seed`` take the grid syntax of ``glauber phase`` and
``study`` (:func:`~toolkit.app.commands._common.parse_grid`): comma-separated items, each a
number, ``a:b`` (the integers ``a..b``, both ends included), ``a:b:k`` (``k`` evenly spaced
values from ``a`` to ``b``) or ``geom:a:b:k`` (geometric)::

    glauber sweep --model potts --q 2 --n 2,3,4 --temperature 0.5,1,2 --seed 0,1 \\
        --estimator exact,sampled-order --store results.sqlite --executor local:2 --show
"""

from __future__ import annotations

from exact.space import DEFAULT_MAX_STATES
from toolkit._validation import check_state_space, parse_bytes
from toolkit.app.output import emit_json
from toolkit.app.phase import point_method
from toolkit.app.sweep import ESTIMATORS, load_results, make_grid, parse_executor, run_sweep
from toolkit.exceptions import InvalidInputError, StateSpaceTooLargeError
from toolkit.models.registry import TOY_MODELS, make_model

from ._common import (
    DEFAULT_MAX_MEMORY,
    GRID_HELP,
    as_flags,
    check_store,
    guard_toy,
    json_parent,
    model_parent,
    parse_free,
    parse_grid,
    progress_parent,
    tokens_checked,
    toy_params,
)


def add_parser(sub):
    shown = [f"{e.name} ({e.description.rstrip('.')}; options: "
             + ", ".join(f"{k}={v}" for k, v in e.defaults.items()) + ")"
             for e in ESTIMATORS.values() if not e.hidden]
    p = sub.add_parser(
        "sweep",
        parents=[model_parent(sizes=False), progress_parent(), json_parent()],
        help="run or resume a (model, T, n, seed, estimator) grid into a results store",
        description="Run every task of the grid n x temperature x seed x estimator that the store does not "
                    "hold yet, inserting each result as soon as it finishes; a killed sweep resumes where "
                    "it stopped. The model parameters (--q, --coupling, ..., --model-seed) are fixed over the "
                    "grid; defaults are the family's. Estimators: " + "; ".join(shown) + ".",
    )
    g = p.add_argument_group("grid (" + GRID_HELP + ")")
    g.add_argument("--n", default=None, help="sizes: " + GRID_HELP + ", e.g. 2,3,4 or 2:6 (default: 4; a real MLM "
                                             "with --text and --free: the number of free sites)")
    g.add_argument("--temperature", "-T", default="1.0",
                   help="temperatures: " + GRID_HELP + ", e.g. 0.5,1,2 or 0.5:2:7 (default: %(default)s)")
    g.add_argument("--seed", default="0", help="sampler seeds: " + GRID_HELP + ", e.g. 0,1,2 or 0:9 "
                                               "(default: %(default)s)")
    g.add_argument("--estimator", default="exact", help="estimators, e.g. exact,sampled-order (default: %(default)s)")
    g.add_argument("--option", action="append", default=[], metavar="NAME=VALUE",
                   help="an estimator option, e.g. n_chains=512 (repeatable)")
    p.add_argument("--q", type=int, default=None, help="number of tokens (fixed over the grid)")
    r = p.add_argument_group("running")
    r.add_argument("--store", required=True, help="results store (SQLite file; created if missing)")
    r.add_argument("--executor", default="serial",
                   help="serial, local:N (N processes) or dask:ADDRESS (a Dask scheduler, e.g. "
                        "tcp://10.0.0.5:8786; needs the 'distributed' extra) (default: %(default)s)")
    r.add_argument("--connect-timeout", type=float, default=5.0,
                   help="seconds to wait for a Dask scheduler (default: %(default)s)")
    r.add_argument("--show", action="store_true", help="print this grid's results table after the summary")
    r.add_argument("--max-memory", default=DEFAULT_MAX_MEMORY,
                   help="most memory for a model's dense arrays, checked at every n before the sweep starts "
                        "(default and most: %(default)s, the guard each task builds its model under)")
    return p


def _items(text: str, name: str) -> list[str]:
    items = [s.strip() for s in str(text).split(",") if s.strip()]
    if not items:
        raise InvalidInputError(f"`{name}` grid is empty")
    return items


def parse_options(items) -> dict:
    opts = {}
    for item in items:
        name, sep, value = item.partition("=")
        if not sep or not name.strip():
            raise InvalidInputError(f"`option` must be NAME=VALUE; got {item!r}")
        opts[name.strip()] = value.strip()
    return opts


#: Sizes of a sweep without ``--n`` (and without ``--free`` to count them).
DEFAULT_N = 4


def _sizes(args, params: dict) -> list[int]:
    """``--n``; without it, the number of free sites of a real MLM's ``--text`` (as ``glauber
    exact`` infers it), else :data:`DEFAULT_N`. A size that differs from the number of
    ``--free`` positions is refused before the store exists (each task would fail)."""
    free = params.get("free_positions")
    if args.n is None:
        if isinstance(free, list):
            return [len(free)]
        if free == "all":
            try:  # the text's length decides: the model tokenizes it
                return [int(make_model(args.model, **params).length)]
            except InvalidInputError as exc:
                raise as_flags(exc) from None
        return [DEFAULT_N]
    ns = parse_grid(args.n, "n", integer=True)
    if isinstance(free, list):
        bad = [n for n in ns if n != len(free)]
        if bad:
            raise InvalidInputError(f"`--n` {bad[0]} does not match the {len(free)} sites of `--free` {args.free!r}; "
                                    "leave --n out (it is their number)")
    return ns


def _check_max_memory(text: str) -> None:
    """``--max-memory`` at most :data:`DEFAULT_MAX_MEMORY`: each task rebuilds its model under
    that guard, so a larger value would be accepted here and refused in the first task."""
    if parse_bytes(text, "--max-memory") > parse_bytes(DEFAULT_MAX_MEMORY):
        raise InvalidInputError(f"`--max-memory` {text} is above the most, {DEFAULT_MAX_MEMORY}: each task builds "
                                f"its model under the library's {DEFAULT_MAX_MEMORY} guard, which --max-memory "
                                "cannot raise")


def _guards(args, params: dict, ns: list, estimators: list) -> None:
    """Before the store exists: each size's dense arrays against ``--max-memory`` and, for the
    exact estimators, its state space against their enumeration guard (the largest n first)."""
    asked, cap = parse_bytes(args.max_memory, "--max-memory"), parse_bytes(DEFAULT_MAX_MEMORY)
    # each task rebuilds its model under the library's own guard, which --max-memory cannot raise
    hint = (f"; lower --n or --q, or raise --max-memory (up to {DEFAULT_MAX_MEMORY}, the guard each task "
            "builds its model under)" if asked < cap else
            f"; lower --n or --q (each task builds its model under the library's {DEFAULT_MAX_MEMORY} guard, "
            "which --max-memory cannot raise)")
    exact = [e for e in estimators if e in ("exact", "exact-phase")]
    tokens = params.get("tokens")
    for n in sorted(set(ns), reverse=True):
        effective = guard_toy(args.model, {**params, "n": n}, max_memory=min(asked, cap), hint=hint)
        q = len(tokens) if isinstance(tokens, list) else effective.get("q", 2 if args.model == "curie-weiss" else None)
        if exact and isinstance(q, int) and q >= 2 and n >= 1:
            try:
                check_state_space(q, n, max_states=DEFAULT_MAX_STATES)
            except StateSpaceTooLargeError as exc:
                raise InvalidInputError(
                    f"`--n` {n} with --estimator {exact[0]}: the exact chain has {q}**{n} ~ "
                    f"10^{exc.log10_states:.1f} states, above the enumeration guard of {DEFAULT_MAX_STATES:g} "
                    "states of the exact estimators; lower --n or --q, or use --estimator sampled-order") from None


def _check_phase_methods(model: str, tasks) -> None:
    """The ``phase`` estimator's method applies at every size of a toy family, checked before
    the store exists (as ``glauber phase`` does), not when its first task fails."""
    if model not in TOY_MODELS:
        return
    for task in tasks:
        if task.estimator == "phase":
            method = task.option("method")
            try:
                point_method(task.build_model(), method)
            except InvalidInputError as exc:
                raise InvalidInputError(f"`--estimator` phase (method={method}) at `--n` {task.n}: {exc}") from None


def _vocab_size(model: str, task, params: dict):
    """``q`` of the grid's model: a toy family's (built already by the grid), the number of
    ``--tokens`` of a real MLM (None when its default token set decides)."""
    if model in TOY_MODELS:
        return int(task.build_model().vocab_size)
    tokens = params.get("tokens")
    return len(tokens) if isinstance(tokens, list) else params.get("q")


def _records(df) -> list[dict]:
    """The rows of ``df`` in order, each without the columns its estimator never fills (the
    other estimators' fields: NaN in the table, not results)."""
    keep = {e: set(part.dropna(axis=1, how="all").columns) for e, part in df.groupby("estimator", sort=False)}
    return [{k: v for k, v in r.items() if k in keep[r["estimator"]]} for r in df.to_dict(orient="records")]


def _significant(v: float) -> str:
    """A float of the ``--show`` table to 6 significant digits (fixed decimals wrote
    T = 1e-300 and pi_min = 3e-301 as 0.0)."""
    return f"{v:.6g}"


def _grid_rows(store, keys):
    df = load_results(store)
    return df[df["key"].isin(set(keys))]


def run(args) -> int:
    parse_executor(args.executor)  # a bad executor fails before the grid is built
    _check_max_memory(args.max_memory)
    check_store(args.store)
    params = toy_params(args)
    params.pop("n", None)  # a grid dimension here
    params.update({k: v for k, v in dict(text=args.text, device=args.device, batch_size=args.batch_size).items()
                   if v is not None})
    if args.q is not None:
        params["q"] = args.q
    if args.tokens is not None:
        params["tokens"] = tokens_checked(args)  # and against --q, as exact, check and study do
    if args.free is not None:
        free = parse_free(args.free)
        if isinstance(free, list):  # a sweep's tasks take explicit positions: start:stop, both ends >= 0
            if any(isinstance(v, slice) and (v.start is None or v.stop is None or v.start < 0 or v.stop < 0)
                   for v in free):
                raise InvalidInputError(f"`--free` in a sweep takes all, i,j,k or start:stop with both ends "
                                        f"given and >= 0; got {args.free!r}")
            free = [p for v in free for p in (range(v.start, v.stop) if isinstance(v, slice) else (v,))]
        params["free_positions"] = free
    if not (args.connect_timeout > 0 and args.connect_timeout < float("inf")):  # before anything runs
        raise InvalidInputError(f"`--connect-timeout` must be a finite number of seconds > 0; got {args.connect_timeout!r}")
    seeds = parse_grid(args.seed, "seed", integer=True)
    if min(seeds) < 0:
        raise InvalidInputError(f"`seed` grid: seeds are integers >= 0; got {min(seeds)} in {args.seed!r}")
    ns = _sizes(args, params)
    estimators = _items(args.estimator, "estimator")
    _guards(args, params, ns, estimators)
    tasks = make_grid(
        args.model,
        n=ns,
        temperature=parse_grid(args.temperature, "temperature"),
        seed=seeds,
        estimator=estimators,
        params=params,
        options=parse_options(args.option),
    )
    _check_phase_methods(args.model, tasks)
    summary = run_sweep(tasks, args.store, executor=args.executor, progress=args.progress,
                        connect_timeout=args.connect_timeout)
    if args.json:
        df = _grid_rows(args.store, summary.keys)
        times = {"seconds": summary.seconds, "task_seconds": dict(zip(df["key"], df["duration_s"], strict=True))}
        rows = _records(df.drop(columns=["duration_s", "created"]))
        # the model's parameters as the store records them (the family's defaults filled in)
        model_params = dict(tasks[0].params)
        payload = {"model": args.model, "q": _vocab_size(args.model, tasks[0], params),
                   "n": list(dict.fromkeys(ns)), "model_params": model_params, "store": summary.store,
                   "executor": summary.executor, "n_tasks": summary.n_tasks, "n_skipped": summary.n_skipped,
                   "n_new": summary.n_new, "n_stored": summary.n_stored, "results": rows}
        emit_json(args, payload, timings=times,
                  seeds={"model_seed": model_params.get("seed", args.model_seed), "seed": seeds})
        return 0
    print(summary)
    if args.show:
        import pandas as pd

        df = _grid_rows(args.store, summary.keys).drop(columns=["key", "created"])
        with pd.option_context("display.width", 200, "display.max_columns", None, "display.max_rows", None):
            for _, part in df.groupby("estimator", sort=False):  # one table each: no columns of NaN
                print()
                print(part.dropna(axis=1, how="all").convert_dtypes().to_string(index=False, float_format=_significant))
    return 0
