"""Arguments and options the tests only ever use at their defaults: mutants certain to survive.

The sixth sweep (``benchmarks/results/sweeps-23-2026-12-06.md``) found its weakest class in
options and keyword arguments handed on to an inner call: 29 of 47 such mutants survived, because
the tests called the outer function or command at its defaults only. A mutant that replaces an
argument by its default (``scripts/automut.py --operators ignore``) cannot fail a test that never
passes anything else; nor can one that drops an option of ``glauber``. This script finds those
places without running a single mutant: it runs the default tier once under a trace that, on
every call of a function of ``toolkit/`` or ``exact/``, compares each watched argument with its
default, and, on every ``argparse`` parse, each option's value with its default and each option
string with the command line. It records which test files passed something other than the default.

Watched: the ``ignore`` operator's places (every parameter with a default that the function's body
reads, ``automut.ignore_places``), and every option of every ``glauber`` (sub)command, with each of its
spellings. A value counts as *not the default* when it is neither the default object nor equal to
it (``1`` and ``1.0`` are equal; an array against ``None`` is not). Code run in a subprocess or a
worker process is not seen (as with coverage).

It also records, for each watched call, the *call site* in ``toolkit/`` or ``exact/`` it came from
(the caller's file and line) and whether the value arrived off its default from there. A call
site that writes the argument as a keyword (``inner(x, batch_size=batch_size)``) but only ever
hands on the default is the seventh and eighth sweeps' weakest class, a value handed on at one
call site and not another: dropping the keyword there (the callee then uses its default) is a
mutant no test can see, even where other sites' tests pass the argument off its default.

The report lists, per module, the watched arguments that none of the module's *targeted tests*
(``automut.default_tests``: what a mutation run and a blind audit run) passes off its default, and
those that no test of the default tier does; and, per command, the options never given off their
default and the spellings never written. Each is a mutant that survives for certain (the converse
does not hold: a test may pass a value and check nothing that depends on it).

    python benchmarks/default_only_args.py --trace TRACE.json        # runs the default tier (20-40 min)
    python benchmarks/default_only_args.py --report TRACE.json       # writes benchmarks/results/default-only-args-DATE.md
    python benchmarks/default_only_args.py --sites TRACE.json        # writes benchmarks/results/default-only-sites-DATE.md
"""

from __future__ import annotations

import argparse
import ast
import json
import os
import re
import subprocess
import sys
import threading
from datetime import datetime, timezone
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "scripts"))
import automut  # noqa: E402  (the ignore operator's places; the targeted test sets)

RESULTS = ROOT / "benchmarks" / "results"
PACKAGES = ("toolkit", "exact")
#: environment variable naming the JSON the plugin writes (set by ``--trace``)
OUT_ENV = "GLAUBER_DEFAULT_ONLY_ARGS_OUT"


def modules(root: Path = ROOT) -> list[str]:
    """Every module of ``toolkit/`` and ``exact/``, as paths from the repository root."""
    return sorted(str(p.relative_to(root)) for pkg in PACKAGES for p in (root / pkg).rglob("*.py"))


def watched_arguments(path: Path, rel: str) -> dict[tuple[int, str], list[tuple[str, str, str]]]:
    """``(first line of the code object, function name) -> [(qualified name, parameter, default source)]``.

    The places of the ``ignore`` operator (:func:`automut.ignore_places`): parameters with a default
    that the body reads, in a function whose body has a statement besides its docstring. The first
    line is the code object's
    ``co_firstlineno``: the first decorator's line for a decorated function.

    >>> import tempfile, textwrap
    >>> src = textwrap.dedent('''
    ...     def f(a, b=2, *, c=None, d=3):
    ...         "doc"
    ...         return a + b + (c or 0)
    ... ''')
    >>> with tempfile.TemporaryDirectory() as d:
    ...     p = Path(d) / "m.py"
    ...     _ = p.write_text(src)
    ...     watched_arguments(p, "m.py")
    {(2, 'f'): [('f', 'b', '2'), ('f', 'c', 'None')]}
    """
    tree = ast.parse(path.read_text(), filename=str(path))
    out: dict[tuple[int, str], list[tuple[str, str, str]]] = {}

    def visit(node, prefix):
        for child in ast.iter_child_nodes(node):
            if isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef)):
                qual = f"{prefix}{child.name}"
                places = automut.ignore_places(child)
                if places is not None and places[1]:
                    first = min([child.lineno, *(d.lineno for d in child.decorator_list)])
                    out.setdefault((first, child.name), []).extend(
                        (qual, arg.arg, ast.unparse(default)) for arg, default in places[1])
                visit(child, qual + ".<locals>.")
            elif isinstance(child, ast.ClassDef):
                visit(child, f"{prefix}{child.name}.")
            else:
                visit(child, prefix)

    visit(tree, "")
    return out


