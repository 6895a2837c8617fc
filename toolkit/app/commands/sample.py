"""``glauber sample``: sampled estimates with their intervals, optionally beside the exact values.

Unconverged output says so: an R-hat above :data:`RHAT_MAX`, an effective sample size
below :data:`ESS_MIN`, a censored mean (some coupled runs not met within
``--coupling-steps``: printed as ``>= value``, a lower estimate), an autocorrelation time
whose window the chains were too short to reach, or (with ``--compare-exact``) an exact
value that a row's interval or bound misses is a warning, printed under the table and
listed under ``warnings`` in the JSON (ArviZ-style: one entry per quantity, with the value
and the threshold). The caveats an estimate carries (in the JSON, its ``method``) are
printed in the table's ``note`` column.
"""

from __future__ import annotations

import math
import sys
import time

from toolkit._progress import announce_cost, format_seconds
from toolkit._validation import check_int, check_state_space, check_temperature, parse_bytes
from toolkit.app.compare import exact_values, join
from toolkit.app.output import emit_json
from toolkit.calibration import (
    LPL_LEFT_OUT,
    censoring,
    default_observables,
    estimate_note,
    records_pseudo_likelihood,
    sampled_summary,
)
from toolkit.exceptions import StateSpaceTooLargeError
from toolkit.sampling import check_run_memory, logits_cost, run_memory

from ._common import (
    DEFAULT_MAX_MEMORY,
    build_model,
    is_real,
    json_parent,
    limits_parent,
    max_memory_arg,
    model_parent,
    progress_arg,
    progress_parent,
    seed_parent,
    show_progress,
    temperature_parent,
)

#: R-hat above this says the chains have not mixed (Vehtari, Gelman, Simpson, Carpenter and
#: Buerkner 2021, "Rank-normalization, folding, and localization", Bayesian Analysis 16(2),
#: section 4: "only using the sample if R-hat is less than 1.01").
RHAT_MAX = 1.01
#: An effective sample size below this is too small for reliable R-hat and Monte Carlo
#: errors (the same paper, section 4: "we recommend requiring that the bulk-ESS is greater
#: than 400").
ESS_MIN = 400


def add_parser(sub):
    p = sub.add_parser(
        "sample",
        parents=[model_parent(), temperature_parent(), seed_parent(), limits_parent(), progress_parent(),
                 json_parent()],
        help="sampled estimates (means, autocorrelation times, R-hat, coupling bounds) with intervals",
        description="Run batched Glauber chains and couplings on a model and print each sampled estimate "
                    "with its interval, and a warning for each sign of non-convergence (R-hat above "
                    f"{RHAT_MAX}, ESS below {ESS_MIN}); with --compare-exact (enumerable models) the exact value "
                    "beside it. Real MLMs: --text with --free all samples the whole sequence; with --text and "
                    "neither --tokens nor --q, the token set V is every non-special token of the vocabulary (as "
                    "in glauber rectangle and study), so that the text's own tokens are states of the chain; "
                    "the output names V, and warns when the text's tokens at free sites are not in it.",
    )
    p.add_argument("--chains", type=int, default=64, help="number of chains (default: %(default)s)")
    p.add_argument("--steps", type=int, default=2000, help="steps per chain (default: %(default)s)")
    p.add_argument("--burn-in", type=int, default=None, help="steps dropped before estimating (default: half)")
    p.add_argument("--scan", choices=("random", "systematic"), default="random")
    p.add_argument("--rejection-free", action="store_true",
                   help="simulate by jumps (n-fold way; random scan): fast at low temperature")
    p.add_argument("--chain-coupling", choices=("maximal", "crn"), default="maximal",
                   help="coupling of two chains for the bound on d(t) (default: %(default)s)")
    p.add_argument("--pairs", type=int, default=None,
                   help=f"random start pairs for the coupling (default: {TOY_COUPLING[0]}; real MLMs {REAL_COUPLING[0]})")
    p.add_argument("--replicates", type=int, default=None,
                   help=f"coupled replicates per start pair (default: {TOY_COUPLING[1]}; real MLMs {REAL_COUPLING[1]})")
    p.add_argument("--coupling-steps", type=int, default=None,
                   help="most steps a coupled pair runs before it counts as not met (default: max(4 steps, 1000); "
                        "real MLMs: --steps, so that the coupling costs at most the chains' forward passes)")
    p.add_argument("--compare-exact", action="store_true",
                   help="enumerate the model and print the exact value beside each estimate")
    # --max-memory also guards the sampler's own arrays, so a real MLM takes it too (build_model)
    p.set_defaults(_model_defaults={"q": 3, "n": 6}, _max_memory_real=True)
    for a in p._actions:
        if a.dest == "tokens":
            a.help = ("token set V of a real MLM, comma-separated, or all (default: with --text, all, every "
                      "non-special token; without --text, the model's default set: 8 frequent words for tiny-en, "
                      "the 20 amino acids for the antibody models)")
        elif a.dest == "max_memory":
            a.help = ("most memory for a model's dense arrays and for the sampler's (states, recorded values, "
                      "the log pseudo-likelihood's n x n per chain, coupled chains), e.g. 8GiB (default: "
                      f"{DEFAULT_MAX_MEMORY}; with a real MLM it guards the sampler's arrays only)")
    return p


