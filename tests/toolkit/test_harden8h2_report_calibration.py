"""toolkit.app.report.calibration: the ">= 80% of rows" claim at exactly 80%, and `progress`
through the registry's entry point with `quick` (harden8h2, issue 30), on fake tables.

Contract: the claim "sampled estimates agree with the exact values" holds when at least 80%
of the rows with a verdict agree (4 of 5 is exactly 80%: holds; 3 of 4 is 75%: fails); the
entry point ``section(out_dir, quick=..., progress=...)`` passes both on (one progress line
per family, two families with ``quick``).
"""

from __future__ import annotations

from types import SimpleNamespace

from toolkit.app.report import calibration


def _row(ok):
    return SimpleNamespace(name="q", kind="estimate", sampled=SimpleNamespace(value=1.0, ci=(0.9, 1.1)),
                           exact=SimpleNamespace(value=1.0), ok=ok)


def _fake(monkeypatch, oks):
    it = iter(oks)
    monkeypatch.setattr(calibration, "calibration_table",
                        lambda model, **kw: SimpleNamespace(rows=[_row(ok) for ok in next(it)], to_dict=lambda: {}))


def _agree(s):
    return next(c for c in s.claims if c.name == "sampled estimates agree with the exact values")


def test_exactly_eighty_percent_holds(monkeypatch, tmp_path):
    _fake(monkeypatch, [[True, True, True], [True, False, None]])  # 4 of 5 verdicts agree
    c = _agree(calibration.section_calibration(str(tmp_path), quick=True, rng=0))
    assert c.value == "4/5" and c.holds is True
    _fake(monkeypatch, [[True, True], [True, False]])  # 3 of 4: 75%
    c = _agree(calibration.section_calibration(str(tmp_path), quick=True, rng=0))
    assert c.value == "3/4" and c.holds is False


def test_entry_point_passes_progress_with_quick(monkeypatch, tmp_path):
    _fake(monkeypatch, [[True]] * 4)
    lines = []
    calibration.section(str(tmp_path), quick=True, rng=0, progress=lines.append)
    assert lines == ["[calibration] family 1/2: symmetric Potts", "[calibration] family 2/2: asymmetric pairwise"]
    _fake(monkeypatch, [[True]] * 4)
    lines.clear()
    calibration.section(str(tmp_path), rng=0, progress=lines.append)
    assert len(lines) == 4 and lines[0] == "[calibration] family 1/4: independent sites"
