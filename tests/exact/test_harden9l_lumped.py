"""Degenerate inputs of the lumped engine (``exact.lumped``), found by the harden9l sweep.

Every expected value is a closed form or a dense computation of the full ``2**n``-state
chain written here with plain numpy from the model's definition (independent sites:
``P(x, x with site i set to b) = (1 - lazy)/n * p_b`` plus the laziness), never the
engine's own output.

- ``t_mix_round_off``: when ``eps`` is exactly one of the distances ``d(t)``, the computed
  ``d(t_mix - 1)`` or ``d(t_mix)`` lies within the declared error of ``eps``, so ``t_mix``
  is uncertain by at least one step (the documented contract: 0 only when *both* clear
  ``eps`` by more than their error).
"""

from __future__ import annotations

import itertools

import numpy as np
import pytest

from exact.lumped import lumped_mixing_time, lumped_spectral_gap
from toolkit.models.exchangeable import IdenticalSites, MeanFieldPotts

from ..independent import dense_kernel


def _dense_independent(n: int, h, lazy: float):
    """The full random-scan kernel of ``IdenticalSites(n, h)`` at T = 1 (q = 2) and its
    stationary law, from the definition (site law ``softmax(h)``, independent sites)."""
    p = np.exp(np.asarray(h, float) - max(h))
    p /= p.sum()
    states = list(itertools.product((0, 1), repeat=n))
    idx = {s: i for i, s in enumerate(states)}
    P = np.zeros((2**n, 2**n))
    for s in states:
        P[idx[s], idx[s]] += lazy
        for i in range(n):
            for b in (0, 1):
                y = list(s)
                y[i] = b
                P[idx[s], idx[tuple(y)]] += (1 - lazy) / n * p[b]
    pi = np.array([np.prod([p[v] for v in s]) for s in states])
    return P, pi, states


def _dense_d(P, pi, rows, t):
    Pt = np.linalg.matrix_power(P, t)
    return max(0.5 * np.abs(Pt[r] - pi).sum() for r in rows)


@pytest.mark.parametrize("starts", ["monochromatic", "certified"])
def test_round_off_when_eps_is_a_distance_one_site(starts):
    # n = 1, h = (0, 0), lazy = 1/2: P^t(x, .) = 2^-t delta_x + (1 - 2^-t) pi, so
    # d(t) = 2^-t * (1 - 1/2) = 2^-(t+1) (every value a power of two: exact in binary).
    # eps = 1/16 = d(3): t_mix = 3 and d(t_mix) = eps exactly, well within the error of the
    # computed distances: the round-off must be reported (>= 1 step), not 0.
    m = lumped_mixing_time(IdenticalSites(1, [0.0, 0.0]), lazy=0.5, eps=1 / 16, starts=starts)
    assert m.t_mix == 3
    assert m.distances[:4] == (0.5, 0.25, 0.125, 0.0625)
    assert 0 < m.distance_error < 1e-10
    assert m.t_mix_round_off >= 1
    # eps = 0.1 lies between d(3) = 0.0625 and d(2) = 0.125, both far from it: no round-off
    far = lumped_mixing_time(IdenticalSites(1, [0.0, 0.0]), lazy=0.5, eps=0.1, starts=starts)
    assert (far.t_mix, far.t_mix_round_off) == (3, 0)


@pytest.mark.parametrize("starts", ["monochromatic", "certified"])
def test_round_off_when_eps_is_a_dense_distance(starts):
    # n = 3 independent sites with h = (0, 0.7), no laziness: the dense 8-state chain's
    # d(t) (over the two monochromatic starts for "monochromatic", over every state for
    # "certified", which is exact), t* = 4. eps = d(t*) (dense, to ~1e-16): whichever side
    # of eps the engine's own d(t*) falls, one of d(t_mix - 1), d(t_mix) is within the
    # error of eps, and t_mix is t* or t* + 1.
    n, h, t_star = 3, [0.0, 0.7], 4
    P, pi, states = _dense_independent(n, h, 0.0)
    rows = [0, 2**n - 1] if starts == "monochromatic" else range(2**n)
    eps = _dense_d(P, pi, rows, t_star)
    assert _dense_d(P, pi, rows, t_star - 1) - eps > 1e-3 and eps - _dense_d(P, pi, rows, t_star + 1) > 1e-3
    m = lumped_mixing_time(IdenticalSites(n, h), eps=eps, starts=starts)
    assert m.t_mix in (t_star, t_star + 1)
    assert m.t_mix_round_off >= 1
    # an eps halfway between d(t*) and d(t* - 1): t_mix = t* with no round-off
    mid = 0.5 * (eps + _dense_d(P, pi, rows, t_star - 1))
    r = lumped_mixing_time(IdenticalSites(n, h), eps=mid, starts=starts)
    assert (r.t_mix, r.t_mix_round_off) == (t_star, 0)


