"""prm22a (fifth sweep, issue 30): exact.mixing's stepping resolves round-off ties with
toolkit._states.tie_or_below against the previous step's distance d(t - 1): above eps by at most
TIE_ATOL counts as <= eps only when d fell by at least that excess in the last step. A plateau
just above eps that falls more slowly than that is not mixed. The tests never had such a
plateau, so comparing with a stale d (inf: every near-tie accepted) went unseen."""

from __future__ import annotations

import numpy as np

from exact.mixing import mixing_time
from toolkit._states import TIE_ATOL


def test_slow_plateau_just_above_eps_is_not_mixed():
    # symmetric two-state chain, flip probability a: d(t) = (1/2) (1 - 2a)^t (closed form), and
    # d(t - 1) - d(t) = a (1 - 2a)^(t-1) ~ a = 0.5 TIE_ATOL per step
    a = 0.5 * TIE_ATOL
    P = np.array([[1 - a, a], [a, 1 - a]])
    d1 = 0.5 * (1 - 2 * a)
    eps = d1 - 0.8 * TIE_ATOL
    # t = 0: 1.3 TIE_ATOL above eps (no tie); t = 1: 0.8 TIE_ATOL above, fell by 0.5: not a tie;
    # t = 2: 0.3 TIE_ATOL above, fell by 0.5: a tie, so t_mix = 2 (not 1)
    r = mixing_time(P, eps=eps, method="stepping", pi=np.array([0.5, 0.5]))
    assert r.t_mix == 2
