"""``glauber scan``: the O(n log n) scan over sizes and the metastability scan over temperatures."""

from __future__ import annotations

import time

from toolkit.exceptions import InvalidInputError

from ._common import (
    build_model,
    emit_json,
    eps_parent,
    json_parent,
    limits_parent,
    log,
    model_parent,
    progress_arg,
    progress_parent,
    temperature_parent,
)


def _floats(text: str, name: str = "temperatures") -> list[float]:
    try:
        vals = [float(t) for t in text.split(",") if t.strip()]
    except ValueError:
        raise InvalidInputError(f"`--{name}` must be comma-separated numbers; got {text!r}") from None
    if not vals:
        raise InvalidInputError(f"`--{name}` is empty; got {text!r}")
    return vals


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
    common = [limits_parent(), progress_parent(), json_parent()]

    a = kinds.add_parser("nlogn", parents=[model_parent(sizes=False, text=False), temperature_parent(1.5),
                                           eps_parent(), *common],
                         help="t_mix vs the contraction bound over n")
    a.add_argument("--q", type=int, default=None, help="number of tokens (default 2)")
    a.add_argument("--n-min", type=int, default=2, help="smallest n (default: %(default)s)")
    a.add_argument("--n-max", type=int, default=10, help="largest n (default: %(default)s)")
    a.add_argument("--sizes", default=None,
                   help="comma-separated sizes instead of every n in --n-min..--n-max (e.g. 10,50,100,500,1000)")
    a.set_defaults(_model_defaults={"q": 2}, _command_path="scan nlogn")

    m = kinds.add_parser("metastable", parents=[model_parent(text=False), *common],
                         help="exit time from a fixed point against 1/T")
    m.add_argument("--temperatures", default="2,1.5,1,0.7,0.5,0.35,0.25,0.18,0.12",
                   help="comma-separated temperatures (default: %(default)s)")
    m.add_argument("--set", dest="set_kind", choices=("fixed-point", "basin"), default="fixed-point",
                   help="exit from the fixed point itself or from its exclusive zero-T basin (default: %(default)s)")
    m.add_argument("--state", type=int, default=None,
                   help="state index of the fixed point (default: the one of largest margin)")
    m.add_argument("--fit-points", type=int, default=None, help="lowest temperatures in the slope fit")
    m.set_defaults(_model_defaults={"q": 2, "n": 5}, _command_path="scan metastable")
    for sub in (a, m):
        sub.add_argument("--method", choices=("auto", "enumerate", "lumped"), default="auto",
                         help="auto (default): exchangeable families (curie-weiss, mean-field-potts, ...) on their "
                              "chain of token counts beyond enumeration (exact.analysis.exact_method)")
    return p


def run(args) -> int:
    from exact.analysis import exact_method
    from exact.logits import site_logits
    from toolkit._validation import check_eps, check_int, check_temperature
    from toolkit.models.exchangeable import REGISTRY_FAMILIES

    # exchangeable families may be lumped: exact_method guards q**n when it enumerates
    guard = args.method == "enumerate" or args.model not in REGISTRY_FAMILIES

    t0 = time.perf_counter()
    if args.scan_kind == "nlogn":
        from exact.scans import nlogn_scan

        check_temperature(args.temperature)
        check_eps(args.eps)
        if args.sizes is not None:
            sizes = sorted({check_int(v, "sizes", minimum=2) for v in _floats(args.sizes, "sizes")})
        else:
            lo = check_int(args.n_min, "n_min", minimum=2)
            sizes = range(lo, check_int(args.n_max, "n_max", minimum=lo) + 1)
        args.n = max(sizes)
        build_model(args, enumerate=guard, defaults=args._model_defaults)  # every guard at the largest n first

        def build(n):
            log(args, f"scan nlogn: n = {n}")
            args.n = n
            return build_model(args, enumerate=guard, defaults=args._model_defaults)

        build.__name__ = args.model
        res = nlogn_scan(build, sizes, temperature=args.temperature, eps=args.eps,
                         max_states=args.max_states, method=args.method)
        del args.n  # `n` is a range here (--n-min..--n-max); model_params hold the largest
        ok = res.all_hold
    else:
        from exact.scans import metastability_scan

        temps = _floats(args.temperatures)
        model = build_model(args, enumerate=guard, defaults=args._model_defaults)
        if exact_method(model, method=args.method, max_states=args.max_states) == "enumerate":
            model = site_logits(model, max_states=args.max_states, progress=progress_arg(args))
        res = metastability_scan(model, temps, state=args.state, set_kind=args.set_kind.replace("-", " "),
                                 fit_points=args.fit_points, max_states=args.max_states, method=args.method)
        ok = res.all_hold
    if args.json:
        emit_json(args, res.to_dict(), timings={"seconds": time.perf_counter() - t0})
    else:
        print(res.table())
    return 0 if ok else 1