_MISSING = object()


def differs(value, default) -> bool:
    """Is ``value`` something other than ``default`` (so a mutant using the default could be seen)?

    >>> differs(1.0, 1), differs(None, None), differs(0.5, None), differs("a", "a")
    (False, False, True, False)
    >>> import numpy as np
    >>> differs(np.zeros(2), None), differs(np.float64(2.0), 2.0)
    (True, False)
    """
    if value is default:
        return False
    try:
        return not bool(value == default)
    except Exception:        # an array against a scalar default, an uncomparable object: not the default
        return True


class _Tracer:
    """The pytest plugin: watches calls and argparse parses, attributes them to the running test file."""

    def __init__(self, root: Path, out: Path):
        self.root = root
        self.out = out
        self.watch: dict[tuple[str, int, str], tuple[str, list]] = {}
        for rel in modules(root):
            path = root / rel
            for (line, name), items in watched_arguments(path, rel).items():
                self.watch[(str(path), line, name)] = (rel, items)
        self.defaults: dict[tuple[str, int, str], list] = {}
        self.args: dict[str, set[str]] = {}        # "module::qualname::param" -> test files passing non-default
        self.called: dict[str, set[str]] = {}      # "module::qualname::param" -> test files calling it at all
        self.options: dict[str, set[str]] = {}     # "prog::dest" -> test files giving a non-default value
        self.spellings: dict[str, set[str]] = {}   # "prog::option string" -> test files writing it
        self.known_options: dict[str, list[str]] = {}   # prog -> [dest ...] (so unused ones are listed too)
        self.known_spellings: dict[str, list[str]] = {}
        self.current = "<collection>"
        self.previous = "<collection>"
        self.lost: list[str] = []                  # test files after which the trace had to be put back
        self.unknown: set[str] = set()             # defaults not evaluable in the module's globals (closures)
        # "caller.py:LINE::module::qualname::param" -> test files calling / passing non-default from there
        self.site_called: dict[str, set[str]] = {}
        self.site_args: dict[str, set[str]] = {}
        self._rels: dict[str, str | None] = {}    # a code object's file name -> its path in the package, or None

    # ------------------------------------------------------------------ tracing calls
    def trace(self, frame, event, arg):
        if event == "call":
            code = frame.f_code
            key = (code.co_filename, code.co_firstlineno, code.co_name)
            hit = self.watch.get(key)
            if hit is not None:
                self._seen(frame, key, *hit)
        return None

    def _seen(self, frame, key, rel, items):
        defaults = self.defaults.get(key)
        if defaults is None:
            defaults = []
            for _, _, src in items:
                try:
                    defaults.append(eval(src, frame.f_globals))   # noqa: S307 (the module's own default expression)
                except Exception:
                    defaults.append(_MISSING)
            self.defaults[key] = defaults
        loc = frame.f_locals
        site = self._site(frame.f_back)
        for (qual, param, _), default in zip(items, defaults, strict=True):
            name = f"{rel}::{qual}::{param}"
            self.called.setdefault(name, set()).add(self.current)
            if site is not None and default is not _MISSING:   # a closure's default: "off" is unknowable
                self.site_called.setdefault(f"{site}::{name}", set()).add(self.current)
            if default is _MISSING:
                self.unknown.add(name)
            elif param in loc and differs(loc[param], default):
                self.args.setdefault(name, set()).add(self.current)
                if site is not None:
                    self.site_args.setdefault(f"{site}::{name}", set()).add(self.current)

    def _site(self, caller) -> str | None:
        """``"toolkit/x.py:LINE"`` of a calling frame in the package (None: a test, a library, no caller)."""
        if caller is None:
            return None
        fn = caller.f_code.co_filename
        rel = self._rels.get(fn, _MISSING)
        if rel is _MISSING:
            try:
                rel = str(Path(fn).resolve().relative_to(self.root))
            except (ValueError, OSError):
                rel = None
            if rel is not None and not rel.startswith(tuple(f"{p}/" for p in PACKAGES)):
                rel = None
            self._rels[fn] = rel
        return None if rel is None else f"{rel}:{caller.f_lineno}"

    # ------------------------------------------------------------------ argparse
    def wrap_argparse(self):
        tracer = self
        original = argparse.ArgumentParser.parse_known_args

        def parse_known_args(parser, args=None, namespace=None):
            result = original(parser, args, namespace)
            try:
                tracer._parsed(parser, list(sys.argv[1:] if args is None else args), result[0])
            except Exception:   # the record must never change what a test sees
                pass
            return result

        argparse.ArgumentParser.parse_known_args = parse_known_args
        return original

    def _parsed(self, parser, argv, ns):
        prog = parser.prog
        if not prog.startswith("glauber"):
            return
        written = {a.split("=", 1)[0] for a in argv if isinstance(a, str) and a.startswith("-")}
        dests, spells = [], []
        for action in parser._actions:
            if isinstance(action, (argparse._HelpAction, argparse._SubParsersAction, argparse._VersionAction)):
                continue
            if not action.option_strings:
                continue
            dests.append(action.dest)
            spells.extend(action.option_strings)
            for s in action.option_strings:
                if any(w == s or (len(s) == 2 and w.startswith(s)) for w in written):   # "-T0.5" writes -T
                    self.spellings.setdefault(f"{prog}::{s}", set()).add(self.current)
            value = getattr(ns, action.dest, _MISSING)
            if value is not _MISSING and differs(value, action.default):
                self.options.setdefault(f"{prog}::{action.dest}", set()).add(self.current)
        self.known_options.setdefault(prog, sorted(set(dests)))
        self.known_spellings.setdefault(prog, sorted(set(spells)))

    # ------------------------------------------------------------------ pytest hooks
    def pytest_sessionstart(self, session):
        self._original = self.wrap_argparse()
        threading.settrace(self.trace)
        sys.settrace(self.trace)

    def pytest_collectstart(self, collector):
        # module-level calls while a test file is imported (``@given(strategy(n=3))``) belong to that file
        path = getattr(collector, "path", None)
        if path is not None and path.suffix == ".py":
            try:
                self.current = str(path.relative_to(self.root))
            except ValueError:
                self.current = str(path)

    def pytest_runtest_logstart(self, nodeid, location):
        self.current = nodeid.split("::", 1)[0]
        if sys.gettrace() != self.trace:
            # something (a test, a library) replaced or removed the trace since the last test: put it
            # back, and say after which file it was lost (calls in between were not seen)
            self.lost.append(self.previous)
            sys.settrace(self.trace)
            threading.settrace(self.trace)
        self.previous = self.current

    def pytest_sessionfinish(self, session, exitstatus):
        sys.settrace(None)
        threading.settrace(None)
        argparse.ArgumentParser.parse_known_args = self._original
        data = {
            "exitstatus": int(exitstatus),
            "trace_lost_after": sorted(set(self.lost)),
            "unknown_default": sorted(self.unknown),
            "watched": sorted(f"{rel}::{q}::{p}" for rel, items in self.watch.values() for q, p, _ in items),
            "called": {k: sorted(v) for k, v in sorted(self.called.items())},
            "args": {k: sorted(v) for k, v in sorted(self.args.items())},
            "site_called": {k: sorted(v) for k, v in sorted(self.site_called.items())},
            "site_args": {k: sorted(v) for k, v in sorted(self.site_args.items())},
            "options": {k: sorted(v) for k, v in sorted(self.options.items())},
            "spellings": {k: sorted(v) for k, v in sorted(self.spellings.items())},
            "known_options": self.known_options,
            "known_spellings": self.known_spellings,
        }
        self.out.write_text(json.dumps(data, indent=1))


