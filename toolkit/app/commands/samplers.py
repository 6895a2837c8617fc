"""``glauber samplers``: which sampler samples what (issue 29).

The exact output law of masked-diffusion samplers built from the model's conditionals
given a partial context (unmasking in random order, left-to-right, by confidence or margin,
``k`` sites per step; ReMDM-style remasking), beside the Glauber stationary law ``pi_T``:
the TV of each to ``pi_T`` and to each other, after ``t`` Glauber steps, the site marginals
and the pair dependence a factorised step loses (:func:`exact.unmasking.compare_samplers`).
A model must define ``masked_logits`` (:data:`toolkit.models.base.MASKED_RULES`).

``--sampled N`` also runs each sampler ``N`` times (``--seed``; unmasking:
:func:`toolkit.unmasking.sample_unmasking`; remasking: :func:`toolkit.unmasking.sample_remasking`
for ``--rounds`` rounds from the unmasking sampler's output) and prints the 95 % interval of
:func:`toolkit.unmasking.tv_interval` for ``TV(law, pi_T)`` beside the exact value (the whole
state as the observable; for remasking the exact value is the chain's stationary law's, as in
the exact table). ``--rounds`` defaults to the fewest rounds after which the exact law of the
draws (``mu K^R``, ``mu`` the exact start law, ``K`` the exact remasking kernel) is within
``ROUNDS_TOL`` = 1e-4 in TV of the stationary law, at most ``MAX_ROUNDS``; each row reports
that remaining distance."""

from __future__ import annotations

import time

import numpy as np

from exact.unmasking import (
    DEFAULT_MAX_PARTIAL,
    compare_samplers,
    default_samplers,
    parse_sampler,
    partial_conditionals,
    remasking_kernel,
    unmasking_law,
)
from toolkit._states import tv
from toolkit._validation import check_int, check_temperature
from toolkit.app.output import emit_json
from toolkit.exceptions import InvalidInputError
from toolkit.results import format_table
from toolkit.unmasking import sample_remasking, sample_unmasking, state_codes, tv_interval

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

#: ``--rounds`` default: the draws' exact law within this TV of the remasking chain's stationary law ...
ROUNDS_TOL = 1e-4
#: ... after at most this many rounds (a chain that mixes slower reports its remaining distance).
MAX_ROUNDS = 1000


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
                   help="also run each sampler N times and print the 95%% interval for TV(law, pi_T) "
                        "beside the exact value (seed: --seed)")
    p.add_argument("--rounds", type=int, default=None,
                   help="with --sampled: remasking rounds after the unmasking start (default: the fewest after "
                        f"which the draws' exact law is within {ROUNDS_TOL:g} TV of the chain's stationary law, "
                        f"at most {MAX_ROUNDS})")
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
    rounds = None if args.rounds is None else check_int(args.rounds, "--rounds", minimum=0)
    t0 = time.perf_counter()
    model = build_model(args, enumerate=True, defaults=args._model_defaults)
    samplers = None
    if args.samplers is not None:
        names = [s for s in str(args.samplers).split(",") if s.strip()]
        if not names:
            raise InvalidInputError(f"`--samplers` must name at least one sampler; got {args.samplers!r}")
        samplers = [parse_sampler(s, int(model.length)) for s in names]
    q, n = int(model.vocab_size), int(model.length)
    chosen = samplers if samplers is not None else default_samplers(n)   # what compare_samplers runs
    if (q + 1) ** n <= args.max_partial:   # (else compare_samplers refuses it: its one line only)
        log(args, f"samplers: {(q + 1) ** n} partial states, {len(chosen)} samplers, "
                  f"Glauber pi_T on {q ** n} states ...")
    result = compare_samplers(model, temperature=T, samplers=samplers, t=t, max_states=args.max_states,
                              max_partial=args.max_partial, name=args.model)
    log(args, f"samplers: exact laws done in {time.perf_counter() - t0:.1f} s"
              + ("" if n_draws is None else f"; sampling {n_draws} draws per sampler ..."))
    sampled = None if n_draws is None else _sampled(model, result, chosen,
                                                   n_draws, T, args.seed, rounds, args.max_partial)
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
                                 f"[{r['ci'][0]:.4g}, {r['ci'][1]:.4g}]", "yes" if r["covers"] else "no",
                                 "-" if r["rounds"] is None else str(r["rounds"]),
                                 "-" if r["rounds"] is None else f"{r['stationarity_tv']:.2g}"]
                                for r in sampled],
                               ["sampler", "exact TV", "plug-in TV", "95% interval", "covers", "rounds",
                                "TV to stationary"]))
            if any(r["rounds"] is not None for r in sampled):
                print("remasking: the exact TV is the chain's stationary law's; 'TV to stationary' is the exact "
                      "distance of the draws' law after 'rounds' rounds from it")
    return 0


def _sampled(model, result, samplers, n_draws: int, T: float, seed, rounds, max_partial) -> list:
    """Each sampler run ``n_draws`` times (its own stream ``[seed, index]``): the TV interval
    against ``pi_T`` beside the exact TV. Remasking: :func:`_rounds` rounds (or ``rounds``)
    from the unmasking sampler's output; ``stationarity_tv`` is the exact distance of the
    draws' law from the chain's stationary law (``result.laws``)."""
    rows, cond = [], None
    q = int(model.vocab_size)
    for a, s in enumerate(samplers):
        rng = np.random.default_rng([int(seed), a])
        if s.kind == "unmask":
            draws = sample_unmasking(model, n_draws, order=s.order, k=s.k, temperature=T, rng=rng)
            used, off = None, None
        else:
            cond = partial_conditionals(model, temperature=T, max_partial=max_partial) if cond is None else cond
            used, off = _rounds(cond, s, result.laws[a], rounds)
            draws = sample_remasking(model, n_draws, r=s.r, order=s.order, k=s.k, rounds=used, temperature=T,
                                     rng=rng)
        est = tv_interval(state_codes(draws, q), result.pi)
        exact = float(result.tv_pi[a])
        rows.append({"sampler": s.name, "exact_tv": exact, "plug_in_tv": est.value, "ci": list(est.ci),
                     "covers": est.covers(exact), "n_samples": n_draws, "rounds": used, "stationarity_tv": off})
    return rows


def _rounds(cond, s, stationary, rounds):
    """``(R, TV(mu K^R, stationary))`` for the remasking sampler ``s``: ``mu`` the exact law of
    its start (unmasking with ``s.order``, ``s.k``), ``K`` its exact kernel; ``R = rounds`` when
    given, else the fewest rounds with that TV <= ``ROUNDS_TOL`` (at most ``MAX_ROUNDS``)."""
    KT = remasking_kernel(cond, r=s.r, order=s.order, k=s.k).T.tocsr()
    law = unmasking_law(cond, order=s.order, k=s.k)[0]
    R, off = 0, tv(law, stationary)
    while (R < rounds) if rounds is not None else (off > ROUNDS_TOL and R < MAX_ROUNDS):
        law = KT @ law
        R, off = R + 1, tv(law, stationary)
    return R, float(off)
