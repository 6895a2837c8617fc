"""prm18c promise sweep: toolkit.bounds (pairs that start together have met at step 0)."""

from __future__ import annotations

import numpy as np

from toolkit.bounds import _grid, _run_pairs
from toolkit.models import potts


def test_equal_start_pairs_meet_at_time_zero():
    m = potts(2, 3, 1.0)
    xs = np.array([[0, 0, 0], [0, 1, 0]])
    ys = np.array([[0, 0, 0], [1, 1, 1]])  # the first pair starts equal
    tau, *_ = _run_pairs(m, xs, ys, 4, T=1.0, coupling="maximal", order=None, max_steps=200,
                         grid=_grid(200, 8), budget_s=None, rng=np.random.default_rng(0))
    # tau = min{t >= 0 : X_t = Y_t}: 0 for the four replicates of the equal pair
    assert tau[:4].tolist() == [0.0] * 4
    assert (tau[4:] >= 1).all()
