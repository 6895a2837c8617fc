"""prm24d: ``toolkit.influence.influence_estimates(max_contexts)``: the (deduplicated)
contexts are subsampled to at most ``max_contexts`` (the docstring); 16 distinct contexts of a
4-site binary model, ``max_contexts=5``, leave 5 (each one of the given ones)."""

import numpy as np

from toolkit.influence import influence_estimates
from toolkit.models import random_pairwise


def test_max_contexts_subsamples():
    m = random_pairwise(2, 4, 0.5, symmetric=True, rng=1)
    X = np.array([[(k >> (3 - i)) & 1 for i in range(4)] for k in range(16)])
    assert len(influence_estimates(m, X, rng=0).contexts) == 16
    r = influence_estimates(m, X, max_contexts=5, rng=0)
    assert len(r.contexts) == 5
    assert len({tuple(c) for c in r.contexts}) == 5 and all(tuple(c) in {tuple(x) for x in X} for c in r.contexts)
