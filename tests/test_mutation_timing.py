"""``scripts/mutation.py --timing``: a module path with no doctests (pytest exit 5, nothing collected)
is not a failure, while a test file that collects nothing or fails is (the record
module-test-timing-2026-12-03-b had three such modules flagged FAILED). And the harness's own
errors are not kills: each pytest run has its own tmp folder, and exit code 1 counts as a kill
only when the output names a failing test."""

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


def test_exit_code_one_is_a_kill_only_with_a_failing_test(mutation):
    # exit 1 with a FAILED or ERROR line: the mutant was caught; exit 1 naming no test (pytest's
    # tmp-folder clean-up racing another session, an error at session end): the harness's fault
    assert mutation.classify(1, "x\nFAILED tests/t.py::test_a - AssertionError\n1 failed")[0] == "killed"
    assert mutation.classify(1, "ERROR tests/t.py - ImportError\n1 error")[0] == "killed"
    # a long assertion diff pushes the FAILED line out of the 25-line tail: the count line still says it
    assert mutation.classify(1, "  +     0,\n  +     ),\n1 failed, 50 passed in 11.36s")[0] == "killed"
    assert mutation.classify(1, "  ),\n==== 2 errors in 3.1s ====")[0] == "killed"
    assert mutation.classify(1, "  ),\n44 passed in 90.0s\nPytestWarning: (rm_rf) error removing")[0] == "error"
    race = ("pytest.PytestWarning: (rm_rf) error removing <tmp>/pytest-of-root/garbage-1\n"
            "<class 'OSError'>: [Errno 39] Directory not empty")
    status, reason = mutation.classify(1, race)
    assert status == "error" and "no failing test" in reason
    assert mutation.classify(0, "1 passed")[0] == "survived"
    assert mutation.classify(None, "")[0] == "timeout"


def test_each_pytest_run_has_its_own_basetemp_removed_after(mutation, tmp_path, monkeypatch):
    # two runs write where pytest's tmp_path lies; each must be a fresh folder of this run (not
    # the shared pytest-of-<user>), gone once the run is over
    (tmp_path / "test_where.py").write_text(
        "import os\n\ndef test_where(tmp_path):\n"
        "    open(os.environ['WHERE_OUT'], 'a').write(str(tmp_path) + '\\n')\n")
    out = tmp_path / "where.txt"
    monkeypatch.setenv("WHERE_OUT", str(out))
    for _ in range(2):
        rc, _, tail = mutation.run_pytest(sys.executable, tmp_path, ["test_where.py"], 60.0, None)
        assert rc == 0, tail
    first, second = (Path(p) for p in out.read_text().split())
    assert first != second
    for p in (first, second):
        assert "pytest-of-" not in str(p) and any(q.name.startswith("mutation-pytest-") for q in p.parents)
        assert not p.exists()


def test_json_records_name_no_machine_path(mutation, tmp_path, monkeypatch):
    """A record written by ``--json`` is committed under benchmarks/results/: its root, catalogue
    and interpreter must not carry the checkout's absolute path (DEVELOPERS.md: no machine-specific
    paths in the repository). The run itself is faked: one mutant, killed, no tree copied."""
    cat = tmp_path / "cat.py"
    cat.write_text("MUTANTS = [dict(id='x.y', file='exact/space.py', original='a', replacement='b', "
                   "description='d', tests=['tests/t.py'])]\n")

    class FakeWorkers:
        def __init__(self, snap, base, jobs):
            pass

        def probe(self, python, timeout):
            return []

        def resolved(self, python):
            return "."

    monkeypatch.setattr(mutation, "snapshot", lambda dest: dest)
    monkeypatch.setattr(mutation, "static_check", lambda m, snap: None)
    monkeypatch.setattr(mutation, "Workers", FakeWorkers)
    monkeypatch.setattr(mutation, "run_one", lambda m, w, py, t, mk: mutation.Outcome(
        m.id, m.file, 1, m.description, "killed", None, list(m.tests), 1, 0.1))
    out = tmp_path / "rec.json"
    python = str(tmp_path / "venv" / ".venv" / "bin" / "python")
    assert mutation.main(["--catalogue", str(cat), "--json", str(out), "--no-baseline", "--python", python]) == 0
    doc = __import__("json").loads(out.read_text())
    assert doc["root"] == "."
    assert doc["python"] == ".venv/bin/python"
    assert str(tmp_path) not in out.read_text() and str(ROOT) not in out.read_text()
    assert doc["total"]["killed"] == 1   # the faked run did reach the record
