"""``glauber samplers``: which sampler samples what (issue 29).

The exact output law of masked-diffusion samplers built from the model's conditionals
given a partial context (unmasking in random order, left-to-right, by confidence or margin,
``k`` sites per step; ReMDM-style remasking), beside the Glauber stationary law ``pi_T``:
the TV of each to ``pi_T`` and to each other, after ``t`` Glauber steps, the site marginals
and the pair dependence a factorised step loses (:func:`exact.unmasking.compare_samplers`).
A model must define ``masked_logits`` (:data:`toolkit.models.base.MASKED_RULES`)."""

from __future__ import annotations

import time

from exact.unmasking import DEFAULT_MAX_PARTIAL, compare_samplers, parse_sampler
from toolkit._validation import check_temperature
from toolkit.app.output import emit_json
from toolkit.exceptions import InvalidInputError

from ._common import build_model, json_parent, limits_parent, model_parent, temperature_parent


def add_parser(sub):
    p = sub.add_parser(
        "samplers",
        parents=[model_parent(), temperature_parent(), limits_parent(), json_parent()],
        help="exact laws of masked-diffusion samplers (unmasking, remasking) beside Glauber's pi_T",
        description="Enumerate the partial states (q+1)^n, build each sampler's exact output law from the model's "
                    "conditionals given a partial context, and compare it with the Glauber stationary law: TV to "
                    "pi_T and between samplers, TV after t Glauber steps, marginals, pair dependence.",
    )
    p.add_argument("--samplers", default=None,
                   help="comma-separated: ORDER[:k] (ORDER: random, l2r, confidence, margin; k sites per step, "
                        "'all' for one step) or remask:r[:ORDER[:k]] (default: each order one at a time, random "
                        "k = 2..n, remask:2 and remask:ceil(n/2))")
    p.add_argument("--steps", default="1,2,4,8,16", help="Glauber steps t after each sampler (default: %(default)s)")
    p.add_argument("--max-partial", type=float, default=DEFAULT_MAX_PARTIAL,
                   help="guard on the partial states (q+1)^n (default: %(default)g)")
    p.add_argument("--laws", action="store_true", help="with --json: include the laws themselves (q^n each)")
    p.set_defaults(_model_defaults={"q": 2, "n": 5})
    return p


def run(args) -> int:
    T = check_temperature(args.temperature)
    try:
        t = tuple(int(v) for v in str(args.steps).split(",") if v.strip())
    except ValueError:
        raise InvalidInputError(f"`--steps` must be comma-separated integers >= 0; got {args.steps!r}") from None
    if any(v < 0 for v in t):
        raise InvalidInputError(f"`--steps` must be integers >= 0; got {args.steps!r}")
    t0 = time.perf_counter()
    model = build_model(args, enumerate=True, defaults=args._model_defaults)
    samplers = None
    if args.samplers is not None:
        names = [s for s in str(args.samplers).split(",") if s.strip()]
        if not names:
            raise InvalidInputError(f"`--samplers` must name at least one sampler; got {args.samplers!r}")
        samplers = [parse_sampler(s, int(model.length)) for s in names]
    result = compare_samplers(model, temperature=T, samplers=samplers, t=t, max_states=args.max_states,
                              max_partial=args.max_partial, name=args.model)
    if args.json:
        d = result.to_dict()
        if not args.laws:
            d.pop("laws"), d.pop("pi")
        emit_json(args, d, timings={"seconds": time.perf_counter() - t0})
    else:
        print(result.table())
    return 0
