"""Automatic mutants: seeded operator-level bugs of a module, run like the catalogue's.

``scripts/mutants.py`` holds mutants written by hand; blind audits showed that what they miss
is the plain, operator-level bug an outside reviewer writes first: a boundary ``<`` for ``<=``,
``min`` for ``max``, a sign, a constant off by one, a renamed result key, a guard that no longer
raises. This script generates such mutants for the modules given, draws a seeded sample of them
and runs the sample through ``scripts/mutation.py`` (same isolation, same ``-x`` test runs),
so a developer sees which of them the module's tests let through::

    python scripts/automut.py exact/rectangles.py                   # list the sample
    python scripts/automut.py exact/rectangles.py --run --jobs 1    # run it
    python scripts/automut.py exact/rectangles.py --emit 'auto.rectangles.3'   # catalogue entry
    python scripts/automut.py exact/rectangles.py --timing          # its targeted tests' CPU time

Operators (each applied at one place of the source):

- ``compare``: ``<`` <-> ``<=``, ``>`` <-> ``>=``, ``==`` <-> ``!=``;
- ``arith``: ``+`` <-> ``-``, ``*`` <-> ``/``, ``//`` -> ``/``, ``**`` -> ``*``;
- ``bool``: ``and`` <-> ``or``, ``not x`` -> ``x``, ``True`` <-> ``False``;
- ``negate``: ``-x`` -> ``x``;
- ``abs``: ``abs(x)`` -> ``(x)`` (``np.abs``, ``np.fabs``, ``np.absolute`` too);
- ``call``: ``min`` <-> ``max``, ``argmin`` <-> ``argmax``, ``any`` <-> ``all``, ``floor`` <->
  ``ceil``, ``median`` <-> ``mean`` (names or attributes: ``np.max`` too);
- ``const``: an integer ``k`` -> ``k + 1``, a float ``x`` -> ``2 x`` (``0.0`` -> ``1e-3``);
- ``key``: a string used as a dict key, a subscript or in a comparison -> that string + ``"_x"``;
- ``guard``: ``if cond: raise ...`` -> ``if False: raise ...``;
- ``ignore``: a keyword argument ignored, its default used in its place (``name = default`` as the
  function's first statement), for every parameter with a default that the body reads;
- ``reduce``: the largest or smallest of a sequence replaced by the sequence's last value:
  ``max(f(x) for x in xs)`` -> ``[f(x) for x in xs][-1]``, ``best = max(best, v)`` -> ``best = v``,
  ``np.max(a)`` / ``a.max()`` -> ``np.ravel(a)[-1]`` (where the module imports numpy as ``np``).

The last two are the eleventh audit's survivor classes (a ``summary=`` argument with no effect;
a statistic reported for the last pair, not the largest). They are drawn only when
``--operators`` names them: the default pool is the one the samples of stop 46 and before were
drawn from, so an old record's seed redraws the same sample.

Docstrings, ``raise`` statements (messages), f-strings, ``__all__``, annotations and the arguments
of printing and logging calls are left alone. A mutant is
one exact snippet (whole source lines, widened until unique in the file) and its replacement,
the catalogue's format; mutants that do not compile are dropped. The test set of a module is
every file under ``tests/`` that names it (``exact.rectangles``, ``from exact import
rectangles``), then the module itself (doctests): what a reviewer picks by ``grep -l``; files
that name every module (``STRUCTURAL_TESTS``: import layering, one copy of each helper) are left
out, they check structure and cost seconds per mutant. A module in ``NARROW_SETS`` (the
``glauber`` entry point, which some 35 command test files import only to pass an ``argv`` on) is
targeted by the files named there, the tests of its own code.
To those it adds the files that entries of ``scripts/mutants.py`` on the module run (the project's
record of what guards it: a file reaching the module through a package re-export or the CLI
names it nowhere), cheapest first, as long as the set's cost by the per-file record
(``benchmarks/results/test-file-costs-*.json``) stays within ``CATALOGUE_BUDGET`` seconds.
``--tests`` overrides it; ``--list-tests`` prints it (a module's *targeted tests*).

``--fresh-lines`` keeps only the places on source lines that no entry of ``scripts/mutants.py``
changes (the lines where a replacement differs from its original): the ground where a blind
auditor's mutant is *fresh*, i.e. not the same bug as a catalogue entry (issue 30's figure).

``--skip-tried RECORD...`` leaves out the places earlier ``--run --json`` records ran. A place is
the module, the operator's change and the text of its line (``place_key``: line numbers move as
code is added). Records written since 2026-12-05 carry that text (``line_text``); for older ones
it is read from git history at the commit the record's line numbers fit (``_record_commits``),
once, then kept in ``.automut-cache/`` (git-ignored). Until 2026-12-05 the key had no line text,
and a change that reads the same on every line (``>`` -> ``>=``, ``max`` -> ``min``) counted as
tried everywhere in the module once tried anywhere: the untried counts of the cmp14 and cmp15
records (441 compare/call places, 917 before) were far too low (1408 after cmp15).

The sample is ``--per-module`` mutants per module (``auto``: 3, 5 or 8 for modules under 150,
up to 400 and above 400 statements, a blind auditor's count), drawn without replacement,
each operator with its share ``OPERATOR_WEIGHTS`` (constants are a third of all places but not
a third of what a reviewer writes), by a generator seeded from ``--seed`` and the module path, so a run is reproducible and adding a
module does not change another's sample.
"""

from __future__ import annotations

import argparse
import ast
import functools
import io
import json
import re
import sys
import tempfile
import tokenize
import zlib
from dataclasses import dataclass
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]

COMPARE_TOKEN = {ast.Lt: "<", ast.LtE: "<=", ast.Gt: ">", ast.GtE: ">=", ast.Eq: "==", ast.NotEq: "!="}
COMPARE_SWAP = {"<": "<=", "<=": "<", ">": ">=", ">=": ">", "==": "!=", "!=": "=="}
ARITH_SWAP = {ast.Add: ("+", "-"), ast.Sub: ("-", "+"), ast.Mult: ("*", "/"), ast.Div: ("/", "*"),
              ast.FloorDiv: ("//", "/"), ast.Pow: ("**", "*")}
