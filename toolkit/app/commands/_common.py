"""What the subcommands share: the parent parsers of the common option groups, the model
built from them (guards first), free positions and progress (the JSON envelope and the
description of a real MLM, which the app library uses too, are in :mod:`toolkit.app.output`).

One vocabulary (every command that takes an option gives it one meaning):

=====================  ===============================================================
``--model``            a toy family, a real MLM or ``pairwise:PATH.npz`` / ``hf:PATH``
``--q``, ``--n``       tokens and sites (real MLMs: ``q`` is the number of ``--tokens``)
``--coupling``         the Potts coupling, always (``glauber sample``'s coupling of two
                       chains is ``--chain-coupling``)
``--model-seed``       the seed of a random model
``--seed``             the seed of the sampler (sweeps: a list of them)
``--text``, ``--free`` a real MLM's text and its free sites: ``all``, ``i,j,k`` or
                       ``start:stop`` (0-based token positions, Python slices)
``--max-states``       the enumeration guard (one default, ``exact.space.DEFAULT_MAX_STATES``)
``--max-memory``       the guard on a toy family's dense arrays (default 8 GiB); refused
                       with a real MLM, which has none, except by the commands whose
                       own arrays it also guards (``glauber sample``'s sampler)
``--progress``         progress on stderr: a bar on a terminal, lines elsewhere (default: on;
                       ``--quiet``/``--no-progress``: none; :mod:`toolkit._progress`)
``--json``             one JSON object: the command's keys, then ``model_params``, ``seeds``,
                       ``glauber`` (version, command, arguments) and ``timings``
=====================  ===============================================================

Guards run before any model array is built: the state-space size (exact commands) and
the size of a toy family's dense arrays are computed in logarithms from ``q`` and ``n``.

>>> parse_free("all"), parse_free("0,2,5"), resolve_free(parse_free("1,10:12"), 20)
('all', [0, 2, 5], [1, 10, 11])
>>> resolve_free(parse_free("-3:"), 10), resolve_free(parse_free("7:100"), 10)
([7, 8, 9], [7, 8, 9])

Length: this is the one place of the CLI vocabulary (parent parsers, guards, model
building, free positions); every command imports it, so its parts stay
together to keep that vocabulary single.
"""

from __future__ import annotations

import argparse
import difflib
import inspect
import math
import os
import stat
import sys

import numpy as np

from exact.space import DEFAULT_MAX_STATES  # the one enumeration guard of every command
from toolkit._progress import enabled
from toolkit._validation import check_memory, check_state_space, parse_bytes
from toolkit.app.output import describe_real, print_real_model
from toolkit.exceptions import InvalidInputError
from toolkit.models.registry import (
    MODEL_NAMES,
    REAL_MODELS,
    TOY_MODELS,
    dense_array_bytes,
    make_model,
)
from toolkit.models.toy import MAX_LOGIT

#: The guard on the dense arrays of a toy model (``--max-memory``).
DEFAULT_MAX_MEMORY = "8GiB"

FREE_HELP = ("free sites of --text: all, i,j,k or start:stop (0-based token positions; Python slices, "
             "e.g. 10:20, -5:, 3:)")


# ---------------------------------------------------------------------------- parent parsers
def seed_value(text: str) -> int:
    """An argparse type: a seed, an integer >= 0 (numpy's seeds are non-negative).

    >>> seed_value("7")
    7
    >>> seed_value("-1")
    Traceback (most recent call last):
    ...
    argparse.ArgumentTypeError: invalid seed '-1' (an integer >= 0)
    """
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"invalid seed {text!r} (an integer >= 0)") from None
    if value < 0:
        raise argparse.ArgumentTypeError(f"invalid seed {text!r} (an integer >= 0)")
    return value


def _parent() -> argparse.ArgumentParser:
    return argparse.ArgumentParser(add_help=False)


