"""prm23e sixth sweep (issue 30): :func:`exact.stationary.stationary_law` accepts
``method="dense"`` (the spectral solvers' name of the dense path) as a spelling of GTH: its
docstring now lists it ("``dense``: the same as ``gth``"), and the law it returns is GTH's,
labelled ``"gth"``, not a Krylov law."""

import numpy as np

from exact.stationary import stationary_law


def test_dense_is_gth():
    P = np.array([[0.9, 0.1, 0.0], [0.2, 0.5, 0.3], [0.1, 0.1, 0.8]])
    a, b = stationary_law(P, method="dense"), stationary_law(P, method="gth")
    assert a.method == b.method == "gth"
    np.testing.assert_array_equal(a.pi, b.pi)

