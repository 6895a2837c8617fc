"""Result dataclasses shared by exact and sampled code: one type per quantity.

An :class:`Estimate` holds a value with its standard error and confidence interval;
exact numbers are the same type with zero error and ``method="exact"``, so exact and
sampled values sit side by side. The same holds for every quantity computed both ways:

- :class:`Witness` (one rectangle): ``exact.rectangles.RectangleTable.witness`` and the
  ``witnesses`` of every rectangle summary;
- :class:`RectangleSummary` (count, certified, prevalence, ``|log R|`` quantiles, witnesses):
  ``exact.rectangles.rectangle_summary`` (streamed), and the subclasses that carry their
  rectangles too: the enumerated ``exact.rectangles.RectangleTable`` (``method="exact"``), the
  lumped ``exact.lumped_checks.CountRectangles`` (``"lumped (count rectangles)"``) and the
  sampled ``toolkit.incompat.RectangleResult`` (``"sampled"``); ``.summary()`` drops the rest;
- :class:`InfluenceSummary` (``R``, ``L``, ``alpha``, ``alpha_row``, ``T0``, ``T0_row``): the
  enumerated ``exact.influence.InfluenceReport``, the lumped ``exact.lumped_checks.CountInfluence``
  and the sampled ``toolkit.influence.InfluenceResult``, all subclasses (``.summary()`` drops
  what each adds);
- :class:`Claim`: the rows of ``glauber check`` (``exact.checks``) and of ``glauber verify``.

A type whose fields changed keeps reading the files of its older layout through a
classmethod ``_upgrade(data) -> data`` applied before decoding (:func:`upgrade_fields`).

Every result type derives from :class:`Result`: ``to_dict()`` (plain Python, for
``--json``), equality that works with numpy arrays (NaN equals NaN), and a lossless JSON
round trip ``obj.save(path)`` / ``Type.load(path)`` that restores an equal object, and a
compact HTML table for notebooks (``_repr_html_``: the fields, long arrays by their shape,
and the first rows of ``to_frame()`` where the type has one).

Saved format (standard JSON, ``allow_nan=False``)::

    {"format": "glauber-mlm result", "version": 1, "type": "exact.checks:CheckReport",
     "data": {...}, "nonfinite": {"nan": [...], "inf": [...], "-inf": [...]}}

``data`` holds the fields: a nested dataclass is an object with a ``"__type__"`` tag, a
numpy array is ``{"__array__": nested list, "dtype": ..., "shape": [...]}``, a tuple is a
plain list where the field's type hint says tuple, alone or as one member of a union (``sector:
int | tuple | None``), else ``{"__tuple__": [...]}``. Numbers
are numbers: a NaN or an infinity is written as ``null`` and its JSON Pointer (RFC 6901,
relative to ``data``) is listed under ``nonfinite``, which is how :func:`load_result`
restores it. Fields declared with ``compare=False`` (callables kept for convenience) are
not saved and come back as their default (or None).

Length: one type per quantity shared by the exact and sampled sides, with the equality, JSON
round trip and HTML display they all inherit; split, every result module would import them.

>>> Estimate(2.5, stderr=0.1, n_samples=100, method="coupling")
Estimate(2.5 ± 0.1, n=100, coupling)
>>> print(Estimate.exact(3.0))
3 (exact)
>>> import json, tempfile, os
>>> e = Estimate(1.0, stderr=0.5, ci=(0.0, float("inf")), n_samples=3, method="lower bound")
>>> path = os.path.join(tempfile.mkdtemp(), "e.json")
>>> e.save(path)
>>> with open(path) as fh:
...     nonfinite = json.load(fh)["nonfinite"]
>>> nonfinite.get("inf")
['/ci/1']
>>> Estimate.load(path) == e
True
"""

from __future__ import annotations

import dataclasses
import functools
import html
import importlib
import json
import math
import types
import typing
from collections.abc import Mapping
from dataclasses import dataclass, field

import numpy as np

from .exceptions import GlauberError, InvalidInputError, InvalidTypeError

FORMAT = "glauber-mlm result"
FORMAT_VERSION = 1
_TYPE, _ARRAY, _TUPLE, _LIST, _ITEMS = "__type__", "__array__", "__tuple__", "__list__", "__items__"
_RESERVED = (_TYPE, _ARRAY, _TUPLE, _LIST, _ITEMS)
_LOADABLE_ROOTS = ("toolkit", "exact")


def _fmt(x) -> str:
    if x is None:
        return "-"
    if isinstance(x, (bool, np.bool_)):
        return "yes" if x else "no"
    if isinstance(x, (int, np.integer)):
        x = int(x)
        if abs(x) < 10**18:
            return str(x)
        # counts of a lumped model's rectangles (C(n, 2) q^(n-2) ...) can pass float64's range
        return f"{x:.4g}" if abs(x) < 10**300 else f"{'-' if x < 0 else ''}~10^{len(str(abs(x))) - 1}"
    x = float(x)
    if math.isinf(x) or math.isnan(x):
        return str(x)
    if x != 0 and (abs(x) < 1e-3 or abs(x) >= 1e6):
        return f"{x:.4g}"
    return f"{x:.6g}"


# ---------------------------------------------------------------------- equality
def results_equal(a, b) -> bool:
    """Structural equality of results: dataclasses field by field (``compare=True`` fields),
    numpy arrays by shape and values (NaN equals NaN), floats with NaN equal to NaN, lists,
    tuples and dicts element by element (a list never equals a tuple)."""
    if a is b:
        return True
    if isinstance(a, np.ndarray) or isinstance(b, np.ndarray):
        if not (isinstance(a, np.ndarray) and isinstance(b, np.ndarray)) or a.shape != b.shape:
            return False
        if a.dtype == object or b.dtype == object:
            return all(results_equal(u, v) for u, v in zip(a.ravel().tolist(), b.ravel().tolist(), strict=True))
        nan = a.dtype.kind in "fc" and b.dtype.kind in "fc"
        return bool(np.array_equal(a, b, equal_nan=nan))
    if dataclasses.is_dataclass(a) and not isinstance(a, type):
        if type(a) is not type(b):
            return False
        return all(results_equal(getattr(a, f.name), getattr(b, f.name)) for f in dataclasses.fields(a) if f.compare)
    if isinstance(a, (bool, np.bool_)) or isinstance(b, (bool, np.bool_)):
        return isinstance(a, (bool, np.bool_)) and isinstance(b, (bool, np.bool_)) and bool(a) == bool(b)
    if isinstance(a, (float, np.floating)) or isinstance(b, (float, np.floating)):
        if not isinstance(a, (int, float, np.number)) or not isinstance(b, (int, float, np.number)):
            return False
        return bool(a == b) or (math.isnan(float(a)) and math.isnan(float(b)))
    if isinstance(a, (list, tuple)):
        return (type(a) is type(b) and len(a) == len(b)
                and all(results_equal(u, v) for u, v in zip(a, b, strict=True)))
    if isinstance(a, dict):
        return (isinstance(b, dict) and a.keys() == b.keys()
                and all(results_equal(a[k], b[k]) for k in a))
    try:
        return bool(a == b)
    except (TypeError, ValueError):
        return False


# ---------------------------------------------------------------------- plain dicts
def _plain(v):
    """``v`` as plain Python for ``to_dict``: results by their own ``to_dict``, other
    dataclasses field by field, arrays as nested lists, numpy scalars as Python numbers."""
    if isinstance(v, Result):
        return v.to_dict()
    if dataclasses.is_dataclass(v) and not isinstance(v, type):
        return {f.name: _plain(getattr(v, f.name)) for f in dataclasses.fields(v) if f.compare}
    if isinstance(v, np.ndarray):
        return v.tolist()
    if isinstance(v, np.generic):
        return v.item()
    if isinstance(v, (list, tuple)):
        return [_plain(x) for x in v]
    if isinstance(v, dict):
        return {k: _plain(x) for k, x in v.items()}
    return v


def _frame(rows, columns=None):
    import pandas as pd

    return pd.DataFrame(list(rows), columns=columns)


def one_row_frame(obj):
    """A result whose fields are one set of numbers (an exact report, a spectral summary) as a
    pandas DataFrame of one row: the columns are the keys of ``obj.to_dict()``, so frames of
    several such results concatenate into a table (``pd.concat``) with one row per result.

    >>> one_row_frame(Estimate(2.0, stderr=0.5, n_samples=10, method="m"))[["value", "stderr"]]
       value  stderr
    0    2.0     0.5
    """
    import pandas as pd

    return pd.DataFrame([obj.to_dict()])