def pytest_configure(config):
    """Registered by ``-p benchmarks.default_only_args`` when ``GLAUBER_DEFAULT_ONLY_ARGS_OUT`` is set."""
    out = os.environ.get(OUT_ENV)
    if out:
        config.pluginmanager.register(_Tracer(ROOT, Path(out)), "default-only-args-tracer")


# ---------------------------------------------------------------------- the report
def command_module(prog: str) -> str | None:
    """``"glauber scan nlogn"`` -> ``"toolkit/app/commands/scan.py"`` (``None`` for the top-level parser)."""
    parts = prog.split()
    return f"toolkit/app/commands/{parts[1]}.py" if len(parts) > 1 else None


def analyse(data: dict, targeted: dict[str, set[str]]) -> dict:
    """Per module: watched arguments called but never off their default in its targeted tests / in any test;
    per command: options never off their default, spellings never written."""
    by_module: dict[str, dict] = {}
    unknown = set(data.get("unknown_default", ()))
    for name in data["watched"]:
        rel, qual, param = name.split("::")
        row = by_module.setdefault(rel, {"watched": 0, "called": 0, "targeted_only_default": [],
                                         "never_off_default": [], "never_called": 0})
        row["watched"] += 1
        called = set(data["called"].get(name, ()))
        if name in unknown:
            row.setdefault("unknown_default", []).append(f"{qual}({param})")
            continue
        if not called:
            row["never_called"] += 1
            continue
        row["called"] += 1
        off = set(data["args"].get(name, ()))
        if not off:
            row["never_off_default"].append(f"{qual}({param})")
        elif not off & targeted.get(rel, set()):
            row["targeted_only_default"].append(f"{qual}({param})")
    commands: dict[str, dict] = {}
    for prog, dests in data["known_options"].items():
        rel = command_module(prog)
        tset = targeted.get(rel, set()) if rel else set()
        never = [d for d in dests if not data["options"].get(f"{prog}::{d}")]
        not_targeted = [d for d in dests if data["options"].get(f"{prog}::{d}")
                        and not set(data["options"][f"{prog}::{d}"]) & tset]
        unwritten = [s for s in data["known_spellings"].get(prog, [])
                     if not data["spellings"].get(f"{prog}::{s}")]
        commands[prog] = {"module": rel, "options": len(dests), "never_off_default": never,
                          "targeted_only_default": not_targeted, "spellings_never_written": unwritten}
    return {"modules": by_module, "commands": commands}


