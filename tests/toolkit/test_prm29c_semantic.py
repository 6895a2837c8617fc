"""prm29c: the mean silhouette of two well-separated clusters is close to 1 (issue 30,
class A: the count of clusters at the boundary 2). Points 0, 1 and 10, 11 on a line:
a = 1 for every point (its one neighbour), b = the mean distance to the other cluster:
(10 + 11)/2 = 10.5 (points 0 and 11) or (9 + 10)/2 = 9.5 (points 1 and 10), so
s = (b - a) / max(a, b) = 9.5/10.5 or 8.5/9.5 (Rousseeuw 1987): mean (9.5/10.5 + 8.5/9.5) / 2."""

import numpy as np

from toolkit.semantic import _silhouette


def test_two_clusters_by_hand():
    x = np.array([0.0, 1.0, 10.0, 11.0])
    D = np.abs(x[:, None] - x[None, :])
    assert abs(_silhouette(D, np.array([0, 0, 1, 1])) - (9.5 / 10.5 + 8.5 / 9.5) / 2) < 1e-12


def test_one_cluster_scores_minus_one():
    D = np.abs(np.arange(3.0)[:, None] - np.arange(3.0)[None, :])
    assert _silhouette(D, np.zeros(3, dtype=int)) == -1.0