CALL_SWAP = {"min": "max", "max": "min", "argmin": "argmax", "argmax": "argmin", "nanmin": "nanmax",
             "nanmax": "nanmin", "amin": "amax", "amax": "amin", "any": "all", "all": "any",
             "floor": "ceil", "ceil": "floor", "median": "mean", "mean": "median",
             "minimum": "maximum", "maximum": "minimum"}

# the share of each operator in a sample (the classes blind auditors wrote most, issue 30)
OPERATOR_WEIGHTS = {"compare": 0.2, "arith": 0.15, "const": 0.15, "key": 0.15, "call": 0.1, "guard": 0.1,
                    "bool": 0.1, "negate": 0.05, "abs": 0.05, "ignore": 0.1, "reduce": 0.05}
# operators drawn only when --operators names them (added after earlier samples were drawn)
OPT_IN_OPERATORS = frozenset({"ignore", "reduce"})
# reductions whose last-value stand-in is the ``reduce`` operator
REDUCE_NAMES = {"max", "min"}
NP_REDUCE_NAMES = {"max", "min", "amax", "amin", "nanmax", "nanmin"}
# calls whose dropping is the ``abs`` operator (``abs(x)``, ``np.abs(x)``, ``np.fabs(x)``)
ABS_NAMES = {"abs", "fabs", "absolute"}

# absolute paths of this machine (scrubbed from committed records): mutation.py's
sys.path.insert(0, str(Path(__file__).resolve().parent))
from mutation import PATH_RE  # noqa: E402

# the recorded per-file cost a module's targeted set may reach before the catalogue's files stop
# being added: `--timing` measured 3.45 + 1.24 x (the set's recorded cost) CPU s over the 102
# modules whose sets it timed on 2026-12-04 (residuals up to 4.9 s; the cost record is one
# in-process run, without pytest's start per set), so 36 keeps a set near 50 s, under the minute
CATALOGUE_BUDGET = 36.0
# more test files than this name a module (toolkit/exceptions.py: about 260, 180 CPU s): its
# targeted set is then the files about it (see default_tests)
LARGE_SET = 80

# modules whose naming files use only a one-line delegation of theirs, with their own tests: the
# entry point ``toolkit.cli.main(argv)`` is ``toolkit.app.cli.main(argv)``, and some 35 command
# test files import it for that (84 CPU s as a set on 2026-12-05, over the minute); its own code
# (no ``argv``: the interrupt guard, status 130) is tested by the file named here and its doctest,
# which make its set (the catalogue's files are the same command tests, so none is added)
NARROW_SETS = {"toolkit/cli.py": ("tests/test_gap15b_cli_entry.py",)}

# test files that name every module (structure, not behaviour): not in a module's default set
STRUCTURAL_TESTS = ("tests/test_layering.py", "tests/test_one_copy.py")


@dataclass(frozen=True)
class Candidate:
    operator: str
    start: int  # character offsets into the file's text
    end: int
    new: str

    def describe(self, text: str) -> str:
        line = text.count("\n", 0, self.start) + 1
        if self.operator == "ignore":
            name, default = self.new.strip().split(" = ", 1)
            return f"automatic ignore, line {line}: argument `{name}` ignored (its default `{default}` used)"
        old = " ".join(text[self.start:self.end].split())
        if len(old) > 40:
            old = old[:37] + "..."
        new = " ".join(self.new.split())
        if len(new) > 60:
            new = new[:57] + "..."
        return f"automatic {self.operator}, line {line}: `{old}` -> `{new}`"


def _offsets(text: str) -> list[int]:
    starts, k = [0], 0
    for line in text.splitlines(keepends=True):
        k += len(line)
        starts.append(k)
    return starts


def _excluded_spans(tree: ast.AST, pos) -> list[tuple[int, int]]:
    """Character spans no operator touches: docstrings, raise statements, __all__, annotations."""
    spans = []

    def span(node):
        spans.append((pos(node.lineno, node.col_offset), pos(node.end_lineno, node.end_col_offset)))

    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)):
            body = node.body
            if body and isinstance(body[0], ast.Expr) and isinstance(getattr(body[0], "value", None), ast.Constant) \
                    and isinstance(body[0].value.value, str):
                span(body[0])
        if isinstance(node, (ast.Raise, ast.JoinedStr)):
            span(node)
        if isinstance(node, (ast.Assign, ast.AnnAssign)):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            if any(isinstance(t, ast.Name) and t.id in ("__all__", "__version__") for t in targets):
                span(node)
        if isinstance(node, ast.AnnAssign):
            span(node.annotation)
        if isinstance(node, ast.arg) and node.annotation is not None:
            span(node.annotation)
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and node.returns is not None:
            span(node.returns)
        if isinstance(node, ast.Call) and isinstance(node.func, (ast.Name, ast.Attribute)):
            name = node.func.id if isinstance(node.func, ast.Name) else node.func.attr
            if name in ("warn", "print", "echo", "info", "debug", "warning", "error", "add_argument",
                        "write", "format"):
                span(node)
    return spans


def first_statement(node: ast.FunctionDef | ast.AsyncFunctionDef) -> ast.stmt | None:
    """A function's first statement after its docstring (``None`` when the body is the docstring alone)."""
    body = node.body
    docstring = isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant) \
        and isinstance(body[0].value.value, str)
    if docstring and len(body) == 1:
        return None
    return body[1] if docstring else body[0]


