"""The three layers (DESIGN.md section 2) and the floors inside them, enforced on the source.

- ``toolkit`` (base: every module outside ``toolkit/app``) never imports ``exact`` or
  ``toolkit.app``, not even inside a function;
- ``exact`` imports from ``toolkit`` only the base's models, chain, results, theory (the
  closed-form bounds both sides share, issue 27), validation, exceptions and private helpers (``toolkit._*``), never the samplers and never
  ``toolkit.app``;
- ``toolkit.app`` may import anything.

Every ``import`` statement of every module is read from its syntax tree (so an import
hidden inside a function counts), and ``import toolkit, exact`` (with every base and
exact module) must work with numpy, scipy and networkx alone.

Inside the layers (issue 27): the module import graph, function-level imports included, has
no cycle (each module imports only from floors below it), and imports sit at module level
except the few listed in :data:`LATE_IMPORTS` (torch-backed modules, checked, and stated
exceptions) and, outside the project, the optional or costly packages of
:data:`LAZY_EXTERNAL`.
"""

from __future__ import annotations

import ast
import functools
import pathlib
import subprocess
import sys

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[1]
# entry points: the console script's two-line shim and ``python -m toolkit`` hand over to the app;
# ``toolkit.testing`` (issue 28) re-exports the sampler checks, which need the exact engine
ENTRY_POINTS = ("toolkit/cli.py", "toolkit/__main__.py", "toolkit/testing.py")
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


@functools.cache
def _parse_text(text: str, filename: str) -> ast.Module:
    return ast.parse(text, filename=filename)


def _parse(path: pathlib.Path) -> ast.Module:
    """The syntax tree of ``path`` (parsed once per content: the tests below walk the tree
    several times)."""
    return _parse_text(path.read_text(), str(path))


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


def _packages_above(mod: str) -> list[str]:
    parts = mod.split(".")
    return [".".join(parts[:k]) for k in range(1, len(parts))]


def import_graph(root: pathlib.Path = ROOT, packages=PACKAGES):
    """``{module: [(target, lineno, late, statement), ...]}`` over the ``.py`` files of
    ``packages`` under ``root``: ``target`` is the longest project module that the imported
    name starts with (``from exact.kernel import GlauberKernel`` -> ``exact.kernel``;
    ``from toolkit.models import make_model`` -> ``toolkit.models``), and every package above
    it that the importer is not inside (importing ``toolkit.app.report._model`` runs
    ``toolkit/app/report/__init__.py``); ``late`` whether the statement is inside a function.
    Imports of anything outside ``packages`` are left out."""
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
        for node, late in _statements(_parse(f)):
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            else:
                if node.level:
                    base = package.split(".")
                    prefix = ".".join(base[: len(base) - (node.level - 1)] + ([node.module] if node.module else []))
                else:
                    prefix = node.module
                names = [f"{prefix}.{a.name}" if a.name != "*" else prefix for a in node.names]
            targets = {t for t in map(resolve, names) if t is not None}
            # importing a.b.c first runs the packages a and a.b: those the importer is not
            # itself inside are imported too (report/__init__ imports every section)
            targets |= {p for t in targets for p in _packages_above(t)
                        if p in files and not (mod == p or mod.startswith(p + "."))}
            for t in sorted(targets - {mod}):
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


#: Function-level imports between project modules that stay, keyed ``(importer, imported)``.
#: ``"torch"``: the imported module imports torch at module level (checked below), so naming
#: a toy model, ``glauber --help`` and ``import toolkit, exact`` never load it. Anything else
#: is a stated exception that creates no cycle (the cycle test holds for it as for every arrow).
LATE_IMPORTS = {
    ("toolkit.app.commands._common", "toolkit.models.mlm"): "torch",
    ("toolkit.app.commands.rectangle", "toolkit.models.mlm"): "torch",
    ("toolkit.app.commands.study", "toolkit.models.zoo"): "torch",
    ("toolkit.app.phase", "toolkit.models.zoo"): "torch",
    ("toolkit.app.report.incompatibility", "toolkit.models.mlm"): "torch",
    ("toolkit.device_chains", "toolkit.models.adapter"): "torch",
    ("toolkit.models.registry", "toolkit.models.zoo"): "torch",
    ("toolkit.models.sceptr", "toolkit.models.adapter"): "torch",
    ("toolkit.app.mixing_diagram", "exact.lumped"):
        "tests/toolkit/test_mixing_diagram.py plants a failing solver by replacing "
        "exact.lumped.lumped_spectral_gap, which a module-level import would not see; hoist "
        "it when that test replaces toolkit.app.mixing_diagram.lumped_spectral_gap",
}
#: At most this many function-level intra-project import statements (issue 27: under 40).
MAX_LATE_IMPORTS = 12

