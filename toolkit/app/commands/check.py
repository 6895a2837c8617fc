"""``glauber check``: every theorem of DESIGN.md section 1 held against the exact chain."""

from __future__ import annotations

from ._common import add_model_args, dump_json, model_from_args


def add_parser(sub):
    p = sub.add_parser(
        "check",
        help="hold each claim (rectangles, influence/contraction, escape, spectral) against the exact chain",
        description="Enumerate the model, build its exact Glauber chain and print one row per claim: whether "
                    "its hypothesis holds here, the bound, the exact value, whether the claim holds, and the slack. "
                    "Exit status 1 when a claim whose hypothesis holds fails.",
    )
    add_model_args(p)
    p.add_argument("--temperature", "-T", type=float, default=1.0, help="temperature T > 0 (default: %(default)s)")
    p.add_argument("--eps", type=float, default=0.25, help="mixing threshold in (0, 1) (default: %(default)s)")
    p.add_argument("--logit-rtol", type=float, default=None,
                   help="relative accuracy of each logit for the rectangle certificate (default 2 n eps_machine; "
                        "~1e-5 for float32 models)")
    p.add_argument("--max-states", type=float, default=2e7, help="state-space size guard (default: %(default)g)")
    p.add_argument("--json", action="store_true", help="print one JSON object instead of the table")
    return p


def run(args) -> int:
    from exact.checks import check_claims
    from toolkit._validation import check_eps, check_temperature

    check_temperature(args.temperature)
    check_eps(args.eps)
    model = model_from_args(args)
    report = check_claims(model, temperature=args.temperature, eps=args.eps, max_states=args.max_states,
                          name=args.model, logit_rtol=args.logit_rtol)
    if args.json:
        print(dump_json(report.to_dict()))
    else:
        print(report.table())
    return 0 if report.all_hold else 1