def ignore_places(node: ast.FunctionDef | ast.AsyncFunctionDef):
    """The ``ignore`` operator's places in one function: ``(first statement, [(parameter, default), ...])``
    for the parameters with a default that the body reads, or ``None`` (a docstring-only body, or a
    ``def`` on one line: no statement to put ``name = default`` before)."""
    first = first_statement(node)
    if first is None or first.lineno <= node.lineno:
        return None
    a = node.args
    positional = [*a.posonlyargs, *a.args]
    pairs = list(zip(positional[len(positional) - len(a.defaults):], a.defaults, strict=True))
    pairs += [(arg, d) for arg, d in zip(a.kwonlyargs, a.kw_defaults, strict=True) if d is not None]
    read = {n.id for stmt in node.body for n in ast.walk(stmt) if isinstance(n, ast.Name)
            and isinstance(n.ctx, ast.Load)}
    return first, [(arg, d) for arg, d in pairs if arg.arg in read]


def candidates(text: str) -> list[Candidate]:
    """Every operator-level mutant of ``text`` (a module's source), in source order."""
    tree = ast.parse(text)
    starts = _offsets(text)

    def pos(line, col):
        # ast columns are UTF-8 byte offsets
        raw = text[starts[line - 1]:starts[line]].encode("utf-8")
        return starts[line - 1] + len(raw[:col].decode("utf-8", errors="ignore"))

    excluded = _excluded_spans(tree, pos)

    def source(node):
        return text[pos(node.lineno, node.col_offset):pos(node.end_lineno, node.end_col_offset)]

    def free(a, b):
        return not any(s <= a and b <= e for s, e in excluded)

    tokens = [t for t in tokenize.generate_tokens(io.StringIO(text).readline)]
    # tokenize columns count characters, not bytes
    toks = [(starts[t.start[0] - 1] + t.start[1], starts[t.end[0] - 1] + t.end[1], t.string, t.type)
            for t in tokens if t.type in (tokenize.OP, tokenize.NAME)]

    def token_between(a, b, string):
        for s, e, value, _ in toks:
            if a <= s and e <= b and value == string:
                return s, e
        return None

    out: list[Candidate] = []

    def add(op, a, b, new):
        if free(a, b):
            out.append(Candidate(op, a, b, new))

    for node in ast.walk(tree):
        if isinstance(node, ast.Compare):
            left = node.left
            for op_node, right in zip(node.ops, node.comparators, strict=True):
                old = COMPARE_TOKEN.get(type(op_node))
                hit = old and token_between(pos(left.end_lineno, left.end_col_offset),
                                            pos(right.lineno, right.col_offset), old)
                if hit:
                    add("compare", hit[0], hit[1], COMPARE_SWAP[old])
                left = right
        elif isinstance(node, ast.BinOp) and type(node.op) in ARITH_SWAP:
            old, new = ARITH_SWAP[type(node.op)]
            hit = token_between(pos(node.left.end_lineno, node.left.end_col_offset),
                                pos(node.right.lineno, node.right.col_offset), old)
            if hit:
                add("arith", hit[0], hit[1], new)
        elif isinstance(node, ast.BoolOp):
            old, new = ("and", "or") if isinstance(node.op, ast.And) else ("or", "and")
            first, second = node.values[0], node.values[1]
            hit = token_between(pos(first.end_lineno, first.end_col_offset),
                                pos(second.lineno, second.col_offset), old)
            if hit:
                add("bool", hit[0], hit[1], new)
        elif isinstance(node, ast.UnaryOp) and isinstance(node.op, (ast.Not, ast.USub)):
            a = pos(node.lineno, node.col_offset)
            b = pos(node.operand.lineno, node.operand.col_offset)
            if isinstance(node.op, ast.USub) and isinstance(node.operand, ast.Constant):
                continue  # a negative literal: the const operator covers it
            add("bool" if isinstance(node.op, ast.Not) else "negate", a, b, "")
        elif isinstance(node, ast.Call):
            func = node.func
            name = func.id if isinstance(func, ast.Name) else getattr(func, "attr", None)
            if name in ABS_NAMES and len(node.args) == 1 and not node.keywords:
                # the absolute value dropped, abs(x) -> (x): the eleventh audit's survivors
                # included a signed r for |r| and a signed max for max |logit|
                add("abs", pos(node.lineno, node.col_offset), pos(node.end_lineno, node.end_col_offset),
                    f"({source(node.args[0])})")
            if isinstance(func, ast.Name) and func.id in CALL_SWAP:
                add("call", pos(func.lineno, func.col_offset), pos(func.end_lineno, func.end_col_offset),
                    CALL_SWAP[func.id])
            elif isinstance(func, ast.Attribute) and func.attr in CALL_SWAP:
                b = pos(func.end_lineno, func.end_col_offset)
                add("call", b - len(func.attr), b, CALL_SWAP[func.attr])
        elif isinstance(node, ast.Constant):
            a, b = pos(node.lineno, node.col_offset), pos(node.end_lineno, node.end_col_offset)
            value = node.value
            if isinstance(value, bool):
                add("bool", a, b, str(not value))
            elif isinstance(value, int):
                add("const", a, b, str(value + 1))
            elif isinstance(value, float):
                add("const", a, b, repr(value * 2) if value != 0 else "1e-3")
        elif isinstance(node, ast.If) and node.body and isinstance(node.body[0], ast.Raise):
            t = node.test
            a, b = pos(t.lineno, t.col_offset), pos(t.end_lineno, t.end_col_offset)
            out.append(Candidate("guard", a, b, "False"))  # the raise itself is excluded, not its test

    uses_np = re.search(r"^\s*import numpy as np\b", text, re.M) is not None
    for node in ast.walk(tree):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            # ignore: `name = default` before the first statement after the docstring
            places = ignore_places(node)
            if places is None:
                continue
            first, pairs = places
            at = pos(first.lineno, first.col_offset)
            indent = " " * first.col_offset
            for arg, default in pairs:
                add("ignore", at, at, f"{arg.arg} = {' '.join(source(default).split())}\n{indent}")
        elif isinstance(node, ast.Call) and not node.keywords:
            func = node.func
            if isinstance(func, ast.Name) and func.id in REDUCE_NAMES and len(node.args) == 1 \
                    and isinstance(node.args[0], (ast.GeneratorExp, ast.ListComp)):
                g = node.args[0]
                last = ast.unparse(ast.ListComp(elt=g.elt, generators=g.generators))
                add("reduce", pos(node.lineno, node.col_offset), pos(node.end_lineno, node.end_col_offset),
                    f"{last}[-1]")
            elif uses_np and isinstance(func, ast.Attribute) and func.attr in NP_REDUCE_NAMES \
                    and isinstance(func.value, ast.Name) and func.value.id == "np" and len(node.args) == 1 \
                    and not isinstance(node.args[0], ast.Starred):
                add("reduce", pos(node.lineno, node.col_offset), pos(node.end_lineno, node.end_col_offset),
                    f"np.ravel({source(node.args[0])})[-1]")
            elif uses_np and isinstance(func, ast.Attribute) and func.attr in ("max", "min") and not node.args \
                    and not (isinstance(func.value, ast.Name) and func.value.id == "np"):
                add("reduce", pos(node.lineno, node.col_offset), pos(node.end_lineno, node.end_col_offset),
                    f"np.ravel({source(func.value)})[-1]")
        elif isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(node.targets[0], ast.Name) \
                and isinstance(node.value, ast.Call) and isinstance(node.value.func, ast.Name) \
                and node.value.func.id in REDUCE_NAMES and len(node.value.args) == 2 and not node.value.keywords:
            # best = max(best, v) -> best = v: the running extreme becomes the last value
            target = node.targets[0].id
            x, y = node.value.args
            other = y if isinstance(x, ast.Name) and x.id == target else \
                x if isinstance(y, ast.Name) and y.id == target else None
            if other is not None:
                call = node.value
                add("reduce", pos(call.lineno, call.col_offset), pos(call.end_lineno, call.end_col_offset),
                    f"({source(other)})")

    for node in ast.walk(tree):  # string keys: dict keys, subscripts, comparisons
        keys = []
        if isinstance(node, ast.Dict):
            keys = [k for k in node.keys if k is not None]
        elif isinstance(node, ast.Subscript):
            keys = [node.slice]
        elif isinstance(node, ast.Compare):
            keys = [node.left, *node.comparators]
        for k in keys:
            if isinstance(k, ast.Constant) and isinstance(k.value, str) and k.lineno == k.end_lineno:
                a, b = pos(k.lineno, k.col_offset), pos(k.end_lineno, k.end_col_offset)
                add("key", a, b, repr(k.value + "_x"))
    unique = {(c.start, c.end, c.new): c for c in out}
    return sorted(unique.values(), key=lambda c: (c.start, c.end, c.new))


