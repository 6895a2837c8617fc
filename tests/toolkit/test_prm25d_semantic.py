"""prm25d (issue 30): toolkit.semantic hands k_max and n_traps on at each call site.

``semantic_trajectories(k_max=...)`` clusters with at most k_max basins
(:func:`cluster_embeddings`), and ``semantic_study`` calls ``semantic_trajectories`` at each
temperature with its own k_max and n_traps. Spies at the two call sites.
"""

import numpy as np
import pytest

import toolkit.semantic as semantic
from toolkit.models import potts


class _Stop(Exception):
    pass


def _one_hot(x):
    return np.eye(3)[x].reshape(x.shape[0], -1)


def test_trajectories_hand_k_max_to_the_clustering(monkeypatch):
    seen = {}

    def spy(X, **kw):
        seen.update(kw)
        raise _Stop

    monkeypatch.setattr(semantic, "cluster_embeddings", spy)
    with pytest.raises(_Stop):
        semantic.semantic_trajectories(potts(3, 4, 1.0), temperature=0.5, n_chains=2, n_steps=10,
                                       embedding=_one_hot, k_max=3, rng=0)
    assert seen["k_max"] == 3


def test_study_hands_n_traps_and_k_max_on(monkeypatch):
    seen = []

    def spy(model, **kw):
        seen.append(kw)
        raise _Stop

    monkeypatch.setattr(semantic, "semantic_trajectories", spy)
    with pytest.raises(_Stop):
        semantic.semantic_study(potts(3, 4, 1.0), temperatures=[0.5, 1.0], n_traps=1, k_max=5, rng=0)
    assert seen[0]["n_traps"] == 1 and seen[0]["k_max"] == 5
