"""prm27c (issue 30): influence_estimates' R is the RUNNING maximum over every batch of
contexts: the same for any batch_contexts, and equal to the brute-force maximum over all
contexts x and replacements b of TV(p_i(.|x), p_i(.|x with x_j = b))."""
import itertools

import numpy as np

from toolkit.chain import conditionals
from toolkit.influence import influence_estimates
from toolkit.models.toy import Pairwise


def _brute_R(model, X, T):
    q, n = model.vocab_size, model.length
    R = np.zeros((n, n))
    for x in X:
        for i, j in itertools.permutations(range(n), 2):
            p = conditionals(model, x[None], np.array([i]), temperature=T)[0]
            for b in range(q):
                if b == x[j]:
                    continue
                y = x.copy()
                y[j] = b
                py = conditionals(model, y[None], np.array([i]), temperature=T)[0]
                R[i, j] = max(R[i, j], 0.5 * np.abs(p - py).sum())
    return R


def test_R_is_the_running_max_over_batches():
    rng = np.random.default_rng(27)
    q, n = 3, 3
    model = Pairwise(rng.normal(size=(n, q)), rng.normal(size=(n, n, q, q)))
    X = np.array(list(itertools.product(range(q), repeat=n)))
    expect = _brute_R(model, X, 1.5)
    for batch in (4, 1000):   # 7 rounds (the last of 3 contexts), and one round
        got = influence_estimates(model, X, temperature=1.5, batch_contexts=batch).R
        np.testing.assert_allclose(got, expect, rtol=0, atol=1e-12)