#: Packages outside the project that may be imported inside a function, with the reason: an
#: optional extra, or an import cost that most commands never pay. Everything else (numpy,
#: the standard library) is imported at module level.
LAZY_EXTERNAL = {
    "torch": "the mlm extra; ~1-2 s to import",
    "transformers": "the mlm extra",
    "tokenizers": "the mlm extra (tokenizer files of converted checkpoints)",
    "libtcrlm": "SCEPTR's tokeniser, optional",
    "pandas": "~1.6 s to import; only tables (to_frame) and the sweep store need it",
    "matplotlib": "the plot extra",
    "mpmath": "arbitrary-precision spectra only where float64 underflows",
    "arviz": "optional diagnostics cross-check",
    "tqdm": "optional progress bars",
    "distributed": "the distributed extra (dask executor)",
    "threadpoolctl": "optional BLAS thread limits",
    "markdown": "the report's HTML only",
    "networkx": "~0.3 s to import; only basin graphs use it",
    "scipy": "submodules (optimize, stats, spatial, cluster, ARPACK errors) each 0.1-0.5 s to import, "
             "loaded where used",
}


def _module_level_externals(root, packages, graph):
    """``{module: packages}``: the top-level names of what each module imports at module level
    outside the project, itself or through the project modules it imports at module level
    (its parent packages included)."""
    direct = {}
    for mod in graph:
        path = root.joinpath(*mod.split("."))
        path = path / "__init__.py" if path.is_dir() else path.with_suffix(".py")
        found = set()
        for node, late in _statements(_parse(path)):
            if late or (isinstance(node, ast.ImportFrom) and node.level):
                continue
            for name in ([a.name for a in node.names] if isinstance(node, ast.Import) else [node.module]):
                if name.split(".")[0] not in packages:
                    found.add(name.split(".")[0])
        direct[mod] = found
    memo = {}

    def closure(mod, seen=()):
        if mod not in memo:
            out = set(direct[mod])
            parents = [".".join(mod.split(".")[:k]) for k in range(1, mod.count(".") + 1)]
            for t in [t for t, _, late, _ in graph[mod] if not late] + [p for p in parents if p in graph]:
                if t not in seen:
                    out |= closure(t, (*seen, mod))
            memo[mod] = out
        return memo[mod]

    return {m: closure(m) for m in graph}


def _late_import_problems(graph, root=ROOT, packages=PACKAGES, allowed=None, cap=None):
    allowed = LATE_IMPORTS if allowed is None else allowed
    cap = MAX_LATE_IMPORTS if cap is None else cap
    rows = late_imports(graph)
    externals = _module_level_externals(root, packages, graph)
    out = []
    used = set()
    for mod, line, targets, stmt in rows:
        # the module named, not the packages above it that importing it runs too
        for t in [t for t in targets if not any(o.startswith(t + ".") for o in targets)]:
            reason = allowed.get((mod, t))
            if reason is None:
                out.append(f"{mod}:{line}: `{stmt}` inside a function: import it at module level "
                           f"(or list ({mod!r}, {t!r}) in LATE_IMPORTS with its reason)")
            elif reason == "torch" and "torch" not in externals[t]:
                out.append(f"{mod}:{line}: {t} is listed as importing torch but does not: import it at "
                           "module level")
            used.add((mod, t))
    out += [f"LATE_IMPORTS lists {k} but no such import remains" for k in sorted(set(allowed) - used)]
    if len(rows) > cap:
        out.append(f"{len(rows)} function-level intra-project imports, above the cap of {cap}")
    return out


def test_no_import_cycle():
    """No circle of imports between modules of toolkit (base and app) or exact, counting the
    imports inside functions: a module imports only from the floors below it."""
    graph = import_graph()
    cycles = import_cycles(graph)
    detail = [f"{c}: " + "; ".join(f"{m} -> {t} (line {line}{', in a function' if late else ''})"
                                   for m in c for t, line, late, _ in graph[m] if t in c) for c in cycles]
    assert detail == []