def model_parent(*, sizes: bool = True, text: bool = True, toy: bool = True) -> argparse.ArgumentParser:
    """``--model`` and the model parameters (``sizes=False``: no ``--q``/``--n``, for commands
    whose ``--n`` is a grid; ``text=False``: no real-MLM options; ``toy=False``: no toy-family
    parameters, for commands on real MLMs only)."""
    p = _parent()
    g = p.add_argument_group("model")
    g.add_argument("--model", default="potts", help=f"model name: {', '.join(MODEL_NAMES)} (default: %(default)s)")
    if sizes:
        g.add_argument("--q", type=int, default=None,
                       help="number of tokens (toy families; real MLMs: the number of --tokens)")
        g.add_argument("--n", type=int, default=None, help="number of sites")
    if toy:
        _toy_options(g)
    if text:
        r = p.add_argument_group("real MLMs")
        r.add_argument("--tokens", default=None,
                       help="comma-separated token strings forming V (q is their number; default: the model's set)")
        r.add_argument("--text", default=None, help="the text or sequence around the free sites")
        r.add_argument("--free", default=None, help=FREE_HELP)
        r.add_argument("--device", default=None, help="cpu, cuda or auto (default: cpu)")
        r.add_argument("--batch-size", type=int, default=None, help="sequences per forward pass")
    return p


def _toy_options(g) -> None:
    g.add_argument("--coupling", type=float, default=None, help="Potts coupling (planted-margin: the margin)")
    g.add_argument("--graph", choices=("complete", "cycle", "path", "torus"), default=None,
                   help="Potts interaction graph (default complete; torus: n = L*L)")
    g.add_argument("--beta", type=float, default=None, help="Curie-Weiss / mean-field Potts coupling")
    g.add_argument("--field", type=float, default=None, help="Curie-Weiss field")
    g.add_argument("--scale", type=float, default=None, help="scale of random fields/couplings/logits")
    g.add_argument("--model-seed", type=seed_value, default=None, help="seed of a random model (default: the family's, 0)")


def temperature_parent(default: float = 1.0) -> argparse.ArgumentParser:
    p = _parent()
    p.add_argument("--temperature", "-T", type=float, default=default,
                   help="temperature T > 0 (default: %(default)s)")
    return p


def eps_parent() -> argparse.ArgumentParser:
    p = _parent()
    p.add_argument("--eps", type=float, default=0.25, help="mixing threshold in (0, 1) (default: %(default)s)")
    return p


def limits_parent() -> argparse.ArgumentParser:
    p = _parent()
    g = p.add_argument_group("guards")
    g.add_argument("--max-states", type=float, default=DEFAULT_MAX_STATES,
                   help="enumeration guard: most states of an exact chain (default: %(default)g)")
    # default None, not the value: a --max-memory given with a real MLM (which has no dense arrays) is
    # then told from its absence and refused (build_model), not accepted and ignored
    g.add_argument("--max-memory", default=None,
                   help=f"most memory for a toy family's dense arrays, e.g. 8GiB, 500MB (default: "
                        f"{DEFAULT_MAX_MEMORY}; not for real MLMs, which have none)")
    return p


def seed_parent(default: int = 0) -> argparse.ArgumentParser:
    p = _parent()
    p.add_argument("--seed", type=seed_value, default=default, help="seed of the sampler (default: %(default)s)")
    return p


def progress_parent() -> argparse.ArgumentParser:
    p = _parent()
    p.add_argument("--progress", action=argparse.BooleanOptionalAction, default=None,
                   help="progress on stderr: a bar on a terminal, elsewhere (a pipe, a log file, a notebook) a "
                        "line per stage and every 10 s with the fraction done and an estimate of the rest, and "
                        "a cost estimate before a run expected to take over a minute (default: on)")
    p.add_argument("--quiet", dest="progress", action="store_false",
                   help="no progress and no cost estimate on stderr (the same as --no-progress)")
    return p


def json_parent() -> argparse.ArgumentParser:
    p = _parent()
    p.add_argument("--json", action="store_true",
                   help="print one JSON object (the results, model parameters, seeds, version; timings apart)")
    return p


def show_progress(args) -> bool:
    """Whether progress lines go to stderr: unless ``--quiet``/``--no-progress`` (or
    ``GLAUBER_PROGRESS=off``), on a terminal or not (a pipe, a log file, a notebook)."""
    return enabled(getattr(args, "progress", None))


