"""``glauber rectangle``: the sampled rectangle test on real text or sequences.

Every token of the text is a free site and the context is the text itself; for each
site pair (adjacent, all, or a random subset) the ``k`` most likely tokens at each of
the two sites give ``C(k, 2)**2`` rectangles, each with its ``log R`` and float bound
(:func:`toolkit.incompat.rectangle_test`). Prints the prevalence (fraction certified),
quantiles of ``|log R|`` and the worst rectangles as readable tokens.
"""

from __future__ import annotations

import time

from toolkit._validation import check_int, check_nonnegative, check_temperature, parse_bytes
from toolkit.app.output import emit_json
from toolkit.exceptions import InvalidInputError
from toolkit.incompat import check_rectangle_memory, rectangle_test
from toolkit.models.registry import REAL_MODELS

from ._common import (
    DEFAULT_MAX_MEMORY,
    FREE_HELP,
    build_model,
    json_parent,
    log,
    model_parent,
    needs_length,
    parse_free,
    progress_parent,
    real_sizes,
    seed_parent,
)

#: Default texts: a held-out World English Bible clause of in-vocabulary words (Exodus
#: 6:28) for tiny-en; trastuzumab's variable domains for the antibody models.
DEFAULT_TEXT = {"tiny-en": "it happened on the day when yahweh spoke to moses in the land of egypt",
                "sceptr": "CASSEFQGDNEQFF"}  # SCEPTR: the CDR3B of its reference TCR


def add_parser(sub):
    p = sub.add_parser(
        "rectangle",
        parents=[model_parent(sizes=False, toy=False), seed_parent(), progress_parent(), json_parent()],
        help="sampled rectangle test on real text: certify that an MLM's conditionals are incompatible",
        description="Query the masked conditionals of a real MLM on a text (every token a free site unless "
                    "--free says otherwise), form rectangle statistics log R for site pairs and their top-k "
                    "tokens, and certify incompatibility wherever |log R| exceeds its floating-point bound.",
    )
    # --max-memory guards the rectangles' own arrays, so a real MLM takes it (build_model)
    p.set_defaults(model="tiny-en", _max_memory_real=True)
    p.add_argument("--pairs", choices=("adjacent", "all", "random"), default="adjacent",
                   help="site pairs to test (default: %(default)s)")
    p.add_argument("--n-pairs", type=int, default=None, help="number of pairs with --pairs random, and only with it (default: n)")
    p.add_argument("--top-k", type=int, default=5,
                   help="tokens per site: the k most likely in context, C(k,2)^2 rectangles per pair "
                        "(default: %(default)s)")
    p.add_argument("--temperature", "-T", type=float, default=1.0, help="temperature T > 0 (divides log R)")
    p.add_argument("--witnesses", type=int, default=5, help="worst rectangles to show (default: %(default)s)")
    p.add_argument("--logit-rtol", type=float, default=None,
                   help="relative accuracy of each logit (default 1e-5 for float32 models)")
    p.add_argument("--max-memory", default=DEFAULT_MAX_MEMORY,
                   help="most memory for the rectangles (C(k,2)^2 per site pair), e.g. 8GiB, 500MB "
                        "(default: %(default)s)")
    for a in p._actions:  # this command's defaults: every token of the text, the whole vocabulary
        if a.dest == "text":
            a.help = ("the text or sequence (default: an Exodus clause for tiny-en, trastuzumab's VH/VL for the "
                      "antibody models)")
        elif a.dest == "free":
            a.help = FREE_HELP + " (default: all)"
        elif a.dest == "tokens":
            a.help = "token set V, comma-separated (default: all, every non-special token of the vocabulary)"
    return p


def _excerpt(model, x, i: int, j: int, w, width: int = 4) -> str:
    """The text around sites ``i < j`` with ``{a|a'}`` at ``i`` and ``{b|b'}`` at ``j``
    (two excerpts joined by ``...`` when the sites are far apart)."""
    toks = model.tokens
    sep = "" if getattr(model, "split_chars", False) else " "
    marks = {i: f"{{{toks[w.a]}|{toks[w.a2]}}}", j: f"{{{toks[w.b]}|{toks[w.b2]}}}"}

    def piece(lo, hi):
        lo, hi = max(0, lo), min(len(x), hi)
        body = sep.join(marks.get(s, toks[int(x[s])]) for s in range(lo, hi))
        return ("..." if lo > 0 else "") + body + ("..." if hi < len(x) else "")

    if j - i > 2 * width + 1:
        return piece(i - width, i + width + 1) + " " + piece(j - width, j + width + 1)
    return piece(i - width, j + width + 1)


def _too_few_free(spec: str, count: int):
    return InvalidInputError(f"`--free` {spec!r} selects {count} position{'s' if count != 1 else ''}; the "
                             "rectangle test needs at least 2 free positions (a site pair)")


