"""Audit 22b (blind audit 22, survivor ``audit22b.metastable.trajectory_ignores_clock``):
:func:`toolkit.metastable.jump_trajectory` follows one chain "up to ``n_steps`` steps or
``max_jumps`` changes" (its docstring), so no change it records lies past step ``n_steps``."""

import numpy as np

from toolkit.metastable import jump_trajectory
from toolkit.models import IndependentSites


def test_jump_trajectory_stops_at_n_steps_not_at_max_jumps():
    # n = 1, q = 2, equal logits, T = 1: the chain changes with probability 1/2 per step, so its
    # holding times are Geometric(1/2) (mean 2 steps): 1000 changes would take ~2000 steps. Within
    # n_steps = 10 there are at most 10 changes (each takes at least one step), at steps <= 10.
    m = IndependentSites(np.zeros((1, 2)))
    tr = jump_trajectory(m, np.array([0]), temperature=1.0, n_steps=10, max_jumps=1000, rng=0)
    assert 1 <= tr.times.size <= 10
    assert (tr.times <= 10).all() and (np.diff(tr.times) >= 1).all()
    assert len(tr.states) == tr.times.size + 1
