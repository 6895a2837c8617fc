"""The three layers (DESIGN.md section 2), enforced on the source.

- ``toolkit`` (base: every module outside ``toolkit/app``) never imports ``exact`` or
  ``toolkit.app``, not even inside a function;
- ``exact`` imports from ``toolkit`` only the base's models, chain, results, theory (the
  closed-form bounds both sides share, issue 27), validation, exceptions and private helpers (``toolkit._*``), never the samplers and never
  ``toolkit.app``;
- ``toolkit.app`` may import anything.

Every ``import`` statement of every module is read from its syntax tree (so an import
hidden inside a function counts), and ``import toolkit, exact`` (with every base and
exact module) must work with numpy, scipy and networkx alone.
"""

from __future__ import annotations

import ast
import pathlib
import subprocess
import sys

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[1]
# entry points: the console script's two-line shim and ``python -m toolkit`` hand over to the app
ENTRY_POINTS = ("toolkit/cli.py", "toolkit/__main__.py")
EXACT_MAY_IMPORT = ("toolkit.models", "toolkit.chain", "toolkit.results", "toolkit.theory", "toolkit._validation",
                    "toolkit.exceptions")


def _module_name(path: pathlib.Path) -> str:
    parts = path.relative_to(ROOT).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _imports(path: pathlib.Path):
    """Absolute names of everything ``path`` imports: ``(lineno, name)``, where ``from a import b``
    yields ``a.b`` (``b`` may be a submodule) and relative imports are resolved."""
    tree = ast.parse(path.read_text(), filename=str(path))
    mod = _module_name(path)
    package = mod if path.name == "__init__.py" else mod.rsplit(".", 1)[0]
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for a in node.names:
                yield node.lineno, a.name
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")
                base = base[: len(base) - (node.level - 1)]
                prefix = ".".join(base + ([node.module] if node.module else []))
            else:
                prefix = node.module
            for a in node.names:
                yield node.lineno, f"{prefix}.{a.name}" if a.name != "*" else prefix


def _files(pkg: str):
    return sorted((ROOT / pkg).rglob("*.py"))


def _violations():
    out = []
    for f in _files("toolkit"):
        rel = f.relative_to(ROOT).as_posix()
        if rel.startswith("toolkit/app/") or rel in ENTRY_POINTS:
            continue
        for line, name in _imports(f):
            if name == "exact" or name.startswith("exact.") or name.startswith("toolkit.app"):
                out.append(f"{rel}:{line}: the base imports {name}")
    for f in _files("exact"):
        rel = f.relative_to(ROOT).as_posix()
        for line, name in _imports(f):
            if not (name == "toolkit" or name.startswith("toolkit.")):
                continue
            parts = name.split(".")
            private = len(parts) > 1 and parts[1].startswith("_")
            if not (private or name.startswith(EXACT_MAY_IMPORT)):
                out.append(f"{rel}:{line}: exact imports {name}")
    return out


def test_no_import_crosses_the_layers():
    assert _violations() == []


def test_the_checker_sees_a_violation(tmp_path, monkeypatch):
    """The walk itself: an import of the sampler inside a function of exact/ is found."""
    fake = ROOT / "exact" / "_layering_probe.py"
    fake.write_text("def f():\n    from toolkit.sampling import run_chains\n    return run_chains\n")
    try:
        assert any("exact/_layering_probe.py:2: exact imports toolkit.sampling.run_chains" in v
                   for v in _violations())
    finally:
        fake.unlink()


# ---------------------------------------------------------------------------------------------
# The module import graph (issue 27, point 5): one node per module of ``toolkit`` and ``exact``,
# one arrow per ``import`` statement, module-level and function-level alike (an import inside a
# function still ties the two modules together; it only hides the circle until run time).
# Imports under ``if TYPE_CHECKING:`` never run and are left out.

PACKAGES = ("toolkit", "exact")


def _statements(tree):
    """Every import statement of ``tree`` with whether it sits inside a function (or lambda);
    those under ``if TYPE_CHECKING:`` are left out."""
    out = []

    def visit(node, late):
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.If) and "TYPE_CHECKING" in ast.unparse(child.test):
                for sub in child.orelse:
                    visit(ast.Module(body=[sub], type_ignores=[]), late)
                continue
            if isinstance(child, (ast.Import, ast.ImportFrom)):
                out.append((child, late))
            visit(child, late or isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)))

    visit(tree, False)
    return out


