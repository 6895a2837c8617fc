"""benchmarks/coverage.py: the coverage record's sums and ranking, on a report made by hand."""

from __future__ import annotations

import importlib.util
import pathlib

ROOT = pathlib.Path(__file__).resolve().parents[1]


def _module():
    spec = importlib.util.spec_from_file_location("coverage_record", ROOT / "benchmarks" / "coverage.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def _file(statements, missing, branches, partial):
    return {"summary": {"num_statements": statements, "missing_lines": len(missing),
                        "num_branches": branches, "num_partial_branches": partial,
                        "percent_covered": 100.0 * (statements - len(missing)) / statements},
            "missing_lines": missing}


# A hand-made `coverage json` report: two exact modules, one of toolkit/app, two of toolkit
# outside app (one of them in a subpackage). Expected sums below are added by hand.
REPORT = {
    "files": {
        "exact/a.py": _file(10, [3], 4, 1),
        "exact/b.py": _file(20, [], 6, 0),
        "toolkit/app/c.py": _file(30, [1, 2, 5, 9], 8, 2),
        "toolkit/d.py": _file(40, [7, 8], 10, 3),
        "toolkit/models/e.py": _file(5, [], 0, 0),
    },
    "totals": {"num_statements": 105, "missing_lines": 7, "num_branches": 28,
               "num_partial_branches": 6, "percent_covered": 90.0},
}


def test_package_sums_split_app_from_the_rest_of_toolkit():
    summary = _module().summarize(REPORT)
    assert summary["packages"]["exact"] == {"modules": 2, "statements": 30, "missing_lines": 1,
                                            "branches": 10, "partial_branches": 1}
    assert summary["packages"]["toolkit/app"] == {"modules": 1, "statements": 30, "missing_lines": 4,
                                                  "branches": 8, "partial_branches": 2}
    # toolkit/d.py and toolkit/models/e.py, not toolkit/app/c.py
    assert summary["packages"]["toolkit (outside app/)"] == {"modules": 2, "statements": 45,
                                                             "missing_lines": 2, "branches": 10,
                                                             "partial_branches": 3}
    assert summary["totals"]["percent"] == 90.0


def test_markdown_ranks_modules_by_missed_lines_plus_partial_branches():
    mod = _module()
    meta = {"commit": "abc", "when": "now", "load_start": "1", "load_end": "1", "seconds": "1 s"}
    text = mod.markdown(mod.summarize(REPORT), "cmd", meta, top=3)
    ranked = [line.split(" | ")[0].lstrip("| ") for line in text.splitlines()
              if line.startswith("| ") and ".py |" in line]
    # scores: c 4 + 2 = 6, d 2 + 3 = 5, a 1 + 1 = 2, b 0, e 0; only the top 3 are listed
    assert ranked == ["toolkit/app/c.py", "toolkit/d.py", "exact/a.py"]
    assert "2 of 5 modules have no missed line or branch." in text
