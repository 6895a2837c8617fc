"""``glauber check``: every theorem of DESIGN.md section 1 held against the exact chain.

``pi`` known to worse than ``exact.analysis.PI_RTOL_WARN`` (relative) is a warning, as in
``glauber exact``: the tolerances of the floating-point identities grow with that error, so
the claims then hold only to it. A temperature at which ``logit / T`` overflows is refused."""

from __future__ import annotations

import time

from exact.analysis import check_logit_scale, report_warnings
from exact.logits import site_logits
from exact.markov import check_claims
from toolkit._validation import check_eps, check_nonnegative, check_temperature
from toolkit.app.output import emit_json

from ._common import (
    build_model,
    eps_parent,
    json_parent,
    limits_parent,
    model_parent,
    progress_arg,
    progress_parent,
    temperature_parent,
)


def add_parser(sub):
    p = sub.add_parser(
        "check",
        parents=[model_parent(), temperature_parent(), eps_parent(), limits_parent(), progress_parent(),
                 json_parent()],
        help="hold each claim (rectangles, influence/contraction, escape, spectral) against the exact chain",
        description="Enumerate the model, build its exact Glauber chain and print one row per claim: whether "
                    "its hypothesis holds here, the bound, the exact value, whether the claim holds, and the slack. "
                    "Exit status 1 when a claim whose hypothesis holds fails.",
    )
    p.add_argument("--logit-rtol", type=float, default=None,
                   help="relative accuracy of each logit for the rectangle certificate (default 2 n eps_machine; "
                        "~1e-5 for float32 models)")
    p.set_defaults(_model_defaults={"q": 3, "n": 6})
    return p


def run(args) -> int:
    check_temperature(args.temperature)
    check_eps(args.eps)
    if args.logit_rtol is not None:  # before the model loads and is enumerated
        check_nonnegative(args.logit_rtol, "logit_rtol")
    t0 = time.perf_counter()
    model = build_model(args, enumerate=True, defaults=args._model_defaults)
    L = site_logits(model, max_states=args.max_states, progress=progress_arg(args))
    check_logit_scale(L, args.temperature)
    report = check_claims(L, temperature=args.temperature, eps=args.eps, max_states=args.max_states,
                          name=args.model, logit_rtol=args.logit_rtol)
    warnings = report_warnings(report.exact)
    if args.json:
        emit_json(args, {**report.to_dict(), "warnings": warnings}, timings={"seconds": time.perf_counter() - t0})
    else:
        print(report.table())
        for w in warnings:
            print(f"warning: {w['message']}")
    return 0 if report.all_hold else 1
