"""prm25b (eighth sweep, issue 30): ``quench`` makes systematic sweeps: each site reads the
sites already updated in the same sweep (a parallel update would read the old state)."""

from __future__ import annotations

import numpy as np

from toolkit.metastable import quench
from toolkit.models import LogitTable


def test_sweep_is_systematic():
    # two sites, q = 2, each logit 1 for agreeing with the other site (ferromagnet): from (0, 1)
    # site 0 moves to 1 (agree with x1 = 1), then site 1 sees x0 = 1 and stays: (1, 1) in one
    # sweep, a fixed point. A parallel update would go (0, 1) -> (1, 0) -> (0, 1) ... for ever.
    t = np.zeros((2, 2, 2))
    for i in range(2):
        for c in range(2):         # context = the other site's token
            t[i, c, c] = 1.0
    y, converged = quench(LogitTable(t), np.array([[0, 1], [1, 0]]), max_sweeps=5)
    assert y.tolist() == [[1, 1], [0, 0]]
    assert converged.tolist() == [True, True]
