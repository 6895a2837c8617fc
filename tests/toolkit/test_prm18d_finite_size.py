"""prm18d promise sweep: ScalingData.subset keeps what describes the data, not only the arrays.

Docstring of ``ScalingData.subset``: "The data of the sizes selected by ... ``keep``": the
selected sizes' data is the same data set (its dimension, method and label), restricted."""

import numpy as np

from toolkit.finite_size import ScalingData


def _data():
    T = np.array([0.5, 1.0, 1.5])
    n = np.array([4.0, 16.0, 64.0])
    U = np.tile([0.6, 0.4, 0.1], (3, 1))
    chi = np.tile([1.0, 2.0, 1.0], (3, 1)) * n[:, None]
    return ScalingData(T, n, binder=U, susceptibility=chi, method="sampled", label="lattice", dimension=2)


def test_subset_keeps_dimension_method_and_label():
    sub = _data().subset(np.array([False, True, True]))
    assert sub.n_values.tolist() == [16.0, 64.0]
    assert sub.dimension == 2  # the lattices are still L x L tori
    assert sub.method == "sampled" and sub.label == "lattice"
