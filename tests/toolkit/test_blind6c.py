"""Sixth blind audit, part c (issue 30): the survivors' contracts in toolkit/ (the catalogue is
benchmarks/blind_audit_6c.py)."""

from __future__ import annotations

import numpy as np

from toolkit.semantic import cluster_embeddings


def test_clusters_are_numbered_by_decreasing_size_not_first_appearance():
    # documented (cluster_embeddings): "numbered by decreasing size". Three points at 0 come
    # first, then ten at 10: two clusters far apart, so k-means must split them {0}, {10};
    # the larger (ten points, appearing second) is basin 0, its centroid 10.
    X = np.concatenate([np.zeros(3), 10.0 + 0.01 * np.arange(10)])[:, None]
    c = cluster_embeddings(X, k=2, rng=0)
    assert c.labels.tolist() == [1] * 3 + [0] * 10
    np.testing.assert_allclose(c.centroids[:, 0], [10.045, 0.0], atol=1e-12)   # mean of 10 + 0.01 * (0..9)
    # chosen k (silhouette rule) numbers them the same way
    assert cluster_embeddings(X, rng=1).labels.tolist() == [1] * 3 + [0] * 10
