"""What the app writes besides its results, for the commands and the library alike: the
JSON envelope of every ``--json`` output (:func:`envelope`, :func:`dump_json`,
:func:`emit_json`) and the description of a real MLM's token set and template
(:func:`describe_real`, :func:`print_real_model`).

It sits below :mod:`toolkit.app.commands` (issue 27: the library never imports the
commands; ``tests/test_layering.py`` checks it), so :mod:`toolkit.app.study` and the
report use these without reaching up into the CLI.

>>> import argparse
>>> doc = envelope(argparse.Namespace(command="x"), {"a": float("inf")})
>>> doc["a"], doc["nonfinite"]["inf"]
(None, ['/a'])
"""

from __future__ import annotations

import json
import sys

import toolkit
from toolkit.results import to_jsonable


def describe_real(model) -> dict:
    """Token set, template (free sites as ``_``), the free sites' 0-based positions in the
    text and the text's own tokens there, as far as the model tells them."""
    out = {"tokens": [str(t) for t in model.tokens]}
    full = getattr(model, "_template_tokens", None)
    free = getattr(model, "free_positions", None)
    tok = getattr(model, "tokenizer", None)
    special = getattr(model, "_special_ids", None)
    if full is None or free is None or tok is None or special is None:
        return out
    free_set = {int(k) for k in free}
    pieces = tok.convert_ids_to_tokens([int(t) for t in full])
    content = [k for k, t in enumerate(full) if int(t) not in special or k in free_set]
    sep = "" if getattr(model, "split_chars", False) else " "
    out["template"] = sep.join("_" if k in free_set else str(pieces[k]) for k in content)
    where = {k: i for i, k in enumerate(content)}
    out["free_positions"] = [where[int(k)] for k in free]
    original = getattr(model, "_original", None)
    if original is not None:
        out["free_tokens"] = [str(t) for t in tok.convert_ids_to_tokens([int(i) for i in original])]
    return out


def _short(s: str, width: int = 100) -> str:
    return s if len(s) <= width else s[: width - 3] + "..."


def print_real_model(name: str, model, info: dict, *, source: str) -> None:
    """The token set and template of a real MLM, on stderr."""
    toks = info["tokens"]
    shown = ", ".join(toks[:24]) + (f", ... ({len(toks)} in all)" if len(toks) > 24 else "")
    lines = [f"model {name}: V = [{shown}] (q = {len(toks)}, {source})"]
    if "template" in info:
        lines.append(f"template: {_short(info['template'])} (n = {model.length} free sites, marked _)")
    if "free_tokens" in info:
        pos = info["free_positions"]
        span = (f"positions {pos[0]}..{pos[-1]}" if pos == list(range(pos[0], pos[-1] + 1))
                else "positions " + _short(",".join(map(str, pos)), 60))
        sep = "" if getattr(model, "split_chars", False) else " "
        lines.append(f"free sites: {span} of the text, holding {_short(sep.join(info['free_tokens']))}")
    print("\n".join(lines), file=sys.stderr)


# ---------------------------------------------------------------------------- JSON
def _version() -> str:
    return toolkit.__version__


def arguments(args) -> dict:
    """The parsed options (what reproduces the run), without private entries."""
    return {k: v for k, v in sorted(vars(args).items()) if not k.startswith("_") and k != "command"}


def envelope(args, payload: dict, *, timings: dict | None = None, seeds: dict | None = None) -> dict:
    """``payload`` (the command's keys, kept as they are) plus ``model``/``q``/``n`` where
    missing, ``model_params``, ``seeds``, ``glauber`` (version, command, arguments) and last
    ``timings``: every wall-clock number, so same-seed runs differ only there.

    Standard JSON has no NaN or infinity: they are written ``null`` and, as in a saved result
    (:mod:`toolkit.results`), their JSON Pointers are listed under ``nonfinite`` (before
    ``timings``; only when there are any), e.g. ``{"nan": [], "inf": ["/results/0/temperature"],
    "-inf": []}`` for a sweep at ``-T inf``."""
    out = dict(payload)
    times = dict(out.pop("timings", None) or {})
    if "seconds" in out:
        times["seconds"] = out.pop("seconds")
    times.update(timings or {})
    info = getattr(args, "_model_info", None)
    if info is not None:
        out.setdefault("model", info["name"])
        out.setdefault("q", info["params"].get("q"))
        out.setdefault("n", info["params"].get("n"))
        out["model_params"] = info["params"]
    if seeds is None:
        seeds = {}
        if hasattr(args, "model_seed"):
            seeds["model_seed"] = (info or {}).get("params", {}).get("seed", args.model_seed)
        if hasattr(args, "seed"):
            seeds["seed"] = args.seed
    out["seeds"] = seeds
    out["glauber"] = {"version": _version(), "command": getattr(args, "_command_path", args.command),
                      "arguments": arguments(args)}
    found = {"nan": [], "inf": [], "-inf": []}
    doc = to_jsonable(out, nonfinite=found)  # the one encoder writes the nulls and lists their pointers
    if any(found.values()):
        doc["nonfinite"] = found
    doc["timings"] = to_jsonable(times)
    return doc


def dump_json(obj) -> str:
    """Standard JSON (non-finite numbers as ``null``)."""
    return json.dumps(to_jsonable(obj), indent=2, sort_keys=False, allow_nan=False)


def emit_json(args, payload: dict, *, timings: dict | None = None, seeds: dict | None = None) -> None:
    """Print :func:`envelope` as standard JSON."""
    print(dump_json(envelope(args, payload, timings=timings, seeds=seeds)))
