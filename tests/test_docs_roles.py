"""The API reference's docstring rewrites (issue 26, point 5; ``scripts/griffe_docstrings.py``):
every Sphinx role in the sources is one the rewrite recognizes, and on the real packages
roles become links to the objects' canonical paths and the package overview a list. The
built site itself is checked by ``scripts/check_docs_site.py`` (``make docs``, run by CI)."""

from __future__ import annotations

import ast
import os
import re
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "scripts"))

import griffe_docstrings as gd  # noqa: E402

#: anything that looks like a Sphinx role (``:name:`` then a backquote)
ANY_ROLE = re.compile(r"(?<![\w`]):[a-z]+(?::[a-z]+)?:`")


def _docstrings():
    for pkg in ("toolkit", "exact", "proofs_checks"):
        for root, _, files in os.walk(os.path.join(ROOT, pkg)):
            for name in files:
                if name.endswith(".py"):
                    path = os.path.join(root, name)
                    with open(path) as fh:
                        tree = ast.parse(fh.read())
                    for node in ast.walk(tree):
                        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)):
                            doc = ast.get_docstring(node, clean=False)
                            if doc:
                                yield os.path.relpath(path, ROOT), doc


def test_every_role_in_the_sources_is_recognized():
    seen = 0
    for where, doc in _docstrings():
        seen += len(ANY_ROLE.findall(doc))
        left = ANY_ROLE.findall(gd.convert_roles(doc, lambda name: None))
        assert not left, (where, left)
    assert seen > 300  # the scan sees the ~600 roles of the sources (a broken scan would pass vacuously)


@pytest.mark.parametrize("text, want", [
    (":func:`~exact.analysis.analyze`", "<code>analyze</code>"),
    (":py:class:`toolkit.results.Claim`", "<code>toolkit.results.Claim</code>"),
    (":data:`the registry <toolkit.app.report.SECTIONS>`", "<code>the registry</code>"),
    (":func:`!not_linked`", "`not_linked`"),
])
def test_role_forms(text, want):
    out = gd.convert_roles(text, lambda name: name)
    assert want in out and ":func:" not in out and ":class:" not in out


def test_definition_lists_leave_numpy_sections_alone():
    doc = "Overview\n    a, b\n\nParameters\n----------\nx : int\n    the x\n"
    out = gd.definition_lists(doc)
    assert out.startswith("- **Overview**: a, b") and "x : int\n    the x" in out


def test_on_the_real_packages_roles_link_to_where_objects_are_defined():
    griffe = pytest.importorskip("griffe")
    loader = griffe.GriffeLoader(extensions=griffe.load_extensions(gd.SphinxRolesAndLists), search_paths=[ROOT])
    exact = loader.load("exact")
    loader.resolve_aliases(implicit=False, external=False)
    markov = exact["markov"].docstring.value
    # `:func:`exact.analyze`` names the re-export: the link goes to exact.markov.analyze
    assert '<autoref identifier="exact.markov.analyze" optional><code>exact.analyze</code></autoref>' in markov
    overview = exact.docstring.value
    assert "- **Kernels**: site_logits" in overview and "\n    site_logits" not in overview
