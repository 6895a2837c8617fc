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


# ---------------------------------------------------------------------- the levels, from the docstring
def test_upper_curve_is_the_wilson_end_of_the_worst_pair_by_hand():
    # d_upper(t) = max_k U_k(t), U_k the Wilson upper end (one-sided 1 - alpha/2, so that t_1 and
    # 2 t_2 hold together at 1 - alpha) of pair k's fraction of replicates still apart at t,
    # recomputed from the meeting times the result keeps
    from scipy.stats import norm

    level = 0.9
    b = mixing_bounds(peaked_model(), starts="all", n_replicates=50, max_steps=80, n_times=20, level=level, rng=4)
    z = norm.ppf(1 - (1 - level) / 2)
    R = b.n_replicates
    for g, t in enumerate(b.times):
        k = (b.meeting_times > t).sum(axis=1)
        p = k / R
        up = ((p + z * z / (2 * R)) + z * np.sqrt(p * (1 - p) / R + z * z / (4 * R * R))) / (1 + z * z / R)
        assert b.d_upper[g] == pytest.approx(min(1.0, float(up.max())), rel=1e-12, abs=0), t
        # k / R both ways: equal to the bit, 0 included (all pairs met), so abs=0
        assert b.d_upper_value[g] == pytest.approx(float(p.max()), rel=1e-15, abs=0)


def test_lower_curve_is_bonferroni_over_grid_times_and_both_ends(monkeypatch):
    # Wilson ends at one-sided 1 - alpha/(4 G): two events, two ends, G grid times (module
    # docstring): the z each event bound is computed with, seen by a spy
    from scipy.stats import norm

    import toolkit.bounds as B

    seen = []
    real = B._event_bound

    def spy(hx, hy, c, z):
        seen.append((hx.shape[0], z))
        return real(hx, hy, c, z)

    monkeypatch.setattr(B, "_event_bound", spy)
    level = 0.95
    b = mixing_bounds(peaked_model(), starts="all", n_replicates=8, max_steps=60, n_times=12, level=level, rng=0)
    G = b.times.size
    assert len(seen) == 2 and all(g == G for g, _ in seen)
    for _, z in seen:
        assert z == pytest.approx(norm.ppf(1 - (1 - level) / (4 * G)), rel=1e-12)


def test_distinguishing_score_by_hand():
    # h(z) = #{i : z_i = x0_i} - #{i : z_i = y0_i}
    from toolkit.bounds import _score

    x0 = np.array([[0, 0, 0, 1], [1, 1, 1, 1]])
    y0 = np.array([[1, 1, 0, 0], [0, 0, 0, 0]])
    z = np.array([[0, 1, 0, 1], [1, 0, 1, 0]])
    # row 0: matches x0 at sites 0, 2, 3 (3), y0 at sites 1, 2 (2) -> 1; row 1: 2 - 2 -> 0
    assert _score(z, x0, y0).tolist() == [1, 0]
