"""``glauber window``: a real MLM's window, its exact chain beside the sampled estimators."""

from __future__ import annotations


def add_parser(sub):
    p = sub.add_parser(
        "window",
        help="a real MLM restricted to a short window: exact chain beside the sampled estimators",
        description="Enumerate a real masked LM on n free sites x q tokens, compute the exact chain (gap, "
                    "t_mix, rectangles, influence, margins) and run the sampled estimators on the same chain, "
                    "each sampled number beside its exact value. Exits 1 when a sampled check fails.",
    )
    p.add_argument("--model", default="tiny-en", help="tiny-en, antiberty, sapiens-vh, sapiens-vl or hf:PATH")
    p.add_argument("--tokens", default=None, help="comma-separated token set V (antibody models: e.g. GDWYFA)")
    p.add_argument("--n", type=int, default=None, help="free sites (default: the model's)")
    p.add_argument("--prefix", default=None, help="fixed text before the free sites")
    p.add_argument("--suffix", default=None, help="fixed text after the free sites")
    p.add_argument("--text", default=None, help="full text with --free-positions instead of prefix/suffix")
    p.add_argument("--free-positions", default=None, help="comma-separated 0-based positions in --text")
    p.add_argument("--temperature", "-T", type=float, default=1.0, help="temperature T > 0 (default: %(default)s)")
    p.add_argument("--eps", type=float, default=0.25, help="mixing threshold (default: %(default)s)")
    p.add_argument("--chains", type=int, default=32, help="sampled chains (default: %(default)s)")
    p.add_argument("--steps", type=int, default=1000, help="steps per chain (default: %(default)s)")
    p.add_argument("--memoize", action="store_true", help="compute each masked input once")
    p.add_argument("--seed", type=int, default=0, help="seed of the sampler (default: %(default)s)")
    p.add_argument("--json", action="store_true", help="print one JSON object instead of the table")
    return p


def run(args) -> int:
    from toolkit.app.window import real_window
    from toolkit.models import make_model

    from ._common import dump_json

    model = make_model(args.model, tokens=args.tokens, n=args.n, prefix=args.prefix, suffix=args.suffix,
                       text=args.text, free_positions=args.free_positions)
    r = real_window(model, temperature=args.temperature, eps=args.eps, n_chains=args.chains,
                    n_steps=args.steps, memoize=args.memoize, name=args.model, progress=None, rng=args.seed)
    print(dump_json(r.to_dict()) if args.json else str(r))
    return 0 if r.all_ok else 1
