"""``glauber window``: a real MLM's window, its exact chain beside the sampled estimators."""

from __future__ import annotations

import math
import time

from exact.analysis import report_warnings
from toolkit._validation import check_eps, check_int, check_temperature
from toolkit.app.output import emit_json
from toolkit.app.window import infinite_exact, real_window
from toolkit.exceptions import InvalidInputError
from toolkit.models.registry import REAL_MODELS

from ._common import (
    FREE_HELP,
    build_model,
    eps_parent,
    is_real,
    json_parent,
    limits_parent,
    model_parent,
    progress_arg,
    progress_parent,
    seed_parent,
    temperature_parent,
)
from .sample import sampling_warnings


def add_parser(sub):
    p = sub.add_parser(
        "window",
        parents=[model_parent(toy=False), temperature_parent(), eps_parent(), seed_parent(), limits_parent(),
                 progress_parent(), json_parent()],
        help="a real MLM restricted to a short window: exact chain beside the sampled estimators",
        description="Enumerate a real masked LM on n free sites x q tokens, compute the exact chain (gap, "
                    "t_mix, rectangles, influence, margins) and run the sampled estimators on the same chain, "
                    "each sampled number beside its exact value. Exits 1 when a sampled check fails. The window "
                    "is --n masked sites between --prefix and --suffix, or the --free sites of --text.",
    )
    # --max-memory guards a toy family's dense arrays: a real MLM has none, so it is refused here, not ignored
    p.set_defaults(model="tiny-en")
    p.add_argument("--prefix", default=None, help="fixed text before the free sites")
    p.add_argument("--suffix", default=None, help="fixed text after the free sites")
    p.add_argument("--free-positions", default=None, help=f"the same as --free: {FREE_HELP}")
    p.add_argument("--chains", type=int, default=32, help="sampled chains (default: %(default)s)")
    p.add_argument("--steps", type=int, default=1000, help="steps per chain (default: %(default)s)")
    p.add_argument("--memoize", action="store_true", help="compute each masked input once")
    return p


def run(args) -> int:
    alias = vars(args).pop("free_positions", None)
    if alias is not None and args.free is not None:  # neither silently wins
        raise InvalidInputError(f"give one of `--free` {args.free!r} and `--free-positions` {alias!r} "
                                "(the same option)")
    if alias is not None:
        args.free = alias
    check_temperature(args.temperature)
    check_eps(args.eps)
    check_int(args.chains, "chains", minimum=2)
    check_int(args.steps, "steps", minimum=8)
    if args.max_memory is not None:
        raise InvalidInputError(f"`--max-memory` {args.max_memory!r} applies to toy families' dense arrays; glauber "
                                "window runs on real MLMs (the enumeration is bounded by --max-states)")
    if not is_real(args.model):
        raise InvalidInputError(f"glauber window runs on real MLMs ({', '.join(REAL_MODELS)}, hf:PATH); got "
                                f"`--model` {args.model!r}. For toy models use `glauber sample --compare-exact`")
    t0 = time.perf_counter()
    model = build_model(args, enumerate=True)
    try:
        r = real_window(model, temperature=args.temperature, eps=args.eps, n_chains=args.chains,
                        n_steps=args.steps, memoize=args.memoize, max_states=args.max_states, name=args.model,
                        progress=progress_arg(args), rng=args.seed)
    except InvalidInputError as exc:  # the library names its keyword; here, the flag
        raise InvalidInputError(str(exc).replace("`temperature`", "`--temperature`")) from None
    warnings = window_warnings(r)
    if args.json:
        emit_json(args, {**r.to_dict(), "warnings": warnings}, timings={"seconds": time.perf_counter() - t0})
    else:
        print(str(r))
        for w in warnings:
            print(f"warning: {w['message']}")
    return 0 if r.all_ok else 1


def window_warnings(report) -> list[dict]:
    """The accuracy warning of ``glauber exact`` on the exact side (``pi`` known to worse
    than ``exact.analysis.PI_RTOL_WARN``), the convergence warnings of ``glauber sample``
    on the sampled side (:func:`~toolkit.app.commands.sample.sampling_warnings`: R-hat above
    ``RHAT_MAX``, ESS below ``ESS_MIN``, an exact value its row misses), an exact value that
    is infinite (an exit time whose exit probability underflows: reported, not compared),
    and an undefined (NaN) R-hat: every recorded draw the same, so the chains cannot show
    that they mixed."""
    summary = report.calibration.summary
    out = report_warnings(report.exact) + sampling_warnings(summary, report.calibration)
    for row in report.calibration.rows:
        if infinite_exact(row):
            out.append({"kind": "exact-infinite", "quantity": row.name, "value": None, "threshold": None,
                        "message": f"{row.name}: the exact value is infinite in float64 at T = "
                                   f"{report.temperature:g} (the chain's moves underflow: it does not leave or "
                                   "decorrelate in practice); not compared with the sampled value"})
    for q in summary.quantities:
        if q.spec.get("quantity") == "rhat" and math.isnan(q.estimate.value):
            out.append({"kind": "rhat", "quantity": q.name, "value": None, "threshold": None,
                        "message": f"{q.name} is undefined (every recorded draw is the same): the chains show no "
                                   "sign of mixing; run more --steps, or raise --temperature"})
    return out
