"""Contract pins of :mod:`toolkit.app.report` (issue 30, sweep8s1): a section's ``seconds`` is the
time its ``section`` function ran (between 0 and the whole run's time, at least the time it slept),
the report's total is at least the sum of its sections', a section left out for ``real=False``
runs no code, and unknown section keys raise naming them."""

import time
from types import SimpleNamespace

import pytest

from toolkit.app import report
from toolkit.app.report import Section
from toolkit.exceptions import InvalidInputError


def _fake(key, nap, needs_real=False):
    def section(out_dir, *, quick, real, rng):
        time.sleep(nap)
        return Section(key, key)
    return SimpleNamespace(KEY=key, STREAM=None, NEEDS_REAL=needs_real, TITLE=key, section=section)


def test_section_seconds_are_the_time_it_ran(tmp_path, monkeypatch):
    monkeypatch.setitem(report.SECTIONS, "fa", _fake("fa", 0.05))
    monkeypatch.setitem(report.SECTIONS, "fb", _fake("fb", 0.0))
    lines = []
    t0 = time.perf_counter()
    rep = report.verify(str(tmp_path), sections=["fa", "fb"], quick=True, real=False, progress=lines.append)
    wall = time.perf_counter() - t0
    fa, fb = rep.sections
    assert 0.05 <= fa.seconds <= wall  # slept 0.05 s; a section cannot take longer than the run
    assert 0.0 <= fb.seconds < fa.seconds
    assert rep.seconds >= fa.seconds + fb.seconds and rep.seconds <= wall
    # the end line of each section carries its own time
    assert any(line.startswith("[fa] 0 claims, 0 failed, ") and line.endswith(f"{fa.seconds:.1f} s")
               for line in lines)


def test_real_section_left_out_runs_nothing(tmp_path, monkeypatch):
    ran = []

    def section(out_dir, *, quick, real, rng):
        ran.append(real)
        return Section("fr", "fr")

    monkeypatch.setitem(report.SECTIONS, "fr", SimpleNamespace(KEY="fr", STREAM=None, NEEDS_REAL=True, TITLE="fr",
                                                              section=section))
    rep = report.verify(str(tmp_path), sections=["fr"], quick=True, real=False, progress=None)
    assert ran == [] and rep.sections[0].skipped == "real models left out (--no-real)"
    rep = report.verify(str(tmp_path), sections=["fr"], quick=True, real=True, progress=None)
    assert ran == [True] and not rep.sections[0].skipped


def test_unknown_sections_are_named(tmp_path):
    with pytest.raises(InvalidInputError, match=r"`sections` must be among .*\['nope'\]"):
        report.verify(str(tmp_path), sections=["reference", "nope"], progress=None)
