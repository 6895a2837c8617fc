"""Contract pins of toolkit.app.report.known_results' closed forms (issue 30, sweep6s4),
computed here independently: the hypercube's limit window -ln(2 Phi^-1((1 + eps)/2)) (0.4505 at
eps = 1/4, by bisection on the normal CDF), the Curie-Weiss barrier rate (m* by fixed-point
iteration, H in nats), the mean-field Potts spinodal (min of beta(x) on a fine grid), and the
published constants of issue 12."""

import math

import numpy as np
import pytest

from toolkit.app.report import known_results as kr


def _phi_inv(p):
    lo, hi = -10.0, 10.0
    for _ in range(200):
        mid = (lo + hi) / 2
        if 0.5 * (1 + math.erf(mid / math.sqrt(2))) < p:
            lo = mid
        else:
            hi = mid
    return lo


def test_limit_window():
    for eps in (0.25, 0.05):
        assert kr._limit_window(eps) == pytest.approx(-math.log(2 * _phi_inv((1 + eps) / 2)), abs=1e-9)
    assert round(kr._limit_window(0.25), 4) == 0.4505


def test_barrier_rate_by_fixed_point():
    beta, T = 1.0, 0.7
    m = 0.9
    for _ in range(2000):
        m = math.tanh(beta * m / T)

    def H(p):
        return -(p * math.log(p) + (1 - p) * math.log(1 - p))

    def f(x):
        return -beta * x * x / 2 - T * H((1 + x) / 2)
    assert kr._barrier_rate(beta, T) == pytest.approx((f(0.0) - f(m)) / T, rel=1e-9)


@pytest.mark.parametrize("q", [3, 4, 5])
def test_spinodal_by_grid(q):
    x = np.linspace(1 / q + 1e-4, 1 - 1e-6, 400001)
    beta = (q - 1) * np.log((q - 1) * x / (1 - x)) / (q * x - 1)
    assert kr._spinodal(q) == pytest.approx(beta.min(), rel=1e-8)


def test_published_constants():
    assert kr.CW_T2_RATIO == {10: (1.04, 2), 50: (1.028, 3), 100: (1.023, 3)}
    assert kr.CW_GAP == {(500, 2.0): 1.0029836068e-3, (500, 1.0): 6.905253140e-5, (14, 0.3): 3.90788512496627e-8}
    assert (kr.CW_BARRIER_T, kr.CW_BARRIER_N) == (0.7, (200, 300, 400))
