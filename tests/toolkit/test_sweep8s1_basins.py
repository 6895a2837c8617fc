"""Contract pins of :mod:`toolkit.models.basins` (issue 30, sweep8s1): the refusal of states
closer than Hamming distance 2 names the offending pair, not an allowed pair at distance 2 listed
before it; every gamma of an array is checked (0, negative, NaN, +-inf refused; tiny and large
accepted)."""

from __future__ import annotations

import numpy as np
import pytest

from toolkit.exceptions import InvalidInputError
from toolkit.models.basins import plant_margin, planted_margin


def test_refusal_names_the_pair_that_is_too_close():
    t = np.zeros((3, 9, 3))
    # (0,0,0)-(1,1,0): distance 2, allowed; (1,1,0)-(1,1,2): distance 1, refused
    with pytest.raises(InvalidInputError, match=r"`states` \[1, 1, 0\] and \[1, 1, 2\] differ in fewer than 2 sites"):
        plant_margin(t, [[0, 0, 0], [1, 1, 0], [1, 1, 2]], 1.0)
    # identical states: distance 0
    with pytest.raises(InvalidInputError, match=r"`states` \[2, 2, 2\] and \[2, 2, 2\] differ"):
        plant_margin(t, [[0, 1, 2], [2, 2, 2], [2, 2, 2]], 1.0)
    plant_margin(t, [[0, 0, 0], [1, 1, 0], [2, 2, 2]], 1.0)   # every pair at distance >= 2


@pytest.mark.parametrize("bad", [0.0, -1.0, float("nan"), float("inf"), -float("inf")])
def test_every_gamma_checked(bad):
    t = np.zeros((2, 2, 2))
    with pytest.raises(InvalidInputError, match=r"`gamma` must be finite and > 0"):
        plant_margin(t, [[0, 0], [1, 1]], [1.0, bad])
    with pytest.raises(InvalidInputError, match=r"`gamma` must be finite and > 0"):
        planted_margin(2, 2, bad)


def test_small_and_large_gamma_accepted():
    t = np.zeros((2, 2, 2))
    m = plant_margin(t, [[0, 0], [1, 1]], [1e-300, 1e300])
    assert m.table[0, 0, 0] - m.table[0, 0, 1] == 1e-300   # site 0, context x_1 = 0: margin 1e-300
    assert m.table[0, 1, 1] - m.table[0, 1, 0] == 1e300


# ---- seed 2026120372's sample
def test_table_shape_checked():
    with pytest.raises(InvalidInputError, match=r"`table` must have shape \(n, q\*\*\(n-1\), q\) = \(3, 4, 2\); "
                                                r"got \(3, 5, 2\)"):
        plant_margin(np.zeros((3, 5, 2)), [0, 0, 0], 1.0)
    with pytest.raises(InvalidInputError, match=r"`table` must have shape \(n, q\*\*\(n-1\), q\); got \(3, 4\)"):
        plant_margin(np.zeros((3, 4)), [0, 0, 0], 1.0)
    assert plant_margin(np.zeros((3, 4, 2)), [0, 0, 0], 1.0).table.shape == (3, 4, 2)
    # refused before any planting: a state whose context index (3) lies beyond a short table's rows
    with pytest.raises(InvalidInputError, match=r"got \(3, 2, 2\)"):
        plant_margin(np.zeros((3, 2, 2)), [1, 1, 1], 1.0)