class Result:
    """Base of every result dataclass (declare them ``@dataclass(frozen=True, eq=False)``).

    - ``to_dict()``: the fields as plain Python (nested results by their own ``to_dict``),
      plus the properties named in the class attribute ``_derived`` (methods are called);
      classes whose ``--json`` output has another shape override it.
    - ``save(path)`` / ``Type.load(path)``: the lossless JSON round trip of the module
      docstring; ``Type.load(path) == obj``.
    - ``==``: :func:`results_equal` (works with numpy arrays; NaN equals NaN).
    """

    _derived: tuple = ()

    def to_dict(self) -> dict:
        d = {f.name: _plain(getattr(self, f.name)) for f in dataclasses.fields(self) if f.compare}
        for name in self._derived:
            v = getattr(self, name)
            d[name] = _plain(v() if callable(v) else v)
        return d

    def save(self, path) -> None:
        """Write the result to ``path`` as JSON (module docstring); :meth:`load` restores it."""
        save_result(self, path)

    @classmethod
    def load(cls, path):
        """The result saved at ``path`` (its type must be ``cls`` or a subclass)."""
        obj = load_result(path)
        if not isinstance(obj, cls):
            raise InvalidTypeError(f"{path} holds a {type(obj).__name__}, not a {cls.__name__}")
        return obj

    def _repr_html_(self) -> str:
        """A compact HTML table (Jupyter's rich display): :func:`result_html`."""
        return result_html(self)

    def __str__(self) -> str:
        """A readable table of the fields (:func:`result_text`); types with a table of their
        own (``RectangleSummary``, ``Estimate``, ...) override it."""
        return result_text(self)

    def __eq__(self, other):
        if type(other) is not type(self):
            return NotImplemented
        return results_equal(self, other)

    def __hash__(self):
        # consistent with ==: equal results share their type and their str/int/bool fields
        keys = [getattr(self, f.name) for f in dataclasses.fields(self) if f.compare]
        return hash((type(self).__qualname__, *(k for k in keys if isinstance(k, (str, int, bool)))))


# ---------------------------------------------------------------------- notebook display
_HTML_MAX_ITEMS = 8    # a list or dict longer than this is shown by its length
_HTML_MAX_TEXT = 160   # longer strings are cut
_HTML_FRAME_ROWS = 10  # rows of to_frame() shown


def _html_value(v) -> str:
    """One cell of :func:`result_html`: numbers compact, arrays by shape, results by ``str``."""
    if isinstance(v, Estimate):
        return html.escape(str(v))
    if isinstance(v, np.ndarray):
        if v.size <= _HTML_MAX_ITEMS and v.ndim <= 1 and v.dtype.kind in "biuf":
            return html.escape("[" + ", ".join(_fmt(x) for x in v.tolist()) + "]")
        return html.escape(f"array {v.shape}, {v.dtype}")
    if isinstance(v, Result):
        text = str(v)
        first = text.splitlines()[0] if text else ""
        return html.escape(f"{type(v).__name__}: {first}"[:_HTML_MAX_TEXT])
    if dataclasses.is_dataclass(v) and not isinstance(v, type):
        return html.escape(type(v).__name__)
    if isinstance(v, (list, tuple)):
        if len(v) > _HTML_MAX_ITEMS or any(isinstance(x, (Result, dict, list, tuple, np.ndarray)) for x in v):
            kinds = sorted({type(x).__name__ for x in v})
            return html.escape(f"{len(v)} item{'s' if len(v) != 1 else ''}" + (f" ({', '.join(kinds)})" if kinds else ""))
        return html.escape("[" + ", ".join(_cell(x) for x in v) + "]")
    if isinstance(v, dict):
        if len(v) > _HTML_MAX_ITEMS or any(isinstance(x, (Result, dict, list, tuple, np.ndarray)) for x in v.values()):
            return html.escape(f"dict of {len(v)} entries: {', '.join(map(str, list(v)[:_HTML_MAX_ITEMS]))}"
                               + (", ..." if len(v) > _HTML_MAX_ITEMS else ""))
        return html.escape(", ".join(f"{k}: {_cell(x)}" for k, x in v.items()))
    if isinstance(v, str):
        return html.escape(v if len(v) <= _HTML_MAX_TEXT else v[:_HTML_MAX_TEXT - 3] + "...")
    return html.escape(_cell(v))


_TEXT_WIDTH = 70  # longest value cell of :func:`result_text`


def _text_value(v) -> str:
    """One value cell of :func:`result_text`: compact numbers, arrays by shape, nested results
    by their first line, long lists and strings cut. A list or tuple longer than
    ``_HTML_MAX_ITEMS`` or holding any nested value (a result, dict, list, tuple or array, even
    one among plain items) is shown by its length and item kinds, ``2 items (float, tuple)``."""
    if isinstance(v, Estimate):
        text = str(v)
    elif isinstance(v, np.ndarray):
        if v.size <= _HTML_MAX_ITEMS and v.ndim <= 1 and v.dtype.kind in "biuf":
            text = "[" + ", ".join(_fmt(x) for x in v.tolist()) + "]"
        else:
            text = f"array {v.shape}, {v.dtype}"
    elif isinstance(v, Result):
        lines = str(v).splitlines()
        text = f"{type(v).__name__}: {lines[0] if lines else ''}"
    elif dataclasses.is_dataclass(v) and not isinstance(v, type):
        text = type(v).__name__
    elif isinstance(v, (list, tuple)):
        if len(v) > _HTML_MAX_ITEMS or any(isinstance(x, (Result, dict, list, tuple, np.ndarray)) for x in v):
            kinds = sorted({type(x).__name__ for x in v})
            text = f"{len(v)} item{'s' if len(v) != 1 else ''}" + (f" ({', '.join(kinds)})" if kinds else "")
        else:
            text = "[" + ", ".join(_cell(x) for x in v) + "]"
    elif isinstance(v, dict):
        if len(v) > _HTML_MAX_ITEMS or any(isinstance(x, (Result, dict, list, tuple, np.ndarray)) for x in v.values()):
            text = f"{len(v)} entries: " + ", ".join(map(str, list(v)[:_HTML_MAX_ITEMS])) + (
                ", ..." if len(v) > _HTML_MAX_ITEMS else "")
        else:
            text = ", ".join(f"{k}: {_cell(x)}" for k, x in v.items())
    else:
        text = _cell(v)
    text = " ".join(str(text).split())
    return text if len(text) <= _TEXT_WIDTH else text[:_TEXT_WIDTH - 3] + "..."


def result_text(obj) -> str:
    """A result as a readable two-column table under its type (and method): its compared
    fields and derived values, long arrays and lists by their size (what ``print`` shows
    for a result type without a table of its own).

    >>> print(result_text(StationaryLaw(np.array([0.25, 0.75]), None, "gth", 1e-17, 2e-16, 4e-16, 2)))
    StationaryLaw (gth)
    field                  value
    ---------------------  ------------
    pi                     [0.25, 0.75]
    log_pi                 -
    method                 gth
    residual               1e-17
    max_relative_residual  2e-16
    relative_error         4e-16
    n_states               2
    """
    if not (dataclasses.is_dataclass(obj) and not isinstance(obj, type)):
        raise InvalidTypeError(f"`obj` must be a result dataclass; got {type(obj).__name__}")
    rows = [(f.name, _text_value(getattr(obj, f.name))) for f in dataclasses.fields(obj) if f.compare]
    for name in getattr(obj, "_derived", ()):
        try:
            v = getattr(obj, name)
            rows.append((name, _text_value(v() if callable(v) else v)))
        except Exception as exc:  # a derived value that cannot be computed is shown, not raised
            rows.append((name, f"({type(exc).__name__})"))
    method = getattr(obj, "method", None)
    title = type(obj).__name__ + (f" ({method})" if isinstance(method, str) and method else "")
    return title + "\n" + "\n".join(line.rstrip() for line in format_table(rows, ("field", "value")).splitlines())


def html_table(title: str, rows, *, note: str = "") -> str:
    """A two-column HTML table ``name | value`` under a bold ``title`` (values already HTML)."""
    body = "".join(f"<tr><th style='text-align:left'>{html.escape(str(k))}</th>"
                   f"<td style='text-align:left'>{v}</td></tr>" for k, v in rows)
    foot = f"<div>{note}</div>" if note else ""
    return (f"<div class='glauber-result'><table><caption style='text-align:left'><b>{html.escape(title)}</b>"
            f"</caption><tbody>{body}</tbody></table>{foot}</div>")


def result_html(obj) -> str:
    """The HTML shown for a result in a notebook: its compared fields and derived values, one
    row each (long arrays and lists by their size), then the first rows of ``to_frame()``
    in a collapsed block when the type has one."""
    if not (dataclasses.is_dataclass(obj) and not isinstance(obj, type)):
        raise InvalidTypeError(f"`obj` must be a result dataclass; got {type(obj).__name__}")
    rows = [(f.name, _html_value(getattr(obj, f.name))) for f in dataclasses.fields(obj) if f.compare]
    for name in getattr(obj, "_derived", ()):
        try:
            v = getattr(obj, name)
            rows.append((name, _html_value(v() if callable(v) else v)))
        except Exception as exc:  # a derived value that cannot be computed is shown, not raised
            rows.append((name, html.escape(f"({type(exc).__name__})")))
    note = ""
    if callable(getattr(obj, "to_frame", None)):
        try:
            frame = obj.to_frame()
        except ImportError:
            frame = None
        if frame is not None and len(frame.columns):
            shown = frame.head(_HTML_FRAME_ROWS).to_html(index=False, border=0, float_format=_fmt)
            more = f" (first {_HTML_FRAME_ROWS})" if len(frame) > _HTML_FRAME_ROWS else ""
            note = (f"<details><summary>to_frame(): {len(frame)} rows x {len(frame.columns)} columns{more}"
                    f"</summary>{shown}</details>")
    method = getattr(obj, "method", None)
    title = type(obj).__name__ + (f" ({method})" if isinstance(method, str) and method else "")
    return html_table(title, rows, note=note)


