"""prm22a (fifth sweep, issue 30): exact.distance.mixing_time_from (doubling) resolves a
round-off tie with the documented rule (toolkit._states.tie_or_below): d_mu(t) above eps by at
most TIE_ATOL *and* by no more than the last step's decrease d_mu(t - 1) - d_mu(t) counts as
<= eps. The tests' ties were exact or far from eps, so the comparison with d_mu(t - 1) (not
d_mu(t) itself) was never active."""

from __future__ import annotations

import numpy as np

from exact.distance import mixing_time_from
from toolkit._states import TIE_ATOL


def test_tie_within_the_last_decrease_counts_at_t():
    # symmetric two-state chain, flip probability a: pi = (1/2, 1/2) and from state 0
    # d(t) = (1/2) (1 - 2a)^t (closed form), so d(0) - d(1) = a
    a = 2 * TIE_ATOL
    P = np.array([[1 - a, a], [a, 1 - a]])
    d1 = 0.5 * (1 - 2 * a)
    eps = d1 - 0.5 * TIE_ATOL  # d(1) is 0.5 TIE_ATOL above eps, less than its decrease a = 2 TIE_ATOL
    r = mixing_time_from(P, 0, eps=eps, method="doubling", pi=np.array([0.5, 0.5]))
    assert r.t_mix == 1  # d(0) - eps = 2.5 TIE_ATOL: not a tie; d(1): a tie (rule above); d(2) < eps
