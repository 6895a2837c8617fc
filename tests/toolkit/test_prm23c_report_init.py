"""prm23c: verify(real=False) hands real=False on to the sections it runs (those that do not
need the real MLMs but can use them, e.g. incompatibility, calibration, samplers); a section
registered here records what it was given."""

import types

import toolkit.app.report as report
from toolkit.app.report._model import Section


def test_real_false_reaches_the_sections(tmp_path, monkeypatch):
    seen = []

    def section(out_dir, *, quick=False, real=True, rng=None):
        seen.append(real)
        return Section("fake", "Fake")

    fake = types.SimpleNamespace(KEY="fake", STREAM=None, NEEDS_REAL=False, TITLE="Fake", section=section)
    monkeypatch.setitem(report.SECTIONS, "fake", fake)
    report.verify(str(tmp_path / "a"), real=False, sections=["fake"], progress=None)
    report.verify(str(tmp_path / "b"), real=True, sections=["fake"], progress=None)
    assert seen == [False, True]