def snippet(text: str, c: Candidate) -> tuple[str, str] | None:
    """(original, replacement): whole lines around the candidate, widened until unique."""
    starts = _offsets(text)
    first = text.count("\n", 0, c.start)
    last = text.count("\n", 0, max(c.end - 1, c.start))
    while True:
        original = text[starts[first]:starts[min(last + 1, len(starts) - 1)]]
        if text.count(original) == 1:
            break
        if first == 0 and last + 1 >= len(starts) - 1:
            return None
        first, last = max(first - 1, 0), min(last + 1, len(starts) - 2)
    a, b = c.start - starts[first], c.end - starts[first]
    replacement = original[:a] + c.new + original[b:]
    mutated = text.replace(original, replacement, 1)
    try:
        compile(mutated, "<mutant>", "exec")
    except SyntaxError:
        return None
    return original, replacement


def statement_count(text: str) -> int:
    return sum(isinstance(n, ast.stmt) for n in ast.walk(ast.parse(text)))


def _reexports_only(path: Path) -> bool:
    """Whether a module's body is only imports, ``__all__`` and its docstring."""
    body = ast.parse(path.read_text(encoding="utf-8")).body
    return all(isinstance(node, (ast.Import, ast.ImportFrom)) or (isinstance(node, ast.Expr) and isinstance(
        node.value, ast.Constant)) or (isinstance(node, ast.Assign) and [getattr(t, "id", None) for t in node.targets]
        == ["__all__"]) for node in body)


def _uses_beyond_classes(test: Path, dotted: str) -> bool:
    """Whether ``test`` imports from ``dotted`` a name that is not a class (a function, a private
    helper, a constant) or names something of it in a string (a monkeypatch target)."""
    body = test.read_text(encoding="utf-8", errors="replace")
    if re.search(rf"[\"']{re.escape(dotted)}\.", body):
        return True
    try:
        tree = ast.parse(body)
    except SyntaxError:
        return True
    return any(isinstance(node, ast.ImportFrom) and node.module == dotted
               and any(not a.name[:1].isupper() for a in node.names) for node in ast.walk(tree))


