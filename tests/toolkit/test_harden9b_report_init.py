"""harden9b (issue 30): ``verify``'s seed and section choice at their degenerate values.

Docstring and module comment: ``sections`` picks a subset of SECTION_ORDER, so an empty
choice runs no section (None: all of them); each section draws from the stream
``default_rng([seed, STREAM])`` of an integer seed, a numpy integer included."""

from __future__ import annotations

from types import SimpleNamespace

import numpy as np

from toolkit.app import report
from toolkit.app.report import Section


def _fake(key, stream, seen):
    def section(out_dir, *, quick, real, rng):
        seen.append((key, None if rng is None else rng.random()))
        return Section(key, key)
    return SimpleNamespace(KEY=key, STREAM=stream, NEEDS_REAL=False, TITLE=key, section=section)


def test_empty_section_choice_runs_none(tmp_path, monkeypatch):
    seen = []
    for key in report.SECTION_ORDER:  # every real section replaced: one that runs is recorded
        monkeypatch.setitem(report.SECTIONS, key, _fake(key, None, seen))
    rep = report.verify(str(tmp_path), sections=[], real=False, quick=True, progress=None)
    assert seen == [] and rep.sections == []


def test_numpy_integer_seed_is_the_seed(tmp_path, monkeypatch):
    seen = []
    monkeypatch.setitem(report.SECTIONS, "fa", _fake("fa", 11, seen))
    report.verify(str(tmp_path), sections=["fa"], real=False, quick=True, rng=np.int64(5), progress=None)
    assert seen == [("fa", np.random.default_rng([5, 11]).random())]
