"""The public API as the packages declare it: ``__all__``, re-exports and package docstrings.

Policy (issue 30: the fifth blind audit's survivors included a name left out of
``exact.__all__`` and a stale copy of a re-exported constant):

- a module with ``__all__`` lists in it every public (no leading underscore) function and
  class it defines, every listed name resolves, and no name is listed twice;
- a package's ``__init__`` binds each re-exported name by importing it, so the package's
  object IS its submodule's (a constant assigned again in ``__init__`` is a stale copy
  waiting to happen);
- a package whose ``__init__`` only re-exports (no function or class of its own) lists in
  ``__all__`` every public name it binds, so ``from package import *`` gives what the
  package shows;
- a package's docstring names every entry of its ``__all__`` (STYLE.md: "Package
  ``__init__`` docstrings list the public API grouped by topic").

Tuning constants (``DENSE_MAX``, thresholds) are module-level names, not API: they need not
be listed.
"""

from __future__ import annotations

import ast
import importlib
import inspect
import pkgutil
import re
import types
from pathlib import Path

import pytest

import exact
import toolkit

ROOT = Path(__file__).resolve().parents[1]


def _module_names() -> list[str]:
    names = ["toolkit", "exact"]
    for package in (toolkit, exact):
        for info in pkgutil.walk_packages(package.__path__, package.__name__ + "."):
            if not info.name.endswith("__main__"):  # importing it runs the CLI
                names.append(info.name)
    return sorted(names)


MODULES = _module_names()


def _with_all() -> list[str]:
    return [name for name in MODULES if hasattr(importlib.import_module(name), "__all__")]


WITH_ALL = _with_all()
PACKAGES_WITH_ALL = [name for name in WITH_ALL
                     if Path(importlib.import_module(name).__file__).name == "__init__.py"]


def _defines_functions(module: types.ModuleType) -> bool:
    tree = ast.parse(Path(module.__file__).read_text(encoding="utf-8"))
    return any(isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)) for node in tree.body)


def test_the_module_lists_are_not_empty():
    # the walk must find the packages' modules, or every test below passes vacuously
    assert len(MODULES) > 100
    assert {"exact", "toolkit.models", "toolkit.app.sweep"} <= set(PACKAGES_WITH_ALL)
    assert len(WITH_ALL) >= 50


@pytest.mark.parametrize("name", WITH_ALL)
def test_all_resolves_without_duplicates(name):
    module = importlib.import_module(name)
    listed = list(module.__all__)
    assert len(listed) == len(set(listed)), f"{name}.__all__ lists a name twice"
    missing = [entry for entry in listed if not hasattr(module, entry)]
    assert not missing, f"{name}.__all__ lists names it does not bind: {missing}"


@pytest.mark.parametrize("name", WITH_ALL)
def test_public_definitions_are_listed(name):
    module = importlib.import_module(name)
    defined = [key for key, value in vars(module).items()
               if not key.startswith("_") and (inspect.isfunction(value) or inspect.isclass(value))
               and getattr(value, "__module__", None) == name]
    unlisted = [key for key in defined if key not in module.__all__]
    assert not unlisted, (f"{name} defines public {unlisted} but leaves them out of __all__ "
                          "(list them, or give them a leading underscore)")


def _import_bindings(init: Path) -> dict[str, tuple[str, str]]:
    """``name -> (absolute source module, name there)`` for every import from this project in ``init``."""
    package = ".".join(init.relative_to(ROOT).parent.parts)
    bindings = {}
    for node in ast.parse(init.read_text(encoding="utf-8")).body:
        if not isinstance(node, ast.ImportFrom) or not node.module:
            continue
        if node.level >= 1:
            base = package.rsplit(".", node.level - 1)[0] if node.level > 1 else package
            source = f"{base}.{node.module}"
        elif node.module.split(".")[0] in ("toolkit", "exact"):
            source = node.module
        else:
            continue
        for alias in node.names:
            bindings[alias.asname or alias.name] = (source, alias.name)
    return bindings


def _assigned_names(path: Path) -> set[str]:
    names = set()
    for node in ast.parse(path.read_text(encoding="utf-8")).body:
        targets = node.targets if isinstance(node, ast.Assign) else (
            [node.target] if isinstance(node, ast.AnnAssign) else [])
        names.update(t.id for t in targets if isinstance(t, ast.Name))
    return names


@pytest.mark.parametrize("name", PACKAGES_WITH_ALL)
def test_package_reexports_are_the_submodules_objects(name):
    package = importlib.import_module(name)
    init = Path(package.__file__)
    bindings = _import_bindings(init)
    assigned = _assigned_names(init)
    submodule_names = [info.name for info in pkgutil.walk_packages(package.__path__, name + ".")]
    for entry in package.__all__:
        if entry in bindings:
            source, original = bindings[entry]
            origin = importlib.import_module(source)
            assert getattr(package, entry) is getattr(origin, original), (
                f"{name}.{entry} is not {source}.{original}")
        elif entry in assigned:
            # defined in the package itself: no submodule may define a name of the same spelling
            # (the package's copy would drift from it)
            clash = [sub for sub in submodule_names
                     if sub.rsplit(".", 1)[-1] != "__main__"
                     and entry in _assigned_names(Path(importlib.import_module(sub).__file__))]
            assert not clash, f"{name}.{entry} is assigned in __init__ and also defined in {clash}"


@pytest.mark.parametrize("name", [p for p in PACKAGES_WITH_ALL
                                  if not _defines_functions(importlib.import_module(p))])
def test_reexport_packages_list_every_binding(name):
    package = importlib.import_module(name)
    bound = [key for key, value in vars(package).items()
             if not key.startswith("_") and not isinstance(value, types.ModuleType) and key != "annotations"]
    unlisted = [key for key in bound if key not in package.__all__]
    assert not unlisted, f"{name} binds {unlisted} but leaves them out of __all__"


@pytest.mark.parametrize("name", PACKAGES_WITH_ALL)
def test_package_docstring_names_its_public_api(name):
    package = importlib.import_module(name)
    words = set(re.findall(r"[A-Za-z_][A-Za-z0-9_]*", package.__doc__ or ""))
    absent = [entry for entry in package.__all__ if entry not in words]
    assert not absent, f"{name}'s docstring does not name {absent}"


def test_exact_reexports_the_state_space_guard():
    # the one re-exported constant of the exact package: the guard documented in DESIGN.md
    # (2e7 states) must be the same number whichever name a caller imports
    from exact.space import DEFAULT_MAX_STATES

    assert exact.DEFAULT_MAX_STATES == DEFAULT_MAX_STATES == 2e7
