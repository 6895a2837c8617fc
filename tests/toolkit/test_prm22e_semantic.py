"""prm22e: toolkit.semantic: cluster_embeddings tries k_max itself (documented range 2..k_max), and
_representatives breaks a tie of two equally visited states by the centroid."""
import numpy as np

from toolkit import semantic


def test_k_max_is_tried():
    rng = np.random.default_rng(0)
    centres = np.array([[0.0, 0.0], [10.0, 0.0], [0.0, 10.0]])
    X = np.concatenate([c + 0.1 * rng.normal(size=(20, 2)) for c in centres])
    # three tight, far-apart blobs: the silhouette is ~1 at k = 3 and lower at k = 2
    res = semantic.cluster_embeddings(X, k_max=3, rng=0)
    assert res.k == 3 and set(res.silhouettes) == {2, 3}
    assert semantic.cluster_embeddings(X, k_max=2, rng=0).k == 2


def test_tie_of_two_states_goes_to_the_one_nearest_the_centroid():
    states = np.array([[0, 0], [0, 0], [1, 1], [1, 1]])  # two states, two visits each
    emb = np.array([[5.0, 0.0], [5.0, 0.0], [0.1, 0.0], [0.1, 0.0]])
    reps = semantic._representatives(states, emb, np.zeros(4, dtype=np.int64), np.zeros((1, 2)), 1)
    assert reps.tolist() == [[1, 1]]  # (1, 1) embeds at distance 0.1 from the centroid, (0, 0) at 5
