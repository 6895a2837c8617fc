"""``d_mu(t)`` and ``t_mix`` from a given start (:mod:`exact.distance`) pinned to closed forms.

References, computed here without the code under test:

- the two-state chain: ``d_mu(t) = |mu_0 - pi_0| |1 - p - r|^t`` (Levin-Peres-Wilmer 1.1);
- the lazy walk on the path ``0..n-1`` (``P(i, i+-1) = 1/4``, holding ``1/2``, ``3/4`` at the
  ends): eigenvalues ``(1 + cos(pi k / n)) / 2`` with eigenvectors
  ``cos(pi k (i + 1/2) / n)`` (the reflecting walk's cosine basis), ``pi`` uniform, so
  ``P^t(x, y) = (1/n) [1 + 2 sum_{k>=1} lambda_k^t cos(pi k (x+1/2)/n) cos(pi k (y+1/2)/n)]``;
- the lazy hypercube walk (:func:`tests.exact.reference_chains.hypercube_weight_profile`),
  where every start is a worst start.

Tolerance ``1e-12`` (sums of a few dozen products).
"""

from __future__ import annotations

import math

import numpy as np
import pytest

from exact import ExactChain
from exact.distance import distance_from, mixing_time_from
from exact.mixing import mixing_time
from tests.exact.reference_chains import hypercube_weight_profile
from toolkit.exceptions import InvalidInputError, ReducibleChainError
from toolkit.models import IndependentSites, potts
from toolkit.results import load_result


def lazy_path(n: int) -> np.ndarray:
    P = np.zeros((n, n))
    for i in range(n):
        P[i, i] = 0.5
        if i > 0:
            P[i, i - 1] = 0.25
        if i < n - 1:
            P[i, i + 1] = 0.25
    P[0, 0] = P[n - 1, n - 1] = 0.75
    return P


def lazy_path_distance(n: int, x: int, t: int) -> float:
    k = np.arange(1, n)
    lam = (1 + np.cos(np.pi * k / n)) / 2
    y = np.arange(n)
    cx = np.cos(np.pi * k * (x + 0.5) / n)
    cy = np.cos(np.pi * np.outer(k, y + 0.5) / n)
    dev = 2 * (lam**t * cx) @ cy / n  # P^t(x, y) - 1/n
    return float(0.5 * np.abs(dev).sum())


@pytest.mark.parametrize("mu0", [1.0, 0.0, 0.2])
def test_two_state_distance_and_mixing_time(mu0):
    p, r = 0.3, 0.1
    P = np.array([[1 - p, p], [r, 1 - r]])
    pi0 = r / (p + r)
    want = [abs(mu0 - pi0) * abs(1 - p - r) ** t for t in range(30)]
    # d_mu is a difference of two laws: absolute accuracy ~ u (module docstring)
    np.testing.assert_allclose(distance_from(P, [mu0, 1 - mu0], 29), want, rtol=1e-12, atol=1e-15)
    for eps in (0.1, 0.01, 1e-5):
        t_star = next(t for t, d in enumerate(want) if d <= eps)
        for method in ("doubling", "stepping"):
            r_ = mixing_time_from(P, [mu0, 1 - mu0], eps=eps, method=method)
            assert r_.t_mix == t_star, (method, eps)
            # absolute, as above: at eps = 1e-5 (d ~ 9e-6) the error is 1.6e-16..2.1e-16, i.e. ~N u
            # absolutely but 1.7e-11..2.3e-11 relatively (measured; rel=1e-12 alone fails there)
            assert r_.distance_at(t_star) == pytest.approx(want[t_star], rel=1e-12, abs=1e-15)