def test_function_level_imports_are_few_and_listed():
    """Intra-project imports at module level, except the listed ones (each with its reason,
    torch-backed modules checked), at most MAX_LATE_IMPORTS; outside the project, only the
    listed optional or costly packages are imported inside functions."""
    graph = import_graph()
    assert len(LATE_IMPORTS) <= MAX_LATE_IMPORTS < 40
    assert _late_import_problems(graph) == []
    external = []
    for pkg in PACKAGES:
        for f in _files(pkg):
            for node, late in _statements(_parse(f)):
                if not late or (isinstance(node, ast.ImportFrom) and node.level):
                    continue
                for name in ([a.name for a in node.names] if isinstance(node, ast.Import) else [node.module]):
                    top = name.split(".")[0]
                    if top not in PACKAGES and top not in LAZY_EXTERNAL:
                        external.append(f"{f.relative_to(ROOT)}:{node.lineno}: import {name} inside a function")
    assert external == []


def _write_package(root: pathlib.Path, files: dict) -> None:
    for rel, text in files.items():
        path = root / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text)


def test_the_cycle_check_sees_a_planted_cycle(tmp_path):
    """A circle hidden inside a function (``a`` imports ``b`` at module level, ``b`` imports
    ``a`` in a function) is found, with its two modules; an acyclic package is not flagged; and
    one planted late arrow from a bottom floor of exact/ to ExactChain closes a circle in the
    real graph."""
    _write_package(tmp_path, {
        "pkg/__init__.py": "",
        "pkg/a.py": "from pkg.b import g\n\ndef f():\n    return g()\n",
        "pkg/b.py": "def g():\n    from .a import f\n    return f\n",
        "pkg/c.py": "import pkg.a\nfrom pkg import b\n",
    })
    graph = import_graph(tmp_path, ("pkg",))
    assert graph["pkg.b"] == [("pkg.a", 2, True, "from .a import f")]  # relative, in a function
    assert import_cycles(graph) == [["pkg.a", "pkg.b"]]
    (tmp_path / "pkg/b.py").write_text("def g():\n    return 1\n")
    assert import_cycles(import_graph(tmp_path, ("pkg",))) == []
    real = import_graph()
    assert import_cycles(real) == []
    real["exact.space"] = [*real["exact.space"], ("exact.markov", 1, True, "from .markov import ExactChain")]
    assert any({"exact.space", "exact.markov"} <= set(c) for c in import_cycles(real))


def test_the_late_import_check_sees_an_unlisted_import(tmp_path):
    """A function-level import of a project module not in the list, a listed one whose module
    does not import torch, a stale entry and a count above the cap are each reported."""
    _write_package(tmp_path, {
        "pkg/__init__.py": "",
        "pkg/light.py": "X = 1\n",
        "pkg/heavy.py": "import torch\n",
        "pkg/user.py": "def f():\n    from pkg.light import X\n    from pkg import heavy\n    return X, heavy\n",
    })
    graph = import_graph(tmp_path, ("pkg",))
    listed = {("pkg.user", "pkg.heavy"): "torch"}
    assert _late_import_problems(graph, tmp_path, ("pkg",), listed, 5) == [
        "pkg.user:2: `from pkg.light import X` inside a function: import it at module level "
        "(or list ('pkg.user', 'pkg.light') in LATE_IMPORTS with its reason)"]
    listed[("pkg.user", "pkg.light")] = "torch"
    listed[("pkg.gone", "pkg.light")] = "torch"
    problems = _late_import_problems(graph, tmp_path, ("pkg",), listed, 1)
    assert problems == ["pkg.user:2: pkg.light is listed as importing torch but does not: import it at module level",
                        "LATE_IMPORTS lists ('pkg.gone', 'pkg.light') but no such import remains",
                        "2 function-level intra-project imports, above the cap of 1"]


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


# ---------------------------------------------------------------------------------------------
# One dispatch point for kernel types (issue 27, point 1): exact's solvers accept a GlauberKernel,
# a sparse matrix, an array or a LinearOperator and ask ``exact._linalg.kernel_kind`` (or its
# ``is_glauber`` / ``is_sparse`` / ``random_scan_kernel``) which one they hold; no other module of
# exact/ or toolkit/ tests the type, by isinstance, issparse or a kernel attribute's presence.