def default_tests(module: str) -> list[str]:
    """Test files that name the module (``grep -l`` by dotted path or import) or that the
    catalogue runs against it (``catalogue_tests``), then the module."""
    path = Path(module).with_suffix("")
    dotted = ".".join(path.parts)
    package, stem = ".".join(path.parts[:-1]), path.parts[-1]
    if stem == "__init__":
        dotted, package, stem = package, ".".join(path.parts[:-2]), path.parts[-2]
    is_init = Path(module).stem == "__init__"
    if is_init and _reexports_only(ROOT / module):
        # a package that only re-exports (imports, ``__all__``): the files that check the package
        # as such (``exact.__all__``, or every such package in a loop), not every file that
        # imports something through it
        patterns = [re.compile(rf"\b{re.escape(dotted)}\.__all__\b"), re.compile(r"\bPACKAGES_WITH_ALL\b")]
        package = ""
    elif is_init:
        # a package's own code: naming one of its submodules (``toolkit.app.report.phase``) is
        # not naming the package
        subs = sorted(p.stem if p.is_file() else p.name for p in (ROOT / module).parent.iterdir()
                      if (p.suffix == ".py" and p.stem != "__init__") or (p / "__init__.py").is_file())
        patterns = [_PackageOwnCode(dotted, subs)]
    else:
        patterns = [re.compile(rf"\b{re.escape(dotted)}\b")]
    if package:
        patterns.append(re.compile(rf"from\s+{re.escape(package)}\s+import\s+[^\n]*\b{re.escape(stem)}\b"))
    found = []
    for test in sorted((ROOT / "tests").rglob("test_*.py")):
        if test.relative_to(ROOT).as_posix() in STRUCTURAL_TESTS:
            continue
        body = test.read_text(encoding="utf-8", errors="replace")
        if any(p.search(body) for p in patterns):
            found.append(test.relative_to(ROOT).as_posix())
    if len(found) > LARGE_SET:
        # a module nearly every test imports (the exception classes): the files about it, by name
        # (``test_*exceptions*.py``), or that use something of it other than a class (a helper
        # function, a monkeypatch target ``"toolkit.exceptions._x"``)
        found = [t for t in found if stem in Path(t).stem or _uses_beyond_classes((ROOT / t), dotted)]
    if module in NARROW_SETS:  # the catalogue's files too are the delegation's users
        return [*sorted(t for t in found if t in NARROW_SETS[module]), module]
    # and the files the project's catalogue runs against the module's mutants: they guard it
    # without naming it (``from exact import distance_profile`` reaches exact/mixing.py through
    # the package; ``main(["study", ...])`` reaches toolkit/app/commands/study.py through the CLI),
    # cheapest first while the set's recorded cost stays within CATALOGUE_BUDGET
    costs = file_costs()
    median = float(np.median(list(costs.values()))) if costs else 0.0

    def cost(test: str) -> float:
        return costs.get(test, median)

    spent = sum(map(cost, found))
    for extra in sorted(set(catalogue_tests(module)) - set(found), key=lambda t: (cost(t), t)):
        if spent + cost(extra) > CATALOGUE_BUDGET:
            break
        spent += cost(extra)
        found.append(extra)
    return [*sorted(found), module]


class _PackageOwnCode:
    """Whether a test file names a package's own code (its ``__init__``), not only its
    submodules: ``toolkit.app.report.phase`` and ``from toolkit.app.report import phase, _math``
    name the submodules (importing them runs the package's ``__init__``, but nothing in it is
    called); ``from toolkit.app import report``, ``toolkit.app.report.write_report`` and
    ``from toolkit.app.report import write_report, phase`` name the package. Used like a compiled
    pattern (``search``)."""

    def __init__(self, dotted: str, subs: list[str]):
        self.subs = set(subs)
        alt = "|".join(map(re.escape, subs))
        self.name = re.compile(rf"\b{re.escape(dotted)}\b(?!\.(?:{alt})\b)" if subs else rf"\b{re.escape(dotted)}\b")
        self.from_import = re.compile(rf"from\s+{re.escape(dotted)}\s+import\s+(\([^)]*\)|[^\n]*)")

    def search(self, body: str) -> bool:
        spans = []
        for m in self.from_import.finditer(body):
            names = {part.split()[0] for part in m.group(1).strip("()").replace("\\", " ").split(",") if part.split()}
            if names and names <= self.subs:
                spans.append(m.span())
        for m in self.name.finditer(body):
            if not any(a <= m.start() < b for a, b in spans):
                return True
        return False


@functools.lru_cache(maxsize=1)
def file_costs() -> dict[str, float]:
    """CPU seconds each test file's default tier takes, from the newest record
    ``benchmarks/results/test-file-costs-*.json`` (``benchmarks/test_file_costs.py``); a file
    the record does not know is charged the median by ``default_tests``. Empty if no record."""
    records = sorted((ROOT / "benchmarks" / "results").glob("test-file-costs-*.json"))
    if not records:
        return {}
    return {k: float(v) for k, v in json.loads(records[-1].read_text(encoding="utf-8"))["seconds"].items()}


def catalogue_tests(module: str, catalogue: Path | None = None) -> list[str]:
    """Test files that entries of the catalogue (``scripts/mutants.py``) for ``module`` run, the
    structural files left out: the project's own record of which tests guard the module."""
    path = catalogue or ROOT / "scripts" / "mutants.py"
    if not path.is_file():
        return []
    out = set()
    for m in _catalogue(path):
        if m.file != module:
            continue
        for word in (w for t in m.tests for w in str(t).split()):
            name = word.split("::")[0]
            if name.startswith("tests/") and name.endswith(".py") and (ROOT / name).is_file():
                out.add(name)
    return sorted(out - set(STRUCTURAL_TESTS))


def changed_lines(text: str, original: str, replacement: str) -> set[int]:
    r"""Line numbers (1-based) of ``text`` that replacing ``original`` by ``replacement`` changes.

    >>> sorted(changed_lines("a\nb = 1\nc\n", "b = 1\nc", "b = 2\nc"))
    [2]
    >>> changed_lines("a\n", "zz", "yy")
    set()
    """
    import difflib

    i = text.find(original)
    if i < 0:
        return set()
    first = text.count("\n", 0, i) + 1
    old, new = original.split("\n"), replacement.split("\n")
    out = set()
    for tag, a0, a1, _b0, _b1 in difflib.SequenceMatcher(a=old, b=new, autojunk=False).get_opcodes():
        if tag != "equal":
            # a pure insertion changes the line it is inserted at
            out.update(range(first + a0, first + max(a1, a0 + 1)))
    return out


@functools.lru_cache(maxsize=4)
def _catalogue(path: Path) -> tuple:
    """The catalogue's entries, loaded once per path (``scripts/mutation.py``'s loader and checks)."""
    sys.path.insert(0, str(ROOT / "scripts"))
    import mutation

    return tuple(mutation.load_catalogue(path))


def catalogue_lines(module: str, catalogue: Path | None = None) -> set[int]:
    """Lines of ``module`` that some entry of the catalogue (``scripts/mutants.py``) changes."""
    text = (ROOT / module).read_text(encoding="utf-8")
    out = set()
    for m in _catalogue(catalogue or ROOT / "scripts" / "mutants.py"):
        if m.file == module:
            out |= changed_lines(text, m.original, m.replacement)
    return out


