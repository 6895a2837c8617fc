"""prm27e (issue 30, tenth sweep): jump_trajectory records each change at the ELAPSED clock
(the sum of the holding times so far), not at the last holding time.

Mutant prm27e.metastable.trajectory_time_is_hold recorded ``int(hold)``. A stand-in for the
n-fold-way event gives known holding times 3, 5, 2, 4 (each flipping site 0): the changes
happen at steps 3, 8, 10, and the fourth (at 14) falls after n_steps = 12, so it is not made."""

import numpy as np

import toolkit.metastable as metastable
from toolkit.models import make_model


def test_changes_recorded_at_the_elapsed_clock(monkeypatch):
    holds = iter([3.0, 5.0, 2.0, 4.0, 1.0])

    def jump(model, x, *, temperature=1.0, lazy=0.0, rng=None):
        y = x.copy()
        y[:, 0] = 1 - y[:, 0]
        return np.array([next(holds)]), y, np.array([0.5])

    monkeypatch.setattr(metastable, "rejection_free_jump", jump)
    model = make_model("random-joint", q=2, n=3, scale=1.0, seed=0)
    tr = metastable.jump_trajectory(model, np.array([0, 1, 1]), n_steps=12, max_jumps=10, rng=0)
    assert tr.times.tolist() == [3, 8, 10]
    assert tr.sites.tolist() == [0, 0, 0]
    assert tr.old.tolist() == [0, 1, 0] and tr.new.tolist() == [1, 0, 1]
