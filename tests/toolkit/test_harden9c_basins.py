"""harden9c: toolkit.models.basins with one site (n = 1), from the documented contract (issue 30)."""

import numpy as np

from toolkit.models.basins import planted_margin


def test_one_site_plants_the_single_default_state():
    # "states defaults to the q constant states (for n >= 2)": with n = 1 the q one-site states
    # are at Hamming distance 1 (cannot all be strict argmax points), so one state (token 0)
    # is planted: its logit beats the others by exactly gamma
    m = planted_margin(3, 1, 2.5, rng=0)
    lg = m.logits(np.zeros((1, 1), dtype=int), np.array([0]))[0]
    assert abs((lg[0] - max(lg[1], lg[2])) - 2.5) < 1e-12