KERNEL_DISPATCH = "exact/_linalg.py"
#: the kernel representations (and scipy's sparse classes) whose type only the dispatch tests
KERNEL_TYPES = {"GlauberKernel", "LinearOperator", "spmatrix", "sparray", "csr_matrix", "csc_matrix",
                "coo_matrix", "csr_array", "TorchKernel"}
#: attributes of a GlauberKernel whose presence would tell a kernel's type by duck typing
KERNEL_ATTRIBUTES = {"n_states", "is_random_scan", "site_conditionals", "site_conditionals64", "cond", "dense",
                     "cached_sparse", "temperature", "q", "n"}
#: duck typing allowed where the dispatch cannot be imported: toolkit's base never imports exact
DUCK_TYPING_ALLOWED = {
    "toolkit/plot.py": "plots a GlauberKernel or an ExactChain without importing exact (layering)",
    "toolkit/exact_torch.py": "wraps a GlauberKernel's data without importing exact (layering)",
}


def kernel_type_tests(root: pathlib.Path = ROOT):
    """``path:line: what`` of every test of a kernel's type outside :data:`KERNEL_DISPATCH`, in
    ``exact/`` and ``toolkit/`` (the app included): ``isinstance`` with one of
    :data:`KERNEL_TYPES` (alone or in a tuple), ``issparse`` (``exact._linalg.is_sparse``
    instead), and ``hasattr``/``getattr`` of a kernel's attribute (:data:`KERNEL_ATTRIBUTES`) on
    anything but ``args`` (the CLI's namespace), outside :data:`DUCK_TYPING_ALLOWED`."""
    out = []
    for top in ("exact", "toolkit"):
        for f in sorted((root / top).rglob("*.py")):
            rel = f.relative_to(root).as_posix()
            if rel == KERNEL_DISPATCH:
                continue
            for node in ast.walk(_parse(f)):
                if not isinstance(node, ast.Call):
                    continue
                fn = node.func.id if isinstance(node.func, ast.Name) else (
                    node.func.attr if isinstance(node.func, ast.Attribute) else None)
                if fn == "isinstance" and len(node.args) == 2:
                    names = {n.id if isinstance(n, ast.Name) else n.attr for n in ast.walk(node.args[1])
                             if isinstance(n, (ast.Name, ast.Attribute))}
                    if names & KERNEL_TYPES:
                        out.append(f"{rel}:{node.lineno}: isinstance {sorted(names & KERNEL_TYPES)}")
                elif fn == "issparse":
                    out.append(f"{rel}:{node.lineno}: issparse")
                elif (fn in ("hasattr", "getattr") and len(node.args) >= 2 and rel not in DUCK_TYPING_ALLOWED
                      and isinstance(node.args[1], ast.Constant) and node.args[1].value in KERNEL_ATTRIBUTES
                      and not (isinstance(node.args[0], ast.Name) and node.args[0].id == "args")):
                    out.append(f"{rel}:{node.lineno}: {fn} {node.args[1].value!r}")
    return out


def test_one_dispatch_point_for_kernel_types(tmp_path):
    """Only exact/_linalg.py tests what a kernel is; planted tests elsewhere (in a copy of
    exact/stationary.py and of toolkit/app/compare.py) are found, one line each."""
    assert kernel_type_tests() == []
    (tmp_path / "exact").mkdir()
    (tmp_path / "toolkit/app").mkdir(parents=True)
    (tmp_path / KERNEL_DISPATCH).write_text((ROOT / KERNEL_DISPATCH).read_text())
    planted = (ROOT / "exact/stationary.py").read_text() + (
        "\n\ndef _probe(P):\n"
        "    a = isinstance(P, (GlauberKernel, int))\n"
        "    b = isinstance(P, scipy.sparse.linalg.LinearOperator)\n"
        "    c = sp.issparse(P)\n"
        "    d = hasattr(P, 'n_states')\n"
        "    e = getattr(P, 'q', None)\n"
        "    return a, b, c, d, e\n")
    (tmp_path / "exact/stationary.py").write_text(planted)
    app = (ROOT / "toolkit/app/compare.py").read_text() + "\n\ndef _probe(K):\n    return issparse(K)\n"
    (tmp_path / "toolkit/app/compare.py").write_text(app)
    last = planted.count(chr(10))  # the line of `return`
    assert kernel_type_tests(tmp_path) == [
        f"exact/stationary.py:{last - 5}: isinstance ['GlauberKernel']",
        f"exact/stationary.py:{last - 4}: isinstance ['LinearOperator']",
        f"exact/stationary.py:{last - 3}: issparse",
        f"exact/stationary.py:{last - 2}: hasattr 'n_states'",
        f"exact/stationary.py:{last - 1}: getattr 'q'",
        f"toolkit/app/compare.py:{app.count(chr(10))}: issparse",
    ]