# ---------------------------------------------------------------------- degenerate inputs (Part 2)
# One site, h = (0, 0): pi = (1/2, 1/2), P = lazy I + (1 - lazy) 1 pi^T, so from either start
# d(t) = lazy^t / 2 (d(0) = 1/2), the eigenvalues are 1 and lazy.
ONE = IdenticalSites(1, [0.0, 0.0])


@pytest.mark.parametrize("starts", ["all", "monochromatic", "certified", "auto"])
def test_eps_above_d0_gives_t_mix_zero(starts):
    # eps = 0.6 >= d(0) = 1/2: t_mix = 0 on every route, with no round-off (no d(-1) to read)
    m = lumped_mixing_time(ONE, eps=0.6, starts=starts)
    assert (m.t_mix, m.t_mix_round_off) == (0, 0)


@pytest.mark.parametrize("starts", ["all", "monochromatic", "certified"])
def test_lazy_one_site_t_mix_closed_form(starts):
    # lazy = 1/2: d(t) = 2^-(t+1); eps = 0.1 sits between d(3) = 1/16 and d(2) = 1/8: t_mix = 3
    # (the non-lazy chain mixes in one step: d(1) = 0)
    assert lumped_mixing_time(ONE, lazy=0.5, eps=0.1, starts=starts).t_mix == 3


@pytest.mark.parametrize("starts", ["all", "monochromatic", "certified"])
def test_t_max_below_t_mix_gives_up(starts):
    # the same chain with t_max = 2 < t_mix = 3: no t_mix (documented: give up beyond t_max),
    # whichever route; a lower bound, where given, is at most the true t_mix = 3
    m = lumped_mixing_time(ONE, lazy=0.5, eps=0.1, t_max=2, starts=starts)
    assert m.t_mix is None and m.exact is False
    assert m.t_mix_lower is None or m.t_mix_lower <= 3


@pytest.mark.parametrize("lazy", [0.0, 0.3])
def test_all_classes_lazy_matches_dense(lazy):
    # n = 3 independent sites, h = (0, 0.7): the dense 8-state chain's worst-start t_mix(1/4)
    P, pi, _ = _dense_independent(3, [0.0, 0.7], lazy)
    t, Pt = 0, np.eye(8)
    while max(0.5 * np.abs(Pt[r] - pi).sum() for r in range(8)) > 0.25:
        Pt, t = Pt @ P, t + 1
    assert lumped_mixing_time(IdenticalSites(3, [0.0, 0.7]), lazy=lazy, starts="all").t_mix == t


def test_one_site_gap_with_lazy():
    # eigenvalues 1 and lazy: gap 1 - lazy, lambda_star = lazy
    g = lumped_spectral_gap(ONE, lazy=0.3)
    assert g.spectral_gap == pytest.approx(0.7, abs=1e-15) and g.lambda_star == pytest.approx(0.3, abs=1e-15)


def test_q3_sector_gap_with_lazy_matches_dense():
    # antiferromagnetic mean-field Potts (q = 3, n = 5): the full chain's gap sits in the
    # sector (4, 1, 0), not in the count chain. Dense 243-state kernel with lazy = 1/2
    # (every eigenvalue then >= 0): absolute gap = 1 - |lambda|_2 of the dense matrix.
    m = MeanFieldPotts(3, 5, -2.0)
    ev = np.sort(np.abs(np.linalg.eigvals(dense_kernel(m, 1.0, lazy=0.5))))[::-1]
    g = lumped_spectral_gap(m, lazy=0.5, sectors="all")
    assert g.sector_kind == "full"
    assert g.spectral_gap == pytest.approx(1.0 - ev[1], rel=1e-9)


@pytest.mark.parametrize("starts", ["all", "certified"])
def test_t_max_below_t_mix_lower_bound_is_t_max_plus_one(starts):
    # d(2) = 1/8 > eps = 0.1 is computed, so t_mix >= 3 = t_max + 1 (here the true t_mix); the
    # "all" route reported t_max = 2, sound but one step loose (noted by harden9l)
    m = lumped_mixing_time(ONE, lazy=0.5, eps=0.1, t_max=2, starts=starts)
    assert m.t_mix is None and m.t_mix_lower == 3
