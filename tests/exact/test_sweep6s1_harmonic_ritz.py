"""Contract sweep 6, group s1 (issue 30): exact/_harmonic_ritz.py's promises that no other test
pins: the interval's properties, the wells' limit at its boundary, how law_error and model_error
widen the interval, refine's strict comparison and the generator by hand."""

from __future__ import annotations

import math

import mpmath
import numpy as np
import pytest

import exact._harmonic_ritz as hr
from exact import stationary_law
from exact._harmonic_ritz import HarmonicRitz, harmonic_ritz_gap, refine


def _star(a: float, b: float, leaves: int):
    """Centre 0 and ``leaves`` wells: P(leaf, 0) = a, P(0, leaf) = b; pi(leaf) ∝ b, pi(0) ∝ a
    (detailed balance); the gap of I - P is a exactly (tests/exact/test_harmonic_ritz.py)."""
    r = np.array([x for k in range(1, leaves + 1) for x in (k, 0)])
    c = np.array([x for k in range(1, leaves + 1) for x in (0, k)])
    lv = np.log([x for _ in range(leaves) for x in (a, b)])
    lp = np.log([a] + [b] * leaves)
    return r, c, lv, lp - np.log(a + leaves * b)


def test_interval_properties_from_their_logarithms():
    h = HarmonicRitz(gap=2e-3, error=1e-4, n_wells=2, eta=0.1, log_gap=math.log(2e-3),
                     log_lower=math.log(1.5e-3), log_upper=math.log(2.5e-3))
    assert h.lower == pytest.approx(1.5e-3, rel=1e-14) and h.upper == pytest.approx(2.5e-3, rel=1e-14)
    # without logarithms: lower 0, upper gap + error; not certified by default
    h0 = HarmonicRitz(gap=2e-3, error=1e-4, n_wells=2, eta=0.1, log_gap=math.log(2e-3))
    assert h0.lower == 0.0 and h0.upper == pytest.approx(2.1e-3, rel=1e-14) and h0.certified is False


def test_constants():
    assert (hr.WELLS_MAX, hr.WELLS_MAX_NONREVERSIBLE, hr.DIGITS_MAX, hr.STATES_MAX) == (12, 64, 4000, 200_000)
    assert hr.RELATIVE_TARGET == 1e-9 and hr.WORK_MAX == 1.5e9


def test_wells_limit_at_its_boundary():
    # WELLS_MAX = 12 wells reduced, 13 not (documented: more than WELLS_MAX wells gives None)
    r, c, lv, lp = _star(1e-20, 0.05, 12)
    res = harmonic_ritz_gap(r, c, lv, lp, 13)
    assert res is not None and res.n_wells == 12 and abs(res.gap - 1e-20) <= res.error
    r, c, lv, lp = _star(1e-20, 0.05, 13)
    assert harmonic_ritz_gap(r, c, lv, lp, 14) is None


def test_law_and_model_errors_widen_the_interval_by_two_rho_plus_model():
    # rel = 2 law_error + inputs + 10 N u + model_error; the upper end is theta_1 (1 + rel) and
    # the lower end carries a factor (1 - rel): here inputs and 10 N u are ~1e-13
    r, c, lv, lp = _star(1e-30, 0.25, 2)
    base = harmonic_ritz_gap(r, c, lv, lp, 3)
    res = harmonic_ritz_gap(r, c, lv, lp, 3, law_error=1e-6, model_error=3e-6)
    assert res.log_upper - res.log_gap == pytest.approx(5e-6, rel=1e-4)
    assert (base.log_lower - res.log_lower) == pytest.approx(5e-6, rel=1e-4)
    assert res.error == pytest.approx(base.error + 5e-6 * res.gap, rel=1e-4)
    assert res.certified is True


