"""ops13b: ``sample_remasking(..., start=x)`` starts its chains from ``x``.

:func:`toolkit.unmasking.sample_remasking`: ``start`` holds the complete states the chains
start from, then ``rounds`` remasking rounds are made. With ``rounds=0`` no round is made, so
the output is ``start`` itself; after one round with ``r = 1`` of ``n = 4`` sites each chain
differs from its start in at most the one remasked site.
"""

import numpy as np

from toolkit.models import potts
from toolkit.unmasking import sample_remasking


def test_zero_rounds_return_the_start():
    m = potts(3, 4, 0.5)
    x = np.array([[0, 1, 2, 0], [2, 2, 1, 1], [1, 0, 0, 2]])
    np.testing.assert_array_equal(sample_remasking(m, 3, r=1, rounds=0, rng=0, start=x), x)


def test_one_round_changes_at_most_r_sites():
    m = potts(3, 4, 0.5)
    x = np.tile(np.array([0, 1, 2, 0]), (50, 1))
    y = sample_remasking(m, 50, r=1, rounds=1, rng=1, start=x)
    assert ((y != x).sum(axis=1) <= 1).all()
