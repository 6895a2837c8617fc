"""prm19e (issue 30): ``BasinSearch.converged`` is True only when *every* quench reached a fixed
point (class docstring)."""

from __future__ import annotations

import numpy as np

from toolkit.dynamics import find_basins
from toolkit.models import potts


def test_converged_needs_every_quench():
    m = potts(2, 4, 1.0)
    # one sweep each: the input (all zeros, a fixed point) is confirmed at once; a random start that is
    # not constant changes in its first sweep, so it is not confirmed within max_sweeps=1
    b = find_basins(m, n_random=16, start=np.zeros(4, dtype=int), max_sweeps=1, rng=0)
    assert b.converged is False
    assert find_basins(m, n_random=16, start=np.zeros(4, dtype=int), max_sweeps=50, rng=0).converged is True
