"""Blind audit 23c (issue 30): ``exact.lumped_checks.count_rectangles``' ``max_bound`` is the largest
float bound over EVERY count rectangle, whatever token pairs it holds (``q >= 3``: several token-pair
blocks), as the enumerated summary of the same model gives it (``exact.rectangles``)."""

from __future__ import annotations

import numpy as np
import pytest

from exact.lumped_checks import count_rectangles
from exact.rectangles import rectangle_summary
from toolkit.models.exchangeable import ExchangeableTable, count_index


def test_max_bound_is_the_largest_over_every_token_pair_block():
    """q = 3, n = 3: g(c) = 0 except g(e_1 + e_2)[0] = L (the other two sites hold tokens 1 and 2,
    the logit of token 0). Token 0 appears only in the blocks with a = 0 or b = 0, never in the
    last block (a, a') = (b, b') = (1, 2), whose logits are all 0 (bound 0). The largest bound is
    that of a rectangle holding the cell L: positive, and equal to the enumerated model's largest
    bound (every rectangle of the 27-state model, by exact.rectangles)."""
    L = 5.0
    table = np.zeros((6, 3))                          # count vectors of n - 1 = 2 sites, q = 3
    table[count_index(np.array([[0, 1, 1]]))[0], 0] = L
    m = ExchangeableTable(table)
    r = count_rectangles(m)
    full = rectangle_summary(m)
    assert full.max_bound > 0.0
    assert r.max_bound == pytest.approx(full.max_bound, rel=1e-12, abs=0)
    # a bound of a rectangle with the cell L is of the order of u L (gamma_7 sum |t| + 8 u L)
    assert r.max_bound >= 8 * 2.0**-53 * L
