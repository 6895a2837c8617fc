"""scripts/slow_candidates.py: which catalogue entries a test one means to mark ``slow`` may be
the one to kill. The expected spans and ids below are read off the hand-written source and
catalogue in this file, not computed by the script."""

from __future__ import annotations

import ast
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "scripts"))
import slow_candidates  # noqa: E402

SOURCE = '''def f(x, scale=2.0):
    y = (x
         + 1)
    if y > 0:
        return y * scale
    return 0


def g():
    return 1
'''


def _span(snippet):
    return slow_candidates.statement_span(SOURCE, ast.parse(SOURCE), snippet)


def test_a_snippet_inside_a_statement_spans_that_statement():
    # "+ 1)" is line 3, inside the assignment of lines 2-3
    assert _span("+ 1)") == (2, 3)
    assert _span("return y * scale") == (5, 5)


def test_a_default_on_a_def_line_spans_the_whole_function():
    # the smallest statement holding line 1 is the function f, lines 1-6
    assert _span("scale=2.0") == (1, 6)


def test_an_entry_is_at_risk_only_if_the_node_runs_its_statement(monkeypatch, tmp_path):
    (tmp_path / "pkg").mkdir()
    (tmp_path / "pkg" / "m.py").write_text(SOURCE, encoding="utf-8")
    node = "tests/test_x.py::test_one"
    catalogue = [
        {"id": "in_f", "file": "pkg/m.py", "original": "return y * scale", "tests": ["tests/test_x.py"]},
        {"id": "in_g", "file": "pkg/m.py", "original": "return 1", "tests": ["tests/test_x.py"]},
        {"id": "other_file", "file": "pkg/m.py", "original": "y > 0", "tests": ["tests/test_y.py"]},
        {"id": "equivalent", "file": "pkg/m.py", "original": "return 0", "tests": ["tests/test_x.py"],
         "equivalent": "why"},
    ]
    monkeypatch.setattr(slow_candidates, "ROOT", tmp_path)
    monkeypatch.setattr(slow_candidates.catalogue, "MUTANTS", catalogue)
    # the node runs f's body (lines 1-6) and never g (line 10)
    monkeypatch.setattr(slow_candidates, "executed_lines", lambda n, python: {"pkg/m.py": {1, 2, 3, 4, 5, 6}})
    assert slow_candidates.at_risk([node], sys.executable) == {node: ["in_f"]}


def test_a_node_that_fails_alone_is_refused(tmp_path):
    bad = tmp_path / "test_bad.py"
    bad.write_text("def test_bad():\n    assert False\n", encoding="utf-8")
    with pytest.raises(SystemExit, match="did not pass alone"):
        slow_candidates.executed_lines(str(bad), sys.executable)