def progress_arg(args) -> bool | None:
    """The ``progress`` argument for library functions: True, False, or None (theirs: a bar
    on a terminal when the work is long)."""
    return getattr(args, "progress", None)


def log(args, line: str) -> None:
    """One line of progress on stderr, when progress is on."""
    if show_progress(args):
        print(line, file=sys.stderr, flush=True)


# ---------------------------------------------------------------------------- grids
#: The one syntax of a grid of sizes, temperatures or seeds (``glauber sweep``, ``phase`` and
#: ``study``), as their ``--help`` gives it.
GRID_HELP = ("comma-separated items, each a number, START:STOP (integers, both ends included), "
             "START:STOP:COUNT (COUNT evenly spaced values, both ends included) or geom:START:STOP:COUNT "
             "(geometric)")
_GRID_FORMS = "comma-separated numbers, START:STOP, START:STOP:COUNT or geom:START:STOP:COUNT"
#: The most values one grid option expands to.
MAX_GRID_VALUES = 100_000


def parse_grid(text, name: str, *, integer: bool = False) -> list:
    """The values of a grid option ``name`` (its flag, as messages name it) written in the
    syntax of :data:`GRID_HELP`, in the order given; ``integer``: sizes or seeds, every value an
    integer. Signs and ranges of the values are the caller's checks.

    >>> parse_grid("2,3,8:10", "--n", integer=True)
    [2, 3, 8, 9, 10]
    >>> parse_grid("0.5:2:4", "--temperature"), parse_grid("16:64:4", "--n", integer=True)
    ([0.5, 1.0, 1.5, 2.0], [16, 32, 48, 64])
    >>> parse_grid("geom:16:1024:4", "--n", integer=True)
    [16, 64, 256, 1024]
    >>> parse_grid("0.5:2", "--temperature")
    Traceback (most recent call last):
    ...
    toolkit.exceptions.InvalidInputError: `--temperature` grid: '0.5:2': START:STOP takes integers (both ends included); give START:STOP:COUNT for other values
    """
    items = [t.strip() for t in str(text).split(",") if t.strip()]
    if not items:
        raise InvalidInputError(f"`{name}` grid is empty")
    out: list = []
    for item in items:
        parts = [t.strip() for t in item.split(":")]
        geom = parts[0] == "geom"
        fields = parts[1:] if geom else parts
        if len(fields) == 1 and not geom:
            values = [_grid_number(fields[0], name, item)]
        elif len(fields) == 2 and not geom:
            a, b = (_grid_number(v, name, item) for v in fields)
            if not (a.is_integer() and b.is_integer()):
                raise InvalidInputError(f"`{name}` grid: {item!r}: START:STOP takes integers (both ends included); "
                                        "give START:STOP:COUNT for other values")
            if b < a:
                raise InvalidInputError(f"`{name}` grid: {item!r} is an empty range")
            _check_grid_count(b - a + 1 + len(out), name, item)
            values = [float(v) for v in range(int(a), int(b) + 1)]
        elif len(fields) == 3:
            a, b, k = (_grid_number(v, name, item) for v in fields)
            # checked here, not by numpy (a RuntimeWarning and NaNs, or a bare ValueError)
            if not (math.isfinite(a) and math.isfinite(b)) or (geom and not (a > 0 and b > 0)):
                need = "finite numbers > 0" if geom else "finite numbers"
                raise InvalidInputError(f"`{name}` grid: {item!r}: START and STOP must be {need}")
            if not (k.is_integer() and k >= 1):
                raise InvalidInputError(f"`{name}` grid: {item!r}: COUNT must be an integer >= 1; got {fields[2]!r}")
            _check_grid_count(k + len(out), name, item)
            values = (np.geomspace if geom else np.linspace)(a, b, int(k)).tolist()
        else:
            raise InvalidInputError(f"`{name}` grid: {item!r} has {len(parts)} fields; `{name}` must be "
                                    f"{_GRID_FORMS}")
        if integer:
            values = _grid_integers(values, name, item)
        out.extend(values)
    return out


