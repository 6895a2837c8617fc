"""prm23c: the exact boundary point of a documented rule of toolkit.app.testing."""

import numpy as np

from toolkit.app import testing


def test_worst_keeps_a_start_at_adjusted_p_one_half():
    # _worst's docstring: the starts "with adjusted p-value <= 1/2" are listed; 0.5 itself is one
    out = testing._worst(np.array([0]), np.array([[6, 4]]), np.array([[0.5, 0.5]]), np.array([0.25]),
                         np.array([0.5]), np.array([0.1]), 2, 1, None)
    assert len(out) == 1
    assert out[0]["p_adjusted"] == 0.5

