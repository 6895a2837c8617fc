"""prm27e (issue 30, tenth sweep): exact.spectral._cluster_size's score.

Docstring: the k that best separates the k smallest computed eigenvalues from the next,
``(g_k - tau) / (g_{k-1} + 2 tau)``: the cluster's LARGEST value g_{k-1} in the denominator.
Mutant prm27e.spectral.cluster_size_first_value used g_0 (the smallest) for every k: equal
for k = 1 only. Hand-built g: two small values then a jump, then a mild one.
  k=1: 0.02/0.01 = 2;  k=2: 1.0/0.02 = 50;  k=3: 1.1/1.0 = 1.1  -> k = 2
(the mutant's scores 2, 100, 110 pick k = 3)."""

import numpy as np

from exact.spectral import _cluster_size


def test_cluster_size_divides_by_the_clusters_largest_value():
    g = np.array([0.01, 0.02, 1.0, 1.1])
    assert _cluster_size(g, 0.0) == 2