def _grid_number(s: str, name: str, item: str) -> float:
    try:
        return float(s)
    except ValueError:
        where = "" if s == item else f" in {item!r}"
        raise InvalidInputError(f"`{name}` grid: cannot read {s!r} as a number{where} (`{name}` must be "
                                f"{_GRID_FORMS})") from None


def _grid_integers(values: list, name: str, item: str) -> list[int]:
    """``values`` as integers: a geometric grid's round-off (64.00000000000001) is rounded away."""
    out = []
    for v in values:
        r = round(v) if math.isfinite(v) else None
        if r is None or abs(v - r) > 1e-9 * max(1.0, abs(v)):
            what = f"{item!r} is not an integer" if len(values) == 1 else \
                f"{item!r} gives {v:.6g}, not an integer; choose START, STOP and COUNT that give integers"
            raise InvalidInputError(f"`{name}` grid: {what}")
        out.append(int(r))
    return out


def _check_grid_count(count: float, name: str, item: str) -> None:
    if count > MAX_GRID_VALUES:
        raise InvalidInputError(f"`{name}` grid: {item!r} makes {count:.0f} values, above the most of "
                                f"{MAX_GRID_VALUES}")


# ---------------------------------------------------------------------------- free positions
def parse_free(text):
    """``all``, or a list of 0-based positions (``i,j,k``) and :class:`slice` objects
    (``start:stop`` items, Python semantics: negative bounds count from the end, both ends are
    clamped to the text) that :func:`resolve_free` turns into positions once it knows the
    text's length."""
    if text is None:
        return None
    s = str(text).strip()
    if s == "all":
        return "all"
    bad = InvalidInputError(f"`--free` must be all, i,j,k or start:stop (0-based positions); got {text!r}")
    items = [t.strip() for t in s.split(",")]
    if not s or any(not t for t in items):
        raise bad
    out = []
    for item in items:
        parts = [_int_or_none(v) for v in item.split(":")]
        if len(parts) > 2 or any(v is False for v in parts) or (len(parts) == 1 and parts[0] is None):
            raise bad
        if len(parts) == 1:
            v = parts[0]
            out.append(v if v >= 0 else slice(v, v + 1 if v != -1 else None))
            continue
        a, b = parts
        if a is not None and b is not None and a >= 0 and b >= 0 and b <= a:
            raise InvalidInputError(f"`--free` range {item!r} is empty")
        out.append(slice(a, b))  # clamped to the text like a Python slice by resolve_free
    return out


def _int_or_none(text: str):
    """An int, None for an empty bound, False for anything else."""
    t = text.strip()
    if not t:
        return None
    return int(t) if t.lstrip("+-").isdigit() else False


def needs_length(spec) -> bool:
    """Whether a :func:`parse_free` spec needs the text's length to resolve: a list in which
    any item (not only every item) is a range or a negative position (a :class:`slice`)."""
    return isinstance(spec, list) and any(isinstance(v, slice) for v in spec)


def resolve_free(spec, length: int):
    """Positions of ``spec`` in a text of ``length`` tokens (``all`` stays ``all``)."""
    if spec is None or spec == "all":
        return spec
    out = []
    for v in spec:
        if isinstance(v, slice):
            got = list(range(length))[v]
            if not got:
                lo, hi = ("" if v.start is None else v.start), ("" if v.stop is None else v.stop)
                raise InvalidInputError(f"`--free` must be in 0..{length - 1} (the text has {length} tokens); "
                                        f"range {lo}:{hi} selects none of them")
            out.extend(got)
        else:
            out.append(v)
    return out


# ---------------------------------------------------------------------------- models
def is_real(name: str) -> bool:
    return name in REAL_MODELS or name.startswith("hf:")


def _family_defaults(name: str) -> dict:
    sig = inspect.signature(TOY_MODELS[name])
    return {k: p.default for k, p in sig.parameters.items() if p.default is not inspect.Parameter.empty}


