"""cmp15b: ``toolkit.semantic`` places no test reached.

- ``_silhouette`` is the *mean* silhouette (Rousseeuw 1987; its docstring): three points on a
  line at 0, 1, 10 with labels (0, 0, 1): ``s = (b - a) / max(a, b)`` is ``(10 - 1)/10 = 0.9``
  and ``(9 - 1)/9 = 8/9`` for the pair, 0 for the point alone: mean ``(0.9 + 8/9) / 3``
  (the median would be 8/9).
- :func:`basin_statistics` takes labels of shape ``(C, R)`` with ``R >= 1``: one record per
  chain is valid (occupancy from it, no transitions).
- :func:`plot_observable` draws "the mean over chains thick": with ``window = 1`` its line is
  the mean over chains at each record (three chains where the median differs).
- :func:`plot_basin_graph`: node area ~ occupancy, ``300 + 4000 occupancy / largest occupancy``
  points^2 (its docstring): the most occupied basin's node is 4300.
"""

from __future__ import annotations

import types

import numpy as np
import pytest

from toolkit.semantic import _silhouette, basin_statistics


def test_silhouette_is_the_mean_over_points():
    x = np.array([0.0, 1.0, 10.0])
    D = np.abs(x[:, None] - x[None, :])
    got = _silhouette(D, np.array([0, 0, 1]))
    assert got == pytest.approx((0.9 + 8 / 9 + 0.0) / 3, rel=1e-12)


def test_basin_statistics_accepts_one_record_per_chain():
    st = basin_statistics(np.array([[0], [1], [1]]))  # (C, R) = (3, 1): the boundary R = 1
    assert st.occupancy.tolist() == pytest.approx([1 / 3, 2 / 3])
    assert st.counts.sum() == 0  # one record: no transition
    with pytest.raises(Exception, match="shape"):
        basin_statistics(np.zeros((2, 0), dtype=np.int64))  # R = 0: refused


def test_plot_observable_thick_line_is_the_mean_over_chains():
    pytest.importorskip("matplotlib")
    import matplotlib.pyplot as plt

    from toolkit.semantic import plot_observable

    v = np.array([[0.0, 0.1, 0.2], [0.1, 0.1, 0.3], [0.8, 0.9, 0.9]])  # mean != median at every record
    run = types.SimpleNamespace(observables={"political": v}, times=np.arange(3), states=np.zeros((3, 3, 2)))
    fig = plot_observable([types.SimpleNamespace(run=run, temperature=1.0)], window=1)
    try:
        mean_line = fig.axes[0].lines[-1]  # drawn after the three chains
        np.testing.assert_allclose(mean_line.get_ydata(), [0.3, 1.1 / 3, 1.4 / 3], rtol=1e-12)
    finally:
        plt.close(fig)


def test_plot_basin_graph_node_areas():
    pytest.importorskip("matplotlib")
    pytest.importorskip("networkx")
    import matplotlib.pyplot as plt

    from toolkit.semantic import plot_basin_graph

    st = basin_statistics(np.array([[0, 0, 0, 1], [1, 0, 0, 0]]))  # occupancy 3/4, 1/4
    res = types.SimpleNamespace(graph=lambda: st.graph(["a", "b"]), temperature=1.0, k=2)
    fig = plot_basin_graph(res)
    try:
        sizes = fig.axes[0].collections[0].get_sizes()
        np.testing.assert_allclose(sizes, [300 + 4000, 300 + 4000 / 3], rtol=1e-12)
    finally:
        plt.close(fig)
