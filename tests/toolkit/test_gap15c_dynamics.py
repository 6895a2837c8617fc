"""gap15c: toolkit.dynamics lines its targeted tests never ran (targeted-coverage-2026-12-05):
the input as default quench start, the input as an extra chain start, the text of a
DynamicPoint and the note when no observable moves."""

from __future__ import annotations

import dataclasses

import numpy as np
import pytest

from toolkit.dynamics import DynamicPoint, Escape, dynamic_point, find_basins
from toolkit.models import IndependentSites, potts
from toolkit.models.masked_toy import MaskedToy
from toolkit.results import Estimate


def _potts_text(text):
    # ferromagnetic Potts q = 2 on 4 sites, every position free: the uniform states are the
    # only fixed points of the zero-temperature quench, and a uniform text is one of them
    return MaskedToy(potts(2, 4, 1.0), text, [0, 1, 2, 3])


@pytest.mark.parametrize("text,first", [("AAAA", [0, 0, 0, 0]), ("CCCC", [1, 1, 1, 1])])
def test_find_basins_quenches_the_models_input_by_default(text, first):
    # docstring: start defaults to model.initial_state() when the model has it; the input's
    # fixed point comes first (from_input = 0); no random quench needed
    m = _potts_text(text)
    b = find_basins(m, n_random=0, rng=0)
    assert b.from_input == 0
    assert b.points.tolist() == [first]
    assert b.hits.tolist() == [0]          # the input is not one of the n_random random starts


def test_dynamic_point_adds_the_input_as_a_start_unless_it_is_a_basin():
    # docstring: the starts are the fixed points, the input (if it is not one of them) and
    # one uniform random state
    m = _potts_text("ACAC")                  # not a fixed point of the ferromagnet
    kw = dict(n_sweeps=4, coupling_sweeps=0, n_times=2, chains_per_start=2, low_chains=2, rng=1)
    p = dynamic_point(m, 1.0, basins=[[0, 0, 0, 0]], **kw)
    assert p.start_labels == ("basin 0", "input", "random")
    q = dynamic_point(_potts_text("AAAA"), 1.0, basins=[[0, 0, 0, 0]], **kw)
    assert q.start_labels == ("basin 0", "random")


def test_dynamic_point_says_when_no_observable_moved():
    # fields 60 nats apart at T = 1: a move away from the argmax has probability ~e^-60, so
    # after the first sweeps every chain sits at the argmax; energy, distance to x* and the
    # replica overlap are constant in the second half: no IAT, no relaxation time from it
    n = 5
    m = IndependentSites(np.tile([60.0, 0.0], (n, 1)))
    p = dynamic_point(m, 1.0, n_sweeps=8, coupling_sweeps=0, n_times=2, chains_per_start=4, low_chains=4, rng=0)
    assert any("no observable moved in the second half" in s for s in p.notes)
    assert not any(t.quantity == "t_rel" for t in p.timescales)
    assert all(np.isnan(v) for v in p.iat.values())


def test_dynamic_point_text_states_agreement_escapes_and_notes():
    n = 4
    m = IndependentSites(np.zeros((n, 2)))
    p = dynamic_point(m, 1.0, n_sweeps=4, coupling_sweeps=0, n_times=2, chains_per_start=2, low_chains=2, rng=0)
    esc = Escape(0, Estimate(123.0, 4.0, method="mean of 3 escape times"), 1, 3, 2, "rejection-free")
    for dis in (True, False):
        d = dataclasses.replace(p, escapes=(esc,), starts_disagree=dis, disagreement=0.25,
                                notes=("first note", "second note"))
        s = str(d)
        lines = s.splitlines()
        assert lines[0].startswith(f"n={n}, T=1: ")
        assert lines[0].endswith("; starts " + ", ".join(p.start_labels))
        for t in p.timescales:
            assert f"  {t}" in lines
        assert ("  starts disagree " if dis else "  starts agree ") + "(ANOVA" in s
        assert "p = 0.25)" in s
        assert lines[-2:] == ["  note: first note", "  note: second note"]
        assert "escape time (steps)" in s and "rejection-free" in s
    bare = str(dataclasses.replace(p, escapes=(), notes=()))
    assert "escape time" not in bare and "note:" not in bare
    assert isinstance(p, DynamicPoint)
