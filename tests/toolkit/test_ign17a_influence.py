"""ign17a: `toolkit.influence.influence_estimates(batch_contexts=...)`: contexts per round of model calls."""

import numpy as np

from toolkit.influence import influence_estimates
from toolkit.models import potts


class _Counting:
    """A model that counts the rows of each `logits` call (one call per row batch)."""

    def __init__(self, model):
        self._m, self.rows = model, []
        self.vocab_size, self.length = model.vocab_size, model.length

    def logits(self, x, sites):
        x = np.asarray(x)
        self.rows.append(x.shape[0])
        return self._m.logits(x, sites)


def test_batch_contexts_sets_the_contexts_per_round():
    # q = 2, n = 3, 4 distinct contexts, replacements "all" (r = 1): a round over b contexts asks
    # b n = 3 b rows for the contexts and b n r n = 9 b rows for the replacements (docstring:
    # "contexts handled per round of model calls"), so batch_contexts=1 makes 4 rounds of (3, 9)
    X = np.array([[0, 0, 0], [0, 1, 0], [1, 1, 0], [1, 1, 1]])
    m = _Counting(potts(2, 3, 1.0))
    one = influence_estimates(m, X, batch_contexts=1)
    assert m.rows == [3, 9] * 4
    m.rows.clear()
    allin = influence_estimates(m, X)   # the default (256) takes all 4 contexts in one round
    assert m.rows == [12, 36]
    # the batching changes the calls only, not the maxima
    assert np.array_equal(one.R, allin.R) and np.array_equal(one.L, allin.L) and one.n_queries == allin.n_queries
