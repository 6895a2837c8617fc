"""Coverage-driven pins of small report paths (issue 30, branch cov5h3): the calibration
section's families (all four, or the middle two with ``quick``) announced one progress line
each, through the registry's entry point too, and ``_ranges`` on an empty list."""

from toolkit.app.report import calibration as cal
from toolkit.app.report._write import _ranges


def test_calibration_families_and_progress(tmp_path):
    lines = []
    s = cal.section(str(tmp_path), quick=False, real=False, rng=0, progress=lines.append)
    assert lines == ["[calibration] family 1/4: independent sites", "[calibration] family 2/4: symmetric Potts",
                     "[calibration] family 3/4: asymmetric pairwise", "[calibration] family 4/4: random table"]
    assert s.key == "calibration" and s.claims
    lines.clear()
    cal.section_calibration(str(tmp_path), quick=True, rng=0, progress=lines.append)
    assert lines == ["[calibration] family 1/2: symmetric Potts", "[calibration] family 2/2: asymmetric pairwise"]


def test_ranges_edges():
    assert _ranges([]) == ""
    assert _ranges([4]) == "4"
    assert _ranges([1, 2, 3, 5, 7, 8]) == "1-3, 5, 7-8"


def test_calibration_records_keep_dict_records_only(tmp_path):
    # sorted by name; a file that is not a record (a list) and a quick run's file are left out
    import json

    from toolkit.app.records import calibration_records

    (tmp_path / "mixing-calibration-b.json").write_text(json.dumps({"families": []}))
    (tmp_path / "mixing-calibration-a.json").write_text(json.dumps([1, 2]))
    (tmp_path / "mixing-calibration-quick.json").write_text(json.dumps({"families": []}))
    (tmp_path / "mixing-calibration-c.json").write_text(json.dumps({"x": 1}))
    (tmp_path / "phase-calibration.json").write_text(json.dumps({"cases": []}))
    assert calibration_records("dynamic", str(tmp_path)) == [("mixing-calibration-b.json", {"families": []}),
                                                             ("mixing-calibration-c.json", {"x": 1})]
    assert calibration_records("static", str(tmp_path / "absent")) == []


def test_phase_exponents_text():
    from toolkit.app.report.phase import _exps, _tc

    ex = {"1/nu (collapse)": {"value": 1.0, "stderr": 0.1}, "gamma/nu (collapse)": [float("nan"), 0.2],
          "z/d (relaxation)": None}
    assert _exps(ex) == "1/nu 1 ± 0.1"  # a NaN value and a missing one are left out
    assert _exps({"1/nu (collapse)": [0.5, 0.05]}, spread=True) == "1/nu 0.5 (seed spread 0.05)"
    assert _exps({}) == "-"
    assert _tc({"critical_temperature": 1.13459, "critical_temperature_stderr": None}) == "1.135 ± -"
    assert _tc({"critical_temperature": float("nan")}) == "none"