def toy_params(args) -> dict:
    """The toy-family parameters given on the command line (None: not given)."""
    return {k: v for k, v in dict(
        q=getattr(args, "q", None), n=getattr(args, "n", None), coupling=getattr(args, "coupling", None),
        graph=getattr(args, "graph", None), beta=getattr(args, "beta", None), field=getattr(args, "field", None),
        scale=getattr(args, "scale", None), seed=getattr(args, "model_seed", None)).items() if v is not None}


#: What a refused model's message advises: commands with ``--max-memory``, and without.
MEMORY_HINT = "; lower --n or --q, or raise --max-memory if the memory is there"
MEMORY_HINT_FIXED = "; lower --n or --q"


def guard_toy(name: str, params: dict, *, defaults: dict | None = None, max_states: float | None = None,
              max_memory=DEFAULT_MAX_MEMORY, hint: str = MEMORY_HINT) -> dict:
    """Before a toy family builds anything: its effective parameters (the family's defaults,
    the command's soft ``defaults``, then ``params``), checked against ``max_states`` (when
    given: an exact command) and ``max_memory`` (its largest dense array), both from ``q``
    and ``n`` in logarithms; ``hint`` ends the message of a refused model (what the user can
    do: :data:`MEMORY_HINT_FIXED` for a command without ``--max-memory``). Returns the
    effective parameters."""
    if name not in TOY_MODELS:
        return dict(params)
    taken = set(inspect.signature(TOY_MODELS[name]).parameters)
    soft = {k: v for k, v in (defaults or {}).items() if k in taken and k not in params and v is not None}
    effective = {**_family_defaults(name), **soft, **params}
    q, n = effective.get("q", 2), effective.get("n")  # curie-weiss: q = 2, no parameter
    if not (isinstance(q, int) and isinstance(n, int) and q >= 2 and n >= 1):
        return effective  # the family's own checks name the bad value
    _check_magnitudes(params, n)
    if max_states is not None:
        check_state_space(q, n, max_states=max_states)
    dense = dense_array_bytes(name, q, n)
    if dense is not None:
        log10_bytes, what = dense
        check_memory(0.0, f"{what} (n={n}, q={q})", log10_bytes=log10_bytes,
                     max_bytes=parse_bytes(max_memory, "max_memory"),
                     hint=hint)
    return effective


def _check_magnitudes(params: dict, n: int) -> None:
    """A coupling, field or scale so large that a logit (a sum of about ``n`` such terms, a
    random family's up to ~10 standard deviations each) overflows float64: refused naming the
    flag (the sampler's 'non-finite logits' named none)."""
    for key in ("coupling", "beta", "field", "scale"):
        v = params.get(key)
        if isinstance(v, float) and math.isfinite(v) and abs(v) * 10 * max(n, 1) > MAX_LOGIT:
            flag = f"--{key}"
            raise InvalidInputError(f"`{flag}` {v:g} is too large for n = {n}: the logits, sums of n such terms, "
                                    f"overflow float64; give |{flag}| <= {MAX_LOGIT / (10 * max(n, 1)):.2g}")


def _tokens_list(args):
    """``--tokens`` as a list: comma-separated, else whitespace-separated; for residue models
    (one character per token) a string without separators is its characters (``GDWYFA``)."""
    raw = getattr(args, "tokens", None)
    if raw is None:
        return None
    if raw.strip() == "all":
        return "all"
    chars = args.model != "tiny-en" and not args.model.startswith("hf:")
    if "," in raw:
        toks = [t.strip() for t in raw.split(",")]
        if not all(toks):  # "the,lord,,king": an empty token is a typo, not to be dropped
            raise InvalidInputError(f"`--tokens` has an empty token (two commas in a row, or one at an end); "
                                    f"got {raw!r}")
    elif chars and not any(c.isspace() for c in raw.strip()):
        toks = list(raw.strip())
    else:
        toks = raw.split()
    if len(toks) < 2:
        raise InvalidInputError(f"`--tokens` must list at least 2 tokens (comma-separated); got {raw!r}")
    if len(set(toks)) != len(toks):
        raise InvalidInputError(f"`--tokens` must be distinct; got {raw!r}")
    return toks


