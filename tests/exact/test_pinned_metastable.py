"""Escape bounds and single-state exit times pinned to hand-computed values.

One site, ``q`` tokens, logits ``(gamma, 0, ..., 0)``: the state ``0`` has margin
``gamma`` and the chain leaves it with probability ``1 - P(0, 0) = (q - 1) / (e^{gamma/T} + q - 1)``
per step, so ``E[tau] = 1 / (1 - P(0, 0)) = 1 + e^{gamma/T} / (q - 1)``: the escape bound
``e^{gamma/T} / (q - 1)`` plus one. A lazy kernel ``lazy I + (1 - lazy) P`` leaves with
probability ``(1 - lazy)(1 - P(0, 0))``. Two-site Potts with coupling ``J`` (margin ``gamma = J``
at ``00``): each site is picked with probability 1/2 and leaves with probability
``(q - 1) / (e^{J/T} + q - 1)``, so again ``E_00[tau] = 1 + e^{J/T} / (q - 1)``.
"""

from __future__ import annotations

import math

import numpy as np
import pytest

from exact import glauber_kernel
from exact.basins import escape_lower_bound, fixed_points
from exact.metastable import escape_checks, expected_exit_times, singleton_log_exit_times
from exact.scans import metastability_scan
from toolkit.models import IndependentSites, plant_margin, potts


def one_site(q: int, gamma: float) -> IndependentSites:
    h = np.zeros((1, q))
    h[0, 0] = gamma
    return IndependentSites(h)


@pytest.mark.parametrize("q", [2, 3, 5])
@pytest.mark.parametrize("gamma, T", [(1.0, 1.0), (2.0, 0.5), (0.3, 2.0)])
def test_escape_bound_and_exit_time_by_hand(q, gamma, T):
    bound = math.exp(gamma / T) / (q - 1)
    assert escape_lower_bound(gamma, T, q) == pytest.approx(bound, rel=1e-14, abs=0)
    K = glauber_kernel(one_site(q, gamma), temperature=T)
    exact_tau = 1 + bound  # 1 / (1 - P(0, 0))
    assert math.exp(singleton_log_exit_times(K, [0])[0]) == pytest.approx(exact_tau, rel=1e-13, abs=0)
    mask = np.arange(q) == 0
    assert expected_exit_times(K, mask)[0] == pytest.approx(exact_tau, rel=1e-13, abs=0)
    (chk,) = escape_checks(K)
    assert chk.fixed_point.index == 0 and chk.fixed_point.gamma == pytest.approx(gamma, abs=1e-14)
    assert chk.log_bound == pytest.approx(gamma / T - math.log(q - 1), abs=1e-13)
    assert chk.log_slack == pytest.approx(math.log(exact_tau / bound), abs=1e-12)


@pytest.mark.parametrize("lazy", [0.2, 0.6])
def test_singleton_exit_time_of_a_lazy_kernel(lazy):
    q, gamma, T = 3, 1.5, 0.8
    K = glauber_kernel(one_site(q, gamma), temperature=T, lazy=lazy)
    P = K.dense()
    tau = 1 / (1 - P[0, 0])  # E[tau] of a single state, by hand from the kernel's diagonal
    assert tau == pytest.approx((1 + math.exp(gamma / T) / (q - 1)) / (1 - lazy), rel=1e-12)
    assert math.exp(singleton_log_exit_times(K, [0])[0]) == pytest.approx(tau, rel=1e-12)
    assert expected_exit_times(K, np.arange(q) == 0)[0] == pytest.approx(tau, rel=1e-12)


@pytest.mark.parametrize("q", [2, 3])
def test_metastability_scan_rows_by_hand(q):
    J = 1.0
    temps = [1.0, 0.5, 0.25, 0.2]
    s = metastability_scan(potts(q, 2, J), temps, state=0)
    assert s.gamma == J and s.q == q
    for r in s.rows:
        T = r.temperature
        assert r.log_bound == pytest.approx(J / T - math.log(q - 1), abs=1e-13)
        assert r.log_exit_time == pytest.approx(math.log(1 + math.exp(J / T) / (q - 1)), abs=1e-12)
    # fit over the two lowest temperatures (default: half the grid), by hand
    x = np.array([1 / 0.25, 1 / 0.2])
    y = np.log(1 + np.exp(J * x) / (q - 1))
    assert s.slope == pytest.approx((y[1] - y[0]) / (x[1] - x[0]), rel=1e-10)


def test_fixed_points_largest_margin_first_and_default_scan_state():
    """Two planted fixed points on an all-ties table: margins exactly 1 and 2, no other
    strict fixed point (every other state has a tied site)."""
    table = np.zeros((3, 9, 3))
    m = plant_margin(table, np.array([[0, 0, 0], [1, 1, 1]]), np.array([1.0, 2.0]))
    fps = fixed_points(m)
    assert [(p.state, p.gamma) for p in fps] == [((1, 1, 1), 2.0), ((0, 0, 0), 1.0)]
    s = metastability_scan(m, [1.0, 0.5])
    assert s.state == "1 1 1" and s.gamma == 2.0