def place_key(module: str, description: str, line_text: str | None = None) -> tuple[str, str, str | None]:
    """A mutant's place without its line number (lines move as code is added above it): the
    module, the operator's change and the text of the line it is on (spaces collapsed).
    ``line_text=None`` is a place whose line is unknown: it stands for every place of that
    change in the module (a ``compare`` change ``>`` -> ``>=`` reads the same on every line).

    >>> place_key("exact/a.py", "automatic abs, line 3: `abs(x)` -> `(x)`", "  y = abs(x)  ")
    ('exact/a.py', 'automatic abs: `abs(x)` -> `(x)`', 'y = abs(x)')
    """
    text = None if line_text is None else " ".join(line_text.split())
    return module, " ".join(re.sub(r", line \d+:", ":", description, count=1).split()), text


def _line_of(text: str, c: Candidate) -> str:
    """The source line the candidate's change starts on."""
    a = text.rfind("\n", 0, c.start) + 1
    b = text.find("\n", c.start)
    return text[a:b if b >= 0 else len(text)]


def _git(*args: str) -> str | None:
    import subprocess

    p = subprocess.run(["git", *args], cwd=ROOT, capture_output=True, text=True)
    return p.stdout if p.returncode == 0 else None


@functools.cache
def _described_lines(commit: str, module: str) -> dict[tuple[int, str], str] | None:
    """``(line, description without the line) -> line text`` of every candidate of ``module``
    as it was at ``commit`` (None: no such file there, or it does not parse)."""
    text = _git("show", f"{commit}:{module}")
    if text is None:
        return None
    try:
        found = candidates(text)
    except SyntaxError:
        return None
    out = {}
    for c in found:
        desc = c.describe(text)
        line = int(re.search(r", line (\d+):", desc).group(1))
        out[(line, place_key(module, desc)[1])] = _line_of(text, c)
    return out


#: how many commits back from the one that added a record its run may have started (the record
#: is often committed with, or after, the tests and docstrings the run led to)
RECORD_COMMITS_BACK = 8


def _mutant_place(m: dict) -> tuple[int, str] | None:
    match = re.search(r", line (\d+):", m.get("description", ""))
    return (int(match.group(1)), place_key(m["file"], m["description"])[1]) if match else None


@functools.cache
def _record_commits(record: str) -> tuple[str, ...]:
    """The commits to read an old record's line numbers at, best first. Its run started from a
    commit it does not name; the record was added with, or after, the tests and docstrings the
    run led to (lines may have moved). So the first parents from the commit that added it back
    ``RECORD_COMMITS_BACK`` are ranked by how many of the record's mutants have a candidate of
    the same change on their line there (the run's commit has them all), ties to the older."""
    added = _git("log", "--diff-filter=A", "--format=%H", "-1", "--", record)
    if not added:
        return ()
    commits = (_git("rev-list", "--first-parent", f"--max-count={RECORD_COMMITS_BACK}", added.strip()) or "").split()
    mutants = json.loads((ROOT / record).read_text(encoding="utf-8")).get("mutants", [])

    def hits(commit):
        return sum(1 for m in mutants if (p := _mutant_place(m)) and p in (_described_lines(commit, m["file"]) or {}))
    ranked = sorted(range(len(commits)), key=lambda k: (-hits(commits[k]), -k))
    return tuple(commits[k] for k in ranked)


def _recorded_line_text(record: Path, m: dict) -> str | None:
    """The text of the line an old record's mutant (one without ``line_text``) changed, read at
    the best of ``_record_commits`` where that commit has a candidate of the same change on
    that line (None where none has: the place then stands for every line of that change)."""
    place = _mutant_place(m)
    try:
        rel = str(Path(record).resolve().relative_to(ROOT))
    except ValueError:
        return None
    if place is None:
        return None
    for commit in _record_commits(rel):
        lines = _described_lines(commit, m["file"])
        if lines and place in lines:
            return lines[place]
    return None


#: where the lines found for old records are kept (git-ignored; keyed by the record's content, so
#: an edited record is looked up again): finding them reads git history, minutes for every record
LINE_CACHE = ".automut-cache/line-texts.json"


