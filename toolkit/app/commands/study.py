"""``glauber study``: one model and one sequence, every estimator, within a time budget
(:mod:`toolkit.app.study`): incompatibility, influence, two-sided mixing bounds, metastability,
the phase verdict on windows and, for text models, semantic trajectories."""

from __future__ import annotations

import math
import os
import sys

from toolkit.app.commands.rectangle import DEFAULT_TEXT
from toolkit.app.commands.verify import check_out_dir
from toolkit.app.output import emit_json
from toolkit.app.study import SECTION_KEYS, study
from toolkit.exceptions import InvalidInputError

from ._common import (
    FREE_HELP,
    GRID_HELP,
    build_model,
    is_real,
    json_parent,
    model_parent,
    parse_grid,
    progress_parent,
    seed_parent,
    show_progress,
)


def add_parser(sub):
    p = sub.add_parser(
        "study",
        parents=[model_parent(), seed_parent(), progress_parent(), json_parent()],
        help="a report on one model and one sequence: incompatibility, influence, mixing bounds, metastability, "
             "phase, semantics",
        description="Run every sampled estimator on one model (a real MLM with --text, or a toy family) within "
                    "a time budget: a pilot measures this device's speed and each section sizes its grid to its "
                    "share. Writes OUT/index.md, OUT/index.html, OUT/results.json and PNG figures.",
    )
    p.set_defaults(model="tiny-en")
    p.add_argument("--temperature", "-T", default=None,
                   help="temperatures: " + GRID_HELP + " (default: 0.5,1,2; mixing spends half its share at T = 1)")
    p.add_argument("--budget", type=float, default=None,
                   help="seconds for the whole study (default: 420 with --quick, else 1800)")
    p.add_argument("--quick", action="store_true",
                   help="a budget of 420 s (loading, the pilot and the writing come on top; measured times: the README's "
                        "Times table)")
    p.add_argument("--chain-coupling", default="auto", choices=("auto", "maximal", "crn", "ot"),
                   help="coupling of the two chains for the mixing bounds (auto: a pilot picks the fastest)")
    p.add_argument("--sections", default=None,
                   help="comma-separated subset of: incompatibility, influence, mixing, metastability, phase, "
                        "semantic")
    p.add_argument("--out", default="study", help="output directory (default: %(default)s)")
    for a in p._actions:
        if a.dest == "free":
            a.help = FREE_HELP + " (default: all)"
        elif a.dest == "tokens":
            a.help = ("token set V, comma-separated (default: every non-special token for tiny-en and hf:PATH, "
                      "the 20 amino acids for antibody models)")
        elif a.dest == "text":
            a.help = "the text or sequence (default: the model's reference sequence, e.g. trastuzumab's VH)"
    return p


def _temperatures(text):
    if text is None:
        return None
    out = parse_grid(text, "--temperature")
    bad = [t for t in out if not (math.isfinite(t) and t > 0)]
    if bad:
        raise InvalidInputError(f"`--temperature` values must be finite and > 0; got {bad[0]:g}")
    return out


def run(args) -> int:
    temps = _temperatures(args.temperature)
    sections = None
    if args.sections is not None:
        sections = [s.strip() for s in args.sections.split(",") if s.strip()]
        if not sections:
            raise InvalidInputError(f"`--sections` names no section; got {args.sections!r}")
        bad = [s for s in sections if s not in SECTION_KEYS]
        if bad:
            raise InvalidInputError(f"`--sections` must be among {', '.join(SECTION_KEYS)}; got {', '.join(bad)}")
    if args.budget is not None and not (math.isfinite(args.budget) and args.budget > 0):
        raise InvalidInputError(f"`--budget` must be > 0 and finite (seconds); got {args.budget}")
    default_text = None
    if is_real(args.model):
        if args.text is None and args.model.startswith("hf:"):
            raise InvalidInputError("`--text` is required with hf:PATH models")
        if args.text is None:
            from toolkit.models.zoo import DEFAULTS

            default_text = DEFAULT_TEXT.get(args.model) or DEFAULTS.get(args.model, {}).get("text")
        if args.tokens is None and (args.model == "tiny-en" or args.model.startswith("hf:")):
            args.tokens = "all"
    check_out_dir(args.out, create=False)  # made only once every check (the model's too) has passed
    model = build_model(args, default_text=default_text, all_free=True)
    check_out_dir(args.out)
    on = show_progress(args)
    log = (lambda line: print(line, file=sys.stderr, flush=True)) if on else None
    report = study(model, args.out, name=args.model, temperatures=temps, budget=args.budget, quick=args.quick,
                   coupling=args.chain_coupling, sections=sections, progress=log, rng=args.seed)
    mixing = next((s for s in report.sections if s.key == "mixing" and not s.skipped), None)
    summary = {"out": args.out, "seconds": report.seconds,
               "sections": {s.key: s.skipped or "done" for s in report.sections}}
    if mixing is not None:
        summary["mixing"] = {T: {k: d[k] for k in ("t_lower", "t_upper", "ratio", "coupling", "n_censored")}
                             for T, d in mixing.data["per_temperature"].items()}
    if args.json:
        emit_json(args, summary, timings={"seconds": report.seconds})
        return 0
    print(report.claims_table())
    print(f"\nstudy of {args.model} in {report.seconds:.0f} s; report written to "
          f"{os.path.join(args.out, 'index.md')} (and index.html, results.json)")
    return 0
