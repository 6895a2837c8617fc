"""prm29a: count_rectangles' max_abs_bound is the bound of the FIRST count rectangle reaching
the largest |log R| (token pairs in order, then contexts: the order its witnesses keep on ties),
so the report's worst rectangle and its bound agree with the first witness (issue 30, twelfth
sweep: a tie at equality that the tests' models never had)."""

import numpy as np

from exact.lumped_checks import count_rectangles
from toolkit.models.exchangeable import ExchangeableTable, count_vectors


def _tied_table(n=4, q=3):
    # logits of the others' counts, symmetric under swapping tokens 1 and 2 (so the largest
    # |log R| is reached by several token pairs), token 2 offset by 1024: log R is unchanged
    # (the offset cancels in its second difference) but the bound, ~ u |l|, is ~1000 times
    # larger for pairs holding token 2. Dyadic entries: every log R is exact, the ties are exact.
    C = count_vectors(n - 1, q)
    R = np.random.default_rng(0).integers(-16, 17, size=(n, n)) / 8.0
    G = np.zeros((C.shape[0], q))
    G[:, 1] = R[C[:, 1], C[:, 2]]
    G[:, 2] = R[C[:, 2], C[:, 1]] + 1024.0
    return ExchangeableTable(G)


def test_max_abs_bound_is_the_first_worst_rectangles_bound():
    cr = count_rectangles(_tied_table(), n_witnesses=20)
    tied = [w for w in cr.witnesses if abs(w.log_r) == cr.max_abs]
    assert len({w.bound for w in tied}) >= 2        # a tie with different bounds: the rule shows
    assert cr.witnesses[0] is tied[0]
    assert cr.max_abs_bound == tied[0].bound
