"""prm25b (eighth sweep, issue 30): ``sample_remasking`` reads the given ``start`` and leaves the
caller's array as it was (the default-start path draws its own array)."""

from __future__ import annotations

import numpy as np

from toolkit.models import IndependentSites
from toolkit.unmasking import sample_remasking


def test_start_array_is_not_overwritten():
    # site 0 always 1, site 1 always 0 (log probabilities -1e9 for the other token)
    m = IndependentSites(np.array([[-1e9, 0.0], [0.0, -1e9]]))
    start = np.zeros((5, 2), dtype=np.int64)
    before = start.copy()
    x = sample_remasking(m, 5, r=2, rounds=1, rng=0, start=start)
    assert x.tolist() == [[1, 0]] * 5
    np.testing.assert_array_equal(start, before)
