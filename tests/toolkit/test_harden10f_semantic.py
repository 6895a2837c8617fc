"""harden10f: toolkit.semantic.cluster_embeddings when k-means fails for every k."""

from __future__ import annotations

import numpy as np
import pytest

from toolkit import semantic
from toolkit.exceptions import InvalidInputError


def test_cluster_embeddings_names_the_ks_when_every_kmeans_fails(monkeypatch):
    # contract: when k-means leaves an empty cluster for every candidate k (five restarts each,
    # _kmeans returns None), the call is refused with an error naming the candidates, not a bare
    # KeyError/ValueError from an empty choice
    monkeypatch.setattr(semantic, "_kmeans", lambda X, k, rng: None)
    X = np.arange(20, dtype=float).reshape(10, 2)
    with pytest.raises(InvalidInputError, match=r"k-means found empty clusters for every k in \[2\]"):
        semantic.cluster_embeddings(X, k=2, rng=0)
    with pytest.raises(InvalidInputError, match=r"for every k in \[2, 3\]"):
        semantic.cluster_embeddings(X, k_max=3, rng=0)
