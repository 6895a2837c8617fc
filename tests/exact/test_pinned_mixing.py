"""Mixing times and distance profiles pinned to closed forms, for both algorithms and
every code path of ``"stepping"`` (several blocks of starts, worker threads, float32),
plus the state-space guard and indexing at their boundaries.

Reference values come from ``tests/exact/reference_chains.py`` (two-state chain:
``d(t) = max(p, r)/(p + r) |1 - p - r|^t``; the T = inf hypercube walk), from the
two-state closed form applied to a lazy chain (``lazy * I + (1 - lazy) P`` is again a
two-state chain with ``p' = (1 - lazy) p``, ``r' = (1 - lazy) r``), and, for chains with
no closed form, from the other algorithm (doubling and stepping share no code beyond
``tv_rows``, which is pinned on its own).

Tolerances: 1e-12 on distances of order one computed by a few dozen float64 products;
float32 stepping carries ~1e-6 round-off (documented in ``mixing_time``), so its
profile is compared at 1e-5 and its ``t_mix`` only where no ``d(t)`` lies within 1e-4 of
``eps``.
"""

from __future__ import annotations

import math

import numpy as np
import pytest

from exact import StateSpace, distance_profile, glauber_kernel, mixing_time, stationary, tv_rows
from toolkit.exceptions import InvalidInputError, StateSpaceTooLargeError
from toolkit.models import potts, random_table

from .reference_chains import hypercube_weight_profile, two_state

# (p, r): r > p puts the worst start (state 1, distance r/(p+r)) in the LAST block when
# block = 1; p > r puts it in the FIRST block. Both orders are needed: a wrong reduction
# over blocks ("first block" or "last block") is right for one of them.
TWO_STATE = [(0.1, 0.3), (0.3, 0.1), (0.05, 0.2), (0.7, 0.4)]


def closed_form_t_mix(d, eps):
    return next(t for t in range(10**6) if d(t) <= eps)


# ---------------------------------------------------------------------- tv_rows
def test_tv_rows_is_half_l1():
    # TV(mu, pi) = (1/2) sum |mu - pi|: point masses at 0 and 1 against pi = (1/4, 3/4)
    pi = np.array([0.25, 0.75])
    np.testing.assert_allclose(tv_rows(np.eye(2), pi), [0.75, 0.25], atol=1e-15)


# ---------------------------------------------------------------------- two-state chain
@pytest.mark.parametrize("p, r", TWO_STATE)
@pytest.mark.parametrize("method, kwargs", [
    ("doubling", {}),
    ("stepping", dict(block=1)),               # one block per start: the worst is in one block only
    ("stepping", dict(block=1, workers=2)),    # blocks on threads
    ("stepping", dict(block=512)),             # one block holding both starts
])
def test_two_state_t_mix_profile_and_worst_start(p, r, method, kwargs):
    P, pi, _, d = two_state(p, r)
    for eps in (0.25, 0.1, 0.03):
        res = mixing_time(P, eps=eps, pi=pi, method=method, **kwargs)
        t_ref = closed_form_t_mix(d, eps)
        assert res.t_mix == t_ref, (eps, res)
        # distance of start x is TV(delta_x, pi) |1-p-r|^t: start 1 (distance pi_0 = r/(p+r)) is worst iff r > p
        assert res.worst_start == (1 if r > p else 0)
        ts = np.asarray(res.times)
        np.testing.assert_allclose(res.distances, [d(t) for t in ts], atol=1e-12)
        if method == "stepping":
            assert list(ts) == list(range(t_ref))  # stepping records every step before t_mix, exactly


@pytest.mark.parametrize("p, r", TWO_STATE)
@pytest.mark.parametrize("block", [1, 2, 512])
def test_distance_profile_two_state_any_block(p, r, block):
    P, pi, _, d = two_state(p, r)
    np.testing.assert_allclose(distance_profile(P, 15, pi=pi, block=block), [d(t) for t in range(16)], atol=1e-12)