# ---------------------------------------------------------------------------------------------
# Floors inside toolkit (issue 27, point 5): the command-line commands sit on top of the app
# library (what the library needs from the CLI, the JSON envelope and the description of a
# real MLM, lives in toolkit/app/output.py), and toolkit/models is the ground floor.

#: the modules that may import ``toolkit.app.commands``: the commands themselves, the parser
#: that loads them and the console-script shim
COMMANDS_IMPORTERS = ("toolkit.app.commands", "toolkit.app.cli", "toolkit.cli")
#: what ``toolkit/models`` may import from the project: itself and the leaves below it
MODELS_MAY_IMPORT = ("toolkit.models", "toolkit._validation", "toolkit.exceptions", "toolkit._states",
                     "toolkit._rectangle", "toolkit._margins")


def _inside(mod: str, prefixes) -> bool:
    return any(mod == p or mod.startswith(p + ".") for p in prefixes)


def floor_problems(graph):
    """Arrows that go up a floor: into the commands from outside them, and out of
    ``toolkit.models`` to anything but :data:`MODELS_MAY_IMPORT` (``exact`` included)."""
    out = []
    for mod, edges in sorted(graph.items()):
        for t, line, _late, stmt in edges:
            if _inside(t, ("toolkit.app.commands",)) and not _inside(mod, COMMANDS_IMPORTERS):
                out.append(f"{mod}:{line}: `{stmt}`: the app library imports the CLI commands")
            if _inside(mod, ("toolkit.models",)) and not _inside(t, MODELS_MAY_IMPORT):
                out.append(f"{mod}:{line}: `{stmt}`: toolkit.models imports {t}, above its floor")
    return list(dict.fromkeys(out))  # one line per statement (it also names the packages above)


def test_commands_on_top_and_models_at_the_ground_floor():
    assert floor_problems(import_graph()) == []


def test_the_floor_check_sees_planted_imports(tmp_path):
    """The walk over source: the app library reaching into the commands inside a function,
    and a model module importing the sampler (or the package ``toolkit`` itself, which runs
    every module of the base), are each found; the allowed arrows are not."""
    _write_package(tmp_path, {
        "toolkit/__init__.py": "",
        "toolkit/sampling.py": "",
        "toolkit/_validation.py": "",
        "toolkit/app/__init__.py": "",
        "toolkit/app/output.py": "",
        "toolkit/app/cli.py": "import toolkit.app.commands.exact\n",
        "toolkit/app/commands/__init__.py": "",
        "toolkit/app/commands/_common.py": "from toolkit.app.output import dump_json\n",
        "toolkit/app/commands/exact.py": "from ._common import dump_json\n",
        "toolkit/app/study.py": "def f():\n    from toolkit.app.commands._common import dump_json\n    return dump_json\n",
        "toolkit/models/__init__.py": "from .toy import X\n",
        "toolkit/models/toy.py": "from .._validation import check_int\nX = 1\n",
        "toolkit/models/chains.py": "from toolkit.sampling import run_chains\n",
        "toolkit/models/zoo.py": "import toolkit\n",
    })
    assert floor_problems(import_graph(tmp_path, ("toolkit",))) == [
        "toolkit.app.study:2: `from toolkit.app.commands._common import dump_json`: the app library imports "
        "the CLI commands",
        "toolkit.models.chains:1: `from toolkit.sampling import run_chains`: toolkit.models imports "
        "toolkit.sampling, above its floor",
        "toolkit.models.zoo:1: `import toolkit`: toolkit.models imports toolkit, above its floor",
    ]