# ---------------------------------------------------------------------- JSON round trip
@functools.cache
def _hints(cls) -> dict:
    try:
        return typing.get_type_hints(cls)
    except Exception:  # an unresolvable annotation: tuples get tagged instead
        return {}


def _union_args(h):
    if typing.get_origin(h) in (typing.Union, types.UnionType):
        return [a for a in typing.get_args(h) if a is not type(None)]
    return [h]


def _is_tuple_hint(h) -> bool:
    return any(a is tuple or typing.get_origin(a) is tuple for a in _union_args(h))


def _item_hint(h, k: int):
    """The hint of item ``k`` of a sequence hinted ``h`` (None: unknown)."""
    for a in _union_args(h):
        args = typing.get_args(a)
        if typing.get_origin(a) is tuple and args:
            if len(args) == 2 and args[1] is Ellipsis:
                return args[0]
            return args[k] if k < len(args) else None
        if typing.get_origin(a) is list and args:
            return args[0]
    return None


def _value_hint(h):
    for a in _union_args(h):
        if typing.get_origin(a) is dict and len(typing.get_args(a)) == 2:
            return typing.get_args(a)[1]
    return None


def _escape(key: str) -> str:
    return key.replace("~", "~0").replace("/", "~1")


def _encode(v, hint, path: str, nonfinite: dict | None, *, typed: bool = True):
    """The one JSON encoder: the saved form of a result (``typed``; module docstring) or plain
    JSON values (``typed=False``: :func:`to_jsonable`, for ``--json`` and the sweep store).

    Numbers are numbers. A NaN or an infinity becomes ``null`` and its JSON Pointer (``path``,
    RFC 6901) is listed in ``nonfinite`` under ``nan``, ``inf`` or ``-inf``; with
    ``nonfinite=None`` (plain only) it stays a float. Plain values: objects with ``to_dict``
    become their dict, arrays nested lists, tuples lists, keys strings; anything else is
    returned as it is (``json.dumps`` then names it).
    """
    if v is None or isinstance(v, str):
        return v
    if not typed and isinstance(v, Mapping):
        return {str(k): _encode(x, None, f"{path}/{_escape(str(k))}", nonfinite, typed=False) for k, x in v.items()}
    if not typed and isinstance(v, (list, tuple)):
        return [_encode(x, None, f"{path}/{k}", nonfinite, typed=False) for k, x in enumerate(v)]
    if not typed and isinstance(v, np.ndarray):
        return _encode(v.tolist(), None, path, nonfinite, typed=False)
    if isinstance(v, (bool, np.bool_)):
        return bool(v)
    if isinstance(v, (int, np.integer)):
        return int(v)
    if isinstance(v, (float, np.floating)):
        x = float(v)
        if math.isfinite(x) or nonfinite is None:
            return x
        nonfinite["nan" if math.isnan(x) else ("inf" if x > 0 else "-inf")].append(path)
        return None
    if not typed:
        if hasattr(v, "to_dict") and not isinstance(v, type):
            return _encode(v.to_dict(), None, path, nonfinite, typed=False)
        return v
    if isinstance(v, np.ndarray):
        if v.dtype.kind == "c":
            raise InvalidTypeError(f"cannot save a complex array at {path or '/'}")
        data = v.ravel().tolist() if v.dtype == object else v.tolist()
        return {_ARRAY: _encode(data, None, f"{path}/{_ARRAY}", nonfinite), "dtype": str(v.dtype),
                "shape": list(v.shape)}
    if dataclasses.is_dataclass(v) and not isinstance(v, type):
        cls = type(v)
        hints = _hints(cls)
        out = {_TYPE: f"{cls.__module__}:{cls.__qualname__}"}
        for f in dataclasses.fields(v):
            if f.compare:
                out[f.name] = _encode(getattr(v, f.name), hints.get(f.name), f"{path}/{_escape(f.name)}", nonfinite)
        return out
    if isinstance(v, (list, tuple)):
        plain = _is_tuple_hint(hint) if isinstance(v, tuple) else not _is_tuple_hint(hint)
        tag = None if plain else (_TUPLE if isinstance(v, tuple) else _LIST)
        base = path if tag is None else f"{path}/{tag}"
        items = [_encode(x, _item_hint(hint, k) if plain else None, f"{base}/{k}", nonfinite)
                 for k, x in enumerate(v)]
        return items if tag is None else {tag: items}
    if isinstance(v, dict):
        if all(isinstance(k, str) and k not in _RESERVED for k in v):
            vh = _value_hint(hint)
            return {k: _encode(x, vh, f"{path}/{_escape(k)}", nonfinite) for k, x in v.items()}
        return {_ITEMS: [[_encode(k, None, f"{path}/{_ITEMS}/{m}/0", nonfinite),
                          _encode(x, None, f"{path}/{_ITEMS}/{m}/1", nonfinite)]
                         for m, (k, x) in enumerate(v.items())]}
    raise InvalidTypeError(f"cannot save a {type(v).__name__} at {path or '/'} (not a number, string, array, "
                    "sequence, dict or dataclass)")


def _resolve(tag, where: str = "/type"):
    module, _, qualname = str(tag).partition(":")
    if not isinstance(tag, str) or not qualname:
        raise InvalidInputError(f"{where}: {tag!r} is not a type tag of the form 'module:Class'")
    if module.split(".")[0] not in _LOADABLE_ROOTS:
        raise InvalidInputError(f"refusing to load type {tag!r}: only dataclasses of toolkit and exact are loaded")
    try:
        obj = importlib.import_module(module)
        for part in qualname.split("."):
            obj = getattr(obj, part)
    except (ImportError, AttributeError):
        raise InvalidInputError(f"{where}: unknown type {tag!r} (no such class in this version of glauber-mlm)") from None
    if not (isinstance(obj, type) and dataclasses.is_dataclass(obj)):
        raise InvalidInputError(f"{tag!r} is not a dataclass")
    return obj


#: Range rules of :func:`_check_range`, by field name: what a saved value must satisfy
#: (NaN always passes: it is how an unknown number is saved).
_AT_LEAST_ONE = ("n", "q")
_POSITIVE = ("temperature",)
_OPEN_UNIT = ("eps", "level")
#: int fields that are indices with -1 for "none", not counts
_SIGNED_INT = ("from_input",)
_NON_NEGATIVE_FLOAT = ("stderr", "seconds", "wall_time", "relaxation_time", "gap_error", "relative_error",
                       "pi_relative_error", "residual", "max_relative_residual", "pi_min")


def _check_range(name: str, v, hint, where: str) -> None:
    """The range of field ``name``: counts (every int field but the -1 sentinels of
    :data:`_SIGNED_INT`) >= 0, ``n`` and ``q`` >= 1, a
    temperature > 0, ``eps`` and ``level`` in (0, 1), errors, times and ``pi_min`` >= 0."""
    if isinstance(v, bool) or not isinstance(v, (int, float, np.integer, np.floating)):
        return
    if isinstance(v, int) and abs(v) > 2**1000:  # a count beyond float64 (a lumped model's rectangles): its sign decides
        v = 2**1000 if v > 0 else -(2**1000)
    x = float(v)
    if math.isnan(x):
        return
    need = None
    if name in _AT_LEAST_ONE and x < 1:
        need = ">= 1"
    elif isinstance(v, (int, np.integer)) and x < 0 and not (name in _SIGNED_INT and x == -1):
        need = ">= 0 (a count)"
    elif name in _POSITIVE and not x > 0:
        need = "> 0"
    elif name in _OPEN_UNIT and not 0 < x < 1:
        need = "in (0, 1)"
    elif name in _NON_NEGATIVE_FLOAT and x < 0:
        need = ">= 0"
    if need is not None:
        raise InvalidInputError(f"{where} must be {need}; got {v!r}")


