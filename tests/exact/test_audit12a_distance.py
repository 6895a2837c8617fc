"""exact/distance.py: the survivor of the twelfth blind audit, part a (benchmarks/blind_audit_12a.py)."""

import numpy as np
import pytest

from exact.distance import mixing_time_from

# Two-state chain P = [[1 - p, p], [r, 1 - r]] with p = 1/2, r = 1/4: pi = (r, p)/(p + r) = (1/3, 2/3)
# and, from mu = (1, 0), d_mu(t) = |mu_0 - pi_0| |1 - p - r|^t = (2/3) 4^{-t} (the module docstring's
# closed form): d(0) = 2/3, d(1) = 1/6, d(2) = 1/24.
P = np.array([[0.5, 0.5], [0.25, 0.75]])


@pytest.mark.parametrize("method", ["doubling", "stepping"])
def test_t_mix_one_is_reached_with_t_max_one(method):
    # eps = 0.2: d(0) = 2/3 > 0.2 >= d(1) = 1/6, so t_mix(0.2) = 1, which t_max = 1 allows
    r = mixing_time_from(P, 0, eps=0.2, method=method, t_max=1)
    assert r.t_mix == 1 and r.reached
    assert r.distance_at(1) == pytest.approx(1 / 6, rel=1e-12)


@pytest.mark.parametrize("method", ["doubling", "stepping"])
def test_t_max_one_below_t_mix_two_gives_up(method):
    # eps = 0.1: d(1) = 1/6 > 0.1 >= d(2) = 1/24, so t_mix(0.1) = 2 > t_max = 1: not reached
    assert mixing_time_from(P, 0, eps=0.1, method=method, t_max=1).t_mix is None
    assert mixing_time_from(P, 0, eps=0.1, method=method, t_max=2).t_mix == 2
