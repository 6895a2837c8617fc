"""``glauber sample``: sampled estimates with their intervals, optionally beside the exact values."""

from __future__ import annotations

import sys

from ._common import add_model_args, dump_json, model_from_args


def add_parser(sub):
    p = sub.add_parser(
        "sample",
        help="sampled estimates (means, autocorrelation times, R-hat, coupling bounds) with intervals",
        description="Run batched Glauber chains and couplings on a model and print each sampled estimate "
                    "with its interval; with --compare-exact (enumerable models) the exact value beside it.",
    )
    # here --coupling names the coupling of two chains (as in the issue); the Potts coupling
    # strength of the shared model options is --potts-coupling
    add_model_args(p, coupling_flag="--potts-coupling")
    p.add_argument("--temperature", "-T", type=float, default=1.0, help="temperature T > 0 (default: %(default)s)")
    p.add_argument("--chains", type=int, default=64, help="number of chains (default: %(default)s)")
    p.add_argument("--steps", type=int, default=2000, help="steps per chain (default: %(default)s)")
    p.add_argument("--burn-in", type=int, default=None, help="steps dropped before estimating (default: half)")
    p.add_argument("--scan", choices=("random", "systematic"), default="random")
    p.add_argument("--rejection-free", action="store_true",
                   help="simulate by jumps (n-fold way; random scan): fast at low temperature")
    p.add_argument("--coupling", dest="coupling_kind", choices=("maximal", "crn"), default="maximal",
                   help="coupling of two chains for the bound on d(t) (default: %(default)s)")
    p.add_argument("--pairs", type=int, default=8, help="random start pairs for the coupling (default: %(default)s)")
    p.add_argument("--replicates", type=int, default=64,
                   help="coupled replicates per start pair (default: %(default)s)")
    p.add_argument("--sample-seed", type=int, default=0, help="seed of the sampler (default: %(default)s)")
    p.add_argument("--compare-exact", action="store_true",
                   help="enumerate the model and print the exact value beside each estimate")
    p.add_argument("--max-states", type=float, default=2e6,
                   help="state-space size guard for --compare-exact (default: %(default)g)")
    p.add_argument("--progress", action="store_true", help="show progress bars")
    p.add_argument("--json", action="store_true", help="print one JSON object instead of the table")
    return p


def run(args) -> int:
    from toolkit._validation import check_int, check_temperature
    from toolkit.calibration import sampled_summary

    check_temperature(args.temperature)
    check_int(args.chains, "chains", minimum=2)
    check_int(args.steps, "steps", minimum=8)
    model = model_from_args(args)
    kwargs = dict(temperature=args.temperature, n_chains=args.chains, n_steps=args.steps, burn_in=args.burn_in,
                  scan=args.scan, rejection_free=args.rejection_free, coupling=args.coupling_kind,
                  n_pairs=args.pairs, n_replicates=args.replicates, name=args.model,
                  progress=True if args.progress else None, rng=args.sample_seed)
    if args.compare_exact:
        from exact.space import StateSpace
        from toolkit.app.compare import exact_values, join
        from toolkit.exceptions import StateSpaceTooLargeError

        try:
            StateSpace.of(model, max_states=args.max_states)
        except StateSpaceTooLargeError as exc:
            print(f"glauber sample: --compare-exact skipped: {exc}", file=sys.stderr)
            args.compare_exact = False
    summary = sampled_summary(model, **kwargs)
    if args.compare_exact:
        table = join(summary, exact_values(model, summary, max_states=args.max_states))
        print(dump_json(table.to_dict()) if args.json else str(table))
        return 0
    print(dump_json(summary.to_dict()) if args.json else summary.table())
    return 0