def test_two_state_with_rates_of_1e_120_mixes_after_about_3e119_steps():
    """``d(t) = 0.75 (1 - 4e-120)^t`` from state 1: ``t_mix(1/4) = ceil(ln 3 / -log1p(-4e-120))``."""
    p, r = 1e-120, 3e-120
    P = np.array([[1 - p, p], [r, 1 - r]])
    res = mixing_time_from(P, 1, eps=0.25, t_max=10**130)
    t_star = math.log(3.0) / -math.log1p(-(p + r))
    assert res.method == "doubling"
    # the powers keep the rates' digits: relative 1e-13 at t = 2.7e119 (the round-off slack
    # TIE_ATOL = 1e-12, were it allowed to decide, would end it 4e-12 early)
    assert abs(res.t_mix - t_star) / t_star < 1e-13
    assert mixing_time_from(P, 0, eps=0.25).t_mix == 0   # d(0) = |1 - 3/4| = 1/4 exactly
    # rates of 1e-9: t_mix = ceil(t*) = 274653072 to the step, where the slack would end it ~1000 steps early
    p, r = 1e-9, 3e-9
    P = np.array([[1 - p, p], [r, 1 - r]])
    assert mixing_time_from(P, 1, eps=0.25).t_mix == math.ceil(math.log(3.0) / -math.log1p(-(p + r))) == 274653072


def test_a_metastable_start_mixes_at_the_exact_step_where_the_slack_would_end_early():
    """``d(t) = 0.75 (1 - 4e-13)^t`` from state 1: ``d`` falls by ~1e-13 a step, so the loose
    pass (``d <= eps + TIE_ATOL``) stops ~10 steps before ``t*``, and the strict second pass
    (``exact._powers.strict_crossing`` from there) must land on ``t* = ceil(ln 3 / -ln(1 - p - r))``
    to the step (``t*`` from mpmath at 50 digits; its fractional part 0.73 is far from a tie)."""
    import mpmath

    p, r = 1e-13, 3e-13
    with mpmath.workdps(50):
        x = mpmath.log(3) / -mpmath.log(1 - (mpmath.mpf(p) + mpmath.mpf(r)))
        loose = mpmath.log(mpmath.mpf("0.75") / (mpmath.mpf("0.25") + mpmath.mpf("1e-12"))) / -mpmath.log(
            1 - (mpmath.mpf(p) + mpmath.mpf(r)))
        t_star, t_loose, frac = int(mpmath.ceil(x)), int(mpmath.ceil(loose)), float(x - mpmath.floor(x))
    assert t_star == 2746530721670 and t_star - t_loose == 10 and 0.1 < frac < 0.9
    res = mixing_time_from(np.array([[1 - p, p], [r, 1 - r]]), 1, eps=0.25, t_max=10**15)
    assert res.method == "doubling" and res.t_mix == t_star


@pytest.mark.parametrize("x", [0, 4, 9])
def test_lazy_path_walk_from_each_start_matches_its_cosine_sum(x):
    n = 10
    P = lazy_path(n)
    d = distance_from(P, x, 60)
    want = [lazy_path_distance(n, x, t) for t in range(61)]
    np.testing.assert_allclose(d, want, rtol=1e-10, atol=1e-14)
    t_star = next(t for t, v in enumerate(want) if v <= 0.25)
    assert mixing_time_from(P, x).t_mix == t_star
    assert mixing_time_from(P, x, method="stepping").t_mix == t_star
    # no start mixes later than the worst start
    assert t_star <= mixing_time(P).t_mix


@pytest.mark.parametrize("n, x, eps", [(10, 0, 0.25), (10, 6, 0.25), (4, 1, 0.01)])
def test_doubling_stops_at_t_max_around_the_crossing(n, x, eps):
    """The galloping search (``exact._powers.strict_crossing``, the one shared with the worst
    start's strict pass) against the cosine sum, at every ``t_max`` up to twice the crossing:
    ``t_mix`` is found exactly when ``t_max >= t*``, no time beyond ``t_max`` is evaluated, and
    every evaluated ``d_mu(t)`` is the closed form. (n = 4 from 1 at eps = 0.01 is a case whose
    last check reads a value the bisection already evaluated.)"""
    P = lazy_path(n)
    want = [lazy_path_distance(n, x, t) for t in range(300)]
    t_star = next(t for t, v in enumerate(want) if v <= eps)
    for t_max in [*range(1, 2 * t_star + 4), 256]:   # every way t_max can cut the gallop and the bisection
        r = mixing_time_from(P, x, eps=eps, t_max=t_max)
        assert r.method == "doubling" and r.t_mix == (t_star if t_max >= t_star else None), t_max
        assert max(r.times) <= t_max and len(set(r.times)) == len(r.times)
        np.testing.assert_allclose(r.distances, [want[t] for t in r.times], rtol=1e-10, atol=1e-14)