def tokens_checked(args):
    """``--tokens`` as :func:`_tokens_list` gives it, checked against ``--q`` (a real MLM's
    ``q`` is the number of its tokens): every command rejects a mismatch before any work."""
    tokens = _tokens_list(args)
    q = getattr(args, "q", None)
    if q is not None and isinstance(tokens, list) and q != len(tokens):
        raise InvalidInputError(f"`--q` {q} does not match the {len(tokens)} tokens of `--tokens` "
                                f"{args.tokens!r}; leave --q out (it is the number of --tokens)")
    return tokens


#: ``q`` of each shipped real MLM before it loads: its default token set, and every
#: non-special token (``--tokens all``); pinned against the loaded models by a test
#: (tests/test_bad_inputs_first_hour.py), so that ``--top-k`` and the state-space guard are
#: checked before the 10-20 s of loading torch and the model.
REAL_Q = {"tiny-en": (8, 200), "antiberty": (20, 20), "sapiens-vh": (20, 20), "sapiens-vl": (20, 20),
          "sceptr": (20, 20)}
#: Real MLMs whose tokens are single residues: a text of k letters has k sites.
RESIDUE_MODELS = ("antiberty", "sapiens-vh", "sapiens-vl", "sceptr")


def real_sizes(args) -> tuple[int | None, int | None]:
    """``(q, n)`` of a real MLM as far as the options tell them before it loads (None:
    unknown until then): ``q`` from ``--tokens``, ``--q`` or :data:`REAL_Q`; ``n`` from
    ``--n``, explicit ``--free`` positions, or ``--free all`` on a residue model (its
    letters). Used for checks that need no model.

    >>> import argparse
    >>> real_sizes(argparse.Namespace(model="sapiens-vh", tokens=None, q=None, n=None, text="EVQLV", free="all"))
    (20, 5)
    """
    name = args.model
    tokens = _tokens_list(args)
    q = getattr(args, "q", None)
    if isinstance(tokens, list):
        q = len(tokens)
    elif q is None and name in REAL_Q:
        q = REAL_Q[name][1 if tokens == "all" else 0]
    n = getattr(args, "n", None)
    text, free = getattr(args, "text", None), getattr(args, "free", None)
    if n is None and free is not None:
        spec = parse_free(free)
        if isinstance(spec, list) and not needs_length(spec):
            n = len(set(spec))
        elif spec == "all" and text is not None and name in RESIDUE_MODELS:
            n = len("".join(text.split()))
    return q, n


def build_model(args, *, enumerate: bool = False, defaults: dict | None = None, default_text=None,
                all_free: bool = False):
    """The model of ``args``, guards first; records what it built in ``args._model_info``
    (for :func:`emit_json`) and, for a real MLM, prints its token set and template.

    ``enumerate``: an exact command, so the state space must fit ``--max-states`` (checked
    from ``q`` and ``n`` before any array of a toy family exists). ``defaults``: the
    command's soft ``q``/``n``. ``default_text``: the text when ``--text`` is not given
    (``glauber rectangle``), with every token free unless ``--free`` says otherwise.
    ``all_free``: a ``--text`` without ``--free`` has every token free (``glauber
    rectangle``, which tests all pairs of the text); elsewhere ``--free`` is required.
    """
    name = args.model
    if not isinstance(name, str) or not name:
        raise InvalidInputError(f"`--model` must be a model name; got {name!r}")
    if not is_real(name) and name not in TOY_MODELS and not name.startswith("pairwise:"):
        raise unknown_model(name)
    if is_real(name):
        given = getattr(args, "max_memory", None)
        if given is not None and not getattr(args, "_max_memory_real", False):
            raise InvalidInputError(f"`--max-memory` {given!r} guards a toy family's dense arrays; {name!r} is a "
                                    "real MLM, which has none (an enumeration is bounded by --max-states)")
        model = _build_real(args, enumerate=enumerate, default_text=default_text, all_free=all_free)
    else:
        real_only = [f"--{k.replace('_', '-')}" for k in ("tokens", "text", "free", "device", "batch_size")
                     if getattr(args, k, None) is not None]
        if real_only:
            verb = "applies" if len(real_only) == 1 else "apply"
            raise InvalidInputError(f"{', '.join(real_only)} {verb} to real MLMs ({', '.join(REAL_MODELS)}, "
                                    f"hf:PATH); got `--model` {name!r}, a toy family")
        params = toy_params(args)
        effective = guard_toy(name, params, defaults=defaults,
                              max_states=args.max_states if enumerate else None,
                              max_memory=max_memory_arg(args),
                              hint=MEMORY_HINT if hasattr(args, "max_memory") else MEMORY_HINT_FIXED)
        model = make_model(name, defaults=defaults, max_memory=None, **params)  # guard_toy checked it
        effective.update(q=int(model.vocab_size), n=int(model.length))
        args._model_info = {"name": name, "params": effective}
    if enumerate:
        check_state_space(model.vocab_size, model.length, max_states=args.max_states)
    return model


