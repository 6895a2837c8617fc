"""prm23a: ``toolkit.incompat.rectangle_test(pairs="random", n_pairs=k)`` draws ``k`` distinct
site pairs (its docstring: "``n_pairs`` per call"), not the default ``min(n, n(n-1)/2)``; a
test with ``k = n`` cannot tell them apart. n = 6 sites: 15 pairs in all, 6 by default."""

import numpy as np

from toolkit.incompat import rectangle_test
from toolkit.models import random_pairwise


def _pairs(result):
    t = result.table
    return {(int(i), int(j)) for i, j in zip(t["i"], t["j"], strict=True)}


def test_random_pairs_count_is_n_pairs():
    m = random_pairwise(2, 6, 1.0, rng=3)
    x = np.zeros((1, 6), dtype=np.int64)
    for k in (2, 11):
        r = rectangle_test(m, x, pairs="random", n_pairs=k, rng=0)
        pairs = _pairs(r)
        assert len(pairs) == k
        assert all(0 <= i < j < 6 for i, j in pairs)
