"""benchmarks/targeted_coverage.py: which statements fall outside a module's targeted files, on
contexts made by hand (the split needs no coverage run)."""

from __future__ import annotations

import importlib.util
import pathlib

ROOT = pathlib.Path(__file__).resolve().parents[1]


def _module():
    spec = importlib.util.spec_from_file_location("targeted_coverage", ROOT / "benchmarks" / "targeted_coverage.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def test_a_line_is_missed_unless_a_targeted_file_or_the_import_runs_it():
    split = _module().split_lines
    contexts = {
        10: [""],                                   # module level: run at import, under any set
        11: ["tests/a.py", "tests/z.py"],           # one targeted file among others
        12: ["tests/z.py", "tests/y.py", "tests/x.py", "tests/w.py"],  # other files only
        13: [],                                     # recorded with no context: no file
    }
    elsewhere, never = split([10, 11, 12, 13, 14], contexts, {"tests/a.py", "exact/m.py"})
    # 12: reached by four other files, the first three by name; 13 and 14: by none
    assert elsewhere == [(12, ["tests/w.py", "tests/x.py", "tests/y.py"])]
    assert never == [13, 14]


def test_the_module_itself_counts_as_a_targeted_file():
    # the module's own doctests are part of its set (automut.default_tests ends with it)
    split = _module().split_lines
    assert split([5], {5: ["exact/m.py"]}, {"exact/m.py"}) == ([], [])
    assert split([5], {5: ["exact/m.py"]}, {"tests/a.py"}) == ([(5, ["exact/m.py"])], [])


def test_the_record_counts_each_kind_and_lists_the_lines():
    mod = _module()
    rows = [{"module": "exact/m.py", "statements": 20, "targeted_files": 2,
             "reached_elsewhere": [[12, "x = 1", ["tests/z.py"]]], "never_run": [[14, "raise E()"]]},
            {"module": "exact/n.py", "statements": 30, "targeted_files": 1,
             "reached_elsewhere": [], "never_run": []}]
    meta = {"commit": "abc", "when": "now", "load_start": "0", "load_end": "0", "seconds": "1 s"}
    text = mod.markdown(rows, "cmd", meta)
    # 2 of 50 statements (4.0 %): one reached elsewhere, one by no test; 1 of 2 modules clean
    assert "**2 of 50 statements** (4.0 %)" in text
    assert "1 reached by another test file, 1 by no test of the default tier. 1 of 2 modules" in text
    assert "| exact/m.py | 20 | 1 | 1 |" in text and "| exact/n.py |" not in text
    assert "- 12 (reached by tests/z.py): `x = 1`" in text and "- 14 (never run): `raise E()`" in text
