"""Contract sweep 6, group s1 (issue 30): exact/distance.py's promises that no other test pins:
the defaults (eps = 0.25, t_max 2**40 for doubling and 10**6 for stepping), the 'auto' route at
DOUBLING_MAX, the start recorded, the text, and distance_from at t_max = 0. Reference: the
module docstring's two-state chain, d(t) = (2/3) 4^-t from state 0."""

from __future__ import annotations

import numpy as np
import pytest

import exact.distance as dm
from exact.distance import distance_from, mixing_time_from

P = np.array([[0.5, 0.5], [0.25, 0.75]])   # pi = (1/3, 2/3); from state 0: d(t) = (2/3) 4^-t


def test_defaults_eps_and_t_max():
    r = mixing_time_from(P, 0)
    # eps = 1/4: d(0) = 2/3, d(1) = 1/6 <= 1/4: t_mix = 1 (eps = 0.1 would give 2)
    assert r.eps == 0.25 and r.t_mix == 1
    assert r.method == "doubling" and r.t_max == 2**40
    s = mixing_time_from(P, 0, method="stepping")
    assert s.t_max == 10**6 and dm.STEP_T_MAX == 10**6
    assert s.times == (0, 1) and s.distances == pytest.approx((2 / 3, 1 / 6), abs=1e-15)


def test_auto_route_at_doubling_max(monkeypatch):
    monkeypatch.setattr(dm, "DOUBLING_MAX", 2)
    assert mixing_time_from(P, 0, eps=0.01).method == "doubling"     # N = 2 = DOUBLING_MAX
    monkeypatch.setattr(dm, "DOUBLING_MAX", 1)
    r = mixing_time_from(P, 0, eps=0.01)
    assert r.method == "stepping" and r.t_mix == 4                  # d(4) = 1/384 <= 1/100 < d(3)


def test_start_and_text():
    r = mixing_time_from(P, 1, eps=0.01)
    # from state 1: d(t) = (1/3) 4^-t; d(3) = 1/192 <= 1/100 < d(2) = 1/48
    assert r.start == 1 and r.t_mix == 3
    assert str(r) == "from state 1: t_mix(0.01) = 3 (doubling)"
    assert str(mixing_time_from(P, 0, eps=0.01)) == "from state 0: t_mix(0.01) = 4 (doubling)"
    d = mixing_time_from(P, [0.5, 0.5], eps=0.01)
    assert d.start is None and str(d).startswith("from the given distribution: ")
    lab = mixing_time_from(P, 0, eps=0.01, label="the sentence")
    assert str(lab) == "from the sentence: t_mix(0.01) = 4 (doubling)"


def test_distance_from_zero_steps_and_by_hand():
    np.testing.assert_allclose(distance_from(P, 0, 0), [2 / 3], rtol=1e-15)
    np.testing.assert_allclose(distance_from(P, 0, 3), [2 / 3, 1 / 6, 1 / 24, 1 / 96], rtol=1e-12)


def test_the_law_given_is_the_one_compared_with():
    # with pi given as (1/2, 1/2) (not the chain's law), d(t) = TV(mu P^t, (1/2, 1/2)) by hand:
    # mu P^0 = (1, 0): 1/2; mu P = (1/2, 1/2): 0; mu P^2 = (3/8, 5/8): 1/8
    np.testing.assert_allclose(distance_from(P, 0, 2, pi=np.array([0.5, 0.5])), [0.5, 0.0, 0.125], atol=1e-15)
    r = mixing_time_from(P, 0, eps=0.3, pi=np.array([0.5, 0.5]), method="stepping")
    assert r.t_mix == 1 and r.distances == pytest.approx((0.5, 0.0), abs=1e-15)
