"""Argument helpers shared by the subcommands."""

from __future__ import annotations

import json

from toolkit.models.registry import MODEL_NAMES, make_model
from toolkit.results import to_jsonable


def add_model_args(p, *, default_model: str = "potts", q: int | None = 3, n: int | None = 6,
                   coupling_flag: str = "--coupling") -> None:
    """The shared model options. ``coupling_flag`` renames the Potts coupling option for a
    command where ``--coupling`` means something else (``glauber sample``: the coupling of
    two chains)."""
    g = p.add_argument_group("model")
    g.add_argument("--model", default=default_model,
                   help=f"model name: {', '.join(MODEL_NAMES)} (default: %(default)s)")
    # q and n default to None so that an explicit value can be told from the command's
    # default: the default applies only where the family takes it (make_model(defaults=)),
    # an explicit value the family does not take is an error.
    g.add_argument("--q", type=int, default=None,
                   help=f"number of tokens (toy models; default {q}; real models: from --tokens)")
    g.add_argument("--n", type=int, default=None, help=f"number of sites (default {n})")
    p.set_defaults(_model_defaults={"q": q, "n": n})
    g.add_argument(coupling_flag, dest="coupling", type=float, default=None, help="Potts coupling (default 1.0)")
    g.add_argument("--graph", choices=("complete", "cycle", "path"), default=None,
                   help="Potts interaction graph (default complete)")
    g.add_argument("--beta", type=float, default=None, help="Curie-Weiss coupling (default 1.0)")
    g.add_argument("--scale", type=float, default=None, help="scale of random fields/couplings/logits")
    g.add_argument("--seed", type=int, default=None, help="seed of random models")
    g.add_argument("--tokens", default=None,
                   help="real MLMs: comma-separated token strings forming the vocabulary V")
    g.add_argument("--text", default=None, help="real MLMs: template text around the free sites")


def model_from_args(args):
    params = dict(q=args.q, n=args.n, coupling=args.coupling, graph=args.graph, beta=args.beta,
                  scale=args.scale, seed=args.seed)
    if getattr(args, "tokens", None):
        params["tokens"] = [t.strip() for t in args.tokens.split(",") if t.strip()]
    if getattr(args, "text", None):
        params["text"] = args.text
    return make_model(args.model, defaults=getattr(args, "_model_defaults", None), **params)


def dump_json(obj) -> str:
    return json.dumps(to_jsonable(obj), indent=2, sort_keys=False)
