"""``glauber scan``: the O(n log n) scan over sizes and the metastability scan over temperatures."""

from __future__ import annotations

from toolkit.exceptions import InvalidInputError

from ._common import add_model_args, dump_json, model_from_args


def _floats(text: str) -> list[float]:
    try:
        return [float(t) for t in text.split(",") if t.strip()]
    except ValueError:
        raise InvalidInputError(f"`--temperatures` must be comma-separated numbers; got {text!r}") from None


def add_parser(sub):
    p = sub.add_parser(
        "scan",
        help="scans over n (t_mix vs the contraction bound) or over T (metastable exit times)",
        description="nlogn: exact t_mix, the contraction bound and t_mix/(n ln n) for n = n_min..n_max at one "
                    "temperature. metastable: exact exit times from a strict argmax fixed point (or its zero-"
                    "temperature basin) against 1/T, the escape bound, and the fitted slope beside gamma and k*gamma.",
    )
    kinds = p.add_subparsers(dest="scan_kind", metavar="KIND")
    kinds.required = True

    a = kinds.add_parser("nlogn", help="t_mix vs the contraction bound over n")
    add_model_args(a, default_model="potts", q=2, n=None)
    a.add_argument("--n-min", type=int, default=2, help="smallest n (default: %(default)s)")
    a.add_argument("--n-max", type=int, default=10, help="largest n (default: %(default)s)")
    a.add_argument("--temperature", "-T", type=float, default=1.5, help="temperature (default: %(default)s)")
    a.add_argument("--eps", type=float, default=0.25, help="mixing threshold in (0, 1) (default: %(default)s)")
    a.add_argument("--json", action="store_true", help="print JSON instead of the table")

    m = kinds.add_parser("metastable", help="exit time from a fixed point against 1/T")
    add_model_args(m, default_model="potts", q=2, n=5)
    m.add_argument("--temperatures", default="2,1.5,1,0.7,0.5,0.35,0.25,0.18,0.12",
                   help="comma-separated temperatures (default: %(default)s)")
    m.add_argument("--set", dest="set_kind", choices=("fixed-point", "basin"), default="fixed-point",
                   help="exit from the fixed point itself or from its exclusive zero-T basin (default: %(default)s)")
    m.add_argument("--state", type=int, default=None,
                   help="state index of the fixed point (default: the one of largest margin)")
    m.add_argument("--fit-points", type=int, default=None, help="lowest temperatures in the slope fit")
    m.add_argument("--json", action="store_true", help="print JSON instead of the table")
    return p


def run(args) -> int:
    from toolkit._validation import check_eps, check_int, check_temperature

    if args.scan_kind == "nlogn":
        from exact.scans import nlogn_scan

        check_temperature(args.temperature)
        check_eps(args.eps)
        lo = check_int(args.n_min, "n_min", minimum=2)
        hi = check_int(args.n_max, "n_max", minimum=lo)

        def build(n):
            args.n = n
            return model_from_args(args)

        build.__name__ = args.model
        res = nlogn_scan(build, range(lo, hi + 1), temperature=args.temperature, eps=args.eps)
        ok = res.all_hold
    else:
        from exact.scans import metastability_scan

        res = metastability_scan(model_from_args(args), _floats(args.temperatures), state=args.state,
                                 set_kind=args.set_kind.replace("-", " "), fit_points=args.fit_points)
        ok = res.all_hold
    print(dump_json(res.to_dict()) if args.json else res.table())
    return 0 if ok else 1
