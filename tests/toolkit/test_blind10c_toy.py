"""Tenth blind audit, part c: toolkit.models.toy.random_pairwise(symmetric=True) is compatible
(docstring): J[j, i] = J[i, j].T, the token axes transposed, for every pair."""

import numpy as np

from toolkit.models.toy import random_pairwise


def test_symmetric_random_pairwise_is_compatible():
    m = random_pairwise(3, 4, symmetric=True, rng=7)
    for i in range(4):
        for j in range(4):
            if i != j:
                assert np.array_equal(m.J[j, i], m.J[i, j].T)
    assert m.is_compatible()
    # the blocks themselves are not symmetric (q = 3 Gaussian draws): the transpose matters
    assert not np.array_equal(m.J[0, 1], m.J[0, 1].T)
