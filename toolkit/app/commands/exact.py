"""``glauber exact``: the exact chain of a model, its spectrum and mixing time."""

from __future__ import annotations

from ._common import add_model_args, dump_json, model_from_args


def add_parser(sub):
    p = sub.add_parser(
        "exact",
        help="exact stationary law, spectral gap and worst-start mixing time",
        description="Enumerate the model, build its Glauber kernel, and report the stationary law, "
                    "spectrum, reversibility, exact t_mix and the spectral bounds beside it.",
    )
    add_model_args(p)
    p.add_argument("--temperature", "-T", type=float, default=1.0, help="temperature T > 0 (default: %(default)s)")
    p.add_argument("--scan", choices=("random", "systematic"), default="random")
    p.add_argument("--lazy", type=float, default=0.0, help="laziness in [0, 1)")
    p.add_argument("--eps", type=float, default=0.25, help="mixing threshold in (0, 1) (default: %(default)s)")
    p.add_argument("--max-states", type=float, default=2e7, help="state-space size guard (default: %(default)g)")
    p.add_argument("--json", action="store_true", help="print one JSON object instead of the table")
    return p


def run(args) -> int:
    from exact.analysis import analyze
    from toolkit._validation import check_eps, check_temperature

    check_temperature(args.temperature)
    check_eps(args.eps)
    model = model_from_args(args)
    report = analyze(model, temperature=args.temperature, scan=args.scan, eps=args.eps, lazy=args.lazy,
                     max_states=args.max_states, name=args.model)
    if args.json:
        print(dump_json(report.to_dict()))
    else:
        print(report.table())
    return 0
