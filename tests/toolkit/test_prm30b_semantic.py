"""prm30b (thirteenth sweep, one inner item offending): cluster_embeddings skips a k whose
k-means fails and still tries the larger candidates.

Docstring: ``k=None`` chooses ``k`` in ``2..k_max`` by the largest mean silhouette; a k whose
k-means leaves an empty cluster five times over (``_kmeans`` returns None) has no silhouette,
and the error is raised only when that happens for EVERY k (harden10f). The existing cases
make every k fail: here only one inner candidate does. Four tight, well separated blobs: the
silhouette is largest at k = 4 (each blob its own cluster), so k = 4 must be reached and chosen."""

from __future__ import annotations

import numpy as np

from toolkit import semantic

_real = semantic._kmeans


def _four_blobs():
    rng = np.random.default_rng(0)
    centres = np.array([[0.0, 0.0], [10.0, 0.0], [0.0, 10.0], [10.0, 10.0]])
    return np.concatenate([c + 0.1 * rng.standard_normal((15, 2)) for c in centres])


def test_a_failing_inner_k_is_skipped(monkeypatch):
    monkeypatch.setattr(semantic, "_kmeans", lambda X, k, rng: None if k == 3 else _real(X, k, rng))
    c = semantic.cluster_embeddings(_four_blobs(), k_max=5, rng=0)
    assert sorted(c.silhouettes) == [2, 4, 5]
    assert c.k == 4 and np.bincount(c.labels).tolist() == [15, 15, 15, 15]


def test_a_failing_first_k_is_skipped(monkeypatch):
    monkeypatch.setattr(semantic, "_kmeans", lambda X, k, rng: None if k == 2 else _real(X, k, rng))
    c = semantic.cluster_embeddings(_four_blobs(), k_max=4, rng=0)
    assert sorted(c.silhouettes) == [3, 4] and c.k == 4
