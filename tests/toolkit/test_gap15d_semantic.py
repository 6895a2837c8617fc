"""toolkit.semantic: lines no targeted test ran (gap15d, targeted-coverage-2026-12-05): k-means
restarts after an empty cluster, a candidate k whose labelling has one cluster on the subsample
(no silhouette: never preferred), the basin graph drawn on a caller's axes, and the dwell-time plot
skipping a temperature without sojourns."""

from __future__ import annotations

import types

import numpy as np
import pytest
import scipy.cluster.vq as vq

from toolkit.exceptions import InvalidInputError
from toolkit.semantic import basin_statistics, cluster_embeddings

X = np.array([[0.0], [0.1], [0.2], [5.0], [5.1], [9.0], [9.1], [9.2], [9.3], [9.4]])


def test_kmeans_restarts_after_an_empty_cluster(monkeypatch):
    """An empty cluster (scipy's ``ClusterError``): a restart from another draw, up to five; when
    every k fails, the error names the k tried."""
    real = vq.kmeans2
    calls = []

    def once_empty(*a, **kw):
        calls.append(1)
        if len(calls) == 1:
            raise vq.ClusterError("One of the clusters is empty.")
        return real(*a, **kw)

    monkeypatch.setattr(vq, "kmeans2", once_empty)
    c = cluster_embeddings(X, k=3, rng=0)
    assert len(calls) == 2 and c.k == 3 and sorted(np.bincount(c.labels)) == [2, 3, 5]

    def always_empty(*a, **kw):
        calls.append(1)
        raise vq.ClusterError("One of the clusters is empty.")

    calls.clear()
    monkeypatch.setattr(vq, "kmeans2", always_empty)
    with pytest.raises(InvalidInputError, match=r"empty clusters for every k in \[2\]"):
        cluster_embeddings(X, k=2, rng=0)
    assert len(calls) == 5


def test_a_one_cluster_labelling_is_never_preferred(monkeypatch):
    """``k=None`` picks the largest mean silhouette; a candidate whose labels fall in one cluster
    has no silhouette (Rousseeuw's needs two clusters) and loses to any real split, even one
    with a negative mean silhouette."""
    def fake(data, k, **kw):
        n = data.shape[0]
        if k == 2:   # every point in cluster 0 (cluster 1 left out of the data)
            labels = np.zeros(n, dtype=np.int64)
        else:        # a poor split: alternate labels over well-separated points
            labels = np.arange(n, dtype=np.int64) % k
        cent = np.array([data[labels == j].mean(axis=0) if (labels == j).any() else data[0] for j in range(k)])
        return cent, labels

    monkeypatch.setattr(vq, "kmeans2", fake)
    c = cluster_embeddings(X, k_max=3, rng=0)
    assert c.silhouettes[3] < 0.5 and c.k == 3
    assert c.silhouettes[2] < c.silhouettes[3]


def test_basin_graph_on_a_given_axes_returns_that_figure():
    pytest.importorskip("matplotlib")
    pytest.importorskip("networkx")
    import matplotlib.pyplot as plt

    from toolkit.semantic import plot_basin_graph

    st = basin_statistics(np.array([[0, 0, 0, 1], [1, 0, 0, 0]]))
    res = types.SimpleNamespace(graph=lambda: st.graph(["a", "b"]), temperature=1.0, k=2)
    fig, (ax0, ax1) = plt.subplots(1, 2)
    try:
        out = plot_basin_graph(res, ax=ax1)   # docstring: returns the figure
        assert out is fig
        assert len(ax1.collections) > 0 and len(ax0.collections) == 0   # drawn on the axes given
    finally:
        plt.close(fig)


def test_dwell_times_skip_a_temperature_without_sojourns():
    """One curve per temperature that has sojourns (the complementary CDF of their lengths); a
    temperature with none draws nothing and the others are still drawn."""
    pytest.importorskip("matplotlib")
    import matplotlib.pyplot as plt

    from toolkit.semantic import plot_dwell_times

    def res(T, soj):
        return types.SimpleNamespace(temperature=T, basins=types.SimpleNamespace(sojourns=soj))

    fig = plot_dwell_times([res(0.5, (np.zeros(0, dtype=int),)), res(2.0, (np.array([1, 2]), np.array([4])))])
    try:
        lines = fig.axes[0].lines
        assert len(lines) == 1 and "T = 2" in lines[0].get_label() and "3 sojourns" in lines[0].get_label()
        # ccdf of (1, 2, 4): 1, 2/3, 1/3 at the sorted lengths
        np.testing.assert_allclose(lines[0].get_ydata()[:3], [1.0, 2 / 3, 1 / 3])
    finally:
        plt.close(fig)