def _ess(summary, observable: str):
    """``n / tau``: the effective sample size of the mean of ``observable``; None without
    samples or without an autocorrelation time ``tau`` that is a finite number > 0 (an IAT of
    0 is no IAT: it would give an infinite ESS)."""
    mean = summary[f"mean {observable}"].estimate
    iat = summary[f"iat {observable}"].estimate.value
    if not mean.n_samples or not math.isfinite(iat) or iat <= 0:
        return None
    return mean.n_samples / iat


#: What raises each censored quantity's cap, by the quantity's ``spec["quantity"]``.
_CAP_HINTS = {"coalescence": "raise --coupling-steps", "exit": "run longer chains"}


def sampling_warnings(summary, table=None, *, rhat_max: float = RHAT_MAX, ess_min: float = ESS_MIN) -> list[dict]:
    """The signs of non-convergence in a :class:`~toolkit.calibration.SampledSummary` (and,
    given its :class:`~toolkit.app.compare.CalibrationTable`, the exact values it misses):
    one dict per warning with ``kind`` (``rhat``, ``ess``, ``censored``, ``iat-window``,
    ``exact-outside``), ``quantity``, ``value``, ``threshold`` and a one-line ``message``.
    ``censored``: a mean over runs some of which hit their cap (the value is a lower
    estimate; ``threshold`` the cap); ``iat-window``: an autocorrelation time whose Sokal
    window was not reached, or from one chain shorter than ``50 tau`` (too short for it)."""
    out = []
    for q in summary.quantities:
        if q.spec.get("quantity") != "rhat":
            continue
        obs = q.name.removeprefix("R-hat ")
        r = q.estimate.value
        if math.isfinite(r) and r > rhat_max:
            out.append({"kind": "rhat", "quantity": q.name, "value": r, "threshold": rhat_max,
                        "message": f"{q.name} = {r:.4g} > {rhat_max}: the chains disagree (not mixed); "
                                   "run more --steps, or raise --temperature"})
        ess = _ess(summary, obs)
        if ess is not None and ess < ess_min:
            out.append({"kind": "ess", "quantity": f"ess {obs}", "value": ess, "threshold": ess_min,
                        "message": f"effective sample size of {obs} = {ess:.0f} < {ess_min}: too few "
                                   "independent draws; run more --steps or --chains"})
    for q in summary.quantities:
        cens = censoring(q.estimate)
        if cens is not None:
            k, cap = cens
            of = f" of {q.estimate.n_samples}" if q.estimate.n_samples else ""
            at = f" at {cap} steps" if cap is not None else ""
            hint = _CAP_HINTS.get(q.spec.get("quantity"), "raise the step cap")
            out.append({"kind": "censored", "quantity": q.name, "value": q.estimate.value, "threshold": cap,
                        "message": f"{q.name} >= {q.estimate.value:.4g} is a lower estimate: {k}{of} runs were "
                                   f"censored{at} (not finished); {hint}"})
        elif q.spec.get("quantity") == "iat" and estimate_note(q.estimate):
            out.append({"kind": "iat-window", "quantity": q.name, "value": q.estimate.value, "threshold": None,
                        "message": f"{q.name} = {q.estimate.value:.4g}: {estimate_note(q.estimate)} (the "
                                   "autocorrelation time is likely underestimated); run more --steps"})
    if table is not None:
        for row in table.rows:
            if row.ok is False:
                lo, hi = row.sampled.ci
                where = {"estimate": f"outside the {row.sampled.level:.0%} interval [{lo:.4g}, {hi:.4g}]",
                         "upper bound": f"above the upper bound {row.sampled.value:.4g}",
                         "lower bound": f"below the lower bound {row.sampled.value:.4g}"}.get(row.kind, "not matched")
                out.append({"kind": "exact-outside", "quantity": row.name, "value": row.exact.value,
                            "threshold": None, "message": f"{row.name}: the exact value {row.exact.value:.4g} is "
                                                          f"{where}"})
    return out