def test_refine_needs_an_error_strictly_below_the_given_one():
    # PATH3 of tests/exact/test_harmonic_ritz.py: a reversible 5-state path with two wells
    rates = {(0, 1): 0.1, (1, 0): 0.4, (1, 2): 0.4, (2, 1): 0.1, (2, 3): 0.004, (3, 2): 0.02,
             (3, 4): 0.02, (4, 3): 0.004}
    P = np.zeros((5, 5))
    for (i, j), v in rates.items():
        P[i, j] = v
    P += np.diag(1 - P.sum(axis=1))
    keys = sorted(rates)
    edges = (np.array([k[0] for k in keys]), np.array([k[1] for k in keys]), np.log([rates[k] for k in keys]))
    law = stationary_law(P)
    res = refine(edges, law, 5, 0.5, 1.0)
    assert res is not None
    assert refine(edges, law, 5, 0.5, res.error) is None
    assert refine(edges, law, 5, 0.5, float(np.nextafter(res.error, np.inf))) is not None


def test_generator_by_hand():
    with mpmath.workdps(30):
        A = mpmath.matrix([[5, 1, 2], [3, 7, 0], [0.5, 0.25, 9]])
        G = hr._mp_generator(A)
        want = [[3, -1, -2], [-3, 3, 0], [-0.5, -0.25, 0.75]]
        for i in range(3):
            for j in range(3):
                assert G[i, j] == want[i][j]


def test_eta_free_lower_end_is_theta_over_one_plus_theta_max_h():
    # PATH3 (tests/exact/test_harmonic_ritz.py): max h = h(3) = 1 / 0.04 = 25 and eta < 0, so the
    # lower end is theta_1 / (1 + 25 theta_1), less the inputs' rounding (~1e-13 relative)
    rates = {(0, 1): 0.1, (1, 0): 0.4, (1, 2): 0.4, (2, 1): 0.1, (2, 3): 0.004, (3, 2): 0.02,
             (3, 4): 0.02, (4, 3): 0.004}
    keys = sorted(rates)
    r, c = np.array([k[0] for k in keys]), np.array([k[1] for k in keys])
    lv = np.log([rates[k] for k in keys])
    pi = np.array([4.0, 1.0, 4.0, 0.8, 4.0])
    res = harmonic_ritz_gap(r, c, lv, np.log(pi / pi.sum()), 5)
    assert res.eta < 0
    assert res.lower == pytest.approx(res.gap / (1 + 25.0 * res.gap), rel=1e-9)
    assert res.upper == pytest.approx(res.gap, rel=1e-9)


def test_every_state_a_well_is_not_reduced():
    # a symmetric 3-cycle: pi uniform, every state a local maximum (m = N): None
    r = np.array([0, 1, 1, 2, 2, 0])
    c = np.array([1, 0, 2, 1, 0, 2])
    lv = np.log(np.full(6, 0.25))
    assert harmonic_ritz_gap(r, c, lv, np.log(np.full(3, 1 / 3)), 3) is None


def test_nonreversible_reduction_is_an_estimate_not_a_bound():
    # the ring of three wells of tests/exact/test_harmonic_ritz.py (clockwise-biased rates): the
    # trace chain's pencil gives the gap to first order (certified False), within its error of
    # the dense gap 1 - |lambda|
    ring = {}
    for w in (0, 2, 4):
        ring[(w, (w + 1) % 6)], ring[(w, (w - 1) % 6)] = 2e-5, 1e-5
    for s in (1, 3, 5):
        ring[(s, (s + 1) % 6)], ring[(s, (s - 1) % 6)] = 0.3, 0.2
    P = np.zeros((6, 6))
    for (i, j), v in ring.items():
        P[i, j] = v
    P += np.diag(1 - P.sum(axis=1))
    keys = sorted(ring)
    edges = (np.array([k[0] for k in keys]), np.array([k[1] for k in keys]), np.log([ring[k] for k in keys]))
    law = stationary_law(P)
    res = harmonic_ritz_gap(*edges, law.log_pi, 6, reversible=False)
    dense = 1 - float(np.sort(np.abs(np.linalg.eigvals(P)))[-2])
    assert res is not None and res.certified is False and res.n_wells == 3
    assert abs(res.gap - dense) <= res.error + 1e-15 and res.error < 1e-3 * dense
    assert res.lower <= dense <= res.upper