def tried_places(records: list[Path]) -> set[tuple[str, str, str | None]]:
    """The places (``place_key``) of the mutants run in these ``--json`` records of earlier
    sweeps: with the text of their line (``line_text``, written by ``--run --json`` since
    2026-12-05, or found for an older record by ``_recorded_line_text``), else ``None``."""
    import hashlib

    cache_path = ROOT / LINE_CACHE
    try:
        cache = json.loads(cache_path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        cache = {}
    out, grown = set(), False
    for path in records:
        raw = Path(path).read_bytes()
        data = json.loads(raw.decode("utf-8"))
        key = hashlib.sha1(raw).hexdigest()
        known = cache.get(key)
        if known is None and any("line_text" not in m for m in data.get("mutants", [])):
            known = cache[key] = {m["id"]: _recorded_line_text(Path(path), m)
                                  for m in data.get("mutants", []) if "line_text" not in m}
            grown = True
        for m in data.get("mutants", []):
            text = m["line_text"] if "line_text" in m else (known or {}).get(m["id"])
            out.add(place_key(m["file"], m.get("description", ""), text))
    if grown:
        try:
            cache_path.parent.mkdir(exist_ok=True)
            cache_path.write_text(json.dumps(cache, indent=0, sort_keys=True) + "\n", encoding="utf-8")
        except OSError:
            pass
    return out


def sample(module: str, per_module: str, seed: int, fresh_lines: bool = False,
           operators: frozenset[str] | None = None, skip: set | None = None) -> list[dict]:
    """The seeded sample of ``module``'s mutants as catalogue entries (``tests`` left empty).

    ``fresh_lines``: only places on lines no catalogue entry changes (see the module docstring).
    ``operators``: only places of these operators (``{"abs"}``: a sweep of one class); ``None``:
    every operator but the opt-in ones (``OPT_IN_OPERATORS``).
    ``skip``: places (``place_key``) to leave out, e.g. those an earlier sweep ran (``tried_places``).
    """
    text = (ROOT / module).read_text(encoding="utf-8")
    covered = catalogue_lines(module) if fresh_lines else set()
    pool = []
    for c in candidates(text):
        if covered and text.count("\n", 0, c.start) + 1 in covered:
            continue
        if operators is None and c.operator in OPT_IN_OPERATORS:
            continue
        if operators is not None and c.operator not in operators:
            continue
        if skip:
            key = place_key(module, c.describe(text), _line_of(text, c))
            if key in skip or key[:2] + (None,) in skip:
                continue
        pair = snippet(text, c)
        if pair is not None:
            pool.append((c, pair))
    if per_module == "auto":
        n_stmt = statement_count(text)
        k = 3 if n_stmt < 150 else (5 if n_stmt <= 400 else 8)
    else:
        k = int(per_module)
    rng = np.random.default_rng([seed, zlib.crc32(module.encode())])
    chosen = []
    if pool:
        # each operator gets its share (OPERATOR_WEIGHTS), whatever its count in the module:
        # constants are a third of all candidates but not a third of what reviewers write
        counts = {}
        for c, _ in pool:
            counts[c.operator] = counts.get(c.operator, 0) + 1
        p = np.array([OPERATOR_WEIGHTS[c.operator] / counts[c.operator] for c, _ in pool])
        chosen = sorted(rng.choice(len(pool), size=min(k, len(pool)), replace=False, p=p / p.sum()))
    stem = "_".join(Path(module).with_suffix("").parts[1:]) or Path(module).stem
    entries = []
    for i in chosen:
        c, (original, replacement) = pool[int(i)]
        entries.append({"id": f"auto.{stem}.{int(i)}", "file": module, "original": original,
                        "replacement": replacement, "description": c.describe(text), "tests": [],
                        "line_text": " ".join(_line_of(text, c).split())})
    return entries


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("modules", nargs="+", help="module paths from the repository root (exact/rectangles.py)")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--per-module", default="auto", help="mutants per module, or 'auto' (default)")
    ap.add_argument("--tests", nargs="+", help="test paths for every module (default: grep -l, see above)")
    ap.add_argument("--run", action="store_true", help="run the sample through scripts/mutation.py")
    ap.add_argument("--fresh-lines", action="store_true",
                    help="only places on lines no entry of scripts/mutants.py changes")
    ap.add_argument("--list-tests", action="store_true",
                    help="print each module's targeted tests (the default test set) and exit")
    ap.add_argument("--timing", action="store_true",
                    help="run no mutant: time each module's targeted tests in one pytest run, as a mutant "
                         "that survives runs them (CPU and wall seconds; flags those over --time-limit)")
    ap.add_argument("--time-limit", type=float, default=60.0, help="--timing: CPU seconds allowed (default 60)")
    ap.add_argument("--emit", action="append", default=[],
                    help="print these sampled ids (globs) as catalogue entries for scripts/mutants.py")
    ap.add_argument("--operators", help="only these operators, comma-separated (e.g. abs,compare; "
                                        "'ignore' and 'reduce' are drawn only when named here)")
    ap.add_argument("--skip-tried", nargs="+", type=Path, default=[], metavar="JSON",
                    help="leave out the places (change and line text) run in these --json records of earlier sweeps")
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--timeout", type=float, default=300.0)
    ap.add_argument("--json", type=Path, help="with --run: write mutation.py's JSON summary here")
    args = ap.parse_args(argv)
    if args.per_module != "auto" and not (args.per_module.isdigit() and int(args.per_module) > 0):
        ap.error(f"--per-module must be a positive integer or 'auto', got {args.per_module!r}")
    operators = None
    if args.operators:
        operators = frozenset(o.strip() for o in args.operators.split(",") if o.strip())
        unknown = sorted(operators - set(OPERATOR_WEIGHTS))
        if unknown or not operators:
            ap.error(f"--operators must name operators of {sorted(OPERATOR_WEIGHTS)}, got {args.operators!r}")
    if args.timing:
        return time_modules(args.modules, args.tests, args.time_limit, args.timeout, args.json)
    for path in args.skip_tried:
        if not path.is_file():
            ap.error(f"--skip-tried: no such record {str(path)!r}")
    skip = tried_places(args.skip_tried)
    entries = []
    for module in args.modules:
        if not (ROOT / module).is_file() or not module.endswith(".py"):
            ap.error(f"module {module!r} is not a .py file under the repository root")
        tests = args.tests or default_tests(module)
        if args.list_tests:
            print(f"{module}: {' '.join(tests)}")
            continue
        for e in sample(module, args.per_module, args.seed, args.fresh_lines, operators, skip):
            e["tests"] = list(tests)
            entries.append(e)
    # two modules with one stem (toolkit/unmasking.py and exact/unmasking.py) would give clashing
    # ids in one catalogue: theirs take the top-level package too (auto.exact_unmasking.3); the
    # ids of every other module are unchanged, so older records still read the same
    files = {}
    for e in entries:
        files.setdefault(e["id"].rsplit(".", 1)[0], set()).add(e["file"])
    for e in entries:
        head, k = e["id"].rsplit(".", 1)
        if len(files[head]) > 1:
            e["id"] = f"auto.{'_'.join(Path(e['file']).with_suffix('').parts)}.{k}"
    if args.list_tests:
        return 0
    if args.emit:
        import fnmatch

        for e in entries:
            if any(fnmatch.fnmatchcase(e["id"], p) for p in args.emit):
                print("    {" + ",\n     ".join(f"{k!r}: {v!r}" for k, v in e.items() if k != "line_text") + "},")
        return 0
    if not args.run:
        for e in entries:
            print(f"{e['id']:40s} {e['description']}")
        print(f"\n{len(entries)} mutants; tests of the last module: {' '.join(entries[-1]['tests']) if entries else '-'}")
        return 0
    sys.path.insert(0, str(ROOT / "scripts"))
    import mutation

    with tempfile.TemporaryDirectory() as tmp:
        catalogue = Path(tmp) / "automut_catalogue.py"
        catalogue.write_text("MUTANTS = " + json.dumps(entries, indent=1) + "\n", encoding="utf-8")
        cmd = ["--catalogue", str(catalogue), "--no-baseline", "--jobs", str(args.jobs),
               "--timeout", str(args.timeout)]
        if args.json:
            cmd += ["--json", str(args.json)]
        rc = mutation.main(cmd)
        if args.json and args.json.is_file():
            scrub(args.json, {e["id"]: e["line_text"] for e in entries})
        return rc


#: The speed reference of ``--timing``: CPU seconds of :func:`speed_reference`'s fixed loop at this
#: machine's usual speed (0.88-1.11 s in benchmarks/results/targeted-timing-2026-12-06.md; 1.79 s
#: once while the shared host ran slow, when every module's tests took 1.7-1.8x their usual time).
REFERENCE_LOOP_S = 1.0


def speed_reference(n: int = 10**7) -> float:
    """CPU seconds this process takes for a fixed pure-Python loop (``s += i * i``, ``n`` times):
    how fast the host runs right now, the yardstick beside every ``--timing`` figure. The loop
    runs at module level, on global names, as the measured reference did (``python -c "s=0\nfor i
    in range(10**7): s+=i*i"``); inside a function, on local names, it takes about half as long."""
    import time

    code = compile(f"s = 0\nfor i in range({int(n)}):\n    s += i * i\n", "<speed reference>", "exec")
    start = time.process_time()
    exec(code, {})
    return time.process_time() - start


def at_reference(cpu_s: float, reference_s: float) -> float:
    """``cpu_s`` as it would be at the usual speed: scaled by ``REFERENCE_LOOP_S / reference_s``
    (a run measured while the loop took 1.8 s counts as 1/1.8 of its CPU seconds).

    >>> at_reference(90.0, 1.8)
    50.0
    """
    if not reference_s > 0:
        raise ValueError(f"reference_s must be > 0, got {reference_s!r}")
    return cpu_s * REFERENCE_LOOP_S / reference_s


def time_modules(modules: list[str], tests: list[str] | None, limit: float, timeout: float,
                 json_path: Path | None) -> int:
    """``--timing``: each module's targeted tests in one pytest run on the working tree (the
    run a surviving mutant costs: ``scripts/mutation.py``'s flags and markers); CPU seconds of
    pytest and its children. Exit 1 when a module is over ``limit`` or its tests fail.

    The host's speed varies (up to 1.8x on the shared project machine, with nothing in the load
    to show it), so :func:`speed_reference` runs before the first module and after the last; each
    module's figure is also given at the usual speed (:func:`at_reference`, with the mean of the
    two). The limit is held against the CPU seconds as measured."""
    import os
    import resource

    sys.path.insert(0, str(ROOT / "scripts"))
    import mutation

    reference_before = speed_reference()
    print(f"speed reference: {reference_before:.2f} s (usual {REFERENCE_LOOP_S:g} s)", flush=True)
    out = {}
    for k, module in enumerate(modules, 1):
        paths = tests or default_tests(module)
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        rc, wall, tail = mutation.run_pytest(sys.executable, ROOT, paths, timeout, mutation.DEFAULT_MARKERS)
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
        ok = rc == 0 or (rc == 5 and len(paths) == 1)  # a module alone with no doctest collects nothing
        out[module] = dict(paths=len(paths), cpu_s=round(cpu, 1), wall_s=round(wall, 1), returncode=rc,
                           load=round(os.getloadavg()[0], 2), passed=ok, over_limit=cpu > limit)
        flag = ("OVER " if cpu > limit else "") + ("" if ok else f"FAILED (exit {rc})")
        print(f"[{k:3d}/{len(modules)}] {cpu:6.1f} s CPU {wall:6.1f} s wall  load {out[module]['load']:4.1f}  "
              f"{len(paths):3d} paths  {module} {flag}".rstrip(), flush=True)
        if not ok:
            print("    " + tail.replace("\n", "\n    "), flush=True)
    reference_after = speed_reference()
    reference = (reference_before + reference_after) / 2
    for v in out.values():
        v["cpu_s_at_usual_speed"] = round(at_reference(v["cpu_s"], reference), 1)
    over = [m for m, v in out.items() if v["over_limit"]]
    failed = [m for m, v in out.items() if not v["passed"]]
    worst = max(out, key=lambda m: out[m]["cpu_s"]) if out else None
    print(f"\n{len(out)} modules; largest {out[worst]['cpu_s'] if worst else 0} CPU s ({worst}); over {limit:g} CPU s: "
          + (", ".join(over) or "none") + "; failed: " + (", ".join(failed) or "none"))
    print(f"speed reference: {reference_before:.2f} s before, {reference_after:.2f} s after (usual "
          f"{REFERENCE_LOOP_S:g} s); at the usual speed the largest is "
          f"{out[worst]['cpu_s_at_usual_speed'] if worst else 0} CPU s")
    if json_path:
        json_path.write_text(json.dumps({"limit_s": limit, "reference_loop_s": [round(reference_before, 3),
                                                                                round(reference_after, 3)],
                                         "usual_reference_loop_s": REFERENCE_LOOP_S, "modules": out},
                                        indent=2) + "\n", encoding="utf-8")
    return 1 if over or failed else 0


def scrub(path: Path, line_texts: dict[str, str] | None = None) -> None:
    """Drop this machine's paths from a mutation.py JSON summary (records are committed), and
    give each mutant the text of its line (``line_texts``, by id: what ``--skip-tried`` reads)."""
    data = json.loads(path.read_text(encoding="utf-8"))
    for m in data.get("mutants", []):
        if line_texts and m.get("id") in line_texts:
            m["line_text"] = line_texts[m["id"]]
    data["root"] = "."
    data["catalogue"] = "automut sample (scripts/automut.py)"
    data["python"] = Path(str(data.get("python", "python"))).name
    text = json.dumps(data, indent=2) + "\n"
    text = PATH_RE.sub("<path>", text)
    path.write_text(text, encoding="utf-8")


if __name__ == "__main__":
    raise SystemExit(main())