def _command_line(flag: str, trace: Path, data: dict) -> str:
    """The record's command line: the report's ``flag`` on ``trace``, after ``--trace``."""
    return (f"Command: `python benchmarks/default_only_args.py {flag} {trace.name}` after `--trace` (one run of "
            f"the default tier under the trace; pytest exit status {data['exitstatus']}). Module docstring: what "
            "is watched and what counts.")


def _write_record(name: str, lines: list[str], res: dict) -> Path:
    """``benchmarks/results/NAME.md`` (``lines``) and ``NAME.json`` (``res``); the markdown's path."""
    path = RESULTS / f"{name}.md"
    path.write_text("\n".join(lines) + "\n")
    (RESULTS / f"{name}.json").write_text(json.dumps(res, indent=1))
    return path


def write_report(trace: Path, name: str | None = None) -> Path:
    data = json.loads(trace.read_text())
    rels = sorted({n.split("::")[0] for n in data["watched"]} |
                  {command_module(p) for p in data["known_options"] if command_module(p)})
    targeted = {rel: set(automut.default_tests(rel)) for rel in rels}
    res = analyse(data, targeted)
    mods = res["modules"]
    tot = {k: sum(r[k] if isinstance(r[k], int) else len(r[k]) for r in mods.values())
           for k in ("watched", "called", "never_called", "never_off_default", "targeted_only_default")}
    lines = [f"**{tot['watched']} watched arguments** (parameters with a default that the body reads) in "
             f"{len(mods)} modules: {tot['called']} called by the default tier, {tot['never_called']} never called "
             f"in the pytest process. Of those called, **{tot['never_off_default']} are never passed anything but "
             f"their default by any test**, and **{tot['targeted_only_default']} more only outside the module's "
             f"targeted tests**: each is an `ignore` mutant (`scripts/automut.py --operators ignore`) certain "
             f"to survive a mutation run of its module. Left out: "
             f"{sum(len(r.get('unknown_default', [])) for r in mods.values())} arguments whose default is not "
             f"an expression of the module's globals (a closure's `h_=h`), so what is \"the default\" varies.", ""]
    cmds = res["commands"]
    n_opt = sum(c["options"] for c in cmds.values())
    n_never = sum(len(c["never_off_default"]) for c in cmds.values())
    n_nt = sum(len(c["targeted_only_default"]) for c in cmds.values())
    n_sp = sum(len(c["spellings_never_written"]) for c in cmds.values())
    lines += [f"**{n_opt} options of {len(cmds)} `glauber` (sub)commands** seen parsed: {n_never} never given a "
              f"value other than their default by any test, {n_nt} more only outside the command module's "
              f"targeted tests; {n_sp} option spellings never written on a tested command line.", ""]
    lines += ["## Modules", "", "| module | watched | called | never off default | off default only outside targeted |",
              "|---|---|---|---|---|"]
    for rel, r in sorted(mods.items(), key=lambda kv: -(len(kv[1]["never_off_default"])
                                                        + len(kv[1]["targeted_only_default"]))):
        lines.append(f"| {rel} | {r['watched']} | {r['called']} | {len(r['never_off_default'])} | "
                     f"{len(r['targeted_only_default'])} |")
    lines += ["", "## Commands", "", "| command | options | never off default | only outside targeted | "
              "spellings never written |", "|---|---|---|---|---|"]
    for prog, c in sorted(cmds.items()):
        lines.append(f"| `{prog}` | {c['options']} | {', '.join(c['never_off_default']) or '-'} | "
                     f"{', '.join(c['targeted_only_default']) or '-'} | "
                     f"{', '.join(c['spellings_never_written']) or '-'} |")
    lines += ["", "## The arguments, per module", ""]
    for rel, r in sorted(mods.items()):
        if r["never_off_default"] or r["targeted_only_default"]:
            lines.append(f"- `{rel}`: never off default: {', '.join(r['never_off_default']) or '-'}; "
                         f"only outside targeted: {', '.join(r['targeted_only_default']) or '-'}")
    date = datetime.now(timezone.utc).strftime("%Y-%m-%d")
    name = name or f"default-only-args-{date}"
    head = [f"# Arguments and options the tests use only at their defaults ({date})", "",
            _command_line("--report", trace, data), "",
            f"The trace was found removed and put back {len(data.get('trace_lost_after', []))} time(s), after "
            f"{', '.join(data.get('trace_lost_after', [])) or '-'} (calls between the removal and the next "
            "test's start were not seen).", ""]
    return _write_record(name, head + lines, res)


