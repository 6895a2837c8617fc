"""``glauber scan``: the O(n log n) scan over sizes and the metastability scan over temperatures."""

from __future__ import annotations

import math
import time

from exact.analysis import check_logit_scale, exact_method
from exact.logits import site_logits
from exact.scans import metastability_scan, nlogn_scan
from toolkit._progress import format_seconds
from toolkit._validation import check_eps, check_int, check_temperature
from toolkit.app.output import emit_json
from toolkit.exceptions import InvalidInputError
from toolkit.models.exchangeable import REGISTRY_FAMILIES

from ._common import (
    build_model,
    eps_parent,
    json_parent,
    limits_parent,
    log,
    model_parent,
    progress_arg,
    progress_parent,
    temperature_parent,
)

#: how the metastable scan's temperature flag is named in its messages (``--temperatures`` is an alias)
TEMPERATURE_FLAG = "temperature`/`--temperatures"


def _floats(text: str, name: str = TEMPERATURE_FLAG) -> list[float]:
    try:
        vals = [float(t) for t in text.split(",") if t.strip()]
    except ValueError:
        raise InvalidInputError(f"`--{name}` must be comma-separated numbers; got {text!r}") from None
    if not vals:
        raise InvalidInputError(f"`--{name}` is empty; got {text!r}")
    return vals


def scan_warnings(res) -> list[dict]:
    """User warnings of a scan (printed under its table, listed under ``warnings`` in the
    JSON, as ``glauber sample`` does): metastable temperatures left out of the slope fit."""
    left = getattr(res, "fit_excluded", ())
    if not left:
        return []
    shown = ", ".join(f"{t:g}" for t in left)
    return [{"kind": "fit-excluded", "quantity": "slope", "value": list(left), "threshold": None,
             "message": f"temperature(s) {shown} left out of the slope fit: 1/T or ln E[tau_exit] is not finite "
                        "in float64" + ("" if math.isfinite(res.slope) else "; fewer than 2 points remain, "
                                        "so the slope is undefined (NaN)")}]


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
    a.add_argument("--n-min", type=int, default=None, help="smallest n (default: 2)")
    a.add_argument("--n-max", type=int, default=None, help="largest n (default: 10)")
    a.add_argument("--sizes", default=None,
                   help="comma-separated sizes instead of every n in --n-min..--n-max (e.g. 10,50,100,500,1000)")
    a.set_defaults(_model_defaults={"q": 2}, _command_path="scan nlogn")

    m = kinds.add_parser("metastable", parents=[model_parent(text=False), *common],
                         help="exit time from a fixed point against 1/T")
    m.add_argument("--temperature", "-T", "--temperatures", dest="temperatures",
                   default="2,1.5,1,0.7,0.5,0.35,0.25,0.18,0.12",
                   help="comma-separated temperatures, at least 2 (--temperatures: the same option; "
                        "default: %(default)s)")
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
    # exchangeable families may be lumped: exact_method guards q**n when it enumerates
    guard = args.method == "enumerate" or args.model not in REGISTRY_FAMILIES

    t0 = time.perf_counter()
    if args.scan_kind == "nlogn":
        check_temperature(args.temperature)
        check_eps(args.eps)
        if args.sizes is not None:
            given = [f for f, v in (("--n-min", args.n_min), ("--n-max", args.n_max)) if v is not None]
            if given:  # neither silently wins
                raise InvalidInputError(f"give `--sizes` {args.sizes!r} or {' and '.join(given)}, not both "
                                        "(--sizes lists every size)")
            sizes = sorted({check_int(v, "sizes", minimum=2) for v in _floats(args.sizes, "sizes")})
        else:
            lo = check_int(2 if args.n_min is None else args.n_min, "n_min", minimum=2)
            sizes = range(lo, check_int(10 if args.n_max is None else args.n_max, "n_max", minimum=lo) + 1)
        args.n = max(sizes)
        build_model(args, enumerate=guard, defaults=args._model_defaults)  # every guard at the largest n first

        order = list(sizes)

        def build(n):
            # one line per size with the fraction done and the time so far (no estimate of the
            # rest: an enumerated size costs ~q times the one before)
            k = order.index(n) if n in order else 0
            log(args, f"scan nlogn: n = {n} ({k + 1}/{len(order)} sizes), "
                      f"{format_seconds(time.perf_counter() - t0)} so far")
            args.n = n
            return build_model(args, enumerate=guard, defaults=args._model_defaults)

        build.__name__ = args.model
        try:
            res = nlogn_scan(build, sizes, temperature=args.temperature, eps=args.eps,
                             max_states=args.max_states, method=args.method)
        except InvalidInputError as exc:  # the library names its keyword; here, the flag
            raise InvalidInputError(str(exc).replace("`temperature`", "`--temperature`")) from None
        del args.n  # `n` is a range here (--n-min..--n-max); model_params hold the largest
        payload = {**res.to_dict(), "n": [int(v) for v in sizes]}  # every size, as phase and sweep write them
        ok = res.all_hold is not False  # None: no size had an applicable bound (not a failure)
    else:
        temps = _floats(args.temperatures)
        model = build_model(args, enumerate=guard, defaults=args._model_defaults)
        if exact_method(model, method=args.method, max_states=args.max_states) == "enumerate":
            model = site_logits(model, max_states=args.max_states, progress=progress_arg(args))
        check_logit_scale(model, temps, flag="--" + TEMPERATURE_FLAG)
        res = metastability_scan(model, temps, state=args.state, set_kind=args.set_kind.replace("-", " "),
                                 fit_points=args.fit_points, max_states=args.max_states, method=args.method)
        payload = res.to_dict()
        ok = res.all_hold
    warnings = scan_warnings(res)
    if args.json:
        emit_json(args, {**payload, "warnings": warnings}, timings={"seconds": time.perf_counter() - t0})
    else:
        print(res.table())
        for w in warnings:
            print(f"warning: {w['message']}")
    return 0 if ok else 1
