"""Compare two directories written by ``scripts/cli_json_snapshot.sh``: every number and
string of every JSON output, ignoring timing fields (``seconds``, ``timings``,
``wall_seconds``), floats within 1e-9 relative. Prints one line per command and exits 1 on
any difference that is not documented.

Usage: python scripts/compare_json_snapshots.py BEFORE_DIR AFTER_DIR [--documented FILE | --strict] [--verbose]

Documented differences are read from ``BEFORE_DIR/documented_differences.json`` when it
exists (or from ``--documented FILE``; ``--strict`` reads none, so every difference
counts). It holds ``{"differences": [entry, ...]}``; each entry names the snapshot
``files`` it applies to (glob patterns), a ``path`` (``/key/key[3]/key``, ``[*]`` for any
index), the ``commit`` and ``issue`` that made the difference and ``why``, and one ``op``:

- ``rename`` (``to``: the new key): the key moved within its object, value unchanged;
- ``retype`` (``type``: ``int``): the value is now of that type, equal after conversion;
- ``changed`` (``before``, ``after``): this exact value became that exact value;
- ``inserted`` (``key``, ``values``): the list at ``path`` gained the items whose ``key``
  is one of ``values`` (the other items keep their order and values);
- ``added``: a new key;
- ``redefined``: a number whose meaning changed; any number may replace any number there;
- ``estimate``: a number ``x`` became an exact estimate, the object
  ``{"value": x, "stderr": 0.0, "ci": [x, x], "n_samples": null, "method": "exact", "level": 0.95}``
  (``toolkit.results.Estimate.exact(x)``; issue 27: one result type per quantity).

``rename``, ``retype``, ``changed`` and ``estimate`` are applied to BEFORE and ``inserted`` to AFTER
before the two are compared, so a renamed or retyped value must still be equal; ``added``
and ``redefined`` then accept the differences they match. Anything else is undocumented.
"""

from __future__ import annotations

import argparse
import difflib
import fnmatch
import json
import pathlib
import re
import sys
from collections import Counter
from typing import NamedTuple

IGNORED = {"seconds", "timings", "wall_seconds"}
DOCUMENTED_NAME = "documented_differences.json"
# keys that identify an item of a list of objects (claims, reference cases), so that two
# lists of different length are compared item by item instead of not at all
ID_KEYS = ("section", "name", "claim", "case")
OPS = {"rename", "retype", "changed", "inserted", "added", "redefined", "estimate"}
TYPES = {"int": int, "float": float, "str": str}


def _show(v) -> str:
    return json.dumps(v)[:60]


def _identity(v) -> str:
    if isinstance(v, dict) and any(k in v for k in ID_KEYS):
        return json.dumps({k: v[k] for k in ID_KEYS if k in v}, sort_keys=True)
    return json.dumps(v, sort_keys=True)


class Difference(NamedTuple):
    """One difference: ``kind`` is added, removed, changed, length, added item or removed item."""

    kind: str
    path: str
    before: object = None
    after: object = None

    def __str__(self) -> str:
        if self.kind == "changed":
            return f"changed {self.path}: {_show(self.before)} -> {_show(self.after)}"
        if self.kind == "length":
            return f"length of {self.path}: {self.before} -> {self.after}"
        return f"{self.kind} {self.path}"


def diff(x, y, path, out):
    """Append to ``out`` a :class:`Difference` for each way ``y`` (after) differs from ``x``."""
    if isinstance(x, dict) and isinstance(y, dict):
        for k in sorted(set(x) | set(y)):
            if k in IGNORED:
                continue
            if k not in x:
                out.append(Difference("added", f"{path}/{k}"))
            elif k not in y:
                out.append(Difference("removed", f"{path}/{k}"))
            else:
                diff(x[k], y[k], f"{path}/{k}", out)
    elif isinstance(x, list) and isinstance(y, list):
        if len(x) == len(y):
            for i, (u, v) in enumerate(zip(x, y, strict=True)):
                diff(u, v, f"{path}[{i}]", out)
            return
        out.append(Difference("length", path, len(x), len(y)))
        sm = difflib.SequenceMatcher(None, [_identity(u) for u in x], [_identity(v) for v in y],
                                     autojunk=False)
        for tag, i1, i2, j1, j2 in sm.get_opcodes():
            if tag == "equal":
                for i, j in zip(range(i1, i2), range(j1, j2), strict=True):
                    diff(x[i], y[j], f"{path}[{i}]", out)
                continue
            out.extend(Difference("removed item", f"{path}[{i}]") for i in range(i1, i2))
            out.extend(Difference("added item", f"{path}[{j}]") for j in range(j1, j2))
    elif _both_numbers(x, y):
        close = isinstance(x, float) and isinstance(y, float) and abs(x - y) <= 1e-9 * max(1.0, abs(x))
        if x != y and not close:
            out.append(Difference("changed", path, x, y))
    elif x != y or type(x) is not type(y):
        out.append(Difference("changed", path, x, y))


def _both_numbers(x, y) -> bool:
    return all(isinstance(v, int | float) and not isinstance(v, bool) for v in (x, y))


_STEP = re.compile(r"\[(\*|\d+)\]")


def _steps(path: str) -> list:
    """``/a/b[2][*]/c`` -> ``['a', 'b', 2, '*', 'c']`` (``'*'`` any index)."""
    steps = []
    for seg in path.strip("/").split("/"):
        head = seg.split("[", 1)[0]
        if head:
            steps.append(head)
        steps.extend(m if m == "*" else int(m) for m in _STEP.findall(seg[len(head):]))
    return steps


