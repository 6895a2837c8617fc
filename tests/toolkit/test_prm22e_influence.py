"""prm22e: toolkit.influence.influence_estimates' L (largest logit spread) is the maximum over every
batch of contexts, not the last batch's: brute force over all contexts of a random logit table."""
import itertools

import numpy as np

from toolkit import influence
from toolkit.models import random_table


def _brute_L(model, X):
    q, n = model.vocab_size, model.length
    L = np.zeros((n, n))
    for x in X:
        for i in range(n):
            lx = model.logits(x[None], np.array([i]))[0]
            for j in range(n):
                if j == i:
                    continue
                for b in range(q):
                    if b == x[j]:
                        continue
                    y = x.copy()
                    y[j] = b
                    d = model.logits(y[None], np.array([i]))[0] - lx
                    L[i, j] = max(L[i, j], d.max() - d.min())
    return L


def test_spread_is_the_maximum_over_all_batches():
    model = random_table(2, 3, 2.0, rng=5)
    X = np.array(list(itertools.product(range(2), repeat=3)))
    ref = _brute_L(model, X)
    for batch in (1, 3, 256):
        res = influence.influence_estimates(model, X, batch_contexts=batch)
        np.testing.assert_allclose(res.L, ref, rtol=1e-12, atol=1e-12)
