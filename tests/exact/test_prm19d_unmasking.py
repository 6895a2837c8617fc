"""prm19d (issue 30, second promise sweep): ``pair_dependence`` compares the pair law with the
product of its marginals in the same (i, j) layout (sites with different marginals)."""

import math

import numpy as np

from exact.unmasking import pair_dependence


def test_pair_dependence_hand_value():
    # law over (x_0, x_1): [[0.5, 0.1], [0.3, 0.1]]; mu_0 = (0.6, 0.4), mu_1 = (0.8, 0.2),
    # mu_0 x mu_1 = [[0.48, 0.12], [0.32, 0.08]]: TV = (0.02 + 0.02 + 0.02 + 0.02) / 2 = 0.04
    D = pair_dependence(np.array([0.5, 0.1, 0.3, 0.1]), 2, 2)
    assert math.isclose(D[0, 1], 0.04, rel_tol=1e-12) and math.isclose(D[1, 0], 0.04, rel_tol=1e-12)
    assert D[0, 0] == 0.0 and D[1, 1] == 0.0
