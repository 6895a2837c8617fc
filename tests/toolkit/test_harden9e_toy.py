"""harden9e: potts on a cycle of three sites is a triangle (issue 30, the model layer's audit)."""

import numpy as np

from toolkit.models import toy


def test_cycle_of_three_is_a_triangle():
    # a cycle on 3 sites has the edges 0-1, 1-2 and the closing 2-0: every pair coupled
    m = toy.potts(2, 3, 1.0, graph="cycle")
    for i, j in ((0, 1), (1, 2), (0, 2)):
        np.testing.assert_array_equal(m.J[i, j], np.eye(2))  # coupling * [a == b]
        np.testing.assert_array_equal(m.J[j, i], np.eye(2))
    # a path on 3 sites has no closing edge
    assert not np.any(toy.potts(2, 3, 1.0, graph="path").J[0, 2])