def _type_ok(v, hint) -> bool:
    """Whether a decoded value ``v`` fits the type hint ``hint`` (unknown hints pass)."""
    if hint is None or hint is typing.Any or hint is object:
        return True
    origin = typing.get_origin(hint)
    if origin in (typing.Union, types.UnionType):
        return any(_type_ok(v, a) for a in typing.get_args(hint))
    if hint is type(None):
        return v is None
    if hint is float:
        return isinstance(v, (int, float, np.integer, np.floating)) and not isinstance(v, (bool, np.bool_))
    if hint is int:
        return isinstance(v, (int, np.integer)) and not isinstance(v, (bool, np.bool_))
    if hint is bool:
        return isinstance(v, (bool, np.bool_))
    if hint is str:
        return isinstance(v, str)
    if hint is np.ndarray:
        return isinstance(v, np.ndarray)
    if origin in (tuple, list) or hint in (tuple, list):
        return isinstance(v, (tuple, list))
    if origin is dict or hint is dict:
        return isinstance(v, dict)
    if isinstance(hint, type):
        return isinstance(v, hint)
    return True


def _hint_name(hint) -> str:
    names = {float: "a number", int: "an integer", bool: "true or false", str: "a string", np.ndarray: "an array"}
    if typing.get_origin(hint) in (typing.Union, types.UnionType):
        return " or ".join(_hint_name(a) for a in typing.get_args(hint))
    if hint is type(None):
        return "null"
    if hint in names:
        return names[hint]
    if typing.get_origin(hint) in (tuple, list) or hint in (tuple, list):
        return "a list"
    if typing.get_origin(hint) is dict or hint is dict:
        return "an object"
    return getattr(hint, "__name__", str(hint))


def _shown(v) -> str:
    text = repr(v)
    return text if len(text) <= 60 else text[:57] + "..."


def upgrade_fields(data: dict, estimates: Mapping, *, drop=(), method: str | None = None) -> dict:
    """The saved fields ``data`` of a result written by an older version, in today's layout:
    each key of ``estimates`` that holds a plain number is moved to its new name as an exact
    :class:`Estimate`, the keys in ``drop`` are removed, and ``method`` is set where absent.
    Data already in today's layout comes back unchanged. Result types that renamed fields
    define ``_upgrade(data) -> data`` with it; :func:`load_result` calls it before decoding.

    >>> upgrade_fields({"a_col": 0.5, "n": 2}, {"a_col": "a"}, drop=("n",), method="exact")["a"]["value"]
    0.5
    """
    out = dict(data)
    old = [k for k in estimates if isinstance(out.get(k), (int, float)) and not isinstance(out.get(k), bool)]
    if not old:
        return out
    values = {k: out.pop(k) for k in old}
    for k, x in values.items():
        out[estimates[k]] = {_TYPE: "toolkit.results:Estimate", "value": x, "stderr": 0.0, "ci": [x, x],
                             "n_samples": None, "method": "exact", "level": 0.95}
    for k in drop:
        out.pop(k, None)
    if method is not None:
        out.setdefault("method", method)
    return out


def encoded_fields(obj) -> dict:
    """The saved fields of a result (what ``data`` holds, module docstring), non-finite numbers
    left as floats: what an ``_upgrade`` hook returns when it rebuilds an old result whole."""
    return _encode(obj, None, "", None)


def _decode_dataclass(v: dict, where: str):
    cls = _resolve(v[_TYPE], f"{where or ''}/{_TYPE}")
    upgrade = getattr(cls, "_upgrade", None)
    if callable(upgrade):  # fields renamed since the file was written
        v = upgrade(v)
    hints = _hints(cls)
    fields = {f.name: f for f in dataclasses.fields(cls)}
    unknown = sorted(k for k in v if k != _TYPE and k not in fields)
    if unknown:
        raise InvalidInputError(f"{where or '/'}: {cls.__name__} has no field(s) {', '.join(map(repr, unknown))}")
    kwargs = {}
    for f in fields.values():
        if not f.init:
            continue
        at = f"{where}/{_escape(f.name)}"
        if f.name in v:
            value = _decode(v[f.name], hints.get(f.name), at)
            if not _type_ok(value, hints.get(f.name)):
                raise InvalidInputError(f"{at} of {cls.__name__} must be {_hint_name(hints.get(f.name))}; "
                                        f"got {_shown(value)}")
            _check_range(f.name, value, hints.get(f.name), f"{at} of {cls.__name__}")
            kwargs[f.name] = value
        elif f.default is dataclasses.MISSING and f.default_factory is dataclasses.MISSING:
            if f.compare:
                raise InvalidInputError(f"{where or '/'}: {cls.__name__} lacks its required field {f.name!r}")
            kwargs[f.name] = None  # a field that is not saved (compare=False) and has no default
    try:
        return cls(**kwargs)
    except GlauberError as exc:
        raise InvalidInputError(f"{where or '/'}: {cls.__name__}: {exc}") from None
    except (TypeError, ValueError, KeyError, IndexError, AttributeError) as exc:
        raise InvalidInputError(f"{where or '/'}: the fields do not make a {cls.__name__} "
                                f"({type(exc).__name__}: {exc})") from None


def _decode(v, hint, where: str = ""):
    if isinstance(v, dict):
        if _TYPE in v:
            return _decode_dataclass(v, where)
        if _ARRAY in v:
            try:
                dtype = np.dtype(v["dtype"])
                shape = [int(k) for k in v["shape"]]
                if dtype.kind == "O":
                    arr = np.empty(len(v[_ARRAY]), dtype=object)
                    arr[:] = [_decode(x, None, f"{where}/{_ARRAY}/{k}") for k, x in enumerate(v[_ARRAY])]
                    return arr.reshape(shape)
                if dtype.kind == "c":
                    raise InvalidInputError(f"{where or '/'}: not a valid saved array (complex arrays are not saved)")
                return np.array(v[_ARRAY], dtype=dtype).reshape(shape)
            except GlauberError:
                raise
            except (KeyError, TypeError, ValueError) as exc:
                raise InvalidInputError(f"{where or '/'}: not a valid saved array ({type(exc).__name__}: {exc}); "
                                        "it needs __array__, a numeric dtype and a matching shape") from None
        if _TUPLE in v:
            return tuple(_decode(x, None, f"{where}/{_TUPLE}/{k}") for k, x in enumerate(_seq(v[_TUPLE], where)))
        if _LIST in v:
            return [_decode(x, None, f"{where}/{_LIST}/{k}") for k, x in enumerate(_seq(v[_LIST], where))]
        if _ITEMS in v:
            out = {}
            for m, pair in enumerate(_seq(v[_ITEMS], where)):
                if not (isinstance(pair, list) and len(pair) == 2):
                    raise InvalidInputError(f"{where}/{_ITEMS}/{m}: must be a [key, value] pair; got {_shown(pair)}")
                key = _hashable(_decode(pair[0], None, f"{where}/{_ITEMS}/{m}/0"))
                try:
                    out[key] = _decode(pair[1], None, f"{where}/{_ITEMS}/{m}/1")
                except TypeError:
                    raise InvalidInputError(f"{where}/{_ITEMS}/{m}/0: not a usable key: {_shown(key)}") from None
            return out
        vh = _value_hint(hint)
        return {k: _decode(x, vh, f"{where}/{_escape(k)}") for k, x in v.items()}
    if isinstance(v, list):
        items = [_decode(x, _item_hint(hint, k), f"{where}/{k}") for k, x in enumerate(v)]
        return tuple(items) if _is_tuple_hint(hint) else items
    return v


def _seq(v, where: str) -> list:
    if not isinstance(v, list):
        raise InvalidInputError(f"{where or '/'}: expected a list; got {_shown(v)}")
    return v


def _hashable(k):
    return tuple(_hashable(x) for x in k) if isinstance(k, list) else k


def _set_pointer(doc, pointer: str, value):
    """Set the value at JSON Pointer ``pointer`` of ``doc``, which must hold ``null`` there
    (where the saver wrote the non-finite number)."""
    if not isinstance(pointer, str) or (pointer and not pointer.startswith("/")):
        raise InvalidInputError(f"`nonfinite` holds {_shown(pointer)}, not a JSON Pointer such as '/value'")
    parts = [p.replace("~1", "/").replace("~0", "~") for p in pointer.split("/")[1:]]
    if not parts:
        if doc is not None:
            raise InvalidInputError("`nonfinite` points at the whole of `data`, which is not null")
        return value
    node = doc
    try:
        for p in parts[:-1]:
            node = node[int(p)] if isinstance(node, list) else node[p]
        last = parts[-1]
        key = int(last) if isinstance(node, list) else last
        if node[key] is not None:
            raise InvalidInputError(f"`nonfinite` pointer {pointer!r} names {_shown(node[key])}, not a null "
                                    "written in place of a non-finite number")
        node[key] = value
    except GlauberError:
        raise
    except (KeyError, IndexError, ValueError, TypeError):
        raise InvalidInputError(f"`nonfinite` pointer {pointer!r} names no field of `data`") from None
    return doc


def to_json_document(obj) -> dict:
    """The saved form of a result (module docstring): plain JSON values only."""
    if not (dataclasses.is_dataclass(obj) and not isinstance(obj, type)):
        raise InvalidTypeError(f"`obj` must be a result dataclass; got {type(obj).__name__}")
    nonfinite = {"nan": [], "inf": [], "-inf": []}
    data = _encode(obj, None, "", nonfinite)
    return {"format": FORMAT, "version": FORMAT_VERSION, "type": data[_TYPE], "data": data,
            "nonfinite": nonfinite}


