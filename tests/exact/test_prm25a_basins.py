"""prm25a: the zero-temperature tie tolerance TIE_ATOL = 1e-9 (exact/basins.py): logits 1e-6
apart are NOT tied (one argmax), logits 1e-11 apart are (both count as argmax)."""
from __future__ import annotations

import numpy as np

from exact.basins import basins
from toolkit.models import IndependentSites


def test_tie_tolerance_between_1e_minus_9_and_1e_minus_6():
    # one site, q = 2: state 0 holds the larger logit; a strict maximum by 1e-6 gives the
    # single attractor {0}, a tie within 1e-9 makes {0, 1} one closed class
    apart = basins(IndependentSites(np.array([[1e-6, 0.0]])))
    assert [a.tolist() for a in apart.attractors] == [[0]]
    tied = basins(IndependentSites(np.array([[1e-11, 0.0]])))
    assert [a.tolist() for a in tied.attractors] == [[0, 1]]
