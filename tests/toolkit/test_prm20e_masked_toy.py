"""prm20e (issue 30): a MaskedToy's ``free_positions`` are the free sites *in that order*
(class docstring), not sorted."""
from __future__ import annotations

import numpy as np

from toolkit.models import IndependentSites
from toolkit.models.masked_toy import MaskedToy


def test_free_positions_keep_their_order():
    base = IndependentSites(np.zeros((5, 3)))
    m = MaskedToy(base, [0, 1, 2, 0, 1], [3, 1])
    assert m.free_positions.tolist() == [3, 1]
    assert m.initial_state().tolist() == [0, 1]  # text[3], text[1]
    assert m.embed(np.array([[2, 0]])).tolist() == [[0, 0, 2, 2, 1]]  # site 0 -> position 3, site 1 -> 1