@pytest.mark.parametrize("lazy", [0.25, 0.5, 0.8])
def test_lazy_two_state_kernel(lazy):
    """A lazy two-state chain is the two-state chain with p, r scaled by 1 - lazy."""
    p, r = 0.35, 0.6
    P, pi, _, _ = two_state(p, r)
    L = lazy * np.eye(2) + (1 - lazy) * P
    _, _, _, d = two_state((1 - lazy) * p, (1 - lazy) * r)
    for method in ("doubling", "stepping"):
        res = mixing_time(L, pi=pi, method=method, block=1)
        assert res.t_mix == closed_form_t_mix(d, 0.25)
    np.testing.assert_allclose(distance_profile(L, 20, pi=pi, block=1), [d(t) for t in range(21)], atol=1e-12)


# ---------------------------------------------------------------------- giving up at t_max
def test_stepping_gives_up_exactly_beyond_t_max():
    """``t_mix`` is None exactly when it exceeds ``t_max``: two-state p = 0.1, r = 0.3 has t_mix = 3."""
    P, pi, _, d = two_state(0.1, 0.3)
    assert closed_form_t_mix(d, 0.25) == 3
    assert mixing_time(P, pi=pi, method="stepping", t_max=2, block=1).t_mix is None
    assert mixing_time(P, pi=pi, method="stepping", t_max=3, block=1).t_mix == 3
    res = mixing_time(P, pi=pi, method="stepping", t_max=2, block=1)
    assert res.worst_start == 1 and res.distances[-1] == pytest.approx(d(2), abs=1e-12)


def test_doubling_gives_up_when_t_mix_exceeds_t_max():
    P, pi, _, _ = two_state(0.1, 0.3)  # t_mix = 3
    assert mixing_time(P, pi=pi, method="doubling", t_max=2).t_mix is None
    assert mixing_time(P, pi=pi, method="doubling", t_max=4).t_mix == 3


def test_doubling_reaches_t_mix_equal_to_t_max():
    P, pi, _, _ = two_state(0.1, 0.3)  # t_mix = 3
    assert mixing_time(P, pi=pi, method="doubling", t_max=3).t_mix == 3


@pytest.mark.parametrize("p, r", [(0.06, 0.1), (0.03, 0.05), (0.025, 0.025), (0.02, 0.01)])
@pytest.mark.parametrize("method", ["doubling", "stepping"])
def test_t_max_grid_against_closed_form(p, r, method):
    """For every t_max around t_mix (and across powers of two, where doubling switches from
    bisecting below a doubled time to searching up to t_max): t_mix if t_mix <= t_max, else None.
    t_mix = 6, 11, 14, 33; at t_mix = 14 with t_max in 14..15 the search of (8, t_max] needs its
    largest step (+4)."""
    P, pi, _, d = two_state(p, r)
    t_ref = closed_form_t_mix(d, 0.25)
    assert t_ref >= 5  # long enough for a multi-step search below t_max
    for t_max in range(1, 2 * t_ref + 3):
        res = mixing_time(P, pi=pi, method=method, t_max=t_max, block=1)
        assert res.t_mix == (t_ref if t_ref <= t_max else None), (t_max, res.t_mix, t_ref)


# ---------------------------------------------------------------------- ties with eps
@pytest.mark.parametrize("method", ["doubling", "stepping"])
def test_round_off_slack_resolves_ties_as_documented(method):
    """``d(t)`` is compared with ``eps`` up to the slack TIE_ATOL = 1e-12 (exact/mixing.py):
    two-state p = 0.1, r = 0.3 has d(3) = 0.75 * 0.6^3 = 0.162 exactly. With eps 1e-14 below
    it (inside the slack) t = 3 counts as mixed; 1e-10 below (outside) it does not. t = 3 is
    not a power of two, so doubling reaches it in its bisection."""
    P, pi, _, d = two_state(0.1, 0.3)
    assert mixing_time(P, eps=d(3) - 1e-14, pi=pi, method=method, block=1).t_mix == 3
    assert mixing_time(P, eps=d(3) + 1e-14, pi=pi, method=method, block=1).t_mix == 3
    assert mixing_time(P, eps=d(3) - 1e-10, pi=pi, method=method, block=1).t_mix == 4