def run(args) -> int:
    T = check_temperature(args.temperature)
    k = check_int(args.top_k, "top-k", minimum=2)
    n_wit = check_int(args.witnesses, "witnesses", minimum=0)
    if args.n_pairs is not None:
        check_int(args.n_pairs, "n-pairs", minimum=1)
        if args.pairs != "random":
            raise InvalidInputError(f"`--n-pairs` {args.n_pairs} applies to --pairs random only; got --pairs "
                                    f"{args.pairs} (which tests {'every' if args.pairs == 'all' else 'each'} "
                                    f"{'pair' if args.pairs == 'all' else 'adjacent pair'}); leave --n-pairs out "
                                    "or give --pairs random")
    if args.logit_rtol is not None:  # before the model loads
        check_nonnegative(args.logit_rtol, "logit_rtol")
    max_memory = parse_bytes(args.max_memory, "max_memory")
    if args.model not in REAL_MODELS and not args.model.startswith("hf:"):
        raise InvalidInputError(
            f"glauber rectangle runs on real MLMs ({', '.join(REAL_MODELS)}, hf:PATH); got {args.model!r}. "
            "For toy models, `glauber check` computes every rectangle exactly"
        )
    text = None
    if args.text is None and args.model in DEFAULT_TEXT:
        text = DEFAULT_TEXT[args.model]
    elif args.text is None and args.model in REAL_MODELS:
        from toolkit.models import mlm

        text = mlm.REFERENCE_VL if args.model == "sapiens-vl" else mlm.REFERENCE_VH
    elif args.text is None:
        raise InvalidInputError("`--text` is required with hf:PATH models")
    free = parse_free(args.free)
    if isinstance(free, list) and not needs_length(free) and len(free) < 2:  # before the model loads
        raise _too_few_free(args.free, len(free))
    if args.tokens is None:
        args.tokens = "all"
    q_known, _ = real_sizes(args)
    if q_known is not None and k > q_known:  # before the model loads
        raise InvalidInputError(f"`--top-k` must be <= the {q_known} tokens of V; got {k}")
    model = build_model(args, default_text=text, all_free=True)
    t0 = time.perf_counter()
    x = model.initial_state()
    if model.length < 2 and args.free not in (None, "all"):
        raise _too_few_free(args.free, model.length)
    if model.length < 2:
        raise InvalidInputError(f"`--text` must hold at least 2 tokens; got {model.length}")
    if k > model.vocab_size:
        raise InvalidInputError(f"`--top-k` must be <= the {model.vocab_size} tokens of V; got {k}")
    n_all = model.length * (model.length - 1) // 2
    n_site = {"adjacent": model.length - 1, "all": n_all}.get(args.pairs, min(args.n_pairs or model.length, n_all))
    check_rectangle_memory(model, n_contexts=1, n_pairs=n_site, k=k, max_memory=max_memory,
                           hint="; lower --top-k (C(k,2)^2 rectangles per site pair), or test fewer site pairs "
                                "(--pairs adjacent, or --pairs random with a smaller --n-pairs), or raise "
                                "--max-memory if the memory is there")
    log(args, f"glauber rectangle: {n_site} site pairs x top-{k} tokens on {model.length} sites: querying the "
              "masked conditionals ...")
    res = rectangle_test(model, x, pairs=args.pairs, k=k, n_pairs=args.n_pairs, temperature=T,
                         logit_rtol=args.logit_rtol, n_witnesses=n_wit, max_memory=max_memory, rng=args.seed)
    seconds = time.perf_counter() - t0
    log(args, f"glauber rectangle: {res.n_queries} conditionals queried in {seconds:.1f} s")
    table = res.table
    summary = res.summary()  # the same RectangleSummary the exact side gives
    # each witness: the shared Witness fields, the text's own tokens at i and j, an excerpt
    witnesses = [{**w.to_dict(), "text_i": model.tokens[int(x[w.i])], "text_j": model.tokens[int(x[w.j])],
                  "excerpt": _excerpt(model, x, w.i, w.j, w)} for w in summary.witnesses]
    p = summary.prevalence
    out = {
        "model": args.model, "text": model.decode(x) if args.free in (None, "all") else model.render(x), "n_sites": model.length, "q": model.vocab_size,
        "pairs": args.pairs, "n_site_pairs": int(len({(a, b) for a, b in zip(table["i"], table["j"], strict=True)})),
        "top_k": k, "temperature": T, "n_rectangles": summary.count,
        "n_certified": summary.n_certified, "n_queries": res.n_queries,
        "prevalence": {"value": p.value, "stderr": p.stderr, "ci": list(p.ci)},
        "quantiles_abs_log_r": summary.quantiles, "median_abs_log_r": summary.quantiles["q50"],
        "max_bound": summary.max_bound, "incompatible": summary.incompatible,
        "witnesses": witnesses,
    }
    if args.json:
        emit_json(args, out, timings={"seconds": seconds})
        return 0
    shown = out["text"] if len(out["text"]) <= 100 else out["text"][:97] + "..."
    which = "every token of the text" if args.free in (None, "all") else f"--free {args.free}"
    lines = [
        f"model {args.model}: {model.length} sites ({which}), V = {model.vocab_size} tokens",
        f"text: {shown}",
        f"{out['n_site_pairs']} {args.pairs} site pairs x top-{k} tokens per site: {res.n_rectangles} rectangles "
        f"({res.n_queries} conditionals queried, {seconds:.1f} s), T = {T:g}",
        f"certified incompatible: {out['n_certified']} of {res.n_rectangles}: prevalence {p.value:.4f} "
        f"(95% CI {p.ci[0]:.4f}-{p.ci[1]:.4f}); largest float bound {out['max_bound']:.2g}",
        "|log R| quantiles: " + ", ".join(f"{key} {v:.3g}" for key, v in summary.quantiles.items()),
    ]
    if witnesses:
        lines.append("worst rectangles ({a|a'} at site i, {b|b'} at site j; the text's own tokens in brackets):")
        for w in witnesses:
            mark = "certified" if w["certified"] else "not certified"
            lines.append(f"  sites {w['i']}, {w['j']} [{w['text_i']}, {w['text_j']}]: log R = {w['log_r']:+.5g} "
                         f"(bound {w['bound']:.2g}, {mark})  {w['excerpt']}")
    print("\n".join(lines))
    return 0