def max_memory_arg(args) -> str:
    """``--max-memory`` as given, or :data:`DEFAULT_MAX_MEMORY` where it was not given (or the
    command has no such option).

    >>> import argparse
    >>> max_memory_arg(argparse.Namespace(max_memory=None)), max_memory_arg(argparse.Namespace(max_memory="1GiB"))
    ('8GiB', '1GiB')
    """
    given = getattr(args, "max_memory", None)
    return DEFAULT_MAX_MEMORY if given is None else given


def unknown_model(name: str) -> InvalidInputError:
    """The error for a ``--model`` that names no model: the known names, and close ones.

    >>> print(unknown_model("pots"))
    `--model`: unknown model name 'pots'; known: potts, ... hf:PATH. Did you mean 'potts'?
    """
    close = difflib.get_close_matches(name, MODEL_NAMES, n=3)
    hint = f" Did you mean {', '.join(map(repr, close))}?" if close else ""
    return InvalidInputError(f"`--model`: unknown model name {name!r}; known: {', '.join(MODEL_NAMES)}.{hint}")


#: The toy-family options (``--coupling`` ...) by their ``args`` names: none applies to a real MLM.
TOY_OPTIONS = ("coupling", "graph", "beta", "field", "scale", "model_seed")


def reject_toy_options(args, what: str = "", *, options=TOY_OPTIONS, why: str = "") -> None:
    """Refuse the toy-family ``options`` given with a real MLM (they would be ignored)."""
    given = [f"--{k.replace('_', '-')}" for k in options if getattr(args, k, None) is not None]
    if given:
        noun = "applies" if len(given) == 1 else "apply"
        raise InvalidInputError(f"{', '.join(given)} {noun} to toy families only{what}; got `--model` "
                                f"{args.model!r}, a real MLM{why}")


#: A real MLM's keyword -> the CLI flag that gives it (its errors name the flag).
REAL_FLAGS = {"free_positions": "--free", "tokens": "--tokens", "text": "--text", "n": "--n", "q": "--q",
              "batch_size": "--batch-size", "device": "--device", "prefix": "--prefix", "suffix": "--suffix"}


def as_flags(exc: InvalidInputError) -> InvalidInputError:
    """``exc`` with each backquoted keyword of :data:`REAL_FLAGS` written as its flag.

    >>> print(as_flags(InvalidInputError("`free_positions` must be in 0..2; got [5]")))
    `--free` must be in 0..2; got [5]
    """
    msg = str(exc)
    for key, flag in REAL_FLAGS.items():
        msg = msg.replace(f"`{key}`", f"`{flag}`")
    return InvalidInputError(msg)


def check_real_options(args) -> None:
    """What a real MLM's ``--device`` and ``--batch-size`` must be, checked before it loads
    (whether a CUDA device exists is the loaded model's check)."""
    device = getattr(args, "device", None)
    if device is not None and not (device in ("cpu", "cuda", "auto")
                                   or (device.startswith("cuda:") and device[5:].isdigit())):
        raise InvalidInputError(f"`--device` must be cpu, cuda, cuda:N or auto; got {device!r}")
    batch = getattr(args, "batch_size", None)
    if batch is not None and batch < 1:
        raise InvalidInputError(f"`--batch-size` must be >= 1 (sequences per forward pass); got {batch}")


