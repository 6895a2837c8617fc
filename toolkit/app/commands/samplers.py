"""``glauber samplers``: which sampler samples what (issue 29).

The exact output law of masked-diffusion samplers built from the model's conditionals
given a partial context (unmasking in random order, left-to-right, by confidence or margin,
``k`` sites per step; ReMDM-style remasking), beside the Glauber stationary law ``pi_T``:
the TV of each to ``pi_T`` and to each other, after ``t`` Glauber steps, the site marginals
and the pair dependence a factorised step loses (:func:`exact.unmasking.compare_samplers`).
A model must define ``masked_logits`` (:data:`toolkit.models.base.MASKED_RULES`).

``--sampled N`` also runs each unmasking sampler (:func:`toolkit.unmasking.sample_unmasking`,
``N`` draws, ``--seed``) and prints the 95 % interval of :func:`toolkit.unmasking.tv_interval`
for ``TV(law, pi_T)`` beside the exact value (the whole state as the observable)."""

from __future__ import annotations

import time

import numpy as np

from exact.unmasking import DEFAULT_MAX_PARTIAL, compare_samplers, default_samplers, parse_sampler
from toolkit._validation import check_int, check_temperature
from toolkit.app.output import emit_json
from toolkit.exceptions import InvalidInputError
from toolkit.results import format_table
from toolkit.unmasking import sample_unmasking, state_codes, tv_interval

from ._common import (
    build_model,
    json_parent,
    limits_parent,
    log,
    model_parent,
    progress_parent,
    seed_parent,
    temperature_parent,
)


def add_parser(sub):
    p = sub.add_parser(
        "samplers",
        parents=[model_parent(), temperature_parent(), limits_parent(), seed_parent(), progress_parent(),
                 json_parent()],
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
    p.add_argument("--sampled", type=int, default=None, metavar="N",
                   help="also run each unmasking sampler N times and print the 95%% interval for TV(law, pi_T) "
                        "beside the exact value (seed: --seed)")
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
    n_draws = None if args.sampled is None else check_int(args.sampled, "--sampled", minimum=2)
    t0 = time.perf_counter()
    model = build_model(args, enumerate=True, defaults=args._model_defaults)
    samplers = None
    if args.samplers is not None:
        names = [s for s in str(args.samplers).split(",") if s.strip()]
        if not names:
            raise InvalidInputError(f"`--samplers` must name at least one sampler; got {args.samplers!r}")
        samplers = [parse_sampler(s, int(model.length)) for s in names]
    q, n = int(model.vocab_size), int(model.length)
    if (q + 1) ** n <= args.max_partial:   # (else compare_samplers refuses it: its one line only)
        log(args, f"samplers: {(q + 1) ** n} partial states, {len(samplers or default_samplers(n))} samplers, "
                  f"Glauber pi_T on {q ** n} states ...")
    result = compare_samplers(model, temperature=T, samplers=samplers, t=t, max_states=args.max_states,
                              max_partial=args.max_partial, name=args.model)
    log(args, f"samplers: exact laws done in {time.perf_counter() - t0:.1f} s"
              + ("" if n_draws is None else f"; sampling {n_draws} draws per unmasking sampler ..."))
    sampled = None if n_draws is None else _sampled(model, result, samplers or default_samplers(int(model.length)),
                                                   n_draws, T, args.seed)
    if args.json:
        d = result.to_dict()
        if not args.laws:
            d.pop("laws"), d.pop("pi")
        if sampled is not None:
            d["sampled"] = sampled
        emit_json(args, d, timings={"seconds": time.perf_counter() - t0})
    else:
        print(result.table())
        if sampled is not None:
            print(f"\nsampled ({n_draws} draws each, seed {args.seed}): 95% interval for TV(law, pi_T) "
                  "(toolkit.unmasking.tv_interval)")
            print(format_table([[r["sampler"], f"{r['exact_tv']:.4g}", f"{r['plug_in_tv']:.4g}",
                                 f"[{r['ci'][0]:.4g}, {r['ci'][1]:.4g}]", "yes" if r["covers"] else "no"]
                                for r in sampled], ["sampler", "exact TV", "plug-in TV", "95% interval", "covers"]))
    return 0


def _sampled(model, result, samplers, n_draws: int, T: float, seed) -> list:
    """Each unmasking sampler run ``n_draws`` times (its own stream of ``seed``): the TV
    interval against ``pi_T`` beside the exact TV (remasking has no sampled twin: left out)."""
    rows = []
    for a, s in enumerate(samplers):
        if s.kind != "unmask":
            continue
        draws = sample_unmasking(model, n_draws, order=s.order, k=s.k, temperature=T,
                                 rng=np.random.default_rng([int(seed), a]))
        est = tv_interval(state_codes(draws, int(model.vocab_size)), result.pi)
        exact = float(result.tv_pi[a])
        rows.append({"sampler": s.name, "exact_tv": exact, "plug_in_tv": est.value, "ci": list(est.ci),
                     "covers": est.covers(exact), "n_samples": n_draws})
    return rows
