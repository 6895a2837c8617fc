"""prm30b (thirteenth sweep, one inner item offending): the low-rank search's bisection over the
stored powers keeps a step while ANY start still above eps is above it (the worst start's
distance d(t) = max_x TV(P^t(x, .), pi)), not the last of them.

Three-state chain (entries in twentieths, stationary law positive). Its per-start distances,
from the matrix powers (computed here independently, by numpy's matrix_power):

    t = 2: (0.2446, 0.1271, 0.1933)      t = 3: (0.1792, 0.0559, 0.0812)

With eps = 0.13 and t_max = 3 the doubling stops at t = 2 (2 * 2 > t_max) and bisects (2, 3]
on the starts still above eps at t = 2, {0, 2}: at t = 3 start 0 (the first, not the last
active start) is still above eps, so d(3) > eps and t_mix lies beyond t_max (None); the
last active start, 2, is below eps there."""

import numpy as np
import pytest

from exact._lowrank_tmix import lowrank_mixing_time

P = np.array([[0.0, 0.05, 0.95], [0.05, 0.7, 0.25], [0.45, 0.35, 0.2]])


def _pi(P):
    A = np.vstack([(P.T - np.eye(3)), np.ones(3)])
    b = np.r_[np.zeros(3), 1.0]
    return np.linalg.lstsq(A, b, rcond=None)[0]


def _d(P, pi, t):
    return 0.5 * np.abs(np.linalg.matrix_power(P, t) - pi[None, :]).sum(axis=1)


def _brute_t_mix(P, pi, eps, t_max):
    for t in range(t_max + 1):
        if _d(P, pi, t).max() <= eps:
            return t
    return None


def test_the_setting_of_the_case():
    pi = _pi(P)
    d2, d3 = _d(P, pi, 2), _d(P, pi, 3)
    assert d2[0] > 0.13 and d2[2] > 0.13                  # starts 0 and 2 still above eps at t = 2
    assert d3[0] > 0.13 >= d3[2]                           # at t = 3 only start 0 (not the last) is


@pytest.mark.parametrize("eps", [0.13, 0.15, 0.17, 0.2, 0.3])
def test_bisection_follows_the_worst_start(eps):
    pi = _pi(P)
    got = lowrank_mixing_time(P, pi, eps, 3)
    assert got.t_mix == _brute_t_mix(P, pi, eps, 3)
    for t, d in zip(got.times, got.distances, strict=True):
        assert d == pytest.approx(_d(P, pi, t).max(), abs=1e-12)
