"""prm28c (issue 30): the silhouette's b(i) is the mean distance to the NEAREST other cluster
(Rousseeuw 1987), shown with three clusters (with two, the nearest other is the only other)."""
import numpy as np

from toolkit.semantic import _silhouette


def _by_hand(x, labels):
    s = []
    for i in range(x.size):
        own = labels == labels[i]
        if own.sum() == 1:
            s.append(0.0)
            continue
        a = np.abs(x[own] - x[i]).sum() / (own.sum() - 1)
        b = min(np.abs(x[labels == c] - x[i]).mean() for c in set(labels.tolist()) if c != labels[i])
        s.append((b - a) / max(a, b))
    return float(np.mean(s))


def test_three_clusters_on_a_line():
    x = np.array([0.0, 0.1, 1.0, 1.1, 10.0, 10.1])
    labels = np.array([0, 0, 1, 1, 2, 2])
    D = np.abs(x[:, None] - x[None, :])
    # point 0: a = 0.1, b = mean(1.0, 1.1) = 1.05 (cluster 1, not the mean over clusters 1 and 2)
    assert abs(_silhouette(D, labels) - _by_hand(x, labels)) < 1e-12


def test_representative_is_the_most_visited_state():
    from toolkit.semantic import _representatives

    # one basin: state (1, 1) visited three times, (0, 1) once, (1, 0) twice: the most visited
    # is (1, 1) (the docstring: the most visited state; ties by the centroid only)
    states = np.array([[1, 1], [0, 1], [1, 1], [1, 0], [1, 1], [1, 0]])
    emb = states.astype(float)
    labels = np.zeros(6, dtype=np.int64)
    reps = _representatives(states, emb, labels, emb.mean(axis=0, keepdims=True), 1)
    assert np.array_equal(reps[0], [1, 1])
