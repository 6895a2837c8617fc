"""Pin of the prm29e sweep (issue 30) in :mod:`toolkit.app.report.calibration`: its progress lines
count the families from 1 (``family k/K``)."""

from types import SimpleNamespace

from toolkit.app.report import calibration


# ---- section_calibration: "progress: one line per family" (docstring), "[calibration] family k/K: label" with
# k = 1..K. The sampled table is stubbed (what it computes is not what this pins): quick runs the middle two.
def test_progress_counts_families_from_one(monkeypatch):
    monkeypatch.setattr(calibration, "calibration_table",
                        lambda model, **k: SimpleNamespace(rows=[], to_dict=lambda: {}))
    lines = []
    calibration.section_calibration("unused", quick=True, rng=0, progress=lines.append)
    assert lines == ["[calibration] family 1/2: symmetric Potts", "[calibration] family 2/2: asymmetric pairwise"]