def from_json_document(doc: dict):
    """Inverse of :func:`to_json_document`, validated: the envelope's required keys, then
    every field of every nested result against its type hint and range (counts >= 0, a
    temperature > 0, ...). A bad document raises
    :class:`~toolkit.exceptions.InvalidInputError` naming the JSON Pointer of what is wrong.

    >>> from_json_document({"format": FORMAT, "version": FORMAT_VERSION, "type": "toolkit.results:Estimate"})
    Traceback (most recent call last):
    ...
    toolkit.exceptions.InvalidInputError: the saved result lacks the required key 'data' (the result's fields)
    >>> doc = to_json_document(Estimate(2.0, stderr=0.5, n_samples=10, method="m"))
    >>> doc["data"]["n_samples"] = -5
    >>> from_json_document(doc)
    Traceback (most recent call last):
    ...
    toolkit.exceptions.InvalidInputError: /data/n_samples of Estimate must be >= 0 (a count); got -5
    """
    if not isinstance(doc, dict) or doc.get("format") != FORMAT:
        raise InvalidInputError(f"not a saved {FORMAT} (no 'format': {FORMAT!r})")
    if doc.get("version") != FORMAT_VERSION:
        raise InvalidInputError(f"saved with format version {doc.get('version')!r}; this code reads {FORMAT_VERSION}")
    if "data" not in doc:
        raise InvalidInputError("the saved result lacks the required key 'data' (the result's fields)")
    data = doc["data"]
    if not (isinstance(data, dict) and _TYPE in data):
        raise InvalidInputError(f"'data' must be an object with a {_TYPE!r} tag; got {_shown(data)}")
    _resolve(data[_TYPE], f"/data/{_TYPE}")  # a foreign type is refused before anything else is read
    if "type" in doc and doc["type"] != data[_TYPE]:
        raise InvalidInputError(f"'type' {doc['type']!r} does not match data's {_TYPE} {data[_TYPE]!r}")
    nonfinite = doc.get("nonfinite", {})
    if not isinstance(nonfinite, dict) or set(nonfinite) - {"nan", "inf", "-inf"}:
        raise InvalidInputError(f"'nonfinite' must be an object with keys nan, inf, -inf; got {_shown(nonfinite)}")
    values = {"nan": math.nan, "inf": math.inf, "-inf": -math.inf}
    for key, pointers in nonfinite.items():
        for p in _seq(pointers, f"/nonfinite/{key}"):
            data = _set_pointer(data, p, values[key])
    return _decode(data, None, "/data")


def save_result(obj, path) -> None:
    """Write any result dataclass to ``path`` as standard JSON (module docstring)."""
    doc = to_json_document(obj)
    try:
        with open(path, "w") as fh:
            json.dump(doc, fh, indent=1, allow_nan=False)
            fh.write("\n")
    except OSError as exc:
        raise InvalidInputError(f"`path` {str(path)!r} cannot be written: {exc.strerror or exc}") from None


