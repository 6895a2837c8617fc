"""``scripts/mutation.py --timing``: a module path with no doctests (pytest exit 5, nothing collected)
is not a failure, while a test file that collects nothing or fails is (the record
module-test-timing-2026-12-03-b had three such modules flagged FAILED)."""

import importlib.util
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture(scope="module")
def mutation():
    spec = importlib.util.spec_from_file_location("glauber_mutation_script", ROOT / "scripts" / "mutation.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up by name
    spec.loader.exec_module(module)
    yield module
    sys.modules.pop(spec.name, None)


def _timing(mutation, monkeypatch, codes):
    monkeypatch.setattr(mutation, "run_pytest", lambda python, copy, tests, timeout, markers: (codes[tests[0]], 0.5, ""))
    mutants = [mutation.Mutant("a", "exact/foo.py", "x", "y", "d", tuple(codes))]
    workers = type("W", (), {"copies": [ROOT]})()
    _, timing = mutation.time_tests(mutants, workers, sys.executable, 10.0, None, 60.0)
    return timing["modules"]["exact/foo.py"]["all_passed"]


def test_a_module_without_doctests_is_not_a_failure(mutation, monkeypatch):
    assert _timing(mutation, monkeypatch, {"exact/foo.py": 5, "tests/test_foo.py": 0})


@pytest.mark.parametrize("codes", [{"exact/foo.py": 0, "tests/test_foo.py": 5},   # a test file collected nothing
                                   {"exact/foo.py": 0, "tests/test_foo.py": 1},   # a test failed
                                   {"exact/foo.py": 1, "tests/test_foo.py": 0}])  # a doctest failed
def test_failures_and_empty_test_files_are_flagged(mutation, monkeypatch, codes):
    assert not _timing(mutation, monkeypatch, codes)