# ---------------------------------------------------------------------- T = inf hypercube
@pytest.mark.parametrize("n", [2, 3, 5])
@pytest.mark.parametrize("kwargs", [dict(block=3), dict(block=3, workers=2), dict(block=1)])
def test_hypercube_stepping_blocks_and_workers(n, kwargs):
    """Random-scan Glauber at T = inf is the lazy walk on {0,1}^n; every start is a worst start."""
    K = glauber_kernel(potts(2, n, 1.0), temperature=math.inf)
    res = mixing_time(K, method="stepping", **kwargs)
    ref = hypercube_weight_profile(n, res.t_mix + 2)
    assert res.t_mix == int(np.argmax(ref <= 0.25))
    np.testing.assert_allclose(res.distances, ref[: res.t_mix], atol=1e-12)
    np.testing.assert_allclose(distance_profile(K, res.t_mix + 2, block=kwargs["block"]), ref, atol=1e-12)


# ---------------------------------------------------------------------- stepping = doubling
@pytest.mark.parametrize("make, T, lazy", [
    (lambda: random_table(2, 6, 1.0, rng=3), 0.8, 0.0),       # non-reversible, one worst start
    (lambda: random_table(3, 4, 1.5, rng=4), 0.7, 0.3),       # lazy
    (lambda: potts(2, 7, 1.0, graph="cycle"), 1.2, 0.0),
])
def test_stepping_equals_doubling_with_many_blocks(make, T, lazy):
    K = glauber_kernel(make(), temperature=T, lazy=lazy)
    pi = stationary(K)
    ref = mixing_time(K, pi=pi, method="doubling")
    prof = distance_profile(K, ref.t_mix, pi=pi, block=K.n_states)
    for kwargs in (dict(block=5), dict(block=7, workers=2), dict(block=1)):
        res = mixing_time(K, pi=pi, method="stepping", **kwargs)
        assert res.t_mix == ref.t_mix, kwargs
        np.testing.assert_allclose(res.distances, prof[:-1], atol=1e-12)  # d(0..t_mix-1)
        # the reported worst start attains d(t_mix - 1) (the documented meaning of worst_start)
        row = distance_profile(K, ref.t_mix - 1, pi=pi, starts=[res.worst_start])[-1]
        assert row == pytest.approx(prof[ref.t_mix - 1], abs=1e-12)
    np.testing.assert_allclose(distance_profile(K, ref.t_mix, pi=pi, block=5), prof, atol=1e-12)


def test_stepping_float32_within_its_stated_round_off():
    K = glauber_kernel(random_table(2, 6, 1.0, rng=3), temperature=0.8)
    pi = stationary(K)
    ref = distance_profile(K, 60, pi=pi)
    eps = 0.25
    assert np.abs(ref - eps).min() > 1e-4  # no near-tie: float32 cannot flip the comparison
    res = mixing_time(K, eps=eps, pi=pi, method="stepping", dtype=np.float32, block=9, workers=2)
    assert res.t_mix == int(np.argmax(ref <= eps))
    np.testing.assert_allclose(res.distances, ref[: res.t_mix], atol=1e-5)


def test_ising_cycle_mixing_within_relaxation_bounds():
    """q = 2 Potts on a cycle of n sites with coupling c is the 1-D Ising chain with J = c/2;
    Glauber (1963): the random-scan heat-bath gap is (1 - tanh(c/T))/n, so t_rel = n/(1 - tanh(c/T)).
    Transfer matrix: Z = (1 + e^{c/T})^n + (e^{c/T} - 1)^n, and for even n the alternating state
    (no agreeing edge) has the least weight, pi_min = 1/Z. The reversible-chain bounds
    (t_rel - 1) ln(1/2eps) <= t_mix <= t_rel ln(1/(eps pi_min)) must hold for both algorithms."""
    n, c, T, eps = 8, 1.0, 1.0, 0.25
    K = glauber_kernel(potts(2, n, c, graph="cycle"), temperature=T)
    pi = stationary(K)
    b = math.exp(c / T)
    Z = (1 + b) ** n + (b - 1) ** n
    assert pi.min() == pytest.approx(1 / Z, rel=1e-10, abs=0)
    t_rel = n / (1 - math.tanh(c / T))
    lo, hi = (t_rel - 1) * math.log(1 / (2 * eps)), t_rel * math.log(1 / (eps * pi.min()))
    for method, kw in (("doubling", {}), ("stepping", dict(block=17, workers=2))):
        t = mixing_time(K, eps=eps, pi=pi, method=method, **kw).t_mix
        assert lo <= t <= hi, (method, lo, t, hi)