def load_result(path):
    """The result saved by :func:`save_result` at ``path`` (an equal object)."""
    try:
        with open(path) as fh:
            doc = json.load(fh)
    except OSError as exc:
        raise InvalidInputError(f"`path` {str(path)!r} cannot be read: {exc.strerror or exc}") from None
    except (UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise InvalidInputError(f"`path` {str(path)!r} is not a saved result (not JSON: {exc})") from None
    except RecursionError:
        raise InvalidInputError(f"`path` {str(path)!r} is not a saved result (JSON nested too deeply)") from None
    try:
        return from_json_document(doc)
    except InvalidInputError as exc:
        raise InvalidInputError(f"`path` {str(path)!r} is not a valid saved result: {exc}") from None
    except RecursionError:
        raise InvalidInputError(f"`path` {str(path)!r} is not a saved result (nested too deeply)") from None


# ---------------------------------------------------------------------- numbers
@dataclass(frozen=True, eq=False)
class Estimate(Result):
    """A number with its uncertainty.

    ``ci`` is a (low, high) confidence interval at level ``level``; for exact values
    ``stderr == 0`` and ``ci == (value, value)``.
    """

    value: float
    stderr: float = 0.0
    ci: tuple[float, float] | None = None
    n_samples: int | None = None
    method: str = "exact"
    level: float = 0.95

    def __post_init__(self):
        if self.ci is None:
            if self.stderr == 0:
                object.__setattr__(self, "ci", (self.value, self.value))
            else:
                z = 1.959963984540054 if self.level == 0.95 else _z(self.level)
                object.__setattr__(self, "ci", (self.value - z * self.stderr, self.value + z * self.stderr))

    @classmethod
    def exact(cls, value: float) -> Estimate:
        return cls(value=value, stderr=0.0, method="exact")

    @property
    def is_exact(self) -> bool:
        return self.method == "exact"

    def covers(self, x: float) -> bool:
        lo, hi = self.ci
        return bool(lo <= x <= hi)

    def __str__(self) -> str:
        if self.is_exact:
            return f"{_fmt(self.value)} (exact)"
        return f"{_fmt(self.value)} ± {_fmt(self.stderr)} ({self.method}, n={self.n_samples})"

    def __repr__(self) -> str:
        return f"Estimate({_fmt(self.value)} ± {_fmt(self.stderr)}, n={self.n_samples}, {self.method})"


def _z(level: float) -> float:
    from scipy.stats import norm

    return float(norm.ppf(0.5 + level / 2))


# ---------------------------------------------------------------------- exact chains
@dataclass(frozen=True, eq=False)
class StationaryLaw(Result):
    """A stationary law with its accuracy.

    ``pi`` (float64; entries below ~1e-308 are 0 there) and ``log_pi`` (finite wherever
    ``pi`` is positive in exact arithmetic, when the solver worked in logarithms; else
    ``log(pi)``); ``max_relative_residual`` is ``max_y |inflow(y)/outflow(y) - 1|`` and
    ``relative_error`` the estimate of ``|pi_computed(x)/pi(x) - 1|`` for every ``x`` (see
    :mod:`exact.stationary` for when it is a bound and when an estimate).
    """

    pi: np.ndarray = field(repr=False)
    log_pi: np.ndarray | None = field(repr=False)
    method: str
    residual: float
    max_relative_residual: float
    relative_error: float
    n_states: int

    @property
    def pi_min(self) -> float:
        return float(self.pi.min())

    @property
    def log_pi_min(self) -> float:
        """``ln min pi`` (finite even when ``pi_min`` underflows to 0)."""
        if self.log_pi is not None:
            return float(np.min(self.log_pi))
        with np.errstate(divide="ignore"):
            return float(np.log(self.pi.min()))

    def to_dict(self) -> dict:
        return {"method": self.method, "n_states": self.n_states, "pi_min": self.pi_min,
                "log_pi_min": self.log_pi_min, "residual": self.residual,
                "max_relative_residual": self.max_relative_residual,
                "relative_error": self.relative_error}

    def to_frame(self):
        """One row per state: ``state`` (index), ``pi``, ``log_pi``."""
        import pandas as pd

        with np.errstate(divide="ignore"):
            log_pi = self.log_pi if self.log_pi is not None else np.log(self.pi)
        return pd.DataFrame({"state": np.arange(self.pi.size), "pi": self.pi, "log_pi": log_pi})

    def __str__(self) -> str:
        return (f"stationary law on {self.n_states} states ({self.method}): pi_min = {_fmt(self.pi_min)} "
                f"(ln {self.log_pi_min:.6g}), relative error ~ {_fmt(self.relative_error)}")


@dataclass(frozen=True, eq=False)
class Reversibility(Result):
    """Whether a chain is reversible, and by which rule (see :mod:`exact.reversibility`).

    ``statistic`` is what the rule compared with ``threshold``: the largest
    ``|log R| / bound`` over the reference rectangles (``"rectangles"``: reversible when no
    rectangle is certified, i.e. all at most 1), or the largest edge-wise relative
    detailed-balance residual (``"edge-wise relative residual"``).
    """

    reversible: bool
    rule: str
    statistic: float
    threshold: float
    detail: str = ""

    def __str__(self) -> str:
        return f"{'reversible' if self.reversible else 'not reversible'} ({self.rule}: {self.detail})"


@dataclass(frozen=True, eq=False)
class SpectralSummary(Result):
    """Spectral quantities of a kernel, each named for what it is.

    ``lambda_2``: largest real part among non-unit eigenvalues; ``lambda_star``: largest
    modulus among them; ``spectral_gap`` is the *absolute* gap ``1 - lambda_star`` and
    ``relaxation_time`` its inverse. For non-reversible chains the mixing bounds come
    from ``reversibilization_gap`` (gap of ``P P*``) and ``pseudo_spectral_gap``
    (Paulin), never from ``spectral_gap``. ``reversibility_rule`` says how reversibility was
    decided; ``gap_error`` estimates the absolute error of ``spectral_gap``.

    The gap's interval: ``[gap_lower, gap_upper]`` holds the true absolute gap (a bound when
    ``gap_certified``, else an estimate; ``gap_note`` says how it was obtained, and why it
    reaches 0 when it does: the gap is then known only from above, and no mixing upper
    bound is built from it). ``log_gap``, ``log_gap_lower`` and ``log_gap_upper`` are their
    natural logarithms, finite where a gap below float64's range (``1e-308``) is reported as 0
    (``-inf`` for an end at 0). ``multiplicative_gap_errors`` bound the errors of
    ``multiplicative_gaps``.

    The lumped engine (:func:`exact.lumped.lumped_spectral_gap`, ``method`` ``"lumped (...)"``)
    fills four more (None elsewhere): ``sector_kind`` ``"full"`` (the minimum over every
    isotypic sector: the full chain's gap, attained in ``sector``, ``j`` for ``q = 2``, the
    partition for ``q = 3``) or ``"symmetric"`` (the count chain's gap only: an *upper bound*
    on the full chain's, so the interval's lower end is 0); ``n_sectors`` solved or bounded,
    ``sectors_certified`` of them bounded below the symmetric one without being solved.
    ``n_states`` is then ``q**n``, the states of the full chain.
    """

    n_states: int
    reversible: bool
    detailed_balance_residual: float
    lambda_2: float
    lambda_star: float
    spectral_gap: float
    relaxation_time: float
    method: str
    reversibilization_gap: float | None = None
    pseudo_spectral_gap: float | None = None
    pseudo_spectral_k: int | None = None
    reversibility_rule: str = ""
    gap_error: float | None = None
    multiplicative_gaps: tuple | None = None
    gap_lower: float | None = None
    gap_upper: float | None = None
    log_gap: float | None = None
    log_gap_lower: float | None = None
    log_gap_upper: float | None = None
    gap_certified: bool | None = None
    gap_note: str = ""
    multiplicative_gap_errors: tuple | None = None
    sector: int | tuple | None = None
    sector_kind: str | None = None
    n_sectors: int | None = None
    sectors_certified: int | None = None

    def to_frame(self):
        """One row, one column per field (:func:`one_row_frame`; ``multiplicative_gaps`` is
        one cell holding the list of ``gamma_k``, or None)."""
        return one_row_frame(self)


@dataclass(frozen=True, eq=False)
class MixingResult(Result):
    """Exact worst-start mixing time.

    ``t_mix`` is ``min{t : d(t) <= eps}`` (``None`` when not reached by ``t_max``);
    ``times``/``distances`` are the points of ``d(t)`` that were evaluated, each exact
    (stepping: ``0..t_mix-1``; doubling: powers of two and the bisection's points);
    ``worst_start`` is a state index attaining ``d(t_mix - 1)`` (stepping that gives up at
    ``t_max``, ``t_mix`` None: one attaining ``d(t_max)``, the farthest start then).

    The lumped engine (:func:`exact.lumped.lumped_mixing_time`, ``method``
    ``"lumped (starts=...)"``) fills the rest (None elsewhere). ``exact``: ``t_mix`` is the
    worst start's (then ``t_mix_lower == t_mix == t_mix_upper``); otherwise
    ``t_mix_lower <= t_mix(worst start) <= t_mix_upper`` (None: unknown) and ``t_mix`` is
    that of the starts evaluated (``starts="monochromatic"``: a lower bound) or None.
    ``profile_kind`` says whether ``distances`` are the exact worst-start ``d`` or a lower
    bound on it; ``worst_counts`` is the count vector of a start class attaining ``t_mix``
    (``worst_start`` is then None: no state index is formed); ``classes_total`` start classes,
    ``classes_evaluated`` evolved exactly, ``classes_certified`` shown by the sector bound to
    mix no later; ``distance_error`` estimates the absolute error of the distances and
    ``t_mix_round_off`` the steps by which round-off leaves ``t_mix`` uncertain.
    """

    t_mix: int | None
    eps: float
    times: tuple = field(repr=False)
    distances: tuple = field(repr=False)
    worst_start: int | None
    method: str
    t_max: int | None = None
    exact: bool | None = None
    t_mix_lower: int | None = None
    t_mix_upper: int | None = None
    profile_kind: str | None = None
    starts: str | None = None
    worst_counts: tuple | None = None
    classes_total: int | None = None
    classes_evaluated: int | None = None
    classes_certified: int | None = None
    t_mix_round_off: int | None = None
    distance_error: float | None = None

    @property
    def reached(self) -> bool:
        return self.t_mix is not None

    def to_frame(self):
        """The evaluated points of ``d(t)``: columns ``t``, ``d``."""
        return _frame(zip(self.times, self.distances, strict=True), columns=["t", "d"])

    @classmethod
    def from_blocks(cls, results, eps: float, method: str, t_max: int | None) -> MixingResult:
        """Merge per-block stepping results ``(profile, t_mix, worst_start, done)`` (each block
        a set of starts stepped until all are within ``eps``): ``d(t)`` is the blocks' maximum
        and ``t_mix`` the latest block's; the worst start is, among the blocks that mix last,
        the one farthest at ``t_mix - 1``. ``d(t)`` is exact for ``t < t_mix`` (every start
        above ``eps`` is still evolving); at ``t_mix`` the starts retired earlier are no longer
        evolved, so ``d(t_mix)`` (``<= eps``) is not reported.

        >>> r = MixingResult.from_blocks([(np.array([1.0, 0.5]), 2, 3, True),
        ...                               (np.array([1.0, 0.2]), 2, 7, True)], 0.25, "stepping", None)
        >>> r.t_mix, r.distances, r.worst_start
        (2, (1.0, 0.5), 3)
        """
        length = max(r[0].size for r in results)
        profile = np.zeros(length)
        for prof, *_ in results:
            profile[: prof.size] = np.maximum(profile[: prof.size], prof)
        if not all(r[3] for r in results):
            worst = max((r for r in results if not r[3]), key=lambda r: r[0][-1])
            return cls(None, eps, tuple(range(length)), tuple(profile), worst[2], method, t_max)
        t_mix = max(r[1] for r in results)
        worst = max((r for r in results if r[1] == t_mix), key=lambda r: r[0][t_mix - 1] if t_mix >= 1 else 0.0)
        return cls(t_mix, eps, tuple(range(t_mix)), tuple(float(v) for v in profile[:t_mix]), worst[2], method,
                   t_max)


# ---------------------------------------------------------------------- rectangles
#: levels of the ``|log R|`` quantiles every rectangle summary reports, with their keys
QUANTILE_LEVELS = {"q50": 0.5, "q90": 0.9, "q99": 0.99}


def abs_log_r_quantiles(abs_log_r, weights=None) -> dict:
    """``{"q50", "q90", "q99", "max"}`` of ``|log R|`` (the keys of every rectangle summary,
    exact and sampled; all 0 when there is no rectangle).

    ``weights``: how many rectangles each value stands for (the lumped engine's count
    rectangles). Integer weights (a total below ``2**63``) give exactly :func:`numpy.quantile`'s
    linear interpolation over the population in which value ``k`` appears ``weights[k]`` times;
    float weights (relative, for populations too large to count in int64) give the inverse of
    the weighted distribution function (the interpolation between neighbours of a population
    that large is below float resolution of its positions).

    A value of weight 0 is not in the population (its rectangle count is 0), so it is never the
    ``"max"``; negative weights are refused.

    >>> abs_log_r_quantiles([0.0, 1.0], weights=np.array([3, 1]))["q50"] == float(np.quantile([0, 0, 0, 1.0], 0.5))
    True
    >>> abs_log_r_quantiles([0.5, 2.0], weights=np.array([1, 0]))["max"]
    0.5
    """
    v = np.asarray(abs_log_r, dtype=float).ravel()
    if weights is None or not v.size:
        out = {k: float(np.quantile(v, p)) if v.size else 0.0 for k, p in QUANTILE_LEVELS.items()}
        out["max"] = float(v.max()) if v.size else 0.0
        return out
    w = np.asarray(weights).ravel()
    if w.shape != v.shape:
        raise InvalidInputError(f"`weights` must have the shape of `abs_log_r` {v.shape}; got {w.shape}")
    if not (w >= 0).all():
        raise InvalidInputError(f"`weights` must be >= 0 (counts of rectangles); got {w[~(w >= 0)][0]}")
    keep = w > 0   # a value of weight 0 stands for no rectangle: it is not in the population
    if not keep.any():
        return abs_log_r_quantiles([])
    v, w = v[keep], w[keep]
    order = np.argsort(v, kind="stable")
    v, w = v[order], w[order]
    out = {}
    if w.dtype.kind in "iu":
        cum = np.cumsum(w.astype(np.int64))
        N = int(cum[-1])
        for k, p in QUANTILE_LEVELS.items():
            h = (N - 1) * p
            lo = math.floor(h)
            a = v[np.searchsorted(cum, lo, side="right")]
            b = v[np.searchsorted(cum, min(lo + 1, N - 1), side="right")]
            out[k] = float(np.quantile(np.array([a, b]), h - lo))  # numpy's own interpolation
    else:
        cum = np.cumsum(w.astype(float))
        cum /= cum[-1]
        for k, p in QUANTILE_LEVELS.items():
            out[k] = float(v[min(int(np.searchsorted(cum, p, side="left")), v.size - 1)])
    out["max"] = float(v[-1])
    return out


def witness_order(abs_log_r, i, j, k: int, *, candidates=None) -> np.ndarray:
    """Indices of the ``k`` rectangles to show: the worst of each site pair first (pairs in
    order of their worst ``|log R|``), then the rest by decreasing ``|log R|`` (ties: index
    order). ``candidates``: a boolean mask or indices to choose from (default: all)."""
    absr = np.asarray(abs_log_r, dtype=float)
    cand = np.arange(absr.size) if candidates is None else np.asarray(candidates)
    if cand.dtype == bool:
        cand = np.flatnonzero(cand)
    if cand.size == 0 or k <= 0:
        return np.zeros(0, dtype=np.int64)
    order = cand[np.argsort(-absr[cand], kind="stable")]
    pair = np.asarray(i)[order].astype(np.int64) * (int(np.max(j)) + 1) + np.asarray(j)[order]
    _, first = np.unique(pair, return_index=True)
    lead = order[np.sort(first)]
    rest = order[~np.isin(order, lead)]
    return np.concatenate([lead, rest])[:k].astype(np.int64)


@dataclass(frozen=True, eq=False)
class Witness(Result):
    """One rectangle, as numbers and as text.

    ``i < j`` the sites; ``a, a2`` the tokens at ``i`` and ``b, b2`` at ``j`` (ids);
    ``log_r`` is ``log R / T`` and ``bound`` its floating-point error bound
    (:mod:`toolkit._rectangle`); ``context`` the state the rectangle was read at (token ids;
    its tokens at ``i`` and ``j`` do not enter ``log R``: the exact table has 0 there, the
    sampled test the context's own). Readable: ``tokens_i = (a, a2)`` and
    ``tokens_j = (b, b2)`` as strings, ``context_text`` with ``_`` at ``i`` and ``j``.

    >>> w = Witness.of(0, 1, 0, 1, 0, 1, 4.0, 1e-15, (0, 0, 1), ["x", "y"])
    >>> print(w)
    sites (0, 1), context [_ _ y], x/y at 0, x/y at 1: log R = 4 (bound 1e-15, certified)
    """

    i: int
    j: int
    a: int
    a2: int
    b: int
    b2: int
    log_r: float
    bound: float
    context: tuple = ()
    tokens_i: tuple = ()
    tokens_j: tuple = ()
    context_text: str = ""

    _derived = ("certified",)

    @classmethod
    def of(cls, i, j, a, a2, b, b2, log_r, bound, context, tokens) -> Witness:
        """A witness with its readable form, from ids and the display strings ``tokens``."""
        i, j, a, a2, b, b2 = (int(v) for v in (i, j, a, a2, b, b2))
        ctx = tuple(int(v) for v in context)
        text = " ".join("_" if s in (i, j) else str(tokens[v]) for s, v in enumerate(ctx))
        return cls(i, j, a, a2, b, b2, float(log_r), float(bound), ctx, (str(tokens[a]), str(tokens[a2])),
                   (str(tokens[b]), str(tokens[b2])), text)

    @property
    def certified(self) -> bool:
        """``|log R| > bound``: the rectangle certifies incompatibility."""
        return bool(abs(self.log_r) > self.bound)

    def _names(self):
        ti = self.tokens_i or (str(self.a), str(self.a2))
        tj = self.tokens_j or (str(self.b), str(self.b2))
        return ti, tj

    @property
    def text(self) -> str:
        """One line: ``[context] site i: 'a'/'a2', site j: 'b'/'b2'``."""
        (a, a2), (b, b2) = self._names()
        return f"[{self.context_text}] site {self.i}: {a!r}/{a2!r}, site {self.j}: {b!r}/{b2!r}"

    def __str__(self) -> str:
        (a, a2), (b, b2) = self._names()
        mark = "certified" if self.certified else "not certified"
        return (f"sites ({self.i}, {self.j}), context [{self.context_text}], {a}/{a2} at {self.i}, "
                f"{b}/{b2} at {self.j}: log R = {self.log_r:.6g} (bound {self.bound:.3g}, {mark})")


@dataclass(frozen=True, eq=False)
class RectangleSummary(Result):
    """Counts and extremes of the rectangle statistics of one model at one temperature.

    ``prevalence``: the fraction of rectangles certified incompatible (exact and lumped: zero
    error, ``method="exact"`` or ``"lumped (count rectangles)"``; sampled: over the distinct
    rectangles queried, with a Wilson interval). ``quantiles`` of ``|log R| / T`` under the keys of
    :func:`abs_log_r_quantiles`, from ``quantile_sample`` values (``count``, or an evenly
    strided subsample when the exact rectangles are too many to keep). ``witnesses``: the
    worst rectangles (:func:`witness_order`; exact and lumped: certified ones only).
    ``RectangleTable``, ``CountRectangles`` and ``RectangleResult`` are subclasses (module
    docstring).
    ``logit_error_source`` says where the logit errors behind the bound come from.
    """

    q: int
    n: int
    temperature: float
    count: int
    n_certified: int
    prevalence: Estimate
    max_abs: float
    max_bound: float
    quantiles: dict
    witnesses: tuple
    method: str = "exact"
    logit_error_source: str = ""
    quantile_sample: int | None = None

    _derived = ("certified_fraction", "compatible")

    @property
    def certified_fraction(self) -> float:
        return float(self.prevalence.value)

    @property
    def compatible(self) -> bool:
        """No rectangle certified (compatible up to floating-point resolution, on the
        rectangles looked at)."""
        return self.n_certified == 0

    @property
    def incompatible(self) -> bool:
        return self.n_certified > 0

    def summary(self) -> RectangleSummary:
        """The shared fields only (drops what a subclass adds: the exact table's and the sampled
        test's rectangles, the lumped engine's count-rectangle numbers)."""
        return RectangleSummary(**{f.name: getattr(self, f.name) for f in dataclasses.fields(RectangleSummary)})

    def to_frame(self):
        """The witnesses, one row each."""
        cols = ["i", "j", "a", "a2", "b", "b2", "log_r", "bound", "certified", "tokens_i", "tokens_j", "context_text"]
        return _frame(({c: getattr(w, c) for c in cols} for w in self.witnesses), columns=cols)

    def table(self) -> str:
        p = self.prevalence
        rows = [("rectangles", self.count), ("certified", self.n_certified), ("certified fraction", p.value)]
        if not p.is_exact:
            rows.append((f"  {p.level:.0%} interval", f"[{_fmt(p.ci[0])}, {_fmt(p.ci[1])}]"))
        rows += [("max |log R|", self.max_abs), ("max bound", self.max_bound)]
        sub = "" if self.quantile_sample in (None, self.count) else f" (of {self.quantile_sample} strided)"
        rows += [(f"|log R| quantile {k}{sub}", v) for k, v in self.quantiles.items() if k != "max"]
        out = format_table(rows, (f"rectangle statistic ({self.method})", f"T = {self.temperature:g}"))
        if self.witnesses:
            head = "worst certified rectangles" if self.prevalence.is_exact else "worst rectangles"
            out += f"\n{head}:\n" + "\n".join(f"  {w}" for w in self.witnesses)
        return out

    def __str__(self) -> str:
        return self.table()


# ---------------------------------------------------------------------- influence
@dataclass(frozen=True, eq=False)
class InfluenceSummary(Result):
    """Influence matrices and the contraction constants, exact or sampled.

    ``R[i, j]``: TV influence of site ``j`` on site ``i``; ``L[i, j]``: logit sensitivity
    (zero diagonals). ``alpha = max_j sum_i R_ij`` (column sums; ``alpha_row`` the row-sum
    version), ``T0 = max_j sum_i L_ij / 4`` (``T0_row`` from row sums). Exact: zero error,
    ``method="exact"``; sampled: maxima over the contexts tried, so lower bounds
    (interval ``[value, inf)``). ``alpha_col``, ``T0_col`` and ``n`` are derived numbers.
    The enumerated, lumped and sampled results are subclasses (module docstring).
    """

    R: np.ndarray = field(repr=False)
    L: np.ndarray = field(repr=False)
    alpha: Estimate
    alpha_row: Estimate
    T0: Estimate
    T0_row: Estimate
    temperature: float
    method: str

    _derived = ("n", "alpha_col", "T0_col")

    @property
    def n(self) -> int:
        return int(self.R.shape[0])

    @property
    def alpha_col(self) -> float:
        """``alpha`` (column sums) as a number."""
        return float(self.alpha.value)

    @property
    def T0_col(self) -> float:
        """``T0`` (column sums) as a number."""
        return float(self.T0.value)

    @property
    def contracting(self) -> bool:
        return self.alpha_col < 1

    def summary(self) -> InfluenceSummary:
        """The shared fields only (drops what a subclass adds)."""
        return InfluenceSummary(**{f.name: getattr(self, f.name) for f in dataclasses.fields(InfluenceSummary)})

    def to_frame(self):
        """One row per ordered pair ``i != j``: ``i``, ``j``, ``R``, ``L``."""
        i, j = np.nonzero(~np.eye(self.n, dtype=bool))
        import pandas as pd

        return pd.DataFrame({"i": i, "j": j, "R": self.R[i, j], "L": self.L[i, j]})

    def table(self) -> str:
        rows = [("alpha (column sums)", self.alpha.value, str(self.alpha)),
                ("alpha (row sums)", self.alpha_row.value, str(self.alpha_row)),
                ("T_0 (column)", self.T0.value, str(self.T0)), ("T_0 (row)", self.T0_row.value, str(self.T0_row))]
        return (f"influence at T={self.temperature:g} ({self.method})\n"
                + format_table(rows, ("quantity", "value", "estimate")))

    def __str__(self) -> str:
        return self.table()


# ---------------------------------------------------------------------- claims
@dataclass(frozen=True, eq=False)
class Claim(Result):
    """One claim held against numbers: a row of ``glauber check`` and of ``glauber verify``.

    ``hypothesis`` with ``hypothesis_holds`` (None: not applicable / not decided), the
    ``bound``, the ``value``, whether the claim ``holds`` (None when its hypothesis fails,
    so it says nothing) and the ``slack`` (positive when it holds). ``kind``: ``"theorem"``
    (asserted: a failure makes the command exit non-zero) or ``"comparison"`` (reported).
    ``section``: where it belongs (a report section, or a topic of ``glauber check``);
    ``statement`` and ``note`` are optional prose.

    The verdict (:meth:`status`, one of :data:`VERDICTS`): ``PASS``/``FAIL`` for a theorem
    (``n/a`` when it says nothing); for a comparison (reported, not asserted) what the
    numbers say: ``holds``, ``refuted``, ``not resolved`` (the measurement cannot decide) or
    ``vacuous`` (a bound that carries no information), from ``verdict`` when given, else from
    ``holds`` (True, False, None). ``reason`` says why, for every verdict but a plain
    ``holds``/``PASS``. The report's theorem slacks are in one unit, the fraction of the
    allowance left (:func:`slack_upper`, :func:`slack_lower`, :func:`slack_equal`).

    >>> Claim("t_mix <= bound", "alpha < 1", True, 20, 15, True, slack_upper(15, 20)).status()
    'PASS'
    >>> Claim("slope ~ k gamma", "-", None, 2.0, 1.7, False, kind="comparison").status()
    'refuted'
    >>> Claim("t_mix >= 1", "-", None, 1, 24, None, kind="comparison", verdict="vacuous",
    ...       reason="1 is t_mix's floor").status()
    'vacuous'
    """

    name: str
    hypothesis: str
    hypothesis_holds: bool | None
    bound: object
    value: object
    holds: bool | None
    slack: float | None = None
    kind: str = "theorem"
    section: str = ""
    statement: str = ""
    note: str = ""
    verdict: str = ""
    reason: str = ""

    _derived = ("status",)

    def __post_init__(self):
        if self.verdict and self.verdict not in COMPARISON_VERDICTS:
            raise InvalidInputError(f"`verdict` must be one of {COMPARISON_VERDICTS} (or empty); got {self.verdict!r}")

    @property
    def failed(self) -> bool:
        """A theorem whose hypothesis does not fail and which does not hold."""
        return self.kind == "theorem" and self.hypothesis_holds is not False and self.holds is False

    def status(self) -> str:
        """``"PASS"``/``"FAIL"`` (a theorem), ``"n/a"`` (a theorem that says nothing here:
        ``holds`` is None); a comparison's ``verdict``, else ``"holds"``, ``"refuted"`` or
        ``"not resolved"`` by ``holds``."""
        if self.kind != "theorem":
            if self.verdict:
                return self.verdict
            return {True: "holds", False: "refuted"}.get(self.holds, "not resolved")
        if self.holds is None:
            return "n/a"
        return "PASS" if self.holds else "FAIL"

    def __str__(self) -> str:
        why = f"; {self.reason}" if self.reason else ""
        return (f"{self.name}: {self.status()} (bound {_cell(self.bound)}, value {_cell(self.value)}, "
                f"slack {_cell(self.slack)}{why})")


#: the verdicts of a comparison (:attr:`Claim.verdict`)
COMPARISON_VERDICTS = ("holds", "refuted", "not resolved", "vacuous")
#: every verdict a claim can have (:meth:`Claim.status`)
VERDICTS = ("PASS", "FAIL", "n/a", *COMPARISON_VERDICTS)


def slack_upper(value, bound) -> float | None:
    """Slack of ``value <= bound``: ``1 - value/bound``, the fraction of the bound left
    (``<= 0`` when it fails; None without a positive bound).

    >>> slack_upper(15, 20)
    0.25
    """
    if value is None or bound is None or not bound > 0:
        return None
    return 1.0 - float(value) / float(bound)


def slack_lower(value, bound) -> float | None:
    """Slack of ``value >= bound``: ``1 - bound/value`` (``<= 0`` when it fails; None
    without a positive value).

    >>> slack_lower(20, 15)
    0.25
    """
    if value is None or bound is None or not value > 0:
        return None
    return 1.0 - float(bound) / float(value)


def slack_lower_log(log_value: float, log_bound: float) -> float:
    """:func:`slack_lower` from logarithms (values that overflow): ``1 - e^(log_bound - log_value)``.

    >>> round(slack_lower_log(math.log(20), math.log(15)), 12)
    0.25
    """
    return float(-math.expm1(float(log_bound) - float(log_value)))


def slack_equal(error, tol) -> float:
    """Slack of ``|error| <= tol``: ``1 - |error|/tol``, the fraction of the tolerance left
    (``tol = 0``, an exact equality: 1 when ``error == 0``, else ``-inf``).

    >>> slack_equal(2.5e-13, 1e-12)
    0.75
    """
    err, tol = abs(float(error)), float(tol)
    if tol == 0:
        return 1.0 if err == 0 else -math.inf
    return 1.0 - err / tol if math.isfinite(err) else -math.inf


def _cell(v) -> str:
    if v is None:
        return "-"
    return v if isinstance(v, str) else _fmt(v)


def claims_frame(claims):
    """A table of claims: one row each, the fields and ``status``."""
    cols = ["section", "name", "statement", "hypothesis", "hypothesis_holds", "bound", "value", "holds", "slack",
            "kind", "status", "note"]
    return _frame(({c: (getattr(k, c)() if c == "status" else getattr(k, c)) for c in cols} for k in claims),
                  columns=cols)


# ---------------------------------------------------------------------- text and JSON
def format_table(rows, headers) -> str:
    """Plain-text table: ``rows`` is a list of sequences; numbers are formatted compactly."""
    cells = [[_fmt(c) if not isinstance(c, str) else c for c in r] for r in rows]
    widths = [max(len(str(h)), *(len(r[k]) for r in cells)) if cells else len(str(h))
              for k, h in enumerate(headers)]
    line = "  ".join(str(h).ljust(w) for h, w in zip(headers, widths, strict=True))
    sep = "  ".join("-" * w for w in widths)
    body = ["  ".join(c.ljust(w) for c, w in zip(r, widths, strict=True)) for r in cells]
    return "\n".join([line, sep, *body])


def to_jsonable(obj, *, nonfinite: dict | None = None, keep_nonfinite: bool = False):
    """Plain JSON values of ``obj`` for ``json.dumps`` (the one encoder, :func:`_encode`, in its
    plain mode): numpy scalars and arrays become Python numbers and lists, tuples lists, keys
    strings, objects with a ``to_dict`` method their dict, and non-finite floats ``null``
    (standard JSON), their JSON Pointers appended to ``nonfinite`` when given (a dict with lists
    under ``nan``, ``inf``, ``-inf``: what ``--json`` lists). ``keep_nonfinite=True`` keeps them
    as floats instead (the sweep store: a NaN result is not a missing one).

    >>> found = {"nan": [], "inf": [], "-inf": []}
    >>> to_jsonable({"a/b": np.array([1.0, np.inf]), "n": np.int64(3)}, nonfinite=found), found["inf"]
    ({'a/b': [1.0, None], 'n': 3}, ['/a~1b/1'])
    >>> to_jsonable([np.float64("nan")], keep_nonfinite=True)
    [nan]
    """
    if keep_nonfinite:
        if nonfinite is not None:
            raise InvalidInputError("`nonfinite` lists the pointers of nulls; keep_nonfinite=True writes none")
        return _encode(obj, None, "", None, typed=False)
    found = {"nan": [], "inf": [], "-inf": []} if nonfinite is None else nonfinite
    return _encode(obj, None, "", found, typed=False)
