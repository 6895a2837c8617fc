"""``glauber sweep``: run or resume a grid of tasks into a results store.

Lists are comma-separated; an item ``a:b:k`` of ``--temperature`` is ``k`` evenly spaced
values from ``a`` to ``b``, and an item ``a:b`` of ``--n`` or ``--seed`` is the integers
``a..b`` (both ends included)::

    glauber sweep --model potts --q 2 --n 2,3,4 --temperature 0.5,1,2 --seed 0,1 \\
        --estimator exact,sampled-order --store results.sqlite --executor local:2 --show
"""

from __future__ import annotations

import numpy as np

from toolkit.exceptions import InvalidInputError
from toolkit.models.registry import MODEL_NAMES


def add_parser(sub):
    from toolkit.app.sweep import ESTIMATORS

    shown = [f"{e.name} ({e.description.rstrip('.')}; options: "
             + ", ".join(f"{k}={v}" for k, v in e.defaults.items()) + ")"
             for e in ESTIMATORS.values() if not e.hidden]
    p = sub.add_parser(
        "sweep",
        help="run or resume a (model, T, n, seed, estimator) grid into a results store",
        description="Run every task of the grid n x temperature x seed x estimator that the store does not "
                    "hold yet, inserting each result as soon as it finishes; a killed sweep resumes where "
                    "it stopped. Estimators: " + "; ".join(shown) + ".",
    )
    g = p.add_argument_group("grid (comma-separated lists)")
    g.add_argument("--model", default="potts", help=f"model name: {', '.join(MODEL_NAMES)} (default: %(default)s)")
    g.add_argument("--n", default="4", help="site counts, e.g. 2,3,4 or 2:6 (default: %(default)s)")
    g.add_argument("--temperature", "-T", default="1.0",
                   help="temperatures, e.g. 0.5,1,2 or 0.5:2:7 for 7 evenly spaced values (default: %(default)s)")
    g.add_argument("--seed", default="0", help="estimator seeds, e.g. 0,1,2 or 0:9 (default: %(default)s)")
    g.add_argument("--estimator", default="exact", help="estimators, e.g. exact,sampled-order (default: %(default)s)")
    g.add_argument("--option", action="append", default=[], metavar="NAME=VALUE",
                   help="an estimator option, e.g. n_chains=512 (repeatable)")
    m = p.add_argument_group("fixed model parameters (toy families; defaults are the family's)")
    m.add_argument("--q", type=int, default=None, help="number of tokens")
    m.add_argument("--coupling", type=float, default=None, help="Potts coupling")
    m.add_argument("--graph", choices=("complete", "cycle", "path"), default=None, help="Potts interaction graph")
    m.add_argument("--beta", type=float, default=None, help="Curie-Weiss coupling")
    m.add_argument("--field", type=float, default=None, help="Curie-Weiss field")
    m.add_argument("--scale", type=float, default=None, help="scale of random fields/couplings/logits")
    m.add_argument("--model-seed", type=int, default=None, help="seed of a random model (fixed over the grid)")
    m.add_argument("--tokens", default=None, help="real MLMs: comma-separated token strings forming V")
    m.add_argument("--text", default=None, help="real MLMs: template text around the free sites")
    r = p.add_argument_group("running")
    r.add_argument("--store", required=True, help="results store (SQLite file; created if missing)")
    r.add_argument("--executor", default="serial",
                   help="serial, local:N (N processes) or dask:ADDRESS (a Dask scheduler, e.g. "
                        "tcp://10.0.0.5:8786; needs the 'distributed' extra) (default: %(default)s)")
    r.add_argument("--connect-timeout", type=float, default=5.0,
                   help="seconds to wait for a Dask scheduler (default: %(default)s)")
    r.add_argument("--no-progress", action="store_true", help="no progress bar")
    r.add_argument("--show", action="store_true", help="print this grid's results table after the summary")
    return p


def _items(text: str, name: str) -> list[str]:
    items = [s.strip() for s in str(text).split(",") if s.strip()]
    if not items:
        raise InvalidInputError(f"`{name}` grid is empty")
    return items


def _number(s: str, name: str) -> float:
    try:
        return float(s)
    except ValueError:
        raise InvalidInputError(f"`{name}` grid: cannot read {s!r} as a number") from None


def _integer(s: str, name: str) -> int:
    v = _number(s, name)
    if not v.is_integer():
        raise InvalidInputError(f"`{name}` grid: {s!r} is not an integer")
    return int(v)


def parse_floats(text: str, name: str) -> list[float]:
    """``"0.5,1,2"`` -> [0.5, 1.0, 2.0]; ``"a:b:k"`` -> k evenly spaced values from a to b."""
    out = []
    for item in _items(text, name):
        parts = item.split(":")
        if len(parts) == 1:
            out.append(_number(item, name))
        elif len(parts) == 3:
            a, b, k = _number(parts[0], name), _number(parts[1], name), _integer(parts[2], name)
            if k < 1:
                raise InvalidInputError(f"`{name}` grid: {item!r} asks for {k} values")
            out.extend(float(v) for v in np.linspace(a, b, k))
        else:
            raise InvalidInputError(f"`{name}` grid: {item!r} is neither a number nor start:stop:count")
    return out


def parse_ints(text: str, name: str) -> list[int]:
    """``"2,3,4"`` -> [2, 3, 4]; ``"a:b"`` -> a, a+1, ..., b."""
    out = []
    for item in _items(text, name):
        parts = item.split(":")
        if len(parts) == 1:
            out.append(_integer(item, name))
        elif len(parts) == 2:
            a, b = _integer(parts[0], name), _integer(parts[1], name)
            if b < a:
                raise InvalidInputError(f"`{name}` grid: {item!r} is an empty range")
            out.extend(range(a, b + 1))
        else:
            raise InvalidInputError(f"`{name}` grid: {item!r} is neither an integer nor start:stop")
    return out


def parse_options(items) -> dict:
    opts = {}
    for item in items:
        name, sep, value = item.partition("=")
        if not sep or not name.strip():
            raise InvalidInputError(f"`option` must be NAME=VALUE; got {item!r}")
        opts[name.strip()] = value.strip()
    return opts


def run(args) -> int:
    from toolkit.app.sweep import load_results, make_grid, parse_executor, run_sweep

    parse_executor(args.executor)  # a bad executor fails before the grid is built
    params = dict(q=args.q, coupling=args.coupling, graph=args.graph, beta=args.beta, field=args.field,
                  scale=args.scale, seed=args.model_seed, text=args.text)
    if args.tokens:
        params["tokens"] = [t.strip() for t in args.tokens.split(",") if t.strip()]
    tasks = make_grid(
        args.model,
        n=parse_ints(args.n, "n"),
        temperature=parse_floats(args.temperature, "temperature"),
        seed=parse_ints(args.seed, "seed"),
        estimator=_items(args.estimator, "estimator"),
        params={k: v for k, v in params.items() if v is not None},
        options=parse_options(args.option),
    )
    summary = run_sweep(tasks, args.store, executor=args.executor,
                        progress=False if args.no_progress else None, connect_timeout=args.connect_timeout)
    print(summary)
    if args.show:
        import pandas as pd

        df = load_results(args.store)
        df = df[df["key"].isin(set(summary.keys))].drop(columns=["key", "created"])
        with pd.option_context("display.width", 200, "display.max_columns", None, "display.max_rows", None):
            for _, part in df.groupby("estimator", sort=False):  # one table each: no columns of NaN
                print()
                print(part.dropna(axis=1, how="all").convert_dtypes().to_string(index=False))
    return 0
