"""prm30b (thirteenth sweep, one inner item offending): the doubling search records the worst
start's distance d(t) = max_x TV(P^t(x, .), pi) at every time it evaluates, whichever start is
the worst (MixingResult.distances is that profile).

Three-state chain (entries in twentieths) whose worst start changes with t and is not the last
state at the times the doubling visits: per-start distances from numpy's matrix powers
(independent of the engine) are, e.g., t = 2: (0.2446, 0.1271, 0.1933), start 0 the worst."""

import numpy as np
import pytest

from exact import mixing_time

P = np.array([[0.0, 0.05, 0.95], [0.05, 0.7, 0.25], [0.45, 0.35, 0.2]])


def _pi(P):
    A = np.vstack([(P.T - np.eye(3)), np.ones(3)])
    return np.linalg.lstsq(A, np.r_[np.zeros(3), 1.0], rcond=None)[0]


def _d(P, pi, t):
    return 0.5 * np.abs(np.linalg.matrix_power(P, t) - pi[None, :]).sum(axis=1)


@pytest.mark.parametrize("eps", [0.25, 0.05, 0.01, 1e-4])
def test_every_recorded_distance_is_the_worst_start(eps):
    pi = _pi(P)
    r = mixing_time(P, eps=eps, method="doubling")
    assert len(r.times) >= 2
    worst_not_last = 0
    for t, d in zip(r.times, r.distances, strict=True):
        per_start = _d(P, pi, t)
        assert d == pytest.approx(per_start.max(), abs=1e-12)
        worst_not_last += int(np.argmax(per_start) != 2)
    assert worst_not_last >= 1     # the case tests something: some recorded time's worst start is not the last
    # t_mix by brute force over the integers
    t = next(t for t in range(10**4) if _d(P, pi, t).max() <= eps)
    assert r.t_mix == t
