"""Contract pins of toolkit.app.report (issue 30, sweep6s4): the documented section order, the fixed
stream numbers, a Generator seed turned into one integer seed, a section without a stream gets
rng=None, chosen sections keep the caller's order, a real-model section runs with real=True, the
first stage line has no estimate of the rest, and real=False weighs real sections 0."""

from types import SimpleNamespace

import numpy as np

from toolkit._progress import format_seconds
from toolkit.app import report
from toolkit.app.report import Section, _stage_line, _takes_progress


def test_section_order_is_the_documented_one():
    assert report.SECTION_ORDER == ("reference", "soundness", "incompatibility", "contraction", "metastability",
                                    "phase", "calibration", "samplers", "semantic")


def test_stream_numbers_are_fixed():
    # fixed numbers (a new section leaves the others' as they were); reference draws nothing
    assert report.SECTION_STREAM == {"soundness": 6, "incompatibility": 0, "contraction": 1, "metastability": 2,
                                     "phase": 3, "calibration": 4, "samplers": 7, "semantic": 5}


def _fake(key, stream, seen, needs_real=False):
    def section(out_dir, *, quick, real, rng):
        seen.append((key, None if rng is None else rng.random(), quick, real))
        return Section(key, key)
    return SimpleNamespace(KEY=key, STREAM=stream, NEEDS_REAL=needs_real, TITLE=key, section=section)


def test_generator_seed_order_and_no_stream(tmp_path, monkeypatch):
    seen = []
    monkeypatch.setitem(report.SECTIONS, "fa", _fake("fa", 11, seen))
    monkeypatch.setitem(report.SECTIONS, "fb", _fake("fb", None, seen))
    monkeypatch.setitem(report.SECTIONS, "fr", _fake("fr", 12, seen, needs_real=True))
    rep = report.verify(str(tmp_path), sections=["fr", "fb", "fa"], real=True, quick=True,
                        rng=np.random.default_rng(3), progress=None)
    seed = int(np.random.default_rng(3).integers(2**63))
    assert seen == [("fr", np.random.default_rng([seed, 12]).random(), True, True),
                    ("fb", None, True, True),
                    ("fa", np.random.default_rng([seed, 11]).random(), True, True)]
    assert [s.key for s in rep.sections] == ["fr", "fb", "fa"]
    assert all(s.seconds is not None and s.seconds >= 0 for s in rep.sections)
    assert (tmp_path / "index.md").exists() and (tmp_path / "results.json").exists()


def test_first_stage_line_and_real_sections_weighed_zero():
    assert _stage_line("reference", 1, ("reference", "phase"), 0.0, real=True) == (
        f"[reference] section 1/2 started, {format_seconds(0.0)} so far")
    # real=False: semantic (NEEDS_REAL) weighs 0, so after reference (5.3) half of 5.3 + 5.3 is done
    line = _stage_line("calibration", 2, ("reference", "semantic", "calibration"), 4.0, real=False)
    done = 5.3 / (5.3 + 0.8)
    assert line.endswith(f"~{format_seconds(4.0 * (1 - done) / done)} left")
    assert not _takes_progress(len)  # a builtin without a signature: no progress keyword
    assert not _takes_progress(lambda out, *, quick: None)