def import_graph(root: pathlib.Path = ROOT, packages=PACKAGES):
    """``{module: [(target, lineno, late, statement), ...]}`` over the ``.py`` files of
    ``packages`` under ``root``: ``target`` is the longest project module that the imported
    name starts with (``from exact.kernel import GlauberKernel`` -> ``exact.kernel``;
    ``from toolkit.models import make_model`` -> ``toolkit.models``), ``late`` whether the
    statement is inside a function. Imports of anything outside ``packages`` are left out."""
    files = {}
    for pkg in packages:
        for f in sorted((root / pkg).rglob("*.py")):
            parts = f.relative_to(root).with_suffix("").parts
            files[".".join(parts[:-1] if parts[-1] == "__init__" else parts)] = f

    def resolve(name):
        parts = name.split(".")
        for k in range(len(parts), 0, -1):
            if ".".join(parts[:k]) in files:
                return ".".join(parts[:k])
        return None

    graph = {}
    for mod, f in files.items():
        package = mod if f.name == "__init__.py" else mod.rpartition(".")[0]
        edges = graph[mod] = []
        for node, late in _statements(ast.parse(f.read_text(), filename=str(f))):
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            else:
                if node.level:
                    base = package.split(".")
                    prefix = ".".join(base[: len(base) - (node.level - 1)] + ([node.module] if node.module else []))
                else:
                    prefix = node.module
                names = [f"{prefix}.{a.name}" if a.name != "*" else prefix for a in node.names]
            targets = {t for t in map(resolve, names) if t is not None and t != mod}
            for t in sorted(targets):
                edges.append((t, node.lineno, late, ast.unparse(node)))
    return graph


def import_cycles(graph):
    """The strongly connected components of more than one module (Tarjan, iterative): each
    is a set of modules that import one another around a circle."""
    index, low, stack, on, comps = {}, {}, [], set(), []
    succ = {m: sorted({t for t, *_ in edges if t in graph}) for m, edges in graph.items()}
    for start in graph:
        if start in index:
            continue
        work = [(start, iter(succ[start]))]
        index[start] = low[start] = len(index)
        stack.append(start)
        on.add(start)
        while work:
            v, it = work[-1]
            for w in it:
                if w not in index:
                    index[w] = low[w] = len(index)
                    stack.append(w)
                    on.add(w)
                    work.append((w, iter(succ[w])))
                    break
                if w in on:
                    low[v] = min(low[v], index[w])
            else:
                work.pop()
                if work:
                    low[work[-1][0]] = min(low[work[-1][0]], low[v])
                if low[v] == index[v]:
                    comp = []
                    while True:
                        w = stack.pop()
                        on.discard(w)
                        comp.append(w)
                        if w == v:
                            break
                    if len(comp) > 1:
                        comps.append(sorted(comp))
    return sorted(comps)


def late_imports(graph):
    """``(module, lineno, targets, statement)`` for every function-level import statement of a
    project module (one row per statement, whatever the number of names)."""
    rows = {}
    for mod, edges in graph.items():
        for t, line, late, stmt in edges:
            if late:
                rows.setdefault((mod, line, stmt), []).append(t)
    return [(mod, line, tuple(ts), stmt) for (mod, line, stmt), ts in sorted(rows.items())]


BLOCKED = ("torch", "transformers", "matplotlib", "pandas", "sympy", "tqdm", "dask", "distributed",
           "hypothesis", "threadpoolctl", "mpmath", "arviz", "antiberty", "sapiens")


def test_base_and_exact_import_with_numpy_scipy_networkx_only():
    base = [_module_name(f) for f in _files("toolkit")
            if not f.relative_to(ROOT).as_posix().startswith(("toolkit/app/", "toolkit/models/mlm.py",
                                                               "toolkit/models/adapter.py", "toolkit/models/zoo.py",
                                                               "toolkit/models/_hf_convert.py", "toolkit/__main__.py",
                                                               "toolkit/strategies.py", "toolkit/cli.py"))]
    mods = ["toolkit", "exact", *base, *[_module_name(f) for f in _files("exact")]]
    code = (
        "import importlib.abc, sys\n"
        f"BLOCKED = {BLOCKED!r}\n"
        "class Block(importlib.abc.MetaPathFinder):\n"
        "    def find_spec(self, name, path=None, target=None):\n"
        "        if name.split('.')[0] in BLOCKED:\n"
        "            raise ImportError('blocked: ' + name)\n"
        "        return None\n"
        "sys.meta_path.insert(0, Block())\n"
        "import importlib\n"
        f"for m in {mods!r}:\n"
        "    importlib.import_module(m)\n"
        "print('ok', len(sys.modules))\n"
    )
    r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, timeout=120)
    assert r.returncode == 0, r.stderr[-2000:]
    assert r.stdout.startswith("ok")


@pytest.mark.parametrize("pkg", ["toolkit/app", "exact"])
def test_no_module_over_400_lines_without_a_reason(pkg):
    """Big mixed files are hard to change: a module of more than ~400 lines says why in its
    docstring (a line containing "Length:")."""
    long = []
    for f in _files(pkg):
        text = f.read_text()
        if text.count("\n") > 420 and "Length:" not in (ast.get_docstring(ast.parse(text)) or ""):
            long.append(f"{f.relative_to(ROOT)} ({text.count(chr(10))} lines)")
    assert long == []
