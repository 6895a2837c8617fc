"""prm20e (issue 30): ``context_index`` on q = 3 (the doctest is at q = 2, where a Horner step by 2
is right)."""
from __future__ import annotations

import numpy as np

from toolkit._states import context_index


def test_context_index_base_three():
    # x = (2, 1, 0) without site 0: the context (1, 0) of two ternary sites has index 1 * 3 + 0 = 3;
    # without site 2: (2, 1) has index 2 * 3 + 1 = 7
    assert context_index(np.array([[2, 1, 0], [2, 1, 0]]), np.array([0, 2]), 3).tolist() == [3, 7]
