"""prm20d (issue 30): mixing_time_from by stepping counts d(t) above eps as a tie only when
the excess is at most TIE_ATOL *and* at most the last decrease d(t-1) - d(t)
(toolkit._states.tie_or_below). Two states, P = [[1-a, a], [a, 1-a]], pi = (1/2, 1/2):
from state 0, d(t) = (1/2) (1 - 2a)^t. With a = 6e-13 and eps = 1/2 - 1.5e-12:
d(1) - eps = 0.9e-12 <= TIE_ATOL but the decrease d(0) - d(1) = 0.6e-12 is smaller, so t = 1
does not count; at t = 2 the excess 0.3e-12 is below the decrease 0.6e-12: t_mix = 2."""
import numpy as np

from exact.distance import mixing_time_from


def test_round_off_tie_needs_the_last_decrease():
    a = 6e-13
    P = np.array([[1 - a, a], [a, 1 - a]])
    pi = np.array([0.5, 0.5])
    eps = 0.5 - 1.5e-12
    r = mixing_time_from(P, 0, eps=eps, pi=pi, method="stepping", t_max=10)
    assert r.t_mix == 2
