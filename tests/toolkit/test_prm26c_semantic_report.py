"""prm26c (issue 30, ninth sweep: keywords handed on at a call site only at their defaults):
the semantic section of ``glauber verify`` hands its quick budget and its random stream to
:func:`toolkit.semantic.semantic_study` (``section``'s docstring; the quick run is 8 chains of
600 steps, the full one 12 x 1500, the module's own figures). A spy on ``semantic_study`` as
``toolkit.app.report.semantic`` looks it up records what reaches that call and stops before any
chain runs (no model is loaded)."""

from __future__ import annotations

import numpy as np
import pytest

import toolkit.app.report.semantic as semantic_report


class _Stop(Exception):
    pass


def _received(monkeypatch, tmp_path, **kw):
    seen = {}

    def spy(model=None, **given):
        seen.update(given)
        raise _Stop

    monkeypatch.setattr(semantic_report, "semantic_study", spy)
    with pytest.raises(_Stop):
        semantic_report.section(str(tmp_path), **kw)
    return seen


def test_quick_section_runs_8_chains_of_600_steps(monkeypatch, tmp_path):
    # the quick budget: 8 chains x 600 steps, not semantic_study's defaults 12 x 1500
    seen = _received(monkeypatch, tmp_path, quick=True, rng=3)
    assert seen.get("n_chains") == 8
    assert seen.get("n_steps") == 600


def test_section_hands_its_own_random_stream_on(monkeypatch, tmp_path):
    # same seed, same stream: the generator that reaches semantic_study is the section's
    # (default_rng(11)), not a fresh unseeded one
    seen = _received(monkeypatch, tmp_path, quick=True, rng=11)
    g = seen.get("rng")
    assert isinstance(g, np.random.Generator)
    assert np.array_equal(g.integers(0, 2**62, size=4), np.random.default_rng(11).integers(0, 2**62, size=4))
