"""ops13b: ``contexts_from(..., max_contexts=k, rng=seed)`` subsamples reproducibly.

:func:`toolkit.incompat.contexts_from`: the (deduplicated) contexts, subsampled to
``max_contexts`` when there are more; ``rng`` seeds the subsample, so one seed gives one
subset (in the contexts' sorted order), whatever else ran before. 64 distinct states of six
binary sites subsampled to 5: two calls with the same seed agree, and the subset is 5
distinct rows of the input.
"""

import numpy as np

from toolkit.incompat import contexts_from
from toolkit.models import potts


def test_contexts_subsample_is_seeded():
    m = potts(2, 6, 0.5)
    X = ((np.arange(64)[:, None] >> np.arange(6)[::-1]) & 1).astype(np.int64)  # every state once
    a = contexts_from(m, X, max_contexts=5, rng=11)
    np.random.default_rng().random(3)  # other draws in between change nothing
    b = contexts_from(m, X, max_contexts=5, rng=11)
    np.testing.assert_array_equal(a, b)
    assert a.shape == (5, 6) and len(np.unique(a, axis=0)) == 5
    c = [contexts_from(m, X, max_contexts=5, rng=s) for s in range(12, 16)]
    assert any(not np.array_equal(a, x) for x in c)  # the seed chooses the subset