#: ``(pairs, replicates)`` of the coupling bound: toy models, and real MLMs, where every
#: coupled step is two forward passes per replicate (Sapiens VH at full length: 8 x 64 pairs
#: for 1000 steps is ~10^6 forward rows, hours on a CPU).
#: A real MLM's coupled pairs run at most ``--steps`` steps by default: two chains x 2 pairs x
#: 8 replicates = 32 forward rows per step against the 64 chains' 64, so the coupling costs
#: at most half the chains' forward passes (at 4 x --steps, Sapiens VH's default run spent 20-40 minutes
#: in pairs that, at full length, do not meet in 13,379 steps anyway).
TOY_COUPLING = (8, 64)
REAL_COUPLING = (2, 8)

#: What lowers each part of the sampling path's memory (:func:`toolkit.sampling.run_memory`).
MEMORY_HINTS = {"states": "lower --chains or --n", "step": "lower --chains or --n",
                "records": "lower --steps or --chains, or raise --burn-in",
                "observables": "lower --n or --chains (the log pseudo-likelihood needs an (n, n) array per chain)",
                "the coupled chains": "lower --pairs or --replicates"}


def check_sampling_memory(model, args, max_memory) -> None:
    """Before any chain runs: the arrays of the chains (states, one step, the recorded
    observables, one evaluation of the log pseudo-likelihood, quadratic in ``n``) and of the
    coupled chains (``2 --pairs`` start pairs, at most, x ``--replicates``, two chains each),
    checked against ``--max-memory``."""
    burn_in = args.steps // 2 if args.burn_in is None else args.burn_in
    parts = run_memory(model, n_chains=args.chains, n_records=max(args.steps - burn_in, 0) + 1,
                       observables=default_observables(model, temperature=args.temperature), scan=args.scan,
                       rejection_free=args.rejection_free)
    coupled = run_memory(model, n_chains=2 * 2 * args.pairs * args.replicates, n_records=0, scan=args.scan)
    parts["the coupled chains"] = coupled["states"] + coupled["step"]
    check_run_memory(parts, f"sampling {args.chains} chains of n={model.length} sites for {args.steps} steps",
                     max_memory=max_memory,
                     hint=lambda part: f"{MEMORY_HINTS[part]}, or raise --max-memory if the memory is there")


#: The token set of a real MLM with ``--text`` and neither ``--tokens`` nor ``--q``.
TOKENS_ALL_WITH_TEXT = "every non-special token, the default with --text"


def token_set_source(args) -> str | None:
    """Where a real MLM's token set V comes from (None for a toy model): ``--tokens``, the
    first ``--q`` of the model's default set, the model's default set (no ``--text``), or,
    with ``--text`` and neither, every non-special token (:data:`TOKENS_ALL_WITH_TEXT`):
    the text's tokens must be states of the chain, and the 8 default words of tiny-en
    mostly are not."""
    if not is_real(args.model):
        return None
    if args.tokens is not None:
        return "every non-special token, from --tokens all" if args.tokens.strip() == "all" else "from --tokens"
    if args.q is not None:
        return f"the first {args.q} of the model's default set, from --q"
    if args.text is not None:
        return TOKENS_ALL_WITH_TEXT
    return "the model's default set"


def text_outside_v_warnings(model, source: str) -> list[dict]:
    """A warning when the text's own tokens at free sites are not in ``V`` (the chains
    never hold them, and the text itself is no state), naming them."""
    outside = getattr(model, "text_outside_v", lambda: [])()
    if not outside:
        return []
    shown = ", ".join(f"{tok!r} at free site {k}" for k, tok in outside[:6])
    more = f", ... ({len(outside)} in all)" if len(outside) > 6 else ""
    return [{"kind": "text-outside-v", "quantity": "V", "value": [tok for _, tok in outside], "threshold": None,
             "message": f"the text's {'token' if len(outside) == 1 else 'tokens'} {shown}{more} "
                        f"{'is' if len(outside) == 1 else 'are'} not in V ({model.vocab_size} tokens, {source}): "
                        "the chains never hold them; add them to --tokens, or leave --tokens and --q out "
                        "(V is then every non-special token)"}]


