"""prm18d promise sweep: PhaseGrid.scaling_data keeps the grid's method and label.

Docstring: "The grid as ScalingData": a sampled grid's data is sampled data (its errors are
passed on, and its ``method`` says "sampled", which fss_verdict prints), not "exact"."""

import numpy as np

from toolkit.phase import PhaseGrid


def _grid(method):
    T = np.array([0.5, 1.0, 2.0])
    n = np.array([2, 3, 4])
    z = np.ones((3, 3))
    return PhaseGrid("toy grid", method, T, n, z * 10.0, "escape time", z, z * 0.1, z * 0.5, "|m|",
                     np.ones((3, 3), bool), binder=z * 0.3, binder_err=z * 0.01)


def test_sampled_grid_gives_sampled_data():
    d = _grid("sampled").scaling_data()
    assert d.method == "sampled" and d.label == "toy grid"
    assert d.binder_err is not None
    e = _grid("exact").scaling_data()
    assert e.method == "exact" and e.binder_err is None