def test_every_start_of_the_hypercube_walk_is_a_worst_start():
    chain = ExactChain(IndependentSites(np.zeros((4, 2))), temperature=1.0)
    want = hypercube_weight_profile(4, 30)
    for start in (0, 5, (1, 0, 1, 1), "1 1 1 1"):
        np.testing.assert_allclose(chain.distance_from(start, 30), want, rtol=1e-12, atol=1e-15)
        assert chain.mixing_from(start, 0.1).t_mix == next(t for t, v in enumerate(want) if v <= 0.1)
    assert chain.mixing_from(0).t_mix == chain.mixing().t_mix


def test_a_potts_chain_from_a_ground_state_and_from_a_mixed_state():
    chain = ExactChain(potts(2, 5, 1.5), temperature=1.0)  # t_mix 2723
    worst = chain.mixing(0.25)
    ground = chain.mixing_from((0, 0, 0, 0, 0), label="00000")
    step = chain.mixing_from(0, method="stepping")
    assert ground.t_mix == step.t_mix <= worst.t_mix
    assert ground.label == "00000" and "00000" in str(ground)
    # the worst start's own t_mix is the worst-start t_mix
    assert chain.mixing_from(worst.worst_start).t_mix == worst.t_mix
    # the stepping profile is d_mu(0..t_mix), exact
    np.testing.assert_allclose(step.distances, chain.distance_from(0, step.t_mix), rtol=1e-12)


def test_t_max_refusals_and_round_trip(tmp_path):
    P = lazy_path(8)
    r = mixing_time_from(P, 0, eps=1e-6, t_max=5)
    assert r.t_mix is None and not r.reached and "up to t_max = 5" in str(r)
    s = mixing_time_from(P, 0, eps=1e-6, t_max=5, method="stepping")
    assert s.t_mix is None and s.times == tuple(range(6))
    path = tmp_path / "s.json"
    r.save(path)
    assert load_result(path) == r
    with pytest.raises(InvalidInputError, match="`eps`"):
        mixing_time_from(P, 0, eps=1.0)
    with pytest.raises(InvalidInputError, match="`method`"):
        mixing_time_from(P, 0, method="lowrank")
    with pytest.raises(InvalidInputError, match="`start`"):
        mixing_time_from(P, 8)
    with pytest.raises(InvalidInputError, match="not evaluated"):
        r.distance_at(100)
    with pytest.raises(ReducibleChainError):
        mixing_time_from(np.eye(2), 0)
    chain = ExactChain(potts(2, 3, 1.0), temperature=1.0)
    with pytest.raises(InvalidInputError, match="not one of the tokens"):
        chain.mixing_from("0 1 x")


def test_an_exact_tie_resolves_as_in_exact_arithmetic():
    """``P = [[15/16, 1/16], [1/2, 1/2]]``, ``pi_0 = 8/9``: from state 0, ``d(t) = (1/9)(7/16)^t``,
    so ``d(2) = 49/2304`` exactly, at or below ``eps = float(49/2304)``; the float computation
    of ``d(2)`` lands 2e-17 above it, which the round-off slack resolves (t_mix = 2, not 3)."""
    from fractions import Fraction

    P = np.array([[15 / 16, 1 / 16], [0.5, 0.5]])
    eps = 49 / 2304
    assert Fraction(eps) >= Fraction(49, 2304) and distance_from(P, 0, 2)[2] > eps
    for method in ("stepping", "doubling"):
        assert mixing_time_from(P, 0, eps=eps, method=method).t_mix == 2
