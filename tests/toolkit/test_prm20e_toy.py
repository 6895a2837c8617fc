"""prm20e (issue 30): ``Pairwise.energy`` sums ``J[i, j, x_i, x_j]`` (docstring), which symmetric
blocks (Potts) cannot tell from ``J[i, j, x_j, x_i]``."""
from __future__ import annotations

import numpy as np

from toolkit.models.toy import Pairwise


def test_energy_with_an_asymmetric_block():
    J = np.zeros((2, 2, 2, 2))
    J[0, 1] = [[0.0, 1.0], [0.0, 0.0]]
    J[1, 0] = J[0, 1].T
    m = Pairwise(np.zeros((2, 2)), J)
    # x = (0, 1): J[0, 1, 0, 1] = 1; x = (1, 0): J[0, 1, 1, 0] = 0
    assert m.energy(np.array([[0, 1], [1, 0]])).tolist() == [1.0, 0.0]