# ---------------------------------------------------------------------- call sites
def keyword_call(tree: ast.AST, line: int, callee: str, param: str) -> ast.Call | None:
    """The call on ``line`` (where it starts) of a function named ``callee`` (a class for its
    ``__init__``) that writes ``param=`` as a keyword, or None.

    >>> tree = ast.parse("y = f(1, k=2)\\nz = g(k=3) + f(k=4)\\n")
    >>> ast.unparse(keyword_call(tree, 2, "f", "k")), keyword_call(tree, 1, "f", "j")
    ('f(k=4)', None)
    """
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and node.lineno == line:
            f = node.func
            name = f.id if isinstance(f, ast.Name) else f.attr if isinstance(f, ast.Attribute) else None
            if name == callee and any(k.arg == param for k in node.keywords):
                return node
    return None


def _callee_name(qual: str) -> str:
    """The name a call site writes: a function's own name, a class's name for its ``__init__``."""
    parts = qual.split(".")
    return parts[-2] if parts[-1] == "__init__" and len(parts) > 1 else parts[-1]


def in_function(tree: ast.AST, line: int) -> bool:
    """Is ``line`` inside a function's body (not module- or class-level code, run once at import)?

    >>> in_function(ast.parse("x = f(k=1)\\ndef g():\\n    return f(k=2)\\n"), 1)
    False
    """
    return any(isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda))
               and n.lineno < line <= n.end_lineno for n in ast.walk(tree))


