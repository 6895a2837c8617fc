"""prm25a: verify hands its ``progress`` on to a section that takes a ``progress`` keyword
(its docstring: "called ... by the sections that report their steps"); a section without
the keyword is called without it."""

import types

import toolkit.app.report as report
from toolkit.app.report._model import Section


def test_progress_reaches_sections_that_take_it(tmp_path, monkeypatch):
    lines, got = [], []

    def with_progress(out_dir, *, quick=False, real=True, rng=None, progress=None):
        got.append(progress)
        if progress is not None:
            progress("step 1 of 1")
        return Section("fake", "Fake")

    def without(out_dir, *, quick=False, real=True, rng=None):
        return Section("plain", "Plain")

    monkeypatch.setitem(report.SECTIONS, "fake", types.SimpleNamespace(
        KEY="fake", STREAM=None, NEEDS_REAL=False, TITLE="Fake", section=with_progress))
    monkeypatch.setitem(report.SECTIONS, "plain", types.SimpleNamespace(
        KEY="plain", STREAM=None, NEEDS_REAL=False, TITLE="Plain", section=without))
    report.verify(str(tmp_path / "a"), sections=["fake", "plain"], progress=lines.append)
    assert got == [lines.append] and "step 1 of 1" in lines
