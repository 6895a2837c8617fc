"""Contract sweep (issue 30) of :mod:`exact.mixing`: the documented constants (doubling up to
2048 states, lowrank up to 8192, a given ``pi``'s residual up to 1e-6), the ``auto`` route at
its boundary, a given ``pi`` accepted just under the residual cap and refused just above, the
default ``t_max`` of stepping (``10**5``) and doubling (``2**40``), ``t_max = 0``, the default
``eps = 1/4`` and ``distance_profile`` over chosen starts (two-state chain in closed form:
``d_x(t) = |1 - p - r|^t TV(delta_x, pi)``)."""

from __future__ import annotations

import math

import numpy as np
import pytest

import exact.mixing as mx
from toolkit.exceptions import InvalidInputError


def _two(p, r):
    return np.array([[1 - p, p], [r, 1 - r]])


def test_documented_constants():
    assert mx.DOUBLING_MAX == 2048 and mx.LOWRANK_MAX == 8192 and mx.PI_RESIDUAL_MAX == 1e-6
    assert mx.METHODS == ("auto", "doubling", "stepping", "lowrank")


def test_auto_route_at_the_doubling_limit(monkeypatch):
    monkeypatch.setattr(mx, "DOUBLING_MAX", 2)
    assert mx.mixing_time(_two(0.1, 0.3)).method == "doubling"          # N = 2 = the limit
    P3 = np.full((3, 3), 1 / 3)
    assert mx.mixing_time(P3).method == "stepping"                      # N = 3 above it


def test_given_pi_residual_cap():
    # P = [[1/2, 1/2], [1/4, 3/4]], pi = (1/3 + d, 2/3 - d): ||pi P - pi||_1 = 1.5 d
    P = np.array([[0.5, 0.5], [0.25, 0.75]])
    d = 6e-7
    assert mx.given_stationary(P, [1 / 3 + d, 2 / 3 - d], 2)[0] == pytest.approx(1 / 3 + d, rel=1e-15, abs=0)
    with pytest.raises(InvalidInputError, match="above 1e-06"):
        mx.given_stationary(P, [1 / 3 + 7e-7, 2 / 3 - 7e-7], 2)


def test_default_t_max_and_eps():
    # p = r = 2e-6: d(t) = 0.5 (1 - 4e-6)^t, t_mix(1/4) = ceil(ln 2 / -ln(1 - 4e-6)) = 173287 > 10**5
    p = 2e-6
    want = math.ceil(math.log(2) / -math.log1p(-2 * p))
    assert want == 173287
    step = mx.mixing_time(_two(p, p), method="stepping")
    assert step.t_mix is None and step.t_max == 10**5
    dbl = mx.mixing_time(_two(p, p))
    assert dbl.t_mix == want and dbl.eps == 0.25
    assert mx.mixing_time(_two(p, p), t_max=want - 1).t_mix is None
    # t_max = 0 allowed: d(0) = 1/2 > 1/4, not reached
    assert mx.mixing_time(_two(0.1, 0.3), t_max=0).t_mix is None


def test_distance_profile_over_chosen_starts():
    # p = 0.1, r = 0.3: pi = (3/4, 1/4); d_0(t) = 0.25 * 0.6^t, d_1(t) = 0.75 * 0.6^t
    P = _two(0.1, 0.3)
    d0 = mx.distance_profile(P, 3, starts=[0])
    np.testing.assert_allclose(d0, [0.25 * 0.6**t for t in range(4)], rtol=1e-13)
    d = mx.distance_profile(P, 3, block=1)
    np.testing.assert_allclose(d, [0.75 * 0.6**t for t in range(4)], rtol=1e-13)
    assert mx.distance_profile(P, 0).tolist() == pytest.approx([0.75], rel=1e-14, abs=0)


def test_stepping_blocks_and_workers_agree_with_doubling():
    from exact.kernel import glauber_kernel
    from toolkit.models import random_table

    K = glauber_kernel(random_table(2, 4, 1.0, rng=3), temperature=0.6)
    ref = mx.mixing_time(K, method="doubling", eps=0.1)
    for block, workers in ((3, 1), (5, 2), (512, 1)):
        r = mx.mixing_time(K, method="stepping", eps=0.1, block=block, workers=workers)
        assert r.t_mix == ref.t_mix and r.method == "stepping"
        d = mx.distance_profile(K, r.t_mix)
        np.testing.assert_allclose(r.distances, d[:r.t_mix], rtol=1e-12, atol=1e-15)
        # the worst start attains d(t_mix - 1)
        dw = mx.distance_profile(K, r.t_mix - 1, starts=[r.worst_start])
        assert dw[-1] == pytest.approx(d[r.t_mix - 1], rel=1e-12, abs=0)
    assert d[ref.t_mix] <= 0.1 < d[ref.t_mix - 1]
    # eps = 0.9: t_mix = 1 with every start still above eps at t = 0 (d_x(0) = 1 - pi(x), unequal):
    # the worst start is the one of least pi
    r = mx.mixing_time(K, method="stepping", eps=0.9)
    assert r.t_mix == 1 and r.worst_start == int(np.argmin(mx.stationary(K)))


def test_stepping_t_max_boundary():
    # p = 0.1, r = 0.3: d(t) = 0.75 * 0.6^t, t_mix(1/4) = 3 (module docstring)
    P = _two(0.1, 0.3)
    assert mx.mixing_time(P, method="stepping", t_max=3).t_mix == 3
    late = mx.mixing_time(P, method="stepping", t_max=2)
    assert late.t_mix is None and late.t_max == 2 and len(late.distances) == 3
    assert mx.mixing_time(P, method="doubling", t_max=2).t_mix is None