_NAME = re.compile(r"""["'](?:[\w.]*\.)?(\w+)["']""")


def patched_names(root: Path = ROOT) -> set[str]:
    """Names a test may replace by a spy: every quoted identifier (or last part of a dotted path) in
    a test file that uses ``monkeypatch`` or ``mock`` (``monkeypatch.setattr(mod, "inner", spy)``,
    ``mock.patch("pkg.mod.inner")``, a helper ``_spy(monkeypatch, "inner")``). A call to such a
    callee may reach a spy, which the trace does not see (it watches the real function), so what
    the spy checks is unknown. Deliberately broad: a site is moved apart, not dropped.

    >>> import tempfile
    >>> with tempfile.TemporaryDirectory() as d:
    ...     t = Path(d) / "tests"; t.mkdir(); _ = (t / "test_x.py").write_text(
    ...         'monkeypatch.setattr(mod, "inner", spy)\\nwith mock.patch("toolkit.a.outer"):\\n')
    ...     _ = (t / "test_y.py").write_text('assert f("plain") == 1\\n')
    ...     sorted(patched_names(Path(d)))
    ['inner', 'outer']
    """
    names: set[str] = set()
    for path in (root / "tests").rglob("*.py"):
        text = path.read_text(errors="replace")
        if "monkeypatch" in text or "mock" in text:
            names.update(_NAME.findall(text))
    return names


def analyse_sites(data: dict, targeted: dict[str, set[str]], root: Path = ROOT) -> dict:
    """Per calling module: the sites that write a watched argument as a keyword and were reached by the
    default tier, those that never handed on a value off its default (by any test, or by the calling
    module's targeted tests). A site whose callee some test may replace (:func:`patched_names`: a spy
    may record the keyword where the trace sees no call) is listed apart, as ``patched_callee``, when
    no traced call from the calling module's targeted tests hands on anything else. A site run at import (module-level code, a decorator) counts for the test
    file whose collection imported the module first, which is arbitrary: every test process that
    imports the module runs it, so such a site is listed only when no test hands on anything else."""
    trees: dict[str, ast.AST | None] = {}
    out: dict[str, dict] = {}
    patched = patched_names(root)
    unknown = set(data.get("unknown_default", ()))
    for key in sorted(data.get("site_called", {})):
        site, rel, qual, param = key.split("::")
        if f"{rel}::{qual}::{param}" in unknown:
            continue   # a closure's default (traces written before the tracer left these out)
        caller, line = site.rsplit(":", 1)
        if caller not in trees:
            try:
                trees[caller] = ast.parse((root / caller).read_text())
            except (OSError, SyntaxError):
                trees[caller] = None
        tree = trees[caller]
        if tree is None or keyword_call(tree, int(line), _callee_name(qual), param) is None:
            continue   # the argument arrives positionally, by **kwargs, or through a wrapper: not a keyword site
        row = out.setdefault(caller, {"keyword_sites": 0, "never_off_default": [], "targeted_only_default": [],
                                      "patched_callee": []})
        row["keyword_sites"] += 1
        off = set(data.get("site_args", {}).get(key, ()))
        item = f"line {line}: {qual}({param}) [{rel}]"
        if not off & targeted.get(caller, set()) and _callee_name(qual) in patched:
            row["patched_callee"].append(item)   # a spy may see what the trace cannot
        elif not off:
            row["never_off_default"].append(item)
        elif not off & targeted.get(caller, set()) and in_function(tree, int(line)):
            row["targeted_only_default"].append(item)
    return out


