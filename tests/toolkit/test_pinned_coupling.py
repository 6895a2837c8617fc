"""Couplings pinned on a one-site model, where every coupled quantity has a closed form.

One site (``n = 1``), ``q`` tokens, any logits ``l``: each update redraws the site from
the same law ``p = softmax(l / T)`` whatever the state (there is no context). So:

- two coupled chains meet at their first update: without laziness ``tau = 1`` for every
  pair of distinct starts (the maximal coupling of ``p`` with itself always agrees, and
  so does CRN with a common uniform); hence ``P(tau > 0) = 1`` and ``P(tau > t) = 0`` for
  ``t >= 1``; with laziness ``lazy`` (one coin for both chains) ``tau ~ Geometric(1 - lazy)``;
- L-lag coupling from uniform starts: ``X`` runs ``L`` steps alone (so ``X_L ~ p``),
  ``Y_0`` is uniform and independent, so ``P(X_L = Y_0) = sum_a p_a / q = 1/q`` and then
  ``tau = L``; otherwise the first coupled step makes them meet, ``tau = L + 1``. The
  Biswas-Jacob-Vanetti estimate ``E[max(0, ceil((tau - L - t) / L))]`` is then
  ``1 - 1/q`` at ``t = 0`` and exactly 0 for ``t >= 1``; the true ``TV(pi_0 P^t, pi)`` is
  ``TV(uniform, p)`` at ``t = 0`` and 0 after, below the bound.
"""

from __future__ import annotations

import math

import numpy as np
import pytest

from toolkit.coupling import coalescence_times, damage_spreading, lag_coupling_tv_bound
from toolkit.models import IndependentSites

LOGITS = np.array([[0.3, -1.0, 1.2]])  # q = 3, arbitrary


@pytest.mark.parametrize("coupling", ["maximal", "crn"])
def test_one_site_pairs_meet_at_the_first_update(coupling):
    m = IndependentSites(LOGITS)
    res = coalescence_times(m, starts="all", n_replicates=50, max_steps=10, coupling=coupling, rng=1)
    assert res.n_pairs == 3 and (res.times == 1).all()
    b = res.tv_bound([0, 1, 2])
    assert [e.value for e in b.bounds] == [1.0, 0.0, 0.0]
    np.testing.assert_array_equal(res.survival(0), 1.0)
    np.testing.assert_array_equal(res.survival(1), 0.0)


def test_one_site_lazy_coalescence_is_geometric():
    """Same lazy coin for both chains: they meet at the first non-lazy step, tau ~ Geometric(1 - lazy)."""
    lazy, k = 0.6, 20_000
    m = IndependentSites(LOGITS)
    res = coalescence_times(m, starts=(np.zeros((1, 1), int), np.ones((1, 1), int)), n_replicates=k,
                            max_steps=200, lazy=lazy, rng=2)
    p = 1 - lazy
    se = math.sqrt(1 - p) / p / math.sqrt(k)
    assert abs(res.mean_time().value - 1 / p) < 5 * se
    # P(tau > t) = lazy^t
    for t in (1, 3):
        frac = float(res.survival(t)[0])
        assert abs(frac - lazy**t) < 5 * math.sqrt(lazy**t * (1 - lazy**t) / k)


@pytest.mark.parametrize("lag", [1, 3, 10])
def test_one_site_lag_coupling_closed_form(lag):
    q, R = 3, 4000
    m = IndependentSites(LOGITS)
    res = lag_coupling_tv_bound(m, lag=lag, times=[0, 1, 2, lag, 2 * lag], n_replicates=R, rng=7)
    assert set(np.unique(res.meeting_times).tolist()) == {lag, lag + 1}  # tau >= L always
    frac_late = float((res.meeting_times == lag + 1).mean())
    assert abs(frac_late - (1 - 1 / q)) < 5 * math.sqrt((1 / q) * (1 - 1 / q) / R)
    b0 = res.bounds[0]
    assert b0.value == pytest.approx(frac_late, abs=1e-12)  # bound at t = 0 is P(tau = L + 1)
    assert all(b.value == 0.0 for b in res.bounds[1:])


def test_damage_spreading_one_site_heals_at_first_update():
    """CRN on one site: the perturbed pair agrees after the first update (Hamming 1 -> 0)."""
    res = damage_spreading(IndependentSites(LOGITS), n_chains=200, n_steps=3, rng=4)
    assert (res.distance[:, 0] == 1).all() and (res.distance[:, 1:] == 0).all()
