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