# ---------------------------------------------------------------------- state space
def test_state_space_guard_boundary_and_memory_estimate():
    assert len(StateSpace(2, 5, max_states=32)) == 32  # exactly max_states is allowed
    with pytest.raises(StateSpaceTooLargeError):
        StateSpace(2, 5, max_states=31)
    with pytest.raises(StateSpaceTooLargeError) as info:
        StateSpace(3, 20)
    # documented default: 8 * (n + 2) bytes per state (conditional table + two float64 vectors)
    assert info.value.bytes_needed == 3**20 * 8 * (20 + 2)


def test_state_space_index_range_and_hamming():
    s = StateSpace(3, 3)
    assert s.states(np.array([26])).tolist() == [[2, 2, 2]]
    with pytest.raises(InvalidInputError, match="state index must be in 0..26"):
        s.states(np.array([27]))
    with pytest.raises(InvalidInputError):
        s.states(np.array([-1]))
    # index 0 = (0,0,0), 26 = (2,2,2), 1 = (0,0,1), 3 = (0,1,0): Hamming distances by hand
    assert s.hamming([0, 0, 1], [26, 1, 3]).tolist() == [3, 1, 2]
    # one token is no vocabulary (DESIGN.md: q >= 2 tokens); the error names `q` and its value
    with pytest.raises(InvalidInputError, match=r"`q` must be >= 2; got 1"):
        StateSpace(1, 3)


def test_stepping_worst_start_attains_d_before_t_mix():
    K = glauber_kernel(random_table(2, 3, 1.0, rng=1), temperature=1.0)
    pi = stationary(K)
    res = mixing_time(K, pi=pi, method="stepping", block=1)
    d = distance_profile(K, res.t_mix, pi=pi)
    mine = distance_profile(K, res.t_mix, pi=pi, starts=[res.worst_start])
    assert mine[res.t_mix - 1] == pytest.approx(d[res.t_mix - 1], abs=1e-12)


def test_stepping_profile_is_exact_before_t_mix():
    """Single block (block=512): the reference is distance_profile, which never retires a
    start. Stepping reports d(0..t_mix-1) (every start above eps still evolving), not
    d(t_mix): the starts retired earlier are no longer evolved then."""
    K = glauber_kernel(random_table(2, 3, 1.5, rng=1), temperature=0.7)
    pi = stationary(K)
    res = mixing_time(K, pi=pi, method="stepping")
    d = distance_profile(K, res.t_mix, pi=pi)
    assert len(res.distances) == res.t_mix
    np.testing.assert_allclose(res.distances, d[:-1], atol=1e-12)
    assert d[-1] <= 0.25 < res.distances[-1]


@pytest.mark.parametrize("method", ["doubling", "stepping"])
def test_worst_start_of_a_symmetric_chain_is_the_lowest_tied_state(method):
    """P = [[0.7, 0.3], [0.3, 0.7]] is invariant under swapping the two states, so both starts
    are equally far from pi = (1/2, 1/2) at every t (d_x(t) = 0.5 * 0.4^t, Levin-Peres-Wilmer
    1.1): every method resolves the tie the same way, to the lowest index (exact._powers.worst_index)."""
    P, pi, _, d = two_state(0.3, 0.3)
    res = mixing_time(P, pi=pi, method=method, eps=0.1)
    assert res.t_mix == 2   # d(1) = 0.2 > 0.1 >= d(2) = 0.08
    assert d(1) > 0.1 >= d(2)
    assert res.worst_start == 0


def test_a_slightly_wrong_pi_is_refused():
    """P = [[0.9, 0.1], [0.3, 0.7]] has pi = (3/4, 1/4). pi + (1e-4, -1e-4) has
    ||pi P - pi||_1 = 2 * 1e-4 * |1 - p - r - 1| = 8e-5 (the error delta = (1, -1) 1e-4 is the
    left eigenvector of eigenvalue 1 - p - r = 0.6, so delta P - delta = -0.4 delta): far above
    round-off, and it would move d(t) silently; refused."""
    P, pi, _, _ = two_state(0.1, 0.3)
    with pytest.raises(InvalidInputError, match=r"\|\|pi P - pi\|\|_1 = 8e-05"):
        mixing_time(P, pi=pi + np.array([1e-4, -1e-4]))
    with pytest.raises(InvalidInputError, match="not the stationary law"):
        distance_profile(P, 3, pi=pi + np.array([1e-4, -1e-4]))
    assert mixing_time(P, pi=pi).t_mix == 3
