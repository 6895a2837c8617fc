"""harden9b (issue 30): ``StateSpace.states`` of no index: shape ``(0, n)`` (empty input)."""

from __future__ import annotations

import numpy as np

from exact.space import StateSpace


def test_states_of_no_index():
    s = StateSpace(3, 4)
    out = s.states([])
    assert out.shape == (0, 4)
    assert s.states(np.array([], dtype=np.int64)).shape == (0, 4)
    assert s.states([0, 80]).tolist() == [[0, 0, 0, 0], [2, 2, 2, 2]]   # 80 = 3**4 - 1
