"""prm21b (fourth sweep, loose assertions): :func:`toolkit.app.mixing_truth.mean_field_barrier`
against the barrier computed independently from the stationary points of the free-energy
profile (roots of ``phi'`` by scipy's brentq), where a plausible wrong version and the
right one differ: Curie-Weiss WITH a field (at zero field the saddle sits at the midpoint
between the wells), mean-field Potts where the disordered point is still a minimum."""

import math

import numpy as np
import pytest
from scipy.optimize import brentq

from toolkit.app.mixing_truth import mean_field_barrier, spinodal_temperature


def _roots(fprime, lo, hi, k=20001):
    x = np.linspace(lo, hi, k)
    f = np.array([fprime(v) for v in x])
    return [brentq(fprime, x[i], x[i + 1], xtol=1e-15) for i in range(k - 1) if f[i] * f[i + 1] < 0]


def test_curie_weiss_barrier_with_a_field_from_its_stationary_points():
    # phi(m) = -K m^2/2 - H m - s(m), s(m) the binary entropy of (1 + m)/2 (module docstring);
    # phi'(m) = -K m - H + atanh(m): three roots below the spinodal (wells m1 < m3, saddle m2);
    # B = phi(m2) - max(phi(m1), phi(m3)) (the saddle above the shallower well)
    T, field = 0.5, 0.1
    K, H = 1.0 / T, field / T

    def phi(m):
        p, r = 0.5 * (1 + m), 0.5 * (1 - m)
        return -0.5 * K * m * m - H * m + p * math.log(p) + r * math.log(r)

    m1, m2, m3 = _roots(lambda m: -K * m - H + math.atanh(m), -1 + 1e-9, 1 - 1e-9)
    truth = phi(m2) - max(phi(m1), phi(m3))
    assert truth > 0.01
    assert mean_field_barrier("curie-weiss", T, 1.0, field=field) == pytest.approx(truth, rel=1e-6)


def test_mean_field_potts_barrier_where_the_disordered_point_is_a_minimum():
    # along rho = (x, y, y), y = (1 - x)/2: phi(x) = -K/2 (x^2 + 2 y^2) + x ln x + (1 - x) ln y,
    # phi'(x) = ln(x/y) - K (x - y). Just below the spinodal with K < q = 3 the disordered point
    # x = 1/3 is a local minimum, then a maximum (the saddle) and the ordered well: the barrier
    # is the saddle's height above the ordered well, not the disordered end's
    q = 3
    T = 0.98 * spinodal_temperature("mean-field-potts", q=q)
    K = 1.0 / T
    assert K < q

    def phi(x):
        y = (1 - x) / (q - 1)
        return -0.5 * K * (x * x + (q - 1) * y * y) + x * math.log(x) + (1 - x) * math.log(y)

    roots = _roots(lambda x: math.log(x / ((1 - x) / (q - 1))) - K * (x - (1 - x) / (q - 1)), 1 / q + 1e-6, 1 - 1e-9)
    saddle, well = roots
    assert phi(saddle) > phi(1 / q) and phi(saddle) > phi(well)
    truth = phi(saddle) - phi(well)
    assert truth - (phi(1 / q) - phi(well)) > 1e-4  # the two candidate answers differ here
    assert mean_field_barrier("mean-field-potts", T, 1.0, q=q) == pytest.approx(truth, rel=1e-5)
