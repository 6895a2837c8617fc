"""prm30e: count_rectangles' n_count_certified counts the certified count rectangles of every
token-pair block, not the last block's (issue 30, thirteenth sweep: one inner item offending).

With ``n = 3`` the context of sites (0, 1) is the one token of site 2, and its count vector is
``e_t``: the count rectangles are exactly the full model's rectangles at sites (0, 1), one per
(context token, a < a', b < b'), so their certified number is counted off
:func:`exact.all_rectangles` independently."""

import numpy as np
import pytest

from exact.lumped_checks import count_rectangles
from exact.rectangles import all_rectangles
from toolkit.models import random_exchangeable


@pytest.mark.parametrize("seed", [3, 5])
def test_n_count_certified_by_enumeration(seed):
    model = random_exchangeable(3, 3, 2.0, rng=seed)   # incompatible: some certified in several blocks
    r = count_rectangles(model)
    t = all_rectangles(model)
    at01 = (np.asarray(t.i) == 0) & (np.asarray(t.j) == 1)
    assert int(at01.sum()) == r.n_count_rectangles == 3 * 3 * 3
    assert r.n_count_certified == int(np.asarray(t.certified)[at01].sum())
