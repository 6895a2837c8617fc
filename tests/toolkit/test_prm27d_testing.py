"""prm27d: two loops of toolkit.app.testing that run over several parts.

- ``_pearson`` (docstring): cells expecting fewer than MIN_EXPECTED = 20 are pooled, the least
  expected first, with the next ones until the pool expects enough; the pooled cell's observed
  count is the SUM over the pooled cells. Hand case: p = (12, 12, 24, 952)/1000, N = 1000:
  E = (12, 12, 24, 952), the two 12s pooled (24 >= 20). Counts (16, 0, 32, 952): pooled
  (16 - 24)^2/24 + (32 - 24)^2/24 + 0 = 16/3 on 2 dof, p-value exp(-8/3) (chi-square, 2 dof).
- ``_run`` (docstring): the states reached by ``k`` steps from EACH row of ``X``, in batches:
  with batch = 2 and five distinct rows, every row must come back from its own start.
"""

import math

import numpy as np
import pytest

from toolkit._states import encode
from toolkit.app.testing import MIN_EXPECTED, _pearson, _run


def test_pooled_cell_observes_the_sum():
    assert MIN_EXPECTED == 20.0
    counts = np.array([16, 0, 32, 952])
    p = np.array([12, 12, 24, 952]) / 1000
    stat, dof, pval, impossible = _pearson(counts, p)
    assert dof == 2 and impossible == 0
    assert stat == pytest.approx(16 / 3, rel=1e-12)
    assert pval == pytest.approx(math.exp(-8 / 3), rel=1e-9)


def test_run_keeps_every_batch_on_its_own_rows():
    X = np.array([[0, 0, 0], [0, 0, 1], [0, 1, 0], [1, 0, 0], [1, 1, 1]])

    def flip_last(Y, rng):    # one step: the last site's token flipped
        Y = Y.copy()
        Y[:, -1] = 1 - Y[:, -1]
        return Y

    out = _run(flip_last, X, 3, None, 2, 3, 2)
    expected = X.copy()
    expected[:, -1] = 1 - expected[:, -1]        # three flips = one flip
    assert out.tolist() == encode(expected, 2).tolist()
