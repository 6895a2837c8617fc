"""prm20e (issue 30): the escape radius is ``ceil((1 - 1/q) n / 2)`` (half the mean Hamming distance
of a uniform state); the other tests' models are q = 2, where ``1 - 1/q`` is 1/2."""
from __future__ import annotations

import numpy as np

from toolkit.dynamics import SweepRecords, _escapes
from toolkit.models import IndependentSites


def test_escape_radius_for_three_tokens():
    # n = 4, q = 3: ceil((2/3) * 4 / 2) = ceil(4/3) = 2, where q = 2's 1/2 would give ceil(4/4) = 1
    n, B, R = 4, 2, 3
    m = IndependentSites(np.zeros((n, 3)))
    h = np.array([[0.0, 1.0, 2.0], [1.0, 1.0, 1.0]])
    z = np.zeros((B, R))
    rec = SweepRecords(z, z, h, z, np.zeros(B, dtype=np.int64), np.arange(B), np.zeros((B, 0, n), dtype=np.int64),
                       np.zeros(0, dtype=np.int64), 4)
    (e,) = _escapes(m, rec, np.zeros((1, n), dtype=np.int64), 1.0, escape_sweeps=1, rng=0)
    # chain 0 reaches distance 2 at its third record (step 3 * 4 = 12); chain 1 never (censored at 12)
    assert e.radius == 2 and (e.n_censored, e.n_chains) == (1, 2)