def _slots(data, steps):
    """Every ``(container, key)`` the path ``steps`` reaches in ``data``."""
    if not steps:
        return
    step, rest = steps[0], steps[1:]
    if isinstance(step, str) and step != "*":
        keys = [step] if isinstance(data, dict) and step in data else []
    elif isinstance(data, list):
        keys = range(len(data)) if step == "*" else [step] if step < len(data) else []
    else:
        keys = []
    for k in keys:
        if rest:
            yield from _slots(data[k], rest)
        else:
            yield data, k


def _pattern(path: str) -> re.Pattern:
    return re.compile(re.escape(path).replace(r"\[\*\]", r"\[\d+\]") + r"\Z")


def load_documented(path: pathlib.Path) -> list[dict]:
    entries = json.loads(path.read_text())["differences"]
    for e in entries:
        missing = {"files", "path", "op", "commit", "issue", "why"} - set(e)
        if missing or e["op"] not in OPS:
            raise ValueError(f"{path}: entry {e} lacks {sorted(missing)} or has an unknown op")
        need = {"rename": {"to"}, "retype": {"type"}, "changed": {"before", "after"},
                "inserted": {"key", "values"}}.get(e["op"], set())
        if need - set(e) or e["op"] == "retype" and e["type"] not in TYPES:
            raise ValueError(f"{path}: {e['op']} entry {e} needs {sorted(need)}")
    return entries


def apply_documented(name: str, before, after, entries):
    """Apply the entries that cover snapshot ``name``: ``rename``/``retype``/``changed`` to
    ``before`` and ``inserted`` to ``after`` (both modified in place). Returns ``accept``, a
    test of one remaining :class:`Difference` against the ``added``/``redefined`` entries,
    and ``used``, a Counter of how often each entry (by ``id``) applied."""
    entries = [e for e in entries if any(fnmatch.fnmatch(name, f) for f in e["files"])]
    used = Counter()
    for e in entries:
        steps = _steps(e["path"])
        if e["op"] == "inserted":
            for parent, k in list(_slots(after, steps)):
                if isinstance(parent[k], list):
                    kept = [v for v in parent[k]
                            if not (isinstance(v, dict) and v.get(e["key"]) in e["values"])]
                    used[id(e)] += len(parent[k]) - len(kept)
                    parent[k] = kept
            continue
        for parent, k in list(_slots(before, steps)):
            v = parent[k]
            if e["op"] == "rename":
                if not isinstance(parent, dict) or e["to"] in parent:
                    continue
                parent[e["to"]] = parent.pop(k)
            elif e["op"] == "retype":
                try:
                    parent[k] = TYPES[e["type"]](v)
                except (TypeError, ValueError):
                    continue
            elif e["op"] == "changed":
                if v != e["before"] or type(v) is not type(e["before"]):
                    continue
                parent[k] = e["after"]
            elif e["op"] == "estimate":
                if not _both_numbers(v, v):
                    continue
                parent[k] = {"value": v, "stderr": 0.0, "ci": [v, v], "n_samples": None, "method": "exact",
                             "level": 0.95}
            else:
                continue
            used[id(e)] += 1

    def accept(d: Difference) -> bool:
        for e in entries:
            if not _pattern(e["path"]).match(d.path):
                continue
            if (e["op"] == "added" and d.kind == "added"
                    or e["op"] == "redefined" and d.kind == "changed" and _both_numbers(d.before, d.after)):
                used[id(e)] += 1
                return True
        return False

    return accept, used


def main(argv) -> int:
    p = argparse.ArgumentParser(prog="compare_json_snapshots.py",
                                description=__doc__.split("\n\n")[0].replace("\n", " "))
    p.add_argument("before", type=pathlib.Path)
    p.add_argument("after", type=pathlib.Path)
    p.add_argument("--documented", type=pathlib.Path, default=None,
                   help=f"documented differences (default: BEFORE/{DOCUMENTED_NAME} if present)")
    p.add_argument("--strict", action="store_true", help="read no documented differences")
    p.add_argument("--verbose", action="store_true", help="also list the documented differences")
    a = p.parse_args(argv[1:])
    doc = a.documented or a.before / DOCUMENTED_NAME
    entries = [] if a.strict or not doc.exists() else load_documented(doc)
    if entries:
        print(f"documented differences: {doc} ({len(entries)} entries)")
    bad = 0
    used = Counter()
    for f in sorted(a.before.glob("*.json")):
        if f.name == DOCUMENTED_NAME:
            continue
        g = a.after / f.name
        if not g.exists():
            print(f"{f.name}: missing in {a.after}")
            bad += 1
            continue
        x, y = json.loads(f.read_text() or "null"), json.loads(g.read_text() or "null")
        accept, file_used = apply_documented(f.name, x, y, entries)
        out = []
        diff(x, y, "", out)
        undocumented = [d for d in out if not accept(d)]
        used += file_used
        n_doc = sum(file_used.values())
        if not undocumented and not n_doc:
            print(f"{f.name}: identical")
        else:
            print(f"{f.name}: {len(undocumented)} undocumented difference(s), {n_doc} documented")
        for d in undocumented[:50]:
            print(f"  {d}")
        if len(undocumented) > 50:
            print(f"  ... and {len(undocumented) - 50} more")
        if a.verbose:
            for d in out:
                if d not in undocumented:
                    print(f"  documented: {d}")
        bad += bool(undocumented)
    for e in entries:
        if not used[id(e)]:
            print(f"note: documented, not seen: {e['op']} {e['path']} in {', '.join(e['files'])}")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