def _build_real(args, *, enumerate: bool, default_text, all_free: bool = False):
    name = args.model
    reject_toy_options(args)
    check_real_options(args)
    tokens = tokens_checked(args)
    q = getattr(args, "q", None)
    text = getattr(args, "text", None)
    free = parse_free(getattr(args, "free", None))
    if text is not None and not text.strip():
        raise InvalidInputError("`--text` is empty")
    if text is None and default_text is not None:
        text = default_text
        free = "all" if free is None else free
    if free is not None and text is None:
        from toolkit.models.mlm import DEFAULTS

        text = DEFAULTS.get(name, {}).get("text")
        if text is None:
            raise InvalidInputError(f"`--free` needs `--text` (model {name!r} has no default sequence)")
    if text is not None and free is None:
        if default_text is not None or all_free:
            free = "all"
        else:
            raise InvalidInputError("`--text` needs `--free`: which tokens of the text are free sites "
                                    "(all, i,j,k or start:stop)")
    n = getattr(args, "n", None)
    params = {k: v for k, v in dict(tokens=tokens, q=q if tokens is None else None, text=text,
                                    prefix=getattr(args, "prefix", None), suffix=getattr(args, "suffix", None),
                                    device=getattr(args, "device", None),
                                    batch_size=getattr(args, "batch_size", None)).items() if v is not None}
    late = needs_length(free)
    if text is not None:
        params["free_positions"] = "all" if late else free
        if n is not None and not late:
            params["n"] = n
    elif n is not None:
        params["n"] = n
    if enumerate:  # before the model loads, as far as the options tell q and n
        q_known, n_known = real_sizes(args)
        if q_known is not None and n_known is not None:
            check_state_space(q_known, n_known, max_states=args.max_states)
    try:  # the model's messages name its keywords: here, the flags
        model = make_model(name, **params)
        if late:
            if not hasattr(model, "with_template"):
                raise InvalidInputError(f"`--free` {args.free!r}: model {name!r} takes explicit positions only")
            positions = resolve_free(free, model.length)
            if n is not None and n != len(positions):
                raise InvalidInputError(f"`--n` {n} does not match the {len(positions)} sites of `--free` "
                                        f"{args.free!r}")
            model = model.with_template(text=text, free_positions=positions)
    except InvalidInputError as exc:
        raise as_flags(exc) from None
    info = describe_real(model)
    params_out = {"tokens": "all" if tokens == "all" else list(model.tokens), "q": int(model.vocab_size),
                  "n": int(model.length)}
    for k in ("text", "prefix", "suffix", "device", "batch_size"):
        if k in params:
            params_out[k] = params[k]
    params_out.update({k: v for k, v in info.items() if k in ("template", "free_positions", "free_tokens")})
    args._model_info = {"name": name, "params": params_out}
    print_real_model(name, model, info, source="every non-special token" if tokens == "all"
                     else "from --tokens" if tokens is not None else "the model's default set")
    return model


# ---------------------------------------------------------------------------- results stores
def check_store(path) -> str:
    """``--store`` (``glauber sweep``, ``glauber phase``): a regular file, or the path of one to
    create in an existing, writable directory; checked before SQLite opens anything (a device
    such as /dev/null, a directory or an empty path is refused naming the flag)."""
    if path is None or not str(path).strip():
        raise InvalidInputError(f"`--store` must be a file path; got {path!r}")
    if os.path.isdir(path):
        raise InvalidInputError(f"`--store` {path!r} is a directory; give a file such as {path}/results.sqlite")
    if os.path.exists(path) and not stat.S_ISREG(os.stat(path).st_mode):
        raise InvalidInputError(f"`--store` {path!r} is not a regular file (a device, pipe or socket); give the "
                                "path of an SQLite file, e.g. results.sqlite")
    parent = os.path.dirname(os.path.abspath(path))
    if not os.path.isdir(parent):
        raise InvalidInputError(f"`--store` {path!r}: the directory {parent!r} does not exist")
    if not os.path.exists(path) and not os.access(parent, os.W_OK):
        raise InvalidInputError(f"`--store` {path!r}: the directory {parent!r} is not writable")
    return path