def sampling_cost(model, args, *, lpl: bool) -> tuple[float, float, str]:
    """``(seconds of the chains, seconds of the coupling at most, what was counted)``: the
    model's forward rows and calls (a step of the chains is one call of ``--chains`` rows, n
    of them per jump without rejection; each recorded step of the log pseudo-likelihood one
    call of ``--chains`` x n rows; a coupled step one call of the 2 x 2 x pairs x replicates
    coupled chains' rows, up to ``--coupling-steps``: an upper count, pairs stop when they
    meet), at the cost per call and per row a pilot measures on this device now."""
    n = int(model.length)
    burn_in = args.steps // 2 if args.burn_in is None else args.burn_in
    per_call, per_row = logits_cost(model, batch=min(args.chains, 256), rng=args.seed)
    steps = args.steps * (n if args.rejection_free else 1)
    records = args.steps - burn_in + 1 if lpl else 0
    chain_rows = steps * args.chains
    lpl_rows = records * args.chains * n
    max_steps = args.coupling_steps if args.coupling_steps is not None else max(4 * args.steps, 1000)
    coupled = 2 * 2 * args.pairs * args.replicates
    chains_s = steps * per_call + chain_rows * per_row + records * per_call + lpl_rows * per_row
    coupled_s = max_steps * (per_call + coupled * per_row)
    detail = (f"{chain_rows + lpl_rows:.3g} forward rows of the chains"
              + (" (the log pseudo-likelihood included)" if lpl_rows else "")
              + f" and at most {coupled * max_steps:.3g} of the coupled pairs; pilot: "
              + f"{format_seconds(per_call) if per_call >= 1 else f'{1e3 * per_call:.2g} ms'} per call + "
              + f"{1e3 * per_row:.2g} ms per row")
    return chains_s, coupled_s, detail


def run(args) -> int:
    check_temperature(args.temperature)
    check_int(args.chains, "chains", minimum=2)
    check_int(args.steps, "steps", minimum=8)
    if args.burn_in is not None:
        check_int(args.burn_in, "burn_in", minimum=0)
    max_memory = parse_bytes(max_memory_arg(args), "max_memory")
    for name in ("pairs", "replicates", "coupling_steps"):
        if getattr(args, name) is not None:
            check_int(getattr(args, name), name.replace("_", "-"), minimum=1)
    t0 = time.perf_counter()
    real = is_real(args.model)
    source = token_set_source(args)
    if source == TOKENS_ALL_WITH_TEXT:
        args.tokens = "all"
    model = build_model(args, defaults=args._model_defaults)
    pairs, replicates = REAL_COUPLING if real else TOY_COUPLING
    args.pairs = pairs if args.pairs is None else args.pairs
    args.replicates = replicates if args.replicates is None else args.replicates
    if args.coupling_steps is None and real:
        args.coupling_steps = args.steps
    check_sampling_memory(model, args, max_memory)
    if show_progress(args):  # the cost up front, before a run of minutes says nothing

        chains_s, coupled_s, detail = sampling_cost(model, args, lpl=records_pseudo_likelihood(model))
        announce_cost("glauber sample", chains_s + coupled_s, detail)
    kwargs = dict(temperature=args.temperature, n_chains=args.chains, n_steps=args.steps, burn_in=args.burn_in,
                  scan=args.scan, rejection_free=args.rejection_free, coupling=args.chain_coupling,
                  n_pairs=args.pairs, n_replicates=args.replicates, max_steps=args.coupling_steps, name=args.model,
                  max_memory=max_memory, progress=progress_arg(args), rng=args.seed)
    compare = args.compare_exact
    if compare:
        try:
            check_state_space(model.vocab_size, model.length, max_states=args.max_states)
        except StateSpaceTooLargeError as exc:
            print(f"glauber sample: --compare-exact skipped: {exc}", file=sys.stderr)
            compare = False
    summary = sampled_summary(model, **kwargs)
    table = None
    if compare:
        table = join(summary, exact_values(model, summary, max_states=args.max_states))
    warnings = sampling_warnings(summary, table)
    token_set = None
    lpl_note = None if records_pseudo_likelihood(model) else LPL_LEFT_OUT
    if real:
        token_set = {"q": int(model.vocab_size), "source": source, "first": [str(t) for t in model.tokens[:8]]}
        warnings = text_outside_v_warnings(model, source) + warnings
    if args.json:
        payload = (table if table is not None else summary).to_dict()
        if token_set is not None:
            payload["token_set"] = token_set
            if lpl_note:
                payload["observables_note"] = lpl_note
        emit_json(args, {**payload, "warnings": warnings}, timings={"seconds": time.perf_counter() - t0})
        return 0
    if token_set is not None:
        more = ", ..." if token_set["q"] > len(token_set["first"]) else ""
        print(f"V: {token_set['q']} tokens ({source}): {', '.join(token_set['first'])}{more}")
        if lpl_note:
            print(f"note: {lpl_note} (n = {model.length})")
    print(str(table) if table is not None else summary.table())
    for w in warnings:
        print(f"warning: {w['message']}")
    return 0
