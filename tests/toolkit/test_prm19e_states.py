"""prm19e (issue 30): ``toolkit._states.tie_or_below`` counts a distance *at most* ``TIE_ATOL``
above ``eps`` as a tie (docstring: "above it by at most TIE_ATOL and by no more than the last
step's decrease"), so an excess of exactly ``TIE_ATOL`` is a tie."""

from __future__ import annotations

import numpy as np

from toolkit._states import TIE_ATOL, tie_or_below


def test_an_excess_of_exactly_tie_atol_is_a_tie():
    eps = TIE_ATOL  # eps + TIE_ATOL = 2 eps exactly, so d - eps == TIE_ATOL with no rounding
    d = 2 * TIE_ATOL
    assert d - eps == TIE_ATOL
    assert bool(tie_or_below(d, 1.0, eps))            # fell by ~1 in the last step
    assert not bool(tie_or_below(d, d + TIE_ATOL / 2, eps))  # fell by less than the excess
    # elementwise too
    assert tie_or_below(np.array([d, d]), np.array([1.0, d]), eps).tolist() == [True, False]
