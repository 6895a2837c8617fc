"""prm18d promise sweep: ``pairwise:PATH.npz`` loads the file at PATH, whatever PATH holds.

make_model's docstring: "``pairwise:PATH.npz`` loads a saved Pairwise": everything after the
first colon is the path, so a path that itself holds a colon is read whole."""

import numpy as np

from toolkit.models import Pairwise
from toolkit.models.registry import make_model


def test_pairwise_path_with_a_colon(tmp_path):
    h = np.array([[0.0, 1.0], [2.0, 0.0]])
    J = np.zeros((2, 2, 2, 2))
    J[0, 1] = J[1, 0] = [[1.0, 0.0], [0.0, 1.0]]
    path = tmp_path / "run:3.npz"
    Pairwise(h, J).save(path)
    m = make_model(f"pairwise:{path}")
    assert np.array_equal(m.h, h) and np.array_equal(m.J, J)
