"""prm30c: toolkit.chain.conditionals returns one row per state of the batch (issue 30,
thirteenth sweep: a batch read off its first item)."""

import numpy as np

from toolkit.chain import conditionals
from toolkit.models import potts


def test_one_row_per_state():
    m = potts(3, 3, 1.0, field=[0.4, 0.0, -0.3])
    x = np.array([[0, 0, 0], [1, 2, 0], [2, 2, 1]])
    sites = np.array([0, 1, 2])
    p = conditionals(m, x, sites, temperature=0.7)
    assert p.shape == (3, 3)
    for b in range(3):
        z = np.asarray(m.logits(x[b:b + 1], sites[b:b + 1]), dtype=float)[0] / 0.7
        e = np.exp(z - z.max())
        assert np.allclose(p[b], e / e.sum(), rtol=1e-13, atol=0)
