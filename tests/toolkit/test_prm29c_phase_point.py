"""prm29c: _nn_info allows every nearest-neighbour bond of a path, the last one (n-2, n-1)
included (issue 30, class C: an index off by one). A Pairwise model on 4 sites (no `graph`
attribute: the couplings are read) coupled ONLY across the last bond, symmetrically
(J[2, 3] = J[3, 2]^T), is a nearest-neighbour chain whose couplings agree: (True, True)."""

import numpy as np

from toolkit.app.phase_point import _nn_info
from toolkit.models import Pairwise


def test_coupling_on_the_last_bond_only_is_nearest_neighbour():
    n, q = 4, 2
    J = np.zeros((n, n, q, q))
    J[2, 3] = np.array([[1.0, -0.5], [0.25, 2.0]])
    J[3, 2] = J[2, 3].T
    m = Pairwise(np.zeros((n, q)), J)
    assert getattr(m, "graph", None) is None
    assert _nn_info(m) == (True, True)


def test_a_second_neighbour_coupling_is_not():
    n, q = 4, 2
    J = np.zeros((n, n, q, q))
    J[0, 2] = J[2, 0] = np.eye(q)
    assert _nn_info(Pairwise(np.zeros((n, q)), J))[0] is False
