"""Audit 14a: the start farthest from x* is the *last* farthest one (toolkit.dynamics.dynamic_point's
docstring): on a tie between a fixed point and the random start, x* is tested against the random
start, whose pair the pairs of fixed points do not already hold. The blind audit's survivor
``audit14a.dynamics.far_first_tie`` (the first farthest) tested one pair fewer and passed."""

from __future__ import annotations

import numpy as np

from toolkit.dynamics import dynamic_point
from toolkit.models import potts


def test_a_tie_for_the_farthest_start_goes_to_the_random_start():
    # fixed points 0000 and 1111 given; with rng = 1 the random start is default_rng(1).integers(0, 3, 4)
    # (the first draw when the basins are given): no site is 0, so it ties with 1111 at distance 4
    rs = np.random.default_rng(1).integers(0, 3, size=4)
    assert (rs != 0).all() and not (rs == 1).all()
    p = dynamic_point(potts(3, 4, 1.0), 1.0, basins=np.array([[0, 0, 0, 0], [1, 1, 1, 1]]), n_sweeps=4,
                      chains_per_start=2, low_chains=4, coupling_sweeps=0, n_times=2, rng=1)
    assert p.start_labels == ("basin 0", "basin 1", "random")
    (dist,) = [t for t in p.timescales if t.quantity == "t_mix" and "distinguishing" in t.method]
    # the pairs: (x*, random) by the tie rule, then the one pair of fixed points (basin 0, basin 1)
    assert "the largest of 2 start pairs" in dist.method
