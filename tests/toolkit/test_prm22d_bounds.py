"""toolkit.bounds.mixing_bounds' lower side pools the pairs at least 90 % as far apart as the
farthest (prm22d, issue 30). Two start pairs on 10 sites at Hamming distances 10 and 9: both are
pooled (9 >= 0.9 x 10), so the fixed event {h > 0} is counted on the chains of both pairs."""

from __future__ import annotations

import numpy as np

from toolkit import bounds
from toolkit.models import potts


def test_lower_side_pools_pairs_within_ninety_percent(monkeypatch):
    seen = []
    real = bounds._event_bound

    def spy(hx, hy, c, z):
        seen.append(hx.shape[1])
        return real(hx, hy, c, z)

    monkeypatch.setattr(bounds, "_event_bound", spy)
    xs = np.zeros((2, 10), dtype=np.int64)
    ys = np.ones((2, 10), dtype=np.int64)
    ys[1, 0] = 0                                   # distance 9
    R = 4
    bounds.mixing_bounds(potts(2, 10, 0.2), temperature=1.0, starts=(xs, ys), n_replicates=R, max_steps=200,
                         n_times=8, rng=0)
    assert seen[0] == 2 * R
