"""scripts/automut.py: the operators find the places a reviewer would mutate, and nothing else."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "scripts"))
import automut  # noqa: E402

SOURCE = '''"""Docstring with 1 < 2 and max(a)."""
__all__ = ["f"]


def f(x: int = 3, y=0.5):
    """Doc: min(1, 2) == 3."""
    if x < 0:
        raise ValueError(f"x must be >= 0, got {x + 1}")
    out = {"total": max(x, 1) * y}
    if out["total"] >= 2 and not x:
        return -x
    return out
'''


def _mutants(source):
    return {(c.operator, source[c.start:c.end], c.new) for c in automut.candidates(source)}


def test_the_operators_hit_code_and_skip_docstrings_messages_and_all():
    found = _mutants(SOURCE)
    # every place written by hand (the places a reviewer mutates), and nothing else
    expected = {
        ("const", "3", "4"), ("const", "0.5", "1.0"),
        ("compare", "<", "<="), ("const", "0", "1"), ("guard", "x < 0", "False"),
        ("key", '"total"', "'total_x'"), ("call", "max", "min"), ("const", "1", "2"),
        ("arith", "*", "/"),
        ("key", '"total"', "'total_x'"), ("compare", ">=", ">"), ("const", "2", "3"),
        ("bool", "and", "or"), ("bool", "not ", ""), ("negate", "-", ""),
    }
    assert found == expected


def test_a_snippet_is_unique_and_its_replacement_applies_the_mutant():
    cands = [c for c in automut.candidates(SOURCE) if c.operator == "key"]
    assert len(cands) == 2  # the key appears twice: each snippet must still be unique
    for c in cands:
        original, replacement = automut.snippet(SOURCE, c)
        assert SOURCE.count(original) == 1
        mutated = SOURCE.replace(original, replacement, 1)
        assert mutated.count("total_x") == 1 and mutated.count('"total"') == 1


def test_the_sample_is_reproducible_and_sized_by_statements(tmp_path, monkeypatch):
    module = "exact/_rounding.py"
    a = automut.sample(module, "auto", seed=3)
    b = automut.sample(module, "auto", seed=3)
    assert a == b and len(a) == 3  # under 150 statements: an auditor's 3
    assert automut.sample(module, "auto", seed=4) != a
    assert len(automut.sample(module, "2", seed=3)) == 2


def test_default_tests_name_the_module_and_end_with_it():
    tests = automut.default_tests("toolkit/_margins.py")
    assert tests[-1] == "toolkit/_margins.py"
    assert "tests/toolkit/test_margins.py" in tests
    assert not set(tests) & set(automut.STRUCTURAL_TESTS)


def test_bad_per_module_is_refused(capsys):
    with pytest.raises(SystemExit):
        automut.main(["exact/_rounding.py", "--per-module", "0"])
    assert "--per-module" in capsys.readouterr().err


def test_scrub_leaves_no_machine_path(tmp_path):
    import json

    record = tmp_path / "r.json"
    record.write_text(json.dumps({"root": "/work/x/repo", "catalogue": "/tmp/abc/automut_catalogue.py",
                                  "python": "/work/main/.venv/bin/python",
                                  "mutants": [{"detail": "error in /tmp/tmpq1/copy0/tests/test_a.py:3"}]}))
    automut.scrub(record)
    text = record.read_text()
    assert "/tmp" not in text and "/work" not in text
    data = json.loads(text)
    assert data["root"] == "." and data["python"] == "python"
