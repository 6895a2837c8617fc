"""``glauber exact``: the exact chain of a model, its spectrum and mixing time.

Accuracy warnings (``pi`` known to worse than ``exact.analysis.PI_RTOL_WARN``, relative)
are printed under the table as ``warning: ...`` and listed under ``warnings`` in the JSON
(as ``glauber sample`` does); a temperature at which ``logit / T`` overflows float64 is
refused (``exact.analysis.check_logit_scale``)."""

from __future__ import annotations

import time

import numpy as np

from exact.analysis import check_logit_scale, exact_method, report_warnings
from exact.logits import site_logits
from exact.markov import ExactChain, analyze
from exact.space import StateSpace
from toolkit._validation import check_eps, check_probability, check_state_space, check_temperature
from toolkit.app.output import emit_json
from toolkit.exceptions import InvalidInputError
from toolkit.models.base import model_tokens
from toolkit.models.exchangeable import REGISTRY_FAMILIES

from ._common import (
    build_model,
    eps_parent,
    json_parent,
    limits_parent,
    model_parent,
    progress_arg,
    progress_parent,
    temperature_parent,
)


def add_parser(sub):
    p = sub.add_parser(
        "exact",
        parents=[model_parent(), temperature_parent(), eps_parent(), limits_parent(), progress_parent(),
                 json_parent()],
        help="exact stationary law, spectral gap and worst-start mixing time",
        description="Enumerate the model (or, for an exchangeable family beyond enumeration, its chain of token "
                    "counts: --method), build its Glauber kernel, and report the stationary law, "
                    "spectrum, reversibility, exact t_mix and the spectral bounds beside it.",
    )
    p.add_argument("--scan", choices=("random", "systematic"), default="random")
    p.add_argument("--lazy", type=float, default=0.0, help="laziness in [0, 1)")
    p.add_argument("--method", choices=("auto", "enumerate", "lumped"), default="auto",
                   help="auto (default): exchangeable families (curie-weiss, mean-field-potts, ...) on their chain of "
                        "token counts when enumeration is out of reach, or slower and the counts give the same "
                        "quantities (q = 2 above n = 12; q = 3 for n = 9..12) (exact.analysis.exact_method)")
    p.add_argument("--sectors", choices=("auto", "all", "symmetric"), default="auto",
                   help="q = 3 exchangeable families on counts: the full gap from every isotypic sector (all; "
                        "minutes at n = 200), the count chain's only (symmetric: an upper bound), or all up to "
                        "n = 68 (auto, default)")
    p.add_argument("--start", metavar="TEXT_OR_INDEX", default=None,
                   help="also report d_mu(t) and t_mix from this start (\"from my sentence, when is the chain mixed?\"): "
                        "a state index, the tokens of the n sites (token strings or indices, separated by spaces or "
                        "commas), or 'text' for a real MLM's own --text at its free sites (exact.distance)")
    p.set_defaults(_model_defaults={"q": 3, "n": 6})
    return p


def start_state(model, spec: str):
    """``(index, label)`` of the state ``spec`` names (``--start``): an index, the ``n`` tokens
    (display strings or token indices, separated by spaces or commas), or ``text`` (a real
    MLM's template text at its free sites).

    >>> from toolkit.models import potts
    >>> start_state(potts(2, 3, 1.0), "1,0,1"), start_state(potts(2, 3, 1.0), "5")
    ((5, '1 0 1'), (5, '1 0 1'))
    """
    q, n = int(model.vocab_size), int(model.length)
    space = StateSpace(q, n, max_states=float("inf"))
    tokens = model_tokens(model)
    text = spec.strip()
    if text.isdigit() and (n > 1 or text not in tokens):
        idx = int(text)
        if idx >= space.size:
            raise InvalidInputError(f"`--start` {spec!r}: a state index must be in 0..{space.size - 1}")
        x = space.states(idx)[0]
    elif text == "text" and hasattr(model, "initial_state"):
        x = np.asarray(model.initial_state(), dtype=np.int64)
    else:
        parts = [t for t in text.replace(",", " ").split() if t]
        if len(parts) != n:
            raise InvalidInputError(f"`--start` {spec!r}: give the {n} tokens of a state (or an index); got "
                                    f"{len(parts)}")
        x = []
        for t in parts:
            if t in tokens:
                x.append(tokens.index(t))
            elif t.isdigit() and int(t) < q:
                x.append(int(t))
            else:
                raise InvalidInputError(f"`--start` {spec!r}: {t!r} is not one of the tokens {tokens}")
        x = np.asarray(x, dtype=np.int64)
    return int(space.index(x)[0]), " ".join(tokens[int(a)] for a in x)


def run(args) -> int:
    check_temperature(args.temperature)
    check_eps(args.eps)
    check_probability(args.lazy, "lazy")
    t0 = time.perf_counter()
    # exchangeable families may be lumped: the q**n guard waits for the method
    lumpable = args.method != "enumerate" and args.model in REGISTRY_FAMILIES
    model = build_model(args, enumerate=not lumpable, defaults=args._model_defaults)
    method = exact_method(model, scan=args.scan, method=args.method, max_states=args.max_states)
    raw = model
    if args.sectors != "auto" and method != "lumped":  # the sectors are those of the chain of token counts
        raise InvalidInputError(f"`--sectors` {args.sectors!r} applies to the lumped chain of token counts "
                                f"(exchangeable families); {args.model} is run by enumeration here")
    if method == "enumerate":
        check_state_space(model.vocab_size, model.length, max_states=args.max_states)
        model = site_logits(model, max_states=args.max_states, progress=progress_arg(args))
    check_logit_scale(model, args.temperature)
    from_start = None
    if args.start is not None:
        if method != "enumerate":
            raise InvalidInputError("`--start` needs the enumerated chain (--method enumerate); this family is "
                                    "run on its chain of token counts")
        idx, label = start_state(raw, args.start)
        chain = ExactChain(model, temperature=args.temperature, scan=args.scan, lazy=args.lazy,
                           max_states=args.max_states, name=args.model)
        report = chain.report(args.eps)
        from_start = chain.mixing_from(idx, args.eps, label=label)
    else:
        report = analyze(model, temperature=args.temperature, scan=args.scan, eps=args.eps, lazy=args.lazy,
                         max_states=args.max_states, name=args.model, method=method, sectors=args.sectors)
    warnings = report_warnings(report)
    if args.json:
        extra = {} if from_start is None else {"from_start": from_start.to_dict()}
        emit_json(args, {**report.to_dict(), **extra, "warnings": warnings},
                  timings={"seconds": time.perf_counter() - t0})
    else:
        print(report.table())
        if from_start is not None:
            print(from_start)
        for w in warnings:
            print(f"warning: {w['message']}")
    return 0
