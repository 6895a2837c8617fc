"""Soundness of the coupling bounds on ``t_mix``: ``toolkit.bounds`` and ``toolkit.coupling``
held against the exact ``t_mix``, ``d(t)`` and ``dbar(t)`` of small chains computed in
``tests/independent.py`` (dense powers of a kernel built from ``model.logits``; no ``exact``
code).

The model that makes a wrong upper bound visible. ``t_upper = min(t_1, 2 t_2)`` with ``t_1``
the first time the coupling bound on ``dbar`` is below ``eps`` and ``t_2`` the first below
``sqrt(eps)`` (``d(2t) <= dbar(2t) <= dbar(t)^2``, Levin-Peres-Wilmer Lemma 4.11 and eq.
(4.24)). When ``pi`` sits almost all on one state, ``d(t)`` is close to ``dbar(t)`` and
decays geometrically, so ``dbar`` reaches ``sqrt(eps) = 1/2`` well before ``d`` reaches
``eps = 1/4``: a bound that drops the doubling (``t_2`` for ``2 t_2``) falls below the exact
``t_mix``. Two-site Ising with coupling 3 and field 1 on token 1 (T = 1): exact
``t_mix(1/4) = 19``, ``dbar <= 1/2`` first at ``t = 11``, ``dbar <= 1/4`` at ``t = 21`` (values
of the independent computation, asserted below).
"""

from __future__ import annotations

import math

import numpy as np
import pytest

from toolkit.bounds import MixingBounds, mixing_bounds
from toolkit.coupling import coalescence_times
from toolkit.models import potts

from ..independent import d_profile, dbar_profile, dense_kernel, gth, t_mix

EPS = 0.25


def peaked_model():
    """Two-site Ising, coupling 3, field 1 on token 1: ``pi(1, 1) ~ 0.98``."""
    return potts(2, 2, 3.0, field=np.array([0.0, 1.0]))


@pytest.fixture(scope="module")
def exact_peaked():
    P = dense_kernel(peaked_model(), 1.0)
    pi = gth(P)
    return dict(P=P, pi=pi, t_mix=t_mix(P, EPS, pi=pi), d=d_profile(P, 400, pi), dbar=dbar_profile(P, 400))


def _bounds(times, d_upper, d_lower=None, eps=EPS):
    times = np.asarray(times)
    d_upper = np.asarray(d_upper, dtype=float)
    d_lower = np.zeros(times.size) if d_lower is None else np.asarray(d_lower, dtype=float)
    return MixingBounds(times=times, d_upper=d_upper, d_upper_value=d_upper, d_lower=d_lower,
                        meeting_times=np.zeros((1, 2)), eps=eps)


# ---------------------------------------------------------------------- the formula, by hand
def test_t_upper_by_hand():
    # dbar <= 1/2 first at t = 3, <= 1/4 first at t = 7: min(7, 2 * 3) = 6
    b = _bounds(range(1, 11), [0.9, 0.8, 0.45, 0.4, 0.3, 0.26, 0.24, 0.2, 0.1, 0.05])
    assert b.t_upper == 6.0
    # the doubling route loses when t_1 < 2 t_2: <= 1/2 at t = 5, <= 1/4 at t = 7
    b = _bounds(range(1, 11), [0.9, 0.8, 0.7, 0.6, 0.5, 0.3, 0.25, 0.2, 0.1, 0.05])
    assert b.t_upper == 7.0
    # a coarse grid: the times, not the positions, are doubled
    b = _bounds([1, 2, 4, 8, 16, 32], [0.9, 0.8, 0.49, 0.3, 0.2, 0.1])
    assert b.t_upper == 8.0
    # never below sqrt(eps): no upper bound
    assert math.isinf(_bounds([1, 2, 3], [0.9, 0.8, 0.7]).t_upper)
    # eps = 0.01: sqrt(eps) = 0.1
    b = _bounds([1, 2, 3, 4, 5, 6, 7], [0.5, 0.2, 0.1, 0.05, 0.02, 0.011, 0.009], eps=0.01)
    assert b.t_upper == 6.0


def test_t_lower_by_hand():
    # the largest grid time whose lower bound exceeds eps (d does not increase: t_mix > it)
    b = _bounds([1, 2, 4, 8, 16], [1.0] * 5, d_lower=[0.6, 0.5, 0.3, 0.25, 0.1])
    assert b.t_lower == 4
    assert _bounds([1, 2], [1.0, 1.0], d_lower=[0.2, 0.1]).t_lower == 0
    assert b.ratio == math.inf  # t_upper is inf here


def test_t_upper_is_sound_with_the_exact_dbar(exact_peaked):
    # fed the exact dbar (the tightest valid d_upper), t_upper >= t_mix for every eps
    P, pi = exact_peaked["P"], exact_peaked["pi"]
    dbar = exact_peaked["dbar"]
    assert exact_peaked["t_mix"] == 19
    assert int(np.flatnonzero(dbar <= 0.5)[0]) == 11 and int(np.flatnonzero(dbar <= 0.25)[0]) == 21
    times = np.arange(1, 401)
    for eps in (0.25, 0.1, 0.05, 0.01):
        b = _bounds(times, dbar[1:], eps=eps)
        exact = t_mix(P, eps, pi=pi)
        assert exact <= b.t_upper <= 2 * exact + 2, eps
    # and the doubling is what makes it sound here: dbar(11) <= 1/2, yet t_mix = 19 > 11
    assert exact_peaked["d"][11] > EPS


# ---------------------------------------------------------------------- sampled, against the exact chain
def test_mixing_bounds_sandwich_the_exact_t_mix_where_doubling_binds(exact_peaked):
    d, dbar, tm = exact_peaked["d"], exact_peaked["dbar"], exact_peaked["t_mix"]
    b = mixing_bounds(peaked_model(), starts="all", n_replicates=200, max_steps=160, n_times=64, rng=1)
    t = b.times
    assert (b.d_upper >= dbar[t] - 1e-12).all()   # the coupling inequality, at every grid time
    assert (b.d_lower <= d[t] + 1e-12).all()
    assert b.t_lower < tm <= b.t_upper
    # the point estimates straddle the exact dbar at t_mix: a coupling this tight is the
    # case where a missing factor 2 shows
    assert b.t_upper <= 2 * tm


def test_coalescence_bound_covers_the_exact_dbar(exact_peaked):
    dbar = exact_peaked["dbar"]
    res = coalescence_times(peaked_model(), starts="all", n_replicates=400, max_steps=300, rng=2)
    times = np.arange(0, 60, 3)
    up = res.tv_bound(times).upper()
    assert (up >= dbar[times] - 1e-12).all()
    # informative: from near 1 (every pair apart at t = 0) to well below eps
    assert up[0] == pytest.approx(1.0) and up[-1] < 0.1


@pytest.mark.parametrize("lazy", [0.0, 0.5])
def test_coalescence_of_a_lazy_chain_covers_its_exact_dbar(lazy):
    m = peaked_model()
    dbar = dbar_profile(dense_kernel(m, 1.0, lazy=lazy), 200)
    res = coalescence_times(m, starts="all", n_replicates=300, max_steps=400, lazy=lazy, rng=3)
    times = np.arange(0, 120, 6)
    assert (res.tv_bound(times).upper() >= dbar[times] - 1e-12).all()