def write_sites_report(trace: Path, name: str | None = None) -> Path:
    data = json.loads(trace.read_text())
    res = analyse_sites(data, {rel: set(automut.default_tests(rel)) for rel in
                               sorted({k.split("::")[0].rsplit(":", 1)[0] for k in data.get("site_called", {})})})
    n_sites = sum(r["keyword_sites"] for r in res.values())
    n_never = sum(len(r["never_off_default"]) for r in res.values())
    n_nt = sum(len(r["targeted_only_default"]) for r in res.values())
    n_sp = sum(len(r["patched_callee"]) for r in res.values())
    date = datetime.now(timezone.utc).strftime("%Y-%m-%d")
    name = name or f"default-only-sites-{date}"
    lines = [f"# Keyword arguments handed on at a call site only at their defaults ({date})", "",
             _command_line("--sites", trace, data), "",
             f"**{n_sites} call sites** in toolkit/ and exact/ write a watched argument as a keyword "
             f"(`inner(..., name=value)`) and were reached by the default tier. At **{n_never}** of them no test "
             f"ever hands on a value other than the callee's default, and at **{n_nt}** more only tests outside the "
             "calling module's targeted set do. Dropping the keyword at such a site (the callee then uses its "
             "default) is a mutant certain to survive the calling module's mutation run. Listed apart: "
             f"**{n_sp}** such sites whose callee some test may replace by a spy "
             "(its name quoted in a test file that uses `monkeypatch` or `mock`): the trace watches the real callee, so a spy that checks the "
             "keyword is not seen, and such a site may well be guarded.", "",
             "| calling module | keyword sites reached | never off default | off default only outside targeted |",
             "|---|---|---|---|"]
    for rel, r in sorted(res.items(), key=lambda kv: -(len(kv[1]["never_off_default"])
                                                       + len(kv[1]["targeted_only_default"]))):
        lines.append(f"| {rel} | {r['keyword_sites']} | {len(r['never_off_default'])} | "
                     f"{len(r['targeted_only_default'])} |")
    lines += ["", "## The sites, per calling module (callee's module in brackets)", ""]
    for rel, r in sorted(res.items()):
        if r["never_off_default"] or r["targeted_only_default"]:
            lines.append(f"- `{rel}`: never off default: {'; '.join(r['never_off_default']) or '-'}. "
                         f"Only outside targeted: {'; '.join(r['targeted_only_default']) or '-'}. "
                         f"Callee replaced by a spy in some test: {'; '.join(r['patched_callee']) or '-'}")
    return _write_record(name, lines, res)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    g = ap.add_mutually_exclusive_group(required=True)
    g.add_argument("--trace", type=Path, help="run the default tier under the trace, write its JSON here")
    g.add_argument("--report", type=Path, help="write the record from a --trace JSON")
    g.add_argument("--sites", type=Path, help="write the call sites' record from a --trace JSON")
    ap.add_argument("--name", help="the record's name (default default-only-args-DATE)")
    ap.add_argument("pytest_args", nargs="*", help="extra pytest arguments for --trace (after --)")
    args = ap.parse_args(argv)
    if args.trace:
        env = dict(os.environ, **{OUT_ENV: str(args.trace.resolve())})
        cmd = [sys.executable, "-m", "pytest", "-m", "not slow and not gpu", "-p", "no:cacheprovider",
               "-p", "benchmarks.default_only_args", "-q", *args.pytest_args]
        return subprocess.call(cmd, cwd=ROOT, env=env)
    if args.sites:
        print(write_sites_report(args.sites, args.name).relative_to(ROOT))
        return 0
    print(write_report(args.report, args.name).relative_to(ROOT))
    return 0


if __name__ == "__main__":
    sys.exit(main())
